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

/// A constraint subclass with its own description, as a layout library writes one (SnapKit's
/// `LayoutConstraint`): NSObject's `description` is open on iOS.
private final class LabeledConstraint: NSLayoutConstraint {
    override var description: String { "labeled " + super.description }
}

/// Every UIKit class Apple declares as an `NSObject` subclass is one here: constraints, guides,
/// recognizers, layers, bar items, colours, fonts, images, paths, paragraph styles, traits.
@MainActor @Suite("UIKit's other classes are NSObjects")
struct UIKitNSObjectClassesTests {
    @Test("constraints, guides, recognizers, layers and bar items: as NSObject, in [NSObject], identity equality")
    func objectsAreNSObjects() {
        let view = UIView()
        let constraint = view.widthAnchor.constraint(equalToConstant: 10)
        let guide = UILayoutGuide()
        let tap = UITapGestureRecognizer()
        let layer = CALayer()
        let item = UIBarButtonItem(title: "Done", style: .done, target: nil, action: nil)
        let objects: [NSObject] = [view, constraint, guide, tap, layer, item, UIColor.red, UIFont.systemFont(ofSize: 17)]
        #expect(objects.count == 8)
        #expect(constraint.isEqual(constraint) && !constraint.isEqual(view.widthAnchor.constraint(equalToConstant: 10)))
        #expect(item.isKind(of: UIBarItem.self) && !item.isKind(of: UIView.self))
        #expect(boundName(tap) == "UITapGestureRecognizer" && boundName(guide) == "UILayoutGuide")
        #expect(Set<NSObject>([constraint, constraint, guide]).count == 2)
        #expect("\(constraint)".contains("width == 10"), "the description is the constraint's own syntax")
        let labeled = LabeledConstraint(
            item: view, attribute: .height, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 4)
        #expect(labeled.description.hasPrefix("labeled ") && labeled.description.contains("height == 4"))
    }

    @Test("colours, fonts, images and traits compare by value through isEqual, as UIKit's")
    func valueClasses() {
        #expect(UIColor.red.isEqual(UIColor(red: 1, green: 0, blue: 0, alpha: 1)))
        #expect(UIColor.red == UIColor(red: 1, green: 0, blue: 0, alpha: 1) && UIColor.red != UIColor.blue)
        #expect(Set([UIColor.red, UIColor(red: 1, green: 0, blue: 0, alpha: 1)]).count == 1)
        #expect(UIFont.systemFont(ofSize: 17) == UIFont.systemFont(ofSize: 17))
        #expect(UIFont.systemFont(ofSize: 17) != UIFont.boldSystemFont(ofSize: 17))
        #expect(UITraitCollection(horizontalSizeClass: .compact) == UITraitCollection(horizontalSizeClass: .compact))
        #expect(UITraitCollection(horizontalSizeClass: .compact) != UITraitCollection(horizontalSizeClass: .regular))
        #expect((UIColor.red as NSObject).isEqual(UIColor.red))
    }

    @Test("copy() and mutableCopy(): a mutable paragraph style from the default, an independent path")
    func copies() throws {
        let base = NSMutableParagraphStyle()
        base.lineSpacing = 4
        base.alignment = .center
        let style = try #require(base.mutableCopy() as? NSMutableParagraphStyle)
        #expect(style !== base && style.lineSpacing == 4 && style.alignment == .center)
        style.lineSpacing = 8
        #expect(base.lineSpacing == 4)
        let fromDefault = try #require(NSParagraphStyle.default.mutableCopy() as? NSMutableParagraphStyle)
        #expect(fromDefault.lineBreakMode == .byWordWrapping)
        let immutable = NSParagraphStyle.default.copy() as? NSParagraphStyle
        #expect(immutable != nil && !(immutable is NSMutableParagraphStyle))

        let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
        path.lineWidth = 3
        let copy = try #require(path.copy() as? UIBezierPath)
        #expect(copy !== path && copy.bounds == path.bounds && copy.lineWidth == 3)
        copy.append(UIBezierPath(rect: CGRect(x: 0, y: 0, width: 20, height: 20)))
        #expect(path.bounds.width == 10 && copy.bounds.width == 20)
        #expect(UIFont.systemFont(ofSize: 12).copy() as? UIFont == UIFont.systemFont(ofSize: 12))
    }
}
