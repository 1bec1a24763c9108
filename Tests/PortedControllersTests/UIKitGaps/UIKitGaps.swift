import UIKit

// What the iOS originals use that the `UIKit` module does not declare yet, declared here in the
// tests so that the ports compile unchanged. Each one belongs in the module; when it lands
// there, its declaration here no longer compiles (a redundant conformance, an invalid
// redeclaration): delete it then. This folder is also linked into the Swift 5 target.

/// On iOS every responder is an `NSObject`: `==` is identity, so `sender == boldButton` and
/// `switch textField { case emailField: … }` compile. Used by NestedStackViewController
/// (`switch` over its fields) and KeyboardLayoutGuideViewController (`sender == boldButton`).
extension UIResponder: Equatable {
    public static func == (lhs: UIResponder, rhs: UIResponder) -> Bool { lhs === rhs }
}

/// `UITextView.font` and `.textColor`, set by KeyboardLayoutGuideViewController. Accepted and
/// not kept: nothing in the tests reads them back.
extension UITextView {
    var font: UIFont? {
        get { nil }
        set {}
    }

    var textColor: UIColor? {
        get { nil }
        set {}
    }
}
