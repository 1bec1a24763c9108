import Foundation

/// A view a collection view places from its layout's attributes and reuses, as UIKit's
/// `UICollectionReusableView`: the base of cells and of supplementary views (section headers
/// and footers).
///
/// The collection view sets `reuseIdentifier` when it makes the view for a registered class, and
/// calls `prepareForReuse()` before it hands the view out again. `apply(_:)` gets the attributes
/// the layout gave the view's item, after the view's frame is set from them.
open class UICollectionReusableView: UIView {
    /// The identifier the collection view reuses the view under (nil for a view it did not make).
    public internal(set) var reuseIdentifier: String?

    /// A view with no reuse identifier.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// As `UIView.init?(coder:)`.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// How a collection view makes a view of a registered class (not UIKit API): the class's
    /// `init(frame:)`, then the reuse identifier. (Swift needs a required initializer to make an
    /// instance of a class known only at run time; a subclass inherits this one by overriding
    /// `init(frame:)` and `init?(coder:)`, or neither, as subclasses on iOS do.)
    public required convenience init(registeredReuseIdentifier identifier: String) {
        self.init(frame: .zero)
        reuseIdentifier = identifier
    }

    /// Called before the collection view hands the view out again; reset what the previous item
    /// set.
    open func prepareForReuse() {}

    /// Gives the view the attributes its layout computed for it (its frame is already set from
    /// them). Does nothing by default.
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}

    /// The attributes the view would like: self-sizing is not simulated, so the attributes
    /// given, unchanged.
    open func preferredLayoutAttributesFitting(
        _ layoutAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutAttributes {
        layoutAttributes
    }

    /// Called before the collection view changes its layout. Does nothing by default.
    open func willTransition(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout) {}

    /// Called after the collection view changed its layout. Does nothing by default.
    open func didTransition(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout) {}
}

/// One item of a collection view, as UIKit's `UICollectionViewCell`.
///
/// Put subviews in `contentView`, which fills the cell above `backgroundView` (and above
/// `selectedBackgroundView`, shown only while the cell is selected or highlighted). The collection
/// view sets `isSelected` and `isHighlighted` as the user taps and as the app selects in code;
/// subclasses override them (calling `super`) to change their look.
///
/// ```swift
/// final class MessageCell: UICollectionViewCell {
///     let label = UILabel()
///     override init(frame: CGRect) {
///         super.init(frame: frame)
///         contentView.addSubview(label)
///     }
///     required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
/// }
/// ```
open class UICollectionViewCell: UICollectionReusableView {
    /// The view that holds the cell's content; it fills the cell.
    public let contentView = UIView()

    /// A cell the size of `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        installContentView()
    }

    /// As `UIView.init?(coder:)`.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        installContentView()
    }

    private func installContentView() {
        contentView.frame = bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    /// A view behind the content (nil by default); it fills the cell.
    open var backgroundView: UIView? {
        didSet { replaceBackground(oldValue, with: backgroundView, below: selectedBackgroundView ?? contentView) }
    }

    /// A view behind the content while the cell is selected or highlighted (nil by default); it
    /// fills the cell.
    open var selectedBackgroundView: UIView? {
        didSet {
            replaceBackground(oldValue, with: selectedBackgroundView, below: contentView)
            showSelectedBackground()
        }
    }

    /// Whether the cell's item is selected: the collection view sets it.
    open var isSelected = false {
        didSet {
            showSelectedBackground()
            if isSelected != oldValue { setNeedsUpdateConfiguration() }
        }
    }

    /// Whether the cell is highlighted (touched, before the tap selects it): the collection view
    /// sets it.
    open var isHighlighted = false {
        didSet {
            showSelectedBackground()
            if isHighlighted != oldValue { setNeedsUpdateConfiguration() }
        }
    }

    private func replaceBackground(_ old: UIView?, with new: UIView?, below sibling: UIView) {
        guard old !== new else { return }
        if let old, old.superview === self { old.removeFromSuperview() }
        guard let new else { return }
        new.frame = bounds
        new.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        insertSubview(new, belowSubview: sibling)
    }

    private func showSelectedBackground() {
        selectedBackgroundView?.isHidden = !(isSelected || isHighlighted)
    }

    // MARK: Configurations (iOS 14)

    /// What `configurationUpdateHandler` is given: the cell and its state.
    public typealias ConfigurationUpdateHandler = (UICollectionViewCell, UICellConfigurationState) -> Void

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
        state.isEditing = false
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

    /// Where the cell is in a drag, as UIKit's `UICollectionViewCell.DragState`.
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

    open override func layoutSubviews() {
        super.layoutSubviews()
        updateConfigurationIfNeeded()
        contentView.frame = bounds
    }
}
