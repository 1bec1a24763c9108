import Foundation

/// One row of a table, as UIKit's `UITableViewCell`.
///
/// Put subviews in `contentView`, which fills the cell. `textLabel` (made on first use) and,
/// for the `.value1`, `.value2` and `.subtitle` styles, `detailTextLabel` sit in the content
/// view 16 points from its sides (UIKit's margin on most iPhones; 20 on wider screens is not
/// modelled). The table sets the cell's frame; a cell taken back for reuse gets
/// `prepareForReuse()` before it is handed out again.
///
/// A subclass registered with `register(_:forCellReuseIdentifier:)` is made through
/// `init(style:reuseIdentifier:)` — the override a cell subclass writes — with the `.default`
/// style. (Swift needs a required initializer to make an instance of a class known only at run
/// time; `init(registeredReuseIdentifier:)` is that initializer, and a subclass inherits it by
/// overriding `init(style:reuseIdentifier:)` and `init?(coder:)`, or neither.)
///
/// ```swift
/// final class FieldCell: UITableViewCell {
///     let field = UITextField()
///     override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
///         super.init(style: style, reuseIdentifier: reuseIdentifier)
///         contentView.addSubview(field)
///     }
///     required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
/// }
/// ```
open class UITableViewCell: UIView {
    /// The built-in layouts of a cell's labels, as UIKit's `UITableViewCell.CellStyle`.
    public enum CellStyle: Int, Sendable, CaseIterable {
        /// A text label on the leading side; no detail label.
        case `default`
        /// A text label on the leading side and a detail label on the trailing side.
        case value1
        /// A detail label beside a text label.
        case value2
        /// A detail label under the text label.
        case subtitle
    }

    /// The distance of the built-in labels from the content view's sides.
    static let labelMargin: CGFloat = 16

    /// The cell's style (UIKit keeps it private too).
    let cellStyle: CellStyle
    /// The identifier the table reuses the cell under (nil: never reused).
    public let reuseIdentifier: String?
    /// The view that holds the cell's content; it fills the cell.
    public let contentView = UIView()
    /// The storyboard segue selecting the cell's row performs (a segue drawn from the cell).
    final var selectionSegue: SegueTrigger?
    private var storedTextLabel: UILabel?
    private var storedDetailTextLabel: UILabel?

    /// Makes a cell of `style` that the table may reuse under `reuseIdentifier`.
    public init(style: CellStyle, reuseIdentifier: String?) {
        cellStyle = style
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: UITableView.defaultRowHeight))
        contentView.frame = bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    /// A `.default` cell with no reuse identifier.
    public override convenience init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    /// A cell decoded from a storyboard or a xib: a cell of the document's style (`.default`
    /// when it names none) with its reuse identifier, frame, content view and subviews. Another
    /// coder is not read: the cell starts as `UITableViewCell(style: .default, reuseIdentifier: nil)`.
    public required init?(coder: NSCoder) {
        cellStyle = (coder as? InterfaceBuilderCoder)?.cellStyle ?? .default
        reuseIdentifier = (coder as? InterfaceBuilderCoder)?.element["reuseIdentifier"]
        super.init(coder: coder)
        if !(coder is InterfaceBuilderCoder) { frame = CGRect(x: 0, y: 0, width: 320, height: UITableView.defaultRowHeight) }
        contentView.frame = bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    /// How a table makes a cell of a registered class (not UIKit API): the class's
    /// `init(style: .default, reuseIdentifier:)`.
    public required convenience init(registeredReuseIdentifier identifier: String) {
        self.init(style: .default, reuseIdentifier: identifier)
    }

    /// The main label, made on first use.
    open var textLabel: UILabel? {
        if let storedTextLabel { return storedTextLabel }
        let label = UILabel()
        storedTextLabel = label
        contentView.addSubview(label)
        setNeedsLayout()
        return label
    }

    /// The secondary label of the `.value1`, `.value2` and `.subtitle` styles (nil for
    /// `.default`), made on first use.
    open var detailTextLabel: UILabel? {
        guard cellStyle != .default else { return nil }
        if let storedDetailTextLabel { return storedDetailTextLabel }
        let label = UILabel()
        storedDetailTextLabel = label
        contentView.addSubview(label)
        setNeedsLayout()
        return label
    }

    /// Called before the table hands the cell out again; reset what the previous row set.
    open func prepareForReuse() {}

    /// How a selected cell looks, as UIKit's `UITableViewCell.SelectionStyle` (stored).
    public enum SelectionStyle: Int, Sendable, CaseIterable {
        /// No look: the row is still selected.
        case none
        /// Blue (a gray since iOS 7).
        case blue
        /// Gray.
        case gray
        /// The default.
        case `default`
    }

    /// How the cell looks selected (`.default`; stored).
    open var selectionStyle = SelectionStyle.default

    /// The standard view at a cell's trailing edge, as UIKit's `UITableViewCell.AccessoryType`.
    public enum AccessoryType: Int, Sendable, CaseIterable {
        /// No accessory.
        case none
        /// A chevron: the row leads to another screen.
        case disclosureIndicator
        /// An info button and a chevron.
        case detailDisclosureButton
        /// A checkmark.
        case checkmark
        /// An info button.
        case detailButton
    }

    /// How a row is edited, as UIKit's `UITableViewCell.EditingStyle`.
    public enum EditingStyle: Int, Sendable, CaseIterable {
        /// No editing control.
        case none
        /// A delete control.
        case delete
        /// An insert control.
        case insert
    }

    /// The standard accessory (default `.none`; stored: not drawn, and the content view keeps
    /// the cell's width — how much an accessory takes is unconfirmed here).
    open var accessoryType = AccessoryType.none
    /// A view in place of the standard accessory (stored; not added to the cell).
    open var accessoryView: UIView?
    /// The accessory while the table edits (stored).
    open var editingAccessoryType = AccessoryType.none
    /// The accessory view while the table edits (stored).
    open var editingAccessoryView: UIView?
    /// The cell's editing style, as the table's delegate gives it (read-only in UIKit).
    open internal(set) var editingStyle = EditingStyle.none
    /// Whether the cell is in editing mode (the table sets it through `setEditing(_:animated:)`).
    open var isEditing: Bool {
        get { editing }
        set { setEditing(newValue, animated: false) }
    }
    private var editing = false

    /// Puts the cell in or out of editing mode; a subclass overrides it (calling `super`).
    open func setEditing(_ editing: Bool, animated: Bool) { self.editing = editing }

    /// Whether the reorder control shows while editing (stored).
    open var showsReorderControl = false
    /// Whether the content indents while editing (default `true`; stored).
    open var shouldIndentWhileEditing = true
    /// The content's indentation level (stored).
    open var indentationLevel = 0
    /// The width of one indentation level (default 10; stored).
    open var indentationWidth: CGFloat = 10
    /// The separator's insets (stored; separators are not drawn).
    open var separatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0)

    /// Whether the cell's row is selected: the table sets it through `setSelected(_:animated:)`.
    open var isSelected: Bool {
        get { selected }
        set { setSelected(newValue, animated: false) }
    }
    private var selected = false

    /// Marks the cell selected or not; a subclass overrides it to change its look (calling `super`).
    open func setSelected(_ selected: Bool, animated: Bool) {
        self.selected = selected
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = bounds
        let area = contentView.bounds.insetBy(dx: Self.labelMargin, dy: 0)
        let half = area.height / 2
        switch (storedTextLabel, storedDetailTextLabel, cellStyle) {
        case (let text?, let detail?, .subtitle):
            text.frame = CGRect(x: area.minX, y: area.minY, width: area.width, height: half)
            detail.frame = CGRect(x: area.minX, y: area.minY + half, width: area.width, height: half)
        case (let text?, let detail?, _):
            let width = area.width / 2
            text.frame = CGRect(x: area.minX, y: area.minY, width: width, height: area.height)
            detail.frame = CGRect(x: area.minX + width, y: area.minY, width: width, height: area.height)
        case (let text?, nil, _):
            text.frame = area
        case (nil, let detail?, _):
            detail.frame = area
        case (nil, nil, _):
            break
        }
    }
}
