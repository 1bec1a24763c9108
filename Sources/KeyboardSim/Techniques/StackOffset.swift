import Foundation

/// **stack-offset** — a field buried in nested stack views (the survey-stack screen). On
/// willShow: target y = view height − keyboard height − gap − field height; current y = the sum
/// of the stack views' and the field's y; the difference goes into the outer stack's top
/// constraint. On hide the saved original constant comes back.
final class StackOffsetController: TechniqueController {
    private(set) var nameField = UITextField()
    var outerTop: NSLayoutConstraint!
    private var originalTop: CGFloat?
    /// The last computation, for `kbsim explain`-style narration in diagnostics.
    private(set) var lastArithmetic = ""

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
        send.title = "Send"
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
    private var fieldChain: [UIView] {
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
        let gap = CGFloat(configuration.gap)
        let targetY = view.frame.height - keyboardHeight - gap - nameField.frame.height
        // The field's y in the view: the stacks' y plus its own (the tutorial's sum).
        let chain = fieldChain
        let currentY = chain.reduce(0) { $0 + $1.frame.minY }
        if bug == .repeatedWillShow || originalTop == nil { originalTop = outerTop.constant }
        let difference = targetY - currentY
        lastArithmetic = "target y = \(formatNumber(view.frame.height)) − \(formatNumber(keyboardHeight)) − \(formatNumber(gap)) − \(formatNumber(nameField.frame.height)) = \(formatNumber(targetY)); current y = \(chain.map { formatNumber($0.frame.minY) }.joined(separator: " + ")) = \(formatNumber(currentY)); outer top constant \(formatNumber(outerTop.constant)) \(difference < 0 ? "−" : "+") \(formatNumber(abs(difference)))"
        outerTop.constant += difference
        note(lastArithmetic + " = \(formatNumber(outerTop.constant))")
        animate(info) { self.view.layoutIfNeeded() }
    }

    override func keyboardWillHide(_ notification: Notification) {
        guard let info = KeyboardInfo(notification), let originalTop else { return }
        outerTop.constant = originalTop
        note("outer top constant restored to \(formatNumber(originalTop))")
        self.originalTop = nil
        animate(info) { self.view.layoutIfNeeded() }
    }

    private func animate(_ info: KeyboardInfo, _ changes: @escaping () -> Void) {
        UIView.animate(withDuration: info.animationDuration, delay: 0, options: info.animationOptions, animations: changes)
    }
}

/// **constant-with-layout** — a list above an entry section (the chat-list-entry screen): the
/// entry's bottom constant becomes minus the keyboard's height, with `layoutIfNeeded()` before
/// the animation block (flush pending layout) and inside it (animate), and the list, pinned to
/// the entry's top, shrinks with it — Apple's documented pattern.
final class ConstantWithLayoutController: TechniqueController {
    private(set) var nameField = UITextField()
    var entryBottom: NSLayoutConstraint!

    override func viewDidLoad() {
        if let screen = buildInlineScreen() {
            nameField = screen.textField("nameField") ?? nameField
            entryBottom = screen.constraints["entryBottom"]
        } else {
            buildChatScreen()
        }
        super.viewDidLoad()
    }

    private func buildChatScreen() {
        let list = UIView(), entry = UIView()
        view.accessibilityIdentifier = "chatView"
        list.accessibilityIdentifier = "messageList"
        entry.accessibilityIdentifier = "entryView"
        nameField.accessibilityIdentifier = "nameField"
        for part in [list, entry, nameField] { part.translatesAutoresizingMaskIntoConstraints = false }
        view.addSubview(list)
        view.addSubview(entry)
        entry.addSubview(nameField)
        let gap = CGFloat(configuration.gap)
        entryBottom = entry.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor)
        entryBottom.identifier = "entryBottom"
        NSLayoutConstraint.activate([
            list.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            list.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            list.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            list.bottomAnchor.constraint(equalTo: entry.topAnchor),
            entry.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            entry.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            entryBottom,
            nameField.topAnchor.constraint(equalTo: entry.topAnchor, constant: gap),
            nameField.bottomAnchor.constraint(equalTo: entry.bottomAnchor, constant: -gap),
            nameField.leadingAnchor.constraint(equalTo: entry.leadingAnchor, constant: 12),
            nameField.trailingAnchor.constraint(equalTo: entry.trailingAnchor, constant: -12),
        ])
    }

    override func keyboardWillShow(_ notification: Notification) {
        guard let info = KeyboardInfo(notification) else { return }
        let overlap = keyboardOverlap(info.endFrame)
        view.layoutIfNeeded()
        entryBottom.constant = -max(0, overlap - view.safeAreaInsets.bottom)
        note("keyboard over the view: \(formatNumber(overlap)); entryBottom = −(\(formatNumber(overlap)) − safe area \(formatNumber(view.safeAreaInsets.bottom))) = \(formatNumber(entryBottom.constant)); the list, pinned to the entry's top, shrinks with it")
        UIView.animate(withDuration: info.animationDuration, delay: 0, options: info.animationOptions) {
            self.view.layoutIfNeeded()
        }
    }

    override func keyboardWillHide(_ notification: Notification) {
        guard let info = KeyboardInfo(notification) else { return }
        view.layoutIfNeeded()
        entryBottom.constant = 0
        UIView.animate(withDuration: info.animationDuration, delay: 0, options: info.animationOptions) {
            self.view.layoutIfNeeded()
        }
    }
}
