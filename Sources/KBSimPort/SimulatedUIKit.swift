/// The UIKit-looking names (``UnsimulatedAPI/looksLikeUIKit(_:)``) that KeyboardSim's `UIKit`
/// module declares: what `kbsim port` does not report as unsimulated.
///
/// The table is kept equal to the sources by `SimulatedUIKitTests`, which reads the `public` and
/// `open` top-level declarations of the simulation's UIKit (`Sources/KeyboardSimCore`,
/// `Sources/UIKit`) and names what to add or remove here when they change.
enum SimulatedUIKit {
    static let names: Set<String> = [
        // The application, the device, the screen
        "UIApplication", "UIApplicationDelegate", "UIDevice", "UIDeviceOrientation", "UIEvent", "UIScene", "UIScreen",
        "UIUserInterfaceIdiom", "UIWindowScene",
        "UIWindowSceneDelegate", "UISceneDelegate", "UISceneSession", "UISceneConfiguration",
        // Controllers, the app and scenes: the types their documented members name
        "NSUserActivity", "UIApplicationShortcutItem", "UIBackgroundFetchResult", "UIBackgroundRefreshStatus", "UIBackgroundTaskIdentifier",
        "UIContainerBackgroundStyle", "UIInterfaceOrientationMask", "UILayoutSupport", "UIModalTransitionStyle", "UIOpenURLContext",
        "UIPopoverPresentationController", "UIRectEdge", "UISceneActivationConditions", "UISceneDestructionRequestOptions",
        "UISceneSessionActivationRequest", "UIStateRestoring", "UIStatusBarAnimation", "UIStatusBarManager",
        "UIStoryboardUnwindSegueSource", "UIUserActivityRestoring", "UIViewControllerRestoration", "UIViewControllerTransitioningDelegate",
        // Views and controllers
        "UIButton", "UIImageView", "UILabel", "UINavigationController", "UIResponder", "UIScrollView", "UIStackView", "UITableView",
        "UITableViewCell", "UITextField", "UITextInputMode", "UITextView", "UIView", "UIViewController", "UIWindow",
        "UIAlertAction", "UIAlertController", "UINavigationItem", "UISearchBar", "UISearchController", "UISearchTextField",
        "UIFindInteraction", "UIKeyInput", "UIDatePicker", "UIDatePickerStyle", "UIPickerView", "UIPickerViewDataSource",
        "UIPickerViewDelegate", "UITableViewController", "UIInputView", "UITabBarController", "UITabBar", "UITabBarItem",
        "UITabBarControllerDelegate", "UICollectionView", "UICollectionViewCell", "UICollectionReusableView",
        "UICollectionViewController", "UICollectionViewLayout", "UICollectionViewFlowLayout", "UICollectionViewLayoutAttributes",
        "UICollectionViewDataSource", "UICollectionViewDelegate", "UICollectionViewDelegateFlowLayout", "NSDiffableDataSourceSnapshot",
        "UICollectionViewDiffableDataSource", "UITableViewDiffableDataSource",
        "NSDirectionalEdgeInsets", "NSCollectionLayoutDimension", "NSCollectionLayoutSize", "NSCollectionLayoutSpacing",
        "NSCollectionLayoutItem", "NSCollectionLayoutGroup", "NSCollectionLayoutBoundarySupplementaryItem", "NSRectAlignment",
        "NSCollectionLayoutSection", "NSCollectionLayoutEnvironment", "NSCollectionLayoutContainer",
        "UICollectionLayoutSectionOrthogonalScrollingBehavior", "UICollectionLayoutListConfiguration",
        "UICollectionViewCompositionalLayoutConfiguration", "UICollectionViewCompositionalLayout",
        "UIPresentationController", "UISheetPresentationController", "UISheetPresentationControllerDelegate",
        "UISheetPresentationControllerDetentResolutionContext", "UIAdaptivePresentationControllerDelegate",
        "UINavigationBar", "UINavigationControllerDelegate", "UIScreenEdgePanGestureRecognizer", "UIContextualAction",
        "UISwipeActionsConfiguration", "UITableViewRowAction", "UIContentContainer", "UIPopoverPresentationControllerDelegate",
        // Haptics (inert: the trace says nothing plays)
        "UIFeedbackGenerator", "UIImpactFeedbackGenerator", "UISelectionFeedbackGenerator", "UINotificationFeedbackGenerator",
        // Interface Builder: storyboards and nibs
        "UINib", "UIStoryboard", "UIStoryboardSegue",
        // Controls, effects and text containers beside the fields
        "UISwitch", "UISlider", "UIStepper", "UISegmentedControl", "UIActivityIndicatorView", "UIVisualEffect", "UIBlurEffect",
        "UIVibrancyEffect", "UIVisualEffectView", "UISwipeGestureRecognizer", "NSTextContainer", "NSTextStorage", "NSTextStorageDelegate",
        "NSLayoutManager", "UIDataDetectorTypes",
        // Actions, menus and what the controls' documented members name
        "UIActionHandler", "UIMenuElement", "UIAction", "UIMenu", "UIContextMenuConfiguration", "UIContextMenuInteractionDelegate",
        "UIContextMenuInteraction", "UIContextMenuInteractionAnimating", "UITargetedPreview", "UIToolTipInteraction",
        "UIBehavioralStyle", "UIPointerEffect", "UIPointerShape", "UIPointerStyle", "UIBaselineAdjustment", "UILabelVibrancy",
        "NSParagraphStyle", "NSMutableParagraphStyle", "NSStringDrawingOptions", "NSStringDrawingContext",
        "UIMenuController", "UIMenuItem",
        // Animation
        "UIViewPropertyAnimator", "CGVector", "CGAffineTransform", "UIViewAnimatingState", "UIViewAnimatingPosition",
        "UITimingCurveProvider",
        "UITimingCurveType",
        "UICubicTimingParameters", "UISpringTimingParameters",
        "UIToolbar", "UIBarItem", "UIBarButtonItem", "UIBarStyle", "UIBarMetrics", "UIBarPosition", "UIOffset", "UIAccessibilityTraits",
        "UIAccessibility",
        "UIStatusBarStyle",
        "UIInputViewAudioFeedback",
        "CADisplayLink", "CAFrameRateRange", "CACurrentMediaTime", "UIInputViewController", "UITextDocumentProxy",
        "UILexicon", "UILexiconEntry", "UIScreenMode",
        "UIViewControllerTransitionCoordinator", "UIViewControllerTransitionCoordinatorContext", "UITransitionContextViewControllerKey",
        "UITransitionContextViewKey",
        "UIViewControllerAnimatedTransitioning", "UIViewControllerContextTransitioning", "UIViewControllerInteractiveTransitioning",
        // Gestures and coordinate spaces
        "UICoordinateSpace", "UIGestureRecognizer", "UIGestureRecognizerDelegate", "UIPanGestureRecognizer", "UITapGestureRecognizer",
        "UITouch", "UIPress", "UIPressesEvent", "UIKey", "UIKeyModifierFlags", "UIKeyboardHIDUsage", "UICommand", "UIKeyCommand",
        "UITextInputAssistantItem", "UIBarButtonItemGroup", "UILetterformAwareSizingRule",
        // Delegates and data sources
        "UIScrollViewDelegate", "UITableViewDataSource", "UITableViewDelegate", "UITextFieldDelegate", "UITextViewDelegate",
        "UISearchBarDelegate",
        // Auto Layout
        "NSDirectionalRectEdge", "NSLayoutAnchor", "NSLayoutConstraint", "NSLayoutDimension", "NSLayoutXAxisAnchor", "NSLayoutYAxisAnchor",
        "UIKeyboardLayoutGuide", "UILayoutGuide", "UILayoutPriority", "UITrackingLayoutGuide",
        // Controls and text input
        "UIControl", "UITextInputTraits", "UIKeyboardAppearance", "UIReturnKeyType", "UITextAutocapitalizationType",
        "UITextAutocorrectionType",
        "UITextContentType", "UITextSpellCheckingType", "UITextSmartQuotesType", "UITextSmartDashesType", "UITextSmartInsertDeleteType",
        "UITextInlinePredictionType", "UITextMathExpressionCompletionType", "UIWritingToolsBehavior", "UIWritingToolsResultOptions",
        "UITextInputPasswordRules", "UITextItemInteraction", "UITraitOverrides", "UITableViewDataSourcePrefetching",
        "UICollectionViewDataSourcePrefetching",
        "UITextInput", "UITextInputDelegate", "UITextInputTokenizer", "UITextInputStringTokenizer", "UITextPosition", "UITextRange",
        "UITextSelectionRect", "UITextDirection", "UITextGranularity", "UITextLayoutDirection", "UITextStorageDirection",
        "NSWritingDirection",
        // Appearance: colours, fonts, images, layers
        "CACornerMask", "CALayer", "CALayerCornerCurve", "CGColor", "CGPath", "CGMutablePath", "CGPathFillRule", "CGLineCap", "CGLineJoin",
        "CGContext", "CGPathDrawingMode", "UIGraphicsBeginImageContext", "UIGraphicsBeginImageContextWithOptions",
        "UIGraphicsEndImageContext", "UIGraphicsGetCurrentContext", "UIGraphicsGetImageFromCurrentImageContext", "UIGraphicsPopContext",
        "UIGraphicsPushContext", "UIGraphicsImageRenderer", "UIGraphicsImageRendererContext",
        "CAShapeLayer", "CAShapeLayerFillRule", "CAShapeLayerLineCap", "CAShapeLayerLineJoin", "UIBezierPath", "UIRectCorner",
        "UIPasteboard",
        "UIResponderStandardEditActions", "NSTextAttachment", "NSLineBreakMode", "NSTextAlignment", "UIColor", "UIFont", "UIImage",
        // The Objective-C runtime: selectors, and classes found by name
        "NSSelectorFromString", "NSStringFromSelector", "NSClassFromString",
        // Foundation on Darwin that Foundation on Linux lacks
        "NSMapTable", "NSPointerFunctions", "NSKeyValueObservingOptions", "NSKeyValueChangeKey", "NSKeyValueChange",
        "NSKeyValueObservation", "NSKeyValueObservedChange",
        // Values
        "UIEdgeInsets", "UIInterfaceOrientation", "UIKeyboardType", "UIModalPresentationStyle",
        // Traits
        "UITraitCollection", "UITraitEnvironment", "UIUserInterfaceSizeClass", "UIUserInterfaceStyle",
        "UITraitEnvironmentLayoutDirection", "UIContentSizeCategory",
        // Swift 4 spellings (obsoleted in Swift 4.2, as in Apple's SDK)
        "UIKeyboardFrameBeginUserInfoKey", "UIKeyboardFrameEndUserInfoKey", "UIKeyboardAnimationDurationUserInfoKey",
        "UIKeyboardAnimationCurveUserInfoKey", "UIKeyboardIsLocalUserInfoKey", "UIKeyboardCenterBeginUserInfoKey",
        "UIKeyboardCenterEndUserInfoKey", "UIKeyboardBoundsUserInfoKey",
        "UIViewAnimationOptions", "UIScrollViewKeyboardDismissMode",
        // The Swift 4 names of the nested types Swift 4.2 moved into their classes
        "UIBarButtonSystemItem", "UIBarButtonItemStyle", "UIControlState", "UIControlEvents", "UIControlContentHorizontalAlignment",
        "UIControlContentVerticalAlignment", "UIViewContentMode", "UIViewAutoresizing", "UIViewKeyframeAnimationOptions",
        "UIViewAnimationTransition", "UIButtonType", "UITableViewStyle", "UITableViewScrollPosition", "UITableViewRowAnimation",
        "UITableViewCellStyle", "UITableViewCellSelectionStyle", "UITableViewCellAccessoryType", "UITableViewCellEditingStyle",
        "UITableViewCellSeparatorStyle", "UICollectionViewScrollPosition", "UICollectionViewScrollDirection", "UITextBorderStyle",
        "UITextFieldViewMode", "UITextFieldDidEndEditingReason", "UIScrollViewIndicatorStyle",
        "UIScrollViewContentInsetAdjustmentBehavior", "UIStackViewDistribution", "UIStackViewAlignment", "NSLayoutAttribute",
        "NSLayoutRelation", "UILayoutConstraintAxis", "NSLayoutFormatOptions", "UIFontTextStyle", "UIAlertControllerStyle",
        "UIAlertActionStyle", "UIActivityIndicatorViewStyle", "UIDatePickerMode", "UISegmentedControlSegment",
        "UIGestureRecognizerState", "UIApplicationLaunchOptionsKey", "UIApplicationState", "UIImageRenderingMode", "UISearchBarStyle",
        "UIBlurEffectStyle", "UIEventType", "UITouchPhase", "UINavigationControllerOperation", "UISwipeGestureRecognizerDirection",
        "UITableViewCellFocusStyle", "UIScrollViewIndexDisplayMode",
        // Issue 43: views, scroll views and tables as Apple documents them
        "UIRefreshControl", "UIPinchGestureRecognizer", "UITableViewHeaderFooterView", "CATransform3D", "CATransform3DIdentity",
        "CATransform3DMakeAffineTransform", "CATransform3DIsAffine", "CATransform3DGetAffineTransform", "CATransform3DIsIdentity",
        "CATransform3DConcat", "CATransform3DMakeScale", "CATransform3DMakeTranslation", "CATransform3DScale", "CATransform3DTranslate",
        "CATransform3DMakeRotation", "CATransform3DRotate",
        "UIInteraction", "UIMotionEffect", "UIViewPrintFormatter", "UISemanticContentAttribute", "UIUserInterfaceLayoutDirection",
        "UIConfigurationState", "UICellConfigurationState", "UIContentConfiguration", "UIContentView", "UIBackgroundConfiguration",
        "UIListContentConfiguration", "UIListContentView",
        // Issue 43: gestures, animators, traits, the screen, fonts, colours and images
        "UILongPressGestureRecognizer", "UIScrollTypeMask", "UIViewAnimating", "UIViewImplicitlyAnimating", "UIFocusItem",
        "UIFontDescriptor", "UIAccessibilityContrast", "UILegibilityWeight", "UIUserInterfaceLevel",
        "UIUserInterfaceActiveAppearance", "UIDisplayGamut", "UIForceTouchCapability", "UISceneCaptureState",
        "UIListEnvironment", "UITraitDefinition", "UITrait", "UIMutableTraits",
        "UITraitHorizontalSizeClass", "UITraitVerticalSizeClass", "UITraitUserInterfaceIdiom", "UITraitDisplayScale",
        "UITraitUserInterfaceStyle", "UITraitPreferredContentSizeCategory", "UITraitLayoutDirection",
        "UITraitAccessibilityContrast", "UITraitLegibilityWeight", "UITraitUserInterfaceLevel", "UITraitActiveAppearance",
        "UITraitDisplayGamut", "UITraitForceTouchCapability", "UITraitSceneCaptureState", "UITraitListEnvironment",
        "UITraitToolbarItemPresentationSize", "UITraitImageDynamicRange", "UITraitTypesettingLanguage",
        "UIImageAsset", "CGImage", "UIGraphicsImageRendererFormat", "CGBlendMode",
        // Edit menus, focus, split views, previews, scenes and legacy notifications (issue 43)
        "UIEditMenuArrowDirection", "UIEditMenuConfiguration", "UIEditMenuInteractionAnimating", "UIEditMenuInteractionDelegate",
        "UIEditMenuInteraction", "UIContextMenuInteractionCommitStyle", "UIContextMenuInteractionCommitAnimating",
        "UIInputSuggestion", "UITextAlternativeStyle", "UIDictationPhrase", "UITextPlaceholder", "UITextItem", "UIFocusHeading",
        "UIFocusUpdateContext", "UITableViewFocusUpdateContext", "UICollectionViewFocusUpdateContext",
        "UIFocusAnimationCoordinator", "UIFocusSystem", "UIFocusEffect", "UIFocusGroupPriority",
        "UISpringLoadedInteractionEffectState", "UISpringLoadedInteractionContext", "UISplitViewController",
        "UIPreviewActionItem", "UIViewControllerPreviewingDelegate", "UIViewControllerPreviewing",
        "UIContentUnavailableConfigurationState", "UITab", "NSExtensionContext", "UISearchDisplayController",
        "UISceneSizeRestrictions", "UISceneWindowingBehaviors", "UILocalNotification", "UIUserNotificationType",
        "UIRemoteNotificationType", "UIUserNotificationCategory", "UIUserNotificationSettings",
        "UIViewInvalidating", "UIMenuBuilder", "UIEditingInteractionConfiguration", "UIWritingToolsCoordinator",
        "UITextFormattingViewController", "NSTextLayoutManager", "UIHoverStyle", "UIPointerLockState", "UITitlebar",
        "UITitlebarTitleVisibility", "UIScreenshotService", "UIScreenshotServiceDelegate",
    ]
}
