extension Publisher {
    /// Transforms all elements from an upstream publisher into a new publisher up to a maximum
    /// number of publishers you specify.
    ///
    /// - Parameters:
    ///   - maxPublishers: Specifies the maximum number of concurrent publisher subscriptions, or
    ///     `.unlimited` if unspecified.
    ///   - transform: A closure that takes an element as a parameter and returns a publisher
    ///     that produces elements of that type.
    /// - Returns: A publisher that transforms elements from an upstream publisher into a
    ///   publisher of that element's type.
    public func flatMap<T, P>(maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P)
        -> Publishers.FlatMap<P, Self> where T == P.Output, P: Publisher, Failure == P.Failure
    {
        Publishers.FlatMap(upstream: self, maxPublishers: maxPublishers, transform: transform)
    }

    /// Transforms all elements from an upstream publisher into a new publisher that never fails,
    /// up to a maximum number of publishers you specify.
    ///
    /// - Parameters:
    ///   - maxPublishers: Specifies the maximum number of concurrent publisher subscriptions, or
    ///     `.unlimited` if unspecified.
    ///   - transform: A closure that takes an element as a parameter and returns a publisher
    ///     that produces elements of that type.
    /// - Returns: A publisher that transforms elements from an upstream publisher into a
    ///   publisher of that element's type.
    public func flatMap<P>(maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P)
        -> Publishers.FlatMap<Publishers.SetFailureType<P, Failure>, Self> where P: Publisher, P.Failure == Never
    {
        Publishers.FlatMap(upstream: self, maxPublishers: maxPublishers) { transform($0).setFailureType(to: Failure.self) }
    }
}

extension Publisher where Failure == Never {
    /// Transforms all elements from an upstream publisher that never fails into a new
    /// publisher, up to a maximum number of publishers you specify.
    ///
    /// - Parameters:
    ///   - maxPublishers: Specifies the maximum number of concurrent publisher subscriptions, or
    ///     `.unlimited` if unspecified.
    ///   - transform: A closure that takes an element as a parameter and returns a publisher
    ///     that produces elements of that type.
    /// - Returns: A publisher that transforms elements from an upstream publisher into a
    ///   publisher of that element's type.
    public func flatMap<P>(maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P)
        -> Publishers.FlatMap<P, Publishers.SetFailureType<Self, P.Failure>> where P: Publisher
    {
        Publishers.FlatMap(upstream: setFailureType(to: P.Failure.self), maxPublishers: maxPublishers, transform: transform)
    }

    /// Transforms all elements from an upstream publisher that never fails into a new publisher
    /// that never fails, up to a maximum number of publishers you specify.
    ///
    /// - Parameters:
    ///   - maxPublishers: Specifies the maximum number of concurrent publisher subscriptions, or
    ///     `.unlimited` if unspecified.
    ///   - transform: A closure that takes an element as a parameter and returns a publisher
    ///     that produces elements of that type.
    /// - Returns: A publisher that transforms elements from an upstream publisher into a
    ///   publisher of that element's type.
    public func flatMap<P>(maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P)
        -> Publishers.FlatMap<P, Self> where P: Publisher, P.Failure == Never
    {
        Publishers.FlatMap(upstream: self, maxPublishers: maxPublishers, transform: transform)
    }
}

extension Publishers {
    /// A publisher that transforms elements from an upstream publisher into a new publisher.
    ///
    /// It subscribes to at most `maxPublishers` new publishers at once, delivers their elements
    /// in the order they arrive, finishes when the upstream publisher and every new publisher
    /// have finished, and fails as soon as any of them fails.
    public struct FlatMap<NewPublisher: Publisher, Upstream: Publisher>: Publisher where NewPublisher.Failure == Upstream.Failure {
        /// The kind of values published by this publisher: the new publishers'.
        public typealias Output = NewPublisher.Output

        /// The kind of errors this publisher might publish: the upstream publisher's.
        public typealias Failure = Upstream.Failure

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream

        /// The maximum number of concurrent publisher subscriptions.
        public let maxPublishers: Subscribers.Demand

        /// A closure that takes an element as a parameter and returns a publisher that produces
        /// elements of that type.
        public let transform: (Upstream.Output) -> NewPublisher

        /// Creates a publisher that transforms elements from an upstream publisher into a new
        /// publisher.
        ///
        /// - Parameters:
        ///   - upstream: The publisher from which this publisher receives elements.
        ///   - maxPublishers: The maximum number of concurrent publisher subscriptions.
        ///   - transform: A closure that takes an element as a parameter and returns a publisher
        ///     that produces elements of that type.
        public init(upstream: Upstream, maxPublishers: Subscribers.Demand, transform: @escaping (Upstream.Output) -> NewPublisher) {
            self.upstream = upstream
            self.maxPublishers = maxPublishers
            self.transform = transform
        }

        /// Attaches the specified subscriber to this publisher.
        ///
        /// - Parameter subscriber: The subscriber to attach.
        public func receive<S>(subscriber: S) where S: Subscriber, NewPublisher.Output == S.Input, Upstream.Failure == S.Failure {
            upstream.subscribe(FlatMapper<Upstream.Output, NewPublisher, S>(subscriber, maxPublishers: maxPublishers, transform: transform))
        }
    }
}

/// Subscribes to the upstream publisher and to each new publisher; elements that arrive while
/// the subscriber has no demand, or while another element is being delivered, wait in a queue.
private final class FlatMapper<Input, NewPublisher: Publisher, Downstream: Subscriber>: Subscriber, Subscription,
    CustomStringConvertible
where NewPublisher.Output == Downstream.Input, NewPublisher.Failure == Downstream.Failure {
    typealias Failure = Downstream.Failure
    typealias Output = Downstream.Input

    private enum Step {
        case value(Downstream, Output)
        case finish(Downstream)
    }

    private let lock = StateLock()
    private let maxPublishers: Subscribers.Demand
    private let transform: (Input) -> NewPublisher
    private var downstream: Downstream?
    private var upstream: Subscription?
    private var upstreamFinished = false
    private var inner: [Int: Subscription] = [:]
    private var activeCount = 0
    private var nextIndex = 0
    private var demand = Subscribers.Demand.none
    private var queue: [Output] = []
    private var isDelivering = false

    init(_ downstream: Downstream, maxPublishers: Subscribers.Demand, transform: @escaping (Input) -> NewPublisher) {
        self.downstream = downstream
        self.maxPublishers = maxPublishers
        self.transform = transform
    }

    var description: String { "FlatMap" }

    // MARK: Upstream

    func receive(subscription: Subscription) {
        let receiver = lock.withLock { () -> Downstream? in
            guard upstream == nil, !upstreamFinished else { return nil }
            upstream = subscription
            return downstream
        }
        guard let receiver else {
            subscription.cancel()
            return
        }
        receiver.receive(subscription: self)
        if maxPublishers > 0 {
            subscription.request(maxPublishers)
        }
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        let index = lock.withLock { () -> Int? in
            guard downstream != nil, !upstreamFinished else { return nil }
            activeCount += 1
            nextIndex += 1
            return nextIndex
        }
        guard let index else { return .none }
        transform(input).subscribe(FlatMapSource(self, index: index))
        return .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        switch completion {
        case .finished:
            lock.withLock {
                upstreamFinished = true
                upstream = nil
            }
            drain()
        case .failure:
            fail(completion)
        }
    }

    // MARK: New publishers

    func receive(subscription: Subscription, from index: Int) {
        let accepted = lock.withLock { () -> Bool in
            guard downstream != nil, inner[index] == nil else { return false }
            inner[index] = subscription
            return true
        }
        if accepted {
            subscription.request(.unlimited)
        } else {
            subscription.cancel()
        }
    }

    func receive(_ input: Output, from index: Int) {
        let accepted = lock.withLock { () -> Bool in
            guard downstream != nil else { return false }
            queue.append(input)
            return true
        }
        if accepted {
            drain()
        }
    }

    func receive(completion: Subscribers.Completion<Failure>, from index: Int) {
        switch completion {
        case .finished:
            let source = lock.withLock { () -> Subscription? in
                guard downstream != nil else { return nil }
                inner[index] = nil
                activeCount -= 1
                return maxPublishers == .unlimited ? nil : upstream
            }
            source?.request(.max(1))
            drain()
        case .failure:
            fail(completion)
        }
    }

    // MARK: Downstream

    func request(_ newDemand: Subscribers.Demand) {
        guard newDemand > 0 else { return }
        lock.withLock {
            if downstream != nil { demand += newDemand }
        }
        drain()
    }

    func cancel() {
        let subscriptions = lock.withLock { () -> [Subscription] in
            downstream = nil
            queue = []
            defer {
                upstream = nil
                inner = [:]
            }
            return (upstream.map { [$0] } ?? []) + Array(inner.values)
        }
        for subscription in subscriptions {
            subscription.cancel()
        }
    }

    // MARK: Delivery

    private func fail(_ completion: Subscribers.Completion<Failure>) {
        let (receiver, subscriptions) = lock.withLock { () -> (Downstream?, [Subscription]) in
            guard let current = downstream else { return (nil, []) }
            downstream = nil
            queue = []
            defer {
                upstream = nil
                inner = [:]
            }
            return (current, (upstream.map { [$0] } ?? []) + Array(inner.values))
        }
        guard let receiver else { return }
        for subscription in subscriptions {
            subscription.cancel()
        }
        receiver.receive(completion: completion)
    }

    private func drain() {
        while let step = nextStep() {
            switch step {
            case .value(let receiver, let value):
                let more = receiver.receive(value)
                lock.withLock {
                    isDelivering = false
                    demand += more
                }
            case .finish(let receiver):
                receiver.receive(completion: .finished)
                return
            }
        }
    }

    private func nextStep() -> Step? {
        lock.withLock {
            guard let receiver = downstream, !isDelivering else { return nil }
            if !queue.isEmpty {
                guard demand > 0 else { return nil }
                demand -= 1
                isDelivering = true
                return .value(receiver, queue.removeFirst())
            }
            guard upstreamFinished, activeCount == 0 else { return nil }
            downstream = nil
            return .finish(receiver)
        }
    }
}

/// The subscriber a flat map attaches to one of its new publishers.
private final class FlatMapSource<Input, NewPublisher: Publisher, Downstream: Subscriber>: Subscriber, CustomStringConvertible
where NewPublisher.Output == Downstream.Input, NewPublisher.Failure == Downstream.Failure {
    typealias Failure = Downstream.Failure

    private let mapper: FlatMapper<Input, NewPublisher, Downstream>
    private let index: Int

    init(_ mapper: FlatMapper<Input, NewPublisher, Downstream>, index: Int) {
        self.mapper = mapper
        self.index = index
    }

    var description: String { "FlatMap" }

    func receive(subscription: Subscription) {
        mapper.receive(subscription: subscription, from: index)
    }

    func receive(_ input: Downstream.Input) -> Subscribers.Demand {
        mapper.receive(input, from: index)
        return .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        mapper.receive(completion: completion, from: index)
    }
}
