import Testing
import UIKit
import KeyboardSim
import KeyboardLibraryFixture

/// A controller using the text-input library the way an app does: a field in a scroll view, a
/// search bar, a Done toolbar from the library.
@MainActor private final class FormController: UIViewController {
    let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let field = UITextField(frame: CGRect(x: 20, y: 500, width: 300, height: 34))
    let search = UISearchBar(frame: CGRect(x: 0, y: 20, width: 375, height: 56))
    var doneTaps = 0
    func done() { doneTaps += 1; view.endEditing(true) }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(scroll)
        scroll.addSubview(field)
        view.addSubview(search)
        field.inputAccessoryView = field.doneToolbar(
            ToolbarButtonConfiguration(title: "Done", action: Selector("done", FormController.done)),
            target: self)
    }
}

/// `Tests/KeyboardLibraryFixture/TextInputLibrary.swift`, a library shaped as IQKeyboardManager's
/// packages, compiled from a file that imports UIKit alone and driven through a simulation.
@MainActor @Suite("A text-input library over UIKit's inputs, as IQKeyboardManager's packages are written")
struct TextInputLibraryTests {
    private func shown() -> (Simulation, FormController) {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let controller = FormController()
        sim.window.rootViewController = controller
        sim.advance(by: .seconds(1))
        return (sim, controller)
    }

    @Test("inputs compared through the library's protocol existential are the same object or not, as NSObjects on iOS")
    func existentialEquality() {
        let (_, controller) = shown()
        let field = EditingInput(controller.field)
        #expect(field == EditingInput(controller.field))
        #expect(field != EditingInput(controller.search))
        let inputs: [any TextInputView] = [controller.field, controller.search, UITextView()]
        #expect(inputs.map(\.isEditableNow) == [true, true, true])
    }

    @Test("the scroll view around a field is found with isKind(of:)")
    func superviewOfKind() {
        let (_, controller) = shown()
        #expect(controller.field.superview(ofKind: UIScrollView.self) === controller.scroll)
        #expect(controller.search.superview(ofKind: UIScrollView.self) == nil)
    }

    @Test("the library's Done toolbar, kept with an associated object, adds 44 points to the keyboard; its Selector reaches the controller")
    func doneToolbar() throws {
        let (sim, controller) = shown()
        #expect(
            controller.field.doneToolbar(ToolbarButtonConfiguration(title: "Other", action: nil), target: nil)
                === controller.field.inputAccessoryView, "made once per view")
        controller.field.becomeFirstResponder()
        sim.advance(by: .seconds(1))
        #expect(sim.keyboard.frame == CGRect(x: 0, y: 363, width: 375, height: 304))
        let item = try #require((controller.field.inputAccessoryView as? UIToolbar)?.items?.last)
        #expect(item.title == "Done")
        #expect(UIApplication.shared.sendAction(try #require(item.action), to: item.target, from: item, for: nil))
        sim.advance(by: .seconds(1))
        #expect(controller.doneTaps == 1 && sim.keyboard.frame.minY == 667)
    }
}
