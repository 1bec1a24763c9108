import Foundation
import SimulationContext

/// A view controller whose view goes where the keys go, as UIKit's `UIInputViewController`: an
/// app's own keypad given as a responder's `inputViewController` (or an accessory as its
/// `inputAccessoryViewController`), and the principal class of a custom keyboard extension.
///
/// Its view is a `UIInputView` in the keyboard's style; the simulated keyboard shows it in the
/// keys' place, sized as any input view (its frame's height, or its intrinsic height), with the
/// notifications iOS posts for an input view. Its `textDocumentProxy` reads and edits the first
/// responder's text through `UIKeyInput`, as the keys would: `insertText(_:)` goes through the
/// field's delegate as typing does, and the text before the insertion point is the responder's
/// whole text (the insertion point is its end: selection is not simulated).
///
/// What only a keyboard extension has is answered as iOS answers an app's own input view
/// controller, and said where it differs: `hasFullAccess` is false, `needsInputModeSwitchKey`
/// false (there is no other keyboard to switch to from an app's own keypad),
/// `advanceToNextInputMode()` and `handleInputModeList(from:with:)` switch nothing and say so in
/// the trace.
@preconcurrency @MainActor open class UIInputViewController: UIViewController {
    /// The controller's view as an input view; setting it replaces the view.
    open override var inputView: UIInputView? {
        get { view as? UIInputView }
        set { view = newValue }
    }

    /// Reads and edits the text of the responder being typed into.
    open var textDocumentProxy: any UITextDocumentProxy { proxy }

    /// The keyboard's language (a BCP 47 tag); `nil` until set (on iOS, the extension's
    /// `PrimaryLanguage` in its Info.plist).
    open var primaryLanguage: String?

    /// Whether the keyboard shows a dictation key (stored: dictation is not simulated).
    open var hasDictationKey = false

    /// Whether the keyboard was given full access by the user: never, for an app's own input
    /// view controller.
    open var hasFullAccess: Bool { false }

    /// Whether the keyboard must show a key to switch to the next keyboard: false, as nothing
    /// is switched from an app's own keypad.
    open var needsInputModeSwitchKey: Bool { false }

    private lazy var proxy = DocumentProxy()

    /// Makes the view: a `UIInputView` in the keyboard's style, unless a storyboard or a nib
    /// gives one.
    open override func loadView() {
        if loadsInterfaceBuilderView(otherwise: "a UIInputView") { return }
        view = UIInputView(frame: .zero, inputViewStyle: .keyboard)
    }

    /// Dismisses the keyboard: the responder being typed into resigns, as on iOS.
    open func dismissKeyboard() {
        _ = DocumentProxy.target?.resignFirstResponder()
    }

    /// Switches to the next keyboard on iOS; here nothing is switched, and the trace says so.
    open func advanceToNextInputMode() {
        Self.notSimulated("advanceToNextInputMode()")
    }

    /// Shows the list of keyboards on iOS; here nothing is shown, and the trace says so.
    open func handleInputModeList(from view: UIView, with event: UIEvent) {
        Self.notSimulated("handleInputModeList(from:with:)")
    }

    /// Asks for the words the keyboard may suggest: the completion gets an empty lexicon (the
    /// user's contacts and text replacements are not simulated).
    open func requestSupplementaryLexicon(completion completionHandler: @escaping (UILexicon) -> Void) {
        completionHandler(UILexicon(entries: []))
    }

    private static func notSimulated(_ member: String) {
        CurrentSimulation.host?.diagnostic(
            "UIInputViewController.\(member): switching keyboards is not simulated; the keyboard stays as it is")
    }

    /// The proxy to the first responder's text (an `NSObject`, as the protocol's adopters are on
    /// iOS: `UITextInputTraits` refines `NSObjectProtocol`).
    private final class DocumentProxy: NSObject, UITextDocumentProxy {
        /// The responder the keys type into: the key window's first responder, if it takes text.
        static var target: (UIResponder & UIKeyInput)? {
            CurrentSimulation.host?.application.keyWindow?.firstResponder as? UIResponder & UIKeyInput
        }

        let documentIdentifier = UUID()
        /// The marked (provisional) text at the end of the target's text: its length in characters
        /// and the responder it was typed into.
        private var marked: (length: Int, target: ObjectIdentifier)?

        var hasText: Bool { Self.target?.hasText ?? false }

        /// Inserts `text` in place of the marked text, if any (unconfirmed: Apple's page does not
        /// say; WebKit's text input confirms a composition with the inserted text this way).
        func insertText(_ text: String) {
            guard let target = Self.target else { return }
            removeMarkedText(from: target)
            target.insertText(text)
        }

        /// Deletes the character before the insertion point; within marked text, its last character.
        func deleteBackward() {
            guard let target = Self.target else { return }
            if let marked = currentMarked(in: target) {
                self.marked = marked.length > 1 ? (marked.length - 1, marked.target) : nil
            }
            target.deleteBackward()
        }

        /// The target's text before the selection (a text input's `selectedTextRange`; all its
        /// text for a responder that is not one), `nil` when empty.
        var documentContextBeforeInput: String? { Self.context(\.before) }
        /// The target's text after the selection, `nil` when empty.
        var documentContextAfterInput: String? { Self.context(\.after) }
        /// The selected text, `nil` when nothing is selected.
        var selectedText: String? { Self.context(\.selected) }
        var documentInputMode: UITextInputMode? { (Self.target as UIResponder?)?.textInputMode }

        /// Moves the insertion point `offset` characters (graphemes; unconfirmed: Apple's page
        /// says characters) from the selection's end, held to the text, through the target's
        /// `selectedTextRange`. A target that is not a `UITextInput` has no insertion point to
        /// move: the trace says so.
        func adjustTextPosition(byCharacterOffset offset: Int) {
            guard let input = Self.target as? any UITextInput, let selection = input.selectedTextRange else {
                CurrentSimulation.host?.diagnostic(
                    "UITextDocumentProxy.adjustTextPosition(byCharacterOffset: \(offset)): the first responder is not a UITextInput; the insertion point was not moved"
                )
                return
            }
            let moved =
                input.position(from: selection.end, in: offset < 0 ? .left : .right, offset: abs(offset))
                ?? (offset < 0 ? input.beginningOfDocument : input.endOfDocument)
            input.selectedTextRange = input.textRange(from: moved, to: moved)
        }

        /// Replaces the marked text, or inserts at the insertion point when there is none, as
        /// Apple documents `setMarkedText(_:selectedRange:)`; the selection inside it is not
        /// simulated (the insertion point stays at the end).
        func setMarkedText(_ markedText: String, selectedRange: NSRange) {
            guard let target = Self.target else { return }
            removeMarkedText(from: target)
            target.insertText(markedText)
            marked = markedText.isEmpty ? nil : (markedText.count, ObjectIdentifier(target))
        }

        /// Commits the marked text: it stays, and the next marked text starts after it.
        func unmarkText() { marked = nil }

        /// The marked text, if it was typed into `target` (a move to another responder ends it).
        private func currentMarked(in target: UIResponder & UIKeyInput) -> (length: Int, target: ObjectIdentifier)? {
            guard let marked, marked.target == ObjectIdentifier(target) else { return nil }
            return marked
        }

        private func removeMarkedText(from target: UIResponder & UIKeyInput) {
            if let marked = currentMarked(in: target) {
                for _ in 0..<marked.length { target.deleteBackward() }
            }
            marked = nil
        }

        /// The target's text around its selection: before it, selected, after it.
        private struct Context {
            var before = ""
            var selected = ""
            var after = ""
        }

        /// A part of the target's text around its selection, `nil` when empty.
        private static func context(_ part: KeyPath<Context, String>) -> String? {
            guard let input = target as? any UITextInput,
                let whole = input.textRange(from: input.beginningOfDocument, to: input.endOfDocument),
                let text = input.text(in: whole)
            else { return nil }
            let selection = input.selectedTextRange
            let start = selection.map { input.offset(from: input.beginningOfDocument, to: $0.start) } ?? text.utf16.count
            let end = selection.map { input.offset(from: input.beginningOfDocument, to: $0.end) } ?? text.utf16.count
            let string = NSString(string: text)
            let context = Context(
                before: string.substring(to: start), selected: string.substring(with: NSRange(location: start, length: end - start)),
                after: string.substring(from: end))
            let value = context[keyPath: part]
            return value.isEmpty ? nil : value
        }
    }
}

/// What a keyboard reads and edits of the text being typed into, as UIKit's `UITextDocumentProxy`
/// (an input view controller's `textDocumentProxy`).
@preconcurrency @MainActor public protocol UITextDocumentProxy: UIKeyInput {
    /// The text before the insertion point; `nil` when there is none.
    var documentContextBeforeInput: String? { get }
    /// The text after the insertion point; `nil` when there is none.
    var documentContextAfterInput: String? { get }
    /// The selected text; `nil` when nothing is selected.
    var selectedText: String? { get }
    /// The input mode of the document being typed into.
    var documentInputMode: UITextInputMode? { get }
    /// An identifier of the document, the same while the keyboard types into it.
    var documentIdentifier: UUID { get }
    /// Moves the insertion point by `offset` characters.
    func adjustTextPosition(byCharacterOffset offset: Int)
    /// Inserts `markedText` as marked (provisional) text.
    func setMarkedText(_ markedText: String, selectedRange: NSRange)
    /// Commits the marked text.
    func unmarkText()
}

/// The words a keyboard may suggest, as UIKit's `UILexicon`.
public final class UILexicon: NSObject, @unchecked Sendable {
    /// The entries: each a text the user types and the text it stands for.
    public let entries: [UILexiconEntry]

    /// A lexicon of `entries`.
    public init(entries: [UILexiconEntry]) { self.entries = entries }
}

/// One word of a `UILexicon`, as UIKit's `UILexiconEntry`.
public final class UILexiconEntry: NSObject, @unchecked Sendable {
    /// What the user types.
    public let userInput: String
    /// What it stands for.
    public let documentText: String

    /// An entry that turns `userInput` into `documentText`.
    public init(userInput: String, documentText: String) {
        self.userInput = userInput
        self.documentText = documentText
    }
}
