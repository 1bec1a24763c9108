import Foundation
import SimulationContext

/// The priority of a layout constraint, as UIKit's `UILayoutPriority` (1…1000).
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable, CustomStringConvertible {
    public var rawValue: Float
    public init(rawValue: Float) { self.rawValue = rawValue }
    /// A priority of `rawValue`, from 1 to 1000.
    public init(_ rawValue: Float) { self.rawValue = rawValue }

    /// 1000: the constraint must hold.
    public static let required = UILayoutPriority(1000)
    /// 750: content compression resistance's default.
    public static let defaultHigh = UILayoutPriority(750)
    /// 510.
    public static let dragThatCanResizeScene = UILayoutPriority(510)
    /// 250: content hugging's default.
    public static let defaultLow = UILayoutPriority(250)
    /// 50: the priority at which a view fits its content's size.
    public static let fittingSizeLevel = UILayoutPriority(50)

    public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }
    /// A priority `rhs` higher.
    public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue + rhs) }
    /// A priority `rhs` lower.
    public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue - rhs) }

    /// Whether it is 1000 or more.
    public var isRequired: Bool { rawValue >= 1000 }

    public var description: String {
        rawValue == rawValue.rounded() ? String(Int(rawValue)) : String(rawValue)
    }
}

extension NSLayoutConstraint {
    /// An edge or dimension of a layout item.
    public enum Attribute: String, Sendable, CaseIterable {
        /// The attributes a constraint relates: edges, sizes and centres (`notAnAttribute` for a constant size).
        case left, right, top, bottom, leading, trailing, width, height, centerX, centerY, notAnAttribute
        /// A view's text baselines, as UIKit's: text baselines are not simulated, so each is the
        /// bottom edge of the view's `forFirstBaselineLayout` or `forLastBaselineLayout` (a plain
        /// view's baseline), and the trace says so for a label, a text view, a text field or a
        /// button (see `UIView.firstBaselineAnchor`).
        case lastBaseline, firstBaseline
        /// A view's edges and centres inset by its layout margins, as UIKit's: the same edge of
        /// the view's `layoutMarginsGuide`
        /// (https://developer.apple.com/documentation/uikit/nslayoutconstraint/attribute/leftmargin).
        /// On a layout guide, which has no margins, the plain edge.
        case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
        /// A view's centres within its layout margins: the centres of its `layoutMarginsGuide`.
        case centerXWithinMargins, centerYWithinMargins

        package var axis: Axis? {
            switch self {
            case .left, .right, .leading, .trailing, .centerX: .horizontal
            case .top, .bottom, .centerY: .vertical
            case .width: .horizontalSize
            case .height: .verticalSize
            case .notAnAttribute: nil
            default: base.axis
            }
        }

        /// The edge, size or centre a baseline or margin attribute is taken as, on the item it
        /// stands for (`topMargin` is the top of the margins guide; a baseline, the bottom edge);
        /// any other attribute itself.
        package var base: Attribute {
            switch self {
            case .leftMargin: .left
            case .rightMargin: .right
            case .topMargin: .top
            case .bottomMargin: .bottom
            case .leadingMargin: .leading
            case .trailingMargin: .trailing
            case .centerXWithinMargins: .centerX
            case .centerYWithinMargins: .centerY
            case .firstBaseline, .lastBaseline: .bottom
            case .left, .right, .top, .bottom, .leading, .trailing, .width, .height, .centerX, .centerY, .notAnAttribute: self
            }
        }

        /// Whether the attribute is measured inside the view's layout margins.
        package var isRelativeToMargin: Bool {
            switch self {
            case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin, .centerXWithinMargins,
                .centerYWithinMargins:
                true
            default: false
            }
        }

        package enum Axis { case horizontal, vertical, horizontalSize, verticalSize }
    }

    /// How the two sides compare.
    public enum Relation: Int, Sendable {
        /// `≤`, `=`, `≥`.
        case lessThanOrEqual = -1, equal = 0, greaterThanOrEqual = 1

        package var symbol: String {
            switch self {
            case .lessThanOrEqual: "<="
            case .equal: "=="
            case .greaterThanOrEqual: ">="
            }
        }
    }
}

/// Something constraints can refer to: a view or a layout guide.
@preconcurrency @MainActor public protocol LayoutItem: AnyObject {
    /// The name constraints print (`nameField`, `safeArea`).
    var layoutName: String { get }
    /// The view the item belongs to: the view itself, or a guide's owning view.
    var layoutOwningView: UIView? { get }
}

/// A relation between attributes of one or two layout items, as UIKit's `NSLayoutConstraint`:
/// `first.attribute relation multiplier × second.attribute + constant`, at a priority.
///
/// Setting `constant` on an active constraint uses the solver's in-place path; the frames move at
/// the next layout pass — at the end of the run-loop turn, or at once with `layoutIfNeeded()`.
///
/// Open, as on iOS: a library's constraint subclass (one that follows the keyboard by changing
/// its own constant) overrides `awakeFromNib()` or its initializers and sets `constant`.
@preconcurrency @MainActor open class NSLayoutConstraint: NSObject {
    /// The first item (a view or a layout guide), held weakly.
    public private(set) weak var firstItem: AnyObject?
    /// The first item's attribute.
    public let firstAttribute: Attribute
    /// How the two sides compare.
    public let relation: Relation
    /// The second item, nil for a constant.
    public private(set) weak var secondItem: AnyObject?
    /// The second item's attribute.
    public let secondAttribute: Attribute
    /// The factor applied to the second attribute.
    public let multiplier: CGFloat
    /// A name for the constraint, shown in traces and conflict reports.
    open var identifier: String?
    /// Whether the constraint was generated from a view's frame
    /// (`translatesAutoresizingMaskIntoConstraints`), like UIKit's NSAutoresizingMaskLayoutConstraint.
    public internal(set) var isAutoresizingMaskConstraint = false

    /// Names kept for messages after the items are gone.
    private let firstName: String
    private let secondName: String?

    /// The constant; on an active constraint the solver takes it at once. One that is not
    /// finite is refused as UIKit refuses it (see `refuseNonFinite`): the constraint keeps the
    /// constant it had.
    open var constant: CGFloat {
        willSet { MainThreadChecker.check("NSLayoutConstraint.constant") }
        didSet {
            if !constant.isFinite {
                let refused = constant
                constant = oldValue
                refuseNonFinite(nonFiniteConstantMessage(refused), keeping: "its constant \(formatNumber(oldValue))")
                return
            }
            guard constant != oldValue else { return }
            animations?.current?.recordConstantChange(of: self, from: oldValue)
            host?.constraintConstantDidChange(self)
        }
    }

    /// Running animations of the constant (see `presentationConstant(at:)`).
    var constantAnimations: [ValueAnimation] = []
    /// When the hosting engine took it in (orders the constants of frame records).
    var hostSequence = 0

    /// The priority. Changing it on an active constraint re-adds it to the solver.
    open var priority: UILayoutPriority = .required {
        willSet { MainThreadChecker.check("NSLayoutConstraint.priority") }
        didSet {
            guard priority != oldValue else { return }
            host?.constraintPriorityDidChange(self)
        }
    }

    /// The view holding the constraint while it is active (the items' nearest common ancestor).
    weak var container: UIView?
    /// The engine that currently has the constraint. Not a weak reference (a weakly referenced
    /// object's reference counts take a slow path, and the engine's are counted per frame): the
    /// engine clears it when it lets the constraint go, or when it goes itself (its deinit,
    /// which may run off the main actor, hence `nonisolated(unsafe)`).
    nonisolated(unsafe) unowned(unsafe) var host: (any AutoLayoutEngine)?
    /// The engine's constraint standing for this one while in an engine (the solver's
    /// constraint: `LayoutEngine` reads it as `solverConstraint`).
    var engineConstraint: AnyObject?

    /// The open animation blocks a new constant is recorded in: its engine's, or (inactive) its
    /// views' window's.
    private var animations: AnimationTransactionStack? {
        if let animations = host?.animations { return animations }
        let views = itemViews
        return views.first?.window?.animations ?? views.second?.window?.animations
    }

    /// `firstItem.attribute relation multiplier × toItem.attribute + constant`, inactive until activated.
    ///
    /// The items are `Any`, as Apple declares them
    /// (https://developer.apple.com/documentation/uikit/nslayoutconstraint/init(item:attribute:relatedby:toitem:attribute:multiplier:constant:)):
    /// a view or a layout guide, passed as a library's `item: Any` helper passes it.
    public init(
        item view1: Any, attribute: Attribute, relatedBy relation: Relation, toItem view2: Any?,
        attribute secondAttribute: Attribute, multiplier: CGFloat, constant: CGFloat
    ) {
        let item = view1 as AnyObject
        let toItem = view2.map { $0 as AnyObject }
        firstItem = item
        firstAttribute = attribute
        self.relation = relation
        secondItem = toItem
        self.secondAttribute = toItem == nil ? .notAnAttribute : secondAttribute
        self.multiplier = multiplier.isFinite ? multiplier : 1
        self.constant = constant.isFinite ? constant : 0
        firstName = Self.messageName(of: item)
        secondName = toItem.map(Self.messageName(of:))
        super.init()
        if !multiplier.isFinite {
            unreportedRefusals.append(
                Self.refusal("Multiplier is not finite! That's illegal. multiplier:\(multiplier)", keeping: "the multiplier 1"))
        }
        if !constant.isFinite {
            unreportedRefusals.append(Self.refusal(nonFiniteConstantMessage(constant), keeping: "the constant 0"))
        }
    }

    /// An item's name in messages: its layout name, or its type's.
    private static func messageName(of item: AnyObject) -> String {
        (item as? LayoutItem)?.layoutName ?? String(describing: type(of: item))
    }

    /// UIKit's exception text for a constant that is not finite, with the constraint's anchors.
    private func nonFiniteConstantMessage(_ constant: CGFloat) -> String {
        "NSLayoutConstraint constant is not finite! That's illegal. constant:\(constant) \(anchorsForMessage)"
    }

    /// A constraint decoded from a storyboard or a xib (`UIStoryboard`, `UINib`), with its items,
    /// attributes, relation, multiplier and constant; the loader then sets its priority and
    /// identifier and installs it. Any other coder gives a constraint with no items, which
    /// cannot be activated.
    public required init?(coder: NSCoder) {
        let decoded = (coder as? InterfaceBuilderCoder)?.constraint
        firstItem = decoded?.firstItem
        firstAttribute = decoded?.firstAttribute ?? .notAnAttribute
        relation = decoded?.relation ?? .equal
        secondItem = decoded?.secondItem
        secondAttribute = decoded?.secondAttribute ?? .notAnAttribute
        multiplier = decoded?.multiplier ?? 1
        constant = decoded?.constant ?? 0
        firstName = decoded.map { Self.messageName(of: $0.firstItem) } ?? "decoded"
        secondName = decoded?.secondItem.map(Self.messageName(of:))
    }

    /// The anchor of the first item's attribute (its `firstItem` and `firstAttribute`, as an
    /// anchor of no particular axis).
    public var firstAnchor: NSLayoutAnchor<AnyObject> { NSLayoutAnchor(item: firstItem ?? self, attribute: firstAttribute) }

    /// The anchor of the second item's attribute; nil for a constraint to a constant.
    public var secondAnchor: NSLayoutAnchor<AnyObject>? {
        guard let secondItem else { return nil }
        return NSLayoutAnchor(item: secondItem, attribute: secondAttribute)
    }

    /// Whether an archived view keeps the constraint (stored: archiving is not simulated).
    /// False by default, as UIKit's for constraints made in code.
    open var shouldBeArchived = false

    /// Called after the constraint is loaded from a storyboard or a xib, once every object of
    /// the document is made and connected, where a subclass finishes setting itself up
    /// (`super.awakeFromNib()` first).
    open func awakeFromNib() {}

    // MARK: Numbers that are not finite

    /// UIKit's exceptions for numbers it refused while no window could record them (the
    /// constraint was made with them, or given them while its views were in none): recorded
    /// when the constraint reaches a window's engine (`reportRefusals(to:)`), once.
    private var unreportedRefusals: [String] = []

    /// The anchors as UIKit's message names them: `firstAnchor:box.width secondAnchor:(null)`.
    private var anchorsForMessage: String {
        "firstAnchor:\(firstName).\(firstAttribute.rawValue) secondAnchor:"
            + (secondName.map { "\($0).\(secondAttribute.rawValue)" } ?? "(null)")
    }

    /// `message` as a crash record's reason: what UIKit raises, and what the simulation keeps.
    private static func refusal(_ message: String, keeping kept: String) -> String {
        "\(message) (UIKit raises NSInternalInconsistencyException and the app terminates; here the constraint keeps \(kept))"
    }

    /// A number UIKit refuses: on iOS `-[NSLayoutConstraint setConstant:]` and the factory
    /// methods raise NSInternalInconsistencyException for a constant or multiplier that is not
    /// finite (SwiftEntryKit issue 228, Instructions issue 282, Appboy's iOS SDK issue 106 quote
    /// the messages), on every set, whether or not the constraint is active. Here it is a crash
    /// record in the trace of the items' window (or, outside any window, once the constraint
    /// reaches one), and the constraint keeps what it had, so the run goes on.
    private func refuseNonFinite(_ message: String, keeping kept: String) {
        unreportedRefusals.append(Self.refusal(message, keeping: kept))
        if let window = itemsView?.window { reportRefusals(to: window.traceRecorder) }
    }

    /// The views of the two items (a layout guide's is its owning view).
    private var itemViews: (first: UIView?, second: UIView?) {
        ((firstItem as? LayoutItem)?.layoutOwningView, (secondItem as? LayoutItem)?.layoutOwningView)
    }

    /// The view of the first item (or the second), whose window and controller a record names.
    private var itemsView: UIView? {
        let views = itemViews
        return views.first ?? views.second
    }

    /// Records the refusals no trace heard yet as crashes of the items' controller.
    func reportRefusals(to recorder: any UIKitRecorder) {
        guard !unreportedRefusals.isEmpty else { return }
        let controller = itemsView?.crashingControllerName ?? "the app"
        for reason in unreportedRefusals { recorder.recordCrash(controller: controller, reason: reason) }
        unreportedRefusals.removeAll()
    }

    // MARK: Activation

    /// Whether the constraint takes part in layout. Activating finds the items' nearest common
    /// ancestor and installs the constraint there; items without one leave a diagnostic (UIKit
    /// raises an exception) and the constraint stays inactive.
    open var isActive: Bool {
        get { container != nil }
        set {
            MainThreadChecker.check("NSLayoutConstraint.isActive")
            if newValue { activate() } else { deactivate() }
        }
    }

    /// Activates every constraint in the list.
    public static func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    /// Deactivates every constraint in the list.
    public static func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }

    private func activate() {
        guard container == nil else { return }
        let (firstView, secondView) = itemViews
        let common: UIView?
        if let firstView, let secondView {
            common = UIView.nearestCommonAncestor(firstView, secondView)
        } else {
            common = firstView
        }
        guard let common else {
            let window = firstView?.window ?? secondView?.window
            window?.traceRecorder.diagnostic(
                "Unable to activate constraint \(self): its items have no common ancestor. Add both views to the same hierarchy first (UIKit raises an exception here)."
            )
            return
        }
        container = common
        common.installedConstraints.append(self)
        common.window?.layoutEngine.add(self)
    }

    private func deactivate() {
        guard let container else { return }
        container.installedConstraints.removeAll { $0 === self }
        self.container = nil
        host?.remove(self)
    }

    // MARK: Description

    /// `nameField.bottom == safeArea.bottom - 8 @750 #inputsSpace`: the one-line syntax
    /// scenario files use, on the main thread (NSObject's `<NSLayoutConstraint: 0x…>` elsewhere:
    /// the constraint's items belong to the main actor).
    nonisolated open override var description: String {
        SimulatedMainActor.isMain ? MainActor.assumeIsolated { syntax } : super.description
    }

    /// The one-line syntax of ``description``.
    private var syntax: String {
        var text = "\(firstName).\(firstAttribute.rawValue) \(relation.symbol)"
        var rhs: [String] = []
        if let secondName {
            let term = "\(secondName).\(secondAttribute.rawValue)"
            rhs.append(multiplier == 1 ? term : "\(formatNumber(multiplier)) * \(term)")
        }
        if rhs.isEmpty {
            rhs.append(formatNumber(constant))
        } else if constant != 0 {
            rhs.append(constant < 0 ? "- \(formatNumber(-constant))" : "+ \(formatNumber(constant))")
        }
        text += " " + rhs.joined(separator: " ")
        if !priority.isRequired { text += " @\(priority)" }
        if let identifier { text += " #\(identifier)" }
        if isAutoresizingMaskConstraint { text += " (autoresizing mask)" }
        return text
    }
}

// MARK: - Anchors

/// An attribute of a layout item, for building constraints the modern way:
/// `field.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor, constant: -8)`.
/// As in UIKit, only anchors of the same kind relate (x with x, y with y, dimension with
/// dimension).
@preconcurrency @MainActor public class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
    let item: AnyObject
    let attribute: NSLayoutConstraint.Attribute

    init(item: AnyObject, attribute: NSLayoutConstraint.Attribute) {
        self.item = item
        self.attribute = attribute
    }

    func make(
        _ relation: NSLayoutConstraint.Relation, _ other: NSLayoutAnchor<AnchorType>?, multiplier: CGFloat = 1,
        constant: CGFloat
    ) -> NSLayoutConstraint {
        NSLayoutConstraint(
            item: item, attribute: attribute, relatedBy: relation, toItem: other?.item,
            attribute: other?.attribute ?? .notAnAttribute, multiplier: multiplier, constant: constant)
    }

    /// A constraint `self == anchor + constant`.
    public func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant: CGFloat = 0) -> NSLayoutConstraint {
        make(.equal, anchor, constant: constant)
    }

    /// A constraint `self ≥ anchor + constant`.
    public func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant: CGFloat = 0) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: constant)
    }

    /// A constraint `self ≤ anchor + constant`.
    public func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant: CGFloat = 0) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: constant)
    }
}

/// A horizontal edge or centre.
public final class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
    /// `self == anchor + multiplier × system spacing` (system spacing: 8 points).
    public func constraint(equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, constant: UIView.systemSpacing * multiplier)
    }

    /// A constraint `self ≥ anchor + multiplier × 8` (the system spacing).
    public func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: UIView.systemSpacing * multiplier)
    }

    /// A constraint `self ≤ anchor + multiplier × 8` (the system spacing).
    public func constraint(lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: UIView.systemSpacing * multiplier)
    }
}

/// A vertical edge or centre.
public final class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
    /// `self == anchor + multiplier × system spacing` (system spacing: 8 points).
    public func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, constant: UIView.systemSpacing * multiplier)
    }

    /// A constraint `self ≥ anchor + multiplier × 8` (the system spacing).
    public func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: UIView.systemSpacing * multiplier)
    }

    /// A constraint `self ≤ anchor + multiplier × 8` (the system spacing).
    public func constraint(lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: UIView.systemSpacing * multiplier)
    }
}

/// A width or height.
public final class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    /// A constraint `self == constant`.
    public func constraint(equalToConstant constant: CGFloat) -> NSLayoutConstraint {
        make(.equal, nil, constant: constant)
    }

    /// A constraint `self ≥ constant`.
    public func constraint(greaterThanOrEqualToConstant constant: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, nil, constant: constant)
    }

    /// A constraint `self ≤ constant`.
    public func constraint(lessThanOrEqualToConstant constant: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, nil, constant: constant)
    }

    /// A constraint `self == multiplier × anchor + constant`.
    public func constraint(equalTo anchor: NSLayoutDimension, multiplier: CGFloat, constant: CGFloat = 0) -> NSLayoutConstraint {
        make(.equal, anchor, multiplier: multiplier, constant: constant)
    }

    /// A constraint `self ≥ multiplier × anchor + constant`.
    public func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier: CGFloat, constant: CGFloat = 0) -> NSLayoutConstraint
    {
        make(.greaterThanOrEqual, anchor, multiplier: multiplier, constant: constant)
    }

    /// A constraint `self ≤ multiplier × anchor + constant`.
    public func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier: CGFloat, constant: CGFloat = 0) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, multiplier: multiplier, constant: constant)
    }
}

/// The anchors every layout item has.
public protocol LayoutAnchorProviding: LayoutItem {}

extension LayoutAnchorProviding {
    /// The leading edge (the left: right-to-left layout is not simulated).
    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    /// The trailing edge (the right).
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    /// The left edge.
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    /// The right edge.
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    /// The horizontal centre.
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    /// The top edge.
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    /// The bottom edge.
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    /// The vertical centre.
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
    /// The width.
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    /// The height.
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
}
