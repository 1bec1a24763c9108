import Testing
import UIKit
import KeyboardSim

@Suite("CGAffineTransform: Core Graphics' arithmetic")
struct CGAffineTransformTests {
    @Test("a point goes to (a·x + c·y + tx, b·x + d·y + ty); translatedBy translates first, concatenating applies the receiver first")
    func order() {
        let point = CGPoint(x: 10, y: 20)
        #expect(point.applying(CGAffineTransform(translationX: 5, y: -7)) == CGPoint(x: 15, y: 13))
        #expect(point.applying(CGAffineTransform(scaleX: 2, y: 3)) == CGPoint(x: 20, y: 60))
        // Scale, then translate: (10·2 + 5, 20·2 + 5); translate, then scale: ((10 + 5)·2, (20 + 5)·2).
        let scale = CGAffineTransform(scaleX: 2, y: 2)
        #expect(point.applying(scale.concatenating(CGAffineTransform(translationX: 5, y: 5))) == CGPoint(x: 25, y: 45))
        #expect(point.applying(scale.translatedBy(x: 5, y: 5)) == CGPoint(x: 30, y: 50))
        #expect(point.applying(CGAffineTransform(translationX: 5, y: 5).scaledBy(x: 2, y: 2)) == CGPoint(x: 25, y: 45))
        #expect(CGSize(width: 10, height: 20).applying(CGAffineTransform(translationX: 100, y: 100)) == CGSize(width: 10, height: 20))
    }

    @Test("rotation is clockwise on a screen; a rotated rectangle's bounding box; the null rectangle stays null")
    func rotation() {
        let quarter = CGAffineTransform(rotationAngle: .pi / 2)
        let turned = CGPoint(x: 10, y: 0).applying(quarter)
        #expect(abs(turned.x) < 1e-9 && abs(turned.y - 10) < 1e-9, "x's axis turns onto y's, which points down")
        let box = CGRect(x: 0, y: 0, width: 100, height: 50).applying(quarter)
        #expect(abs(box.minX + 50) < 1e-9 && abs(box.minY) < 1e-9 && abs(box.width - 50) < 1e-9 && abs(box.height - 100) < 1e-9)
        #expect(CGRect.null.applying(quarter).isNull)
        let flipped = CGRect(x: 10, y: 10, width: 20, height: 30).applying(CGAffineTransform(scaleX: -1, y: 1))
        #expect(flipped == CGRect(x: -30, y: 10, width: 20, height: 30), "a negative scale still gives a positive size")
    }

    @Test("inverted undoes; a transform with determinant 0 is returned unchanged, as Core Graphics does; identity and the zero initializer")
    func inverted() {
        let transform = CGAffineTransform(translationX: 12, y: -260).scaledBy(x: 2, y: 4).rotated(by: 0.3)
        let back = CGPoint(x: 7, y: 9).applying(transform).applying(transform.inverted())
        #expect(abs(back.x - 7) < 1e-9 && abs(back.y - 9) < 1e-9)
        let flat = CGAffineTransform(scaleX: 0, y: 1)
        #expect(flat.inverted() == flat)
        #expect(CGAffineTransform.identity.isIdentity)
        #expect(!CGAffineTransform().isIdentity, "init() is all zeros")
        #expect(
            CGAffineTransform(translationX: 0, y: -260).description
                == "CGAffineTransform(a: 1.0, b: 0.0, c: 0.0, d: 1.0, tx: 0.0, ty: -260.0)")
    }
}

/// The transform technique: the whole screen moves up by the keyboard's height inside the
/// keyboard's own animation, and back to the identity when it hides.
private final class TransformScreen: UIViewController {
    let field = UITextField(frame: CGRect(x: 20, y: 560, width: 300, height: 34))

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(field)
        NotificationCenter.default.addObserver(
            self, selector: TransformScreen.keyboardWillShow, name: UIResponder.keyboardWillShowNotification, object: nil)
        NotificationCenter.default.addObserver(
            self, selector: TransformScreen.keyboardWillHide, name: UIResponder.keyboardWillHideNotification, object: nil)
    }

    func keyboardWillShow(_ note: Notification) {
        guard let frame = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue,
            let duration = note.userInfo?[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double
        else { return }
        UIView.animate(withDuration: duration) {
            self.view.transform = CGAffineTransform(translationX: 0, y: -frame.height)
        }
    }

    func keyboardWillHide(_ note: Notification) {
        let duration = note.userInfo?[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double ?? 0.25
        UIView.animate(withDuration: duration) { self.view.transform = .identity }
    }
}

@MainActor @Suite("UIView.transform: drawn, converted and animated; Auto Layout and frame keep the untransformed rectangle")
struct TransformTests {
    @Test(
        "a screen moved up by the keyboard's height: the field is drawn and converted above the keyboard, its frame unchanged, the move animated"
    )
    func keyboardTechnique() {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let screen = TransformScreen()
        sim.window.rootViewController = screen
        sim.advance(by: .seconds(1))
        screen.field.becomeFirstResponder()
        sim.advance(by: .milliseconds(50))
        let midway = sim.presentationFrameOnScreen(screen.field, at: sim.now).minY
        #expect(midway < 560 && midway > 300, "moving up with the keyboard: \(midway)")
        sim.advance(by: .seconds(1))
        #expect(screen.view.transform == CGAffineTransform(translationX: 0, y: -260))
        #expect(screen.view.frame == CGRect(x: 0, y: 0, width: 375, height: 667), "frame keeps the untransformed rectangle")
        #expect(screen.field.convert(screen.field.bounds, to: nil) == CGRect(x: 20, y: 300, width: 300, height: 34))
        #expect(sim.presentationFrameOnScreen(screen.field, at: sim.now) == CGRect(x: 20, y: 300, width: 300, height: 34))
        #expect(screen.field.frameInWindow.maxY <= sim.keyboard.frame.minY, "above the keyboard (407)")
        #expect(
            sim.trace.contains { record in
                if case .animation(let summary) = record.event { return summary.hasSuffix(".transform") }
                return false
            }, "the animation record names the transform")
        screen.field.resignFirstResponder()
        sim.advance(by: .seconds(1))
        #expect(screen.view.transform.isIdentity)
        #expect(sim.presentationFrameOnScreen(screen.field, at: sim.now).minY == 560)
    }

    @Test("a scaled container: convert to and from it goes through the scale about its centre")
    func scaledContainer() {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let root = UIViewController()
        sim.window.rootViewController = root
        let container = UIView(frame: CGRect(x: 100, y: 100, width: 200, height: 100))
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        root.view.addSubview(container)
        container.addSubview(child)
        sim.advance(by: .seconds(1))
        container.transform = CGAffineTransform(scaleX: 2, y: 2)
        // Centre (200, 150); the child's corner (0, 0) is 100 left of and 50 above it, doubled.
        #expect(child.convert(child.bounds, to: nil) == CGRect(x: 0, y: 50, width: 100, height: 100))
        #expect(root.view.convert(CGPoint(x: 0, y: 50), to: child) == CGPoint(x: 0, y: 0))
        #expect(container.frame == CGRect(x: 100, y: 100, width: 200, height: 100))
        #expect(sim.presentationFrameOnScreen(child, at: sim.now) == CGRect(x: 0, y: 50, width: 100, height: 100))
        #expect(sim.presentationFrameOnScreen(container, at: sim.now) == CGRect(x: 0, y: 50, width: 400, height: 200))
    }
}
