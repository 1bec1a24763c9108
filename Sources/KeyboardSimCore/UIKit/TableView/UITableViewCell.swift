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
/// time; `init(style:registeredReuseIdentifier:)` is that initializer, and a subclass inherits it by
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
    /// The identifier the table reuses the cell under (nil: never reused); a cell made from a
    /// nib registered for an identifier takes that identifier when the nib gives none.
    public internal(set) var reuseIdentifier: String?
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

    /// How a cell of a class known only at run time is made (not UIKit API): the class's
    /// `init(style:reuseIdentifier:)`. A table makes a registered class's cells with it (the
    /// `.default` style), and `kbsim port` writes a library's
    /// `cellType.init(style: style, reuseIdentifier: identifier)` with it: UIKit's initializer
    /// is Objective-C's, which a metatype may call, and Swift calls only a required one.
    public required convenience init(style: CellStyle = .default, registeredReuseIdentifier identifier: String?) {
        self.init(style: style, reuseIdentifier: identifier)
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
    /// Entering editing mode, the cell hears `willTransition(to: .showingEditControl)` before and
    /// `didTransition(to: .showingEditControl)` after; leaving it, the same with `[]`, as UIKit's
    /// cells (developer.apple.com/documentation/uikit/uitableviewcell/willtransition(to:)).
    open func setEditing(_ editing: Bool, animated: Bool) {
        guard editing != self.editing else { return }
        let state: StateMask = editing ? .showingEditControl : []
        willTransition(to: state)
        self.editing = editing
        setNeedsUpdateConfiguration()
        didTransition(to: state)
    }

    /// The states a cell passes into, as UIKit's `UITableViewCell.StateMask`.
    public struct StateMask: OptionSet, Hashable, Sendable {
        /// The raw bits.
        public var rawValue: UInt
        /// A mask from its raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The cell shows its editing control (the table edits).
        public static let showingEditControl = StateMask(rawValue: 1 << 0)
        /// The cell shows its delete confirmation button (the state is not passed into here:
        /// `showingDeleteConfirmation` tells it).
        public static let showingDeleteConfirmation = StateMask(rawValue: 1 << 1)
    }

    /// Called before the cell enters `state` (see `setEditing(_:animated:)`). The default does nothing.
    open func willTransition(to state: StateMask) {}

    /// Called after the cell entered `state`. The default does nothing.
    open func didTransition(to state: StateMask) {}

    /// Whether the row's trailing actions (the delete confirmation) show: after the user swiped
    /// it (`Simulation.swipeRow(at:in:direction:fully:)`) or tapped its deletion control, until an
    /// action's handler completes.
    open var showingDeleteConfirmation: Bool {
        guard let table = superview as? UITableView, let revealed = table.revealedSwipeActions, revealed.edge == .trailing else {
            return false
        }
        return table.indexPath(for: self) == revealed.indexPath
    }

    /// The line under a row, as UIKit's `UITableViewCell.SeparatorStyle` (the table's `separatorStyle`).
    public enum SeparatorStyle: Int, Sendable {
        /// No separator.
        case none = 0
        /// A single line.
        case singleLine = 1
        /// An etched line (deprecated in UIKit).
        case singleLineEtched = 2
    }

    /// How the cell shows focus, as UIKit's `UITableViewCell.FocusStyle`.
    public enum FocusStyle: Int, Sendable {
        /// The system's focus look.
        case `default` = 0
        /// The app draws focus itself.
        case custom = 1
    }

    /// How the cell shows focus (stored: the focus engine is not simulated). `.default` by default.
    open var focusStyle = FocusStyle.default

    /// Where a cell is in a drag, as UIKit's `UITableViewCell.DragState`.
    public enum DragState: Int, Sendable {
        /// Not dragged.
        case none = 0
        /// Being lifted.
        case lifting = 1
        /// Dragged.
        case dragging = 2
    }

    /// Called when the cell's drag state changes (drag and drop is not simulated: never called).
    open func dragStateDidChange(_ dragState: DragState) {}

    /// Whether the cell takes touches while dragged (stored). False by default.
    open var userInteractionEnabledWhileDragging = false

    /// A view behind the content (stored; nothing is drawn).
    open var backgroundView: UIView?
    /// The view behind a selected cell (stored; nothing is drawn).
    open var selectedBackgroundView: UIView?
    /// The view behind a selected cell of a table that selects several (stored).
    open var multipleSelectionBackgroundView: UIView?

    /// The image view of the built-in styles (deprecated in iOS 14), made on first use.
    open var imageView: UIImageView? {
        if let storedImageView { return storedImageView }
        let view = UIImageView(image: nil)
        storedImageView = view
        contentView.addSubview(view)
        return view
    }
    private var storedImageView: UIImageView?

    /// Whether the cell is highlighted: a touch on its row highlights it for the tap's duration.
    open var isHighlighted: Bool {
        get { highlighted }
        set { setHighlighted(newValue, animated: false) }
    }
    private var highlighted = false

    /// Marks the cell highlighted or not; a subclass overrides it to change its look (calling
    /// `super`). The table calls it around a tap (`Simulation.tap(_:)`): highlighted, then not,
    /// before the row is selected.
    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        if self.highlighted != highlighted { setNeedsUpdateConfiguration() }
        self.highlighted = highlighted
    }

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
        if self.selected != selected { setNeedsUpdateConfiguration() }
        self.selected = selected
    }

    // MARK: Configurations (iOS 14)

    /// What `configurationUpdateHandler` is given: the cell and its state.
    public typealias ConfigurationUpdateHandler = (UITableViewCell, UICellConfigurationState) -> Void

    /// The content the cell shows: setting one puts its `makeContentView()` in the content view,
    /// filling it (UIKit replaces the content view with it; here `contentView` stays, holding
    /// it), or gives the new configuration to the view there when it supports it; nil removes it.
    open var contentConfiguration: (any UIContentConfiguration)? {
        didSet { showContentConfiguration() }
    }
    private var configuredContentView: (any UIView & UIContentView)?

    /// The cell's background (stored: nothing is drawn).
    open var backgroundConfiguration: UIBackgroundConfiguration?
    /// Whether a state change updates `contentConfiguration` with `updated(for:)`. True by default.
    open var automaticallyUpdatesContentConfiguration = true
    /// Whether a state change updates `backgroundConfiguration` with `updated(for:)`. True by default.
    open var automaticallyUpdatesBackgroundConfiguration = true
    /// Called with the cell's state when its configuration updates (`updateConfiguration(using:)`).
    open var configurationUpdateHandler: ConfigurationUpdateHandler? {
        didSet { setNeedsUpdateConfiguration() }
    }
    /// Whether `updateConfiguration(using:)` is due at the next layout.
    private var configurationNeedsUpdate = false

    /// The cell's state: its traits, selection, highlight and editing.
    open var configurationState: UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: traitCollection)
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        state.isEditing = isEditing
        return state
    }

    /// Asks for `updateConfiguration(using:)` with the cell's state before its next layout (the
    /// cell calls it when its selection, highlight or editing changes), as UIKit does.
    open func setNeedsUpdateConfiguration() {
        configurationNeedsUpdate = true
        setNeedsLayout()
    }

    /// Updates the configurations for `state`: the content and background configurations'
    /// `updated(for:)` (when they update automatically), then `configurationUpdateHandler`. A
    /// subclass overrides it to configure itself; apps call `setNeedsUpdateConfiguration()`.
    open func updateConfiguration(using state: UICellConfigurationState) {
        if automaticallyUpdatesContentConfiguration, let content = contentConfiguration {
            contentConfiguration = content.updated(for: state)
        }
        if automaticallyUpdatesBackgroundConfiguration, let background = backgroundConfiguration {
            backgroundConfiguration = background.updated(for: state)
        }
        configurationUpdateHandler?(self, state)
    }

    /// A background configuration of the cell's style (a plain list cell's).
    open func defaultBackgroundConfiguration() -> UIBackgroundConfiguration { .listPlainCell() }

    /// Runs a due configuration update (from `layoutSubviews()`).
    private func updateConfigurationIfNeeded() {
        guard configurationNeedsUpdate else { return }
        configurationNeedsUpdate = false
        updateConfiguration(using: configurationState)
    }

    private func showContentConfiguration() {
        configuredContentView = contentView.show(contentConfiguration, replacing: configuredContentView)
    }

    /// A list content configuration of the cell's style: `.cell()` for `.default`, `.subtitleCell()`
    /// for `.subtitle`, `.valueCell()` for the value styles.
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        switch cellStyle {
        case .default: .cell()
        case .subtitle: .subtitleCell()
        case .value1, .value2: .valueCell()
        }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        updateConfigurationIfNeeded()
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
