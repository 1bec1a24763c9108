import Testing
import UIKit
import KeyboardSim

/// A form whose field has a toolbar above the keyboard with a flexible space and a Done button
/// (its `inputAccessoryView`), the pattern of many apps; Done ends editing.
private final class DoneToolbarForm: UIViewController {
    let field = UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 34))
    let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 375, height: 44))
    lazy var done = UIBarButtonItem(barButtonSystemItem: .done, target: self, action: Selector("doneTapped", DoneToolbarForm.doneTapped))
    private(set) var doneTaps = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(field)
        toolbar.items = [UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil), done]
        field.inputAccessoryView = toolbar
    }

    func doneTapped() {
        doneTaps += 1
        view.endEditing(true)
    }
}

@MainActor @Suite("Tapping a bar button item: Simulation.tap(_:) with the item sends its action from its view in the bar")
struct BarButtonItemTapTests {
    @Test("the Done button of a toolbar above the keyboard: its action runs, ending editing, and the keyboard goes")
    func doneAboveTheKeyboard() throws {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let form = DoneToolbarForm()
        sim.window.rootViewController = form
        sim.advance(by: .seconds(1))
        sim.tap(form.field)
        sim.advance(by: .seconds(1))
        #expect(sim.keyboard.phase == .shown)
        let doneView = try #require(form.done.value(forKey: "view") as? UIView)
        #expect(doneView.window === sim.window, "the button's view is on screen, in the toolbar above the keys")
        let onScreen = doneView.convert(doneView.bounds, to: nil)
        #expect(onScreen.maxX == 375 - 16 && onScreen.height == 44, "at the trailing end of the toolbar: \(onScreen)")
        #expect(onScreen.minY == sim.keyboard.frame.minY, "the toolbar is the top of the keyboard")
        sim.tap(form.done)
        #expect(form.doneTaps == 1)
        #expect(!form.field.isFirstResponder)
        sim.advance(by: .seconds(1))
        #expect(sim.keyboard.phase == .hidden)
    }

    @Test("a navigation bar's trailing item made with a primary action: tapping it runs the action, with the item as its sender")
    func navigationBarPrimaryAction() throws {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let content = UIViewController()
        var senders: [Any?] = []
        let save = UIBarButtonItem(primaryAction: UIAction(title: "Save") { action in senders.append(action.sender) })
        content.navigationItem.rightBarButtonItem = save
        let navigation = UINavigationController(rootViewController: content)
        sim.window.rootViewController = navigation
        sim.advance(by: .seconds(1))
        sim.tap(save)
        #expect(senders.count == 1)
        #expect((senders.first as? UIBarButtonItem) === save)
        let view = try #require(save.value(forKey: "view") as? UIView)
        #expect(view.superview === navigation.navigationBar)
        #expect(abs(view.convert(view.bounds, to: nil).maxX - (375 - 16)) < 1e-9)
    }

    @Test("an item set on the top item after the bar is shown gets its view, and its tap goes through")
    func itemAddedLater() {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let content = UIViewController()
        let navigation = UINavigationController(rootViewController: content)
        sim.window.rootViewController = navigation
        sim.advance(by: .seconds(1))
        var taps = 0
        let add = UIBarButtonItem(title: "Add", image: nil, primaryAction: UIAction(title: "Add") { _ in taps += 1 })
        content.navigationItem.leftBarButtonItem = add
        sim.tap(add)
        #expect(taps == 1)
        #expect((add.value(forKey: "view") as? UIView)?.convert(CGPoint.zero, to: nil).x == 16)
    }

    @Test("an item no bar shows, a disabled one and one in a hidden toolbar: nothing happens, and the trace says why")
    func refusals() {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let screen = UIViewController()
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 623, width: 375, height: 44))
        screen.view.addSubview(toolbar)
        sim.window.rootViewController = screen
        sim.advance(by: .seconds(1))
        var taps: [String] = []
        let loose = UIBarButtonItem(primaryAction: UIAction(title: "Loose") { _ in taps.append("loose") })
        let disabled = UIBarButtonItem(primaryAction: UIAction(title: "Disabled") { _ in taps.append("disabled") })
        disabled.isEnabled = false
        let hidden = UIBarButtonItem(primaryAction: UIAction(title: "Hidden") { _ in taps.append("hidden") })
        toolbar.items = [disabled, hidden]
        sim.tap(loose)
        sim.tap(disabled)
        toolbar.isHidden = true
        sim.tap(hidden)
        #expect(taps.isEmpty)
        #expect(
            sim.diagnostics.suffix(3) == [
                "tap on UIBarButtonItem \"Loose\": no bar shows it (it is in no toolbar's items, and on no navigation bar's top item); nothing happened",
                "tap on UIBarButtonItem \"Disabled\": it is disabled (isEnabled is false); nothing happened",
                "tap on UIBarButtonItem \"Hidden\": its view in UIToolbar: UIToolbar, which holds it, is hidden; nothing happened",
            ], "\(sim.diagnostics)")
        toolbar.isHidden = false
        sim.tap(hidden)
        #expect(taps == ["hidden"])
    }

    @Test("value(forKey: \"view\") of an item in no bar is nil, and the first read says the key is private")
    func privateViewKey() {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let item = UIBarButtonItem(title: "Menu", style: .plain, target: nil, action: nil)
        #expect(item.value(forKey: "view") == nil)
        #expect(item.value(forKey: "title") as? String == "Menu")
        #expect(
            sim.diagnostics.last
                == "UIBarButtonItem.value(forKey: \"view\") on UIBarButtonItem \"Menu\": a private key, not in Apple's documentation; answered with nil: no bar on screen shows the item (unconfirmed: what iOS returns is its private view)"
        )
        // A library reads it at each layout: the trace says it once per item.
        let said = sim.diagnostics.count
        #expect(item.value(forKey: "view") == nil)
        #expect(sim.diagnostics.count == said)
    }
}
