import UIKit

/// What a note bar tells the screen that owns it. Both methods are optional, as UIKit's own
/// delegates' are: a screen implements what it needs.
@objc protocol NoteBarDelegate: NSObjectProtocol {
    /// Whether the bar may send `text` (without this method, it always may).
    @objc optional func noteBarShouldSend(_ bar: NoteBar, text: String) -> Bool
    /// The bar sent `text` and cleared its field.
    @objc optional func noteBar(_ bar: NoteBar, didSend text: String)
}
