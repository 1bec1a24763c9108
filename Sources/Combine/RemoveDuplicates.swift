extension Publisher where Output: Equatable {
    /// Publishes only elements that don't match the previous element.
    ///
    /// Use `removeDuplicates()` to remove repeating elements from an upstream publisher. This
    /// operator has a two-element memory: the operator uses the current and previously
    /// published elements as the basis for its comparison.
    ///
    /// - Returns: A publisher that consumes — rather than publishes — duplicate elements.
    public func removeDuplicates() -> Publishers.RemoveDuplicates<Self> {
        removeDuplicates(by: ==)
    }
}

extension Publisher {
    /// Publishes only elements that don't match the previous element, as evaluated by a
    /// provided closure.
    ///
    /// The closure compares each element with the last one published, not with the last one
    /// received.
    ///
    /// - Parameter predicate: A closure to evaluate whether two elements are equivalent, for
    ///   purposes of filtering. Return `true` from this closure to indicate that the second
    ///   element is a duplicate of the first.
    /// - Returns: A publisher that consumes — rather than publishes — duplicate elements.
    public func removeDuplicates(by predicate: @escaping (Output, Output) -> Bool) -> Publishers.RemoveDuplicates<Self> {
        Publishers.RemoveDuplicates(upstream: self, predicate: predicate)
    }
}

extension Publishers {
    /// A publisher that publishes only elements that don't match the previous element.
    public struct RemoveDuplicates<Upstream: Publisher>: Publisher {
        /// The kind of values published by this publisher: the upstream publisher's.
        public typealias Output = Upstream.Output

        /// The kind of errors this publisher might publish: the upstream publisher's.
        public typealias Failure = Upstream.Failure

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream

        /// A closure to evaluate whether two elements are equivalent, for purposes of filtering.
        public let predicate: (Output, Output) -> Bool

        /// Creates a publisher that publishes only elements that don't match the previous
        /// element, as evaluated by a provided closure.
        ///
        /// - Parameters:
        ///   - upstream: The publisher from which this publisher receives elements.
        ///   - predicate: A closure to evaluate whether two elements are equivalent, for
        ///     purposes of filtering. Return `true` from this closure to indicate that the
        ///     second element is a duplicate of the first.
        public init(upstream: Upstream, predicate: @escaping (Output, Output) -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        /// Attaches the specified subscriber to this publisher.
        ///
        /// - Parameter subscriber: The subscriber to attach.
        public func receive<S>(subscriber: S) where S: Subscriber, Upstream.Failure == S.Failure, Upstream.Output == S.Input {
            upstream.subscribe(RemoveDuplicatesInner(subscriber, predicate: predicate))
        }
    }
}

/// Remembers the last element it published, and drops (asking for one more instead) each
/// element the predicate calls a duplicate of it.
private final class RemoveDuplicatesInner<Downstream: Subscriber>: Subscriber, CustomStringConvertible {
    typealias Input = Downstream.Input
    typealias Failure = Downstream.Failure

    private let downstream: Downstream
    private let predicate: (Input, Input) -> Bool
    private let lock = StateLock()
    private var lastPublished: Input?

    init(_ downstream: Downstream, predicate: @escaping (Input, Input) -> Bool) {
        self.downstream = downstream
        self.predicate = predicate
    }

    var description: String { "RemoveDuplicates" }

    func receive(subscription: Subscription) {
        downstream.receive(subscription: subscription)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        if let last = lock.withLock({ lastPublished }), predicate(last, input) {
            return .max(1)
        }
        lock.withLock { lastPublished = input }
        return downstream.receive(input)
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        downstream.receive(completion: completion)
    }
}
