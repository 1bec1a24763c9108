import Foundation

/// The delegate of a `UITextField`. Every method has UIKit's default behaviour.
///
/// The editing methods run around focus changes, as in UIKit: the field ends editing through
/// `textFieldDidEndEditing(_:reason:)` (iOS 10), whose default calls
/// `textFieldDidEndEditing(_:)`, so a delegate that implements either is told. Typing
/// (`Simulation.type(_:)`, `pressDelete()`, `pressReturn()`, `pressKey(_:modifierFlags:)`) asks
/// `textField(_:shouldChangeCharactersIn:replacementString:)` and `textFieldShouldReturn(_:)`;
/// `clearsOnBeginEditing` asks `textFieldShouldClear(_:)` as editing begins. The selection
/// moves as the user types, or as code sets `selectedTextRange`, and
/// `textFieldDidChangeSelection(_:)` is told. The clear button and the edit menu are not
/// simulated: only a test (or a library forwarding them) calls `textFieldShouldClear(_:)` for
/// them.
@preconcurrency @MainActor public protocol UITextFieldDelegate: SelectorResponding {
    /// Whether the field may become first responder (true by default).
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
    /// The field became first responder.
    func textFieldDidBeginEditing(_ textField: UITextField)
    /// Whether the field may resign first responder (true by default).
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
    /// The field resigned first responder.
    func textFieldDidEndEditing(_ textField: UITextField)
    /// The field resigned first responder, and why (what UIKit calls; by default
    /// `textFieldDidEndEditing(_:)`).
    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason)
    /// Whether the field handles the return key (true by default).
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
    /// Whether typed text may replace the characters in `range` (UTF-16 units: the selection,
    /// or the character before the insertion point for the delete key; true by default).
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool
    /// Whether the clear button may clear the field (true by default; the button is not simulated).
    func textFieldShouldClear(_ textField: UITextField) -> Bool
    /// The selection changed: after typing (after the text changed, before `.editingChanged`;
    /// unconfirmed order) or setting `selectedTextRange`.
    func textFieldDidChangeSelection(_ textField: UITextField)
    /// The edit menu for the characters in `range` (iOS 16; nil by default: the system's menu).
    /// The menu shows on a long press or a tap on the selection, which the simulation does not
    /// perform.
    func textField(_ textField: UITextField, editMenuForCharactersIn range: NSRange, suggestedActions: [UIMenuElement]) -> UIMenu?
    /// The edit menu is about to show (iOS 16).
    func textField(_ textField: UITextField, willPresentEditMenuWith animator: any UIEditMenuInteractionAnimating)
    /// The edit menu is about to go (iOS 16).
    func textField(_ textField: UITextField, willDismissEditMenuWith animator: any UIEditMenuInteractionAnimating)
    /// The user chose a keyboard suggestion (iOS 18.4; the simulated keyboard offers none).
    func textField(_ textField: UITextField, insertInputSuggestion inputSuggestion: UIInputSuggestion)
}

extension UITextFieldDelegate {
    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidBeginEditing(_ textField: UITextField) {}
    public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidEndEditing(_ textField: UITextField) {}
    public func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
        textFieldDidEndEditing(textField)
    }
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
    public func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        true
    }
    public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
    public func textFieldDidChangeSelection(_ textField: UITextField) {}
}

/// A single-line text input, as UIKit's `UITextField` (a `UIControl`).
///
/// Becoming first responder runs `textFieldShouldBeginEditing`, ends editing in the previous
/// field, then runs `textFieldDidBeginEditing`, sends `.editingDidBegin` to its targets and
/// posts `UITextFieldTextDidBeginEditingNotification` — all before the keyboard posts
/// anything, as in UIKit. Ending editing does the same with `.editingDidEnd`. A disabled or
/// hidden field cannot become first responder.
///
/// What is simulated: focus, the delegate, `inputAccessoryView` (its height adds to the
/// keyboard's frame). Stored and inert: `placeholder`, `font`, `textColor`, `textAlignment`,
/// `borderStyle` (the intrinsic height is 34 points whatever the style), `clearButtonMode`,
/// the side views, and every text input trait (`keyboardType`, `returnKeyType`,
/// `autocorrectionType`, `isSecureTextEntry`…: the simulated keyboard's height does not depend
/// on them). The user types through `Simulation.type(_:)`, `pressDelete(times:)` and
/// `pressReturn()`, at the selection (`selectedTextRange`, which `UITextInput` reads and moves;
/// the insertion point follows what was typed).
///
/// ```swift
/// let email = UITextField()
/// email.placeholder = "Email"
/// email.borderStyle = .roundedRect
/// email.keyboardType = .emailAddress
/// email.addTarget(self, action: LoginViewController.emailChanged, for: .editingChanged)
/// ```
open class UITextField: UIControl {
    /// The field's delegate (held weakly).
    public weak var delegate: UITextFieldDelegate?
    /// The field's text (set in code, or typed: `Simulation.type(_:)`). Setting it puts the
    /// insertion point at its end and ends any marked text.
    open var text: String? {
        get { storedText }
        set { storedText = newValue }
    }
    /// What `text` and `attributedText` share: setting one does not call a subclass's override
    /// of the other, as on iOS, where both are the field's one stored text (a PIN field that
    /// overrides `text` and draws its tokens through `attributedText` relies on it).
    private var storedText: String? = "" {
        willSet { MainThreadChecker.check("UITextField.text") }
        didSet {
            selection = NSRange(location: (storedText ?? "").utf16.count, length: 0)
            textInputState.markedRange = nil
        }
    }
    /// The selection (or the insertion point), in UTF-16 units of the text; held to the text.
    var selection = NSRange(location: 0, length: 0) {
        didSet {
            let held = TextEdit.held(selection, to: text ?? "")
            if held != selection { selection = held }
        }
    }
    /// What the field keeps for `UITextInput`.
    let textInputState = TextInputState()
    /// The text shown while the field is empty (the attributed placeholder's string).
    open var placeholder: String? {
        get { attributedPlaceholder?.string }
        set { attributedPlaceholder = newValue.map { NSAttributedString(string: $0) } }
    }
    /// The placeholder with its text attributes (stored; the attributes are inert).
    open var attributedPlaceholder: NSAttributedString?
    /// The font (default: the 17-point system font). Stored and inert.
    open var font: UIFont? = .systemFont(ofSize: 17)
    /// The text colour (default `.label`). Stored and inert.
    open var textColor: UIColor? = .label
    /// How the text lines up (default `.natural`). Stored and inert.
    open var textAlignment: NSTextAlignment = .natural
    /// The border (default `.none`). Stored and inert.
    open var borderStyle: BorderStyle = .none
    /// When the clear button shows (default `.never`). Stored and inert.
    open var clearButtonMode: ViewMode = .never
    /// Whether the text is cleared as editing begins: the delegate's `textFieldShouldClear(_:)`
    /// is asked (Apple's page of that method says so) after `textFieldShouldBeginEditing(_:)`
    /// and before `textFieldDidBeginEditing(_:)`; clearing sends no `.editingChanged` and posts
    /// no change (unconfirmed: Apple's pages do not say).
    open var clearsOnBeginEditing = false
    /// Whether the user's first insertion after editing begins replaces the whole text (false by
    /// default): asked of the delegate as one change of the whole range.
    open var clearsOnInsertion = false
    /// Whether the user may change the text's style (stored and inert).
    open var allowsEditingTextAttributes = false
    /// The text as an attributed string: the same stored text as `text` (attributes are stored, not
    /// drawn); setting it does not call an override of `text`.
    open var attributedText: NSAttributedString? {
        get { storedText.map { NSAttributedString(string: $0, attributes: defaultTextAttributes) } }
        set { storedText = newValue?.string }
    }
    /// The attributes of the text (stored and inert).
    open var defaultTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// The attributes of text the user types next (`nil` when not editing; stored and inert).
    open var typingAttributes: [NSAttributedString.Key: Any]?
    /// The background image (stored and inert).
    open var background: UIImage?
    /// The background image while disabled (stored and inert).
    open var disabledBackground: UIImage?
    /// The field's state for restoring it (stored and inert).
    open var interactionState: Any = NSNull()
    /// Whether the field is sized for the letterforms of its script (stored and inert).
    open var sizingRule: UILetterformAwareSizingRule = .typographic
    /// The first insertion of this editing session is still to come (`clearsOnInsertion`).
    var insertionClears = false

    /// The rectangle of the field's border (the bounds).
    open func borderRect(forBounds bounds: CGRect) -> CGRect { bounds }
    /// The rectangle of the text: the bounds less the left and right views that show while not
    /// editing (their frames' widths); UIKit's own insets for the border style are not
    /// simulated (unconfirmed values).
    open func textRect(forBounds bounds: CGRect) -> CGRect { insetByOverlays(bounds, editing: false) }
    /// The rectangle of the text while editing: as `textRect(forBounds:)`, with the views that
    /// show while editing.
    open func editingRect(forBounds bounds: CGRect) -> CGRect { insetByOverlays(bounds, editing: true) }
    /// The rectangle of the placeholder: the text's.
    open func placeholderRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }
    /// The rectangle of the clear button: 19 points square at the trailing edge, centred
    /// (unconfirmed size).
    open func clearButtonRect(forBounds bounds: CGRect) -> CGRect {
        CGRect(x: bounds.maxX - 19 - 5, y: bounds.midY - 9.5, width: 19, height: 19)
    }
    /// The rectangle of the left view: its frame's size at the leading edge, centred vertically.
    open func leftViewRect(forBounds bounds: CGRect) -> CGRect {
        let size = leftView?.frame.size ?? .zero
        return CGRect(x: bounds.minX, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }
    /// The rectangle of the right view: its frame's size at the trailing edge, centred vertically.
    open func rightViewRect(forBounds bounds: CGRect) -> CGRect {
        let size = rightView?.frame.size ?? .zero
        return CGRect(x: bounds.maxX - size.width, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }
    /// Draws the text (nothing is drawn).
    open func drawText(in rect: CGRect) {}
    /// Draws the placeholder (nothing is drawn).
    open func drawPlaceholder(in rect: CGRect) {}

    // MARK: Edit actions (TextInputDocument+EditActions.swift)

    /// Whether the field performs `action`: the edit menu's paste (a pasteboard with a string),
    /// copy, cut, delete and select all as the field's text and selection allow; any other
    /// action as `UIResponder`'s.
    open override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        editMenuOffers(action, editable: isEnabled) ?? super.canPerformAction(action, withSender: sender)
    }
    /// Pastes the general pasteboard's string at the selection, as typing inserts text: the
    /// delegate is asked once with the whole string and may refuse or change it.
    open override func paste(_ sender: Any?) { pasteFromPasteboard(editable: isEnabled) }
    /// Copies the selected text to the general pasteboard (never secure text).
    open override func copy(_ sender: Any?) { copySelection() }
    /// Copies the selected text to the general pasteboard and deletes it, through the delegate.
    open override func cut(_ sender: Any?) { cutSelection(editable: isEnabled) }
    /// Deletes the selected text, through the delegate.
    open override func delete(_ sender: Any?) { deleteSelection(editable: isEnabled) }
    /// Selects all the text.
    open override func selectAll(_ sender: Any?) { selectEverything() }

    private func insetByOverlays(_ bounds: CGRect, editing: Bool) -> CGRect {
        func shows(_ mode: ViewMode) -> Bool {
            switch mode {
            case .always: true
            case .whileEditing: editing
            case .unlessEditing: !editing
            case .never: false
            }
        }
        var rect = bounds
        if leftView != nil, shows(leftViewMode) {
            let width = leftViewRect(forBounds: bounds).width
            rect.origin.x += width
            rect.size.width -= width
        }
        if rightView != nil, shows(rightViewMode) { rect.size.width -= rightViewRect(forBounds: bounds).width }
        rect.size.width = max(0, rect.size.width)
        return rect
    }
    /// Whether the font shrinks to fit (stored and inert).
    open var adjustsFontSizeToFitWidth = false
    /// The smallest font size when shrinking (stored and inert).
    open var minimumFontSize: CGFloat = 0
    /// A view at the leading edge, shown per `leftViewMode` (stored and inert).
    open var leftView: UIView?
    /// When the left view shows.
    open var leftViewMode: ViewMode = .never
    /// A view at the trailing edge, shown per `rightViewMode` (stored and inert).
    open var rightView: UIView?
    /// When the right view shows.
    open var rightViewMode: ViewMode = .never

    // Text input traits: stored and inert (see UITextInputTraits.swift).
    /// The keyboard's kind (stored; every kind is simulated as the standard keyboard).
    open var keyboardType: UIKeyboardType = .default
    /// The return key's title (stored).
    open var returnKeyType: UIReturnKeyType = .default
    /// Autocorrection (stored).
    open var autocorrectionType: UITextAutocorrectionType = .default
    /// Autocapitalization (stored).
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    /// Spell checking (stored).
    open var spellCheckingType: UITextSpellCheckingType = .default
    /// The keyboard's appearance (stored).
    open var keyboardAppearance: UIKeyboardAppearance = .default
    /// Whether the text is hidden (stored).
    open var isSecureTextEntry = false
    /// Whether return is disabled while the field is empty (stored).
    open var enablesReturnKeyAutomatically = false
    /// What the text is, for autofill (stored).
    open var textContentType: UITextContentType!
    /// Whether straight quotes become curly as the user types (stored and inert: see UITextInputTraits+Smart.swift).
    open var smartQuotesType: UITextSmartQuotesType = .default
    /// Whether two hyphens become a dash (stored and inert).
    open var smartDashesType: UITextSmartDashesType = .default
    /// Whether spaces follow pasted and deleted words (stored and inert).
    open var smartInsertDeleteType: UITextSmartInsertDeleteType = .default
    /// The rules a new password must meet, for AutoFill (stored and inert).
    open var passwordRules: UITextInputPasswordRules?
    /// Whether predictions show inline (stored and inert).
    open var inlinePredictionType: UITextInlinePredictionType = .default
    /// Whether math expressions are completed (stored and inert).
    open var mathExpressionCompletionType: UITextMathExpressionCompletionType = .default
    /// How Writing Tools may change the text (stored and inert).
    open var writingToolsBehavior: UIWritingToolsBehavior = .default
    /// What Writing Tools may return (stored and inert).
    open var allowedWritingToolsResultOptions: UIWritingToolsResultOptions = []
    /// The conversation the text answers (iOS 18.4; stored and inert).
    open var conversationContext: UIConversationContext?

    private var storedInputAccessoryView: UIView?
    private var storedInputView: UIView?

    /// Shown in the keyboard's place while this field is first responder (a date picker, a
    /// picker view); `nil` for the system keyboard. Set it before the field becomes first
    /// responder, or call `reloadInputViews()` after.
    open override var inputView: UIView? {
        get { storedInputView }
        set { storedInputView = newValue }
    }

    /// Shown above the keyboard while this field is first responder; its height adds to the
    /// keyboard's frame.
    open override var inputAccessoryView: UIView? {
        get { storedInputAccessoryView }
        set { storedInputAccessoryView = newValue }
    }
    open override var canBecomeFirstResponder: Bool { isEnabled && !isHidden }

    /// A rounded-rect field's height, 34 points, for every border style (the simulation's
    /// metric); no intrinsic width (it depends on the text).
    override var sizesToContent: Bool { true }

    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: 34)
    }

    /// Whether the field is being edited (it is first responder).
    open var isEditing: Bool { isFirstResponder }

    // UITextInput (see UITextInput.swift; written once in TextInputDocument.swift). Positions
    // are UTF-16 offsets into `text`; rectangles are on the field's single line inside
    // `editingRect(forBounds:)` while editing (else `textRect(forBounds:)`), from its leading
    // edge: unconfirmed estimates (every character `font.pointSize / 2` wide, the line
    // `font.lineHeight` high and centred vertically, the caret 2 points wide; the alignment and
    // UIKit's own text insets are not simulated).

    /// The text in `range` (UTF-16 offsets of `text`), or `nil` when it is not in the text.
    open func text(in range: UITextRange) -> String? { documentString(in: range) }
    /// Replaces the text in `range` with `text`, as code's change: the delegate is not asked;
    /// the insertion point goes after the new text, the input delegate is told, and the field
    /// sends `.editingChanged` and posts `textDidChangeNotification` as after typing
    /// (unconfirmed: Apple's page does not say what a replacement sends).
    open func replace(_ range: UITextRange, withText text: String) { documentReplace(range, withText: text) }
    /// The selection, or the insertion point (an empty range); setting it moves them (held to
    /// the text; `nil` is ignored) and calls `textFieldDidChangeSelection(_:)`. Typing and the
    /// delete key act at the selection. (On iOS a field that is not editing may answer `nil`;
    /// here it answers its selection whether or not it is editing: unconfirmed.)
    open var selectedTextRange: UITextRange? {
        get { documentSelectedTextRange }
        set {
            let before = selection
            documentSelectedTextRange = newValue
            if selection != before { delegate?.textFieldDidChangeSelection(self) }
        }
    }
    /// The marked text's range, or `nil` when there is none.
    open var markedTextRange: UITextRange? { documentMarkedTextRange }
    /// The attributes marked text is drawn with (stored and inert: nothing is drawn).
    open var markedTextStyle: [NSAttributedString.Key: Any]? {
        get { textInputState.markedTextStyle }
        set { textInputState.markedTextStyle = newValue }
    }
    /// Replaces the marked text, or the selection when there is none, with `markedText`, which
    /// becomes the marked text (none when empty), asking the delegate as typing does; the
    /// selection is `selectedRange` inside it. Typing replaces marked text and commits it.
    open func setMarkedText(_ markedText: String?, selectedRange: NSRange) {
        documentSetMarkedText(markedText, selectedRange: selectedRange)
    }
    /// Commits the marked text: the text stays and `markedTextRange` becomes `nil`.
    open func unmarkText() { textInputState.markedRange = nil }
    /// The position before the first character (offset 0).
    open var beginningOfDocument: UITextPosition { documentBeginning }
    /// The position after the last character.
    open var endOfDocument: UITextPosition { documentEnd }
    /// The range between two positions of this text input (in either order), or `nil` when either is
    /// not one.
    open func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
        documentTextRange(from: fromPosition, to: toPosition)
    }
    /// The position `offset` UTF-16 units from `position`, or `nil` before the beginning or past
    /// the end (as Apple's page says).
    open func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
        documentPosition(from: position, offset: offset)
    }
    /// The position `offset` characters left or right, or lines up or down (the field has one
    /// line: up and down keep the x, on that line).
    open func position(from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int) -> UITextPosition? {
        documentPosition(from: position, in: direction, offset: offset)
    }
    /// How two positions are ordered.
    open func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult { documentCompare(position, to: other) }
    /// The UTF-16 units from one position to another.
    open func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int { documentOffset(from: from, to: toPosition) }
    /// The text input system's delegate (held weakly; none unless set): told around changes made
    /// through `replace(_:withText:)` and `selectedTextRange`, not around typing.
    open var inputDelegate: (any UITextInputDelegate)? {
        get { textInputState.inputDelegate }
        set { textInputState.inputDelegate = newValue }
    }
    /// A `UITextInputStringTokenizer` of the field's text.
    open var tokenizer: any UITextInputTokenizer { documentTokenizer }
    /// The range's start (left, up) or end (right, down).
    open func position(within range: UITextRange, farthestIn direction: UITextLayoutDirection) -> UITextPosition? {
        documentPosition(within: range, farthestIn: direction)
    }
    /// From `position` to the end of its line (right), its line's start (left), the end of the
    /// text (down) or its beginning (up).
    open func characterRange(byExtending position: UITextPosition, in direction: UITextLayoutDirection) -> UITextRange? {
        documentCharacterRange(byExtending: position, in: direction)
    }
    /// The writing direction last set with `setBaseWritingDirection(_:for:)` (`.natural` until
    /// then), for every position: text is laid out left to right whatever it is.
    open func baseWritingDirection(for position: UITextPosition, in direction: UITextStorageDirection) -> NSWritingDirection {
        textInputState.writingDirection
    }
    /// Stores the writing direction (for the whole text, not `range` alone); the layout stays
    /// left to right (not simulated).
    open func setBaseWritingDirection(_ writingDirection: NSWritingDirection, for range: UITextRange) {
        textInputState.writingDirection = writingDirection
    }
    /// The rectangle of `range` on the field's line (see above; an unconfirmed estimate), or
    /// `.null` when the range is not in the text.
    open func firstRect(for range: UITextRange) -> CGRect { documentFirstRect(for: range) }
    /// The caret's rectangle at `position` in the field's coordinates: 2 points wide, the line's
    /// height, after the characters before it (see above; an unconfirmed estimate), or `.null`
    /// when the position is not in the text.
    open func caretRect(for position: UITextPosition) -> CGRect { documentCaretRect(for: position) }
    /// The rectangle of `range` (one line), holding its start and end.
    open func selectionRects(for range: UITextRange) -> [UITextSelectionRect] { documentSelectionRects(for: range) }
    /// The position nearest `point` in the field's coordinates.
    open func closestPosition(to point: CGPoint) -> UITextPosition? { documentClosestPosition(to: point) }
    /// The position within `range` nearest `point`.
    open func closestPosition(to point: CGPoint, within range: UITextRange) -> UITextPosition? {
        documentClosestPosition(to: point, within: range)
    }
    /// The range of the character at `point` (`nil` in an empty field).
    open func characterRange(at point: CGPoint) -> UITextRange? { documentCharacterRange(at: point) }

    // MARK: UIKeyInput (open, as on iOS: a PIN or OTP field overrides them to forward typing)

    /// Whether the field holds any text.
    open var hasText: Bool { !(text ?? "").isEmpty }

    /// Inserts `text` in place of the selection (or the marked text, which it commits), as
    /// typing does: the delegate's `textField(_:shouldChangeCharactersIn:replacementString:)`
    /// is asked with that range and may refuse it; then the insertion point follows the new
    /// text, `textFieldDidChangeSelection(_:)` runs, the field sends `.editingChanged` and posts
    /// `textDidChangeNotification`. With `clearsOnInsertion`, the first insertion of an editing
    /// session replaces the whole text. The simulated keyboard types through it
    /// (`Simulation.type(_:)`), so a subclass's override hears every key.
    open func insertText(_ text: String) {
        var range = typingRange
        if insertionClears {
            insertionClears = false
            range = NSRange(location: 0, length: (self.text ?? "").utf16.count)
        }
        _ = applyEdit(range, with: text, fromCode: false)
    }

    /// Deletes the selection, or the character before the insertion point, as the delete key
    /// does, through the same delegate question (`Simulation.pressDelete()` calls it).
    open func deleteBackward() { documentDeleteBackward() }

    /// UIKit scrolls the field's frame into view in the scroll view around it when it becomes
    /// first responder and when the keyboard did show (from iOS 8; see
    /// `UIWindow.scrollFirstResponderIntoView(_:)`).
    override func rectScrolledIntoView(asFirstResponder reason: FirstResponderScrollReason) -> CGRect? { bounds }

    override func shouldBeginEditing() -> Bool { delegate?.textFieldShouldBeginEditing(self) ?? true }
    override func shouldEndEditing() -> Bool { delegate?.textFieldShouldEndEditing(self) ?? true }

    override func didBeginEditing() {
        if clearsOnBeginEditing, !(text ?? "").isEmpty, delegate?.textFieldShouldClear(self) ?? true { text = "" }
        insertionClears = clearsOnInsertion
        delegate?.textFieldDidBeginEditing(self)
        sendActions(for: .editingDidBegin)
        window?.notificationCenter.post(name: UITextField.textDidBeginEditingNotification, object: self)
    }

    override func didEndEditing() {
        delegate?.textFieldDidEndEditing(self, reason: .committed)
        sendActions(for: .editingDidEnd)
        window?.notificationCenter.post(name: UITextField.textDidEndEditingNotification, object: self)
    }

    /// The user's typing is about to replace `range` with `replacement`, before the field's
    /// delegate is asked: a search bar's field asks the bar's delegate.
    func userShouldChangeText(in range: NSRange, replacement: String) -> Bool { true }

    /// The user's typing changed the text (after `.editingChanged` and the notification): a
    /// search bar's field tells the bar's delegate.
    func userDidChangeText() {}

    /// The user pressed the return key, before the field's delegate is asked: a search bar's
    /// field tells the bar's delegate the search key was tapped.
    func userWillPressReturn() {}
}

extension UITextField {
    /// Why editing ended, as UIKit's `UITextField.DidEndEditingReason` (iOS 10): always
    /// `.committed` here, a field resigning first responder (when UIKit gives `.cancelled` is not
    /// simulated).
    public enum DidEndEditingReason: Int, Sendable {
        /// The field resigned first responder.
        case committed = 0
        /// Editing was cancelled.
        case cancelled = 1
    }

    /// `UITextFieldTextDidBeginEditingNotification`, posted with the field as its object.
    public static let textDidBeginEditingNotification = Notification.Name("UITextFieldTextDidBeginEditingNotification")
    /// `UITextFieldTextDidEndEditingNotification`, posted with the field as its object.
    public static let textDidEndEditingNotification = Notification.Name("UITextFieldTextDidEndEditingNotification")
    /// The key under which UIKit may give a `DidEndEditingReason` (as an `NSNumber`) in
    /// `textDidEndEditingNotification`'s user info (iOS 10;
    /// https://developer.apple.com/documentation/uikit/uitextfield/didendeditingreasonuserinfokey).
    /// The string is the constant's name, `UITextFieldDidEndEditingReasonKey` (unconfirmed: Apple
    /// gives the name, not the value). The simulated notification carries no user info, so
    /// `notification.userInfo?[UITextField.didEndEditingReasonUserInfoKey]` is `nil` here.
    public nonisolated static let didEndEditingReasonUserInfoKey = "UITextFieldDidEndEditingReasonKey"
}

extension UITextField {
    /// A text field's border, as UIKit's `UITextField.BorderStyle` (stored and inert).
    public enum BorderStyle: Int, Sendable, CaseIterable {
        /// No border, a line, a bezel, or rounded corners.
        case none = 0, line, bezel, roundedRect
    }

    /// When an overlay view (clear button, side views) shows, as UIKit's
    /// `UITextField.ViewMode` (stored and inert).
    public enum ViewMode: Int, Sendable, CaseIterable {
        /// Never, while editing, unless editing, always.
        case never = 0, whileEditing, unlessEditing, always
    }
}

/// How a text view or field sizes its lines for the letterforms of its script, as UIKit's
/// `UILetterformAwareSizingRule` (iOS 17; stored and inert here).
public enum UILetterformAwareSizingRule: Int, Sendable {
    /// Lines sized by the font's typographic metrics (the default).
    case typographic = 0
    /// Lines sized to fit letterforms that reach beyond those metrics.
    case oversize
}
