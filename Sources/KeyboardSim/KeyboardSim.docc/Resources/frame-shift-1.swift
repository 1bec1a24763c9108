import UIKit

final class FormViewController: UIViewController, UITextFieldDelegate {
    /// A view as large as the screen, holding the fields (Form.storyboard: frames and
    /// autoresizing masks, no constraints). The handler shifts it.
    @IBOutlet weak var contentView: UIView!
    /// The last field, 120 points above the bottom with a flexible top margin.
    @IBOutlet weak var nameField: UITextField!
}
