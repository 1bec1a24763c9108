extension Publisher {
    /// Delays delivery of all output to the downstream receiver by a specified amount of time on
    /// a particular scheduler.
    ///
    /// Each element, and the completion, reaches the subscriber `interval` after it arrived, in
    /// order, through the scheduler. On the main schedulers while a simulation is current, that
    /// is the simulation's time (`SimulatedMainRunLoop+Schedulers.swift`).
    ///
    /// - Parameters:
    ///   - interval: The amount of time to delay.
    ///   - tolerance: The allowed tolerance in firing delayed events; the scheduler's minimum
    ///     tolerance by default.
    ///   - scheduler: The scheduler to deliver the delayed events.
    ///   - options: Options relevant to the scheduler's behavior.
    /// - Returns: A publisher that delays delivery of elements and completion to the downstream
    ///   receiver.
    public func delay<S>(
        for interval: S.SchedulerTimeType.Stride, tolerance: S.SchedulerTimeType.Stride? = nil, scheduler: S,
        options: S.SchedulerOptions? = nil
    ) -> Publishers.Delay<Self, S> where S: Scheduler {
        Publishers.Delay(
            upstream: self, interval: interval, tolerance: tolerance ?? scheduler.minimumTolerance, scheduler: scheduler, options: options)
    }
}

extension Publishers {
    /// A publisher that delays delivery of elements and completion to the downstream receiver.
    public struct Delay<Upstream: Publisher, Context: Scheduler>: Publisher {
        /// The kind of values published by this publisher: the upstream publisher's.
        public typealias Output = Upstream.Output

        /// The kind of errors this publisher might publish: the upstream publisher's.
        public typealias Failure = Upstream.Failure

        /// The publisher that this publisher receives elements from.
        public let upstream: Upstream

        /// The amount of time to delay.
        public let interval: Context.SchedulerTimeType.Stride

        /// The allowed tolerance in firing delayed events.
        public let tolerance: Context.SchedulerTimeType.Stride

        /// The scheduler to deliver the delayed events.
        public let scheduler: Context

        /// Options relevant to the scheduler's behavior.
        public let options: Context.SchedulerOptions?

        /// Creates a publisher that delays delivery of elements and completion to the
        /// downstream receiver.
        ///
        /// - Parameters:
        ///   - upstream: The publisher that this publisher receives elements from.
        ///   - interval: The amount of time to delay.
        ///   - tolerance: The allowed tolerance in delivering delayed events.
        ///   - scheduler: The scheduler to deliver the delayed events.
        ///   - options: Options relevant to the scheduler's behavior.
        public init(
            upstream: Upstream, interval: Context.SchedulerTimeType.Stride, tolerance: Context.SchedulerTimeType.Stride, scheduler: Context,
            options: Context.SchedulerOptions? = nil
        ) {
            self.upstream = upstream
            self.interval = interval
            self.tolerance = tolerance
            self.scheduler = scheduler
            self.options = options
        }

        /// Attaches the specified subscriber to this publisher.
        ///
        /// - Parameter subscriber: The subscriber to attach.
        public func receive<S>(subscriber: S) where S: Subscriber, Upstream.Failure == S.Failure, Upstream.Output == S.Input {
            let (interval, tolerance, scheduler, options) = (self.interval, self.tolerance, self.scheduler, self.options)
            let inner = ScheduledInner<S>(subscriber, name: "Delay") { action in
                scheduler.schedule(after: scheduler.now.advanced(by: interval), tolerance: tolerance, options: options, action)
            }
            upstream.subscribe(inner)
        }
    }
}

/// Passes the subscription on at once and each element and the completion through `schedule`
/// (a scheduler's delayed or immediate scheduling). Demand the subscriber returns from a
/// delivery goes upstream as a request; after cancellation, scheduled deliveries do nothing.
final class ScheduledInner<Downstream: Subscriber>: Subscriber, Subscription, CustomStringConvertible {
    typealias Input = Downstream.Input
    typealias Failure = Downstream.Failure

    private let lock = StateLock()
    private let deliveryLock = DeliveryLock()
    private let schedule: (@escaping () -> Void) -> Void
    private var downstream: Downstream?
    private var upstream: Subscription?
    private var upstreamDone = false
    let description: String

    init(_ downstream: Downstream, name: String, schedule: @escaping (@escaping () -> Void) -> Void) {
        self.downstream = downstream
        description = name
        self.schedule = schedule
    }

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
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        guard lock.withLock({ downstream != nil && !upstreamDone }) else { return .none }
        schedule { [self] in
            let more = deliveryLock.withLock { () -> Subscribers.Demand in
                guard let receiver = lock.withLock({ downstream }) else { return .none }
                return receiver.receive(input)
            }
            if more > 0 {
                lock.withLock { downstream == nil ? nil : upstream }?.request(more)
            }
        }
        return .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        let accepted = lock.withLock { () -> Bool in
            guard downstream != nil, !upstreamDone else { return false }
            upstreamDone = true
            upstream = nil
            return true
        }
        guard accepted else { return }
        schedule { [self] in
            deliveryLock.withLock {
                let receiver = lock.withLock { () -> Downstream? in
                    defer { downstream = nil }
                    return downstream
                }
                receiver?.receive(completion: completion)
            }
        }
    }

    func request(_ demand: Subscribers.Demand) {
        lock.withLock { downstream == nil ? nil : upstream }?.request(demand)
    }

    func cancel() {
        lock.withLock { () -> Subscription? in
            downstream = nil
            defer { upstream = nil }
            return upstream
        }?.cancel()
    }
}
