import Foundation

/// The standard editing actions, as UIKit's `UIResponderStandardEditActions`: the commands of the
/// edit menu (Copy, Cut, Paste, Select All…), which UIKit sends up the responder chain to the
/// first responder that handles them.
///
/// On iOS the protocol's methods are optional and `UIResponder` adopts it; Swift on Linux has no
/// optional requirements, so `UIResponder` declares every method, each saying in the trace that
/// it reached a responder that does not handle it, and a responder that handles one overrides
/// it, as on iOS (`override func paste(_ sender: Any?)`), and answers true for it in
/// `canPerformAction(_:withSender:)` (whose default, for these actions, is the next responder's:
/// UIKit's `UIResponder` implements none). `UITextField` and `UITextView` handle `copy(_:)`,
/// `cut(_:)`, `paste(_:)`, `selectAll(_:)` and `delete(_:)`.
@preconcurrency @MainActor public protocol UIResponderStandardEditActions: AnyObject {
    /// Copies the selection to the pasteboard.
    func copy(_ sender: Any?)
    /// Copies the selection to the pasteboard and removes it.
    func cut(_ sender: Any?)
    /// Removes the selection.
    func delete(_ sender: Any?)
    /// Pastes the pasteboard's contents at the selection.
    func paste(_ sender: Any?)
    /// Pastes and goes.
    func pasteAndGo(_ sender: Any?)
    /// Pastes in the surrounding style.
    func pasteAndMatchStyle(_ sender: Any?)
    /// Pastes and searches.
    func pasteAndSearch(_ sender: Any?)
    /// Selects the word at the insertion point.
    func select(_ sender: Any?)
    /// Selects everything.
    func selectAll(_ sender: Any?)
    /// Toggles bold.
    func toggleBoldface(_ sender: Any?)
    /// Toggles italics.
    func toggleItalics(_ sender: Any?)
    /// Toggles underline.
    func toggleUnderline(_ sender: Any?)
    /// Makes the text larger.
    func increaseSize(_ sender: Any?)
    /// Makes the text smaller.
    func decreaseSize(_ sender: Any?)
    /// Writes left to right.
    func makeTextWritingDirectionLeftToRight(_ sender: Any?)
    /// Writes right to left.
    func makeTextWritingDirectionRightToLeft(_ sender: Any?)
    /// Duplicates the selection.
    func duplicate(_ sender: Any?)
    /// Exports the content.
    func export(_ sender: Any?)
    /// Shows the find interface.
    func find(_ sender: Any?)
    /// Shows find and replace.
    func findAndReplace(_ sender: Any?)
    /// Finds the next match.
    func findNext(_ sender: Any?)
    /// Finds the previous match.
    func findPrevious(_ sender: Any?)
    /// Moves the content.
    func move(_ sender: Any?)
    /// Prints the content.
    func printContent(_ sender: Any?)
    /// Renames the content.
    func rename(_ sender: Any?)
    /// Shows Writing Tools.
    func showWritingTools(_ sender: Any)
    /// Searches for the selection.
    func useSelectionForFind(_ sender: Any?)
    /// Changes the selected text's attributes.
    func updateTextAttributes(conversionHandler: ([NSAttributedString.Key: Any]) -> [NSAttributedString.Key: Any])
}

extension UIResponder: UIResponderStandardEditActions {}
