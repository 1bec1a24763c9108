extension Publisher {
    /// Handles errors from an upstream publisher by replacing it with another publisher.
    ///
    /// When the upstream publisher fails, the closure's publisher takes its place: the
    /// subscriber's outstanding demand goes to it, and its elements and completion go on to the
    /// subscriber. A finished upstream publisher finishes this one.
    ///
    /// - Parameter handler: A closure that accepts the upstream failure as input and returns a
    ///   publisher to replace the upstream publisher.
    /// - Returns: A publisher that handles errors from an upstream publisher by replacing the
    ///   failed publisher with another publisher.
    public func `catch`<P>(_ handler: @escaping (Failure) -> P) -> Publishers.Catch<Self, P> where P: Publisher, Output == P.Output {
        Publishers.Catch(upstream: self, handler: handler)
    }
}

extension Publishers {
    /// A publisher that handles errors from an upstream publisher by replacing the failed
    /// publisher with another publisher.
    public struct Catch<Upstream: Publisher, NewPublisher: Publisher>: Publisher where Upstream.Output == NewPublisher.Output {
        /// The kind of values published by this publisher: the upstream publisher's.
        public typealias Output = Upstream.Output

        /// The kind of errors this publisher might publish: the new publisher's.
        public typealias Failure = NewPublisher.Failure

        /// The publisher that this publisher receives elements from.
        public let upstream: Upstream

        /// A closure that accepts the upstream failure as input and returns a publisher to
        /// replace the upstream publisher.
        public let handler: (Upstream.Failure) -> NewPublisher

        /// Creates a publisher that handles errors from an upstream publisher by replacing the
        /// failed publisher with another publisher.
        ///
        /// - Parameters:
        ///   - upstream: The publisher that this publisher receives elements from.
        ///   - handler: A closure that accepts the upstream failure as input and returns a
        ///     publisher to replace the upstream publisher.
        public init(upstream: Upstream, handler: @escaping (Upstream.Failure) -> NewPublisher) {
            self.upstream = upstream
            self.handler = handler
        }

        /// Attaches the specified subscriber to this publisher.
        ///
        /// - Parameter subscriber: The subscriber to attach.
        public func receive<S>(subscriber: S) where S: Subscriber, NewPublisher.Failure == S.Failure, Upstream.Output == S.Input {
            let inner = CatchInner<Upstream.Failure, NewPublisher, S>(subscriber, handler: handler)
            upstream.subscribe(inner.source(isReplacement: false) { inner.receive(completion: $0) })
        }
    }
}

/// The subscription of a `catch`: it passes the subscriber's demand to the upstream publisher,
/// then, after a failure, to the replacement, asking the replacement for what is still
/// outstanding.
private final class CatchInner<UpstreamFailure: Error, NewPublisher: Publisher, Downstream: Subscriber>: Subscription,
    CustomStringConvertible
where NewPublisher.Output == Downstream.Input, NewPublisher.Failure == Downstream.Failure {
    private let lock = StateLock()
    private let handler: (UpstreamFailure) -> NewPublisher
    private var downstream: Downstream?
    private var current: Subscription?
    private var hasSubscribed = false
    private var isReplaced = false
    private var demand = Subscribers.Demand.none

    init(_ downstream: Downstream, handler: @escaping (UpstreamFailure) -> NewPublisher) {
        self.downstream = downstream
        self.handler = handler
    }

    var description: String { "Catch" }

    func receive(subscription: Subscription, isReplacement: Bool) {
        let step = lock.withLock { () -> (first: Downstream?, outstanding: Subscribers.Demand)? in
            guard let receiver = downstream, current == nil, isReplacement == isReplaced else { return nil }
            current = subscription
            defer { hasSubscribed = true }
            return (hasSubscribed ? nil : receiver, demand)
        }
        guard let step else {
            subscription.cancel()
            return
        }
        step.first?.receive(subscription: self)
        if isReplacement, step.outstanding > 0 {
            subscription.request(step.outstanding)
        }
    }

    func receive(_ input: Downstream.Input, isReplacement: Bool) -> Subscribers.Demand {
        let receiver = lock.withLock { () -> Downstream? in
            guard let receiver = downstream, isReplacement == isReplaced else { return nil }
            demand -= 1
            return receiver
        }
        guard let receiver else { return .none }
        let more = receiver.receive(input)
        lock.withLock { demand += more }
        return more
    }

    func receive(completion: Subscribers.Completion<UpstreamFailure>) {
        switch completion {
        case .finished:
            finish(.finished, isReplacement: false)
        case .failure(let error):
            let replacing = lock.withLock { () -> Bool in
                guard downstream != nil, !isReplaced else { return false }
                isReplaced = true
                current = nil
                return true
            }
            guard replacing else { return }
            handler(error).subscribe(source(isReplacement: true) { [self] in finish($0, isReplacement: true) })
        }
    }

    /// A subscriber for the upstream publisher or the replacement.
    func source<SourceFailure: Error>(
        isReplacement: Bool, onCompletion: @escaping (Subscribers.Completion<SourceFailure>) -> Void
    ) -> CatchSource<SourceFailure, Downstream> {
        CatchSource(
            onSubscription: { [self] in receive(subscription: $0, isReplacement: isReplacement) },
            onInput: { [self] in receive($0, isReplacement: isReplacement) }, onCompletion: onCompletion)
    }

    func finish(_ completion: Subscribers.Completion<Downstream.Failure>, isReplacement: Bool) {
        let receiver = lock.withLock { () -> Downstream? in
            guard let receiver = downstream, isReplacement == isReplaced else { return nil }
            downstream = nil
            current = nil
            return receiver
        }
        receiver?.receive(completion: completion)
    }

    func request(_ newDemand: Subscribers.Demand) {
        guard newDemand > 0 else { return }
        lock.withLock { () -> Subscription? in
            guard downstream != nil else { return nil }
            demand += newDemand
            return current
        }?.request(newDemand)
    }

    func cancel() {
        lock.withLock { () -> Subscription? in
            downstream = nil
            defer { current = nil }
            return current
        }?.cancel()
    }
}

/// The subscriber a `catch` attaches to the upstream publisher and to the replacement; each
/// has its own failure type, and its own way to end.
private final class CatchSource<SourceFailure: Error, Downstream: Subscriber>: Subscriber, CustomStringConvertible {
    typealias Input = Downstream.Input
    typealias Failure = SourceFailure

    private let onSubscription: (Subscription) -> Void
    private let onInput: (Input) -> Subscribers.Demand
    private let onCompletion: (Subscribers.Completion<SourceFailure>) -> Void

    init(
        onSubscription: @escaping (Subscription) -> Void, onInput: @escaping (Input) -> Subscribers.Demand,
        onCompletion: @escaping (Subscribers.Completion<SourceFailure>) -> Void
    ) {
        self.onSubscription = onSubscription
        self.onInput = onInput
        self.onCompletion = onCompletion
    }

    var description: String { "Catch" }

    func receive(subscription: Subscription) {
        onSubscription(subscription)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        onInput(input)
    }

    func receive(completion: Subscribers.Completion<SourceFailure>) {
        onCompletion(completion)
    }
}
