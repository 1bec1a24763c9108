import UIKit

final class SurveyViewController: UIViewController {
    /// The answer row's field, three stack views deep in Survey.storyboard.
    @IBOutlet weak var nameField: UITextField!
    /// In Survey.storyboard: Outer Stack.top = Safe Area.top + 20. The handler moves it.
    @IBOutlet weak var outerTop: NSLayoutConstraint!
}
