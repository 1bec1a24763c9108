import Foundation
import SimulationContext

/// The text a text view shows, with its attributes, as TextKit's `NSTextStorage`: an
/// `NSMutableAttributedString` whose edits reach the text views laid out from it.
///
/// A text view's `textStorage` is its text: typing, `text` and `attributedText` change it, and
/// an edit of the storage (`replaceCharacters(in:with:)`, `append(_:)`, attributes) changes the
/// view's `text` when the edit is processed — at once, or at the outermost `endEditing()` of a
/// `beginEditing()`/`endEditing()` pair, as Apple's page on `processEditing()` describes. The
/// storage's delegate is told `willProcessEditing` and `didProcessEditing` then, with
/// `editedMask`, `editedRange` and `changeInLength`. Typing replaces only the typed range, so the
/// text around keeps its attributes; setting the view's `text` in code replaces the storage with
/// the unstyled string, as Apple's pages say of `text`.
///
/// Not simulated: attributes are kept but draw nothing (a font attribute does not change the
/// view's layout; the view's `font` does), and an edit through `mutableString` is seen only at the
/// next processed edit. After a storage edit the selection keeps its place, held to the new text
/// (unconfirmed: Apple's pages do not say where UITextView puts the selection after a
/// programmatic storage edit).
///
/// ```swift
/// textView.textStorage.beginEditing()
/// textView.textStorage.replaceCharacters(in: textView.selectedRange, with: NSAttributedString(attachment: image))
/// textView.textStorage.endEditing()      // textView.text now has the attachment's character
/// ```
open class NSTextStorage: NSMutableAttributedString {
    /// What an edit changed, as TextKit's `NSTextStorage.EditActions`.
    public struct EditActions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Attributes changed.
        public static let editedAttributes = EditActions(rawValue: 1 << 0)
        /// Characters changed.
        public static let editedCharacters = EditActions(rawValue: 1 << 1)
    }

    /// The layout managers laying the storage out (`addLayoutManager(_:)`).
    open private(set) var layoutManagers: [NSLayoutManager] = []
    /// The storage's delegate, told around processing an edit (held weakly).
    open weak var delegate: (any NSTextStorageDelegate)?
    /// What the edits being processed changed (empty outside an edit).
    open private(set) var editedMask: EditActions = []
    /// The range the edits being processed cover, in the new text (`NSNotFound` outside an edit).
    open private(set) var editedRange = NSRange(location: NSNotFound, length: 0)
    /// How much the edits being processed changed the length.
    open private(set) var changeInLength = 0
    /// Whether `processEditing()` fixes attributes lazily (false: stored and inert).
    open var fixesAttributesLazily: Bool { false }

    /// The text view whose text this is (set by the view).
    weak var owner: UITextView?
    /// While the owner copies its own text in: the owner is not told back.
    private var isTakingOwnersText = false
    private var editingDepth = 0
    /// The storage's own edits nested in one another (`append` calls `replaceCharacters`).
    private var primitiveDepth = 0

    /// An empty storage.
    public convenience init() { self.init(string: "") }

    /// Adds `aLayoutManager`, which lays the storage out from now on.
    open func addLayoutManager(_ aLayoutManager: NSLayoutManager) {
        aLayoutManager.textStorage?.removeLayoutManager(aLayoutManager)
        layoutManagers.append(aLayoutManager)
        aLayoutManager.textStorage = self
    }

    /// Removes `aLayoutManager`.
    open func removeLayoutManager(_ aLayoutManager: NSLayoutManager) {
        layoutManagers.removeAll { $0 === aLayoutManager }
        if aLayoutManager.textStorage === self { aLayoutManager.textStorage = nil }
    }

    // MARK: Edits

    open override func replaceCharacters(in range: NSRange, with str: String) {
        let before = length
        primitive { super.replaceCharacters(in: range, with: str) }
        edited([.editedCharacters], range: range, changeInLength: length - before)
    }

    open override func replaceCharacters(in range: NSRange, with attrString: NSAttributedString) {
        let before = length
        primitive { super.replaceCharacters(in: range, with: attrString) }
        edited([.editedCharacters, .editedAttributes], range: range, changeInLength: length - before)
    }

    open override func deleteCharacters(in range: NSRange) {
        let before = length
        primitive { super.deleteCharacters(in: range) }
        edited([.editedCharacters], range: range, changeInLength: length - before)
    }

    open override func setAttributes(_ attrs: [NSAttributedString.Key: Any]?, range: NSRange) {
        primitive { super.setAttributes(attrs, range: range) }
        edited([.editedAttributes], range: range, changeInLength: 0)
    }

    open override func addAttribute(_ name: NSAttributedString.Key, value: Any, range: NSRange) {
        primitive { super.addAttribute(name, value: value, range: range) }
        edited([.editedAttributes], range: range, changeInLength: 0)
    }

    open override func addAttributes(_ attrs: [NSAttributedString.Key: Any], range: NSRange) {
        primitive { super.addAttributes(attrs, range: range) }
        edited([.editedAttributes], range: range, changeInLength: 0)
    }

    open override func removeAttribute(_ name: NSAttributedString.Key, range: NSRange) {
        primitive { super.removeAttribute(name, range: range) }
        edited([.editedAttributes], range: range, changeInLength: 0)
    }

    /// Starts a group of edits processed together at the outermost `endEditing()`.
    open override func beginEditing() {
        editingDepth += 1
        super.beginEditing()
    }

    /// Ends a group of edits; the outermost processes them.
    open override func endEditing() {
        super.endEditing()
        editingDepth = max(0, editingDepth - 1)
        if editingDepth == 0, !editedMask.isEmpty { processEditing() }
    }

    /// Records an edit of `editedRange` (in the text before it) that changed the length by
    /// `delta`, and processes it unless inside `beginEditing()`/`endEditing()`.
    open func edited(_ editedMask: EditActions, range editedRange: NSRange, changeInLength delta: Int) {
        guard primitiveDepth == 0 else { return }
        let newRange = NSRange(location: editedRange.location, length: max(0, editedRange.length + delta))
        if self.editedMask.isEmpty {
            self.editedRange = newRange
        } else {
            // The earlier edits' range, in the text before this edit, moves or stretches with it.
            var earlier = self.editedRange
            if NSMaxRange(editedRange) <= earlier.location {
                earlier.location = max(0, earlier.location + delta)
            } else if editedRange.location < NSMaxRange(earlier) {
                earlier.length = max(0, earlier.length + delta)
            }
            let union = NSUnionRange(earlier, newRange)
            let location = min(union.location, length)
            self.editedRange = NSRange(location: location, length: min(union.length, length - location))
        }
        self.editedMask.formUnion(editedMask)
        changeInLength += delta
        if editingDepth == 0 { processEditing() }
    }

    /// Processes the recorded edits: the delegate is told before and after, and the text view
    /// laid out from the storage takes the new text.
    /// The delegate's own edits (a highlighter's attributes in `didProcessEditing`) are folded
    /// into this processing, not processed again.
    open func processEditing() {
        let mask = editedMask, range = editedRange, delta = changeInLength
        editingDepth += 1
        delegate?.textStorage(self, willProcessEditing: mask, range: range, changeInLength: delta)
        delegate?.textStorage(self, didProcessEditing: mask, range: range, changeInLength: delta)
        editingDepth -= 1
        let characters = mask.contains(.editedCharacters) || editedMask.contains(.editedCharacters)
        editedMask = []
        editedRange = NSRange(location: NSNotFound, length: 0)
        changeInLength = 0
        guard !isTakingOwnersText, let owner else { return }
        guard SimulatedMainActor.isMain else {
            fatalError(MainThreadChecker.message("NSTextStorage edit of a text view's storage"))
        }
        MainActor.assumeIsolated { owner.textStorageDidProcessEditing(characters: characters) }
    }

    private func primitive(_ edit: () -> Void) {
        primitiveDepth += 1
        edit()
        primitiveDepth -= 1
    }

    /// The owner's text was set in code: the storage takes it unstyled, as Apple's pages say
    /// setting `text` replaces the attributed text.
    final func takeOwnersText(_ text: String) {
        guard string != text else { return }
        takeOwnersAttributedText(NSAttributedString(string: text))
    }

    /// The user typed `replacement` over `range` (held to the text): only those characters
    /// change, so the text around keeps its attributes.
    final func takeOwnersEdit(in range: NSRange, with replacement: String) {
        isTakingOwnersText = true
        defer { isTakingOwnersText = false }
        replaceCharacters(in: range, with: replacement)
    }

    /// The owner's attributed text was set: the storage takes it whole.
    final func takeOwnersAttributedText(_ text: NSAttributedString) {
        isTakingOwnersText = true
        defer { isTakingOwnersText = false }
        replaceCharacters(in: NSRange(location: 0, length: length), with: text)
    }
}

/// The delegate of an `NSTextStorage`, as TextKit's `NSTextStorageDelegate`: told around
/// processing an edit (both default to nothing).
public protocol NSTextStorageDelegate: AnyObject {
    /// The storage is about to process edits of `editedRange`.
    func textStorage(
        _ textStorage: NSTextStorage, willProcessEditing editedMask: NSTextStorage.EditActions, range editedRange: NSRange,
        changeInLength delta: Int)
    /// The storage processed edits of `editedRange`.
    func textStorage(
        _ textStorage: NSTextStorage, didProcessEditing editedMask: NSTextStorage.EditActions, range editedRange: NSRange,
        changeInLength delta: Int)
}

extension NSTextStorageDelegate {
    public func textStorage(
        _ textStorage: NSTextStorage, willProcessEditing editedMask: NSTextStorage.EditActions, range editedRange: NSRange,
        changeInLength delta: Int
    ) {}
    public func textStorage(
        _ textStorage: NSTextStorage, didProcessEditing editedMask: NSTextStorage.EditActions, range editedRange: NSRange,
        changeInLength delta: Int
    ) {}
}

/// Lays a text storage out in text containers, as TextKit 1's `NSLayoutManager`. A text view's
/// layout manager answers from the view's own text layout (the simulation's: every character
/// `font.characterWidth` wide, lines of `font.lineHeight`); glyphs are characters (UTF-16
/// units). Invalidating layout or display lays the view out again.
open class NSLayoutManager: NSObject {
    /// The storage it lays out (held weakly: the storage holds its layout managers).
    open internal(set) weak var textStorage: NSTextStorage?
    /// Its containers, in order.
    open private(set) var textContainers: [NSTextContainer] = []
    /// Whether layout may be done in pieces (stored and inert).
    open var allowsNonContiguousLayout = false
    /// Whether some layout is not done: never here (layout is done when asked).
    open var hasNonContiguousLayout: Bool { false }
    /// Whether invisible characters show (stored and inert).
    open var showsInvisibleCharacters = false
    /// Whether control characters show (stored and inert).
    open var showsControlCharacters = false
    /// Whether the font's leading is used (stored and inert).
    open var usesFontLeading = true

    /// A layout manager with no storage and no container.
    public override init() { super.init() }

    /// Adds `container` after the others.
    @preconcurrency @MainActor open func addTextContainer(_ container: NSTextContainer) {
        insertTextContainer(container, at: textContainers.count)
    }

    /// Inserts `container` at `index`.
    @preconcurrency @MainActor open func insertTextContainer(_ container: NSTextContainer, at index: Int) {
        textContainers.insert(container, at: min(max(0, index), textContainers.count))
        container.layoutManager = self
    }

    /// Removes the container at `index`.
    @preconcurrency @MainActor open func removeTextContainer(at index: Int) {
        guard textContainers.indices.contains(index) else { return }
        let container = textContainers.remove(at: index)
        if container.layoutManager === self { container.layoutManager = nil }
    }

    /// The glyphs: one per UTF-16 unit of the storage.
    open var numberOfGlyphs: Int { textStorage?.length ?? 0 }

    /// The layout of `range` is stale: the text views of the containers lay out again.
    @preconcurrency @MainActor open func invalidateLayout(
        forCharacterRange charRange: NSRange, actualCharacterRange actualCharRange: NSRangePointer?
    ) {
        actualCharRange?.pointee = clamped(charRange)
        for container in textContainers { container.owner?.textDidChangeLayout() }
    }

    /// The drawing of `range` is stale: the text views lay out again (nothing is drawn).
    @preconcurrency @MainActor open func invalidateDisplay(forCharacterRange charRange: NSRange) {
        for container in textContainers { container.owner?.textDidChangeLayout() }
    }

    /// Lays out the text of `container` (layout is always done here).
    @preconcurrency @MainActor open func ensureLayout(for container: NSTextContainer) {}

    /// Lays out the text of `charRange` (layout is always done here).
    @preconcurrency @MainActor open func ensureLayout(forCharacterRange charRange: NSRange) {}

    /// The glyphs of `charRange` (glyphs are characters here).
    open func glyphRange(forCharacterRange charRange: NSRange, actualCharacterRange actualCharRange: NSRangePointer?) -> NSRange {
        let range = clamped(charRange)
        actualCharRange?.pointee = range
        return range
    }

    /// The characters of `glyphRange` (glyphs are characters here).
    open func characterRange(forGlyphRange glyphRange: NSRange, actualGlyphRange: NSRangePointer?) -> NSRange {
        let range = clamped(glyphRange)
        actualGlyphRange?.pointee = range
        return range
    }

    /// The glyphs laid out in `container`: all of them in the first container, none in the others.
    @preconcurrency @MainActor open func glyphRange(for container: NSTextContainer) -> NSRange {
        textContainers.first === container ? NSRange(location: 0, length: numberOfGlyphs) : NSRange(location: 0, length: 0)
    }

    /// The rectangle the text uses in `container`'s coordinates: its widest line (held to the
    /// container's width less its padding) and the lines' height (from the text view's layout).
    @preconcurrency @MainActor open func usedRect(for container: NSTextContainer) -> CGRect {
        guard let view = container.owner else { return .zero }
        let layout = TextViewLayout(view)
        let text = view.text ?? ""
        let height = layout.height(of: text, forWidth: view.bounds.width) - layout.insets.top
        let lines = TextViewLayout.lines(of: text, perLine: layout.charactersPerLine(forWidth: view.bounds.width))
        let widest = CGFloat(lines.map(\.characters).max() ?? 0) * layout.font.characterWidth
        let width = min(widest, max(0, container.size.width - 2 * container.lineFragmentPadding))
        return CGRect(x: container.lineFragmentPadding, y: 0, width: width, height: height)
    }

    /// The rectangle around the glyphs of `glyphRange` in `container`'s coordinates (the text
    /// view's selection rectangles, less its `textContainerInset`).
    @preconcurrency @MainActor open func boundingRect(forGlyphRange glyphRange: NSRange, in container: NSTextContainer) -> CGRect {
        guard let view = container.owner else { return .zero }
        let rects = view.textGeometry.rects(for: clamped(glyphRange)).map(\.rect)
        guard let first = rects.first else { return .zero }
        let union = rects.dropFirst().reduce(first) { $0.union($1) }
        return union.offsetBy(dx: -view.textContainerInset.left, dy: -view.textContainerInset.top)
    }

    private func clamped(_ range: NSRange) -> NSRange {
        let total = numberOfGlyphs
        let location = min(max(0, range.location), total)
        return NSRange(location: location, length: min(max(0, range.length), total - location))
    }
}
