import Testing
import UIKit
import KeyboardSim

/// A form whose fields bring different things in the keys' place: the keys (name), a picker
/// view (size), and a plain view of the app's own, 180 points high (amount: a custom keypad).
private final class InputViewsFormController: UIViewController, UIPickerViewDataSource {
    let name = UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 34))
    let size = UITextField(frame: CGRect(x: 20, y: 150, width: 300, height: 34))
    let amount = UITextField(frame: CGRect(x: 20, y: 200, width: 300, height: 34))
    let picker = UIPickerView()
    let keypad = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 180))

    override func viewDidLoad() {
        super.viewDidLoad()
        for field in [name, size, amount] { view.addSubview(field) }
        picker.dataSource = self
        size.inputView = picker
        amount.inputView = keypad
    }

    func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { 3 }
}

/// The will-notifications' end frames and heights, in order (`show 451+216 from 667`).
@MainActor private final class InputViewPosts {
    private(set) var lines: [String] = []
    private var tokens: [NSObjectProtocol] = []

    init() {
        for (name, label) in [(UIResponder.keyboardWillShowNotification, "show"), (UIResponder.keyboardWillHideNotification, "hide")] {
            tokens.append(
                NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { [weak self] note in
                    guard let end = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect,
                        let begin = note.userInfo?[UIResponder.keyboardFrameBeginUserInfoKey] as? CGRect
                    else { return }
                    MainActor.assumeIsolated {
                        self?.lines.append("\(label) \(Int(end.minY))+\(Int(end.height)) from \(Int(begin.minY))")
                    }
                })
        }
    }

    func stop() {
        for token in tokens { NotificationCenter.default.removeObserver(token) }
    }
}

@MainActor @Suite("Input views: a picker view and an app's own view in the keys' place, with their heights in the notifications")
struct InputViewsPickerTests {
    /// An iPhone SE (3rd generation) on iOS 17: screen 667 high, keys 260.
    private func form() -> (Simulation, InputViewsFormController, InputViewPosts) {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let posts = InputViewPosts()
        let form = InputViewsFormController()
        sim.window.rootViewController = form
        sim.advance(by: .seconds(1))
        return (sim, form, posts)
    }

    @Test("a picker view as the input view: 216 points high in the keyboard's place, in the notifications and on screen")
    func pickerView() {
        let (sim, form, posts) = form()
        form.size.becomeFirstResponder()
        sim.advance(by: .seconds(1))
        #expect(sim.keyboard.frame == CGRect(x: 0, y: 451, width: 375, height: 216))
        #expect(posts.lines == ["show 451+216 from 667"])
        #expect(form.picker.window === sim.window, "the keyboard holds the picker")
        #expect(form.picker.convert(form.picker.bounds, to: nil) == CGRect(x: 0, y: 451, width: 375, height: 216))
        form.size.resignFirstResponder()
        sim.advance(by: .seconds(1))
        #expect(posts.lines == ["show 451+216 from 667", "hide 667+216 from 451"])
        #expect(form.picker.window == nil)
        posts.stop()
    }

    @Test("an app's own view as the input view: its frame's height, 180")
    func plainView() {
        let (sim, form, posts) = form()
        form.amount.becomeFirstResponder()
        sim.advance(by: .seconds(1))
        #expect(sim.keyboard.frame == CGRect(x: 0, y: 487, width: 375, height: 180))
        #expect(posts.lines == ["show 487+180 from 667"])
        #expect(form.keypad.convert(form.keypad.bounds, to: nil) == CGRect(x: 0, y: 487, width: 375, height: 180))
        posts.stop()
    }

    @Test("moving the focus between fields with different input views: each change is a show with the new height, shorter or taller")
    func movingBetweenInputViews() {
        let (sim, form, posts) = form()
        form.size.becomeFirstResponder()
        sim.advance(by: .seconds(1))
        form.amount.becomeFirstResponder()
        sim.advance(by: .seconds(1))
        #expect(sim.keyboard.frame == CGRect(x: 0, y: 487, width: 375, height: 180))
        #expect(form.picker.window == nil, "the picker left the keyboard")
        #expect(form.keypad.window === sim.window)
        form.name.becomeFirstResponder()
        sim.advance(by: .seconds(1))
        #expect(sim.keyboard.frame == CGRect(x: 0, y: 407, width: 375, height: 260))
        #expect(form.keypad.window == nil)
        form.size.becomeFirstResponder()
        sim.advance(by: .seconds(1))
        #expect(
            posts.lines == [
                "show 451+216 from 667", "show 487+180 from 451", "show 407+260 from 487", "show 451+216 from 407",
            ], "no hide while a field keeps the focus (github.com/michaeltyson/TPKeyboardAvoiding/pull/8)")
        posts.stop()
    }
}
