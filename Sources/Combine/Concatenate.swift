extension Publisher {
    /// Prefixes a publisher's output with the specified values.
    ///
    /// Use `prepend(_:)` when you need to prepend specific elements before the output of a
    /// publisher.
    ///
    /// - Parameter elements: The elements to publish before this publisher's elements.
    /// - Returns: A publisher that prefixes the specified elements prior to this publisher's
    ///   elements.
    public func prepend(_ elements: Output...) -> Publishers.Concatenate<Publishers.Sequence<[Output], Failure>, Self> {
        prepend(elements)
    }

    /// Prefixes a publisher's output with the specified sequence.
    ///
    /// - Parameter elements: A sequence of elements to publish before this publisher's elements.
    /// - Returns: A publisher that prefixes the sequence of elements prior to this publisher's
    ///   elements.
    public func prepend<S>(_ elements: S) -> Publishers.Concatenate<Publishers.Sequence<S, Failure>, Self>
    where S: Sequence, Output == S.Element {
        Publishers.Concatenate(prefix: Publishers.Sequence(sequence: elements), suffix: self)
    }

    /// Prefixes the output of this publisher with the elements emitted by the given publisher.
    ///
    /// The resulting publisher doesn't emit any elements until the prefixing publisher finishes.
    ///
    /// - Parameter publisher: The prefixing publisher.
    /// - Returns: A publisher that prefixes the prefixing publisher's elements prior to this
    ///   publisher's elements.
    public func prepend<P>(_ publisher: P) -> Publishers.Concatenate<P, Self> where P: Publisher, Failure == P.Failure, Output == P.Output {
        Publishers.Concatenate(prefix: publisher, suffix: self)
    }

    /// Appends a publisher's output with the specified elements.
    ///
    /// - Parameter elements: Elements to publish after this publisher's elements.
    /// - Returns: A publisher that appends the specified elements after this publisher's
    ///   elements.
    public func append(_ elements: Output...) -> Publishers.Concatenate<Self, Publishers.Sequence<[Output], Failure>> {
        append(elements)
    }

    /// Appends a publisher's output with the specified sequence.
    ///
    /// - Parameter elements: A sequence of elements to publish after this publisher's elements.
    /// - Returns: A publisher that appends the sequence of elements after this publisher's
    ///   elements.
    public func append<S>(_ elements: S) -> Publishers.Concatenate<Self, Publishers.Sequence<S, Failure>>
    where S: Sequence, Output == S.Element {
        Publishers.Concatenate(prefix: self, suffix: Publishers.Sequence(sequence: elements))
    }

    /// Appends the output of this publisher with the elements emitted by the given publisher.
    ///
    /// - Parameter publisher: The appending publisher.
    /// - Returns: A publisher that appends the appending publisher's elements after this
    ///   publisher's elements.
    public func append<P>(_ publisher: P) -> Publishers.Concatenate<Self, P> where P: Publisher, Failure == P.Failure, Output == P.Output {
        Publishers.Concatenate(prefix: self, suffix: publisher)
    }
}

extension Publishers {
    /// A publisher that emits all of one publisher's elements before those from another
    /// publisher.
    ///
    /// It subscribes to the suffix only after the prefix finishes; a failure of the prefix ends
    /// the stream.
    public struct Concatenate<Prefix: Publisher, Suffix: Publisher>: Publisher
    where Prefix.Failure == Suffix.Failure, Prefix.Output == Suffix.Output {
        /// The kind of values published by this publisher: the upstream publishers'.
        public typealias Output = Suffix.Output

        /// The kind of errors this publisher might publish: the upstream publishers'.
        public typealias Failure = Suffix.Failure

        /// The publisher to republish, in its entirety, before republishing elements from
        /// `suffix`.
        public let prefix: Prefix

        /// The publisher to republish only after `prefix` finishes.
        public let suffix: Suffix

        /// Creates a publisher that emits all of one publisher's elements before those from
        /// another publisher.
        ///
        /// - Parameters:
        ///   - prefix: The publisher to republish, in its entirety, before republishing elements
        ///     from `suffix`.
        ///   - suffix: The publisher to republish only after `prefix` finishes.
        public init(prefix: Prefix, suffix: Suffix) {
            self.prefix = prefix
            self.suffix = suffix
        }

        /// Attaches the specified subscriber to this publisher.
        ///
        /// - Parameter subscriber: The subscriber to attach.
        public func receive<S>(subscriber: S) where S: Subscriber, Suffix.Failure == S.Failure, Suffix.Output == S.Input {
            let suffix = self.suffix
            let concatenation = Concatenation(subscriber) { suffix.subscribe($0) }
            subscriber.receive(subscription: concatenation)
            prefix.subscribe(concatenation.prefixSubscriber)
        }
    }
}

extension Publishers.Concatenate: Equatable where Prefix: Equatable, Suffix: Equatable {
    /// Returns whether two concatenating publishers concatenate equal publishers.
    ///
    /// - Parameters:
    ///   - lhs: A concatenating publisher to compare for equality.
    ///   - rhs: Another concatenating publisher to compare for equality.
    public static func == (lhs: Publishers.Concatenate<Prefix, Suffix>, rhs: Publishers.Concatenate<Prefix, Suffix>) -> Bool {
        lhs.prefix == rhs.prefix && lhs.suffix == rhs.suffix
    }
}

/// The subscription a concatenation gives its subscriber: it counts the subscriber's demand, so
/// that the suffix, once subscribed, receives what the prefix left unmet.
private final class Concatenation<Downstream: Subscriber>: Subscription, CustomStringConvertible {
    typealias Output = Downstream.Input
    typealias Failure = Downstream.Failure

    private let lock = StateLock()
    private var downstream: Downstream?
    private var demand = Subscribers.Demand.none
    private var upstream: Subscription?
    private var subscribeSuffix: ((ConcatenationPart<Downstream>) -> Void)?

    init(_ downstream: Downstream, subscribeSuffix: @escaping (ConcatenationPart<Downstream>) -> Void) {
        self.downstream = downstream
        self.subscribeSuffix = subscribeSuffix
    }

    var description: String { "Concatenate" }

    var prefixSubscriber: ConcatenationPart<Downstream> {
        ConcatenationPart(self, isSuffix: false)
    }

    func request(_ newDemand: Subscribers.Demand) {
        guard newDemand > 0 else { return }
        let current = lock.withLock { () -> Subscription? in
            guard downstream != nil else { return nil }
            demand += newDemand
            return upstream
        }
        current?.request(newDemand)
    }

    func cancel() {
        let current = lock.withLock { () -> Subscription? in
            downstream = nil
            subscribeSuffix = nil
            defer { upstream = nil }
            return upstream
        }
        current?.cancel()
    }

    func receive(subscription: Subscription) {
        let demandNow = lock.withLock { () -> Subscribers.Demand? in
            guard downstream != nil, upstream == nil else { return nil }
            upstream = subscription
            return demand
        }
        guard let demandNow else {
            subscription.cancel()
            return
        }
        if demandNow > 0 {
            subscription.request(demandNow)
        }
    }

    func receive(_ input: Output) -> Subscribers.Demand {
        guard
            let receiver = lock.withLock({ () -> Downstream? in
                guard downstream != nil else { return nil }
                demand -= 1
                return downstream
            })
        else { return .none }
        let more = receiver.receive(input)
        lock.withLock { demand += more }
        return more
    }

    func receive(completion: Subscribers.Completion<Failure>, isSuffix: Bool) {
        if case .finished = completion, !isSuffix {
            let next = lock.withLock { () -> ((ConcatenationPart<Downstream>) -> Void)? in
                guard downstream != nil else { return nil }
                upstream = nil
                defer { subscribeSuffix = nil }
                return subscribeSuffix
            }
            next?(ConcatenationPart(self, isSuffix: true))
            return
        }
        let receiver = lock.withLock { () -> Downstream? in
            defer {
                downstream = nil
                upstream = nil
                subscribeSuffix = nil
            }
            return downstream
        }
        receiver?.receive(completion: completion)
    }
}

/// The subscriber a concatenation attaches to its prefix, then to its suffix.
private final class ConcatenationPart<Downstream: Subscriber>: Subscriber, CustomStringConvertible {
    typealias Input = Downstream.Input
    typealias Failure = Downstream.Failure

    private let concatenation: Concatenation<Downstream>
    private let isSuffix: Bool

    init(_ concatenation: Concatenation<Downstream>, isSuffix: Bool) {
        self.concatenation = concatenation
        self.isSuffix = isSuffix
    }

    var description: String { "Concatenate" }

    func receive(subscription: Subscription) {
        concatenation.receive(subscription: subscription)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        concatenation.receive(input)
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        concatenation.receive(completion: completion, isSuffix: isSuffix)
    }
}
