import Foundation
import SimulationContext

/// The delegate of a `UITextView`: a scroll view's delegate too, as in UIKit. Every method has
/// UIKit's default behaviour.
@preconcurrency @MainActor public protocol UITextViewDelegate: UIScrollViewDelegate {
    /// Whether the text view may become first responder (true by default).
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
    /// The text view became first responder.
    func textViewDidBeginEditing(_ textView: UITextView)
    /// Whether the text view may resign first responder (true by default).
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool
    /// The text view resigned first responder.
    func textViewDidEndEditing(_ textView: UITextView)
    /// Whether typing may replace `range` of the text with `text` (true by default).
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    /// Typing changed the text.
    func textViewDidChange(_ textView: UITextView)
    /// The selection moved: after typing, which moves the insertion point, before
    /// `textViewDidChange(_:)` (unconfirmed order). Setting `selectedRange` in code does not
    /// call it here.
    func textViewDidChangeSelection(_ textView: UITextView)
    /// Whether a tap on the link to `URL` in `characterRange` does its default action (deprecated
    /// in iOS 17). Not asked here: the simulation does not tap text items.
    func textView(_ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange) -> Bool
    /// Whether a tap on `textAttachment` in `characterRange` does its default action (deprecated
    /// in iOS 17). Not asked here: the simulation does not tap text items.
    func textView(_ textView: UITextView, shouldInteractWith textAttachment: NSTextAttachment, in characterRange: NSRange) -> Bool
    /// Whether `interaction` with the link to `URL` goes ahead (iOS 10, deprecated in iOS 17).
    /// Not asked here: the simulation does not tap or press text items.
    func textView(
        _ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange, interaction: UITextItemInteraction
    ) -> Bool
    /// Whether `interaction` with `textAttachment` goes ahead (iOS 10, deprecated in iOS 17).
    /// Not asked here: the simulation does not tap or press text items.
    func textView(
        _ textView: UITextView, shouldInteractWith textAttachment: NSTextAttachment, in characterRange: NSRange,
        interaction: UITextItemInteraction
    ) -> Bool
    /// The edit menu for the text in `range` (iOS 16; nil by default: the system's menu). The
    /// menu shows on a long press or a tap on the selection, which the simulation does not
    /// perform.
    func textView(_ textView: UITextView, editMenuForTextIn range: NSRange, suggestedActions: [UIMenuElement]) -> UIMenu?
    /// The edit menu is about to show (iOS 16).
    func textView(_ textView: UITextView, willPresentEditMenuWith animator: any UIEditMenuInteractionAnimating)
    /// The edit menu is about to go (iOS 16).
    func textView(_ textView: UITextView, willDismissEditMenuWith animator: any UIEditMenuInteractionAnimating)
    /// The user chose a keyboard suggestion (iOS 18.4; the simulated keyboard offers none).
    func textView(_ textView: UITextView, insertInputSuggestion inputSuggestion: UIInputSuggestion)
    /// The menu a pressed text item shows (iOS 17; the default menu by default). Not asked
    /// here: the simulation does not press text items.
    func textView(_ textView: UITextView, menuConfigurationFor textItem: UITextItem, defaultMenu: UIMenu)
        -> UITextItem.MenuConfiguration?
    /// The action a tap on a text item performs (iOS 17; the default action by default). Not
    /// asked here: the simulation does not tap text items.
    func textView(_ textView: UITextView, primaryActionFor textItem: UITextItem, defaultAction: UIAction) -> UIAction?
    /// A text item's menu is about to show (iOS 17).
    func textView(
        _ textView: UITextView, textItemMenuWillDisplayFor textItem: UITextItem, animator: any UIContextMenuInteractionAnimating)
    /// A text item's menu is about to go (iOS 17).
    func textView(_ textView: UITextView, textItemMenuWillEndFor textItem: UITextItem, animator: any UIContextMenuInteractionAnimating)
    /// Writing Tools are about to act on the text (iOS 18; not simulated: never called).
    func textViewWritingToolsWillBegin(_ textView: UITextView)
    /// Writing Tools finished (iOS 18; never called).
    func textViewWritingToolsDidEnd(_ textView: UITextView)
    /// The ranges inside `enclosingRange` Writing Tools leave alone, as `NSValue`s of `NSRange`
    /// (iOS 18; none by default; never asked).
    func textView(_ textView: UITextView, writingToolsIgnoredRangesInEnclosingRange enclosingRange: NSRange) -> [NSValue]
    /// The formatting panel is about to show (iOS 18; the panel is not simulated: never called).
    func textView(_ textView: UITextView, willBeginFormattingWith viewController: UITextFormattingViewController)
    /// The formatting panel showed (iOS 18; never called).
    func textView(_ textView: UITextView, didBeginFormattingWith viewController: UITextFormattingViewController)
    /// The formatting panel is about to go (iOS 18; never called).
    func textView(_ textView: UITextView, willEndFormattingWith viewController: UITextFormattingViewController)
    /// The formatting panel went (iOS 18; never called).
    func textView(_ textView: UITextView, didEndFormattingWith viewController: UITextFormattingViewController)
}

extension UITextViewDelegate {
    /// UIKit's answer without the method: yes.
    public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
    /// Nothing, as UIKit without the method.
    public func textViewDidBeginEditing(_ textView: UITextView) {}
    /// UIKit's answer without the method: yes.
    public func textViewShouldEndEditing(_ textView: UITextView) -> Bool { true }
    /// Nothing, as UIKit without the method.
    public func textViewDidEndEditing(_ textView: UITextView) {}
    /// UIKit's answer without the method: yes.
    public func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool { true }
    /// Nothing, as UIKit without the method.
    public func textViewDidChange(_ textView: UITextView) {}
    /// Nothing, as UIKit without the method.
    public func textViewDidChangeSelection(_ textView: UITextView) {}
}

// A text view's `delegate` is its scroll view's, typed `UIScrollViewDelegate` here (Swift cannot
// narrow a property's type in a subclass; UIKit redeclares it as `UITextViewDelegate`). So that
// a library's `textView.delegate?.textViewDidChange(textView)` compiles and reaches the text
// view's delegate as on iOS, a scroll view's delegate answers the text view delegate's methods by
// passing them to itself as a `UITextViewDelegate` (UIKit's default answer when it is not one).
extension UIScrollViewDelegate {
    /// Passed to the delegate as a `UITextViewDelegate` (true when it is not one).
    public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool {
        (self as? any UITextViewDelegate)?.textViewShouldBeginEditing(textView) ?? true
    }
    /// Passed to the delegate as a `UITextViewDelegate`.
    public func textViewDidBeginEditing(_ textView: UITextView) { (self as? any UITextViewDelegate)?.textViewDidBeginEditing(textView) }
    /// Passed to the delegate as a `UITextViewDelegate` (true when it is not one).
    public func textViewShouldEndEditing(_ textView: UITextView) -> Bool {
        (self as? any UITextViewDelegate)?.textViewShouldEndEditing(textView) ?? true
    }
    /// Passed to the delegate as a `UITextViewDelegate`.
    public func textViewDidEndEditing(_ textView: UITextView) { (self as? any UITextViewDelegate)?.textViewDidEndEditing(textView) }
    /// Passed to the delegate as a `UITextViewDelegate` (true when it is not one).
    public func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        (self as? any UITextViewDelegate)?.textView(textView, shouldChangeTextIn: range, replacementText: text) ?? true
    }
    /// Passed to the delegate as a `UITextViewDelegate`.
    public func textViewDidChange(_ textView: UITextView) { (self as? any UITextViewDelegate)?.textViewDidChange(textView) }
    /// Passed to the delegate as a `UITextViewDelegate`.
    public func textViewDidChangeSelection(_ textView: UITextView) {
        (self as? any UITextViewDelegate)?.textViewDidChangeSelection(textView)
    }
}

/// A multi-line text input, as UIKit's `UITextView` (editable by default): a scroll view whose
/// content is its text.
///
/// - **Text layout** (the simulation's metric, as `UILabel`'s: not measured on iOS): each
///   character is `font.pointSize / 2` wide, lines break at line breaks and where a line would
///   pass the text container's width (the view's width less `textContainerInset` and the
///   container's `lineFragmentPadding`, 5 points each side), and each line is `font.lineHeight`
///   high. The content size is the text's height plus the insets (8 points above and below, as
///   UIKit's default `textContainerInset`), updated as the text or the width changes.
/// - **A text view that does not scroll** (`isScrollEnabled = false`) sizes to its text, as in
///   UIKit: its intrinsic height is the content height at its width, so a chat bar whose text
///   view grows with Auto Layout grows as the user types, up to whatever constraint stops it.
///   `sizeThatFits(_:)` answers the same for a width, for bars that size themselves in code.
/// - **The selection** is `selectedRange` (UTF-16 units), also `UITextInput`'s
///   `selectedTextRange`: typing replaces it and leaves the insertion point after what was typed;
///   setting `text` puts the insertion point at its end. `caretRect(for:)` and the other
///   rectangles of `UITextInput` come from the same lines as the content size.
/// - The `delegate` is a `UITextViewDelegate` set as the scroll view's delegate: it reads back
///   as a `UIScrollViewDelegate` (Swift cannot narrow a property's type in a subclass), as a
///   table view's does.
open class UITextView: UIScrollView {
    /// The text (set in code, or typed: `Simulation.type(_:)`). Setting it puts the insertion
    /// point at its end and lays the text out again.
    open var text: String! = "" {
        didSet {
            if text == nil { text = "" }
            if !isTakingStorageText { textStorage.takeOwnersText(text) }
            selectedRange = NSRange(location: text.utf16.count, length: 0)
            textInputState.markedRange = nil
            textDidChangeLayout()
        }
    }
    /// The text with its attributes: a copy of `textStorage` (attributes are kept there and draw
    /// nothing; the view's `font` sizes the text). Setting it replaces the storage and `text`.
    open var attributedText: NSAttributedString! {
        get { NSAttributedString(attributedString: textStorage) }
        set {
            let new = newValue ?? NSAttributedString(string: "")
            textStorage.takeOwnersAttributedText(new)
            isTakingStorageText = true
            defer { isTakingStorageText = false }
            text = new.string
        }
    }
    /// The text and its attributes, as TextKit's storage: the view's text (see `NSTextStorage`).
    public let textStorage: NSTextStorage
    /// The layout manager laying `textStorage` out in `textContainer` (TextKit 1).
    public let layoutManager: NSLayoutManager
    /// While the view takes its text from `textStorage`: the storage is not told back.
    private var isTakingStorageText = false

    /// Typing's edit: `replacement` over `range` goes through the storage (the text around keeps
    /// its attributes), then becomes the view's text.
    final func typeText(_ replacement: String, in range: NSRange) {
        let current = text ?? ""
        let held = TextEdit.held(range, to: current)
        let new = TextEdit.applying(replacement, in: held, to: current)
        textStorage.takeOwnersEdit(in: held, with: replacement)
        isTakingStorageText = true
        defer { isTakingStorageText = false }
        text = new
    }

    /// `textStorage` processed an edit: the view takes its text, keeping the selection where
    /// it was (held to the new text), and lays out again.
    func textStorageDidProcessEditing(characters: Bool) {
        guard characters, textStorage.string != text else {
            textDidChangeLayout()
            return
        }
        let selection = selectedRange
        isTakingStorageText = true
        defer { isTakingStorageText = false }
        text = textStorage.string
        selectedRange = selection
    }
    /// The font (default: the 12-point system font, UIKit's for a text view); it sizes the text.
    open var font: UIFont? = .systemFont(ofSize: 12) {
        didSet { textDidChangeLayout() }
    }
    /// The text colour (default: `.label`). Stored and inert.
    open var textColor: UIColor? = .label
    /// The alignment (default: `.natural`). Stored and inert.
    open var textAlignment: NSTextAlignment = .natural
    /// Whether it can become first responder and edit (true by default).
    open var isEditable = true
    /// Whether the text can be selected (true by default; stored).
    open var isSelectable = true
    /// The attributes typed text takes (stored).
    open var typingAttributes: [NSAttributedString.Key: Any] = [:]
    /// The selected range, or the insertion point (length 0), in UTF-16 units of `text`; held
    /// to the text.
    open var selectedRange = NSRange(location: 0, length: 0) {
        didSet {
            let held = TextEdit.held(selectedRange, to: text ?? "")
            if held != selectedRange { selectedRange = held }
        }
    }
    /// The space between the view's edges and its text (default 8 points above and below).
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0) {
        didSet { textDidChangeLayout() }
    }
    /// The text's container: its width follows the view's; its `lineFragmentPadding` (5 points)
    /// is kept each side of every line.
    public let textContainer: NSTextContainer
    /// Whether the user may change the text's style (stored and inert).
    open var allowsEditingTextAttributes = false
    /// The attributes of links (stored and inert).
    open var linkTextAttributes: [NSAttributedString.Key: Any]! = [:]
    /// The attributes of highlighted text (stored and inert).
    open var textHighlightAttributes: [NSAttributedString.Key: Any]! = [:]
    /// Whether the text is scaled as on the Mac (Mac Catalyst; stored and inert).
    open var usesStandardTextScaling = false
    /// The view's state for restoring it (stored and inert).
    open var interactionState: Any = NSNull()
    /// Whether the view is sized for the letterforms of its script (stored and inert).
    open var sizingRule: UILetterformAwareSizingRule = .typographic
    /// The border around a text view (visionOS), as UIKit's `UITextView.BorderStyle`.
    public enum BorderStyle: Int, Sendable {
        /// No border; a rounded rectangle.
        case none = 0, roundedRect
    }
    /// The border (visionOS; stored and inert).
    open var borderStyle: BorderStyle = .none
    /// Whether editing clears the text (iOS 6's `clearsOnInsertion`; stored).
    open var clearsOnInsertion = false
    /// Whether the text view's text can be selected by data detectors (stored).
    open var dataDetectorTypes: UIDataDetectorTypes = []

    /// What the text view keeps for `UITextInput`.
    let textInputState = TextInputState()

    /// The text formatting panel's configuration (iOS 18;
    /// https://developer.apple.com/documentation/uikit/uitextview/textformattingconfiguration).
    /// Stored: the formatting panel is not simulated.
    open var textFormattingConfiguration: UITextFormattingViewController.Configuration?

    /// Draws the background of a text highlight over `textRange` at `origin` (iOS 18;
    /// https://developer.apple.com/documentation/uikit/uitextview/drawtexthighlightbackground(for:origin:)):
    /// a subclass overrides it to draw its own. Drawing is not simulated: UIKit's call does not
    /// come here, and the default does nothing.
    open func drawTextHighlightBackground(for textRange: NSTextRange, origin: CGPoint) {}

    /// What coordinates Writing Tools for the view (iOS 18.2; made when first read, one per
    /// view). Writing Tools are not simulated: it never starts a session.
    public private(set) lazy var writingToolsCoordinator = UIWritingToolsCoordinator()

    /// The view's delegate as a text view's, when it is one.
    var textViewDelegate: (any UITextViewDelegate)? { delegate as? any UITextViewDelegate }

    /// A text view with a new text container. A convenience initializer, as on iOS, where UITextView's
    /// designated initializers are `init(frame:textContainer:)` and `init(coder:)`: a subclass that
    /// overrides those two inherits `init(frame:)` and `init()`.
    public override convenience init(frame: CGRect) {
        self.init(frame: frame, textContainer: nil)
    }

    /// A text view laying its text out in `textContainer` (a new one when `nil`).
    /// A container already in a layout manager of a storage (a TextKit 1 stack built in code)
    /// keeps them: the view shows that storage's text.
    public init(frame: CGRect, textContainer: NSTextContainer?) {
        (self.textContainer, layoutManager, textStorage) = Self.textSystem(textContainer)
        super.init(frame: frame)
        adoptTextSystem()
    }

    public required init?(coder: NSCoder) {
        (textContainer, layoutManager, textStorage) = Self.textSystem(nil)
        super.init(coder: coder)
        adoptTextSystem()
    }

    /// The container, layout manager and storage a text view made with `container` uses.
    private static func textSystem(_ container: NSTextContainer?) -> (NSTextContainer, NSLayoutManager, NSTextStorage) {
        let container = container ?? NSTextContainer(size: .zero)
        let layoutManager = container.layoutManager ?? NSLayoutManager()
        if container.layoutManager == nil { layoutManager.addTextContainer(container) }
        let storage = layoutManager.textStorage ?? NSTextStorage()
        if layoutManager.textStorage == nil { storage.addLayoutManager(layoutManager) }
        return (container, layoutManager, storage)
    }

    private func adoptTextSystem() {
        textContainer.owner = self
        textStorage.owner = self
        if !textStorage.string.isEmpty {
            isTakingStorageText = true
            defer { isTakingStorageText = false }
            text = textStorage.string
        }
    }

    /// Scrolls so the text in `range` shows: the content's end for a range at the end (the
    /// insertion point after typing), else its line (from the simulation's text layout).
    open func scrollRangeToVisible(_ range: NSRange) {
        let prefix = NSString(string: text).substring(to: min(max(0, NSMaxRange(range)), text.utf16.count))
        let layout = TextViewLayout(self)
        let lineBottom = layout.height(of: prefix, forWidth: bounds.width) + textContainerInset.bottom
        let lineTop = lineBottom - layout.font.lineHeight
        let visibleHeight = bounds.height - adjustedContentInset.top - adjustedContentInset.bottom
        guard visibleHeight > 0 else { return }
        let top = contentOffset.y + adjustedContentInset.top
        if lineBottom > top + visibleHeight {
            contentOffset.y = lineBottom - visibleHeight - adjustedContentInset.top
        } else if lineTop < top {
            contentOffset.y = max(-adjustedContentInset.top, lineTop)
        }
    }

    /// A text view that does not scroll sizes to its text: no intrinsic width while it has a
    /// width (its text wraps), the text's height at that width. One that scrolls has no
    /// intrinsic size, as in UIKit.
    open override var intrinsicContentSize: CGSize {
        guard !isScrollEnabled else { return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
        let layout = TextViewLayout(self)
        if bounds.width > 0 { return CGSize(width: UIView.noIntrinsicMetric, height: layout.contentHeight(forWidth: bounds.width)) }
        return layout.naturalSize
    }

    /// The size the text needs at `size.width` (its natural width when `size.width` is 0 or
    /// not finite); the height is the text's.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let layout = TextViewLayout(self)
        guard size.width.isFinite, size.width > 0 else { return layout.naturalSize }
        return CGSize(width: size.width, height: layout.contentHeight(forWidth: size.width))
    }

    open override var isScrollEnabled: Bool {
        didSet { if isScrollEnabled != oldValue { invalidateIntrinsicContentSize() } }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        if laidOutWidth != bounds.width {
            laidOutWidth = bounds.width
            textDidChangeLayout(duringLayout: true)
        }
    }

    /// The width the text was last laid out at.
    private var laidOutWidth: CGFloat = 0

    /// The text, its font, its insets or the width changed: the content size follows, a text
    /// view that does not scroll asks for its new height, and the text view needs layout, so its
    /// `layoutSubviews` runs at the end of the run-loop turn (or in `layoutIfNeeded()`), scrolling
    /// or not — where a text view that sizes itself there (a growing chat bar) takes its new
    /// height. On iOS the text view lays its text out in its own layout: TextKit 2, UITextView's
    /// text system since iOS 16, lays out through an `NSTextViewportLayoutController`, whose
    /// delegate's `textViewportLayoutControllerReceivedSetNeedsLayout(_:)` "triggers relayout of
    /// the view" when the text's layout is invalidated
    /// (developer.apple.com/documentation/uikit/nstextviewportlayoutcontrollerdelegate/textviewportlayoutcontrollerreceivedsetneedslayout(_:)).
    /// That a text change reaches the view's `setNeedsLayout()` that way is unconfirmed (UIKit's
    /// own handler is not documented); a growing text view that resizes itself in
    /// `layoutSubviews` (KennethTsang/GrowingTextView's README: it grows as the user types, up to
    /// `maxHeight`) takes it. A change found in `layoutSubviews` itself (a new width) does not
    /// ask again.
    func textDidChangeLayout(duringLayout: Bool = false) {
        if !duringLayout { setNeedsLayout() }
        textContainer.size.width = max(0, bounds.width - textContainerInset.left - textContainerInset.right)
        if bounds.width > 0 {
            let height = TextViewLayout(self).contentHeight(forWidth: bounds.width)
            let size = CGSize(width: bounds.width, height: height)
            if contentSize != size { contentSize = size }
        }
        if !isScrollEnabled { invalidateIntrinsicContentSize() }
    }

    // Text input traits (UITextInputTraits): stored and inert, as in UITextField.
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
    /// Whether return is disabled while the view is empty (stored).
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
    /// Whether Writing Tools is working on the text: always false, as Writing Tools is not simulated.
    open var isWritingToolsActive: Bool { false }

    /// Whether the find interaction (iOS 16's find and replace panel) is on; off by default, as
    /// in UIKit. Stored: the find panel is not simulated.
    open var isFindInteractionEnabled = false {
        didSet {
            guard isFindInteractionEnabled != oldValue else { return }
            findInteraction = isFindInteractionEnabled ? UIFindInteraction(sessionDelegate: nil) : nil
        }
    }
    /// The find interaction, while `isFindInteractionEnabled` is on (else `nil`, as in UIKit).
    public private(set) var findInteraction: UIFindInteraction?

    private var storedInputAccessoryView: UIView?
    private var storedInputView: UIView?

    /// Shown in the keyboard's place while this text view is first responder (a date picker, a
    /// picker view); `nil` for the system keyboard. Set it before the text view becomes first
    /// responder, or call `reloadInputViews()` after.
    open override var inputView: UIView? {
        get { storedInputView }
        set { storedInputView = newValue }
    }

    open override var inputAccessoryView: UIView? {
        get { storedInputAccessoryView }
        set { storedInputAccessoryView = newValue }
    }
    open override var canBecomeFirstResponder: Bool { isEditable && !isHidden }

    // MARK: Edit actions (TextInputDocument+EditActions.swift)

    /// Whether the text view performs `action`: the edit menu's paste (a pasteboard with a string),
    /// copy, cut, delete and select all as the text view's text and selection allow; any other
    /// action as `UIResponder`'s.
    open override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        editMenuOffers(action, editable: isEditable) ?? super.canPerformAction(action, withSender: sender)
    }
    /// Pastes the general pasteboard's string at the selection, as typing inserts text: the
    /// delegate is asked once with the whole string and may refuse or change it.
    open override func paste(_ sender: Any?) { pasteFromPasteboard(editable: isEditable) }
    /// Copies the selected text to the general pasteboard (never secure text).
    open override func copy(_ sender: Any?) { copySelection() }
    /// Copies the selected text to the general pasteboard and deletes it, through the delegate.
    open override func cut(_ sender: Any?) { cutSelection(editable: isEditable) }
    /// Deletes the selected text, through the delegate.
    open override func delete(_ sender: Any?) { deleteSelection(editable: isEditable) }
    /// Selects all the text.
    open override func selectAll(_ sender: Any?) { selectEverything() }

    // UITextInput (see UITextInput.swift; written once in TextInputDocument.swift). Positions
    // are UTF-16 offsets into `text`; rectangles follow the text layout above (the lines the
    // content size counts, from `textContainerInset` and the container's padding): unconfirmed
    // estimates (every character `font.pointSize / 2` wide, each line `font.lineHeight` high,
    // the caret 2 points wide; the alignment is not simulated).

    /// The text in `range` (UTF-16 offsets of `text`), or `nil` when it is not in the text.
    open func text(in range: UITextRange) -> String? { documentString(in: range) }
    /// Replaces the text in `range` with `text`, as code's change: the delegate is not asked;
    /// the insertion point goes after the new text, the input delegate is told, and
    /// `textViewDidChange(_:)` runs and `textDidChangeNotification` is posted as after typing
    /// (unconfirmed: Apple's page does not say what a replacement sends).
    open func replace(_ range: UITextRange, withText text: String) { documentReplace(range, withText: text) }
    /// `selectedRange` as a text range: setting it moves the selection (held to the text; `nil`
    /// is ignored) and calls `textViewDidChangeSelection(_:)` (unconfirmed). Typing and the
    /// delete key act at the selection.
    open var selectedTextRange: UITextRange? {
        get { documentSelectedTextRange }
        set {
            let before = selectedRange
            documentSelectedTextRange = newValue
            if selectedRange != before { textViewDelegate?.textViewDidChangeSelection(self) }
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
    /// The position `offset` characters left or right, or `offset` lines up or down at the same
    /// x (held to the first and last line; unconfirmed).
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
    /// A `UITextInputStringTokenizer` of the text view's text.
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
    /// The rectangle of the first line of `range` (see above; an unconfirmed estimate), or
    /// `.null` when the range is not in the text.
    open func firstRect(for range: UITextRange) -> CGRect { documentFirstRect(for: range) }
    /// The caret's rectangle at `position` in the text view's coordinates (its content's: scroll
    /// and `convert(_:to:)` take it to the window): 2 points wide, on the line the text before it
    /// ends on, after that line's characters (see above; an unconfirmed estimate), or `.null`
    /// when the position is not in the text.
    open func caretRect(for position: UITextPosition) -> CGRect { documentCaretRect(for: position) }

    // MARK: UIKeyInput (open, as on iOS)

    /// Whether the text view holds any text.
    open var hasText: Bool { !(text ?? "").isEmpty }

    /// Inserts `text` in place of the selection (or the marked text, which it commits), as
    /// typing does: the delegate's `textView(_:shouldChangeTextIn:replacementText:)` may refuse
    /// it; then the text is laid out again (a text view that does not scroll grows or shrinks),
    /// the insertion point follows what was typed, the delegate's `textViewDidChange(_:)` runs
    /// and `textDidChangeNotification` is posted. The simulated keyboard types through it.
    open func insertText(_ text: String) {
        _ = applyEdit(typingRange, with: text, fromCode: false)
    }

    /// Deletes the selection, or the character before the insertion point, as the delete key
    /// does, through the same delegate question.
    open func deleteBackward() { documentDeleteBackward() }
    /// The rectangles of `range`, one a line it spans (the first holds its start, the last its end).
    open func selectionRects(for range: UITextRange) -> [UITextSelectionRect] { documentSelectionRects(for: range) }
    /// The position nearest `point` in the text view's coordinates.
    open func closestPosition(to point: CGPoint) -> UITextPosition? { documentClosestPosition(to: point) }
    /// The position within `range` nearest `point`.
    open func closestPosition(to point: CGPoint, within range: UITextRange) -> UITextPosition? {
        documentClosestPosition(to: point, within: range)
    }
    /// The range of the character at `point` (`nil` when there is no text).
    open func characterRange(at point: CGPoint) -> UITextRange? { documentCharacterRange(at: point) }

    /// UIKit scrolls the insertion point into view in the scroll view around the text view when
    /// it becomes first responder (a scroll view's override of `scrollRectToVisible` is how
    /// libraries stop UIKit "auto-scroll[ing] the editing text field/view", github.com/Hipo/macaroon).
    /// Unconfirmed, with why: that the rectangle is the insertion point's (the end of the
    /// selection) and that a text view, unlike a text field, is not scrolled again when the
    /// keyboard did show: no public trace gives either.
    override func rectScrolledIntoView(asFirstResponder reason: FirstResponderScrollReason) -> CGRect? {
        guard reason == .becameFirstResponder else { return nil }
        return caretRect(for: selectedTextRange?.end ?? endOfDocument)
    }

    override func shouldBeginEditing() -> Bool { textViewDelegate?.textViewShouldBeginEditing(self) ?? true }
    override func shouldEndEditing() -> Bool { textViewDelegate?.textViewShouldEndEditing(self) ?? true }

    override func didBeginEditing() {
        textViewDelegate?.textViewDidBeginEditing(self)
        window?.notificationCenter.post(name: UITextView.textDidBeginEditingNotification, object: self)
    }

    override func didEndEditing() {
        textViewDelegate?.textViewDidEndEditing(self)
        window?.notificationCenter.post(name: UITextView.textDidEndEditingNotification, object: self)
    }
}

extension UITextView: UITextInputTraits {}

/// The simulation's text layout of a text view (see `UITextView`): character widths of half
/// the point size, lines broken at line breaks and at the container's width.
struct TextViewLayout {
    let text: String
    let font: UIFont
    let insets: UIEdgeInsets
    let padding: CGFloat

    @MainActor init(_ view: UITextView) {
        text = view.text ?? ""
        font = view.font ?? .systemFont(ofSize: 12)
        insets = view.textContainerInset
        padding = view.textContainer.lineFragmentPadding
    }

    private var characterWidth: CGFloat { font.characterWidth }

    /// One line of laid-out text: its characters' UTF-16 range in the text (a line break ends a
    /// line and is on none), and how many characters (graphemes) it holds.
    struct Line: Equatable {
        /// The line's text, in UTF-16 units of the whole text.
        var range: NSRange
        /// Its characters (graphemes), each `font.characterWidth` wide.
        var characters: Int
    }

    /// The lines `text` breaks into at `perLine` characters a line: at each line break, and a
    /// paragraph longer than a line every `perLine` characters. An empty paragraph is one line.
    static func lines(of text: String, perLine: Int) -> [Line] {
        let perLine = max(1, perLine)
        var lines: [Line] = []
        var location = 0
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var start = location
            var count = 0
            var length = 0
            for character in paragraph {
                if count == perLine {
                    lines.append(Line(range: NSRange(location: start, length: length), characters: count))
                    start += length
                    count = 0
                    length = 0
                }
                count += 1
                length += character.utf16.count
            }
            lines.append(Line(range: NSRange(location: start, length: length), characters: count))
            location = start + length + 1
        }
        return lines
    }

    /// The characters a line holds in a view `width` points wide (at least one).
    func charactersPerLine(forWidth width: CGFloat) -> Int {
        let lineWidth = max(0, width - insets.left - insets.right - 2 * padding)
        let characters = (lineWidth / characterWidth).rounded(.down)
        return characters >= 1 && characters < 1_000_000 ? Int(characters) : characters >= 1_000_000 ? 1_000_000 : 1
    }

    /// Where the first line's text starts in the view: the inset and the container's padding.
    var textOrigin: CGPoint { CGPoint(x: insets.left + padding, y: insets.top) }

    /// The content height for a view `width` points wide: the lines and the insets.
    func contentHeight(forWidth width: CGFloat) -> CGFloat {
        (height(of: text, forWidth: width) + insets.bottom).rounded(.up)
    }

    /// Where the lines `prefix` fills end in a view `width` points wide, from the top of the
    /// content: the top inset and the lines (for scrolling a range into view).
    func height(of prefix: String, forWidth width: CGFloat) -> CGFloat {
        insets.top + CGFloat(Self.lines(of: prefix, perLine: charactersPerLine(forWidth: width)).count) * font.lineHeight
    }

    /// The text on one line per paragraph: its longest line's width and its lines' height.
    var naturalSize: CGSize {
        let paragraphs = text.split(separator: "\n", omittingEmptySubsequences: false)
        let longest = paragraphs.map(\.count).max() ?? 0
        return CGSize(
            width: (CGFloat(longest) * characterWidth + 2 * padding + insets.left + insets.right).rounded(.up),
            height: (CGFloat(paragraphs.count) * font.lineHeight + insets.top + insets.bottom).rounded(.up))
    }
}

/// The area a text view lays its text out in, as UIKit's `NSTextContainer`: its width follows
/// the view's (less the view's `textContainerInset`), and `lineFragmentPadding` is kept each
/// side of every line (5 points by default).
@preconcurrency @MainActor open class NSTextContainer: NSObject {
    /// The container's size (its width follows its text view's while `widthTracksTextView`).
    open var size: CGSize
    /// The space kept each side of every line (default 5).
    open var lineFragmentPadding: CGFloat = 5 {
        didSet { owner?.textDidChangeLayout() }
    }
    /// The most lines the container holds (0: no limit; stored).
    open var maximumNumberOfLines = 0
    /// How the last line breaks (stored).
    open var lineBreakMode: NSLineBreakMode = .byWordWrapping
    /// Whether the width follows the text view's (default `true`).
    open var widthTracksTextView = true
    /// Whether the height follows the text view's (default `false`).
    open var heightTracksTextView = false
    /// The text view the container belongs to.
    weak var owner: UITextView?
    /// The layout manager laying text out in the container (held weakly, as in TextKit).
    open internal(set) weak var layoutManager: NSLayoutManager?

    /// A container of `size`.
    public init(size: CGSize) {
        self.size = size
        super.init()
    }
}

/// The kinds of data a text view turns into links, as UIKit's `UIDataDetectorTypes` (stored).
public struct UIDataDetectorTypes: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Phone numbers.
    public static let phoneNumber = UIDataDetectorTypes(rawValue: 1 << 0)
    /// Links.
    public static let link = UIDataDetectorTypes(rawValue: 1 << 1)
    /// Addresses.
    public static let address = UIDataDetectorTypes(rawValue: 1 << 2)
    /// Calendar events.
    public static let calendarEvent = UIDataDetectorTypes(rawValue: 1 << 3)
    /// Every kind.
    public static let all = UIDataDetectorTypes(rawValue: .max)
}

/// The find and replace session of a text view, as UIKit's `UIFindInteraction` (iOS 16): made
/// when `isFindInteractionEnabled` is turned on. Stored and inert: the find navigator is not
/// simulated, so it never shows (`isFindNavigatorVisible` stays false) and never moves the
/// keyboard.
@preconcurrency @MainActor public final class UIFindInteraction: NSObject {
    /// The delegate that would provide find sessions (held weakly, as in UIKit).
    public weak var delegate: AnyObject?
    /// Whether the find navigator is showing: always false (not simulated).
    public private(set) var isFindNavigatorVisible = false
    /// The text to search for.
    public var searchText: String?

    /// An interaction whose sessions `sessionDelegate` would provide.
    public init(sessionDelegate: AnyObject?) { delegate = sessionDelegate }

    /// Would show the find navigator above the keyboard; not simulated: nothing shows, the
    /// keyboard does not move, and the current simulation's trace says so.
    public func presentFindNavigator(showingReplace: Bool) {
        CurrentSimulation.host?.diagnostic(
            "UIFindInteraction.presentFindNavigator(showingReplace: \(showingReplace)): the find navigator is not simulated; nothing was shown and the keyboard did not move"
        )
    }

    /// Hides the find navigator (which never shows here).
    public func dismissFindNavigator() {}
}

extension UITextView {
    /// `UITextViewTextDidBeginEditingNotification`, posted with the view as its object.
    public static let textDidBeginEditingNotification = Notification.Name("UITextViewTextDidBeginEditingNotification")
    /// `UITextViewTextDidEndEditingNotification`, posted with the view as its object.
    public static let textDidEndEditingNotification = Notification.Name("UITextViewTextDidEndEditingNotification")
}
