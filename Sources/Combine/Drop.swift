extension Publisher {
    /// Omits the specified number of elements before republishing subsequent elements.
    ///
    /// Use `dropFirst(_:)` when you want to drop the first `n` elements from the upstream
    /// publisher, and republish the remaining elements.
    ///
    /// - Parameter count: The number of elements to omit. The default is `1`.
    /// - Returns: A publisher that doesn't republish the first `count` elements.
    public func dropFirst(_ count: Int = 1) -> Publishers.Drop<Self> {
        Publishers.Drop(upstream: self, count: count)
    }

    /// Omits elements from the upstream publisher until a given closure returns false, before
    /// republishing all remaining elements.
    ///
    /// - Parameter predicate: A closure that takes an element as a parameter and returns a
    ///   Boolean value indicating whether to drop the element from the publisher's output.
    /// - Returns: A publisher that skips over elements until the provided closure returns
    ///   `false`.
    public func drop(while predicate: @escaping (Output) -> Bool) -> Publishers.DropWhile<Self> {
        Publishers.DropWhile(upstream: self, predicate: predicate)
    }

    /// Omits elements from the upstream publisher until an error-throwing closure returns false,
    /// before republishing all remaining elements.
    ///
    /// If the closure throws, the publisher fails with the error.
    ///
    /// - Parameter predicate: A closure that takes an element as a parameter and returns a
    ///   Boolean value indicating whether to drop the element from the publisher's output.
    /// - Returns: A publisher that skips over elements until the provided closure returns
    ///   `false`, and then republishes all remaining elements.
    public func tryDrop(while predicate: @escaping (Output) throws -> Bool) -> Publishers.TryDropWhile<Self> {
        Publishers.TryDropWhile(upstream: self, predicate: predicate)
    }
}

extension Publishers {
    /// A publisher that omits a specified number of elements before republishing later
    /// elements.
    public struct Drop<Upstream: Publisher>: Publisher {
        /// The kind of values published by this publisher: the upstream publisher's.
        public typealias Output = Upstream.Output

        /// The kind of errors this publisher might publish: the upstream publisher's.
        public typealias Failure = Upstream.Failure

        /// The publisher that this publisher receives elements from.
        public let upstream: Upstream

        /// The number of elements to drop.
        public let count: Int

        /// Creates a publisher that omits a specified number of elements before republishing
        /// later elements.
        ///
        /// - Parameters:
        ///   - upstream: The publisher that this publisher receives elements from.
        ///   - count: The number of elements to drop.
        public init(upstream: Upstream, count: Int) {
            self.upstream = upstream
            self.count = count
        }

        /// Attaches the specified subscriber to this publisher.
        ///
        /// - Parameter subscriber: The subscriber to attach.
        public func receive<S>(subscriber: S) where S: Subscriber, Upstream.Failure == S.Failure, Upstream.Output == S.Input {
            var remaining = count
            let inner = ElementwiseInner<Output, Failure, S>(
                subscriber, name: "Drop",
                onElement: { input in
                    guard remaining <= 0 else {
                        remaining -= 1
                        return .skip
                    }
                    return .publish(input)
                }, onEnd: { .complete($0) })
            upstream.subscribe(inner)
        }
    }

    /// A publisher that omits elements from an upstream publisher until a given closure returns
    /// false.
    public struct DropWhile<Upstream: Publisher>: Publisher {
        /// The kind of values published by this publisher: the upstream publisher's.
        public typealias Output = Upstream.Output

        /// The kind of errors this publisher might publish: the upstream publisher's.
        public typealias Failure = Upstream.Failure

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream

        /// The closure that indicates whether to drop the element.
        public let predicate: (Upstream.Output) -> Bool

        /// Creates a publisher that omits elements from an upstream publisher until a given
        /// closure returns false.
        ///
        /// - Parameters:
        ///   - upstream: The publisher from which this publisher receives elements.
        ///   - predicate: The closure that indicates whether to drop the element.
        public init(upstream: Upstream, predicate: @escaping (Upstream.Output) -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        /// Attaches the specified subscriber to this publisher.
        ///
        /// - Parameter subscriber: The subscriber to attach.
        public func receive<S>(subscriber: S) where S: Subscriber, Upstream.Failure == S.Failure, Upstream.Output == S.Input {
            let predicate = self.predicate
            var dropping = true
            let inner = ElementwiseInner<Output, Failure, S>(
                subscriber, name: "DropWhile",
                onElement: { input in
                    if dropping, predicate(input) { return .skip }
                    dropping = false
                    return .publish(input)
                }, onEnd: { .complete($0) })
            upstream.subscribe(inner)
        }
    }

    /// A publisher that omits elements from an upstream publisher until a given error-throwing
    /// closure returns false.
    public struct TryDropWhile<Upstream: Publisher>: Publisher {
        /// The kind of values published by this publisher: the upstream publisher's.
        public typealias Output = Upstream.Output

        /// The kind of errors this publisher might publish: any error, the upstream publisher's
        /// or the closure's.
        public typealias Failure = Error

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream

        /// The error-throwing closure that indicates whether to drop the element.
        public let predicate: (Upstream.Output) throws -> Bool

        /// Creates a publisher that omits elements from an upstream publisher until a given
        /// error-throwing closure returns false.
        ///
        /// - Parameters:
        ///   - upstream: The publisher from which this publisher receives elements.
        ///   - predicate: The error-throwing closure that indicates whether to drop the
        ///     element.
        public init(upstream: Upstream, predicate: @escaping (Upstream.Output) throws -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        /// Attaches the specified subscriber to this publisher.
        ///
        /// - Parameter subscriber: The subscriber to attach.
        public func receive<S>(subscriber: S) where S: Subscriber, Output == S.Input, S.Failure == Error {
            let predicate = self.predicate
            var dropping = true
            let inner = ElementwiseInner<Output, Upstream.Failure, S>(
                subscriber, name: "TryDropWhile",
                onElement: { input in
                    if dropping {
                        do {
                            if try predicate(input) { return .skip }
                        } catch {
                            return .fail(error)
                        }
                    }
                    dropping = false
                    return .publish(input)
                }, onEnd: { .complete($0.erasingFailure) })
            upstream.subscribe(inner)
        }
    }
}
