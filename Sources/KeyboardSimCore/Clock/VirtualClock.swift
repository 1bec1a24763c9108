/// The simulation's run loop on virtual time.
///
/// Tasks run in (deadline, insertion sequence) order, one at a time. Before each task runs,
/// `now` is set to its deadline; time never goes backwards. Because tasks run one at a time, a
/// task can cancel another task due at the very same instant (a hide cancels a running show's
/// completion). After every task — one *run-loop turn* — the clock runs its end-of-turn
/// handlers, which is where UIKit performs its deferred layout pass.
///
/// The clock is confined to the thread that created it and is deliberately not `Sendable`:
/// scheduling, cancelling and advancing from another thread stops the process with a message
/// (`ThreadConfinement`).
///
/// ```swift
/// let clock = VirtualClock()
/// clock.schedule(after: .milliseconds(250)) { print("fired at \(clock.now)") }
/// clock.advance(by: .seconds(1))   // prints "fired at t=0.25s"
/// ```
public final class VirtualClock {
    /// Identifies a scheduled task, for cancelling it.
    public struct TaskID: Hashable, Sendable, CustomStringConvertible {
        fileprivate let sequence: UInt64
        public var description: String { "task#\(sequence)" }
    }

    private struct Entry {
        let deadline: SimulationInstant
        /// −1 for work dispatched to the main queue (`dispatchAsync`), 0 otherwise.
        let rank: Int8
        let sequence: UInt64
        let action: () -> Void
        /// The series the task belongs to (`schedule(series:_:)`): running it puts the series'
        /// next task in the heap.
        var series: Series? = nil
    }

    /// Tasks scheduled at once by `schedule(series:_:)`. Only the next one due is in the heap
    /// (the rest cannot run before it): a replay schedules every step of its file at the start,
    /// and thousands of them in the heap made every push and pop of the run climb it.
    private final class Series {
        /// Each task's deadline (not before the instant the series was scheduled).
        let deadlines: [SimulationInstant]
        /// The tasks' indices in the order they run, when that is not their own order.
        let order: [Int]?
        /// The sequence of the series' first task: the `i`th has `firstSequence + i`, as if each
        /// had been scheduled in turn.
        let firstSequence: UInt64
        let action: (Int) -> Void
        /// How many of the tasks, in the order they run, have been put in the heap.
        var pushed = 0

        init(deadlines: [SimulationInstant], order: [Int]?, firstSequence: UInt64, action: @escaping (Int) -> Void) {
            self.deadlines = deadlines
            self.order = order
            self.firstSequence = firstSequence
            self.action = action
        }
    }

    /// The current virtual time. (Read everywhere, many times a task, without the run-time
    /// exclusivity check: it is written only between tasks, by a plain assignment.)
    @exclusivity(unchecked) public private(set) var now: SimulationInstant = .zero

    // (The queue is read and written for every task without the run-time exclusivity check,
    // a thread-local lookup per access: no access to it calls out, tasks run outside them.)
    @exclusivity(unchecked) private var heap: [Entry] = []
    @exclusivity(unchecked) private var cancelled: Set<UInt64> = []
    private var nextSequence: UInt64 = 0
    /// Tasks of series not yet in the heap.
    private var seriesTasksWaiting = 0
    private var turnEndHandlers: [() -> Void] = []
    private(set) var isRunningTask = false
    let confinement = ThreadConfinement("VirtualClock")
    /// Wraps everything the clock runs — tasks and end-of-turn work — when set: the simulation
    /// that owns the clock makes itself the thread's current simulation there.
    var workScope: ((_ work: () -> Void) -> Void)?

    /// A clock at time zero with nothing scheduled.
    public init() {}

    /// Tasks scheduled and neither run nor cancelled.
    public var pendingCount: Int { heap.count - cancelled.count + seriesTasksWaiting }

    /// The deadline of the next task that will run, if any.
    public var nextDeadline: SimulationInstant? {
        confinement.check("nextDeadline")
        discardCanceledHead()
        return heap.first?.deadline
    }

    /// Schedules `action` to run at `deadline` (or now, if `deadline` is in the past).
    @discardableResult
    public func schedule(at deadline: SimulationInstant, _ action: @escaping () -> Void) -> TaskID {
        schedule(at: deadline, rank: 0, action)
    }

    /// `DispatchQueue.main.async`: runs `action` in the next turn of the run loop, at this very
    /// instant and before anything else due now — a display frame due now included, as the
    /// main queue is drained before the next screen refresh.
    @discardableResult
    public func dispatchAsync(_ action: @escaping () -> Void) -> TaskID {
        schedule(at: now, rank: -1, action)
    }

    private func schedule(at deadline: SimulationInstant, rank: Int8, _ action: @escaping () -> Void) -> TaskID {
        confinement.check("schedule")
        let entry = Entry(deadline: max(deadline, now), rank: rank, sequence: nextSequence, action: action)
        nextSequence += 1
        push(entry)
        return TaskID(sequence: entry.sequence)
    }

    /// Schedules `action(i)` at `deadlines[i]` for every `i`, in the order scheduling each in
    /// turn with `schedule(at:_:)` would run them (by deadline, then index; a deadline in the
    /// past is now), with this difference: the tasks cannot be cancelled. Only the next task due
    /// waits in the clock's queue, so a replay's thousands of steps cost the rest of the run
    /// nothing.
    package func schedule(series deadlines: [SimulationInstant], _ action: @escaping (Int) -> Void) {
        confinement.check("schedule(series:_:)")
        guard !deadlines.isEmpty else { return }
        let clamped = deadlines.map { max($0, now) }
        let inOrder = zip(clamped, clamped.dropFirst()).allSatisfy { $0 <= $1 }
        let series = Series(
            deadlines: clamped, order: inOrder ? nil : clamped.indices.sorted { (clamped[$0], $0) < (clamped[$1], $1) },
            firstSequence: nextSequence, action: action)
        nextSequence += UInt64(deadlines.count)
        seriesTasksWaiting += deadlines.count
        pushNext(of: series)
    }

    /// Puts the series' next task, in the order they run, in the heap.
    private func pushNext(of series: Series) {
        guard series.pushed < series.deadlines.count else { return }
        let index = series.order?[series.pushed] ?? series.pushed
        series.pushed += 1
        seriesTasksWaiting -= 1
        let action = series.action
        push(
            Entry(
                deadline: series.deadlines[index], rank: 0, sequence: series.firstSequence + UInt64(index), action: { action(index) },
                series: series))
    }

    /// Schedules `action` to run `delay` after now. A zero delay runs it in a later turn at the
    /// same instant, after every task already scheduled for now.
    @discardableResult
    public func schedule(after delay: Duration, _ action: @escaping () -> Void) -> TaskID {
        schedule(at: now + (delay < .zero ? .zero : delay), action)
    }

    /// Cancels a task that has not run yet. Returns `false` if it already ran or was cancelled.
    @discardableResult
    public func cancel(_ task: TaskID) -> Bool {
        confinement.check("cancel(_:)")
        guard heap.contains(where: { $0.sequence == task.sequence }),
            !cancelled.contains(task.sequence)
        else { return false }
        cancelled.insert(task.sequence)
        return true
    }

    /// Registers a handler that runs at the end of every run-loop turn (after each task, and
    /// when the clock is advanced after work done outside a task).
    package func addTurnEndHandler(_ handler: @escaping () -> Void) {
        confinement.check("addTurnEndHandler(_:)")
        turnEndHandlers.append(handler)
    }

    /// Ends the current run-loop turn: runs the end-of-turn handlers (the deferred layout pass).
    package func endTurn() {
        confinement.check("endTurn()")
        withinScope(runTurnEndHandlers)
    }

    private func runTurnEndHandlers() {
        for handler in turnEndHandlers { handler() }
    }

    /// Runs `work` as the clock runs its own tasks: inside `workScope` (its simulation the
    /// thread's current one).
    func withinScope(_ work: () -> Void) {
        if let workScope { workScope(work) } else { work() }
    }

    /// Runs every task due up to `now + duration`, then sets `now` to that instant.
    ///
    /// - Precondition: `duration` is not negative (time never goes backwards) and `now +
    ///   duration` is within the clock's range (`Int64.max` nanoseconds, about 292 years).
    public func advance(by duration: Duration) {
        requireArgument(duration >= .zero, "advance(by: \(duration))", "expected a duration of zero or more (time never goes backwards)")
        let (seconds, attoseconds) = duration.components
        let nanoseconds = seconds.multipliedReportingOverflow(by: 1_000_000_000)
        let total = nanoseconds.partialValue.addingReportingOverflow(attoseconds / 1_000_000_000)
        let end = now.nanoseconds.addingReportingOverflow(total.partialValue)
        requireArgument(
            !nanoseconds.overflow && !total.overflow && !end.overflow, "advance(by: \(duration))",
            "the clock would pass its end, Int64.max nanoseconds (about 292 years) after the start; it is at \(now)")
        advance(to: SimulationInstant(nanoseconds: end.partialValue))
    }

    /// Runs every task due up to `deadline` in order, then sets `now` to `deadline`. A deadline
    /// in the past runs the tasks due now and leaves `now` unchanged: time never goes backwards.
    public func advance(to deadline: SimulationInstant) {
        confinement.check("advance(to:)")
        precondition(!isRunningTask, "VirtualClock.advance called from inside a task; schedule work instead")
        withinScope {
            // Work done by the caller since the last turn (a test setting a constant, say) forms
            // a turn of its own, which ends before any scheduled task runs.
            runTurnEndHandlers()
            while let entry = popDue(upTo: max(deadline, now)) {
                run(entry)
            }
        }
        now = max(now, deadline)
    }

    /// Runs tasks until none is left, or until `maxTasks` have run (a repeating task would
    /// otherwise never stop). Returns the number of tasks run.
    @discardableResult
    public func runUntilIdle(maxTasks: Int = 1_000_000) -> Int {
        confinement.check("runUntilIdle(maxTasks:)")
        precondition(!isRunningTask, "VirtualClock.runUntilIdle called from inside a task")
        var count = 0
        withinScope {
            runTurnEndHandlers()
            while count < maxTasks, let entry = popDue(upTo: SimulationInstant(nanoseconds: .max)) {
                run(entry)
                count += 1
            }
        }
        return count
    }

    private func run(_ entry: Entry) {
        now = entry.deadline
        if let series = entry.series { pushNext(of: series) }
        isRunningTask = true
        entry.action()
        isRunningTask = false
        runTurnEndHandlers()
    }

    // MARK: Binary heap ordered by (deadline, rank, sequence)

    // (Entries are compared and tested in place: copying one out would retain its closure.)

    /// Whether the entry at `first` runs before the one at `second`.
    private func runsBefore(_ first: Int, _ second: Int) -> Bool {
        (heap[first].deadline, heap[first].rank, heap[first].sequence)
            < (heap[second].deadline, heap[second].rank, heap[second].sequence)
    }

    private func popDue(upTo limit: SimulationInstant) -> Entry? {
        discardCanceledHead()
        guard !heap.isEmpty, heap[0].deadline <= limit else { return nil }
        return popMin()
    }

    private func discardCanceledHead() {
        while !heap.isEmpty, cancelled.remove(heap[0].sequence) != nil {
            _ = popMin()
        }
    }

    private func push(_ entry: Entry) {
        heap.append(entry)
        var child = heap.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard runsBefore(child, parent) else { break }
            heap.swapAt(child, parent)
            child = parent
        }
    }

    private func popMin() -> Entry {
        let top = heap[0]
        let last = heap.removeLast()
        if !heap.isEmpty {
            heap[0] = last
            var parent = 0
            while true {
                let left = 2 * parent + 1, right = left + 1
                var smallest = parent
                if left < heap.count, runsBefore(left, smallest) { smallest = left }
                if right < heap.count, runsBefore(right, smallest) { smallest = right }
                if smallest == parent { break }
                heap.swapAt(parent, smallest)
                parent = smallest
            }
        }
        return top
    }
}
