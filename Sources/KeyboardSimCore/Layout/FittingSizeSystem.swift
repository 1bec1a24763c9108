import ConstraintSolver
import Foundation

/// What `UIView.systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`
/// solves: the view and everything inside it as a system of its own, in a solver of its own with
/// variables of its own, so the window's live layout (its solver, its variables, its frames) is
/// left exactly as it was, and a view in no window (a header or a cell being sized) is measured
/// the same way.
///
/// What takes part, as the window's engine builds it:
/// - the active constraints installed on the view and its descendants (every constraint whose
///   items are all inside the view: a constraint is installed on its items' nearest common
///   ancestor), a scroll view's edges related to its content read as its content area's;
/// - each descendant's intrinsic size where it does not translate its autoresizing mask
///   (hugging and compression resistance), and the view's own whatever its flag (its own frame
///   takes no part, below);
/// - each descendant that translates its mask, at its frame relative to its superview, the
///   flexible parts of its `autoresizingMask` following the superview's size as autoresizing
///   moves them (a cell's content view with flexible width and height follows the cell);
/// - the guides of the view and its descendants: safe area, margins, readable content, keyboard
///   and a scroll view's frame guide at their current insets, a scroll view's content guide at
///   its offset with its content size as a weak preference, and the app's own guides free;
/// - the target: the width and the height equal to the target's at the priorities given,
///   added last, so a required target that the view's own required constraints refuse is left
///   out (said in the trace, as UIKit logs an unsatisfiable constraint).
///
/// What does not:
/// - the view's own frame: it is measured from its content whether or not it translates its
///   autoresizing mask. Apple documents the result as "the optimal size for the view" from its
///   constraints; the common self-sizing header (a table's `tableHeaderView`, which translates
///   its mask, sized from `systemLayoutSizeFitting`) relies on this. Unconfirmed beyond that use;
/// - constraints to anything outside the view (its superview, a sibling): they are installed
///   above it. UIKit solves in the engine the view is in, where those constraints also act; what
///   they do to the fitting size is not documented (unconfirmed), and the simulation leaves them out;
/// - a multi-line label's or a text view's height at a width the solution gives: their intrinsic
///   sizes are the ones they have now, as in the window's engine.
///
/// A view in which nothing uses Auto Layout (no active constraint inside it, every descendant
/// translating its mask, no intrinsic size of its own) answers its current size: what
/// drewolbrich/ScrollingContentViewController's ScrollingContentViewManager.swift reports from
/// iOS ("If a root view has no constraints, systemLayoutSizeFitting will return the default size of
/// the view"); unconfirmed in Apple's documentation.
@MainActor struct FittingSizeSystem {
    private let root: UIView
    private let subtree: [UIView]
    private let members: Set<ObjectIdentifier>
    private let solver = Solver()
    private var itemVariables: [ObjectIdentifier: LayoutVariables] = [:]

    init(root: UIView) {
        self.root = root
        subtree = root.subtree
        members = Set(subtree.map(ObjectIdentifier.init))
    }

    /// The root's size that satisfies the system with the target's width and height held at
    /// the priorities given.
    mutating func size(fitting target: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority) -> CGSize {
        let constraints = subtree.flatMap(\.installedConstraints).filter { $0.isActive }
        let intrinsic = root.intrinsicContentSize
        let usesAutoLayout =
            !constraints.isEmpty || subtree.contains { !$0.translatesAutoresizingMaskIntoConstraints }
            || intrinsic.width != UIView.noIntrinsicMetric || intrinsic.height != UIView.noIntrinsicMetric
        guard usesAutoLayout else { return root.bounds.size }
        let r = variables(ofMember: root)
        add(Constraint(r.left, .equal, 0.0))
        add(Constraint(r.top, .equal, 0.0))
        for view in subtree {
            if view !== root, view.translatesAutoresizingMaskIntoConstraints { addAutoresizing(of: view) }
            if view === root || !view.translatesAutoresizingMaskIntoConstraints { addIntrinsic(of: view) }
            for guide in view.layoutGuides { addGuide(guide, of: view) }
        }
        for constraint in constraints {
            guard
                let built = LayoutEngine.solverConstraint(
                    for: constraint,
                    variables: { item, attribute, other in self.variables(of: LayoutEngine.layoutItem(item, attribute, relatedTo: other)) })
            else { continue }
            if !add(built), root.window == nil {
                root.diagnostic(
                    "Unable to simultaneously satisfy constraints while systemLayoutSizeFitting(_:) measured \(root.debugName): \(constraint) conflicts with the required constraints. Will attempt to recover by breaking it."
                )
            }
        }
        for (variable, value, priority, name) in [
            (r.width, target.width, horizontal, "width"), (r.height, target.height, vertical, "height"),
        ] {
            guard !add(Constraint(variable, .equal, Double(value), strength: priority.strength)) else { continue }
            root.diagnostic(
                "Unable to simultaneously satisfy constraints: systemLayoutSizeFitting(_:) asked \(root.debugName) for a \(name) of \(formatNumber(Double(value))) at the required priority, which its own required constraints refuse. Will attempt to recover by breaking the target's \(name)."
            )
        }
        solver.updateVariables()
        return CGSize(width: r.width.value, height: r.height.value)
    }

    /// Adds a constraint; whether it went in (a required one that conflicts does not).
    @discardableResult
    private func add(_ constraint: Constraint) -> Bool {
        do {
            try solver.add(constraint)
            return true
        } catch {
            return false
        }
    }

    /// The variables of a view or guide inside the root (nil for anything outside it).
    private mutating func variables(of item: AnyObject) -> LayoutVariables? {
        let owner = item as? UIView ?? (item as? UILayoutGuide)?.owningView
        guard let owner, members.contains(ObjectIdentifier(owner)) else { return nil }
        return variables(ofMember: item)
    }

    private mutating func variables(ofMember item: AnyObject) -> LayoutVariables {
        if let known = itemVariables[ObjectIdentifier(item)] { return known }
        let name = (item as? UIView)?.debugName ?? (item as? UILayoutGuide)?.variablesName ?? "item"
        let made = LayoutVariables(name: name)
        itemVariables[ObjectIdentifier(item)] = made
        return made
    }

    /// A descendant that translates its mask: its frame relative to its superview, each flexible
    /// part taking its share of the superview's change in size as autoresizing gives it
    /// (`UIView.resizeSubviews(from:)`).
    private mutating func addAutoresizing(of view: UIView) {
        guard let superview = view.superview else { return }
        let v = variables(ofMember: view), s = variables(ofMember: superview)
        let mask = superview.autoresizesSubviews ? view.autoresizingMask : []
        let frame = view.frame, size = superview.bounds.size, origin = superview.boundsOrigin
        let x = Self.autoresized(
            parts: [frame.minX, frame.width, size.width - frame.maxX],
            flexible: [mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin)],
            superviewSize: s.width, currentSize: size.width)
        let y = Self.autoresized(
            parts: [frame.minY, frame.height, size.height - frame.maxY],
            flexible: [mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight), mask.contains(.flexibleBottomMargin)],
            superviewSize: s.height, currentSize: size.height)
        add(Constraint(v.left, .equal, s.left + x.offset - Double(origin.x)))
        add(Constraint(v.top, .equal, s.top + y.offset - Double(origin.y)))
        add(Constraint(v.width, .equal, x.length))
        add(Constraint(v.height, .equal, y.length))
    }

    /// A translating view's offset and length along one axis as expressions of its superview's
    /// size: fixed parts stay, flexible ones share the change (by their current lengths, or
    /// evenly when those are all zero).
    private static func autoresized(parts: [CGFloat], flexible: [Bool], superviewSize: Variable, currentSize: CGFloat)
        -> (offset: LinearExpression, length: LinearExpression)
    {
        let flexibleTotal = zip(parts, flexible).filter(\.1).reduce(CGFloat(0)) { $0 + max(0, $1.0) }
        let flexibleCount = CGFloat(flexible.filter { $0 }.count)
        let change = superviewSize - Double(currentSize)
        func part(_ index: Int) -> LinearExpression {
            guard flexible[index] else { return LinearExpression(constant: Double(parts[index])) }
            let share = flexibleTotal > 0 ? max(0, parts[index]) / flexibleTotal : 1 / flexibleCount
            return change * Double(share) + Double(parts[index])
        }
        return (part(0), part(1))
    }

    /// Hugging and compression resistance around the view's intrinsic size, as the window's
    /// engine generates them.
    private mutating func addIntrinsic(of view: UIView) {
        let size = view.intrinsicContentSize
        let v = variables(ofMember: view)
        for (variable, value, axis) in [(v.width, size.width, NSLayoutConstraint.Axis.horizontal), (v.height, size.height, .vertical)]
        where value != UIView.noIntrinsicMetric {
            add(Constraint(variable, .lessThanOrEqual, Double(value), strength: view.contentHuggingPriority(for: axis).strength))
            add(
                Constraint(
                    variable, .greaterThanOrEqual, Double(value), strength: view.contentCompressionResistancePriority(for: axis).strength))
        }
    }

    /// A guide of a view inside the root: where the window's engine places it, from the view's
    /// current insets (the app's own guides are free).
    private mutating func addGuide(_ guide: UILayoutGuide, of owner: UIView) {
        let g = variables(ofMember: guide), v = variables(ofMember: owner)
        switch guide.kind {
        case .plain:
            return
        case .scrollContent:
            let scrollView = owner as? UIScrollView
            let offset = scrollView?.contentOffset ?? .zero, size = scrollView?.contentSize ?? .zero
            add(Constraint(g.left, .equal, v.left - Double(offset.x)))
            add(Constraint(g.top, .equal, v.top - Double(offset.y)))
            add(Constraint(g.width, .equal, Double(size.width), strength: .weak))
            add(Constraint(g.height, .equal, Double(size.height), strength: .weak))
        case .scrollFrame, .safeArea, .margins, .readableContent, .keyboard:
            // The guide's rectangle from the view's top-left corner, its size as the view's less
            // what the insets take.
            let frame = guide.kind == .scrollFrame ? CGRect(origin: .zero, size: owner.bounds.size) : guide.layoutFrame
            let size = owner.bounds.size
            add(Constraint(g.left, .equal, v.left + Double(frame.minX)))
            add(Constraint(g.top, .equal, v.top + Double(frame.minY)))
            add(Constraint(g.width, .equal, v.width + Double(frame.width - size.width)))
            add(Constraint(g.height, .equal, v.height + Double(frame.height - size.height)))
        }
    }
}
