import UIKit

/// **frame-shift** — struts and springs (the random-blobs-form screen): the controller remembers
/// the field about to edit (`textFieldShouldBeginEditing`), converts its frame, and shifts the
/// whole content view up by the minimal amount, only if the field is obscured; it saves the
/// duration, curve and shift for the hide, and passes `curve << 16` as options.
///
/// Its bug, `landscapeWidthAsHeight`, is the pre-iOS-8 tutorial code that reads the keyboard's
/// height from its width in landscape — right on iOS 7, wrong ever since; it overrides
/// `keyboardTop(_:)` (`FrameShiftController+Bugs.swift`).
class FrameShiftController: TechniqueController, UITextFieldDelegate {
    private(set) var contentView = UIView()
    /// The field about to edit.
    private(set) var activeField: UITextField?
    private var savedDuration: TimeInterval = 0.25
    private var savedCurve = 0
    /// How far the content view is shifted up.
    private(set) var shift: CGFloat = 0

    override func viewDidLoad() {
        if let screen = buildInlineScreen() {
            contentView = screen.views["contentView"] ?? contentView
            for case let field as UITextField in view.subtree { field.delegate = self }
        } else {
            buildFormScreen()
        }
        super.viewDidLoad()
    }

    private func buildFormScreen() {
        view.accessibilityIdentifier = "formView"
        contentView.accessibilityIdentifier = "contentView"
        contentView.frame = view.bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(contentView)
        // Fields scattered like blobs; each keeps its distance to the bottom when the screen
        // resizes (flexible top margin).
        let blobs: [(String, CGRect)] = [
            ("firstName", CGRect(x: 20, y: 80, width: 160, height: 34)),
            ("lastName", CGRect(x: 195, y: 160, width: 160, height: 34)),
            ("city", CGRect(x: 40, y: 300, width: 200, height: 34)),
            ("nameField", CGRect(x: 20, y: contentView.bounds.height - 120, width: 335, height: 34)),
        ]
        for (name, frame) in blobs {
            let field = UITextField()
            field.accessibilityIdentifier = name
            field.frame = frame
            field.autoresizingMask =
                name == "nameField" ? [.flexibleTopMargin, .flexibleWidth] : [.flexibleBottomMargin, .flexibleRightMargin]
            field.delegate = self
            contentView.addSubview(field)
        }
    }

    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
        activeField = textField
        return true
    }

    override func keyboardWillShow(_ notification: Notification) {
        guard let info = KeyboardInfo(notification), let field = activeField else { return }
        let keyboardTop = keyboardTop(info.endFrame)
        // Where the field would be without any shift, and the least shift that uncovers it.
        let fieldBottom = field.convert(field.bounds, to: view).maxY + shift
        let needed = max(0, fieldBottom + CGFloat(configuration.gap) - keyboardTop)
        savedDuration = info.animationDuration
        savedCurve = info.animationCurve.rawValue
        shift = needed
        UIView.animate(withDuration: savedDuration, delay: 0, options: UIView.AnimationOptions(rawValue: UInt(savedCurve) << 16)) {
            self.contentView.frame.origin.y = -needed
        }
    }

    override func keyboardWillHide(_ notification: Notification) {
        shift = 0
        UIView.animate(withDuration: savedDuration, delay: 0, options: UIView.AnimationOptions(rawValue: UInt(savedCurve) << 16)) {
            self.contentView.frame.origin.y = 0
        }
    }

    // MARK: The step a bug gets wrong

    /// Where the keyboard's top is in the view: its end frame converted from the screen.
    func keyboardTop(_ keyboardFrame: CGRect) -> CGFloat {
        view.convert(keyboardFrame, from: nil).minY
    }
}
