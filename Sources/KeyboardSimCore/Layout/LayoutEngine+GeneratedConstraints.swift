import ConstraintSolver
import Foundation

// The constraints the engine generates: a translating view's frame, hugging and compression
// resistance around intrinsic sizes, and the safe-area, margins and keyboard guides.

extension LayoutEngine {
    /// Builds `constraints` into the solver the first time, and afterwards only updates their
    /// constants when `newKey` differs from `key` (the values they were built from).
    func set(_ constraints: inout [Constraint], key: inout [CGFloat], newKey: [CGFloat], build: () -> [Constraint]) {
        if constraints.isEmpty {
            constraints = build()
            for constraint in constraints { addGenerated(constraint) }
            key = newKey
            return
        }
        guard newKey != key else { return }
        for (constraint, value) in zip(constraints, newKey) where solver.contains(constraint) {
            do {
                try solver.setConstant(Double(value), of: constraint)
            } catch {
                // As UIKit does with a generated constraint that no longer fits: it is broken
                // (left out of the solver, as one that never fitted is).
                removeFromSolver(constraint)
                if case .unsatisfiable = error {
                    diagnostics.diagnostic(
                        "Unable to simultaneously satisfy constraints: generated constraint \(constraint) cannot take its new constant \(formatNumber(Double(value))) beside the app's required constraints. Will attempt to recover by breaking it."
                    )
                } else {
                    reportSolverFailure(error, "give generated constraint \(constraint) its new constant \(formatNumber(Double(value)))")
                }
            }
        }
        key = newKey
    }

    /// Puts a generated constraint into the solver; one that conflicts with the app's required
    /// constraints is left out and said so, as UIKit breaks it.
    func addGenerated(_ constraint: Constraint) {
        do {
            try solver.add(constraint)
        } catch {
            if case .unsatisfiable = error {
                diagnostics.diagnostic(
                    "Unable to simultaneously satisfy constraints: generated constraint \(constraint) conflicts with the app's required constraints. Will attempt to recover by breaking it."
                )
            } else {
                reportSolverFailure(error, "add generated constraint \(constraint)")
            }
        }
    }

    /// The frame of a view that translates its autoresizing mask, pinned relative to its
    /// superview (the window is pinned to the screen).
    func updateAutoresizingConstraints(_ entry: ViewEntry, _ view: UIView) {
        let translates = view.translatesAutoresizingMaskIntoConstraints || view is UIWindow
        let superview = view is UIWindow ? nil : view.superview
        let origin =
            superview.map { CGPoint(x: view.frame.minX - $0.boundsOrigin.x, y: view.frame.minY - $0.boundsOrigin.y) } ?? view.frame.origin
        let inputs = AutoresizingInputs(
            translates: translates, superview: superview.map(ObjectIdentifier.init),
            origin: translates ? origin : .zero, size: translates ? view.frame.size : .zero)
        guard inputs != entry.autoresizingInputs else { return }
        entry.autoresizingInputs = inputs
        entry.takesFrameFromSolution = !translates && entry.parentVariables != nil
        guard translates else {
            for constraint in entry.autoresizing { removeFromSolver(constraint) }
            entry.autoresizing = []
            entry.autoresizingKey = []
            return
        }
        let v = view.layoutVariables
        let key = [origin.x, origin.y, view.frame.width, view.frame.height]
        set(&entry.autoresizing, key: &entry.autoresizingKey, newKey: key) {
            if let s = superview?.layoutVariables {
                return [
                    Constraint(v.left, .equal, s.left + Double(key[0])), Constraint(v.top, .equal, s.top + Double(key[1])),
                    Constraint(v.width, .equal, Double(key[2])), Constraint(v.height, .equal, Double(key[3])),
                ]
            }
            return [
                Constraint(v.left, .equal, Double(key[0])), Constraint(v.top, .equal, Double(key[1])),
                Constraint(v.width, .equal, Double(key[2])), Constraint(v.height, .equal, Double(key[3])),
            ]
        }
    }

    /// Content hugging and compression resistance around a view's intrinsic content size: for
    /// each dimension that has one, `≤ size` at the hugging priority and `≥ size` at the
    /// compression-resistance priority.
    func updateIntrinsicConstraints(_ entry: ViewEntry, _ view: UIView) {
        let size = view.intrinsicContentSize
        let translates = view.translatesAutoresizingMaskIntoConstraints
        let hasWidth = !translates && size.width != UIView.noIntrinsicMetric
        let hasHeight = !translates && size.height != UIView.noIntrinsicMetric
        let inputs = IntrinsicInputs(
            translates: translates, size: size,
            huggingHorizontal: view.contentHuggingPriority(for: .horizontal),
            compressionHorizontal: view.contentCompressionResistancePriority(for: .horizontal),
            huggingVertical: view.contentHuggingPriority(for: .vertical),
            compressionVertical: view.contentCompressionResistancePriority(for: .vertical))
        guard inputs != entry.intrinsicInputs else { return }
        entry.intrinsicInputs = inputs
        let priorities =
            (hasWidth ? [inputs.huggingHorizontal, inputs.compressionHorizontal] : [])
            + (hasHeight ? [inputs.huggingVertical, inputs.compressionVertical] : [])
        let shapeChanged = entry.intrinsicShape != (hasWidth, hasHeight)
        let prioritiesChanged = zip(entry.intrinsic, priorities).contains { $0.strength != $1.strength }
        if shapeChanged || prioritiesChanged {
            for constraint in entry.intrinsic { removeFromSolver(constraint) }
            entry.intrinsic = []
            entry.intrinsicKey = []
            entry.intrinsicShape = (hasWidth, hasHeight)
        }
        guard hasWidth || hasHeight else { return }
        let key = (hasWidth ? [size.width, size.width] : []) + (hasHeight ? [size.height, size.height] : [])
        let v = view.layoutVariables
        set(&entry.intrinsic, key: &entry.intrinsicKey, newKey: key) {
            var built: [Constraint] = []
            if hasWidth {
                built.append(Constraint(v.width, .lessThanOrEqual, Double(size.width), strength: priorities[0].strength))
                built.append(Constraint(v.width, .greaterThanOrEqual, Double(size.width), strength: priorities[1].strength))
            }
            if hasHeight {
                let offset = hasWidth ? 2 : 0
                built.append(Constraint(v.height, .lessThanOrEqual, Double(size.height), strength: priorities[offset].strength))
                built.append(Constraint(v.height, .greaterThanOrEqual, Double(size.height), strength: priorities[offset + 1].strength))
            }
            return built
        }
    }

    /// Brings the guides up to date from the frames applied last, shallowest owners first, and
    /// stops below the first depth whose guides changed: a deeper guide is worked out from its
    /// owner's frame and its ancestors' safe areas, which that change is about to move, so it
    /// waits for the next round (worked out from stale frames, a chain's errors grow level by
    /// level until the numbers lose their precision). Returns whether guides were left waiting.
    func updateGuideConstraintsByDepth() -> Bool {
        guard !guides.isEmpty else { return false }
        var byDepth: [[GuideEntry]] = []
        for entry in guides {
            let depth = entry.guide?.owningView?.hierarchyDepth ?? 0
            if depth >= byDepth.count { byDepth.append(contentsOf: repeatElement([], count: depth + 1 - byDepth.count)) }
            byDepth[depth].append(entry)
        }
        return UIView.withSafeAreaMemo {
            for (depth, entries) in byDepth.enumerated() {
                var changed = false
                for entry in entries where updateGuideConstraints(entry) { changed = true }
                if changed { return byDepth[(depth + 1)...].contains { !$0.isEmpty } }
            }
            return false
        }
    }

    /// Safe area, margins, keyboard and scroll-view guides: their rectangle relative to the
    /// owning view. Returns whether a constant changed.
    @discardableResult
    func updateGuideConstraints(_ entry: GuideEntry) -> Bool {
        guard let guide = entry.guide, let owner = guide.owningView else { return false }
        let rect: CGRect
        switch guide.kind {
        case .plain:
            return false
        case .safeArea:
            rect = CGRect(origin: .zero, size: owner.bounds.size).inset(by: owner.safeAreaInsets)
        case .margins:
            rect = CGRect(origin: .zero, size: owner.bounds.size).inset(by: owner.effectiveLayoutMargins)
        case .readableContent:
            rect = owner.readableContentFrame
        case .keyboard:
            guard let keyboardGuide = guide as? UIKeyboardLayoutGuide else { return false }
            let target = keyboardGuide.target(keyboard: keyboard?.guideKeyboard, screen: window.screen)
            rect = target.rect
            keyboardGuide.nearEdges = target.near
        case .scrollContent:
            let before = entry.key
            updateScrollContentGuideConstraints(entry, guide, owner)
            return entry.key != before
        case .scrollFrame:
            rect = CGRect(origin: .zero, size: owner.bounds.size)
        }
        let key = [rect.minX, rect.minY, rect.width - owner.bounds.width, rect.height - owner.bounds.height]
        let g = guide.variables, v = owner.layoutVariables
        let changed = entry.key != key
        set(&entry.constraints, key: &entry.key, newKey: key) {
            [
                Constraint(g.left, .equal, v.left + Double(key[0])), Constraint(g.top, .equal, v.top + Double(key[1])),
                Constraint(g.width, .equal, v.width + Double(key[2])), Constraint(g.height, .equal, v.height + Double(key[3])),
            ]
        }
        return changed
    }
}
