import Testing
import UIKit
import KeyboardSim

// Two keyboard screens written as iOS developers write them, after the Linux edits only (no
// `@objc`, selectors written `Class.method`, no `import Foundation`): Apple's documented
// technique on a scroll view laid out with its content and frame layout guides, and a table of
// fields in a navigation controller that scrolls the edited row above the keyboard.

final class ScrollFormViewController: UIViewController, UITextFieldDelegate {
    let scrollView = UIScrollView()
    let stack = UIStackView()
    private(set) var fields: [UITextField] = []
    private weak var activeField: UITextField?

    init() {
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    deinit {
        NotificationCenter.default.removeObserver(self)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        scrollView.keyboardDismissMode = .interactive
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(scrollView)

        stack.axis = .vertical
        stack.spacing = 16
        stack.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(stack)
        for index in 1...20 {
            let field = UITextField()
            field.placeholder = "Answer \(index)"
            field.borderStyle = .roundedRect
            field.delegate = self
            fields.append(field)
            stack.addArrangedSubview(field)
        }

        NSLayoutConstraint.activate([
            scrollView.topAnchor.constraint(equalTo: view.topAnchor),
            scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            stack.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor, constant: 20),
            stack.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor, constant: 16),
            stack.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor, constant: -16),
            stack.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor, constant: -20),
            stack.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor, constant: -32),
        ])

        NotificationCenter.default.addObserver(
            self, selector: ScrollFormViewController.keyboardWillShow,
            name: UIResponder.keyboardWillShowNotification, object: nil)
        NotificationCenter.default.addObserver(
            self, selector: ScrollFormViewController.keyboardWillHide,
            name: UIResponder.keyboardWillHideNotification, object: nil)
    }

    func textFieldDidBeginEditing(_ textField: UITextField) {
        activeField = textField
    }

    func textFieldDidEndEditing(_ textField: UITextField) {
        activeField = nil
    }

    // The keyboard's frame in the scroll view's coordinates; the home indicator's strip is
    // already in the adjusted inset, so it is not counted twice.
    func keyboardWillShow(_ notification: Notification) {
        guard let frame = (notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue else { return }
        let keyboard = scrollView.convert(frame, from: nil)
        let overlap = max(0, scrollView.bounds.maxY - keyboard.minY - scrollView.safeAreaInsets.bottom)
        let insets = UIEdgeInsets(top: 0, left: 0, bottom: overlap, right: 0)
        scrollView.contentInset = insets
        scrollView.scrollIndicatorInsets = insets
        if let activeField {
            scrollView.scrollRectToVisible(activeField.convert(activeField.bounds, to: scrollView), animated: true)
        }
    }

    func keyboardWillHide(_ notification: Notification) {
        scrollView.contentInset = .zero
        scrollView.scrollIndicatorInsets = .zero
    }
}

final class SettingCell: UITableViewCell {
    static let identifier = "SettingCell"
    let field = UITextField()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        field.borderStyle = .none
        field.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(field)
        NSLayoutConstraint.activate([
            field.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            field.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
            field.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

final class SettingsViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    let tableView = UITableView(frame: .zero, style: .insetGrouped)
    let settings = (1...30).map { "Setting \($0)" }

    init() {
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    deinit {
        NotificationCenter.default.removeObserver(self)
    }

    override func loadView() {
        view = tableView
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Settings"
        tableView.register(SettingCell.self, forCellReuseIdentifier: SettingCell.identifier)
        tableView.dataSource = self
        tableView.delegate = self
        tableView.rowHeight = 52
        tableView.keyboardDismissMode = .onDrag
        NotificationCenter.default.addObserver(
            self, selector: SettingsViewController.keyboardWillShow,
            name: UIResponder.keyboardWillShowNotification, object: nil)
        NotificationCenter.default.addObserver(
            self, selector: SettingsViewController.keyboardWillHide,
            name: UIResponder.keyboardWillHideNotification, object: nil)
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        settings.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        guard let cell = tableView.dequeueReusableCell(withIdentifier: SettingCell.identifier, for: indexPath) as? SettingCell else {
            return UITableViewCell()
        }
        cell.field.placeholder = settings[indexPath.row]
        return cell
    }

    func keyboardWillShow(_ notification: Notification) {
        guard let frame = (notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue else { return }
        let overlap = max(0, tableView.bounds.maxY - tableView.convert(frame, from: nil).minY - tableView.safeAreaInsets.bottom)
        tableView.contentInset.bottom = overlap
        tableView.verticalScrollIndicatorInsets.bottom = overlap
        let editing = tableView.visibleCells.first { ($0 as? SettingCell)?.field.isFirstResponder == true }
        if let editing, let indexPath = tableView.indexPath(for: editing) {
            tableView.scrollToRow(at: indexPath, at: .none, animated: true)
        }
    }

    func keyboardWillHide(_ notification: Notification) {
        tableView.contentInset.bottom = 0
        tableView.verticalScrollIndicatorInsets.bottom = 0
    }
}

@MainActor @Suite("iOS-style scroll view and table screens, ported with the Linux edits only")
struct IOSStyleScrollViewTests {
    @Test(
        "Apple's technique on an iPhone 16: the last field scrolls just above the keyboard; an interactive drag dismisses it and the insets come back"
    )
    func scrollViewForm() {
        let sim = Simulation(device: .iPhone16, profile: .iOS17)
        weak var released: ScrollFormViewController?
        do {
            let controller = ScrollFormViewController()
            released = controller
            sim.window.rootViewController = controller
            sim.advance(by: .seconds(1))
            let scrollView = controller.scrollView
            // 20 fields of 34 points, 16 apart, 20 above and below: taller than the screen, so
            // the safe area (59 top, 34 bottom) is in the adjusted insets.
            #expect(scrollView.contentSize == CGSize(width: 393, height: 1024))
            #expect(scrollView.adjustedContentInset == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
            #expect(scrollView.contentOffset == CGPoint(x: 0, y: -59))

            let last = controller.fields[19]
            last.becomeFirstResponder()
            sim.advance(by: .seconds(1))
            let keyboard = sim.keyboard.frame
            #expect(keyboard.maxY == 852 && keyboard.height > 260)
            #expect(scrollView.contentInset.bottom == keyboard.height - 34)
            #expect(scrollView.verticalScrollIndicatorInsets.bottom == keyboard.height - 34)
            #expect(scrollView.adjustedContentInset.bottom == keyboard.height)
            #expect(last.convert(last.bounds, to: nil).maxY == keyboard.minY)

            sim.drag(scrollView, by: CGPoint(x: 0, y: 150))
            sim.advance(by: .seconds(1))
            #expect(!last.isFirstResponder)
            #expect(sim.keyboard.phase == .hidden)
            #expect(scrollView.contentInset == .zero)
            #expect(scrollView.adjustedContentInset == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        }
        sim.window.rootViewController = nil
        sim.advance(by: .seconds(1))
        #expect(released == nil)
        #expect(sim.audit.report().isClean)
    }

    @Test("a table of fields in a navigation controller on an iPhone SE: the edited row comes above the keyboard; a drag dismisses it")
    func tableOfFields() {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        weak var released: SettingsViewController?
        do {
            let controller = SettingsViewController()
            released = controller
            sim.window.rootViewController = UINavigationController(rootViewController: controller)
            sim.advance(by: .seconds(1))
            let table = controller.tableView
            // Under the status bar (20) and the navigation bar (44).
            #expect(table.adjustedContentInset == UIEdgeInsets(top: 64, left: 0, bottom: 0, right: 0))
            #expect(table.contentOffset == CGPoint(x: 0, y: -64))
            #expect(table.contentSize == CGSize(width: 375, height: 30 * 52))
            #expect(table.indexPathsForVisibleRows?.count == 12)

            let row = IndexPath(row: 9, section: 0)
            guard let cell = table.cellForRow(at: row) as? SettingCell else {
                Issue.record("no cell for row 9")
                return
            }
            #expect(cell.field.placeholder == "Setting 10")
            #expect(cell.field.frame == CGRect(x: 16, y: 9, width: 343, height: 34))
            cell.field.becomeFirstResponder()
            sim.advance(by: .seconds(1))
            #expect(sim.keyboard.frame == CGRect(x: 0, y: 407, width: 375, height: 260))
            #expect(table.contentInset.bottom == 260)
            #expect(table.contentOffset == CGPoint(x: 0, y: 113))
            #expect(cell.convert(cell.bounds, to: nil).maxY == 407)

            sim.drag(table, by: CGPoint(x: 0, y: -100))
            sim.advance(by: .seconds(1))
            #expect(!cell.field.isFirstResponder)
            #expect(sim.keyboard.phase == .hidden)
            #expect(table.contentInset.bottom == 0)
            #expect(table.contentOffset == CGPoint(x: 0, y: 213))
        }
        sim.window.rootViewController = nil
        sim.advance(by: .seconds(1))
        #expect(released == nil)
        #expect(sim.audit.report().isClean)
    }
}
