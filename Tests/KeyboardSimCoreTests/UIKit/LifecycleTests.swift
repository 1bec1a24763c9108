import Foundation
import Testing
import KeyboardSimTestSupport
import KeyboardSimCore

@MainActor @Suite("Lifecycle")
struct LifecycleTests {
    @Test("installing a navigation controller loads and shows its root")
    func install() {
        let (sim, _, _) = makeFormSimulation()
        #expect(
            sim.lifecycleEvents == [
                "UINavigationController.viewDidLoad", "FormController.viewDidLoad",
                "UINavigationController.viewWillAppear", "FormController.viewWillAppear",
                "UINavigationController.viewDidAppear", "FormController.viewDidAppear",
            ])
    }

    @Test("push and pop run the appearance callbacks in UIKit's order and release the popped controller")
    func pushPop() {
        let (sim, nav, _) = makeFormSimulation()
        var mark = sim.lifecycleEvents.count
        nav.pushViewController(PlainDetailController(), animated: true)
        sim.advance(by: .seconds(1))
        #expect(
            Array(sim.lifecycleEvents[mark...]) == [
                "PlainDetailController.viewDidLoad", "FormController.viewWillDisappear", "PlainDetailController.viewWillAppear",
                "FormController.viewDidDisappear", "PlainDetailController.viewDidAppear",
            ])
        mark = sim.lifecycleEvents.count
        nav.popViewController(animated: true)
        sim.advance(by: .milliseconds(349))
        #expect(Array(sim.lifecycleEvents[mark...]) == ["PlainDetailController.viewWillDisappear", "FormController.viewWillAppear"])
        sim.advance(by: .milliseconds(1))
        #expect(
            Array(sim.lifecycleEvents[mark...]) == [
                "PlainDetailController.viewWillDisappear", "FormController.viewWillAppear",
                "PlainDetailController.viewDidDisappear", "FormController.viewDidAppear",
                "PlainDetailController.released", "PlainDetailController.deinit",
            ])
        #expect(nav.viewControllers.count == 1)
    }

    @Test("a full-screen presentation hides the presenter; an iOS 13+ sheet does not")
    func presentation() {
        for (style, expected) in [
            (
                UIModalPresentationStyle.fullScreen,
                [
                    "PlainDetailController.viewDidLoad", "UINavigationController.viewWillDisappear", "FormController.viewWillDisappear",
                    "PlainDetailController.viewWillAppear", "PlainDetailController.viewDidAppear",
                    "UINavigationController.viewDidDisappear", "FormController.viewDidDisappear",
                ]
            ),
            (
                .automatic,
                ["PlainDetailController.viewDidLoad", "PlainDetailController.viewWillAppear", "PlainDetailController.viewDidAppear"]
            ),
        ] {
            let (sim, nav, form) = makeFormSimulation()
            let mark = sim.lifecycleEvents.count
            let detail = PlainDetailController()
            detail.modalPresentationStyle = style
            nav.present(detail, animated: true)
            sim.advance(by: .seconds(1))
            #expect(Array(sim.lifecycleEvents[mark...]) == expected, "\(style)")
            #expect(form.appearanceState == (style == .fullScreen ? .disappeared : .appeared))
            let dismissMark = sim.lifecycleEvents.count
            detail.dismiss(animated: false)
            #expect(sim.lifecycleEvents[dismissMark...].contains("PlainDetailController.viewDidDisappear"))
            #expect(nav.presentedViewController == nil)
            #expect(form.appearanceState == .appeared)
        }
    }

    @Test("unbalanced transitions are diagnostics, not crashes")
    func unbalanced() {
        let (sim, nav, form) = makeFormSimulation()
        form.beginAppearanceTransition(true, animated: false)
        #expect(sim.diagnostics.last == "Unbalanced calls to begin/end appearance transitions for FormController (state appeared)")
        nav.popViewController(animated: false)
        #expect(sim.diagnostics.last == "popViewController on UINavigationController with only the root controller: nothing popped")
        nav.pushViewController(PlainDetailController(), animated: true)
        nav.pushViewController(PlainDetailController(), animated: true)
        #expect(
            sim.diagnostics.last?.hasPrefix("push PlainDetailController#2 on UINavigationController while a transition is in progress")
                == true)
        sim.advance(by: .seconds(1))
        #expect(nav.viewControllers.count == 3)
        #expect(nav.viewControllers.filter { $0.appearanceState == .appeared }.count == 1)
    }

    @Test("a text field's delegate runs before the keyboard posts anything")
    func delegateOrder() {
        let (sim, _, form) = makeFormSimulation(profile: .iOS10)
        var order: [String] = []
        sim.notificationCenter.addObserver(forName: nil, object: nil, queue: nil) { note in
            order.append(note.name.rawValue)
        }
        form.nameField.becomeFirstResponder()
        #expect(form.log == ["shouldBegin nameField", "didBegin nameField"])
        #expect(
            order == [
                "UITextFieldTextDidBeginEditingNotification", "UIKeyboardWillChangeFrameNotification", "UIKeyboardWillShowNotification",
            ])
        form.emailField.becomeFirstResponder()
        #expect(
            form.log == [
                "shouldBegin nameField", "didBegin nameField", "shouldBegin emailField",
                "shouldEnd nameField", "didEnd nameField", "didBegin emailField",
            ])
    }

    @Test("a delegate that refuses keeps the keyboard down")
    func refusal() {
        final class Refuser: UITextFieldDelegate {
            func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { false }
        }
        let (sim, _, form) = makeFormSimulation()
        let refuser = Refuser()
        form.nameField.delegate = refuser
        #expect(!form.nameField.becomeFirstResponder())
        sim.advance(by: .seconds(1))
        #expect(sim.keyboardPosts.isEmpty)
        #expect(!form.nameField.isFirstResponder)
    }

    @Test("popping a screen resigns its field after viewWillDisappear, so the keyboard hides")
    func popResigns() {
        let (sim, nav, _) = makeFormSimulation()
        let second = FormController(center: sim.notificationCenter)
        nav.pushViewController(second, animated: false)
        second.nameField.becomeFirstResponder()
        sim.advance(by: .seconds(1))
        nav.popViewController(animated: true)
        sim.advance(by: .seconds(1))
        #expect(
            sim.keyboardPosts == [
                "WillChangeFrame", "WillShow", "DidChangeFrame", "DidShow",
                "WillChangeFrame", "WillHide", "DidChangeFrame", "DidHide",
            ])
        #expect(second.received == ["willShow"], "it unregistered in viewWillDisappear, before the hide")
    }

    @Test("safe-area insets follow the device, the orientation and the navigation bar")
    func safeArea() {
        let sim = Simulation(device: .iPhone11Pro)
        let form = FormController(center: sim.notificationCenter)
        let nav = UINavigationController(rootViewController: form)
        sim.window.rootViewController = nav
        #expect(sim.window.safeAreaInsets == UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
        #expect(form.view.safeAreaInsets == UIEdgeInsets(top: 88, left: 0, bottom: 34, right: 0))
        sim.rotate(to: .landscapeRight)
        #expect(form.view.frame.size == CGSize(width: 812, height: 375))
        #expect(form.view.safeAreaInsets == UIEdgeInsets(top: 44, left: 44, bottom: 21, right: 44))
    }

    @Test("convert(_:to:) maps between nested views and the window")
    func convert() {
        let sim = Simulation()
        let root = UIView(frame: sim.window.bounds)
        let card = UIView(frame: CGRect(x: 10, y: 100, width: 300, height: 400))
        let field = UITextField(frame: CGRect(x: 5, y: 350, width: 200, height: 30))
        sim.window.addSubview(root)
        root.addSubview(card)
        card.addSubview(field)
        #expect(field.convert(field.bounds, to: nil) == CGRect(x: 15, y: 450, width: 200, height: 30))
        #expect(root.convert(field.frame, from: card) == CGRect(x: 15, y: 450, width: 200, height: 30))
        card.boundsOrigin = CGPoint(x: 0, y: 50)
        #expect(field.frameInWindow == CGRect(x: 15, y: 400, width: 200, height: 30), "a scrolled superview shifts its content")
    }

    @Test("a text view raises the keyboard; endEditing on an ancestor dismisses it, asking the delegate unless forced")
    func textViewAndEndEditing() {
        final class Notes: UITextViewDelegate {
            var allowEnd = false
            var log: [String] = []
            func textViewDidBeginEditing(_ textView: UITextView) { log.append("didBegin") }
            func textViewShouldEndEditing(_ textView: UITextView) -> Bool { log.append("shouldEnd"); return allowEnd }
            func textViewDidEndEditing(_ textView: UITextView) { log.append("didEnd") }
        }
        let (sim, _, form) = makeFormSimulation(profile: .iOS10)
        let notes = Notes()
        let textView = UITextView(frame: CGRect(x: 20, y: 200, width: 335, height: 100))
        textView.delegate = notes
        form.view.addSubview(textView)
        #expect(textView.becomeFirstResponder())
        #expect(sim.keyboardPosts == ["WillChangeFrame", "WillShow"])
        #expect(!form.view.endEditing(false), "the delegate refuses")
        #expect(textView.isFirstResponder)
        #expect(form.view.endEditing(true), "forced: the delegate is not asked")
        #expect(!textView.isFirstResponder)
        #expect(notes.log == ["didBegin", "shouldEnd", "didEnd"])
        sim.advance(by: .seconds(1))
        #expect(
            sim.keyboardPosts == ["WillChangeFrame", "WillShow", "WillChangeFrame", "WillHide", "DidChangeFrame", "DidHide"],
            "the show was interrupted by the hide, so its did-pair never came")
        textView.isEditable = false
        #expect(!textView.becomeFirstResponder())
    }

    @Test("a field outside a window cannot become first responder")
    func outsideWindow() {
        let field = UITextField(frame: .zero)
        #expect(!field.becomeFirstResponder())
        #expect(!field.isFirstResponder)
        #expect(field.resignFirstResponder())
    }
}
