// Sources/KeyboardSim/KeyboardSim.docc/Articles/TestingAcrossDevices.md:20, compiled here: edit it there, then run
// KBSIM_RECORD_DOCS=1 swift test --filter DocumentationListings
import Testing
import UIKit
import KeyboardSim

@MainActor struct TestingAcrossDevices1 {
    final class CommentViewController: UIViewController {
        let commentField = UITextField()
        private var bottom: NSLayoutConstraint?

        override func viewDidLoad() {
            super.viewDidLoad()
            commentField.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(commentField)
            let bottom = commentField.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -8)
            self.bottom = bottom
            NSLayoutConstraint.activate([
                commentField.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
                commentField.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
                bottom,
            ])
            NotificationCenter.default.addObserver(self, selector: CommentViewController.keyboardWillMove,
                                                   name: UIResponder.keyboardWillShowNotification, object: nil)
            NotificationCenter.default.addObserver(self, selector: CommentViewController.keyboardWillMove,
                                                   name: UIResponder.keyboardWillHideNotification, object: nil)
        }

        deinit { NotificationCenter.default.removeObserver(self) }

        func keyboardWillMove(_ notification: Notification) {
            guard let frame = (notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue else { return }
            // On hide, nothing to clear: an iPad keyboard that undocks hides with a zero end frame.
            let hiding = notification.name == UIResponder.keyboardWillHideNotification
            let overlap = hiding ? 0 : max(0, view.bounds.maxY - view.convert(frame, from: nil).minY - view.safeAreaInsets.bottom)
            bottom?.constant = -(overlap + 8)
            view.layoutIfNeeded()
        }
    }

    @Test @MainActor func commentFieldClearsTheKeyboardOnEveryDevice() throws {
        let comments = ControllerUnderTest({ CommentViewController() }, field: \.commentField, gap: .exactly(8))
        let matrix = TechniqueMatrix.run(comments)
        #expect(matrix.cellsRun == 102)
        #expect(matrix.passed, "\(matrix)")   // a result prints its table, as kbsim matrix does

        // A logged replay (from `kbsim import`) against the same controller, held to what a correct
        // handler achieves; without `expectations:` the file's own apply, or, when it has none, these.
        let logged = try Scenario.load(path: "Scenarios/logged-written-face-id-swift.json")
        let replay = ScenarioRunner.run(logged, with: comments, expectations: TechniqueMatrix.expectations)
        #expect(replay.passed, "\(replay)")   // the file, its outcome, each verdict
    }
}
