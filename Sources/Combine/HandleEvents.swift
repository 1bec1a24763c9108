extension Publisher {
    /// Performs the specified closures when publisher events occur.
    ///
    /// Use `handleEvents` when you want to examine elements as they progress through the stages
    /// of the publisher's lifecycle.
    ///
    /// - Parameters:
    ///   - receiveSubscription: An optional closure that executes when the publisher receives
    ///     the subscription from the upstream publisher. Defaults to `nil`.
    ///   - receiveOutput: An optional closure that executes when the publisher receives a value
    ///     from the upstream publisher. Defaults to `nil`.
    ///   - receiveCompletion: An optional closure that executes when the upstream publisher
    ///     finishes normally or terminates with an error. Defaults to `nil`.
    ///   - receiveCancel: An optional closure that executes when the downstream receiver cancels
    ///     publishing. Defaults to `nil`.
    ///   - receiveRequest: An optional closure that executes when the publisher receives a
    ///     request for more elements. Defaults to `nil`.
    /// - Returns: A publisher that performs the specified closures when publisher events occur.
    public func handleEvents(
        receiveSubscription: ((Subscription) -> Void)? = nil,
        receiveOutput: ((Output) -> Void)? = nil,
        receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil,
        receiveCancel: (() -> Void)? = nil,
        receiveRequest: ((Subscribers.Demand) -> Void)? = nil
    ) -> Publishers.HandleEvents<Self> {
        Publishers.HandleEvents(
            upstream: self, receiveSubscription: receiveSubscription, receiveOutput: receiveOutput,
            receiveCompletion: receiveCompletion, receiveCancel: receiveCancel, receiveRequest: receiveRequest)
    }
}

extension Publishers {
    /// A publisher that performs the specified closures when publisher events occur.
    public struct HandleEvents<Upstream: Publisher>: Publisher {
        /// The kind of values published by this publisher: the upstream publisher's.
        public typealias Output = Upstream.Output

        /// The kind of errors this publisher might publish: the upstream publisher's.
        public typealias Failure = Upstream.Failure

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream

        /// A closure that executes when the publisher receives the subscription from the
        /// upstream publisher.
        public var receiveSubscription: ((Subscription) -> Void)?

        /// A closure that executes when the publisher receives a value from the upstream
        /// publisher.
        public var receiveOutput: ((Output) -> Void)?

        /// A closure that executes when the upstream publisher finishes normally or terminates
        /// with an error.
        public var receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)?

        /// A closure that executes when the downstream receiver cancels publishing.
        public var receiveCancel: (() -> Void)?

        /// A closure that executes when the publisher receives a request for more elements.
        public var receiveRequest: ((Subscribers.Demand) -> Void)?

        /// Creates a publisher that performs the specified closures when publisher events occur.
        ///
        /// - Parameters:
        ///   - upstream: The publisher from which this publisher receives elements.
        ///   - receiveSubscription: An optional closure that executes when the publisher
        ///     receives the subscription from the upstream publisher.
        ///   - receiveOutput: An optional closure that executes when the publisher receives a
        ///     value from the upstream publisher.
        ///   - receiveCompletion: An optional closure that executes when the upstream publisher
        ///     finishes normally or terminates with an error.
        ///   - receiveCancel: An optional closure that executes when the downstream receiver
        ///     cancels publishing.
        ///   - receiveRequest: An optional closure that executes when the publisher receives a
        ///     request for more elements.
        public init(
            upstream: Upstream,
            receiveSubscription: ((Subscription) -> Void)? = nil,
            receiveOutput: ((Output) -> Void)? = nil,
            receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil,
            receiveCancel: (() -> Void)? = nil,
            receiveRequest: ((Subscribers.Demand) -> Void)?
        ) {
            self.upstream = upstream
            self.receiveSubscription = receiveSubscription
            self.receiveOutput = receiveOutput
            self.receiveCompletion = receiveCompletion
            self.receiveCancel = receiveCancel
            self.receiveRequest = receiveRequest
        }

        /// Attaches the specified subscriber to this publisher.
        ///
        /// - Parameter subscriber: The subscriber to attach.
        public func receive<S>(subscriber: S) where S: Subscriber, Upstream.Failure == S.Failure, Upstream.Output == S.Input {
            upstream.subscribe(EventHandler(subscriber, events: self))
        }
    }
}

/// Runs a `HandleEvents` publisher's closures around the events it passes on.
private final class EventHandler<Upstream: Publisher, Downstream: Subscriber>: Subscriber, Subscription,
    CustomStringConvertible
where Upstream.Output == Downstream.Input, Upstream.Failure == Downstream.Failure {
    typealias Input = Downstream.Input
    typealias Failure = Downstream.Failure

    private let lock = StateLock()
    private let events: Publishers.HandleEvents<Upstream>
    private var downstream: Downstream?
    private var upstream: Subscription?
    private var isTerminal = false

    init(_ downstream: Downstream, events: Publishers.HandleEvents<Upstream>) {
        self.downstream = downstream
        self.events = events
    }

    var description: String { "HandleEvents" }

    func receive(subscription: Subscription) {
        let receiver = lock.withLock { () -> Downstream? in
            guard upstream == nil, !isTerminal else { return nil }
            upstream = subscription
            return downstream
        }
        guard let receiver else {
            subscription.cancel()
            return
        }
        events.receiveSubscription?(subscription)
        receiver.receive(subscription: self)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        guard let receiver = lock.withLock({ isTerminal ? nil : downstream }) else { return .none }
        events.receiveOutput?(input)
        let more = receiver.receive(input)
        if more > 0 {
            events.receiveRequest?(more)
        }
        return more
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        let receiver = lock.withLock { () -> Downstream? in
            guard !isTerminal else { return nil }
            isTerminal = true
            upstream = nil
            defer { downstream = nil }
            return downstream
        }
        guard let receiver else { return }
        events.receiveCompletion?(completion)
        receiver.receive(completion: completion)
    }

    func request(_ demand: Subscribers.Demand) {
        events.receiveRequest?(demand)
        lock.withLock { upstream }?.request(demand)
    }

    func cancel() {
        let current = lock.withLock { () -> Subscription? in
            guard !isTerminal else { return nil }
            isTerminal = true
            downstream = nil
            defer { upstream = nil }
            return upstream
        }
        guard let current else { return }
        events.receiveCancel?()
        current.cancel()
    }
}
