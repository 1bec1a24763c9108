import Foundation

/// A screen described in the scenario file instead of named from the catalogue:
///
/// ```json
/// "screen": {
///   "views": [{"id": "entry"}, {"id": "nameField", "type": "textField", "in": "entry"}],
///   "constraints": ["entry.bottom == safeArea.bottom #entryBottom", "nameField.top == entry.top + 8", …]
/// }
/// ```
///
/// Views are made in order inside the technique's root view (`in` names an earlier view; in a
/// stack view a view is an arranged subview). A view with a `frame` keeps translating its
/// frame (struts and springs, with `autoresizing`); any other view is laid out by the
/// constraints. The technique finds what it works on by name (`TechniqueCatalog.Entry.parts`).
public struct InlineScreen: Sendable {
    /// The kinds of view an inline screen can describe: a file's `type` values.
    public enum Kind: String, Sendable, CaseIterable {
        /// A plain `UIView`, a `UITextField`, a `UILabel`, a `UIButton`, a `UIImageView`, a `UIStackView`.
        case view, textField, label, button, imageView, stack
    }

    /// One view of an inline screen, as the file describes it.
    public struct ViewSpec: Sendable {
        /// The view's name: its accessibility identifier, used by traces and focus steps.
        public var id: String
        /// What kind of view it is.
        public var kind: Kind
        /// The view it is added to; nil for the root view.
        public var parent: String?
        /// Set: the view translates this frame (in its parent's coordinates) into constraints.
        public var frame: CGRect?
        /// For a view with a frame, how it resizes with its superview.
        public var autoresizing: UIView.AutoresizingMask = []
        /// A label's text or a button's title.
        public var text: String?
        /// An image view's image size.
        public var imageSize: CGSize?
        /// A stack view's axis.
        public var axis: NSLayoutConstraint.Axis = .vertical
        /// A stack view's spacing.
        public var spacing: CGFloat = 0
        /// A stack view's alignment.
        public var alignment: UIStackView.Alignment = .fill
        /// A stack view's distribution.
        public var distribution: UIStackView.Distribution = .fill
    }

    /// The views, in the order they are made.
    public var views: [ViewSpec]
    /// The constraints, one line each.
    public var constraints: [ConstraintLine]

    /// Names a constraint can use besides the views: the root view and its guides.
    public static let builtInItems = ["view", "safeArea", "margins", "keyboard"]

    /// The views and identified constraints of a built screen, by name.
    struct Built {
        var views: [String: UIView] = [:]
        var constraints: [String: NSLayoutConstraint] = [:]

        func textField(_ id: String) -> UITextField? { views[id] as? UITextField }
    }

    /// Makes the views inside `root` and activates the constraints.
    @MainActor func build(in root: UIView) -> Built {
        var built = Built()
        for spec in views {
            let view: UIView
            switch spec.kind {
            case .view: view = UIView()
            case .textField: view = UITextField()
            case .label:
                let label = UILabel()
                label.text = spec.text
                view = label
            case .button:
                let button = UIButton()
                button.setTitle(spec.text, for: .normal)
                view = button
            case .imageView: view = UIImageView(imageSize: spec.imageSize)
            case .stack:
                let stack = UIStackView()
                stack.axis = spec.axis
                stack.spacing = spec.spacing
                stack.alignment = spec.alignment
                stack.distribution = spec.distribution
                view = stack
            }
            view.accessibilityIdentifier = spec.id
            let parent = spec.parent.flatMap { built.views[$0] } ?? root
            if let frame = spec.frame {
                view.frame = frame
                view.autoresizingMask = spec.autoresizing
            }
            if let stack = parent as? UIStackView {
                stack.addArrangedSubview(view)
            } else {
                if spec.frame == nil { view.translatesAutoresizingMaskIntoConstraints = false }
                parent.addSubview(view)
            }
            built.views[spec.id] = view
        }
        func item(_ name: String) -> AnyObject {
            switch name {
            case "view": root
            case "safeArea": root.safeAreaLayoutGuide
            case "margins": root.layoutMarginsGuide
            case "keyboard": root.keyboardLayoutGuide
            default: built.views[name] ?? root
            }
        }
        for line in constraints {
            let constraint = NSLayoutConstraint(
                item: item(line.first.item), attribute: line.first.attribute, relatedBy: line.relation,
                toItem: line.second.map { item($0.item) }, attribute: line.second?.attribute ?? .notAnAttribute,
                multiplier: CGFloat(line.multiplier), constant: CGFloat(line.constant))
            constraint.priority = UILayoutPriority(line.priority)
            constraint.identifier = line.identifier
            constraint.isActive = true
            if let identifier = line.identifier { built.constraints[identifier] = constraint }
        }
        return built
    }
}

/// One constraint in the scenario's one-line syntax:
///
///     item.attribute relation [multiplier *] item.attribute [± constant] [@priority] [#identifier]
///     item.attribute relation constant [@priority] [#identifier]      (width and height only)
///
/// `entry.bottom == safeArea.bottom - 8 @750 #inputsSpace` reads as UIKit's
/// `entry.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -8)`
/// with priority 750 and identifier "inputsSpace".
public struct ConstraintLine: Sendable, CustomStringConvertible {
    /// One side of a constraint line: an item and an attribute (`entry.bottom`).
    public struct Anchor: Sendable {
        /// The item's name: a view's id, `view`, `safeArea`, `margins` or `keyboard`.
        public var item: String
        /// The attribute.
        public var attribute: NSLayoutConstraint.Attribute
        /// Where the item's name starts in the line (for errors).
        public var offset: Int
    }

    /// The first item and attribute.
    public var first: Anchor
    /// `==`, `<=` or `>=`.
    public var relation: NSLayoutConstraint.Relation
    /// The second item and attribute; nil for a constant size (`entry.height == 44`).
    public var second: Anchor?
    /// The multiplier (`* 0.5`).
    public var multiplier = 1.0
    /// The constant (`- 8`).
    public var constant = 0.0
    /// The priority (`@750`), 1000 when not given.
    public var priority: Float = 1000
    /// The identifier (`#inputsSpace`).
    public var identifier: String?

    public var description: String {
        var text = "\(first.item).\(first.attribute.rawValue) \(relation.symbol) "
        if let second {
            if multiplier != 1 { text += "\(formatNumber(multiplier)) * " }
            text += "\(second.item).\(second.attribute.rawValue)"
            if constant != 0 { text += constant < 0 ? " - \(formatNumber(-constant))" : " + \(formatNumber(constant))" }
        } else {
            text += formatNumber(constant)
        }
        if priority != 1000 { text += " @\(formatNumber(Double(priority)))" }
        if let identifier { text += " #\(identifier)" }
        return text
    }
}
