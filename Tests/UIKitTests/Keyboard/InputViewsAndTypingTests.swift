import Testing
import UIKit
import KeyboardSim

/// The keyboard's end frames posted by willShow and willHide, in order (`show 617+50`).
@MainActor private final class KeyboardPosts {
    private(set) var lines: [String] = []
    private var tokens: [NSObjectProtocol] = []

    init() {
        for (name, label) in [(UIResponder.keyboardWillShowNotification, "show"), (UIResponder.keyboardWillHideNotification, "hide")] {
            tokens.append(
                NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { [weak self] note in
                    guard let frame = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
                    MainActor.assumeIsolated { self?.lines.append("\(label) \(Int(frame.minY))+\(Int(frame.height))") }
                })
        }
    }

    func stop() {
        for token in tokens { NotificationCenter.default.removeObserver(token) }
    }
}

/// A form: name and email fields chained by the return key (Next, then Done), a birthday field
/// whose input view is a date picker, a button, and a tap-to-dismiss recognizer on the view.
private final class FormViewController: UIViewController, UITextFieldDelegate {
    let name = UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 34))
    let email = UITextField(frame: CGRect(x: 20, y: 150, width: 300, height: 34))
    let birthday = UITextField(frame: CGRect(x: 20, y: 200, width: 300, height: 34))
    let save = UIButton(frame: CGRect(x: 20, y: 250, width: 100, height: 44))
    let picker = UIDatePicker()
    private(set) var log: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        for field in [name, email, birthday] {
            field.delegate = self
            view.addSubview(field)
        }
        view.addSubview(save)
        name.returnKeyType = .next
        email.returnKeyType = .done
        birthday.inputView = picker
        save.addTarget(self, action: FormViewController.saveTapped, for: .touchUpInside)
        name.addTarget(self, action: FormViewController.nameChanged, for: .editingChanged)
        view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: FormViewController.dismissKeyboard))
    }

    func saveTapped() { log.append("save") }
    func nameChanged() { log.append("changed \(name.text ?? "")") }
    func dismissKeyboard() {
        log.append("dismiss")
        view.endEditing(true)
    }

    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        // Names of up to 5 characters.
        textField !== name || (textField.text ?? "").utf16.count - range.length + string.utf16.count <= 5
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        if textField === name { email.becomeFirstResponder() } else { textField.resignFirstResponder() }
        return true
    }
}

/// A simulation of an iPhone SE (3rd generation) on iOS 17: keys 260 high, screen 667 high.
@MainActor private func show(_ controller: UIViewController) -> Simulation {
    show(controller, in: Simulation(device: .iPhoneSE3, profile: .iOS17))
}

@MainActor private func show(_ controller: UIViewController, in sim: Simulation) -> Simulation {
    sim.window.rootViewController = controller
    sim.advance(by: .seconds(1))
    return sim
}

/// A simulation made first, then the test's observer of its posts: registered on the
/// simulation's own center, not on whatever `NotificationCenter.default` is on the thread before
/// it exists (another test's simulation still alive there, while it waits in an `await`).
@MainActor private func simulationAndPosts() -> (Simulation, KeyboardPosts) {
    let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
    return (sim, KeyboardPosts())
}

@MainActor @Suite("What the keyboard shows: keys for a text input, an input view in their place, a bar alone")
struct InputViewsTests {
    @Test("a controller that is first responder with only an input accessory view docks the bar alone; its text view brings the keys")
    func chatBar() {
        let (made, posts) = simulationAndPosts()
        let chat = ChatBarController()
        let sim = show(chat, in: made)
        #expect(chat.isFirstResponder)
        #expect(sim.keyboard.frame == CGRect(x: 0, y: 617, width: 375, height: 50), "the 50-point bar alone, at the screen's bottom")
        #expect(chat.textView.window === sim.window, "the bar is in the keyboard's window: its text view can take focus")
        sim.tap(chat.textView)
        sim.advance(by: .seconds(1))
        #expect(chat.textView.isFirstResponder)
        #expect(sim.keyboard.frame == CGRect(x: 0, y: 357, width: 375, height: 310), "the keys (260) with the bar above them (50)")
        #expect(posts.lines == ["show 617+50", "show 357+310"])
        posts.stop()
    }

    @Test("a date picker as a field's input view takes the keys' place; moving to a text field brings the keys")
    func datePickerInputView() {
        let (made, posts) = simulationAndPosts()
        let form = FormViewController()
        let sim = show(form, in: made)
        form.birthday.becomeFirstResponder()
        sim.advance(by: .seconds(1))
        #expect(sim.keyboard.frame == CGRect(x: 0, y: 451, width: 375, height: 216), "a date picker is 216 points high")
        form.name.becomeFirstResponder()
        sim.advance(by: .seconds(1))
        #expect(sim.keyboard.frame == CGRect(x: 0, y: 407, width: 375, height: 260))
        form.birthday.becomeFirstResponder()
        sim.advance(by: .seconds(1))
        #expect(posts.lines == ["show 451+216", "show 407+260", "show 451+216"], "a show whether it grows or shrinks")
        posts.stop()
    }

    @Test("a responder that is not a text input and has no accessory view shows nothing: the keyboard goes")
    func nothingToShow() {
        final class Focusable: UIView {
            override var canBecomeFirstResponder: Bool { true }
        }
        let form = FormViewController()
        let sim = show(form)
        let focusable = Focusable(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        form.view.addSubview(focusable)
        form.name.becomeFirstResponder()
        sim.advance(by: .seconds(1))
        #expect(sim.keyboard.frame.minY == 407)
        focusable.becomeFirstResponder()
        sim.advance(by: .seconds(1))
        #expect(focusable.isFirstResponder)
        #expect(sim.keyboard.frame.minY == 667, "off screen")
    }
}

@MainActor @Suite("The user's taps, typing and return key go through UIKit's delegates and actions")
struct TypingAndTappingTests {
    @Test("typing asks the delegate for each character, sends editingChanged and posts textDidChange")
    func typing() {
        let form = FormViewController()
        let sim = show(form)
        var changes = 0
        let token = NotificationCenter.default.addObserver(forName: UITextField.textDidChangeNotification, object: form.name, queue: nil) {
            _ in MainActor.assumeIsolated { changes += 1 }
        }
        sim.tap(form.name)
        sim.type("Ada Lovelace")
        #expect(form.name.text == "Ada L", "the delegate allows 5 characters")
        #expect(changes == 5)
        sim.pressDelete(times: 2)
        #expect(form.name.text == "Ada")
        #expect(form.log == ["changed A", "changed Ad", "changed Ada", "changed Ada ", "changed Ada L", "changed Ada ", "changed Ada"])
        NotificationCenter.default.removeObserver(token)
    }

    @Test("the return key runs a Next/Done chain: focus moves without a new willShow (iOS 11+), Done dismisses the keyboard")
    func returnKeyChain() {
        let (made, posts) = simulationAndPosts()
        let form = FormViewController()
        let sim = show(form, in: made)
        sim.tap(form.name)
        sim.advance(by: .seconds(1))
        sim.pressReturn()
        sim.advance(by: .seconds(1))
        #expect(form.email.isFirstResponder)
        sim.pressReturn()
        sim.advance(by: .seconds(1))
        #expect(!form.email.isFirstResponder)
        #expect(posts.lines == ["show 407+260", "hide 667+260"])
        posts.stop()
    }

    @Test("a tap on the background runs the tap-to-dismiss recognizer; a tap on a button runs the button's action, not the recognizer")
    func taps() {
        let form = FormViewController()
        let sim = show(form)
        sim.tap(form.email)
        sim.advance(by: .seconds(1))
        #expect(form.email.isFirstResponder, "a tap on a field focuses it; the recognizer above does not take it")
        sim.tap(form.save)
        #expect(form.log == ["save"])
        sim.tap(form.view)
        sim.advance(by: .seconds(1))
        #expect(form.log == ["save", "dismiss"])
        #expect(!form.email.isFirstResponder)
        #expect(sim.keyboard.frame.minY == 667)
    }

    @Test("typing with no text input focused, or a tap on a hidden view, does nothing and the trace says so")
    func misses() {
        let form = FormViewController()
        let sim = show(form)
        sim.type("x")
        form.save.isHidden = true
        sim.tap(form.save)
        let notes = sim.diagnostics
        #expect(notes.contains("typing \"x\": no text input is first responder; nothing was typed"))
        #expect(notes.contains { $0.hasPrefix("tap on ") && $0.hasSuffix(": it is hidden; nothing happened") })
        #expect(form.log.isEmpty)
    }
}
