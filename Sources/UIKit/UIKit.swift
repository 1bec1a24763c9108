// `import UIKit` where Apple's UIKit does not exist (Linux): Foundation, the simulation's
// UIKit-shaped types, and the names through which iOS code reaches "the app" resolving to the
// simulation that code runs in. A file that begins `import UIKit` compiles unchanged but for the
// edits Swift on Linux forces (the KeyboardSim documentation's "Porting your view controller").
//
// Apple's names and nothing else: every public name this module declares or re-exports is one
// Apple's SDK declares (`Tests/UIKitTests/Fixtures/AppleNames.txt`, kept in step by a test). The
// UIKit-shaped types live in KeyboardSimCore beside the simulation, so they are re-exported one by
// one (`@_exported import class KeyboardSimCore.UIView`): a library file that imports only UIKit
// never meets `Simulation`, `KeyboardInfo` or `Device`, and may declare its own types with those
// names. The simulation's API is reached through `import KeyboardSim`.
//
// Foundation and ObjectiveC are re-exported whole, as on iOS, where UIKit re-exports Foundation
// and Foundation the Objective-C module: a file that imports only UIKit finds
// `objc_getAssociatedObject` (this package's ObjectiveC module: associated objects).
//
// What a scoped re-export cannot hold back: the members KeyboardSimCore's extensions add to
// Apple's types and to Foundation's (a module's extensions come with any import of it).
@_exported import Foundation
@_exported import ObjectiveC
@_exported import class KeyboardSimCore.NSTextContainer
@_exported import class KeyboardSimCore.UIActivityIndicatorView
@_exported import class KeyboardSimCore.UIBlurEffect
@_exported import struct KeyboardSimCore.UIDataDetectorTypes
@_exported import class KeyboardSimCore.UISegmentedControl
@_exported import class KeyboardSimCore.UISlider
@_exported import class KeyboardSimCore.UIStepper
@_exported import class KeyboardSimCore.UISwipeGestureRecognizer
@_exported import class KeyboardSimCore.UISwitch
@_exported import typealias KeyboardSimCore.UIActionHandler
@_exported import class KeyboardSimCore.UIMenuElement
@_exported import class KeyboardSimCore.UIAction
@_exported import class KeyboardSimCore.UIMenu
@_exported import class KeyboardSimCore.UIContextMenuConfiguration
@_exported import protocol KeyboardSimCore.UIContextMenuInteractionDelegate
@_exported import class KeyboardSimCore.UIContextMenuInteraction
@_exported import protocol KeyboardSimCore.UIContextMenuInteractionAnimating
@_exported import class KeyboardSimCore.UITargetedPreview
@_exported import class KeyboardSimCore.UIToolTipInteraction
@_exported import enum KeyboardSimCore.UIBehavioralStyle
@_exported import enum KeyboardSimCore.UIPointerEffect
@_exported import enum KeyboardSimCore.UIPointerShape
@_exported import class KeyboardSimCore.UIPointerStyle
@_exported import enum KeyboardSimCore.UIBaselineAdjustment
@_exported import enum KeyboardSimCore.UILabelVibrancy
@_exported import class KeyboardSimCore.NSParagraphStyle
@_exported import class KeyboardSimCore.UIVibrancyEffect
@_exported import class KeyboardSimCore.CADisplayLink
@_exported import struct KeyboardSimCore.CAFrameRateRange
@_exported import typealias KeyboardSimCore.CFTimeInterval
@_exported import func KeyboardSimCore.CACurrentMediaTime
@_exported import class KeyboardSimCore.UIInputViewController
@_exported import protocol KeyboardSimCore.UITextDocumentProxy
@_exported import class KeyboardSimCore.UILexicon
@_exported import class KeyboardSimCore.UILexiconEntry
@_exported import class KeyboardSimCore.UIScreenMode
@_exported import class KeyboardSimCore.UIPress
@_exported import class KeyboardSimCore.UIPressesEvent
@_exported import class KeyboardSimCore.UIKey
@_exported import struct KeyboardSimCore.UIKeyModifierFlags
@_exported import struct KeyboardSimCore.UIKeyboardHIDUsage
@_exported import class KeyboardSimCore.UICommand
@_exported import class KeyboardSimCore.UIKeyCommand
@_exported import class KeyboardSimCore.UITextInputAssistantItem
@_exported import class KeyboardSimCore.UIBarButtonItemGroup
@_exported import class KeyboardSimCore.UndoManager
@_exported import enum KeyboardSimCore.UILetterformAwareSizingRule
@_exported import class KeyboardSimCore.UIRefreshControl
@_exported import class KeyboardSimCore.UIPinchGestureRecognizer
@_exported import class KeyboardSimCore.UITableViewHeaderFooterView
@_exported import struct KeyboardSimCore.CATransform3D
@_exported import var KeyboardSimCore.CATransform3DIdentity
@_exported import func KeyboardSimCore.CATransform3DMakeAffineTransform
@_exported import func KeyboardSimCore.CATransform3DIsAffine
@_exported import func KeyboardSimCore.CATransform3DGetAffineTransform
@_exported import func KeyboardSimCore.CATransform3DIsIdentity
@_exported import protocol KeyboardSimCore.UIInteraction
@_exported import class KeyboardSimCore.UIMotionEffect
@_exported import class KeyboardSimCore.UIViewPrintFormatter
@_exported import enum KeyboardSimCore.UISemanticContentAttribute
@_exported import enum KeyboardSimCore.UIUserInterfaceLayoutDirection
@_exported import protocol KeyboardSimCore.UIConfigurationState
@_exported import struct KeyboardSimCore.UICellConfigurationState
@_exported import protocol KeyboardSimCore.UIContentConfiguration
@_exported import protocol KeyboardSimCore.UIContentView
@_exported import struct KeyboardSimCore.UIBackgroundConfiguration
@_exported import struct KeyboardSimCore.UIListContentConfiguration
@_exported import class KeyboardSimCore.UIListContentView
@_exported import enum UIKitCTypes.UIViewAnimationCurve
@_exported import struct KeyboardSimCore.CACornerMask
@_exported import class KeyboardSimCore.CALayer
@_exported import struct KeyboardSimCore.CGAffineTransform
@_exported import struct KeyboardSimCore.CALayerCornerCurve
@_exported import class KeyboardSimCore.CGColor
@_exported import struct KeyboardSimCore.CGVector
@_exported import struct KeyboardSimCore.NSDirectionalRectEdge
@_exported import class KeyboardSimCore.NSLayoutAnchor
@_exported import class KeyboardSimCore.NSLayoutConstraint
@_exported import class KeyboardSimCore.NSLayoutDimension
@_exported import class KeyboardSimCore.NSLayoutXAxisAnchor
@_exported import class KeyboardSimCore.NSLayoutYAxisAnchor
@_exported import enum KeyboardSimCore.NSLineBreakMode
@_exported import enum KeyboardSimCore.NSTextAlignment
@_exported import struct KeyboardSimCore.Selector
@_exported import struct KeyboardSimCore.UIAccessibilityTraits
@_exported import class KeyboardSimCore.UIAlertAction
@_exported import protocol KeyboardSimCore.UIAdaptivePresentationControllerDelegate
@_exported import class KeyboardSimCore.UIAlertController
@_exported import class KeyboardSimCore.UIApplication
@_exported import protocol KeyboardSimCore.UIApplicationDelegate
@_exported import class KeyboardSimCore.UIBarButtonItem
@_exported import class KeyboardSimCore.UIBarItem
@_exported import enum KeyboardSimCore.UIBarMetrics
@_exported import enum KeyboardSimCore.UIBarPosition
@_exported import enum KeyboardSimCore.UIBarStyle
@_exported import enum KeyboardSimCore.UIStatusBarStyle
@_exported import class KeyboardSimCore.UIButton
@_exported import class KeyboardSimCore.UIColor
@_exported import class KeyboardSimCore.UIControl
@_exported import protocol KeyboardSimCore.UICoordinateSpace
@_exported import class KeyboardSimCore.UICubicTimingParameters
@_exported import class KeyboardSimCore.UIDatePicker
@_exported import enum KeyboardSimCore.UIDatePickerStyle
@_exported import class KeyboardSimCore.UIDevice
@_exported import enum KeyboardSimCore.UIDeviceOrientation
@_exported import struct KeyboardSimCore.UIEdgeInsets
@_exported import class KeyboardSimCore.UIEvent
@_exported import class KeyboardSimCore.UIFindInteraction
@_exported import class KeyboardSimCore.UIFont
@_exported import class KeyboardSimCore.UIGestureRecognizer
@_exported import protocol KeyboardSimCore.UIGestureRecognizerDelegate
@_exported import class KeyboardSimCore.UIImage
@_exported import class KeyboardSimCore.UIImageView
@_exported import protocol KeyboardSimCore.UIInputViewAudioFeedback
@_exported import enum KeyboardSimCore.UIInterfaceOrientation
@_exported import protocol KeyboardSimCore.UIKeyInput
@_exported import enum KeyboardSimCore.UIKeyboardAppearance
@_exported import class KeyboardSimCore.UIKeyboardLayoutGuide
@_exported import enum KeyboardSimCore.UIKeyboardType
@_exported import class KeyboardSimCore.UILabel
@_exported import class KeyboardSimCore.UILayoutGuide
@_exported import struct KeyboardSimCore.UILayoutPriority
@_exported import enum KeyboardSimCore.UIModalPresentationStyle
@_exported import class KeyboardSimCore.UINavigationController
@_exported import class KeyboardSimCore.UINavigationItem
@_exported import class KeyboardSimCore.UINib
@_exported import struct KeyboardSimCore.UIOffset
@_exported import class KeyboardSimCore.UIPanGestureRecognizer
@_exported import class KeyboardSimCore.UIPickerView
@_exported import protocol KeyboardSimCore.UIPickerViewDataSource
@_exported import protocol KeyboardSimCore.UIPickerViewDelegate
@_exported import class KeyboardSimCore.UIPresentationController
@_exported import class KeyboardSimCore.UIResponder
@_exported import enum KeyboardSimCore.UIReturnKeyType
@_exported import class KeyboardSimCore.UIScene
@_exported import class KeyboardSimCore.UISceneConfiguration
@_exported import protocol KeyboardSimCore.UISceneDelegate
@_exported import class KeyboardSimCore.UISceneSession
@_exported import class KeyboardSimCore.UIScreen
@_exported import class KeyboardSimCore.UIScrollView
@_exported import protocol KeyboardSimCore.UIScrollViewDelegate
@_exported import class KeyboardSimCore.UISearchBar
@_exported import class KeyboardSimCore.UISheetPresentationController
@_exported import protocol KeyboardSimCore.UISheetPresentationControllerDelegate
@_exported import protocol KeyboardSimCore.UISheetPresentationControllerDetentResolutionContext
@_exported import protocol KeyboardSimCore.UISearchBarDelegate
@_exported import class KeyboardSimCore.UISearchController
@_exported import class KeyboardSimCore.UISearchTextField
@_exported import class KeyboardSimCore.UISpringTimingParameters
@_exported import class KeyboardSimCore.UIStackView
@_exported import class KeyboardSimCore.UIStoryboard
@_exported import class KeyboardSimCore.UIStoryboardSegue
@_exported import class KeyboardSimCore.UITableView
@_exported import class KeyboardSimCore.UITableViewCell
@_exported import class KeyboardSimCore.UITableViewController
@_exported import class KeyboardSimCore.UITabBarController
@_exported import class KeyboardSimCore.UITabBar
@_exported import class KeyboardSimCore.UITabBarItem
@_exported import protocol KeyboardSimCore.UITabBarControllerDelegate
@_exported import class KeyboardSimCore.UIInputView
@_exported import class KeyboardSimCore.UICollectionView
@_exported import class KeyboardSimCore.UICollectionViewCell
@_exported import class KeyboardSimCore.UICollectionReusableView
@_exported import class KeyboardSimCore.UICollectionViewController
@_exported import class KeyboardSimCore.UICollectionViewLayout
@_exported import class KeyboardSimCore.UICollectionViewFlowLayout
@_exported import class KeyboardSimCore.UICollectionViewLayoutAttributes
@_exported import protocol KeyboardSimCore.UICollectionViewDataSource
@_exported import protocol KeyboardSimCore.UICollectionViewDelegate
@_exported import protocol KeyboardSimCore.UICollectionViewDelegateFlowLayout
@_exported import struct KeyboardSimCore.NSDiffableDataSourceSnapshot
@_exported import class KeyboardSimCore.UICollectionViewDiffableDataSource
@_exported import class KeyboardSimCore.UITableViewDiffableDataSource
@_exported import struct KeyboardSimCore.NSDirectionalEdgeInsets
@_exported import class KeyboardSimCore.NSCollectionLayoutDimension
@_exported import class KeyboardSimCore.NSCollectionLayoutSize
@_exported import class KeyboardSimCore.NSCollectionLayoutSpacing
@_exported import class KeyboardSimCore.NSCollectionLayoutItem
@_exported import class KeyboardSimCore.NSCollectionLayoutGroup
@_exported import class KeyboardSimCore.NSCollectionLayoutBoundarySupplementaryItem
@_exported import enum KeyboardSimCore.NSRectAlignment
@_exported import class KeyboardSimCore.NSCollectionLayoutSection
@_exported import protocol KeyboardSimCore.NSCollectionLayoutEnvironment
@_exported import protocol KeyboardSimCore.NSCollectionLayoutContainer
@_exported import enum KeyboardSimCore.UICollectionLayoutSectionOrthogonalScrollingBehavior
@_exported import struct KeyboardSimCore.UICollectionLayoutListConfiguration
@_exported import class KeyboardSimCore.UICollectionViewCompositionalLayoutConfiguration
@_exported import class KeyboardSimCore.UICollectionViewCompositionalLayout
@_exported import struct KeyboardSimCore.NSKeyValueObservingOptions
@_exported import struct KeyboardSimCore.NSKeyValueChangeKey
@_exported import enum KeyboardSimCore.NSKeyValueChange
@_exported import class KeyboardSimCore.UITraitCollection
@_exported import protocol KeyboardSimCore.UITraitEnvironment
@_exported import enum KeyboardSimCore.UIUserInterfaceSizeClass
@_exported import enum KeyboardSimCore.UIUserInterfaceStyle
@_exported import enum KeyboardSimCore.UITraitEnvironmentLayoutDirection
@_exported import struct KeyboardSimCore.UIContentSizeCategory
@_exported import protocol KeyboardSimCore.UITableViewDataSource
@_exported import protocol KeyboardSimCore.UITableViewDelegate
@_exported import class KeyboardSimCore.UITapGestureRecognizer
@_exported import enum KeyboardSimCore.UITextAutocapitalizationType
@_exported import enum KeyboardSimCore.UITextAutocorrectionType
@_exported import struct KeyboardSimCore.UITextContentType
@_exported import class KeyboardSimCore.UITextField
@_exported import protocol KeyboardSimCore.UITextFieldDelegate
@_exported import class KeyboardSimCore.UITextInputMode
@_exported import protocol KeyboardSimCore.UITextInputTraits
@_exported import enum KeyboardSimCore.UITextSpellCheckingType
@_exported import class KeyboardSimCore.UITextView
@_exported import protocol KeyboardSimCore.UITextViewDelegate
@_exported import protocol KeyboardSimCore.UITimingCurveProvider
@_exported import enum KeyboardSimCore.UITimingCurveType
@_exported import class KeyboardSimCore.UIToolbar
@_exported import class KeyboardSimCore.UITouch
@_exported import class KeyboardSimCore.UITrackingLayoutGuide
@_exported import struct KeyboardSimCore.UITransitionContextViewControllerKey
@_exported import struct KeyboardSimCore.UITransitionContextViewKey
@_exported import enum KeyboardSimCore.UIUserInterfaceIdiom
@_exported import class KeyboardSimCore.UIView
@_exported import enum KeyboardSimCore.UIViewAnimatingPosition
@_exported import enum KeyboardSimCore.UIViewAnimatingState
@_exported import class KeyboardSimCore.UIViewController
@_exported import protocol KeyboardSimCore.UIViewControllerTransitionCoordinator
@_exported import protocol KeyboardSimCore.UIViewControllerTransitionCoordinatorContext
@_exported import class KeyboardSimCore.UIViewPropertyAnimator
@_exported import class KeyboardSimCore.UIVisualEffect
@_exported import class KeyboardSimCore.UIVisualEffectView
@_exported import class KeyboardSimCore.UIWindow
@_exported import class KeyboardSimCore.UIWindowScene
@_exported import protocol KeyboardSimCore.UIWindowSceneDelegate
@_exported import class KeyboardSimCore.NSUserActivity
@_exported import class KeyboardSimCore.UIApplicationShortcutItem
@_exported import enum KeyboardSimCore.UIBackgroundFetchResult
@_exported import enum KeyboardSimCore.UIBackgroundRefreshStatus
@_exported import struct KeyboardSimCore.UIBackgroundTaskIdentifier
@_exported import enum KeyboardSimCore.UIContainerBackgroundStyle
@_exported import struct KeyboardSimCore.UIInterfaceOrientationMask
@_exported import protocol KeyboardSimCore.UILayoutSupport
@_exported import enum KeyboardSimCore.UIModalTransitionStyle
@_exported import class KeyboardSimCore.UIOpenURLContext
@_exported import class KeyboardSimCore.UIPopoverPresentationController
@_exported import struct KeyboardSimCore.UIRectEdge
@_exported import class KeyboardSimCore.UISceneActivationConditions
@_exported import class KeyboardSimCore.UISceneDestructionRequestOptions
@_exported import class KeyboardSimCore.UISceneSessionActivationRequest
@_exported import protocol KeyboardSimCore.UIStateRestoring
@_exported import enum KeyboardSimCore.UIStatusBarAnimation
@_exported import class KeyboardSimCore.UIStatusBarManager
@_exported import class KeyboardSimCore.UIStoryboardUnwindSegueSource
@_exported import protocol KeyboardSimCore.UIUserActivityRestoring
@_exported import protocol KeyboardSimCore.UIViewControllerRestoration
@_exported import protocol KeyboardSimCore.UIViewControllerTransitioningDelegate

/// The selector named `aSelectorName`, as Foundation's `NSSelectorFromString`: a name only (Swift
/// on Linux has no Objective-C runtime; see `Selector`).
public func NSSelectorFromString(_ aSelectorName: String) -> Selector {
    Selector(aSelectorName)
}

/// The name of `aSelector`, as Foundation's `NSStringFromSelector`.
public func NSStringFromSelector(_ aSelector: Selector) -> String {
    aSelector.name
}
