extension SimulatedUIKit {
    /// The simulation's UIKit enums with an integer raw type, by the name UIKit code writes, each
    /// with the case `kbsim port` names for a raw value the simulation does not declare (see
    /// ``integerEnums(in:)``; kept equal to the sources by `LinuxPortEnumRawValueTests`).
    static let integerEnums: [String: String] = [
        "CGBlendMode": "normal", "CGLineCap": "butt", "CGLineJoin": "miter", "CGPathDrawingMode": "fill",
        "CGPathFillRule": "winding", "NSKeyValueChange": "setting", "NSKeyValueObservedChange.Kind": "setting",
        "NSLayoutConstraint.Axis": "horizontal", "NSLayoutConstraint.Relation": "equal", "NSLayoutRelation": "equal",
        "NSLineBreakMode": "byWordWrapping", "NSRectAlignment": "none", "NSTextAlignment": "left",
        "NSWritingDirection": "leftToRight", "UIAccessibilityContrast": "normal", "UIActivity.Category": "action",
        "UIActivityIndicatorView.Style": "whiteLarge", "UIActivityIndicatorViewStyle": "whiteLarge",
        "UIAlertAction.Style": "default", "UIAlertActionStyle": "default", "UIAlertController.Style": "actionSheet",
        "UIAlertControllerStyle": "actionSheet", "UIApplication.Category": "webBrowser",
        "UIApplication.CategoryDefaultError.Code": "rateLimited", "UIApplication.State": "active",
        "UIApplicationState": "active", "UIBackgroundFetchResult": "newData", "UIBackgroundRefreshStatus": "restricted",
        "UIBarButtonItem.Style": "plain", "UIBarButtonItem.SystemItem": "done", "UIBarButtonItemStyle": "plain",
        "UIBarButtonSystemItem": "done", "UIBarMetrics": "default", "UIBarPosition": "any", "UIBarStyle": "default",
        "UIBaselineAdjustment": "alignBaselines", "UIBehavioralStyle": "automatic", "UIBlurEffect.Style": "extraLight",
        "UIBlurEffectStyle": "extraLight", "UIButton.ButtonType": "custom", "UIButton.Role": "normal", "UIButtonType": "custom",
        "UICollectionLayoutListConfiguration.Appearance": "plain", "UICollectionLayoutListConfiguration.FooterMode": "none",
        "UICollectionLayoutListConfiguration.HeaderMode": "none",
        "UICollectionLayoutSectionOrthogonalScrollingBehavior": "none", "UICollectionView.ElementCategory": "cell",
        "UICollectionView.ReorderingCadence": "immediate", "UICollectionView.ScrollDirection": "vertical",
        "UICollectionView.SelfSizingInvalidation": "disabled", "UICollectionViewCell.DragState": "none",
        "UICollectionViewFlowLayout.ScrollDirection": "vertical",
        "UICollectionViewFlowLayout.SectionInsetReference": "fromContentInset", "UICollectionViewScrollDirection": "vertical",
        "UIColor.Prominence": "primary", "UIContainerBackgroundStyle": "automatic",
        "UIContextMenuConfiguration.ElementOrder": "automatic", "UIContextMenuInteractionCommitStyle": "dismiss",
        "UIContextualAction.Style": "normal", "UIControl.ContentHorizontalAlignment": "center",
        "UIControl.ContentVerticalAlignment": "center", "UIControlContentHorizontalAlignment": "center",
        "UIControlContentVerticalAlignment": "center", "UIDatePicker.Mode": "time", "UIDatePickerMode": "time",
        "UIDatePickerStyle": "automatic", "UIDeviceOrientation": "unknown", "UIDisplayGamut": "SRGB",
        "UIEditMenuArrowDirection": "automatic", "UIEditingInteractionConfiguration": "none", "UIEvent.EventSubtype": "none",
        "UIEvent.EventType": "touches", "UIEventType": "touches", "UIForceTouchCapability": "unknown",
        "UIGestureRecognizer.State": "possible", "UIGestureRecognizerState": "possible", "UIImage.DynamicRange": "standard",
        "UIImage.Orientation": "up", "UIImage.RenderingMode": "automatic", "UIImage.ResizingMode": "tile",
        "UIImage.SymbolScale": "unspecified", "UIImage.SymbolWeight": "unspecified", "UIImageRenderingMode": "automatic",
        "UIImpactFeedbackGenerator.FeedbackStyle": "light", "UIInputView.Style": "default",
        "UIKeyCommand.RepeatBehavior": "repeatable", "UIKeyboardAppearance": "default", "UIKeyboardType": "default",
        "UILabelVibrancy": "none", "UILayoutConstraintAxis": "horizontal", "UILegibilityWeight": "regular",
        "UILetterformAwareSizingRule": "typographic", "UIListContentConfiguration.TextProperties.TextAlignment": "natural",
        "UIListEnvironment": "unspecified", "UIMenuController.ArrowDirection": "default", "UIMenuElement.State": "off",
        "UIModalPresentationStyle": "fullScreen", "UIModalTransitionStyle": "coverVertical",
        "UINavigationController.Operation": "none", "UINavigationControllerOperation": "none",
        "UINavigationItem.LargeTitleDisplayMode": "automatic", "UINotificationFeedbackGenerator.FeedbackType": "success",
        "UIPageControl.BackgroundStyle": "automatic", "UIPageControl.Direction": "natural",
        "UIPageControl.InteractionState": "none",
        "UIPageViewController.NavigationDirection": "forward", "UIPageViewController.NavigationOrientation": "horizontal",
        "UIPageViewController.SpineLocation": "none", "UIPageViewController.TransitionStyle": "pageCurl",
        "UIPress.Phase": "began", "UIPress.PressType": "upArrow", "UIProgressView.Style": "default",
        "UIReturnKeyType": "default", "UIScene.ActivationState": "foregroundActive", "UISceneCaptureState": "inactive",
        "UIScreen.OverscanCompensation": "scale", "UIScreen.ReferenceDisplayModeStatus": "notSupported",
        "UIScrollView.ContentInsetAdjustmentBehavior": "automatic", "UIScrollView.IndexDisplayMode": "automatic",
        "UIScrollView.IndicatorStyle": "default", "UIScrollView.KeyboardDismissMode": "none",
        "UIScrollViewContentInsetAdjustmentBehavior": "automatic", "UIScrollViewIndexDisplayMode": "automatic",
        "UIScrollViewIndicatorStyle": "default", "UIScrollViewKeyboardDismissMode": "none", "UISearchBar.Icon": "search",
        "UISearchBar.Style": "default", "UISearchBarStyle": "default", "UISegmentedControl.Segment": "any",
        "UISegmentedControlSegment": "any", "UISemanticContentAttribute": "unspecified",
        "UISplitViewController.Style": "unspecified", "UISpringLoadedInteractionEffectState": "inactive",
        "UIStatusBarAnimation": "none", "UIStatusBarStyle": "default", "UISwitch.Style": "automatic",
        "UITabBarItem.SystemItem": "more", "UITableView.RowAnimation": "fade", "UITableView.ScrollPosition": "none",
        "UITableView.SelfSizingInvalidation": "disabled", "UITableView.SeparatorInsetReference": "fromCellEdges",
        "UITableView.Style": "plain", "UITableViewCell.AccessoryType": "none", "UITableViewCell.CellStyle": "default",
        "UITableViewCell.DragState": "none", "UITableViewCell.EditingStyle": "none", "UITableViewCell.FocusStyle": "default",
        "UITableViewCell.SelectionStyle": "none", "UITableViewCell.SeparatorStyle": "none",
        "UITableViewCellAccessoryType": "none", "UITableViewCellEditingStyle": "none", "UITableViewCellFocusStyle": "default",
        "UITableViewCellSelectionStyle": "none", "UITableViewCellSeparatorStyle": "none", "UITableViewCellStyle": "default",
        "UITableViewRowAction.Style": "default", "UITableViewRowAnimation": "fade", "UITableViewScrollPosition": "none",
        "UITableViewStyle": "plain", "UITextAlternativeStyle": "none", "UITextAutocapitalizationType": "none",
        "UITextAutocorrectionType": "default", "UITextBorderStyle": "none", "UITextField.BorderStyle": "none",
        "UITextField.DidEndEditingReason": "committed", "UITextField.ViewMode": "never",
        "UITextFieldDidEndEditingReason": "committed", "UITextFieldViewMode": "never", "UITextGranularity": "character",
        "UITextInlinePredictionType": "default", "UITextItemInteraction": "invokeDefaultAction",
        "UITextLayoutDirection": "right", "UITextMathExpressionCompletionType": "default", "UITextSmartDashesType": "default",
        "UITextSmartInsertDeleteType": "default", "UITextSmartQuotesType": "default", "UITextSpellCheckingType": "default",
        "UITextStorageDirection": "forward", "UITextView.BorderStyle": "none", "UITimingCurveType": "builtin",
        "UITitlebarTitleVisibility": "visible", "UITouch.Phase": "began", "UITouchPhase": "began",
        "UITraitEnvironmentLayoutDirection": "leftToRight", "UIUserInterfaceActiveAppearance": "inactive",
        "UIUserInterfaceIdiom": "phone", "UIUserInterfaceLayoutDirection": "leftToRight", "UIUserInterfaceLevel": "base",
        "UIUserInterfaceSizeClass": "unspecified", "UIUserInterfaceStyle": "unspecified", "UIView.AnimationTransition": "none",
        "UIView.ContentMode": "scaleToFill", "UIView.SystemAnimation": "delete", "UIView.TintAdjustmentMode": "automatic",
        "UIViewAnimatingPosition": "end", "UIViewAnimatingState": "inactive", "UIViewAnimationTransition": "none",
        "UIViewContentMode": "scaleToFill", "UIWindowScene.DismissalAnimation": "standard",
        "UIWindowScene.PresentationStyle": "automatic", "UIWindowScene.ResizingRestrictions": "unspecified",
        "UIWritingToolsBehavior": "default",
    ]

    /// The integer types an enum's raw type may be for it to stand for one of UIKit's
    /// Objective-C enums (`NS_ENUM(NSInteger, …)`, `NS_ENUM(NSUInteger, …)`, Core Graphics'
    /// `int32_t` ones).
    static let integerRawTypes: Set<String> = [
        "Int", "UInt", "Int8", "Int16", "Int32", "Int64", "UInt8", "UInt16", "UInt32", "UInt64",
    ]

    /// The public enums of the simulation's UIKit sources (`texts`) whose raw type is an integer
    /// and whose outermost name looks like UIKit's, by the name UIKit code writes
    /// (`UIBarButtonItem.SystemItem`, and its Swift 4 alias `UIBarButtonSystemItem`), each with
    /// the case `kbsim port` names for a raw value the simulation does not declare
    /// (``LinuxPort``'s `init(rawValue:ifUnknown:)`): the case whose raw value is 0, the value an
    /// Objective-C enum variable holds when nothing set it, or the first case when none is 0.
    /// ``integerEnums`` is kept equal to what this reads by `LinuxPortEnumRawValueTests`.
    static func integerEnums(in texts: [String]) -> [String: String] {
        var enums: [String: String] = [:]
        var aliases: [(name: String, scope: [String], target: String)] = []
        for text in texts {
            let source = SwiftSource(text)
            let structure = SwiftStructure(source)
            for declaration in structure.declarations where declaration.kind == .enum || declaration.kind == .typealias {
                guard let scope = publicScope(of: declaration, structure) else { continue }
                let name = (scope + [declaration.name]).joined(separator: ".")
                guard let outermost = name.split(separator: ".").first, UnsimulatedAPI.looksLikeUIKit(String(outermost)) else {
                    continue
                }
                if declaration.kind == .typealias {
                    if let target = aliasTarget(of: declaration, in: source) { aliases.append((name, scope, target)) }
                } else if let raw = UIKitMemberCatalog.inheritance(of: declaration, in: source).first, integerRawTypes.contains(raw),
                    let fallback = fallbackCase(of: declaration, in: source, structure)
                {
                    enums[name] = fallback
                }
            }
        }
        for alias in aliases {
            // The target as written, or relative to the alias's own scope (`typealias S = SystemItem`).
            let candidates = (0...alias.scope.count).reversed().map { (alias.scope.prefix($0) + [alias.target]).joined(separator: ".") }
            if let target = candidates.first(where: { enums[$0] != nil }) { enums[alias.name] = enums[target] }
        }
        return enums
    }

    /// The names of the types around `declaration`, outermost first, when it is visible outside
    /// the module (declared `public`, or in a `public extension`, in public types); else `nil`.
    private static func publicScope(of declaration: SwiftStructure.Declaration, _ structure: SwiftStructure) -> [String]? {
        let hidden: Set<String> = ["private", "fileprivate", "internal", "package"]
        guard declaration.modifiers.allSatisfy({ !hidden.contains($0) }) else { return nil }
        var scope: [String] = []
        var isPublic = declaration.isPublic
        var inner = structure.enclosingType(of: declaration.keyword)
        if let extensionAround = inner, extensionAround.kind == .extension, extensionAround.isPublic { isPublic = true }
        while let type = inner {
            guard type.kind == .extension || type.isPublic else { return nil }
            scope.insert(type.name, at: 0)
            inner = structure.enclosingType(of: type.keyword)
        }
        return isPublic ? scope : nil
    }

    /// The dotted name after a type alias's `=` (`UIBarButtonItem.SystemItem`), if it is one.
    private static func aliasTarget(of declaration: SwiftStructure.Declaration, in source: SwiftSource) -> String? {
        guard let name = source.nextSignificant(after: declaration.keyword), let equals = source.nextSignificant(after: name),
            source.token(equals, isPunctuation: "="), var part = source.nextSignificant(after: equals),
            source.tokens[part].kind == .identifier
        else { return nil }
        var target = source.text(of: part)
        while let dot = part + 1 < source.tokens.count ? part + 1 : nil, source.token(dot, isPunctuation: "."),
            let next = source.nextSignificant(after: dot), source.tokens[next].kind == .identifier
        {
            target += "." + source.text(of: next)
            part = next
        }
        if let after = part + 1 < source.tokens.count ? part + 1 : nil, source.token(after, isPunctuation: "<") { return nil }
        return target
    }

    /// The enum's case whose raw value is 0, or its first case when none is; `nil` for an enum
    /// with no case (or a raw value written other than as a decimal integer before the first 0).
    private static func fallbackCase(
        of declaration: SwiftStructure.Declaration, in source: SwiftSource, _ structure: SwiftStructure
    ) -> String? {
        guard let body = declaration.body else { return nil }
        var first: String?
        var next: Int? = 0
        for index in body where source.token(index, is: .identifier, "case") && structure.braceDepth[index] == declaration.depth + 1 {
            var cursor = index
            while let nameToken = source.nextSignificant(after: cursor), source.tokens[nameToken].kind == .identifier {
                let name = SwiftStructure.unquoted(source.text(of: nameToken))
                cursor = nameToken
                var raw = next
                if let equals = source.nextSignificant(after: cursor), source.token(equals, isPunctuation: "=") {
                    cursor = equals
                    var negative = false
                    if let minus = source.nextSignificant(after: cursor), source.token(minus, isPunctuation: "-") {
                        negative = true
                        cursor = minus
                    }
                    guard let number = source.nextSignificant(after: cursor), source.tokens[number].kind == .number else { return first }
                    cursor = number
                    raw = Int(source.text(of: number)).map { negative ? -$0 : $0 }
                }
                if first == nil { first = name }
                if raw == 0 { return name }
                next = raw.map { $0 + 1 }
                guard let comma = source.nextSignificant(after: cursor), source.token(comma, isPunctuation: ",") else { break }
                cursor = comma
            }
        }
        return first
    }
}
