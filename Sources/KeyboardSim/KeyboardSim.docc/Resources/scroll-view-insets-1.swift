import UIKit

final class SettingsViewController: UIViewController {
    @IBOutlet weak var scrollView: UIScrollView!
    /// The form's five fields, top to bottom: an outlet collection in Settings.storyboard.
    @IBOutlet var fields: [UITextField]!
    /// The last field of the form, at its bottom.
    var nameField: UITextField { fields[4] }
}
