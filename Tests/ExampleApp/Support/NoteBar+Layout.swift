import UIKit

// The bar's layout, kept in an extension in a file of its own, as apps often do. iOS takes an
// override in an extension (layoutSubviews is an Objective-C method); Swift on Linux takes one
// only in the class's body, so the KeyboardSimPort plugin moves it into NoteBar's body in
// NoteBar.swift, with #sourceLocation directives that keep this file's name and lines.
extension NoteBar {
    /// The field fills the bar, inset by 8 points at the sides and 4 at the top and bottom.
    override func layoutSubviews() {
        super.layoutSubviews()
        field.frame = bounds.insetBy(dx: 8, dy: 4)
    }
}
