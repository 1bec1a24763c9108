import UIKit

/// **scroll-view-insets** — Apple's documented way ("Managing the Keyboard"): the form lives in a
/// scroll view; when the keyboard will show, the scroll view's bottom `contentInset` and its
/// vertical scroll indicator inset take the keyboard's overlap with the scroll view, and the
/// active field is scrolled into view with `scrollRectToVisible(_:animated:)`; when it will
/// hide, the insets go back to zero.
///
/// A scenario can draw the form in a storyboard instead (``StoryboardScreen``): its scroll view
/// bound to `formScrollView`, the field to keep clear to `nameField`, the form's fields every text
/// field inside the scroll view. The form's fields are chained with the return key
/// (`ReturnKeyChain`: Next, …, Done), as a form's are; the handlers do not take part in it.
///
/// Written the way the documentation writes it, on the settings-form-scroll screen (a form of
/// fields in a scroll view that fits the safe area, `nameField` last, `gap` above the content's
/// bottom; on an iPad the scroll view stands in a card placed and sized as a form sheet). The
/// handlers run inside the keyboard's animation, so the insets, and the content the scroll
/// moves, follow the keyboard's timing.
///
/// The bugs developers ship are its variants (`ScrollViewInsetsController+Bugs.swift`), each
/// overriding one step: `keyboardOverlap(inScrollView:)` (the frame not converted),
/// `bottomInset(forOverlap:)` (the safe area counted twice), `setsInsetsOnDidShow` (the insets
/// set after the keyboard has arrived) and `restoreInsets()` (never restored).
class ScrollViewInsetsController: TechniqueController {
    /// The form's scroll view (`formScrollView`).
    private(set) var scrollView = UIScrollView()
    /// The form's fields, top to bottom.
    private(set) var fields: [UITextField] = []
    /// The field the technique keeps clear (the built form's last).
    private(set) var nameField = UITextField()
    /// The form's Next/Done chain: the return key walks `fields`, Done on the last ends editing.
    private let returnKeyChain = ReturnKeyChain()

    override func viewDidLoad() {
        // A storyboard screen's scroll view and fields (an inline screen cannot describe a
        // scroll view: the scenario reader refuses one for this technique).
        if let screen = buildInlineScreen(), let scroll = screen.views["formScrollView"] as? UIScrollView,
            let field = screen.textField("nameField")
        {
            scrollView = scroll
            nameField = field
            fields = scroll.subtree.compactMap { $0 as? UITextField }
            returnKeyChain.link(fields, settingKeys: false)
        } else {
            buildFormScreen()
            returnKeyChain.link(fields, settingKeys: true)
        }
        super.viewDidLoad()
        if configuration.register == .viewDidLoad, setsInsetsOnDidShow { registerDidShowObserver() }
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if configuration.register == .viewWillAppear, setsInsetsOnDidShow { registerDidShowObserver() }
    }

    /// The form: the scroll view (full screen; on an iPad a card 540 points wide from 10 points
    /// below the safe area's top to the bottom, where a form sheet stands), a content view as
    /// tall as the scroll view's safe area, five fields in it, `nameField` last.
    private func buildFormScreen() {
        view.accessibilityIdentifier = "formView"
        scrollView.accessibilityIdentifier = "formScrollView"
        scrollView.alwaysBounceVertical = true
        scrollView.keyboardDismissMode = .none
        let content = UIView()
        content.accessibilityIdentifier = "formContent"
        let sheet = UIView()
        let isPad = UIDevice.current.userInterfaceIdiom == .pad
        for part in [sheet, scrollView, content] { part.translatesAutoresizingMaskIntoConstraints = false }
        view.addSubview(sheet)
        sheet.addSubview(scrollView)
        scrollView.addSubview(content)
        var constraints: [NSLayoutConstraint] = [
            scrollView.topAnchor.constraint(equalTo: sheet.topAnchor),
            scrollView.bottomAnchor.constraint(equalTo: sheet.bottomAnchor),
            scrollView.leadingAnchor.constraint(equalTo: sheet.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: sheet.trailingAnchor),
            content.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
            content.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
            content.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
            content.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
            content.heightAnchor.constraint(equalTo: scrollView.safeAreaLayoutGuide.heightAnchor),
            sheet.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ]
        if isPad {
            sheet.accessibilityIdentifier = "formSheet"
            constraints += [
                sheet.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 10),
                sheet.centerXAnchor.constraint(equalTo: view.centerXAnchor),
                sheet.widthAnchor.constraint(equalToConstant: 540),
            ]
        } else {
            constraints += [
                sheet.topAnchor.constraint(equalTo: view.topAnchor),
                sheet.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                sheet.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            ]
        }
        fields = ["firstNameField", "emailField", "phoneField", "cityField", "nameField"].map { id in
            let field = UITextField()
            field.accessibilityIdentifier = id
            field.translatesAutoresizingMaskIntoConstraints = false
            content.addSubview(field)
            constraints += [
                field.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 20),
                field.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: -20),
            ]
            return field
        }
        if let last = fields.last { nameField = last }
        // The first four from the top, 20 points apart; nameField `gap` above the content's
        // bottom, so that scrolled to the end it stands `gap` above the keyboard.
        var above = content.topAnchor
        for field in fields.dropLast() {
            constraints.append(field.topAnchor.constraint(equalTo: above, constant: 20))
            above = field.bottomAnchor
        }
        constraints.append(nameField.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: -CGFloat(configuration.gap)))
        NSLayoutConstraint.activate(constraints)
    }

    override func keyboardWillShow(_ notification: Notification) {
        guard !setsInsetsOnDidShow else { return }
        adjustInsets(notification)
    }

    override func keyboardWillHide(_ notification: Notification) {
        restoreInsets()
    }

    /// Called with `UIResponder.keyboardDidShowNotification` when `setsInsetsOnDidShow`.
    func keyboardDidShow(_ notification: Notification) {
        guard crashReason == nil else { return }
        recordingChanges(for: environment.postBeingDelivered()) { adjustInsets(notification) }
    }

    /// The documentation's handler: the keyboard's overlap becomes the bottom inset and the
    /// indicator's, then the active field scrolls into view, `gap` clear of the keyboard.
    func adjustInsets(_ notification: Notification) {
        guard let keyboardFrame = (notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue else { return }
        let inset = bottomInset(forOverlap: keyboardOverlap(inScrollView: keyboardFrame))
        scrollView.contentInset.bottom = inset
        scrollView.verticalScrollIndicatorInsets.bottom = inset
        if let field = activeField {
            scrollView.scrollRectToVisible(visibleRect(of: field), animated: true)
        }
    }

    // MARK: The steps a bug gets wrong

    /// How far the keyboard reaches up into the scroll view: its end frame converted from the
    /// screen into the scroll view's coordinates, against the scroll view's bounds.
    func keyboardOverlap(inScrollView keyboardFrame: CGRect) -> CGFloat {
        let keyboard = scrollView.convert(keyboardFrame, from: nil)
        return max(0, scrollView.bounds.maxY - keyboard.minY)
    }

    /// The content inset that clears `overlap`: the adjusted inset already adds the safe area's
    /// bottom (the home indicator), which the keyboard covers.
    func bottomInset(forOverlap overlap: CGFloat) -> CGFloat {
        max(0, overlap - scrollView.safeAreaInsets.bottom)
    }

    /// Whether the insets are set when the keyboard did show, not when it will.
    var setsInsetsOnDidShow: Bool { false }

    /// The insets back to zero: the content the keyboard pushed up comes back down with it.
    func restoreInsets() {
        scrollView.contentInset.bottom = 0
        scrollView.verticalScrollIndicatorInsets.bottom = 0
    }

    // MARK: Helpers

    /// The field being edited, if it is the form's.
    var activeField: UITextField? { fields.first { $0.isFirstResponder } }

    /// The field's frame in the scroll view's content, with `gap` above and below.
    func visibleRect(of field: UITextField) -> CGRect {
        field.convert(field.bounds, to: scrollView).insetBy(dx: 0, dy: -CGFloat(configuration.gap))
    }

    /// Adds the didShow observer (a selector observer, removed with the others: the
    /// `removeObserver(self)` of `unregisterKeyboardObservers()`).
    private func registerDidShowObserver() {
        NotificationCenter.default.addObserver(
            self, selector: ScrollViewInsetsController.keyboardDidShow,
            name: UIResponder.keyboardDidShowNotification, object: nil)
    }

    /// The end frame only.
    override var keysRead: [String] { [UIResponder.keyboardFrameEndUserInfoKey] }

    /// The scroll view and the form's fields, which traces follow by name (the scroll view
    /// first, so that the HTML player draws the fields over it).
    override var namedViews: [UIView] { ([scrollView] + fields).filter { $0.accessibilityIdentifier != nil } }
}
