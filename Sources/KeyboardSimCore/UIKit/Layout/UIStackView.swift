import Foundation

/// A view that lays out its arranged subviews in a row or column, as UIKit's `UIStackView`,
/// by generating constraints the way UIKit does (their identifiers carry UIKit's `UISV-`
/// names, so conflicts read like UIKit's):
/// - along the axis: the first and last views pinned to the stack's edges
///   (`UISV-canvas-connection`), neighbours `spacing` apart (`UISV-spacing`); `fillEqually`
///   makes them the same length, `fillProportionally` proportional to their intrinsic lengths,
///   `equalSpacing` puts equal spacer guides (at least `spacing`) between them
///   (`UISV-distributing`); `fill` leaves the lengths to hugging and compression resistance;
/// - across the axis: `fill` pins both edges, `leading`/`trailing` one edge and keeps the other
///   inside, `center` centres and keeps both edges inside, with a weak zero length
///   (`UISV-ambiguity-suppression`) so an unsized view hugs its content.
/// Hidden arranged views take no space. Arranged views get
/// `translatesAutoresizingMaskIntoConstraints = false`, as in UIKit.
open class UIStackView: UIView {
    /// How arranged views are placed across the stack's axis.
    public enum Alignment: String, Sendable, CaseIterable {
        /// Stretched across the axis; at the leading (or top) edge; centred; at the trailing (or bottom) edge.
        case fill, leading, center, trailing
        /// `top` and `bottom` are UIKit's names of leading and trailing for a horizontal stack.
        public static let top = Alignment.leading
        /// The bottom edge of a horizontal stack: `trailing`.
        public static let bottom = Alignment.trailing
    }

    /// How arranged views share the stack's axis.
    public enum Distribution: String, Sendable, CaseIterable {
        /// Their own sizes, the last stretching; equal sizes; sizes in proportion to their intrinsic sizes; equal spaces between them.
        case fill, fillEqually, fillProportionally, equalSpacing
    }

    /// The axis the views are arranged along.
    open var axis: NSLayoutConstraint.Axis = .horizontal { didSet { rebuild() } }
    /// Points between adjacent arranged views (with `equalSpacing`, the least).
    open var spacing: CGFloat = 0 { didSet { rebuild() } }
    /// Placement across the axis.
    open var alignment: Alignment = .fill { didSet { rebuild() } }
    /// Sharing along the axis.
    open var distribution: Distribution = .fill { didSet { rebuild() } }
    /// The views the stack arranges, in order (hidden ones take no space).
    public private(set) var arrangedSubviews: [UIView] = []

    private var generated: [NSLayoutConstraint] = []
    private var spacers: [UILayoutGuide] = []
    /// The spacing set after arranged views (`setCustomSpacing(_:after:)`), in the order set.
    private var customSpacings: [(view: ObjectIdentifier, spacing: CGFloat)] = []

    /// Whether the arranged views are placed within the stack's layout margins (its
    /// `layoutMarginsGuide`) instead of its edges. False by default
    /// (developer.apple.com/documentation/uikit/uistackview/islayoutmarginsrelativearrangement).
    open var isLayoutMarginsRelativeArrangement = false {
        didSet { if isLayoutMarginsRelativeArrangement != oldValue { rebuild() } }
    }

    /// Whether vertical spacing is measured from the views' text baselines (stored, not
    /// simulated: text baselines are not; setting it true says so in the trace). False by default.
    open var isBaselineRelativeArrangement = false {
        didSet {
            if isBaselineRelativeArrangement {
                diagnostic("UIStackView.isBaselineRelativeArrangement = true: not simulated (spacing is measured between edges)")
            }
        }
    }

    /// The spacing value meaning "the stack's `spacing`" (`setCustomSpacing(_:after:)`), as
    /// UIKit's: the largest `Float`.
    public static let spacingUseDefault = CGFloat(Float.greatestFiniteMagnitude)

    /// The spacing value meaning "the system's spacing", as UIKit's: the smallest normal
    /// `Float`. The simulation's system spacing between siblings is 8 points (unconfirmed:
    /// the value commonly measured on iPhones).
    public static let spacingUseSystem = CGFloat(Float.leastNormalMagnitude)

    /// Sets the space after `arrangedSubview` (before the next arranged view), in place of
    /// `spacing`; `spacingUseDefault` goes back to `spacing`. Nothing when `arrangedSubview` is
    /// not arranged by the stack.
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        guard arrangedSubviews.contains(where: { $0 === arrangedSubview }) else { return }
        let key = ObjectIdentifier(arrangedSubview)
        customSpacings.removeAll { $0.view == key }
        if spacing != Self.spacingUseDefault { customSpacings.append((key, spacing)) }
        rebuild()
    }

    /// The space set after `arrangedSubview` with `setCustomSpacing(_:after:)`, else
    /// `spacingUseDefault`.
    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        let key = ObjectIdentifier(arrangedSubview)
        return customSpacings.first { $0.view == key }?.spacing ?? Self.spacingUseDefault
    }

    /// The space between `view` and the next arranged view: its custom spacing, else `spacing`
    /// (the system spacing, 8 points, for `spacingUseSystem`).
    private func spacing(after view: UIView) -> CGFloat {
        let custom = customSpacing(after: view)
        let value = custom == Self.spacingUseDefault ? spacing : custom
        return value == Self.spacingUseSystem ? 8 : value
    }

    /// A horizontal stack arranging `arrangedSubviews`, in order.
    public convenience init(arrangedSubviews: [UIView]) {
        self.init(frame: .zero)
        for view in arrangedSubviews { addArrangedSubview(view) }
    }

    /// An empty horizontal stack with this frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Archives are not simulated: the stack starts empty, as `init(frame: .zero)`. Not failable,
    /// as Apple declares it (`init(coder: NSCoder)`), so a subclass's `required init(coder:)`
    /// calls it with `super`.
    public required init(coder: NSCoder) {
        super.init(frame: .zero)
        decodeInterfaceBuilderArchive(coder)
    }

    /// Appends `view` to the arranged views (and adds it as a subview).
    open func addArrangedSubview(_ view: UIView) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Inserts `view` among the arranged views at `index` (and adds it as a subview).
    open func insertArrangedSubview(_ view: UIView, at index: Int) {
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: min(max(0, index), arrangedSubviews.count))
        view.translatesAutoresizingMaskIntoConstraints = false
        if view.superview !== self { addSubview(view) }
        rebuild()
    }

    /// Stops arranging `view` (it stays a subview, as in UIKit).
    open func removeArrangedSubview(_ view: UIView) {
        arrangedSubviews.removeAll { $0 === view }
        customSpacings.removeAll { $0.view == ObjectIdentifier(view) }
        rebuild()
    }

    open override func willRemoveSubview(_ subview: UIView) {
        super.willRemoveSubview(subview)
        if arrangedSubviews.contains(where: { $0 === subview }) {
            arrangedSubviews.removeAll { $0 === subview }
            rebuild(excluding: subview)
        }
    }

    /// Regenerates the stack's constraints.
    func rebuild(excluding leaving: UIView? = nil) {
        NSLayoutConstraint.deactivate(generated)
        for spacer in spacers { removeLayoutGuide(spacer) }
        generated = []
        spacers = []
        let visible = arrangedSubviews.filter { !$0.isHidden && $0 !== leaving }
        guard !visible.isEmpty else { return }
        let vertical = axis == .vertical
        let canvas: AnyObject = isLayoutMarginsRelativeArrangement ? layoutMarginsGuide : self
        func add(_ constraint: NSLayoutConstraint, _ identifier: String, priority: UILayoutPriority = .required) {
            constraint.identifier = identifier
            constraint.priority = priority
            generated.append(constraint)
        }
        let startAttribute: NSLayoutConstraint.Attribute = vertical ? .top : .leading
        let endAttribute: NSLayoutConstraint.Attribute = vertical ? .bottom : .trailing
        let lengthAttribute: NSLayoutConstraint.Attribute = vertical ? .height : .width
        func relate(
            _ a: AnyObject, _ aAttr: NSLayoutConstraint.Attribute, _ relation: NSLayoutConstraint.Relation,
            _ b: AnyObject?, _ bAttr: NSLayoutConstraint.Attribute, multiplier: CGFloat = 1, constant: CGFloat = 0
        ) -> NSLayoutConstraint {
            NSLayoutConstraint(
                item: a, attribute: aAttr, relatedBy: relation, toItem: b, attribute: bAttr,
                multiplier: multiplier, constant: constant)
        }
        // Along the axis.
        add(relate(visible[0], startAttribute, .equal, canvas, startAttribute), "UISV-canvas-connection")
        add(relate(visible[visible.count - 1], endAttribute, .equal, canvas, endAttribute), "UISV-canvas-connection")
        for index in visible.indices.dropFirst() {
            let previous = visible[index - 1], view = visible[index]
            if distribution == .equalSpacing {
                let spacer = UILayoutGuide()
                spacer.identifier = "UISV-distributing"
                addLayoutGuide(spacer)
                spacers.append(spacer)
                add(relate(spacer, startAttribute, .equal, previous, endAttribute), "UISV-distributing-edge")
                add(relate(spacer, endAttribute, .equal, view, startAttribute), "UISV-distributing-edge")
                add(
                    relate(spacer, lengthAttribute, .greaterThanOrEqual, nil, .notAnAttribute, constant: spacing(after: previous)),
                    "UISV-spacing")
                if spacers.count > 1 {
                    add(relate(spacer, lengthAttribute, .equal, spacers[0], lengthAttribute), "UISV-distributing")
                }
            } else {
                add(relate(view, startAttribute, .equal, previous, endAttribute, constant: spacing(after: previous)), "UISV-spacing")
            }
        }
        switch distribution {
        case .fillEqually:
            for view in visible.dropFirst() {
                add(relate(view, lengthAttribute, .equal, visible[0], lengthAttribute), "UISV-fill-equally")
            }
        case .fillProportionally:
            let lengths = visible.map { view -> CGFloat in
                let size = view.intrinsicContentSize
                return max(0, vertical ? size.height : size.width)
            }
            if lengths[0] > 0 {
                for (view, length) in zip(visible, lengths).dropFirst() where length > 0 {
                    add(
                        relate(view, lengthAttribute, .equal, visible[0], lengthAttribute, multiplier: length / lengths[0]),
                        "UISV-fill-proportionally", priority: UILayoutPriority(999))
                }
            }
        case .fill, .equalSpacing:
            break
        }
        // Across the axis.
        let crossStart: NSLayoutConstraint.Attribute = vertical ? .leading : .top
        let crossEnd: NSLayoutConstraint.Attribute = vertical ? .trailing : .bottom
        let crossCenter: NSLayoutConstraint.Attribute = vertical ? .centerX : .centerY
        let crossLength: NSLayoutConstraint.Attribute = vertical ? .width : .height
        for view in visible {
            switch alignment {
            case .fill:
                add(relate(view, crossStart, .equal, canvas, crossStart), "UISV-alignment")
                add(relate(view, crossEnd, .equal, canvas, crossEnd), "UISV-alignment")
            case .leading:
                add(relate(view, crossStart, .equal, canvas, crossStart), "UISV-alignment")
                add(relate(view, crossEnd, .lessThanOrEqual, canvas, crossEnd), "UISV-canvas-fit")
            case .trailing:
                add(relate(view, crossEnd, .equal, canvas, crossEnd), "UISV-alignment")
                add(relate(view, crossStart, .greaterThanOrEqual, canvas, crossStart), "UISV-canvas-fit")
            case .center:
                add(relate(view, crossCenter, .equal, canvas, crossCenter), "UISV-alignment")
                add(relate(view, crossStart, .greaterThanOrEqual, canvas, crossStart), "UISV-canvas-fit")
            }
            if alignment != .fill {
                add(
                    relate(view, crossLength, .equal, nil, .notAnAttribute, constant: 0), "UISV-ambiguity-suppression",
                    priority: UILayoutPriority(25))
            }
        }
        NSLayoutConstraint.activate(generated)
    }

    /// The constraints the stack generated for its arranged views.
    open var generatedConstraints: [NSLayoutConstraint] { generated }
}
