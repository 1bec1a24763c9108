extension Publisher {
    /// Republishes elements up to the specified maximum count.
    ///
    /// After publishing `maxLength` elements, the publisher cancels its upstream subscription
    /// and finishes.
    ///
    /// - Parameter maxLength: The maximum number of elements to republish.
    /// - Returns: A publisher that publishes up to the specified number of elements before
    ///   completing.
    public func prefix(_ maxLength: Int) -> Publishers.Output<Self> {
        output(in: 0..<Swift.max(0, maxLength))
    }

    /// Publishes a specific element, indicated by its index in the sequence of published
    /// elements.
    ///
    /// If the publisher completes normally or with an error before publishing the specified
    /// element, then the publisher doesn't produce any elements.
    ///
    /// - Parameter index: The index that indicates the element to publish.
    /// - Returns: A publisher that publishes a specific indexed element.
    public func output(at index: Int) -> Publishers.Output<Self> {
        output(in: index...index)
    }

    /// Publishes elements specified by their range in the sequence of published elements.
    ///
    /// After all elements are published, the publisher cancels its upstream subscription and
    /// finishes.
    ///
    /// - Parameter range: A range that indicates which elements to publish.
    /// - Returns: A publisher that publishes elements specified by a range.
    public func output<R>(in range: R) -> Publishers.Output<Self> where R: RangeExpression, R.Bound == Int {
        Publishers.Output(upstream: self, range: range.relative(to: 0..<Int.max))
    }

    /// Republishes elements while a predicate closure indicates publishing should continue.
    ///
    /// The publisher finishes, cancelling its upstream subscription, at the first element for
    /// which the closure returns `false`.
    ///
    /// - Parameter predicate: A closure that takes an element as its parameter and returns a
    ///   Boolean value that indicates whether publishing should continue.
    /// - Returns: A publisher that passes through elements until the predicate indicates
    ///   publishing should finish.
    public func prefix(while predicate: @escaping (Output) -> Bool) -> Publishers.PrefixWhile<Self> {
        Publishers.PrefixWhile(upstream: self, predicate: predicate)
    }

    /// Republishes elements while an error-throwing predicate closure indicates publishing
    /// should continue.
    ///
    /// If the closure throws, the publisher fails with the error.
    ///
    /// - Parameter predicate: A closure that takes an element as its parameter and returns a
    ///   Boolean value indicating whether publishing should continue.
    /// - Returns: A publisher that passes through elements until the predicate throws or
    ///   indicates publishing should finish.
    public func tryPrefix(while predicate: @escaping (Output) throws -> Bool) -> Publishers.TryPrefixWhile<Self> {
        Publishers.TryPrefixWhile(upstream: self, predicate: predicate)
    }
}

extension Publishers {
    /// A publisher that publishes elements specified by a range in the sequence of published
    /// elements.
    public struct Output<Upstream: Publisher>: Publisher {
        /// The kind of values published by this publisher: the upstream publisher's.
        public typealias Output = Upstream.Output

        /// The kind of errors this publisher might publish: the upstream publisher's.
        public typealias Failure = Upstream.Failure

        /// The publisher that this publisher receives elements from.
        public let upstream: Upstream

        /// The range of elements to publish.
        public let range: CountableRange<Int>

        /// Creates a publisher that publishes elements specified by a range.
        ///
        /// - Parameters:
        ///   - upstream: The publisher that this publisher receives elements from.
        ///   - range: The range of elements to publish.
        public init(upstream: Upstream, range: CountableRange<Int>) {
            self.upstream = upstream
            self.range = range
        }

        /// Attaches the specified subscriber to this publisher.
        ///
        /// - Parameter subscriber: The subscriber to attach.
        public func receive<S>(subscriber: S) where S: Subscriber, Upstream.Failure == S.Failure, Upstream.Output == S.Input {
            let range = self.range
            var index = 0
            let inner = ElementwiseInner<Output, Failure, S>(
                subscriber, name: "Output",
                onElement: { input in
                    defer { index += 1 }
                    if index >= range.upperBound { return .finish }
                    if index < range.lowerBound { return .skip }
                    return index == range.upperBound - 1 ? .publishAndFinish(input) : .publish(input)
                }, onEnd: { .complete($0) })
            upstream.subscribe(inner)
        }
    }

    /// A publisher that republishes elements while a predicate closure indicates publishing
    /// should continue.
    public struct PrefixWhile<Upstream: Publisher>: Publisher {
        /// The kind of values published by this publisher: the upstream publisher's.
        public typealias Output = Upstream.Output

        /// The kind of errors this publisher might publish: the upstream publisher's.
        public typealias Failure = Upstream.Failure

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream

        /// The closure that determines whether publishing should continue.
        public let predicate: (Upstream.Output) -> Bool

        /// Creates a publisher that republishes elements while a predicate closure indicates
        /// publishing should continue.
        ///
        /// - Parameters:
        ///   - upstream: The publisher from which this publisher receives elements.
        ///   - predicate: The closure that determines whether publishing should continue.
        public init(upstream: Upstream, predicate: @escaping (Upstream.Output) -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        /// Attaches the specified subscriber to this publisher.
        ///
        /// - Parameter subscriber: The subscriber to attach.
        public func receive<S>(subscriber: S) where S: Subscriber, Upstream.Failure == S.Failure, Upstream.Output == S.Input {
            let predicate = self.predicate
            let inner = ElementwiseInner<Output, Failure, S>(
                subscriber, name: "PrefixWhile",
                onElement: { predicate($0) ? .publish($0) : .finish }, onEnd: { .complete($0) })
            upstream.subscribe(inner)
        }
    }

    /// A publisher that republishes elements while an error-throwing predicate closure
    /// indicates publishing should continue.
    public struct TryPrefixWhile<Upstream: Publisher>: Publisher {
        /// The kind of values published by this publisher: the upstream publisher's.
        public typealias Output = Upstream.Output

        /// The kind of errors this publisher might publish: any error, the upstream publisher's
        /// or the closure's.
        public typealias Failure = Error

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream

        /// The error-throwing closure that determines whether publishing should continue.
        public let predicate: (Upstream.Output) throws -> Bool

        /// Creates a publisher that republishes elements while an error-throwing predicate
        /// closure indicates publishing should continue.
        ///
        /// - Parameters:
        ///   - upstream: The publisher from which this publisher receives elements.
        ///   - predicate: The error-throwing closure that determines whether publishing should
        ///     continue.
        public init(upstream: Upstream, predicate: @escaping (Upstream.Output) throws -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        /// Attaches the specified subscriber to this publisher.
        ///
        /// - Parameter subscriber: The subscriber to attach.
        public func receive<S>(subscriber: S) where S: Subscriber, Output == S.Input, S.Failure == Error {
            let predicate = self.predicate
            let inner = ElementwiseInner<Output, Upstream.Failure, S>(
                subscriber, name: "TryPrefixWhile",
                onElement: { input in
                    do {
                        return try predicate(input) ? .publish(input) : .finish
                    } catch {
                        return .fail(error)
                    }
                }, onEnd: { .complete($0.erasingFailure) })
            upstream.subscribe(inner)
        }
    }
}
