extension Publisher where Failure == Never {
    /// Changes the failure type declared by the upstream publisher.
    ///
    /// Use `setFailureType(to:)` when you need to set the error type of a publisher that cannot
    /// fail.
    ///
    /// - Parameter failureType: The `Failure` type presented by this publisher.
    /// - Returns: A publisher that appears to send the specified failure type.
    public func setFailureType<E>(to failureType: E.Type) -> Publishers.SetFailureType<Self, E> where E: Error {
        Publishers.SetFailureType(upstream: self)
    }
}

extension Publishers {
    /// A publisher that appears to send a specified failure type.
    ///
    /// The publisher can't actually fail with the specified type and finishes normally. Use this
    /// publisher type when you need to match the error types for two mismatched publishers.
    public struct SetFailureType<Upstream: Publisher, Failure: Error>: Publisher where Upstream.Failure == Never {
        /// The kind of values published by this publisher: the upstream publisher's.
        public typealias Output = Upstream.Output

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream

        /// Creates a publisher that appears to send a specified failure type.
        ///
        /// - Parameter upstream: The publisher from which this publisher receives elements.
        public init(upstream: Upstream) {
            self.upstream = upstream
        }

        /// Attaches the specified subscriber to this publisher.
        ///
        /// - Parameter subscriber: The subscriber to attach.
        public func receive<S>(subscriber: S) where Failure == S.Failure, S: Subscriber, Upstream.Output == S.Input {
            upstream.subscribe(FailureTypeSetter(subscriber))
        }

        /// Changes the failure type this publisher presents.
        ///
        /// - Parameter failure: The `Failure` type presented by the new publisher.
        /// - Returns: A publisher of the same upstream that appears to send the given failure
        ///   type.
        public func setFailureType<E>(to failure: E.Type) -> Publishers.SetFailureType<Upstream, E> where E: Error {
            Publishers.SetFailureType(upstream: upstream)
        }
    }
}

extension Publishers.SetFailureType: Equatable where Upstream: Equatable {
    /// Returns whether two publishers present equal upstream publishers.
    ///
    /// - Parameters:
    ///   - lhs: A publisher to compare for equality.
    ///   - rhs: Another publisher to compare for equality.
    public static func == (lhs: Publishers.SetFailureType<Upstream, Failure>, rhs: Publishers.SetFailureType<Upstream, Failure>) -> Bool {
        lhs.upstream == rhs.upstream
    }
}

/// Passes a never-failing publisher's events on to a subscriber that expects a failure type.
private final class FailureTypeSetter<Downstream: Subscriber>: Subscriber, CustomStringConvertible {
    typealias Input = Downstream.Input
    typealias Failure = Never

    private let downstream: Downstream

    init(_ downstream: Downstream) {
        self.downstream = downstream
    }

    var description: String { "SetFailureType" }

    func receive(subscription: Subscription) {
        downstream.receive(subscription: subscription)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        downstream.receive(input)
    }

    func receive(completion: Subscribers.Completion<Never>) {
        downstream.receive(completion: .finished)
    }
}
