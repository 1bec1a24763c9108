import ConstraintSolver
import Foundation

/// A window's Auto Layout engine: every view and guide that takes part has four variables in
/// screen coordinates (the window is pinned where it is on the screen: at the origin unless a
/// Stage Manager window is placed), solved by `ConstraintSolver`.
///
/// - Views that translate their autoresizing mask into constraints (the default) are pinned to
///   their frame relative to their superview; views with
///   `translatesAutoresizingMaskIntoConstraints = false` get their frame from the solution.
/// - A constraint's new constant goes into the solver at once (its in-place path); frames change
///   only when a layout pass applies the solution — `layoutIfNeeded()` on a subtree, or the
///   window's pass at the end of the run-loop turn. This is UIKit's behaviour, and what makes a
///   constant changed in an animation block without `layoutIfNeeded()` jump instead of animate.
/// - A required constraint that conflicts is reported as UIKit reports it ("Unable to
///   simultaneously satisfy constraints", with the smallest conflicting set it can find) and
///   left out of the solver, which keeps solving everything else.
@MainActor final class LayoutEngine: AutoLayoutEngine {
    unowned let window: UIWindow
    let solver = Solver()
    /// The open animation blocks: a pass that moves frames inside one makes its constants animate.
    let animations: AnimationTransactionStack
    /// Where conflicts are reported (UIKit's console).
    let diagnostics: any UIKitRecorder
    /// The keyboard the keyboard layout guides follow.
    weak var keyboard: (any KeyboardGuideSource)?

    /// A view taking part in layout.
    final class ViewEntry {
        /// The view, not retained, and whether it is alive. A weak reference would do, but
        /// loading one retains the view, and a view's reference counts are slow (it is weakly
        /// referenced: by its subviews, its constraints): most of a pass went there. An entry
        /// lives while its view is in the window under the superview it was registered with
        /// (leaving drops it), so the view is alive unless something released it meanwhile,
        /// which its lifetime says.
        private let unretainedView: Unmanaged<UIView>
        private let lifetime: UIView.Lifetime
        /// The superview it was registered under (nil for the window), not retained either.
        private let unretainedSuperview: Unmanaged<UIView>?
        private let superviewLifetime: UIView.Lifetime?

        /// The view, while it is alive.
        var view: UIView? { lifetime.isAlive ? unretainedView.takeUnretainedValue() : nil }

        /// Calls `body` with the view and its superview (without retaining either) while both
        /// are alive; returns nil otherwise.
        func withViewAndSuperview<T>(_ body: (UIView, UIView) -> T) -> T? {
            guard lifetime.isAlive, let unretainedSuperview, superviewLifetime?.isAlive == true else { return nil }
            return unretainedView._withUnsafeGuaranteedRef { view in
                unretainedSuperview._withUnsafeGuaranteedRef { superview in body(view, superview) }
            }
        }
        /// The view's variables and its superview's (nil for the window), held so that `solved`
        /// and `parentSolved` stay valid: a pass reads the solution through those, without
        /// touching the view and without reference counting.
        let variables: LayoutVariables
        let parentVariables: LayoutVariables?
        let solved: UnretainedRectangle
        let parentSolved: UnretainedRectangle?
        var autoresizing: [Constraint] = []
        var autoresizingKey: [CGFloat] = []
        var intrinsic: [Constraint] = []
        var intrinsicKey: [CGFloat] = []
        /// Which dimensions have intrinsic constraints (width, height).
        var intrinsicShape = (false, false)
        /// What the generated constraints were last built from: a pass compares these before
        /// building anything, so an unchanged view costs a comparison.
        var autoresizingInputs: AutoresizingInputs?
        var intrinsicInputs: IntrinsicInputs?
        /// Whether something the generated constraints depend on may have changed since they
        /// were last brought up to date (the entry is then in `staleViews`).
        var isStale = false
        /// Whether the view takes its frame from the solution (it does not translate its mask
        /// and is not the window). (`@exclusivity(unchecked)` here and on the flags a pass reads
        /// per view: a pass reads them for every view of every frame, and the run-time
        /// exclusivity check cost more than the read; none is ever accessed in overlap.)
        @exclusivity(unchecked) var takesFrameFromSolution = false
        /// The solution (the view's and its superview's rectangles) the frame was last set
        /// from; nil when the frame must be set again whatever the solution.
        @exclusivity(unchecked) var applied: AppliedSolution?

        @MainActor init(view: UIView) {
            unretainedView = Unmanaged.passUnretained(view)
            lifetime = view.lifetime
            let superview = view is UIWindow ? nil : view.superview
            unretainedSuperview = superview.map(Unmanaged.passUnretained)
            superviewLifetime = superview?.lifetime
            variables = view.layoutVariables
            parentVariables = superview?.layoutVariables
            solved = UnretainedRectangle(variables)
            parentSolved = parentVariables.map(UnretainedRectangle.init)
        }
    }

    struct AppliedSolution {
        var rect: CGRect
        var parentRect: CGRect

        func isSame(as other: AppliedSolution) -> Bool { rect.isSame(as: other.rect) && parentRect.isSame(as: other.parentRect) }
    }

    /// What a view's autoresizing constraints depend on.
    struct AutoresizingInputs: Equatable {
        var translates: Bool
        var superview: ObjectIdentifier?
        var origin: CGPoint
        var size: CGSize
    }

    /// What a view's hugging and compression-resistance constraints depend on.
    struct IntrinsicInputs: Equatable {
        var translates: Bool
        var size: CGSize
        var huggingHorizontal, compressionHorizontal, huggingVertical, compressionVertical: UILayoutPriority
    }

    /// A guide with constraints the engine maintains (safe area, margins, keyboard).
    final class GuideEntry {
        weak var guide: UILayoutGuide?
        var constraints: [Constraint] = []
        var key: [CGFloat] = []

        init(guide: UILayoutGuide) { self.guide = guide }
    }

    var views: [ViewEntry] = []
    var viewIndex: [ObjectIdentifier: Int] = [:]
    /// The views whose generated constraints a pass must bring up to date: those that changed
    /// their frame while translating it, their intrinsic size or priorities, or the
    /// translation flag. Only these are visited, so a pass over a large screen where one
    /// constant changed does not revisit every label.
    var staleViews: [ViewEntry] = []
    var guides: [GuideEntry] = []
    var guideIndex: [ObjectIdentifier: Int] = [:]
    /// Active constraints that conflicted and are not in the solver (UIKit's "broken" ones).
    private(set) var brokenConstraints: [NSLayoutConstraint] = []
    var hostedConstraints: [NSLayoutConstraint] = []
    /// The hosted constraints whose constant has running animations.
    var animatingConstraints: [NSLayoutConstraint] = []
    var nextHostSequence = 0
    /// Whether anything layout reads may have changed since the window was last laid out in
    /// full (a view or guide registered or dropped, a constraint changed, a view marked with
    /// `setNeedsLayout()`). The end of a run-loop turn skips the layout pass when it is false:
    /// UIKit does not lay out a window nobody invalidated.
    @exclusivity(unchecked) var needsPass = true
    /// Whether a view may show a frame other than its entry's solution: a view registered, a
    /// frame set by anyone but a pass, a variable the solver changed, a view a pass left alone
    /// (outside its subtree). While false, a pass with no generated constraint to redo has
    /// nothing to apply, and does not visit every view to find that out.
    @exclusivity(unchecked) private var mayHaveUnappliedFrames = true
    /// How many layout passes ran (the end-of-turn skip is observable by it).
    private(set) var passes = 0
    /// Whether a pass that did not settle was reported and none has settled since.
    private var reportedUnsettledLayout = false
    /// The solver's required constraints already reported as broken by rounding (once each).
    var reportedRoundingBreaks: Set<ObjectIdentifier> = []
    /// The solver's pivot count when the solution was last checked for such breaks.
    var pivotsAtRoundingCheck = -1

    init(window: UIWindow, animations: AnimationTransactionStack, diagnostics: any UIKitRecorder) {
        self.window = window
        self.animations = animations
        self.diagnostics = diagnostics
    }

    /// A constraint holds its engine without a weak reference (a weakly referenced engine's
    /// reference counts are slow, and a layout pass counts it per frame): the engine lets go of
    /// its constraints when it goes, so a constraint that outlives its window has no engine.
    /// (Not an `isolated deinit`, which a process's first test would put off until after the
    /// test, with constraints still pointing here: see `Simulation`'s.) It runs where the last
    /// reference goes: on the main actor as a rule (a simulation let go on another thread lets
    /// its window go on the main queue), off it when other code lets a window go on another
    /// thread (a test framework releasing a suite that holds one). The constraints lose their
    /// engine at once either way, before anything can read the reference; no main-actor code
    /// reaches an engine that is going.
    deinit {
        let constraints = hostedConstraints
        let engine = ObjectIdentifier(self)
        for constraint in constraints where constraint.host.map(ObjectIdentifier.init) == engine { constraint.host = nil }
    }

    // MARK: Items

    /// Registers a view (and its superviews up to the window) and returns its variables.
    @discardableResult
    func register(_ view: UIView) -> LayoutVariables {
        if viewIndex[ObjectIdentifier(view)] != nil { return view.layoutVariables }
        if let superview = view.superview, !(view is UIWindow) { register(superview) }
        let entry = ViewEntry(view: view)
        needsPass = true
        mayHaveUnappliedFrames = true
        viewIndex[ObjectIdentifier(view)] = views.count
        views.append(entry)
        updateAutoresizingConstraints(entry, view)
        updateIntrinsicConstraints(entry, view)
        return view.layoutVariables
    }

    /// Something a view's generated constraints or its frame depend on changed (its frame,
    /// intrinsic size, priorities, translation flag, its superview's bounds origin).
    func generatedInputsChanged(of view: UIView) {
        guard let index = viewIndex[ObjectIdentifier(view)] else { return }
        markStale(views[index])
    }

    /// A view's frame changed, set by anyone but a layout pass. A view that takes its frame from
    /// the solution has no generated constraint built from it: its entry only forgets the
    /// solution it was set from (the next pass sets the frame again). Any other view's generated
    /// constraints are brought up to date.
    func frameDidChange(of view: UIView) {
        guard let index = viewIndex[ObjectIdentifier(view)] else { return }
        let entry = views[index]
        guard entry.takesFrameFromSolution else {
            markStale(entry)
            return
        }
        needsPass = true
        entry.applied = nil
        mayHaveUnappliedFrames = true
    }

    /// Lists the entry for the next pass to bring its generated constraints up to date and set
    /// its frame again.
    private func markStale(_ entry: ViewEntry) {
        needsPass = true
        entry.applied = nil
        guard !entry.isStale else { return }
        entry.isStale = true
        staleViews.append(entry)
    }

    func isRegistered(_ view: UIView) -> Bool { viewIndex[ObjectIdentifier(view)] != nil }

    /// Registers a guide (and its owning view).
    func register(_ guide: UILayoutGuide) {
        guard guideIndex[ObjectIdentifier(guide)] == nil, let owner = guide.owningView else { return }
        register(owner)
        let entry = GuideEntry(guide: guide)
        needsPass = true
        guideIndex[ObjectIdentifier(guide)] = guides.count
        guides.append(entry)
        updateGuideConstraints(entry)
    }

    func variables(of item: AnyObject) -> LayoutVariables? {
        if let view = item as? UIView {
            return register(view)
        }
        if let guide = item as? UILayoutGuide {
            register(guide)
            return guide.variables
        }
        return nil
    }

    /// A subtree left the window: its active constraints leave the solver, then its views and
    /// guides. When that is most of what the solver holds (a screen replaced), the solver is
    /// rebuilt from what stays instead of removing constraints one at a time: each removal
    /// searches the tableau for a leaving row, which makes tearing down a large screen
    /// quadratic, while rebuilding a small remainder is cheap.
    func remove(subtree root: UIView) {
        let members = Set(root.subtree.map(ObjectIdentifier.init))
        let leavesView: (UIView?) -> Bool = { view in view.map { members.contains(ObjectIdentifier($0)) } ?? true }
        let leavesGuide: (UILayoutGuide?) -> Bool = { guide in guide?.owningView.map { members.contains(ObjectIdentifier($0)) } ?? true }
        let leaving = root.subtree.flatMap(\.installedConstraints).filter { $0.host === self }
        let staying =
            views.filter { !leavesView($0.view) }.reduce(0) { $0 + $1.autoresizing.count + $1.intrinsic.count }
            + hostedConstraints.count - leaving.count
        guard leaving.count > staying else {
            for constraint in leaving { remove(constraint) }
            dropEntries(views: leavesView, guides: leavesGuide)
            return
        }
        let leavingSet = Set(leaving.map(ObjectIdentifier.init))
        for constraint in leaving {
            constraint.solverConstraint = nil
            constraint.host = nil
            markNeedsLayout(constraint)
        }
        hostedConstraints.removeAll { leavingSet.contains(ObjectIdentifier($0)) }
        brokenConstraints.removeAll { leavingSet.contains(ObjectIdentifier($0)) }
        animatingConstraints.removeAll { leavingSet.contains(ObjectIdentifier($0)) }
        forgetEntries(views: leavesView, guides: leavesGuide)
        rebuildSolver()
    }

    /// Starts the solver afresh with what the engine holds: the generated constraints of its
    /// views and guides, then the hosted constraints in activation order (broken ones stay out).
    /// What no longer fits is broken and said so, as when it was first added: a generated
    /// constraint left out before comes back here and may push out an app's constraint that fitted.
    func rebuildSolver() {
        solver.reset()
        for entry in views {
            for constraint in entry.autoresizing + entry.intrinsic { addGenerated(constraint) }
        }
        for entry in guides {
            for constraint in entry.constraints { addGenerated(constraint) }
        }
        for constraint in hostedConstraints {
            guard let solverConstraint = constraint.solverConstraint else { continue }
            do {
                try solver.add(solverConstraint)
            } catch {
                constraint.solverConstraint = nil
                brokenConstraints.append(constraint)
                if case .unsatisfiable = error {
                    reportConflict(adding: solverConstraint, for: constraint)
                } else {
                    reportSolverFailure(error, "add \(constraint)")
                }
            }
        }
    }

    /// Forgets a guide that left its view.
    func unregister(_ guide: UILayoutGuide) {
        dropEntries(views: { $0 == nil }, guides: { $0 == nil || $0 === guide })
    }

    /// Removes the entries the predicates select (and those whose object is gone), with their
    /// generated constraints.
    func dropEntries(views dropView: (UIView?) -> Bool, guides dropGuide: (UILayoutGuide?) -> Bool) {
        for entry in views where dropView(entry.view) {
            for constraint in entry.autoresizing + entry.intrinsic { removeFromSolver(constraint) }
        }
        for entry in guides where dropGuide(entry.guide) {
            for constraint in entry.constraints { removeFromSolver(constraint) }
        }
        forgetEntries(views: dropView, guides: dropGuide)
    }

    /// Removes the entries the predicates select from the lists and their indexes (the solver
    /// is the caller's business).
    func forgetEntries(views dropView: (UIView?) -> Bool, guides dropGuide: (UILayoutGuide?) -> Bool) {
        needsPass = true
        views.removeAll { dropView($0.view) }
        staleViews.removeAll { dropView($0.view) }
        guides.removeAll { dropGuide($0.guide) }
        viewIndex = [:]
        for (index, entry) in views.enumerated() {
            if let view = entry.view { viewIndex[ObjectIdentifier(view)] = index }
        }
        guideIndex = [:]
        for (index, entry) in guides.enumerated() {
            if let guide = entry.guide { guideIndex[ObjectIdentifier(guide)] = index }
        }
    }

    // MARK: Constraints

    /// Puts an active constraint into the solver.
    func add(_ constraint: NSLayoutConstraint) {
        constraint.reportRefusals(to: diagnostics)
        guard constraint.host == nil,
            let solverConstraint = Self.solverConstraint(for: constraint, variables: { variables(of: $0, $1, relatedTo: $2) })
        else { return }
        constraint.host = self
        constraint.hostSequence = nextHostSequence
        nextHostSequence += 1
        hostedConstraints.append(constraint)
        do {
            try solver.add(solverConstraint)
            constraint.solverConstraint = solverConstraint
        } catch {
            constraint.solverConstraint = nil
            brokenConstraints.append(constraint)
            if case .unsatisfiable = error {
                reportConflict(adding: solverConstraint, for: constraint)
            } else {
                reportSolverFailure(error, "add \(constraint)")
            }
        }
        markNeedsLayout(constraint)
    }

    /// The solver's constraint standing for `constraint`, with the variables `variables` gives
    /// for an item, the attribute it is constrained by and the other item (nil when an item has
    /// none: the constraint is left out).
    static func solverConstraint(
        for constraint: NSLayoutConstraint, variables: (AnyObject, NSLayoutConstraint.Attribute, AnyObject?) -> LayoutVariables?
    ) -> Constraint? {
        guard let written = constraint.firstItem else { return nil }
        let (first, firstAttribute) = resolvedItem(written, constraint.firstAttribute)
        let second = constraint.secondItem.map { resolvedItem($0, constraint.secondAttribute) }
        guard let lhsVariables = variables(first, firstAttribute, second?.item) else { return nil }
        var rhs = LinearExpression(constant: Double(constraint.constant))
        if let (secondItem, secondAttribute) = second {
            guard let rhsVariables = variables(secondItem, secondAttribute, first) else { return nil }
            rhs = rhsVariables.expression(secondAttribute) * Double(constraint.multiplier) + Double(constraint.constant)
        }
        let relation: Relation =
            switch constraint.relation {
            case .lessThanOrEqual: .lessThanOrEqual
            case .equal: .equal
            case .greaterThanOrEqual: .greaterThanOrEqual
            }
        return Constraint(lhsVariables.expression(firstAttribute), relation, rhs, strength: constraint.priority.strength)
    }

    /// The item and attribute a constraint's item and attribute stand for: a view's margin
    /// attribute is the same edge or centre of its `layoutMarginsGuide`; a view's baseline is the
    /// bottom edge of its `forFirstBaselineLayout` or `forLastBaselineLayout` (text baselines are
    /// not simulated: the trace says so for a view that draws text); anything else as written.
    static func resolvedItem(_ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute) -> (
        item: AnyObject, attribute: NSLayoutConstraint.Attribute
    ) {
        guard let view = item as? UIView else { return (item, attribute.base) }
        switch attribute {
        case .firstBaseline:
            view.forFirstBaselineLayout.noteBaselineApproximation("firstBaseline")
            return (view.forFirstBaselineLayout, .bottom)
        case .lastBaseline:
            view.forLastBaselineLayout.noteBaselineApproximation("lastBaseline")
            return (view.forLastBaselineLayout, .bottom)
        case _ where attribute.isRelativeToMargin: return (view.layoutMarginsGuide, attribute.base)
        default: return (item, attribute)
        }
    }

    /// Takes a constraint out of the solver.
    func remove(_ constraint: NSLayoutConstraint) {
        guard constraint.host === self else { return }
        if let solverConstraint = constraint.solverConstraint { removeFromSolver(solverConstraint) }
        constraint.solverConstraint = nil
        constraint.host = nil
        hostedConstraints.removeAll { $0 === constraint }
        brokenConstraints.removeAll { $0 === constraint }
        markNeedsLayout(constraint)
    }

    func constraintConstantDidChange(_ constraint: NSLayoutConstraint) {
        guard let solverConstraint = constraint.solverConstraint else { return }
        do {
            try solver.setConstant(Double(constraint.constant), of: solverConstraint)
        } catch {
            // The new constant conflicts: UIKit breaks the constraint.
            removeFromSolver(solverConstraint)
            constraint.solverConstraint = nil
            brokenConstraints.append(constraint)
            if case .unsatisfiable = error {
                diagnostics.diagnostic(
                    "Unable to simultaneously satisfy constraints: the new constant \(formatNumber(constraint.constant)) of \(constraint) conflicts with the required constraints. Will attempt to recover by breaking it."
                )
            } else {
                reportSolverFailure(error, "give \(constraint) its new constant \(formatNumber(constraint.constant))")
            }
        }
        markNeedsLayout(constraint)
    }

    func constraintPriorityDidChange(_ constraint: NSLayoutConstraint) {
        remove(constraint)
        add(constraint)
    }

    func markNeedsLayout(_ constraint: NSLayoutConstraint) {
        needsPass = true
        markNeedsLayout(around: constraint.firstItem)
        markNeedsLayout(around: constraint.secondItem)
    }

    /// Marks the superview of a constraint's item (a view, or a guide's owning view) as needing
    /// layout. (Every keyboard frame sets a constant: a view is told apart by a class cast, which
    /// costs less than the protocol's.)
    private func markNeedsLayout(around item: AnyObject?) {
        guard let view = item as? UIView ?? (item as? LayoutItem)?.layoutOwningView else { return }
        (view.superview ?? view).setNeedsLayout(in: self)
    }

    // MARK: Layout pass

    /// Brings the generated constraints up to date, solves, and applies frames to the views of
    /// `subtree` (all views when nil) that take their frame from constraints. Returns whether a
    /// frame changed.
    @discardableResult
    func layout(subtree: UIView?) -> Bool {
        passes += 1
        var changed = false
        var sawReleasedView = false
        // (Loops, not closures: a main-actor closure handed to the standard library checks the
        // executor on every call.)
        for entry in guides where entry.guide?.owningView == nil {
            dropEntries(views: { $0 == nil }, guides: { $0?.owningView == nil })
            break
        }
        // Each round works the frame-dependent guides (safe area, margins) out from the frames
        // the round before applied, a depth at a time where one changes, so a chain of views each
        // pinned to its superview's safe area settles one level per round: as many rounds as
        // there are guides, and a few for what else feeds back (an intrinsic size that a new
        // width changes, a scroll view's content).
        let roundLimit = 8 + guides.count
        var rounds = 0
        while true {
            rounds += 1
            if rounds > roundLimit {
                reportUnsettledLayout(after: roundLimit)
                break
            }
            let stale = staleViews
            staleViews = []
            for entry in stale {
                entry.isStale = false
                guard let view = entry.view else { sawReleasedView = true; continue }
                updateAutoresizingConstraints(entry, view)
                updateIntrinsicConstraints(entry, view)
            }
            let guidesWaiting = updateGuideConstraintsByDepth()
            for entry in guides {
                if let guide = entry.guide as? UIKeyboardLayoutGuide { guide.applyTracking(near: guide.nearEdges) }
            }
            if solver.updateVariablesCountingWrites() > 0 {
                mayHaveUnappliedFrames = true
                reportRoundingBreaks()
            }
            // A content size the constraints changed moves the scrollable range (and maybe the
            // offset, which the solution does not reflect yet): solve again before any frame.
            if applyScrollContentSizes() {
                changed = true
                continue
            }
            // With no generated constraint redone and no variable changed since frames were last
            // applied, the frames are the solution's (after a round that moved frames: nothing
            // fed back).
            if stale.isEmpty && !mayHaveUnappliedFrames && !guidesWaiting { break }
            // Set again by a view left alone, or a frame something else sets meanwhile.
            mayHaveUnappliedFrames = false
            let round = applySolution(to: subtree)
            if round.sawReleasedView { sawReleasedView = true }
            // A view resized lays out again (the view marked itself).
            if round.resized { needsPass = true }
            if round.moved { animations.current?.didLayout = true }
            // Guides depend on frames (safe area): another round when frames moved, or for the
            // deeper guides left waiting.
            if !round.moved && !guidesWaiting { break }
            if round.moved { changed = true }
        }
        if rounds <= roundLimit { reportedUnsettledLayout = false }
        if sawReleasedView { dropEntries(views: { $0 == nil }, guides: { $0?.owningView == nil }) }
        return changed
    }

    /// Says, once until a pass settles again, that frames still moved after `limit` rounds of a
    /// pass: the frames are the last round's.
    private func reportUnsettledLayout(after limit: Int) {
        guard !reportedUnsettledLayout else { return }
        reportedUnsettledLayout = true
        diagnostics.diagnostic(
            "Layout did not settle: frames still moved after \(limit) rounds of a layout pass, each working the safe area, margins and layout guides out from the frames the round before set (a layout feedback loop: a view's frame tied to its own safe area or margins, or to a guide its frame moves). The frames are the last round's."
        )
    }

    /// The innermost animation block when a round began, read again only if app code that a
    /// frame runs opened or closed one since.
    private struct RoundTransaction {
        let current: AnimationTransaction?
        let generation: Int

        @MainActor func current(in animations: AnimationTransactionStack) -> AnimationTransaction? {
            animations.generation == generation ? current : animations.current
        }
    }

    /// What setting frames from the solution did.
    private struct FrameRound {
        var moved = false, resized = false, sawReleasedView = false
    }

    /// Sets the frame of each view of `subtree` (all when nil) whose solution, or whose
    /// superview's, changed since its frame was last set from it.
    private func applySolution(to subtree: UIView?) -> FrameRound {
        var round = FrameRound()
        let transaction = RoundTransaction(current: animations.current, generation: animations.generation)
        // The copy holds every entry for the loop (app code that a frame runs may drop entries),
        // so each is used without reference counting, which cost more than the rest of a visit.
        let entries = views
        for index in entries.indices {
            withElement(of: entries, at: index) { entry in
                applySolution(to: entry, in: subtree, transaction: transaction, round: &round)
            }
        }
        return round
    }

    /// Sets the entry's view's frame from the solution when it changed and the view is in
    /// `subtree`; a view outside it is left for a later pass.
    private func applySolution(to entry: ViewEntry, in subtree: UIView?, transaction: RoundTransaction, round: inout FrameRound) {
        guard entry.takesFrameFromSolution, let parent = entry.parentSolved else { return }
        let solution = AppliedSolution(rect: entry.solved.rect, parentRect: parent.rect)
        if let applied = entry.applied, applied.isSame(as: solution) { return }
        let outcome = entry.withViewAndSuperview { view, superview -> Bool? in
            // (From the superview in hand: one weak reference fewer to load.)
            if let subtree, view !== subtree, superview !== subtree, !superview.isDescendant(of: subtree) { return nil }
            let v = solution.rect, s = solution.parentRect
            let frame = CGRect(
                x: v.minX - s.minX + superview.boundsOrigin.x, y: v.minY - s.minY + superview.boundsOrigin.y,
                width: v.width, height: v.height)
            // A frame that is not finite is refused here, as the layer would refuse it on iOS.
            if view.refusesNonFiniteFrame(frame, source: "Auto Layout gave", window: window) { return false }
            if type(of: view) == UIView.self, view.keyValueObservations.isEmpty {
                // No app overrides a plain view's `frame`, and none observes it: set where it is
                // stored.
                let old = view.frameStorage
                guard !old.isSame(as: frame) else { return false }
                view.frameStorage = frame
                let block = transaction.current(in: animations)
                if view.layoutPassDidSetFrame(from: old, superview: superview, transaction: block) { round.resized = true }
                return true
            }
            // A subclass's may run app code (a scroll view tells its delegate; an app's view may
            // observe its frame, in a willSet before UIView's setter uses the superview), which
            // may take the view or its superview out of the hierarchy: both retained until the
            // setter returns. The application in progress is restored after: the app's code may
            // run a layout pass of its own.
            guard !view.frame.isSame(as: frame) else { return false }
            let heldView = Unmanaged.passRetained(view), heldSuperview = Unmanaged.passRetained(superview)
            defer {
                heldView.release()
                heldSuperview.release()
            }
            let outer = UIView.frameBeingApplied
            UIView.frameBeingApplied = UIView.FrameApplication(view: view, superview: superview, animations: animations)
            view.frame = frame
            if UIView.frameBeingApplied?.resized == true { round.resized = true }
            UIView.frameBeingApplied = outer
            return true
        }
        switch outcome {
        case nil: round.sawReleasedView = true; return
        case .some(nil): mayHaveUnappliedFrames = true; return
        case .some(.some(let didMove)): if didMove { round.moved = true }
        }
        entry.applied = solution
    }

    /// Lays out the views whose keyboard layout guide takes part in layout (only those: UIKit
    /// moves the guide inside the keyboard's animation block).
    func layOutKeyboardGuideOwners() {
        let owners = guides.compactMap { entry in entry.guide?.kind == .keyboard ? entry.guide?.owningView : nil }
        for owner in owners { owner.layoutIfNeeded() }
    }
}

extension UIWindow {
    /// This window's solver and its copy of `constraint` (nil when the constraint is not in the
    /// solver): `kbsim bench solver` times a layout pass beside the bare solver on the same
    /// system, the constant set on each.
    package func solverProbe(for constraint: NSLayoutConstraint) -> (solver: Solver, constraint: Constraint)? {
        guard let engine = layoutEngine as? LayoutEngine, let solverConstraint = constraint.solverConstraint else { return nil }
        return (engine.solver, solverConstraint)
    }
}
