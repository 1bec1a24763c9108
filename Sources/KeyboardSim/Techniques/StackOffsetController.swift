import UIKit

/// **stack-offset** — a field buried in nested stack views (the survey-stack screen). On
/// willShow: target y = view height − keyboard height − gap − field height; current y = the sum
/// of the stack views' and the field's y; the difference goes into the outer stack's top
/// constraint. On hide the saved original constant comes back.
///
/// Its bug, `repeatedWillShow`, overrides `saveOriginalTop()`
/// (`StackOffsetController+Bugs.swift`).
class StackOffsetController: TechniqueController {
    private(set) var nameField = UITextField()
    var outerTop: NSLayoutConstraint!
    /// The top constant before the keyboard came (the tutorial's saved state).
    var originalTop: CGFloat?

    override func viewDidLoad() {
        if let screen = buildInlineScreen() {
            nameField = screen.textField("nameField") ?? nameField
            outerTop = screen.constraints["outerTop"]
        } else {
            buildSurveyScreen()
        }
        super.viewDidLoad()
    }

    private func buildSurveyScreen() {
        let outer = UIStackView(), questions = UIStackView(), answerRow = UIStackView()
        view.accessibilityIdentifier = "surveyView"
        let title = UILabel()
        title.text = "Tell us about your day"
        title.accessibilityIdentifier = "titleLabel"
        questions.axis = .vertical
        questions.spacing = 12
        questions.accessibilityIdentifier = "questionsStack"
        for index in 1...8 {
            let field = UITextField()
            field.accessibilityIdentifier = "question\(index)"
            questions.addArrangedSubview(field)
        }
        nameField.accessibilityIdentifier = "nameField"
        let send = UIButton()
        send.setTitle("Send", for: .normal)
        answerRow.accessibilityIdentifier = "answerRow"
        answerRow.spacing = 8
        answerRow.addArrangedSubview(nameField)
        answerRow.addArrangedSubview(send)
        outer.axis = .vertical
        outer.spacing = 12
        outer.accessibilityIdentifier = "outerStack"
        for part in [title, questions, answerRow] as [UIView] { outer.addArrangedSubview(part) }
        outer.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(outer)
        outerTop = outer.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20)
        outerTop.identifier = "outerTop"
        NSLayoutConstraint.activate([
            outerTop,
            outer.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
            outer.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
        ])
    }

    /// The field and the views it sits in, from the outermost below the root view inwards:
    /// the tutorial adds up their y.
    var fieldChain: [UIView] {
        var chain: [UIView] = []
        var current: UIView? = nameField
        while let view = current, view !== self.view {
            chain.insert(view, at: 0)
            current = view.superview
        }
        return chain
    }

    override func keyboardWillShow(_ notification: Notification) {
        guard let info = KeyboardInfo(notification) else { return }
        let keyboardHeight = keyboardOverlap(info.endFrame)
        let targetY = view.frame.height - keyboardHeight - CGFloat(configuration.gap) - nameField.frame.height
        // The field's y in the view: the stacks' y plus its own (the tutorial's sum).
        let currentY = fieldChain.reduce(0) { $0 + $1.frame.minY }
        saveOriginalTop()
        outerTop.constant += targetY - currentY
        UIView.animate(withDuration: info.animationDuration, delay: 0, options: info.animationOptions) {
            self.view.layoutIfNeeded()
        }
    }

    override func keyboardWillHide(_ notification: Notification) {
        guard let info = KeyboardInfo(notification), let originalTop else { return }
        outerTop.constant = originalTop
        self.originalTop = nil
        UIView.animate(withDuration: info.animationDuration, delay: 0, options: info.animationOptions) {
            self.view.layoutIfNeeded()
        }
    }

    // MARK: The step a bug gets wrong

    /// Saves the top constant to restore on hide — once, so that a repeated willShow keeps it.
    func saveOriginalTop() {
        if originalTop == nil { originalTop = outerTop.constant }
    }
}
