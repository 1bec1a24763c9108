import Testing
import UIKit

/// An app's helper on every NSObject, the common way to name a cell's reuse identifier.
extension NSObject {
    fileprivate class var appClassName: String { String(describing: self) }
}

/// A binder that accepts any NSObject, as apps' observation helpers do.
private func boundName<T: NSObject>(_ object: T) -> String { String(describing: type(of: object)) }

private final class ProfileCell: UITableViewCell {}

/// `==` on responders, constraints and guides is identity, as `NSObject`'s on iOS.
@MainActor @Suite("NSObject identity of UIKit's classes")
struct NSObjectIdentityTests {
    @Test("views compare and hash by identity; switch over fields picks the very field")
    func responders() {
        let email = UITextField(), password = UITextField()
        #expect(email == email)
        #expect(email != password)
        #expect(Set<UIView>([email, password, email]).count == 2)
        func name(of field: UITextField) -> String {
            switch field {
            case email: "email"
            case password: "password"
            default: "other"
            }
        }
        #expect([name(of: password), name(of: email), name(of: UITextField())] == ["password", "email", "other"])
        let button: Any = UIButton(type: .system)
        #expect((button as? UIButton) != UIButton(type: .system))
    }

    @Test("responders are NSObjects: an app's extension NSObject reaches them, as? NSObject and T: NSObject hold, == is isEqual")
    func respondersAreNSObjects() {
        #expect(ProfileCell.appClassName == "ProfileCell")
        #expect(UIViewController.appClassName == "UIViewController")
        let field = UITextField()
        let view: UIView = field
        let anything: Any = view
        #expect((anything as? NSObject) == field, "a constraint's item compared as an NSObject, as chat bars do")
        #expect(boundName(field) == "UITextField")
        #expect(field.isKind(of: UIView.self) && !field.isKind(of: UIButton.self) && field.isMember(of: UITextField.self))
        #expect(Set<NSObject>([field, view, UIView()]).count == 2)
        #expect(field.isEqual(view) && !field.isEqual(UITextField()) && field.hash == view.hash)
        #expect(field.description.hasPrefix("<UITextField: 0x"))
        let protocolObject: any NSObjectProtocol = field
        #expect(protocolObject.isEqual(field) && !protocolObject.isProxy())
    }

    @Test("constraints and guides: firstIndex(of:) finds the very object")
    func constraintsAndGuides() {
        let view = UIView(), other = UIView()
        let a = view.widthAnchor.constraint(equalToConstant: 10), b = view.widthAnchor.constraint(equalToConstant: 10)
        #expect([a, b].firstIndex(of: b) == 1)
        let guide = UILayoutGuide()
        #expect([UILayoutGuide(), guide].firstIndex(of: guide) == 1)
        #expect(view.safeAreaLayoutGuide == view.safeAreaLayoutGuide)
        #expect(view.safeAreaLayoutGuide != other.safeAreaLayoutGuide)
    }

    @Test("UITextView keeps its font, text colour and alignment")
    func textViewTraits() {
        let textView = UITextView()
        #expect(textView.font == .systemFont(ofSize: 12))
        textView.font = .preferredFont(forTextStyle: .body)
        textView.textColor = .secondaryLabel
        textView.textAlignment = .center
        #expect(textView.font == .preferredFont(forTextStyle: .body))
        #expect(textView.textColor == .secondaryLabel)
        #expect(textView.textAlignment == .center)
    }

    @Test("gesture recognizers, events, layers, animators, menu elements and the device: == and hashing are identity (KUIKeyboard)")
    func otherObjects() {
        let pan = UIPanGestureRecognizer(), tap = UITapGestureRecognizer()
        let recognizer: UIGestureRecognizer = pan
        #expect(recognizer == pan)
        #expect(recognizer != tap)
        #expect(Set<UIGestureRecognizer>([pan, tap, pan]).count == 2)
        let layer = CALayer(), other = CALayer()
        #expect([other, layer].firstIndex(of: layer) == 1)
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear)
        #expect(animator == animator)
        #expect(animator != UIViewPropertyAnimator(duration: 1, curve: .linear))
        #expect(UIDevice.current == UIDevice.current)
    }
}
