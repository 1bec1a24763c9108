import KeyboardSim
import Testing
import UIKit

/// An app's own keypad as a `UIInputViewController`: a responder's `inputViewController` goes in
/// the keys' place (its `inputAccessoryViewController` above them), and the controller's
/// `textDocumentProxy` types into the first responder through `UIKeyInput`.
@MainActor @Suite("UIInputViewController: an app's own keypad")
struct InputViewControllerTests {
    /// A PIN keypad, 180 points high.
    final class PinPad: UIInputViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            view.frame.size.height = 180
        }

        func press(_ digit: String) { textDocumentProxy.insertText(digit) }
        func delete() { textDocumentProxy.deleteBackward() }
    }

    /// A field whose keyboard is the keypad, with a 44-point toolbar controller above it.
    final class PinField: UITextField {
        let pad = PinPad()
        let bar = ToolbarController()
        override var inputViewController: UIInputViewController? { pad }
        override var inputAccessoryViewController: UIInputViewController? { bar }
    }

    final class ToolbarController: UIInputViewController {
        override func loadView() {
            view = UIInputView(frame: CGRect(x: 0, y: 0, width: 375, height: 44), inputViewStyle: .default)
        }
    }

    /// A custom view that takes text implementing only `UIKeyInput`'s three members, as on iOS.
    final class CodeView: UIView, UIKeyInput {
        var code = ""
        var hasText: Bool { !code.isEmpty }
        func insertText(_ text: String) { code += text }
        func deleteBackward() { _ = code.popLast() }
        override var canBecomeFirstResponder: Bool { true }
    }

    /// A simulation showing `view` on a screen of its own, `view` focused and the keyboard at rest.
    private func focused<View: UIView>(_ view: View) -> (Simulation, View) {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let controller = UIViewController()
        controller.view.addSubview(view)
        sim.window.rootViewController = controller
        sim.advance(by: .seconds(1))
        view.becomeFirstResponder()
        sim.advance(by: .seconds(1))
        return (sim, view)
    }

    @Test("the input view controller's view takes the keys' place, its accessory controller's view above it")
    func keypadInPlaceOfTheKeys() {
        let (sim, field) = focused(PinField(frame: CGRect(x: 20, y: 100, width: 300, height: 34)))
        #expect(field.pad.inputView != nil, "the controller's view is a UIInputView")
        #expect(sim.keyboard.frame == CGRect(x: 0, y: 667 - 224, width: 375, height: 224), "180 points of keypad and a 44-point bar")
    }

    @Test("adjustTextPosition moves the first responder's insertion point; the context before and after it follows")
    func adjustTextPosition() {
        let (sim, field) = focused(PinField(frame: CGRect(x: 20, y: 100, width: 300, height: 34)))
        defer { withExtendedLifetime(sim) {} }
        let proxy = field.pad.textDocumentProxy
        field.pad.press("1")
        field.pad.press("3")
        proxy.adjustTextPosition(byCharacterOffset: -1)
        field.pad.press("2")
        #expect(field.text == "123")
        #expect(proxy.documentContextBeforeInput == "12")
        #expect(proxy.documentContextAfterInput == "3")
        #expect(proxy.selectedText == nil)
        proxy.adjustTextPosition(byCharacterOffset: -10)  // held to the beginning
        #expect(proxy.documentContextBeforeInput == nil)
        #expect(proxy.documentContextAfterInput == "123")
        field.selectedTextRange = field.textRange(from: field.beginningOfDocument, to: field.endOfDocument)
        #expect(proxy.selectedText == "123")
    }

    @Test("the document proxy types into the first responder through its delegate, and dismissKeyboard resigns it")
    func documentProxy() {
        let (sim, field) = focused(PinField(frame: CGRect(x: 20, y: 100, width: 300, height: 34)))
        #expect(field.pad.textDocumentProxy.documentContextBeforeInput == nil, "no text yet")
        field.pad.press("4")
        field.pad.press("2")
        field.pad.press("7")
        field.pad.delete()
        #expect(field.text == "42")
        #expect(field.pad.textDocumentProxy.documentContextBeforeInput == "42")
        #expect(field.pad.textDocumentProxy.hasText)
        #expect(!field.pad.hasFullAccess)
        field.pad.dismissKeyboard()
        sim.advance(by: .seconds(1))
        #expect(!field.isFirstResponder)
        #expect(sim.keyboard.phase == .hidden)
    }

    @Test("marked text is replaced by the next marked text and stays when unmarked, as a keyboard composing a word")
    func markedTextIsReplaced() {
        let (sim, field) = focused(PinField(frame: CGRect(x: 20, y: 100, width: 300, height: 34)))
        defer { withExtendedLifetime(sim) {} }
        let proxy = field.pad.textDocumentProxy
        proxy.insertText("1")
        proxy.setMarkedText("k", selectedRange: NSRange(location: 1, length: 0))
        proxy.setMarkedText("ka", selectedRange: NSRange(location: 2, length: 0))
        #expect(field.text == "1ka", "the second marked text replaces the first, it is not appended")
        proxy.setMarkedText("か", selectedRange: NSRange(location: 1, length: 0))
        #expect(field.text == "1か")
        proxy.unmarkText()
        proxy.setMarkedText("x", selectedRange: NSRange(location: 1, length: 0))
        #expect(field.text == "1かx", "unmarkText commits: the committed text stays when new marked text starts")
        proxy.insertText("y")
        #expect(field.text == "1かy", "inserted text takes the marked text's place (unconfirmed, as WebKit's text input does)")
        proxy.setMarkedText("ab", selectedRange: NSRange(location: 2, length: 0))
        proxy.deleteBackward()
        proxy.setMarkedText("c", selectedRange: NSRange(location: 1, length: 0))
        #expect(field.text == "1かyc", "a delete shortens the marked text, and the next marked text replaces what is left")
    }

    @Test("switching keyboards from an input view controller is said in the trace, not done")
    func advanceToNextInputMode() {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        PinPad().advanceToNextInputMode()
        #expect(
            sim.diagnostics.contains {
                $0.hasPrefix("UIInputViewController.advanceToNextInputMode(): switching keyboards is not simulated")
            })
    }

    @Test("a view adopting UIKeyInput with only its three members compiles and reads UIKit's default traits")
    func defaultTraits() {
        let (sim, code) = focused(CodeView(frame: CGRect(x: 20, y: 100, width: 300, height: 34)))
        #expect(sim.keyboard.frame.height == 260, "the system keyboard, with its default type")
        #expect(code.keyboardType == .default)
        #expect(code.autocapitalizationType == .sentences)
        sim.type("123")
        #expect(code.code == "123")
        code.keyboardType = .numberPad
        #expect(code.keyboardType == .default, "an adopter without the property keeps the default")
        #expect(sim.diagnostics.contains { $0.contains("CodeView does not implement the text input trait keyboardType") })
    }
}
