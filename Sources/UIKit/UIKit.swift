// `import UIKit` where Apple's UIKit does not exist (Linux): Foundation, and the names Apple's
// UIKit declares — nothing else. The types are the simulation's UIKit-shaped ones (declared in
// KeyboardSimCore); this module names each under Apple's name, so a library's file that imports
// only UIKit never meets a name Apple's UIKit lacks (its own `KeyboardInfo` type, say). The
// simulation's own API (`Simulation`, `Device`, the trace…) is reached through `import KeyboardSim`.
//
// Every public name this module declares is in `Tests/UIKitTests/AppleNames.txt`, Apple's UIKit
// names (with the CoreGraphics and QuartzCore names `import UIKit` brings on iOS); a test keeps
// the two in step.
@_exported import Foundation
import KeyboardSimCore

// Views and controllers.
public typealias UIResponder = KeyboardSimCore.UIResponder
public typealias UIView = KeyboardSimCore.UIView
public typealias UIViewController = KeyboardSimCore.UIViewController
public typealias UINavigationController = KeyboardSimCore.UINavigationController
public typealias UIWindow = KeyboardSimCore.UIWindow
public typealias UIScene = KeyboardSimCore.UIScene
public typealias UIWindowScene = KeyboardSimCore.UIWindowScene
public typealias UIApplication = KeyboardSimCore.UIApplication
public typealias UIApplicationDelegate = KeyboardSimCore.UIApplicationDelegate
public typealias UIScreen = KeyboardSimCore.UIScreen
public typealias UIDevice = KeyboardSimCore.UIDevice
public typealias UIEvent = KeyboardSimCore.UIEvent
public typealias UIControl = KeyboardSimCore.UIControl
public typealias UIButton = KeyboardSimCore.UIButton
public typealias UILabel = KeyboardSimCore.UILabel
public typealias UIImage = KeyboardSimCore.UIImage
public typealias UIImageView = KeyboardSimCore.UIImageView
public typealias UIColor = KeyboardSimCore.UIColor
public typealias UIFont = KeyboardSimCore.UIFont
public typealias UIEdgeInsets = KeyboardSimCore.UIEdgeInsets

// Text input.
public typealias UITextField = KeyboardSimCore.UITextField
public typealias UITextFieldDelegate = KeyboardSimCore.UITextFieldDelegate
public typealias UITextView = KeyboardSimCore.UITextView
public typealias UITextViewDelegate = KeyboardSimCore.UITextViewDelegate
public typealias UIKeyboardType = KeyboardSimCore.UIKeyboardType
public typealias UIKeyboardAppearance = KeyboardSimCore.UIKeyboardAppearance
public typealias UIReturnKeyType = KeyboardSimCore.UIReturnKeyType
public typealias UITextAutocapitalizationType = KeyboardSimCore.UITextAutocapitalizationType
public typealias UITextAutocorrectionType = KeyboardSimCore.UITextAutocorrectionType
public typealias UITextSpellCheckingType = KeyboardSimCore.UITextSpellCheckingType
public typealias UITextContentType = KeyboardSimCore.UITextContentType
public typealias NSTextAlignment = KeyboardSimCore.NSTextAlignment
public typealias NSLineBreakMode = KeyboardSimCore.NSLineBreakMode

// Scrolling and tables.
public typealias UIScrollView = KeyboardSimCore.UIScrollView
public typealias UIScrollViewDelegate = KeyboardSimCore.UIScrollViewDelegate
public typealias UITableView = KeyboardSimCore.UITableView
public typealias UITableViewCell = KeyboardSimCore.UITableViewCell
public typealias UITableViewDataSource = KeyboardSimCore.UITableViewDataSource
public typealias UITableViewDelegate = KeyboardSimCore.UITableViewDelegate

// Auto Layout.
public typealias NSLayoutConstraint = KeyboardSimCore.NSLayoutConstraint
public typealias NSLayoutAnchor = KeyboardSimCore.NSLayoutAnchor
public typealias NSLayoutXAxisAnchor = KeyboardSimCore.NSLayoutXAxisAnchor
public typealias NSLayoutYAxisAnchor = KeyboardSimCore.NSLayoutYAxisAnchor
public typealias NSLayoutDimension = KeyboardSimCore.NSLayoutDimension
public typealias NSDirectionalRectEdge = KeyboardSimCore.NSDirectionalRectEdge
public typealias UILayoutPriority = KeyboardSimCore.UILayoutPriority
public typealias UILayoutGuide = KeyboardSimCore.UILayoutGuide
public typealias UITrackingLayoutGuide = KeyboardSimCore.UITrackingLayoutGuide
public typealias UIKeyboardLayoutGuide = KeyboardSimCore.UIKeyboardLayoutGuide
public typealias UIStackView = KeyboardSimCore.UIStackView

// Orientation, idiom and presentation.
public typealias UIInterfaceOrientation = KeyboardSimCore.UIInterfaceOrientation
public typealias UIDeviceOrientation = KeyboardSimCore.UIDeviceOrientation
public typealias UIUserInterfaceIdiom = KeyboardSimCore.UIUserInterfaceIdiom
public typealias UIModalPresentationStyle = KeyboardSimCore.UIModalPresentationStyle

// The CoreGraphics and QuartzCore names `import UIKit` brings on iOS.
public typealias CGColor = KeyboardSimCore.CGColor
public typealias CALayer = KeyboardSimCore.CALayer
public typealias CACornerMask = KeyboardSimCore.CACornerMask
public typealias CALayerCornerCurve = KeyboardSimCore.CALayerCornerCurve

// The Objective-C runtime's selector, which `import UIKit` brings on iOS (through Foundation).
public typealias Selector = KeyboardSimCore.Selector

/// The selector named `aSelectorName`, as Foundation's `NSSelectorFromString`: a name only (Swift
/// on Linux has no Objective-C runtime; see ``Selector``).
public func NSSelectorFromString(_ aSelectorName: String) -> Selector {
    Selector(aSelectorName)
}

/// The name of `aSelector`, as Foundation's `NSStringFromSelector`.
public func NSStringFromSelector(_ aSelector: Selector) -> String {
    aSelector.name
}
