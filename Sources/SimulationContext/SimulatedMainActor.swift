@_spi(ExperimentalCustomExecutors) import _Concurrency
import Foundation

/// The main actor's work while a simulation is current: a `Task { @MainActor in … }` started by
/// a screen, a handler or a test, and a main-actor job the simulation's own thread resumes, run
/// on the simulation's run loop, inside `advance(by:)`, as the main queue's work does
/// (`SimulatedMainRunLoop`), a task's wait on a continuation the simulation resumes included (a
/// `for await` loop's). A job given to the main actor from another thread goes to the real main
/// executor: no simulation is current there.
///
/// On iOS the main actor is the main thread, whose run loop runs such a task in its next turn.
/// In a Linux test the main actor's executor is the test's own: a task the test starts runs only
/// when the test next lets the main actor go, after the keyboard's posts it was meant to hear —
/// a silent miss. So the main actor's executor is wrapped (`install()`): a job given to the main
/// actor on the main thread while a simulation is current goes to that simulation's run loop;
/// anything else (another thread, no simulation, a task resuming itself) goes to the real main
/// executor as before.
///
/// Two rules keep a test from waiting forever on work only `advance(by:)` would run:
/// - when the test lets the main actor go (it awaits), work due now on the run loop runs then,
///   at the simulation's current instant, as the main run loop turns on iOS while the main
///   thread waits;
/// - when the simulation ends, a job it never ran goes to the real main executor.
///
/// A task the run loop ran that waits on a continuation (a `for await` loop's wait, a
/// `withCheckedContinuation`) would come back through the global executor: the Swift runtime
/// resumes a continuation there, and the task hops back to the main actor from a worker thread,
/// where no simulation is current. So a task the run loop ran is remembered (`MainActorTasks`),
/// and when the main thread hands it to the global executor (a post resuming its continuation),
/// it goes straight back to the run loop, at the post's instant, after the post's handlers.
///
/// The wrapping uses the Swift runtime's hooks for the main executor
/// (`swift_task_getMainExecutor_hook`) and the global executor (`swift_task_enqueueGlobal_hook`),
/// looked up by name: if this runtime has none, nothing is wrapped and main-actor tasks run on the
/// real main executor, as the documentation says.
package enum SimulatedMainActor {
    /// Wraps the main actor's executor, once per process (a simulation's initializer calls it).
    package static func install() {
        _ = installed
    }

    /// Whether the main actor's executor is wrapped in this process.
    package static var isInstalled: Bool { installed }

    private static let installed: Bool = {
        guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "swift_task_getMainExecutor_hook") else { return false }
        let hook = symbol.assumingMemoryBound(to: GetMainExecutorHook?.self)
        hook.pointee = { original in
            SimulationMainExecutor.real = original()
            return SimulationMainExecutor.shared.asUnownedSerialExecutor()
        }
        if let symbol = dlsym(dlopen(nil, RTLD_NOW), "swift_task_enqueueGlobal_hook") {
            let globalHook = symbol.assumingMemoryBound(to: EnqueueGlobalHook?.self)
            globalHook.pointee = { job, original in
                if isMain, let runLoop = CurrentSimulation.mainRunLoop, runLoop.remembersMainActorTask(job) {
                    enqueue(MainActorJob(job, isTask: true), on: runLoop)
                } else {
                    original(job)
                }
            }
        }
        return true
    }()

    /// Has the run loop run `job` in its next turn, and a sweep run it if the test awaits first.
    fileprivate static func enqueue(_ job: MainActorJob, on runLoop: any SimulatedMainRunLoop) {
        runLoop.enqueueMainActorJob(job)
        // If the test awaits before advancing, the job runs when the main actor is let go.
        let weakRunLoop = WeakRunLoop(runLoop)
        DispatchQueue.main.async { weakRunLoop.object?.runMainRunLoopWorkDueNow() }
    }

    /// Marks the main queue, to tell its work from other queues' (`DispatchQueue.main` is a new
    /// wrapper at each call on Linux, and after `dispatch_main()` the main queue's work runs on
    /// a worker thread).
    fileprivate static let mainQueueKey: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    /// Whether the caller runs as the main thread or on the main queue (marked at the first
    /// question, whether or not a simulation was made): where the main actor runs, and where a
    /// simulation made there belongs (`ThreadConfinement`, `CurrentSimulation`), whichever thread
    /// drains the queue.
    package static var isMain: Bool {
        isMainThread || isRunningMainQueueByLabel || DispatchQueue.getSpecific(key: mainQueueKey) == true
    }

    /// Whether the calling thread is the process's main thread: asked of Foundation once per
    /// thread and kept in the thread's own storage. (Foundation on Linux answers
    /// `Thread.isMainThread` with two system calls, `getpid` and `gettid`, every time: with the
    /// checks at every post and delivery, that was half the cost of a recorded post.)
    private static var isMainThread: Bool {
        if let known = pthread_getspecific(mainThreadKey) { return UInt(bitPattern: known) == 2 }
        let main = Thread.isMainThread
        pthread_setspecific(mainThreadKey, UnsafeRawPointer(bitPattern: main ? 2 : 1))
        return main
    }

    /// The thread-specific slot `isMainThread` keeps its answer in (1: not the main thread, 2: the
    /// main thread, none: not asked yet on this thread).
    private static let mainThreadKey: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()

    /// Whether the current queue is labelled as the main queue (libdispatch's
    /// `dispatch_queue_get_label(DISPATCH_CURRENT_QUEUE_LABEL)`): true at once, where the mark
    /// above is set by a barrier on the main queue, so not during the main-queue job that first
    /// asks (a process's first test making its first simulation).
    private static var isRunningMainQueueByLabel: Bool {
        guard let currentQueueLabel, let label = currentQueueLabel(nil) else { return false }
        return strcmp(label, "com.apple.main-thread") == 0
    }

    private typealias QueueLabel = @convention(c) (OpaquePointer?) -> UnsafePointer<CChar>?
    private static let currentQueueLabel: QueueLabel? = {
        guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "dispatch_queue_get_label") else { return nil }
        return unsafeBitCast(symbol, to: QueueLabel.self)
    }()

    private typealias OriginalGetMainExecutor = @convention(thin) () -> UnownedSerialExecutor
    private typealias GetMainExecutorHook = @convention(thin) (OriginalGetMainExecutor) -> UnownedSerialExecutor
    private typealias OriginalEnqueueGlobal = @convention(thin) (UnownedJob) -> Void
    private typealias EnqueueGlobalHook = @convention(thin) (UnownedJob, OriginalEnqueueGlobal) -> Void
}

/// The tasks a simulation's run loop has run as the main actor, each retained while remembered
/// (so its address names no other task), for `SimulatedMainActor` to send back to the run loop
/// when one comes back through the global executor. A task nobody else holds any more (it has
/// ended) is let go as the set grows.
package final class MainActorTasks {
    private var retained: Set<UnsafeRawPointer> = []
    private var checkAt = 64

    package init() {}

    /// Remembers the task `job` runs, if it runs one.
    package func remember(_ job: MainActorJob) {
        guard let task = job.task, retained.insert(task).inserted else { return }
        swiftRetain(task)
        guard retained.count >= checkAt else { return }
        for task in retained where swiftRetainCount(task) <= 1 {
            retained.remove(task)
            swiftRelease(task)
        }
        checkAt = max(64, retained.count * 2)
    }

    /// Whether `job` is a task remembered here.
    package func contains(_ job: UnownedJob) -> Bool {
        retained.contains(unsafeBitCast(job, to: UnsafeRawPointer.self))
    }

    deinit {
        for task in retained { swiftRelease(task) }
    }
}

/// One main-actor job held for a simulation's run loop: run by the run loop, or given back to
/// the real main executor when the simulation ends first. Whichever comes first takes the job.
package final class MainActorJob: @unchecked Sendable {
    private var job: UnownedJob?
    /// The task the job runs, if it runs one (a main-actor job is nearly always a task's).
    package let task: UnsafeRawPointer?

    fileprivate init(_ job: UnownedJob, isTask: Bool) {
        self.job = job
        task = isTask ? unsafeBitCast(job, to: UnsafeRawPointer.self) : nil
    }

    /// Whether the job is still waiting.
    package var isWaiting: Bool { job != nil }

    /// Runs the job as the main actor, if it has not run or been given back.
    package func run() {
        guard let job else { return }
        self.job = nil
        job.runSynchronously(on: SimulationMainExecutor.shared.asUnownedSerialExecutor())
    }

    /// Gives the job to the real main executor, if it has not run.
    package func giveBack() {
        guard let job else { return }
        self.job = nil
        SimulationMainExecutor.forward(job)
    }
}

/// The main actor's executor while `SimulatedMainActor` is installed: it hands a job to the
/// current simulation's run loop or to the real main executor, and says the main queue and the
/// main thread are its own (work the real executor runs is the main actor's, as before).
private final class SimulationMainExecutor: SerialExecutor, @unchecked Sendable {
    static let shared = SimulationMainExecutor()

    /// The runtime's own main executor, read from the hook's original at each call.
    nonisolated(unsafe) static var real: UnownedSerialExecutor?

    func enqueue(_ job: consuming ExecutorJob) {
        let isTask = job.kind == .task
        let job = UnownedJob(job)
        guard SimulatedMainActor.isMain else {
            // From another thread: run on the main queue, as the runtime's main executor runs it,
            // marked as such, so that UIKit can tell it runs outside the simulation.
            let carried = CarriedJob(job)
            DispatchQueue.main.async {
                CurrentSimulation.runningJobFromAnotherThread {
                    carried.job.runSynchronously(on: SimulationMainExecutor.shared.asUnownedSerialExecutor())
                }
            }
            return
        }
        guard !Self.isCurrentTask(job), let runLoop = CurrentSimulation.mainRunLoop else {
            Self.forward(job)
            return
        }
        SimulatedMainActor.enqueue(MainActorJob(job, isTask: isTask), on: runLoop)
    }

    func checkIsolated() {
        precondition(
            SimulatedMainActor.isMain,
            "KeyboardSim: main-actor code (UIKit, a simulation) run from a background thread: MainActor.assumeIsolated or a "
                + "main-actor function reached without a hop (Swift 5 code, a @preconcurrency callback). UIKit must be used from the "
                + "main thread (on iOS, the Main Thread Checker's 'UI API called on a background thread'): use await MainActor.run { … } "
                + "or DispatchQueue.main.async { … }. (The Swift runtime's 'Incorrect actor executor assumption'.)")
    }

    /// On the main thread, yes; on another, unknown (SE-0471): where the runtime means to stop
    /// the process (`MainActor.assumeIsolated`, its dynamic isolation checks) it then calls
    /// `checkIsolated()`, whose message is KeyboardSim's; where it must not stop, it does not.
    func isIsolatingCurrentContext() -> Bool? { SimulatedMainActor.isMain ? true : nil }

    func asUnownedSerialExecutor() -> UnownedSerialExecutor { UnownedSerialExecutor(ordinary: self) }

    /// Gives `job` to the runtime's own main executor.
    static func forward(_ job: UnownedJob) {
        guard let real else { preconditionFailure("KeyboardSim: the main executor was wrapped without the runtime's own") }
        swiftTaskEnqueue(job, real)
    }

    /// Whether `job` is the calling task itself (a test's own `await` resuming it): that is the
    /// test's, never the simulation's.
    private static func isCurrentTask(_ job: UnownedJob) -> Bool {
        let jobPointer = unsafeBitCast(job, to: UnsafeRawPointer.self)
        return withUnsafeCurrentTask { task in task.map { unsafeBitCast($0, to: UnsafeRawPointer.self) == jobPointer } ?? false }
    }
}

/// A job carried to the main queue from the thread that gave it to the main actor.
private struct CarriedJob: @unchecked Sendable {  // run once, on the main queue, as the runtime runs a job it was given
    let job: UnownedJob
    init(_ job: UnownedJob) { self.job = job }
}

/// A run loop held weakly across a hop to the real main queue.
private struct WeakRunLoop: @unchecked Sendable {
    weak var object: (any SimulatedMainRunLoop)?
    init(_ object: any SimulatedMainRunLoop) { self.object = object }
}

/// The runtime's entry that gives a job to an executor.
@_silgen_name("swift_task_enqueue")
private func swiftTaskEnqueue(_ job: UnownedJob, _ executor: UnownedSerialExecutor)

/// A task is a reference-counted heap object, retained and released as any other.
private func swiftRetain(_ task: UnsafeRawPointer) {
    _ = Unmanaged<AnyObject>.fromOpaque(task).retain()
}

private func swiftRelease(_ task: UnsafeRawPointer) {
    Unmanaged<AnyObject>.fromOpaque(task).release()
}

@_silgen_name("swift_retainCount")
private func swiftRetainCount(_ object: UnsafeRawPointer) -> Int
