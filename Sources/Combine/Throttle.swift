extension Publisher {
    /// Publishes either the most-recent or first element published by the upstream publisher in
    /// the specified time interval.
    ///
    /// The first element goes out at once (through the scheduler); elements that arrive within
    /// `interval` of the last one published wait, and one of them — the latest if `latest`,
    /// otherwise the first — goes out when the interval has passed. When the upstream publisher
    /// finishes, an element still waiting goes out before the completion; a failure drops it.
    ///
    /// - Parameters:
    ///   - interval: The interval at which to find and emit either the most recent or the first
    ///     element, expressed in the time system of the scheduler.
    ///   - scheduler: The scheduler on which to publish elements.
    ///   - latest: A Boolean value that indicates whether to publish the most recent element.
    ///     If `false`, the publisher emits the first element received during the interval.
    /// - Returns: A publisher that emits either the most-recent or first element received
    ///   during the specified interval.
    public func throttle<S>(for interval: S.SchedulerTimeType.Stride, scheduler: S, latest: Bool) -> Publishers.Throttle<Self, S>
    where S: Scheduler {
        Publishers.Throttle(upstream: self, interval: interval, scheduler: scheduler, latest: latest)
    }
}

extension Publishers {
    /// A publisher that publishes either the most-recent or first element published by the
    /// upstream publisher in a specified time interval.
    public struct Throttle<Upstream: Publisher, Context: Scheduler>: Publisher {
        /// The kind of values published by this publisher: the upstream publisher's.
        public typealias Output = Upstream.Output

        /// The kind of errors this publisher might publish: the upstream publisher's.
        public typealias Failure = Upstream.Failure

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream

        /// The interval in which to find and emit the most recent element.
        public let interval: Context.SchedulerTimeType.Stride

        /// The scheduler on which to publish elements.
        public let scheduler: Context

        /// A Boolean value indicating whether to publish the most recent element.
        public let latest: Bool

        /// Creates a publisher that publishes either the most-recent or first element published
        /// by the upstream publisher in a specified time interval.
        ///
        /// - Parameters:
        ///   - upstream: The publisher from which this publisher receives elements.
        ///   - interval: The interval in which to find and emit the most recent element.
        ///   - scheduler: The scheduler on which to publish elements.
        ///   - latest: A Boolean value indicating whether to publish the most recent element.
        public init(upstream: Upstream, interval: Context.SchedulerTimeType.Stride, scheduler: Context, latest: Bool) {
            self.upstream = upstream
            self.interval = interval
            self.scheduler = scheduler
            self.latest = latest
        }

        /// Attaches the specified subscriber to this publisher.
        ///
        /// - Parameter subscriber: The subscriber to attach.
        public func receive<S>(subscriber: S) where S: Subscriber, Upstream.Failure == S.Failure, Upstream.Output == S.Input {
            upstream.subscribe(Throttler(subscriber, interval: interval, scheduler: scheduler, latest: latest))
        }
    }
}

/// Asks upstream for every element and keeps the one waiting for the end of the interval; at
/// most one emission is scheduled at a time. Elements that go out while the subscriber has no
/// demand are dropped.
private final class Throttler<Downstream: Subscriber, Context: Scheduler>: Subscriber, Subscription, CustomStringConvertible {
    typealias Input = Downstream.Input
    typealias Failure = Downstream.Failure

    private let lock = StateLock()
    private let deliveryLock = DeliveryLock()
    private let interval: Context.SchedulerTimeType.Stride
    private let scheduler: Context
    private let latest: Bool
    private var downstream: Downstream?
    private var upstream: Subscription?
    private var upstreamDone = false
    private var demand = Subscribers.Demand.none
    private var waiting: Input?
    private var lastEmission: Context.SchedulerTimeType?
    private var isEmissionScheduled = false

    init(_ downstream: Downstream, interval: Context.SchedulerTimeType.Stride, scheduler: Context, latest: Bool) {
        self.downstream = downstream
        self.interval = interval
        self.scheduler = scheduler
        self.latest = latest
    }

    var description: String { "Throttle" }

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
        let now = scheduler.now
        let due = lock.withLock { () -> Context.SchedulerTimeType?? in
            guard downstream != nil, !upstreamDone else { return nil }
            if latest || waiting == nil {
                waiting = input
            }
            guard !isEmissionScheduled else { return nil }
            isEmissionScheduled = true
            guard let last = lastEmission, last.distance(to: now) < interval else { return .some(nil) }
            return .some(last.advanced(by: interval))
        }
        switch due {
        case .none:
            break
        case .some(.none):
            scheduler.schedule(options: nil) { [self] in emit() }
        case .some(.some(let date)):
            scheduler.schedule(after: date, tolerance: scheduler.minimumTolerance, options: nil) { [self] in emit() }
        }
        return .none
    }

    private func emit() {
        deliveryLock.withLock {
            let now = scheduler.now
            let step = lock.withLock { () -> (Downstream, Input)? in
                isEmissionScheduled = false
                guard let receiver = downstream, let value = waiting else { return nil }
                waiting = nil
                lastEmission = now
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
            if case .failure = completion {
                waiting = nil
            }
            return true
        }
        guard accepted else { return }
        scheduler.schedule(options: nil) { [self] in
            deliveryLock.withLock {
                let step = lock.withLock { () -> (Downstream, Input?)? in
                    guard let receiver = downstream else { return nil }
                    downstream = nil
                    defer { waiting = nil }
                    return (receiver, demand > 0 ? waiting : nil)
                }
                guard let (receiver, last) = step else { return }
                if let last {
                    _ = receiver.receive(last)
                }
                receiver.receive(completion: completion)
            }
        }
    }

    func request(_ newDemand: Subscribers.Demand) {
        lock.withLock { demand += newDemand }
    }

    func cancel() {
        lock.withLock { () -> Subscription? in
            downstream = nil
            waiting = nil
            defer { upstream = nil }
            return upstream
        }?.cancel()
    }
}
