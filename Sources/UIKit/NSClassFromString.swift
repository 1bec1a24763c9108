import Foundation
import KeyboardSimCore

/// The class named `aClassName`, as Foundation's `NSClassFromString`, for what code asks the
/// runtime for by name: UIKit's responder classes (`"UIApplication"`, which libraries probe to
/// tell an app from an extension, `"UIView"`…) and the app's own by their Swift name
/// (`"MyApp.LoginViewController"`). It is typed as a responder class, not `AnyClass`, so that the
/// class methods libraries call on the result (`responds(to:)`, `perform(_:)`) exist on Linux,
/// where a class found by name has no Objective-C runtime behind it; the result converts to
/// `AnyClass` where one is expected. Any other name gives `nil`, with a diagnostic in the current
/// simulation's trace (when there is one): a private UIKit class (`UIRemoteKeyboardWindow`) is not
/// simulated, and a class that is not a responder is not given here (Foundation's
/// `NSClassFromString`, written `Foundation.NSClassFromString`, gives it as an `AnyClass`).
///
/// Main-actor isolated, as the classes it finds are. Foundation's is not: a Swift 6 caller outside
/// the main actor (a `static let` initializer) gets an error here that iOS would not give. In a
/// file that imports UIKit, an unported call whose result has no type to choose by is ambiguous
/// between the two; `kbsim port` writes the type out.
@preconcurrency @MainActor
public func NSClassFromString(_ aClassName: String) -> UIResponder.Type? {
    if let known = responderClasses.first(where: { String(describing: $0) == aClassName }) { return known }
    let found: AnyClass? = Foundation.NSClassFromString(aClassName)
    if let responder = found as? UIResponder.Type { return responder }
    Simulation.current?.diagnostic(
        found == nil
            ? "NSClassFromString(\"\(aClassName)\") answered nil: the simulation has no class of that name"
            : "NSClassFromString(\"\(aClassName)\") answered nil: \(aClassName) is not a responder class, the only kind UIKit's NSClassFromString gives"
    )
    return nil
}

/// UIKit's responder classes, as `NSClassFromString` finds them by name.
private let responderClasses: [UIResponder.Type] = [
    UIResponder.self, UIApplication.self, UIView.self, UIWindow.self, UIViewController.self, UINavigationController.self,
    UIScrollView.self, UITableView.self, UITableViewCell.self, UITableViewController.self, UITabBarController.self, UITabBar.self,
    UIStackView.self, UIControl.self, UIButton.self,
    UITextField.self, UITextView.self, UILabel.self, UIImageView.self,
]
