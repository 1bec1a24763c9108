import Foundation
import KeyboardSimCore

/// The class named `aClassName`, as Foundation's `NSClassFromString`, for what code asks the
/// runtime for by name: UIKit's responder classes (`"UIApplication"`, which libraries probe to
/// tell an app from an extension, `"UIView"`…) and the app's own by their Swift name
/// (`"MyApp.LoginViewController"`). It is typed as a responder class, not `AnyClass`, so that the
/// class methods libraries call on the result (`responds(to:)`, `perform(_:)`) exist on Linux,
/// where a class found by name has no Objective-C runtime behind it; the result converts to
/// `AnyClass` where one is expected. Any other name gives `nil`, with a diagnostic in the current
/// simulation's trace: a private UIKit class (`UIRemoteKeyboardWindow`) is not simulated.
///
/// Main-actor isolated, as the classes it finds are (Foundation's is not: a Swift 6 caller outside
/// the main actor gets an error here, where on iOS it would fail later, on the class it found).
@preconcurrency @MainActor
public func NSClassFromString(_ aClassName: String) -> UIResponder.Type? {
    if let known = responderClasses.first(where: { String(describing: $0) == aClassName }) { return known }
    if let found = Foundation.NSClassFromString(aClassName) as? UIResponder.Type { return found }
    Simulation.current?.diagnostic("NSClassFromString(\"\(aClassName)\") answered nil: the simulation has no class of that name")
    return nil
}

/// UIKit's responder classes, as `NSClassFromString` finds them by name.
private let responderClasses: [UIResponder.Type] = [
    UIResponder.self, UIApplication.self, UIView.self, UIWindow.self, UIViewController.self, UINavigationController.self,
    UIScrollView.self, UITableView.self, UITableViewCell.self, UIStackView.self, UIControl.self, UIButton.self,
    UITextField.self, UITextView.self, UILabel.self, UIImageView.self,
]
