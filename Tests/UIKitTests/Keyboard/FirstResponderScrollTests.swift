import Testing
import UIKit
import KeyboardSim

/// A scroll view that records every `scrollRectToVisible(_:animated:)` call it is given, then
/// scrolls as UIScrollView does (an app's subclass overriding the open method).
private final class RecordingScrollView: UIScrollView {
    var calls: [(rect: CGRect, animated: Bool)] = []
    var passesOn = true

    override func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        calls.append((rect, animated))
        if passesOn { super.scrollRectToVisible(rect, animated: animated) }
    }
}

/// A form as Stripe's example writes one (KeyboardAvoidingScrollView): the scroll view fills the
/// screen, its handler sets the bottom inset to the keyboard's overlap and scrolls nothing
/// itself; UIKit is left to bring the field above the keys. The field sits at the bottom.
private final class InsetOnlyFormController: UIViewController {
    let scrollView = RecordingScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let field = UITextField(frame: CGRect(x: 20, y: 600, width: 335, height: 34))
    let topField = UITextField(frame: CGRect(x: 20, y: 40, width: 335, height: 34))
    private var tokens: [NSObjectProtocol] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        scrollView.contentInsetAdjustmentBehavior = .never
        scrollView.alwaysBounceVertical = true
        scrollView.contentSize = CGSize(width: 375, height: 667)
        field.accessibilityIdentifier = "bottomField"
        topField.accessibilityIdentifier = "topField"
        scrollView.accessibilityIdentifier = "formScrollView"
        view.addSubview(scrollView)
        scrollView.addSubview(topField)
        scrollView.addSubview(field)
        tokens.append(
            NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: .main) {
                [weak self] note in
                guard let frame = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
                MainActor.assumeIsolated {
                    guard let self else { return }
                    let overlap = self.scrollView.convert(self.scrollView.bounds, to: nil).intersection(frame).height
                    self.scrollView.contentInset.bottom = overlap
                }
            })
        tokens.append(
            NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillHideNotification, object: nil, queue: .main) {
                [weak self] _ in
                MainActor.assumeIsolated { self?.scrollView.contentInset.bottom = 0 }
            })
    }

    func stop() {
        for token in tokens { NotificationCenter.default.removeObserver(token) }
    }
}

@MainActor private func show(_ controller: UIViewController, _ profile: BehaviorProfile) -> Simulation {
    let sim = Simulation(device: .iPhoneSE3, profile: profile)
    sim.window.rootViewController = controller
    sim.advance(by: .seconds(1))
    return sim
}

/// What the trace says UIKit scrolled (its animation records that name a scroll into view).
@MainActor private func uikitScrolls(in sim: Simulation) -> [String] {
    sim.trace.compactMap { record in
        if case .animation(let description) = record.event, description.hasPrefix("UIKit scrolls") { return description }
        return nil
    }
}

@MainActor @Suite("UIKit scrolls a first responder in a scroll view into view (UITextField from iOS 8)")
struct FirstResponderScrollTests {
    @Test(
        "a field at the bottom of a scroll view whose handler only sets the bottom inset ends above the keys",
        arguments: [BehaviorProfile.iOS(16)!, BehaviorProfile.iOS17])
    func fieldEndsAboveTheKeyboard(profile: BehaviorProfile) throws {
        let form = InsetOnlyFormController()
        let sim = show(form, profile)
        form.field.becomeFirstResponder()
        sim.advance(by: .seconds(2))
        let keysTop = sim.keyboard.frame.minY
        #expect(keysTop == 407)
        #expect(form.scrollView.contentInset.bottom == 260)
        #expect(form.field.convert(form.field.bounds, to: nil).maxY == keysTop, "the field's bottom at the keys' top: 634 − 407")
        #expect(form.scrollView.contentOffset.y == 227)
        let scrolls = uikitScrolls(in: sim)
        #expect(scrolls.count == 1, "\(scrolls)")
        #expect(scrolls.first?.contains("bottomField") == true)
        #expect(scrolls.first?.contains("formScrollView") == true)
        form.field.resignFirstResponder()
        sim.advance(by: .seconds(1))
        #expect(form.scrollView.contentOffset.y == 0, "the inset going back brings the content down")
        form.stop()
    }

    @Test("a subclass overriding scrollRectToVisible(_:animated:) is called with the field's frame, animated")
    func subclassSeesTheCall() throws {
        let form = InsetOnlyFormController()
        let sim = show(form, .iOS(16)!)
        form.scrollView.passesOn = false
        form.field.becomeFirstResponder()
        #expect(
            form.scrollView.calls.count == 1, "at becomeFirstResponder, after the keyboard's willShow (posted in the same turn on iOS 16)")
        #expect(form.scrollView.calls.first?.rect == CGRect(x: 20, y: 600, width: 335, height: 34))
        #expect(form.scrollView.calls.first?.animated == true)
        sim.advance(by: .seconds(2))
        #expect(form.scrollView.calls.count == 2, "again when the keyboard did show")
        #expect(form.scrollView.contentOffset.y == 0, "the override scrolled nothing")
        let said = sim.trace.compactMap { record -> String? in
            if case .diagnostic(let message) = record.event, message.contains("bottomField") { return message }
            return nil
        }
        #expect(said.count == 2, "the trace says the field stayed outside the visible area: \(said)")
        form.field.resignFirstResponder()
        form.stop()
    }

    @Test("a field already visible does not move the content, and nothing is recorded")
    func noScrollWhenVisible() throws {
        let form = InsetOnlyFormController()
        let sim = show(form, .iOS17)
        form.topField.becomeFirstResponder()
        sim.advance(by: .seconds(2))
        #expect(form.scrollView.calls.count == 2, "UIKit still asks: at focus and at didShow")
        #expect(form.scrollView.contentOffset.y == 0)
        #expect(uikitScrolls(in: sim).isEmpty)
        form.topField.resignFirstResponder()
        form.stop()
    }

    @Test("nested scroll views: the nearest that scrolls is asked; one whose scrolling is off is passed over")
    func nestedScrollViews() throws {
        let outer = RecordingScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        outer.contentSize = CGSize(width: 375, height: 2000)
        let inner = RecordingScrollView(frame: CGRect(x: 0, y: 100, width: 375, height: 300))
        inner.contentSize = CGSize(width: 375, height: 1000)
        let field = UITextField(frame: CGRect(x: 10, y: 700, width: 200, height: 30))
        let controller = UIViewController()
        let sim = show(controller, .iOS17)
        controller.view.addSubview(outer)
        outer.addSubview(inner)
        inner.addSubview(field)
        field.becomeFirstResponder()
        sim.advance(by: .seconds(1))
        #expect(inner.calls.first?.rect == CGRect(x: 10, y: 700, width: 200, height: 30))
        #expect(inner.contentOffset.y == 430, "the field's bottom (730) at the inner view's bottom (300)")
        #expect(outer.calls.isEmpty, "UIKit asks one scroll view, the nearest")
        field.resignFirstResponder()
        sim.advance(by: .seconds(1))

        inner.isScrollEnabled = false
        inner.contentOffset = .zero
        inner.calls.removeAll()
        field.becomeFirstResponder()
        sim.advance(by: .seconds(1))
        #expect(inner.calls.isEmpty)
        #expect(outer.calls.first?.rect == CGRect(x: 10, y: 800, width: 200, height: 30), "in the outer view's content: 100 + 700")
        field.resignFirstResponder()
    }

    @Test("iOS 7: a text field does not scroll its scroll view (openradar 20798351)")
    func notBeforeIOS8() throws {
        let form = InsetOnlyFormController()
        let sim = show(form, .iOS7)
        form.field.becomeFirstResponder()
        sim.advance(by: .seconds(2))
        #expect(form.scrollView.calls.isEmpty)
        #expect(form.scrollView.contentOffset.y == 0)
        form.field.resignFirstResponder()
        form.stop()
    }
}

/// A field that becomes first responder in `viewWillAppear`, as Yubico Authenticator's edit
/// screen does, pushed on a navigation controller.
private final class EditFieldController: UIViewController {
    let field = UITextField(frame: CGRect(x: 20, y: 120, width: 335, height: 34))
    var becameInWillAppear: Bool?

    override func viewDidLoad() {
        super.viewDidLoad()
        field.accessibilityIdentifier = "editField"
        view.addSubview(field)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        becameInWillAppear = field.becomeFirstResponder()
    }
}

@MainActor @Suite("becomeFirstResponder on a view not yet in a window is carried out when it enters one")
struct DeferredFirstResponderTests {
    @Test("a field asked in viewWillAppear during a push becomes first responder as its view enters the window")
    func duringAPush() throws {
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        let sim = show(navigation, .iOS17)
        let edit = EditFieldController()
        navigation.pushViewController(edit, animated: true)
        #expect(edit.becameInWillAppear == false, "not yet: the view is not in the window in viewWillAppear")
        #expect(edit.field.isFirstResponder, "UIKit makes it first responder as the push adds the view")
        sim.advance(by: .seconds(1))
        #expect(sim.keyboard.frame.minY == 407, "the keyboard is up")
        let focus = sim.trace.contains { record in
            if case .focus(_, let to) = record.event { return to == "editField" }
            return false
        }
        #expect(focus)
        edit.field.resignFirstResponder()
    }

    @Test("a field asked before it is added becomes first responder when added; one that resigned meanwhile does not")
    func whenAdded() throws {
        let controller = UIViewController()
        let sim = show(controller, .iOS17)
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 34))
        #expect(field.becomeFirstResponder() == false)
        #expect(!field.isFirstResponder)
        controller.view.addSubview(field)
        #expect(field.isFirstResponder)
        sim.advance(by: .seconds(1))
        field.resignFirstResponder()
        field.removeFromSuperview()

        let other = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 34))
        _ = other.becomeFirstResponder()
        _ = other.resignFirstResponder()
        controller.view.addSubview(other)
        #expect(!other.isFirstResponder, "the request was withdrawn")
        let label = UILabel()
        #expect(label.becomeFirstResponder() == false)
        controller.view.addSubview(label)
        #expect(!label.isFirstResponder, "a view that cannot become first responder is not remembered")
    }
}
