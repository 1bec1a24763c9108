extension Publisher {
    /// Publishes elements only after a specified time interval elapses between events.
    ///
    /// Use this operator when you want to wait for a pause in the delivery of events from the
    /// upstream publisher. For example, call `debounce` on the publisher from a text field to
    /// only receive elements when the user pauses or stops typing.
    ///
    /// - Parameters:
    ///   - dueTime: The time the publisher should wait before publishing an element.
    ///   - scheduler: The scheduler on which this publisher delivers elements.
    ///   - options: Scheduler options that customize this publisher's delivery of elements.
    /// - Returns: A publisher that publishes events only after a specified time elapses.
    public func debounce<S>(for dueTime: S.SchedulerTimeType.Stride, scheduler: S, options: S.SchedulerOptions? = nil)
        -> Publishers.Debounce<Self, S> where S: Scheduler
    {
        Publishers.Debounce(upstream: self, dueTime: dueTime, scheduler: scheduler, options: options)
    }
}

extension Publishers {
    /// A publisher that publishes elements only after a specified time interval elapses between
    /// events.
    ///
    /// Each element waits `dueTime` on the scheduler; a newer element replaces it and starts the
    /// wait again. The completion goes through the scheduler at once, and an element still
    /// waiting then is dropped.
    public struct Debounce<Upstream: Publisher, Context: Scheduler>: Publisher {
        /// The kind of values published by this publisher: the upstream publisher's.
        public typealias Output = Upstream.Output

        /// The kind of errors this publisher might publish: the upstream publisher's.
        public typealias Failure = Upstream.Failure

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream

        /// The amount of time the publisher should wait before publishing an element.
        public let dueTime: Context.SchedulerTimeType.Stride

        /// The scheduler on which this publisher delivers elements.
        public let scheduler: Context

        /// Scheduler options that customize this publisher's delivery of elements.
        public let options: Context.SchedulerOptions?

        /// Creates a publisher that publishes elements only after a specified time interval
        /// elapses between events.
        ///
        /// - Parameters:
        ///   - upstream: The publisher from which this publisher receives elements.
        ///   - dueTime: The amount of time the publisher should wait before publishing an
        ///     element.
        ///   - scheduler: The scheduler on which this publisher delivers elements.
        ///   - options: Scheduler options that customize this publisher's delivery of elements.
        public init(upstream: Upstream, dueTime: Context.SchedulerTimeType.Stride, scheduler: Context, options: Context.SchedulerOptions?) {
            self.upstream = upstream
            self.dueTime = dueTime
            self.scheduler = scheduler
            self.options = options
        }

        /// Attaches the specified subscriber to this publisher.
        ///
        /// - Parameter subscriber: The subscriber to attach.
        public func receive<S>(subscriber: S) where S: Subscriber, Upstream.Failure == S.Failure, Upstream.Output == S.Input {
            upstream.subscribe(Debouncer(subscriber, dueTime: dueTime, scheduler: scheduler, options: options))
        }
    }
}

/// Holds the latest element and the number of the wait that may publish it; a scheduled wait
/// that is no longer the latest does nothing.
private final class Debouncer<Downstream: Subscriber, Context: Scheduler>: Subscriber, Subscription, CustomStringConvertible {
    typealias Input = Downstream.Input
    typealias Failure = Downstream.Failure

    private let lock = StateLock()
    private let deliveryLock = DeliveryLock()
    private let dueTime: Context.SchedulerTimeType.Stride
    private let scheduler: Context
    private let options: Context.SchedulerOptions?
    private var downstream: Downstream?
    private var upstream: Subscription?
    private var upstreamDone = false
    private var demand = Subscribers.Demand.none
    private var latest: Input?
    private var generation = 0

    init(_ downstream: Downstream, dueTime: Context.SchedulerTimeType.Stride, scheduler: Context, options: Context.SchedulerOptions?) {
        self.downstream = downstream
        self.dueTime = dueTime
        self.scheduler = scheduler
        self.options = options
    }

    var description: String { "Debounce" }

    func receive(subscription: Subscription) {
        let receiver = lock.withLock { () -> Downstream? in
            guard upstream == nil, !upstreamDone else { return nil }
            upstream = subscription
            return downstream
        }
        guard let receiver else {
            subscription.cancel()
            return
        }
        receiver.receive(subscription: self)
        subscription.request(.unlimited)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        let number = lock.withLock { () -> Int? in
            guard downstream != nil, !upstreamDone else { return nil }
            generation += 1
            latest = input
            return generation
        }
        guard let number else { return .none }
        let due = scheduler.now.advanced(by: dueTime)
        scheduler.schedule(after: due, tolerance: scheduler.minimumTolerance, options: options) { [self] in
            publish(number)
        }
        return .none
    }

    private func publish(_ number: Int) {
        deliveryLock.withLock {
            let step = lock.withLock { () -> (Downstream, Input)? in
                guard number == generation, let receiver = downstream, let value = latest else { return nil }
                latest = nil
                guard demand > 0 else { return nil }
                demand -= 1
                return (receiver, value)
            }
            guard let (receiver, value) = step else { return }
            let more = receiver.receive(value)
            lock.withLock { demand += more }
        }
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        let accepted = lock.withLock { () -> Bool in
            guard downstream != nil, !upstreamDone else { return false }
            upstreamDone = true
            upstream = nil
            latest = nil
            generation += 1
            return true
        }
        guard accepted else { return }
        scheduler.schedule(options: options) { [self] in
            deliveryLock.withLock {
                let receiver = lock.withLock { () -> Downstream? in
                    defer { downstream = nil }
                    return downstream
                }
                receiver?.receive(completion: completion)
            }
        }
    }

    func request(_ newDemand: Subscribers.Demand) {
        lock.withLock { demand += newDemand }
    }

    func cancel() {
        let current = lock.withLock { () -> Subscription? in
            downstream = nil
            latest = nil
            defer { upstream = nil }
            return upstream
        }
        current?.cancel()
    }
}
