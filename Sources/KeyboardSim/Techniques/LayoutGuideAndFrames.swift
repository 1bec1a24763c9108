import Foundation

/// **keyboard-layout-guide** — no notifications at all (the edit-view-guide screen): the edit
/// view's bottom is pinned to `view.keyboardLayoutGuide.topAnchor`, the guide follows undocked
/// and floating keyboards, and an image moves to the side away from a floating keyboard by
/// tracking constraints.
final class KeyboardLayoutGuideController: TechniqueController {
    override var observesKeyboard: Bool { false }

    override func viewDidLoad() {
        // The guide follows undocked and floating keyboards too (iOS 17's opt-in).
        view.keyboardLayoutGuide.followsUndockedKeyboard = true
        if buildInlineScreen() == nil { buildEditScreen() }
        super.viewDidLoad()
    }

    private func buildEditScreen() {
        let editView = UIView(), nameField = UITextField(), image = UIImageView(imageSize: CGSize(width: 100, height: 100))
        view.accessibilityIdentifier = "editorView"
        editView.accessibilityIdentifier = "editView"
        nameField.accessibilityIdentifier = "nameField"
        image.accessibilityIdentifier = "photo"
        for part in [editView, nameField, image] as [UIView] { part.translatesAutoresizingMaskIntoConstraints = false }
        view.addSubview(image)
        view.addSubview(editView)
        editView.addSubview(nameField)
        let guide = view.keyboardLayoutGuide
        let gap = CGFloat(configuration.gap)
        NSLayoutConstraint.activate([
            editView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            editView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            editView.bottomAnchor.constraint(equalTo: guide.topAnchor),
            nameField.topAnchor.constraint(equalTo: editView.topAnchor, constant: 8),
            nameField.bottomAnchor.constraint(equalTo: editView.bottomAnchor, constant: -gap),
            nameField.leadingAnchor.constraint(equalTo: editView.leadingAnchor, constant: 16),
            nameField.trailingAnchor.constraint(equalTo: editView.trailingAnchor, constant: -16),
            image.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
        ])
        // Away from a keyboard at the leading edge, the photo goes to the trailing side.
        guide.setConstraints([image.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20)], activeWhenNearEdge: .leading)
        guide.setConstraints([image.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20)], activeWhenAwayFrom: .leading)
    }
}

/// **frame-shift** — struts and springs (the random-blobs-form screen): the controller remembers
/// the field about to edit (`textFieldShouldBeginEditing`), converts its frame, and shifts the
/// whole content view up by the minimal amount, only if the field is obscured; it saves the
/// duration, curve and shift for the hide, and passes `curve << 16` as options. The bug
/// `landscapeWidthAsHeight` is the pre-iOS-8 tutorial code that reads the keyboard's height from
/// its width in landscape — right on iOS 7, wrong ever since.
final class FrameShiftController: TechniqueController, UITextFieldDelegate {
    private(set) var contentView = UIView()
    private var activeField: UITextField?
    private var savedDuration: TimeInterval = 0.25
    private var savedCurve = 0
    private var shift: CGFloat = 0

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
        let blobs: [(String, CGRect)] = [("firstName", CGRect(x: 20, y: 80, width: 160, height: 34)),
                                         ("lastName", CGRect(x: 195, y: 160, width: 160, height: 34)),
                                         ("city", CGRect(x: 40, y: 300, width: 200, height: 34)),
                                         ("nameField", CGRect(x: 20, y: contentView.bounds.height - 120, width: 335, height: 34))]
        for (name, frame) in blobs {
            let field = UITextField()
            field.accessibilityIdentifier = name
            field.frame = frame
            field.autoresizingMask = name == "nameField" ? [.flexibleTopMargin, .flexibleWidth] : [.flexibleBottomMargin, .flexibleRightMargin]
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
        let keyboardTop: CGFloat
        if bug == .landscapeWidthAsHeight {
            let landscape = view.bounds.width > view.bounds.height
            keyboardTop = view.bounds.height - (landscape ? info.endFrame.width : info.endFrame.height)
        } else {
            keyboardTop = view.convert(info.endFrame, from: nil).minY
        }
        // Where the field would be without any shift, and the least shift that uncovers it.
        let fieldBottom = field.convert(field.bounds, to: view).maxY + shift
        let needed = max(0, fieldBottom + CGFloat(configuration.gap) - keyboardTop)
        savedDuration = info.animationDuration
        savedCurve = info.animationCurve.rawValue
        let keyboardText = bug == .landscapeWidthAsHeight && view.bounds.width > view.bounds.height
            ? "keyboard top = \(formatNumber(view.bounds.height)) − width \(formatNumber(info.endFrame.width)) (pre-iOS-8 landscape code) = \(formatNumber(keyboardTop))"
            : "keyboard top in the view = \(formatNumber(keyboardTop))"
        note("\(field.debugName) bottom \(formatNumber(fieldBottom)) + gap \(formatNumber(CGFloat(configuration.gap))) − \(keyboardText) → shift \(formatNumber(needed))\(needed == 0 ? " (not obscured: nothing moves)" : ""); options = curve \(savedCurve) << 16 = 0x\(String(UInt(savedCurve) << 16, radix: 16))")
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
}

/// **legacy-animations** — the pre-iOS-13 API (the photo-resign screen): a full-screen photo
/// whose bottom follows the keyboard's top, its caption field riding on its bottom edge by a
/// flexible top margin; `beginAnimations` / `setAnimationDuration` / `setAnimationCurve` /
/// `setAnimationBeginsFromCurrentState` / `commitAnimations`.
final class LegacyAnimationsController: TechniqueController {
    private(set) var photo: UIView = UIImageView(imageSize: nil)
    private var caption: UITextField?

    override func viewDidLoad() {
        if let screen = buildInlineScreen() {
            photo = screen.views["photo"] ?? photo
        } else {
            buildPhotoScreen()
        }
        super.viewDidLoad()
    }

    private func buildPhotoScreen() {
        let nameField = UITextField()
        view.accessibilityIdentifier = "photoView"
        photo.accessibilityIdentifier = "photo"
        nameField.accessibilityIdentifier = "nameField"
        photo.frame = view.bounds
        photo.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(photo)
        let gap = CGFloat(configuration.gap)
        nameField.frame = CGRect(x: 20, y: photo.bounds.height - 34 - gap - (view.window?.safeAreaInsets.bottom ?? 0), width: photo.bounds.width - 40, height: 34)
        nameField.autoresizingMask = [.flexibleTopMargin, .flexibleWidth]
        photo.addSubview(nameField)
        caption = nameField
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        // The built-in caption stands `gap` above the home indicator once the safe area is known.
        guard let caption else { return }
        let gap = CGFloat(configuration.gap)
        caption.frame.origin.y = photo.bounds.height - 34 - gap - view.safeAreaInsets.bottom
    }

    override func keyboardWillShow(_ notification: Notification) {
        guard let info = KeyboardInfo(notification) else { return }
        let keyboardTop = view.convert(info.endFrame, from: nil).minY
        UIView.beginAnimations("resizeForKeyboard", context: nil)
        UIView.setAnimationDuration(info.animationDuration)
        UIView.setAnimationCurve(info.animationCurve)
        UIView.setAnimationBeginsFromCurrentState(true)
        // The caption keeps gap + the safe area's inset above the photo's bottom: the keyboard
        // covers the inset, so the photo ends that much lower.
        photo.frame.size.height = keyboardTop + view.safeAreaInsets.bottom
        note("photo height = keyboard top \(formatNumber(keyboardTop)) + safe area \(formatNumber(view.safeAreaInsets.bottom)) = \(formatNumber(photo.frame.height)); its caption keeps its distance to the photo's bottom (flexible top margin)")
        UIView.commitAnimations()
    }

    override func keyboardWillHide(_ notification: Notification) {
        guard let info = KeyboardInfo(notification) else { return }
        UIView.beginAnimations("resizeForKeyboard", context: nil)
        UIView.setAnimationDuration(info.animationDuration)
        UIView.setAnimationCurve(info.animationCurve)
        UIView.setAnimationBeginsFromCurrentState(true)
        photo.frame.size.height = view.bounds.height
        UIView.commitAnimations()
    }
}
