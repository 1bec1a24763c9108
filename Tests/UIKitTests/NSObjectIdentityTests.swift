import Testing
import UIKit

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
}
