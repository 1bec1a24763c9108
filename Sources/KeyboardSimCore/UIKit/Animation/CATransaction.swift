import Foundation
import SimulationContext

/// Core Animation's transactions, as `CATransaction`: `begin()`/`commit()` group the animations
/// added to layers, with a duration for those that have none and a completion block.
///
/// As Apple documents at
/// [setCompletionBlock(_:)](https://developer.apple.com/documentation/quartzcore/catransaction/setcompletionblock(_:)):
/// the block runs once every animation added after it was set, in this transaction, has ended or
/// been removed; with none added by the commit (or when another block replaces it), at once.
/// Outside `begin()`, an implicit transaction is opened and committed at the next turn of the
/// simulation's run loop. Transactions belong to the current simulation's app.
///
/// The default duration is 0.25 s (unconfirmed: Apple's `CATransaction` pages give no figure;
/// it is the one widely reported, and SceneKit's `SCNTransaction` documents 0.25 s for `begin()`).
@preconcurrency @MainActor open class CATransaction: NSObject {
    private static var transactions: CoreAnimationTransactions {
        if let host = CurrentSimulation.host {
            return host.application.coreAnimationTransactions(host: host)
        }
        return CurrentSimulation.threadValue("UIApplication.shared") { UIApplication() }.coreAnimationTransactions(host: nil)
    }

    /// Opens a transaction, nested in the open one.
    open class func begin() { transactions.begin() }

    /// Closes the innermost transaction opened by `begin()`.
    open class func commit() { transactions.commit() }

    /// Commits the implicit transaction now (nothing is drawn: only its completion is due).
    open class func flush() { transactions.flushImplicit() }

    /// Nothing: the simulation runs on one thread.
    open class func lock() {}

    /// Nothing: the simulation runs on one thread.
    open class func unlock() {}

    /// The duration given to the animations added without one (0.25 s unless set).
    open class func animationDuration() -> CFTimeInterval { transactions.animationDuration }

    /// Sets the duration given to the animations added without one in this transaction.
    open class func setAnimationDuration(_ dur: CFTimeInterval) { transactions.frame().duration = dur }

    /// The timing function of this transaction (kept).
    open class func animationTimingFunction() -> CAMediaTimingFunction? { transactions.innermost?.timingFunction }

    /// Sets the timing function of this transaction (kept).
    open class func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {
        transactions.frame().timingFunction = function
    }

    /// Whether property changes make implicit animations (kept; the simulation animates no layer
    /// property implicitly).
    open class func disableActions() -> Bool { transactions.innermost?.disablesActions ?? false }

    /// Sets whether property changes make implicit animations (kept).
    open class func setDisableActions(_ flag: Bool) { transactions.frame().disablesActions = flag }

    /// The block that runs when this transaction's animations have ended.
    open class func completionBlock() -> (() -> Void)? { transactions.innermost?.waiter?.block }

    /// Sets the block that runs when the animations added after it in this transaction have ended.
    open class func setCompletionBlock(_ block: (() -> Void)?) { transactions.setCompletionBlock(block) }

    /// The transaction's value for `key` (`kCATransactionAnimationDuration` and the others answer
    /// as their methods do).
    open class func value(forKey key: String) -> Any? {
        switch key {
        case kCATransactionAnimationDuration: return animationDuration()
        case kCATransactionDisableActions: return disableActions()
        case kCATransactionAnimationTimingFunction: return animationTimingFunction()
        case kCATransactionCompletionBlock: return completionBlock()
        default: return transactions.innermost?.values[key]
        }
    }

    /// Sets the transaction's value for `key`, as its setter when `key` names one.
    open class func setValue(_ anObject: Any?, forKey key: String) {
        switch key {
        case kCATransactionAnimationDuration: setAnimationDuration((anObject as? NSNumber)?.doubleValue ?? 0.25)
        case kCATransactionDisableActions: setDisableActions((anObject as? NSNumber)?.boolValue ?? false)
        case kCATransactionAnimationTimingFunction: setAnimationTimingFunction(anObject as? CAMediaTimingFunction)
        case kCATransactionCompletionBlock: setCompletionBlock(anObject as? () -> Void)
        default: transactions.frame().values[key] = anObject
        }
    }
}

/// The key of a transaction's animation duration.
public let kCATransactionAnimationDuration = "animationDuration"
/// The key of whether a transaction disables implicit actions.
public let kCATransactionDisableActions = "disableActions"
/// The key of a transaction's timing function.
public let kCATransactionAnimationTimingFunction = "animationTimingFunction"
/// The key of a transaction's completion block.
public let kCATransactionCompletionBlock = "completionBlock"

/// A completion block and the animations it waits for.
@MainActor final class CompletionWaiter {
    let block: () -> Void
    /// The animations added after the block was set that have not ended.
    var pending = 0
    /// Whether its transaction was committed or another block replaced it: it runs once nothing
    /// is pending.
    var released = false
    private var ran = false

    init(_ block: @escaping () -> Void) { self.block = block }

    /// Runs the block, once, when it is released and nothing is pending.
    func runIfDue() {
        guard released, pending == 0, !ran else { return }
        ran = true
        block()
    }
}

/// One simulation's Core Animation transactions (kept by its app).
@MainActor final class CoreAnimationTransactions {
    /// One open transaction.
    final class Frame {
        var duration: CFTimeInterval?
        var timingFunction: CAMediaTimingFunction?
        var disablesActions = false
        var waiter: CompletionWaiter?
        var values: [String: Any] = [:]
        let isImplicit: Bool
        init(isImplicit: Bool) { self.isImplicit = isImplicit }
    }

    private weak var host: (any ApplicationHost)?
    /// The open transactions, innermost last; an implicit one is first when there is one.
    private var open: [Frame] = []

    init(host: (any ApplicationHost)?) { self.host = host }

    /// The simulation's clock; nil for the detached app (no time passes: nothing ends).
    var clock: VirtualClock? { host?.clock }

    var innermost: Frame? { open.last }

    /// The duration an animation without one runs: the innermost transaction's that sets one.
    var animationDuration: CFTimeInterval { open.last { $0.duration != nil }?.duration ?? 0.25 }

    /// The innermost transaction, an implicit one opened when there is none.
    func frame() -> Frame {
        if let last = open.last { return last }
        let implicit = Frame(isImplicit: true)
        open.append(implicit)
        clock?.dispatchAsync { [weak self] in self?.commitImplicit() }
        return implicit
    }

    func begin() { open.append(Frame(isImplicit: false)) }

    func commit() {
        guard let index = open.lastIndex(where: { !$0.isImplicit }) else { return }
        close(open.remove(at: index))
    }

    func flushImplicit() { commitImplicit() }

    private func commitImplicit() {
        guard let index = open.firstIndex(where: \.isImplicit) else { return }
        close(open.remove(at: index))
    }

    private func close(_ frame: Frame) {
        frame.waiter?.released = true
        frame.waiter?.runIfDue()
    }

    func setCompletionBlock(_ block: (() -> Void)?) {
        let frame = frame()
        if let previous = frame.waiter {
            previous.released = true
            previous.runIfDue()
        }
        frame.waiter = block.map(CompletionWaiter.init)
    }

    /// The waiters an animation added now holds up: every open transaction's.
    func waitersForAddedAnimation() -> [CompletionWaiter] {
        _ = frame()
        let waiters = open.compactMap(\.waiter)
        for waiter in waiters { waiter.pending += 1 }
        return waiters
    }
}
