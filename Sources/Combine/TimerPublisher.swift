import Foundation
import SimulationContext

extension Foundation.Timer {
    /// Returns a publisher that repeatedly emits the current date on the given interval.
    ///
    /// On `RunLoop.main` while a simulation is current on the thread that connects it, the
    /// timer runs on the simulation's run loop and virtual clock (each tick inside
    /// `advance(by:)`, its date the simulation's time, as `RunLoop.main.now` gives it); on any
    /// other run loop, or without a simulation, it is a Foundation timer on that run loop, as on
    /// iOS.
    ///
    /// - Parameters:
    ///   - interval: The time interval on which to publish events. For example, a value of `0.5`
    ///     publishes an event approximately every half-second.
    ///   - tolerance: The allowed timing variance when emitting events. Defaults to `nil`, which
    ///     allows any variance.
    ///   - runLoop: The run loop on which the timer runs.
    ///   - mode: The run loop mode in which to run the timer.
    ///   - options: Scheduler options passed to the timer. Defaults to `nil`.
    /// - Returns: A publisher that repeatedly emits the current date on the given interval.
    public static func publish(
        every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop, in mode: RunLoop.Mode,
        options: RunLoop.SchedulerOptions? = nil
    ) -> Timer.TimerPublisher {
        TimerPublisher(interval: interval, tolerance: tolerance, runLoop: runLoop, mode: mode, options: options)
    }

    /// A publisher that repeatedly emits the current date on a given interval.
    ///
    /// It is a connectable publisher: it emits nothing until `connect()` (or `autoconnect()`
    /// and a first subscriber), and stops when the connection is cancelled. Its subscribers get
    /// the ticks that come while they are attached and have demand.
    public final class TimerPublisher: ConnectablePublisher {
        /// The kind of values published by this publisher: the date of each tick.
        public typealias Output = Date

        /// The kind of errors this publisher might publish: none.
        public typealias Failure = Never

        /// The interval between ticks, in seconds.
        public final let interval: TimeInterval

        /// The allowed timing variance when emitting events.
        public final let tolerance: TimeInterval?

        /// The run loop on which the timer runs.
        public final let runLoop: RunLoop

        /// The run loop mode in which the timer runs.
        public final let mode: RunLoop.Mode

        /// Scheduler options passed to the timer.
        public final let options: RunLoop.SchedulerOptions?

        private let subject = PassthroughSubject<Date, Never>()
        private let lock = StateLock()
        private var connection: Cancellable?

        /// Creates a publisher that repeatedly emits the current date on the given interval.
        ///
        /// - Parameters:
        ///   - interval: The interval on which to publish events.
        ///   - tolerance: The allowed timing variance when emitting events. Defaults to `nil`,
        ///     which allows any variance.
        ///   - runLoop: The run loop on which the timer runs.
        ///   - mode: The run loop mode in which to run the timer.
        ///   - options: Scheduler options passed to the timer. Defaults to `nil`.
        public init(
            interval: TimeInterval, tolerance: TimeInterval? = nil, runLoop: RunLoop, mode: RunLoop.Mode,
            options: RunLoop.SchedulerOptions? = nil
        ) {
            self.interval = interval
            self.tolerance = tolerance
            self.runLoop = runLoop
            self.mode = mode
            self.options = options
        }

        /// Attaches the specified subscriber to this publisher.
        ///
        /// - Parameter subscriber: The subscriber to attach.
        public func receive<S>(subscriber: S) where S: Subscriber, S.Failure == Never, S.Input == Date {
            subject.subscribe(subscriber)
        }

        /// Connects to the publisher, allowing it to produce elements, and returns an instance
        /// with which to cancel publishing.
        ///
        /// The first tick comes one interval after the connection. While connected, another
        /// `connect()` starts no second timer: it returns a cancellable for the same one.
        ///
        /// - Returns: A `Cancellable` instance that you use to cancel publishing.
        public final func connect() -> Cancellable {
            let existing = lock.withLock { connection }
            if existing != nil {
                return AnyCancellable { [self] in disconnect() }
            }
            let made = start()
            lock.withLock { connection = made }
            return AnyCancellable { [self] in disconnect() }
        }

        private func disconnect() {
            lock.withLock { () -> Cancellable? in
                defer { connection = nil }
                return connection
            }?.cancel()
        }

        /// Starts the timer: on the simulated main run loop, or as a Foundation timer.
        private func start() -> Cancellable {
            let subject = self.subject
            if let simulated = SimulatedMain.runLoop(if: runLoop === RunLoop.main) {
                let seconds = Swift.max(0, Swift.min(interval, 9e9))
                let step = UInt64((seconds * 1e9).rounded())
                return SimulatedMain.repeating(
                    on: simulated, first: simulated.mainRunLoopNanoseconds &+ Swift.max(step, 1_000_000), interval: step
                ) {
                    subject.send(SimulatedMain.date(of: simulated))
                }
            }
            let box = UncheckedSendableBox(subject)
            let timer = Timer(timeInterval: interval, repeats: true) { _ in box.value.send(Date()) }
            if let tolerance {
                timer.tolerance = tolerance
            }
            runLoop.add(timer, forMode: mode)
            return AnyCancellable { timer.invalidate() }
        }
    }
}
