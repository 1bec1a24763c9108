import UIKit

/// A form's Next/Done chain, as apps write it in their text fields' delegate: the return key in
/// a field moves focus to the next field of the form (`becomeFirstResponder()`, with the keyboard
/// staying up), and in the last it ends editing (`resignFirstResponder()`, the keyboard goes).
///
/// The settings form (settings-form-scroll, and a storyboard's form for scroll-view-insets) is
/// linked this way, so that a scenario's `pressReturn` steps walk it; the keyboard handler is
/// not involved. UIKit leaves what the return key does to `textFieldShouldReturn(_:)`
/// (https://developer.apple.com/documentation/uikit/uitextfielddelegate/textfieldshouldreturn(_:)).
///
/// ```swift
/// chain.link([firstNameField, emailField, nameField], settingKeys: true)
/// // return in firstNameField focuses emailField; in nameField (Done) the keyboard hides
/// ```
final class ReturnKeyChain: NSObject, UITextFieldDelegate {
    /// The form's fields, in the order the return key walks them.
    private(set) var fields: [UITextField] = []

    /// Becomes the delegate of each of `fields` that has none (a delegate the screen set stays)
    /// and walks them in this order; with `settingKeys` the return keys read Next, and Done on the
    /// last (a storyboard's form sets its own).
    func link(_ fields: [UITextField], settingKeys: Bool) {
        self.fields = fields
        for (index, field) in fields.enumerated() {
            if field.delegate == nil { field.delegate = self }
            if settingKeys { field.returnKeyType = index == fields.count - 1 ? .done : .next }
        }
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        if let index = fields.firstIndex(where: { $0 === textField }), index + 1 < fields.count {
            fields[index + 1].becomeFirstResponder()
        } else {
            textField.resignFirstResponder()
        }
        return true
    }
}
