import Foundation
import SimulationContext

/// The edit menu's actions on a text field's or a text view's text (`UIResponderStandardEditActions`),
/// on the general pasteboard (`UIPasteboard.general`). A paste inserts the pasteboard's string
/// as typing inserts text (`insertText(_:)`): the delegate is asked once with the whole string
/// (`textField(_:shouldChangeCharactersIn:replacementString:)`,
/// `textView(_:shouldChangeTextIn:replacementText:)`) and may refuse it; then the change's
/// actions and notifications follow, and a text view that grows with its text grows. A cut
/// deletes the selection through the same question.
extension TextInputDocument {
    /// Whether the edit menu offers `action` for this text input now; nil for an action that is
    /// not one of the text edit actions handled here. Paste: first responder, editable, and the
    /// pasteboard holds a string; copy and cut: a selection that is not secure text (cut also
    /// editable); delete: an editable selection; select all: text that is not all selected.
    /// (Unconfirmed: Apple's pages do not list the conditions; these are the edit menu's
    /// commands as iOS shows them.)
    func editMenuOffers(_ action: Selector, editable: Bool) -> Bool? {
        let selection = documentSelection
        let secure = isSecureTextEntry
        switch action.name {
        case "paste:": return isFirstResponder && editable && UIPasteboard.general.hasStrings
        case "copy:": return selection.length > 0 && !secure
        case "cut:": return selection.length > 0 && !secure && editable
        case "delete:": return selection.length > 0 && editable
        case "selectAll:": return !documentText.isEmpty && selection.length < documentText.utf16.count
        default: return nil
        }
    }

    /// Paste: the general pasteboard's string goes in at the selection as typed text does.
    func pasteFromPasteboard(editable: Bool) {
        guard editable else { return editDiagnostic("paste(_:): \(type(of: self)) is not editable; nothing was pasted") }
        guard let string = UIPasteboard.general.string else {
            return editDiagnostic("paste(_:): the pasteboard holds no string; nothing was pasted")
        }
        insertText(string)
    }

    /// Copy: the selected text goes on the general pasteboard (never secure text).
    func copySelection() {
        let selection = documentSelection
        guard selection.length > 0 else { return editDiagnostic("copy(_:): nothing is selected; nothing was copied") }
        if isSecureTextEntry {
            return editDiagnostic("copy(_:): secure text is never copied; nothing was copied")
        }
        UIPasteboard.general.string = NSString(string: documentText).substring(with: selection)
    }

    /// Cut: copies the selection, then deletes it as the user's edit (the delegate may refuse).
    func cutSelection(editable: Bool) {
        guard editable else { return editDiagnostic("cut(_:): \(type(of: self)) is not editable; nothing was cut") }
        guard documentSelection.length > 0, !isSecureTextEntry else {
            return editDiagnostic("cut(_:): nothing that can be copied is selected; nothing was cut")
        }
        copySelection()
        deleteSelection(editable: editable)
    }

    /// Delete: removes the selection as the user's edit.
    func deleteSelection(editable: Bool) {
        let selection = documentSelection
        guard editable, selection.length > 0 else { return editDiagnostic("delete(_:): nothing editable is selected; nothing was deleted") }
        _ = applyEdit(selection, with: "", fromCode: false)
    }

    /// Select all: the whole text becomes the selection.
    func selectEverything() {
        documentSelectedTextRange = TextOffsetRange(NSRange(location: 0, length: documentText.utf16.count))
    }

    private func editDiagnostic(_ message: String) {
        CurrentSimulation.host?.diagnostic("\(type(of: self)).\(message)")
    }
}
