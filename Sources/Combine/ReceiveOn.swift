extension Publisher {
    /// Specifies the scheduler on which to receive elements from the publisher.
    ///
    /// You use the `receive(on:options:)` operator to receive results and completion on a
    /// specific scheduler, such as performing UI work on the main run loop. In contrast with
    /// `subscribe(on:options:)`, which affects upstream messages, `receive(on:options:)` changes
    /// the execution context of downstream messages: each element and the completion reach the
    /// subscriber through the scheduler's `schedule(options:_:)`, in order.
    ///
    /// - Parameters:
    ///   - scheduler: The scheduler the publisher uses for element delivery.
    ///   - options: Scheduler options used to customize element delivery.
    /// - Returns: A publisher that delivers elements using the specified scheduler.
    public func receive<S>(on scheduler: S, options: S.SchedulerOptions? = nil) -> Publishers.ReceiveOn<Self, S> where S: Scheduler {
        Publishers.ReceiveOn(upstream: self, scheduler: scheduler, options: options)
    }
}

extension Publishers {
    /// A publisher that delivers elements to its downstream subscriber on a specific scheduler.
    public struct ReceiveOn<Upstream: Publisher, Context: Scheduler>: Publisher {
        /// The kind of values published by this publisher: the upstream publisher's.
        public typealias Output = Upstream.Output

        /// The kind of errors this publisher might publish: the upstream publisher's.
        public typealias Failure = Upstream.Failure

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream

        /// The scheduler the publisher is to use for element delivery.
        public let scheduler: Context

        /// Scheduler options that customize the delivery of elements.
        public let options: Context.SchedulerOptions?

        /// Creates a publisher that delivers elements to its downstream subscriber on a specific
        /// scheduler.
        ///
        /// - Parameters:
        ///   - upstream: The publisher from which this publisher receives elements.
        ///   - scheduler: The scheduler the publisher is to use for element delivery.
        ///   - options: Scheduler options that customize the delivery of elements.
        public init(upstream: Upstream, scheduler: Context, options: Context.SchedulerOptions?) {
            self.upstream = upstream
            self.scheduler = scheduler
            self.options = options
        }

        /// Attaches the specified subscriber to this publisher.
        ///
        /// - Parameter subscriber: The subscriber to attach.
        public func receive<S>(subscriber: S) where S: Subscriber, Upstream.Failure == S.Failure, Upstream.Output == S.Input {
            upstream.subscribe(ReceiveOnInner(subscriber, scheduler: scheduler, options: options))
        }
    }
}

/// Passes the subscription on at once, and each element and the completion through the
/// scheduler. Demand the subscriber returns from a scheduled delivery goes upstream as a
/// request; after cancellation, scheduled deliveries that have not run yet do nothing.
private final class ReceiveOnInner<Downstream: Subscriber, Context: Scheduler>: Subscriber, Subscription, CustomStringConvertible {
    typealias Input = Downstream.Input
    typealias Failure = Downstream.Failure

    private let lock = StateLock()
    private let deliveryLock = DeliveryLock()
    private let scheduler: Context
    private let options: Context.SchedulerOptions?
    private var downstream: Downstream?
    private var upstream: Subscription?
    private var upstreamDone = false

    init(_ downstream: Downstream, scheduler: Context, options: Context.SchedulerOptions?) {
        self.downstream = downstream
        self.scheduler = scheduler
        self.options = options
    }

    var description: String { "ReceiveOn" }

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
        scheduler.schedule(options: options) { [self] in
            deliver(input)
        }
        return .none
    }

    private func deliver(_ input: Input) {
        let more = deliveryLock.withLock { () -> Subscribers.Demand in
            guard let receiver = lock.withLock({ downstream }) else { return .none }
            return receiver.receive(input)
        }
        if more > 0 {
            lock.withLock { downstream == nil ? nil : upstream }?.request(more)
        }
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        let accepted = lock.withLock { () -> Bool in
            guard downstream != nil, !upstreamDone else { return false }
            upstreamDone = true
            upstream = nil
            return true
        }
        guard accepted else { return }
        scheduler.schedule(options: options) { [self] in
            finish(completion)
        }
    }

    private func finish(_ completion: Subscribers.Completion<Failure>) {
        deliveryLock.withLock {
            let receiver = lock.withLock { () -> Downstream? in
                defer { downstream = nil }
                return downstream
            }
            receiver?.receive(completion: completion)
        }
    }

    func request(_ demand: Subscribers.Demand) {
        lock.withLock { downstream == nil ? nil : upstream }?.request(demand)
    }

    func cancel() {
        let current = lock.withLock { () -> Subscription? in
            downstream = nil
            defer { upstream = nil }
            return upstream
        }
        current?.cancel()
    }
}
