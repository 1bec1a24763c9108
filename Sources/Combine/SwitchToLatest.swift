extension Publisher where Output: Publisher, Output.Failure == Failure {
    /// Republishes elements sent by the most recently received publisher.
    ///
    /// This operator works with an upstream publisher of publishers, flattening the stream of
    /// elements to appear as if they were coming from a single stream of elements. It switches
    /// the inner publisher as new ones arrive but keeps the outer publisher constant for
    /// downstream subscribers: when a new inner publisher arrives, it cancels its subscription
    /// to the previous one. It finishes when the upstream publisher and the latest inner
    /// publisher have finished, and fails as soon as either fails.
    ///
    /// - Returns: A publisher that emits elements from the most recently received publisher.
    public func switchToLatest() -> Publishers.SwitchToLatest<Output, Self> {
        Publishers.SwitchToLatest(upstream: self)
    }
}

extension Publisher where Output: Publisher, Failure == Never {
    /// Republishes elements sent by the most recently received publisher, from an upstream
    /// publisher that never fails.
    ///
    /// - Returns: A publisher that emits elements from the most recently received publisher.
    public func switchToLatest() -> Publishers.SwitchToLatest<Output, Publishers.SetFailureType<Self, Output.Failure>> {
        Publishers.SwitchToLatest(upstream: setFailureType(to: Output.Failure.self))
    }
}

extension Publisher where Output: Publisher, Failure == Never, Output.Failure == Never {
    /// Republishes elements sent by the most recently received publisher, when neither the
    /// upstream publisher nor its publishers fail.
    ///
    /// - Returns: A publisher that emits elements from the most recently received publisher.
    public func switchToLatest() -> Publishers.SwitchToLatest<Output, Self> {
        Publishers.SwitchToLatest(upstream: self)
    }
}

extension Publisher where Output: Publisher, Output.Failure == Never {
    /// Republishes elements sent by the most recently received publisher, whose publishers
    /// never fail.
    ///
    /// - Returns: A publisher that emits elements from the most recently received publisher.
    public func switchToLatest()
        -> Publishers.SwitchToLatest<
            Publishers.SetFailureType<Output, Failure>, Publishers.Map<Self, Publishers.SetFailureType<Output, Failure>>
        >
    {
        Publishers.SwitchToLatest(upstream: map { $0.setFailureType(to: Failure.self) })
    }
}

extension Publishers {
    /// A publisher that flattens nested publishers.
    ///
    /// Given a publisher that publishes publishers, the `SwitchToLatest` publisher produces a
    /// sequence of events from only the most recent one.
    public struct SwitchToLatest<P: Publisher, Upstream: Publisher>: Publisher where P == Upstream.Output, P.Failure == Upstream.Failure {
        /// The kind of values published by this publisher: the inner publishers'.
        public typealias Output = P.Output

        /// The kind of errors this publisher might publish: the upstream publisher's.
        public typealias Failure = P.Failure

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream

        /// Creates a publisher that “flattens” nested publishers.
        ///
        /// - Parameter upstream: The publisher from which this publisher receives elements.
        public init(upstream: Upstream) {
            self.upstream = upstream
        }

        /// Attaches the specified subscriber to this publisher.
        ///
        /// - Parameter subscriber: The subscriber to attach.
        public func receive<S>(subscriber: S) where S: Subscriber, P.Output == S.Input, Upstream.Failure == S.Failure {
            upstream.subscribe(SwitchInner<P, S>(subscriber))
        }
    }
}

/// Asks the upstream publisher for every publisher, subscribes to the latest one (cancelling the
/// one before), and passes the subscriber's outstanding demand to it.
private final class SwitchInner<P: Publisher, Downstream: Subscriber>: Subscriber, Subscription, CustomStringConvertible
where P.Output == Downstream.Input, P.Failure == Downstream.Failure {
    typealias Input = P
    typealias Failure = P.Failure

    private let lock = StateLock()
    private var downstream: Downstream?
    private var upstream: Subscription?
    private var upstreamFinished = false
    private var current: Subscription?
    private var currentIndex = 0
    private var hasActiveInner = false
    private var demand = Subscribers.Demand.none

    init(_ downstream: Downstream) {
        self.downstream = downstream
    }

    var description: String { "SwitchToLatest" }

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
        subscription.request(.unlimited)
    }

    func receive(_ input: P) -> Subscribers.Demand {
        let step = lock.withLock { () -> (index: Int, previous: Subscription?)? in
            guard downstream != nil, !upstreamFinished else { return nil }
            currentIndex += 1
            hasActiveInner = true
            defer { current = nil }
            return (currentIndex, current)
        }
        guard let step else { return .none }
        step.previous?.cancel()
        input.subscribe(SwitchSource(self, index: step.index))
        return .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        switch completion {
        case .finished:
            let receiver = lock.withLock { () -> Downstream? in
                guard downstream != nil, !upstreamFinished else { return nil }
                upstreamFinished = true
                upstream = nil
                guard !hasActiveInner else { return nil }
                defer { downstream = nil }
                return downstream
            }
            receiver?.receive(completion: .finished)
        case .failure:
            fail(completion, cancellingUpstream: false)
        }
    }

    private func fail(_ completion: Subscribers.Completion<Failure>, cancellingUpstream: Bool) {
        let step = lock.withLock { () -> (Downstream, [Subscription])? in
            guard let receiver = downstream else { return nil }
            downstream = nil
            let others = [current] + (cancellingUpstream ? [upstream] : [])
            current = nil
            upstream = nil
            upstreamFinished = true
            return (receiver, others.compactMap { $0 })
        }
        guard let (receiver, others) = step else { return }
        for subscription in others {
            subscription.cancel()
        }
        receiver.receive(completion: completion)
    }

    // MARK: Inner publishers

    func receive(subscription: Subscription, from index: Int) {
        let outstanding = lock.withLock { () -> Subscribers.Demand? in
            guard downstream != nil, index == currentIndex, current == nil else { return nil }
            current = subscription
            return demand
        }
        guard let outstanding else {
            subscription.cancel()
            return
        }
        if outstanding > 0 {
            subscription.request(outstanding)
        }
    }

    func receive(_ input: P.Output, from index: Int) -> Subscribers.Demand {
        let receiver = lock.withLock { () -> Downstream? in
            guard let receiver = downstream, index == currentIndex else { return nil }
            demand -= 1
            return receiver
        }
        guard let receiver else { return .none }
        let more = receiver.receive(input)
        lock.withLock { demand += more }
        return more
    }

    func receive(completion: Subscribers.Completion<Failure>, from index: Int) {
        guard lock.withLock({ index == currentIndex }) else { return }
        switch completion {
        case .finished:
            let receiver = lock.withLock { () -> Downstream? in
                guard downstream != nil, index == currentIndex else { return nil }
                hasActiveInner = false
                current = nil
                guard upstreamFinished else { return nil }
                defer { downstream = nil }
                return downstream
            }
            receiver?.receive(completion: .finished)
        case .failure:
            fail(completion, cancellingUpstream: true)
        }
    }

    // MARK: Downstream

    func request(_ newDemand: Subscribers.Demand) {
        guard newDemand > 0 else { return }
        lock.withLock { () -> Subscription? in
            guard downstream != nil else { return nil }
            demand += newDemand
            return current
        }?.request(newDemand)
    }

    func cancel() {
        let subscriptions = lock.withLock { () -> [Subscription] in
            downstream = nil
            defer {
                current = nil
                upstream = nil
            }
            return [upstream, current].compactMap { $0 }
        }
        for subscription in subscriptions {
            subscription.cancel()
        }
    }
}

/// The subscriber `switchToLatest` attaches to one inner publisher.
private final class SwitchSource<P: Publisher, Downstream: Subscriber>: Subscriber, CustomStringConvertible
where P.Output == Downstream.Input, P.Failure == Downstream.Failure {
    typealias Input = P.Output
    typealias Failure = P.Failure

    private let inner: SwitchInner<P, Downstream>
    private let index: Int

    init(_ inner: SwitchInner<P, Downstream>, index: Int) {
        self.inner = inner
        self.index = index
    }

    var description: String { "SwitchToLatest" }

    func receive(subscription: Subscription) {
        inner.receive(subscription: subscription, from: index)
    }

    func receive(_ input: P.Output) -> Subscribers.Demand {
        inner.receive(input, from: index)
    }

    func receive(completion: Subscribers.Completion<P.Failure>) {
        inner.receive(completion: completion, from: index)
    }
}
