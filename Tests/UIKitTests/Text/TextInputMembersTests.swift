import KeyboardSim
import Testing
import UIKit

/// Text inputs' members that act as the user types: a field cleared as editing begins or by the
/// first insertion, a search bar's delegate refusing a change, a text view's selection moving
/// with typing, and a field's text rectangles.
@MainActor @Suite("Text inputs: clearing, refusing, selection and rectangles as UIKit's")
struct TextInputMembersTests {
    /// A delegate of every text input that logs what it is asked.
    final class Log: NSObject, UITextFieldDelegate, UITextViewDelegate, UISearchBarDelegate {
        var lines: [String] = []
        var allowsClear = true

        func textFieldShouldClear(_ textField: UITextField) -> Bool {
            lines.append("shouldClear \(textField.text ?? "")")
            return allowsClear
        }
        func textFieldDidBeginEditing(_ textField: UITextField) { lines.append("didBegin \(textField.text ?? "")") }
        func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
            lines.append("change \(range.location),\(range.length) \(string)")
            return true
        }
        func textViewDidChangeSelection(_ textView: UITextView) { lines.append("selection \(textView.selectedRange.location)") }
        func textViewDidChange(_ textView: UITextView) { lines.append("changed \(textView.text ?? "")") }
        func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
            lines.append("search change \(text)")
            return text != "!"
        }
    }

    private func screen(_ views: UIView...) -> Simulation {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let controller = UIViewController()
        for view in views { controller.view.addSubview(view) }
        sim.window.rootViewController = controller
        sim.advance(by: .seconds(1))
        return sim
    }

    @Test("clearsOnBeginEditing asks textFieldShouldClear before didBeginEditing, and a refusal keeps the text")
    func clearsOnBeginEditing() {
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 34))
        let log = Log()
        field.delegate = log
        field.text = "old"
        field.clearsOnBeginEditing = true
        let sim = screen(field)
        sim.tap(field)
        #expect(log.lines == ["shouldClear old", "didBegin "])
        #expect(field.text == "")
        field.resignFirstResponder()
        field.text = "kept"
        log.allowsClear = false
        sim.tap(field)
        #expect(field.text == "kept")
    }

    @Test("clearsOnInsertion: the first character typed replaces the whole text, asked of the delegate as one change")
    func clearsOnInsertion() {
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 34))
        let log = Log()
        field.delegate = log
        field.text = "1234"
        field.clearsOnInsertion = true
        let sim = screen(field)
        sim.tap(field)
        sim.type("56")
        #expect(field.text == "56")
        #expect(log.lines == ["didBegin 1234", "change 0,4 5", "change 1,0 6"])
    }

    @Test("a search bar's delegate is asked before typing changes the text, and can refuse")
    func searchBarShouldChange() {
        let bar = UISearchBar(frame: CGRect(x: 0, y: 100, width: 375, height: 56))
        let log = Log()
        bar.delegate = log
        let sim = screen(bar)
        sim.tap(bar.searchTextField)
        sim.type("a!b")
        #expect(bar.text == "ab")
        #expect(log.lines == ["search change a", "search change !", "search change b"])
    }

    @Test("typing in a text view moves the selection and tells the delegate, before textViewDidChange")
    func textViewSelection() {
        let textView = UITextView(frame: CGRect(x: 20, y: 100, width: 300, height: 100))
        let log = Log()
        textView.delegate = log
        let sim = screen(textView)
        sim.tap(textView)
        sim.type("hi")
        #expect(log.lines == ["selection 1", "changed h", "selection 2", "changed hi"])
    }

    @Test("a field's text rectangle leaves room for the left and right views that show")
    func textRects() {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
        field.leftView = UIView(frame: CGRect(x: 0, y: 0, width: 16, height: 20))
        field.leftViewMode = .always
        field.rightView = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 30))
        field.rightViewMode = .whileEditing
        #expect(field.textRect(forBounds: field.bounds) == CGRect(x: 16, y: 0, width: 184, height: 34))
        #expect(field.editingRect(forBounds: field.bounds) == CGRect(x: 16, y: 0, width: 154, height: 34))
        #expect(field.leftViewRect(forBounds: field.bounds) == CGRect(x: 0, y: 7, width: 16, height: 20))
        #expect(field.rightViewRect(forBounds: field.bounds) == CGRect(x: 170, y: 2, width: 30, height: 30))
        #expect(field.placeholderRect(forBounds: field.bounds) == field.textRect(forBounds: field.bounds))
        field.text = "plain"
        #expect(field.attributedText?.string == "plain")
        field.attributedText = NSAttributedString(string: "styled")
        #expect(field.text == "styled" && field.sizingRule == .typographic)
    }
}

/// A field that overrides `text`, as PIN and masked-input fields do, counting its setter's calls.
private final class CountingTextField: UITextField {
    private(set) var textSets: [String?] = []
    override var text: String? {
        get { super.text }
        set {
            textSets.append(newValue)
            super.text = newValue
        }
    }
}

@MainActor @Suite("UITextField's text and attributedText share one stored text")
struct TextAndAttributedTextTests {
    @Test("setting attributedText does not call a subclass's override of text; both read the same text")
    func attributedTextSkipsTheOverride() {
        let field = CountingTextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
        field.attributedText = NSAttributedString(string: "1•••")
        #expect(field.textSets.isEmpty, "iOS stores the attributed text without calling setText:")
        #expect(field.text == "1•••")
        field.text = "12"
        #expect(field.textSets == ["12"])
        #expect(field.attributedText?.string == "12")
    }
}
