extension Publisher {
    /// Converts any failure from the upstream publisher into a new error.
    ///
    /// - Parameter transform: A closure that takes the upstream failure as a parameter and
    ///   returns a new error for the publisher to terminate with.
    /// - Returns: A publisher that replaces any upstream failure with a new error produced by
    ///   the `transform` closure.
    public func mapError<E>(_ transform: @escaping (Failure) -> E) -> Publishers.MapError<Self, E> where E: Error {
        Publishers.MapError(upstream: self, transform)
    }

    /// Transforms all elements from the upstream publisher with a provided error-throwing
    /// closure.
    ///
    /// If the closure throws an error, the publisher fails with the thrown error, and cancels
    /// its upstream subscription.
    ///
    /// - Parameter transform: A closure that takes one element as its parameter and returns a
    ///   new element. If the closure throws an error, the publisher fails with the thrown error.
    /// - Returns: A publisher that uses the provided closure to map elements from the upstream
    ///   publisher to new elements that it then publishes.
    public func tryMap<T>(_ transform: @escaping (Output) throws -> T) -> Publishers.TryMap<Self, T> {
        Publishers.TryMap(upstream: self, transform: transform)
    }

    /// Republishes all elements that match a provided error-throwing closure.
    ///
    /// If the closure throws an error, the publisher fails with that error.
    ///
    /// - Parameter isIncluded: A closure that takes one element and returns a Boolean value that
    ///   indicates whether to republish the element.
    /// - Returns: A publisher that republishes all elements that satisfy the closure.
    public func tryFilter(_ isIncluded: @escaping (Output) throws -> Bool) -> Publishers.TryFilter<Self> {
        Publishers.TryFilter(upstream: self, isIncluded: isIncluded)
    }

    /// Calls an error-throwing closure with each received element and publishes any returned
    /// optional that has a value.
    ///
    /// If the closure throws an error, the publisher cancels the upstream and sends the thrown
    /// error to the downstream receiver as a failure.
    ///
    /// - Parameter transform: An error-throwing closure that receives a value and returns an
    ///   optional value.
    /// - Returns: Any non-`nil` optional results of calling the supplied closure.
    public func tryCompactMap<T>(_ transform: @escaping (Output) throws -> T?) -> Publishers.TryCompactMap<Self, T> {
        Publishers.TryCompactMap(upstream: self, transform: transform)
    }
}

extension Publishers {
    /// A publisher that converts any failure from the upstream publisher into a new error.
    public struct MapError<Upstream: Publisher, Failure: Error>: Publisher {
        /// The kind of values published by this publisher: the upstream publisher's.
        public typealias Output = Upstream.Output

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream

        /// The closure that converts the upstream failure into a new error.
        public let transform: (Upstream.Failure) -> Failure

        /// Creates a publisher that converts any failure from the upstream publisher into a new
        /// error.
        ///
        /// - Parameters:
        ///   - upstream: The publisher from which this publisher receives elements.
        ///   - transform: The closure that converts the upstream failure into a new error.
        public init(upstream: Upstream, transform: @escaping (Upstream.Failure) -> Failure) {
            self.upstream = upstream
            self.transform = transform
        }

        /// Creates a publisher that converts any failure from the upstream publisher into a new
        /// error.
        ///
        /// - Parameters:
        ///   - upstream: The publisher from which this publisher receives elements.
        ///   - map: The closure that converts the upstream failure into a new error.
        public init(upstream: Upstream, _ map: @escaping (Upstream.Failure) -> Failure) {
            self.init(upstream: upstream, transform: map)
        }

        /// Attaches the specified subscriber to this publisher.
        ///
        /// - Parameter subscriber: The subscriber to attach.
        public func receive<S>(subscriber: S) where Failure == S.Failure, S: Subscriber, Upstream.Output == S.Input {
            let transform = self.transform
            let inner = ElementwiseInner<Output, Upstream.Failure, S>(
                subscriber, name: "MapError",
                onElement: { .publish($0) },
                onEnd: { completion in
                    switch completion {
                    case .finished: return .complete(.finished)
                    case .failure(let error): return .complete(.failure(transform(error)))
                    }
                })
            upstream.subscribe(inner)
        }
    }

    /// A publisher that transforms all elements from the upstream publisher with a provided
    /// error-throwing closure.
    public struct TryMap<Upstream: Publisher, Output>: Publisher {
        /// The kind of errors this publisher might publish: any error, the upstream publisher's
        /// or the closure's.
        public typealias Failure = Error

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream

        /// The error-throwing closure that transforms elements from the upstream publisher.
        public let transform: (Upstream.Output) throws -> Output

        /// Creates a publisher that transforms all elements from the upstream publisher with a
        /// provided error-throwing closure.
        ///
        /// - Parameters:
        ///   - upstream: The publisher from which this publisher receives elements.
        ///   - transform: The error-throwing closure that transforms elements from the upstream
        ///     publisher.
        public init(upstream: Upstream, transform: @escaping (Upstream.Output) throws -> Output) {
            self.upstream = upstream
            self.transform = transform
        }

        /// Attaches the specified subscriber to this publisher.
        ///
        /// - Parameter subscriber: The subscriber to attach.
        public func receive<S>(subscriber: S) where Output == S.Input, S: Subscriber, S.Failure == Error {
            let transform = self.transform
            upstream.subscribe(tryInner(subscriber, name: "TryMap") { try .some(transform($0)) })
        }
    }

    /// A publisher that republishes all elements that match a provided error-throwing closure.
    public struct TryFilter<Upstream: Publisher>: Publisher {
        /// The kind of values published by this publisher: the upstream publisher's.
        public typealias Output = Upstream.Output

        /// The kind of errors this publisher might publish: any error, the upstream publisher's
        /// or the closure's.
        public typealias Failure = Error

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream

        /// An error-throwing closure that indicates whether to republish an element.
        public let isIncluded: (Upstream.Output) throws -> Bool

        /// Creates a publisher that republishes all elements that match a provided
        /// error-throwing closure.
        ///
        /// - Parameters:
        ///   - upstream: The publisher from which this publisher receives elements.
        ///   - isIncluded: An error-throwing closure that indicates whether to republish an
        ///     element.
        public init(upstream: Upstream, isIncluded: @escaping (Upstream.Output) throws -> Bool) {
            self.upstream = upstream
            self.isIncluded = isIncluded
        }

        /// Attaches the specified subscriber to this publisher.
        ///
        /// - Parameter subscriber: The subscriber to attach.
        public func receive<S>(subscriber: S) where S: Subscriber, Upstream.Output == S.Input, S.Failure == Error {
            let isIncluded = self.isIncluded
            upstream.subscribe(tryInner(subscriber, name: "TryFilter") { try isIncluded($0) ? $0 : nil })
        }
    }

    /// A publisher that republishes all non-`nil` results of calling an error-throwing closure
    /// with each received element.
    public struct TryCompactMap<Upstream: Publisher, Output>: Publisher {
        /// The kind of errors this publisher might publish: any error, the upstream publisher's
        /// or the closure's.
        public typealias Failure = Error

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream

        /// An error-throwing closure that receives values from the upstream publisher and
        /// returns optional values.
        public let transform: (Upstream.Output) throws -> Output?

        /// Creates a publisher that republishes all non-`nil` results of calling an
        /// error-throwing closure with each received element.
        ///
        /// - Parameters:
        ///   - upstream: The publisher from which this publisher receives elements.
        ///   - transform: An error-throwing closure that receives values from the upstream
        ///     publisher and returns optional values.
        public init(upstream: Upstream, transform: @escaping (Upstream.Output) throws -> Output?) {
            self.upstream = upstream
            self.transform = transform
        }

        /// Attaches the specified subscriber to this publisher.
        ///
        /// - Parameter subscriber: The subscriber to attach.
        public func receive<S>(subscriber: S) where Output == S.Input, S: Subscriber, S.Failure == Error {
            upstream.subscribe(tryInner(subscriber, name: "TryCompactMap", transform))
        }
    }
}

/// The subscription of `tryMap`, `tryFilter` and `tryCompactMap`: a `nil` from `transform` drops
/// the element, a throw cancels the upstream subscription and fails with the error.
private func tryInner<Input, UpstreamFailure: Error, S: Subscriber>(
    _ subscriber: S, name: String, _ transform: @escaping (Input) throws -> S.Input?
) -> ElementwiseInner<Input, UpstreamFailure, S> where S.Failure == Error {
    ElementwiseInner(
        subscriber, name: name,
        onElement: { input in
            do {
                guard let output = try transform(input) else { return .skip }
                return .publish(output)
            } catch {
                return .fail(error)
            }
        }, onEnd: { .complete($0.erasingFailure) })
}
