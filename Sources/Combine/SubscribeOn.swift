extension Publisher {
    /// Specifies the scheduler on which to perform subscribe, cancel, and request operations.
    ///
    /// In contrast with `receive(on:options:)`, which affects downstream messages,
    /// `subscribe(on:options:)` changes the execution context of upstream messages: the
    /// subscription to the upstream publisher, and the subscriber's requests and cancellation,
    /// go through the scheduler. Elements and the completion arrive where the upstream
    /// publisher sends them.
    ///
    /// - Parameters:
    ///   - scheduler: The scheduler used to send messages to upstream publishers.
    ///   - options: Options that customize the delivery of elements.
    /// - Returns: A publisher which performs upstream operations on the specified scheduler.
    public func subscribe<S>(on scheduler: S, options: S.SchedulerOptions? = nil) -> Publishers.SubscribeOn<Self, S> where S: Scheduler {
        Publishers.SubscribeOn(upstream: self, scheduler: scheduler, options: options)
    }
}

extension Publishers {
    /// A publisher that receives elements from an upstream publisher on a specific scheduler.
    public struct SubscribeOn<Upstream: Publisher, Context: Scheduler>: Publisher {
        /// The kind of values published by this publisher: the upstream publisher's.
        public typealias Output = Upstream.Output

        /// The kind of errors this publisher might publish: the upstream publisher's.
        public typealias Failure = Upstream.Failure

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream

        /// The scheduler the publisher should use to receive elements.
        public let scheduler: Context

        /// Scheduler options that customize the delivery of elements.
        public let options: Context.SchedulerOptions?

        /// Creates a publisher that receives elements from an upstream publisher on a specific
        /// scheduler.
        ///
        /// - Parameters:
        ///   - upstream: The publisher from which this publisher receives elements.
        ///   - scheduler: The scheduler the publisher should use to receive elements.
        ///   - options: Scheduler options that customize the delivery of elements.
        public init(upstream: Upstream, scheduler: Context, options: Context.SchedulerOptions?) {
            self.upstream = upstream
            self.scheduler = scheduler
            self.options = options
        }

        /// Attaches the specified subscriber to this publisher: the upstream subscription is
        /// made through the scheduler.
        ///
        /// - Parameter subscriber: The subscriber to attach.
        public func receive<S>(subscriber: S) where S: Subscriber, Upstream.Failure == S.Failure, Upstream.Output == S.Input {
            let (upstream, scheduler, options) = (self.upstream, self.scheduler, self.options)
            let inner = SubscribeOnInner(subscriber) { scheduler.schedule(options: options, $0) }
            scheduler.schedule(options: options) { upstream.subscribe(inner) }
        }
    }
}

/// Passes elements and the completion straight through, and the subscriber's requests and
/// cancellation to the upstream subscription through the scheduler.
private final class SubscribeOnInner<Downstream: Subscriber>: Subscriber, Subscription, CustomStringConvertible {
    typealias Input = Downstream.Input
    typealias Failure = Downstream.Failure

    private let lock = StateLock()
    private let schedule: (@escaping () -> Void) -> Void
    private var downstream: Downstream?
    private var upstream: Subscription?

    init(_ downstream: Downstream, schedule: @escaping (@escaping () -> Void) -> Void) {
        self.downstream = downstream
        self.schedule = schedule
    }

    var description: String { "SubscribeOn" }

    func receive(subscription: Subscription) {
        let receiver = lock.withLock { () -> Downstream? in
            guard upstream == nil else { return nil }
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
        lock.withLock { downstream }?.receive(input) ?? .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        lock.withLock { () -> Downstream? in
            defer { downstream = nil }
            return downstream
        }?.receive(completion: completion)
    }

    func request(_ demand: Subscribers.Demand) {
        guard let subscription = lock.withLock({ downstream == nil ? nil : upstream }) else { return }
        schedule { subscription.request(demand) }
    }

    func cancel() {
        let subscription = lock.withLock { () -> Subscription? in
            downstream = nil
            defer { upstream = nil }
            return upstream
        }
        guard let subscription else { return }
        schedule { subscription.cancel() }
    }
}
