import Foundation

/// A section's header or footer view, as UIKit's `UITableViewHeaderFooterView`: what a table
/// reuses for its sections (`register(_:forHeaderFooterViewReuseIdentifier:)`,
/// `dequeueReusableHeaderFooterView(withIdentifier:)`), and what it makes for a section title
/// from the data source (`tableView(_:titleForHeaderInSection:)`), with the title in `textLabel`.
open class UITableViewHeaderFooterView: UIView {
    /// The identifier the table reuses the view under (nil: never reused).
    public let reuseIdentifier: String?
    /// The view that holds the content; it fills the header.
    public let contentView = UIView()
    /// A view behind the content (stored; nothing is drawn).
    open var backgroundView: UIView?
    private var storedTextLabel: UILabel?
    private var storedDetailTextLabel: UILabel?

    /// A header or footer view the table may reuse under `reuseIdentifier`.
    public init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    /// A header or footer view that is never reused (`UITableViewHeaderFooterView()`, which
    /// UIKit gives through `init(reuseIdentifier: nil)`).
    public convenience init() {
        self.init(reuseIdentifier: nil)
    }

    /// The content the view shows: setting one puts its `makeContentView()` in `contentView`,
    /// filling it, or gives the new configuration to the view there when it supports it; nil
    /// removes it (as a cell's `contentConfiguration`).
    open var contentConfiguration: (any UIContentConfiguration)? {
        didSet { configuredContentView = contentView.show(contentConfiguration, replacing: configuredContentView) }
    }
    private var configuredContentView: (any UIView & UIContentView)?

    /// A view decoded from a storyboard or a xib; another coder is not read (the view starts
    /// with no reuse identifier).
    public required init?(coder: NSCoder) {
        reuseIdentifier = (coder as? InterfaceBuilderCoder)?.element["reuseIdentifier"]
        super.init(coder: coder)
        contentView.frame = bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    /// How a table makes a view of a registered class (not UIKit API): the class's
    /// `init(reuseIdentifier:)`. Required, so that a view class known at run time is made
    /// through it: `kbsim port` writes a library's `viewType.init(reuseIdentifier: nil)` with it.
    public required convenience init(registeredReuseIdentifier identifier: String?) {
        self.init(reuseIdentifier: identifier)
    }

    /// The title's label, made on first use.
    open var textLabel: UILabel? {
        if let storedTextLabel { return storedTextLabel }
        let label = UILabel()
        storedTextLabel = label
        contentView.addSubview(label)
        return label
    }

    /// A secondary label (grouped tables on iOS), made on first use.
    open var detailTextLabel: UILabel? {
        if let storedDetailTextLabel { return storedDetailTextLabel }
        let label = UILabel()
        storedDetailTextLabel = label
        contentView.addSubview(label)
        return label
    }

    /// Called before the table hands the view out again; the default does nothing.
    open func prepareForReuse() {}

    open override func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = bounds
        let labelFrame = bounds.insetBy(dx: UITableViewCell.labelMargin, dy: 0)
        if let storedTextLabel, storedTextLabel.frame != labelFrame { storedTextLabel.frame = labelFrame }
    }
}
