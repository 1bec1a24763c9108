import Foundation
import SimulationContext

/// An animation added to a layer: the layer's copy, its key, its tasks on the clock and the
/// transactions' completion blocks that wait for it.
@MainActor final class LayerAnimation {
    let key: String?
    let animation: CAAnimation
    var tasks: [VirtualClock.TaskID] = []
    var waiters: [CompletionWaiter] = []
    /// Whether it has stopped (ran its active duration, or was removed).
    var ended = false

    init(key: String?, animation: CAAnimation) {
        self.key = key
        self.animation = animation
    }
}

extension CALayer {
    /// `add(_:forKey:)`: the copy, its timing on the simulation's clock, and the trace's word that
    /// its values are not presented.
    final func addAnimation(_ anim: CAAnimation, forKey key: String?) {
        let host = CurrentSimulation.host
        let transactions: CoreAnimationTransactions
        if let host {
            transactions = host.application.coreAnimationTransactions(host: host)
        } else {
            transactions = CurrentSimulation.threadValue("UIApplication.shared") { UIApplication() }
                .coreAnimationTransactions(host: nil)
        }
        if let key { removeAnimations { $0.key == key } }
        let copy = anim.copy(with: nil) as? CAAnimation ?? anim
        let added = LayerAnimation(key: key, animation: copy)
        added.waiters = transactions.waitersForAddedAnimation()
        addedAnimations.append(added)
        let cycle = copy.duration > 0 ? copy.duration : transactions.animationDuration
        let active = copy.activeDuration(cycle: cycle)
        var what =
            (copy as? CAPropertyAnimation)?.keyPath.map { "\(type(of: copy)) of \($0)" } ?? "\(type(of: copy))"
        var unapplied = "the values it animates are not applied to the layer's presentation"
        if let transition = copy as? CATransition {
            what = "CATransition \(transition.type.rawValue)" + (transition.subtype.map { " " + $0.rawValue } ?? "")
            unapplied = "the transition is not presented"
        }
        let keyText = key.map { "\"\($0)\"" } ?? "nil"
        let runs = active.map { "runs \(String(format: "%g", $0)) s" } ?? "runs forever"
        host?.diagnostic("CALayer.add(_:forKey: \(keyText)): \(what) \(runs) on the simulation's clock; \(unapplied)")
        guard let clock = transactions.clock else { return }
        let now = clock.now
        let begin = copy.beginTime > now.seconds ? SimulationInstant.seconds(copy.beginTime) : now
        added.tasks.append(
            clock.schedule(at: begin) { [weak added] in
                guard let added, !added.ended else { return }
                added.animation.delegate?.animationDidStart(added.animation)
            })
        if let active {
            added.tasks.append(
                clock.schedule(at: begin + .timeInterval(active)) { [weak self, weak added] in
                    guard let self, let added else { return }
                    self.stop(added, finished: true)
                })
        }
    }

    /// Removes the animations `matching` selects; those still running stop unfinished.
    final func removeAnimations(where matching: (LayerAnimation) -> Bool) {
        let removed = addedAnimations.filter(matching)
        guard !removed.isEmpty else { return }
        addedAnimations.removeAll(where: matching)
        for animation in removed where !animation.ended { stop(animation, finished: false) }
    }

    /// Ends `added`: its delegate hears it stop, the completion blocks waiting for it may run, and
    /// one removed on completion leaves the layer.
    private func stop(_ added: LayerAnimation, finished: Bool) {
        guard !added.ended else { return }
        added.ended = true
        if let clock = CurrentSimulation.host?.clock {
            for task in added.tasks { _ = clock.cancel(task) }
        }
        if finished && added.animation.isRemovedOnCompletion {
            addedAnimations.removeAll { $0 === added }
        }
        added.animation.delegate?.animationDidStop(added.animation, finished: finished)
        for waiter in added.waiters {
            waiter.pending -= 1
            waiter.runIfDue()
        }
    }
}
