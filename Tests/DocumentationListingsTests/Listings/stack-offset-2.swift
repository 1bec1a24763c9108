// Sources/KeyboardSim/KeyboardSim.docc/Resources/stack-offset-2.swift, as kbsim port ports it, compiled here: edit it there, then run
// KBSIM_RECORD_DOCS=1 swift test --filter DocumentationListings
import Testing
import UIKit

@MainActor struct StackOffset2 {
    final class SurveyViewController: UIViewController {
        let outerStack = UIStackView()
        let nameField = UITextField()
        var outerTop: NSLayoutConstraint?

        override func viewDidLoad() {
            super.viewDidLoad()
            let title = UILabel()
            title.text = "Tell us about your day"
            let questions = UIStackView()
            questions.axis = .vertical
            questions.spacing = 12
            for _ in 1...8 { questions.addArrangedSubview(UITextField()) }
            let send = UIButton(type: .system)
            send.setTitle("Send", for: .normal)
            let answerRow = UIStackView(arrangedSubviews: [nameField, send])
            answerRow.spacing = 8
            // The field sits three stack views deep: outer stack > answer row > field.
            for part in [title, questions, answerRow] as [UIView] { outerStack.addArrangedSubview(part) }
            outerStack.axis = .vertical
            outerStack.spacing = 12
            outerStack.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(outerStack)
            let top = outerStack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20)
            outerTop = top
            NSLayoutConstraint.activate([
                top,
                outerStack.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
                outerStack.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
            ])
        }

        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            NotificationCenter.default.addObserver(self, selector: SurveyViewController.keyboardWillShow,
                                                   name: UIResponder.keyboardWillShowNotification, object: nil)
            NotificationCenter.default.addObserver(self, selector: SurveyViewController.keyboardWillHide,
                                                   name: UIResponder.keyboardWillHideNotification, object: nil)
        }

        override func viewWillDisappear(_ animated: Bool) {
            super.viewWillDisappear(animated)
            NotificationCenter.default.removeObserver(self)
        }

        func keyboardWillShow(_ notification: Notification) {
        }

        func keyboardWillHide(_ notification: Notification) {
        }
    }
}
