extension Publisher {
    /// Applies a closure that collects each element of a stream and publishes a final result
    /// upon completion.
    ///
    /// - Parameters:
    ///   - initialResult: The value that the closure receives the first time it's called.
    ///   - nextPartialResult: A closure that produces a new value by taking the
    ///     previously-accumulated value and the next element it receives from the upstream
    ///     publisher.
    /// - Returns: A publisher that applies the closure to all received elements and produces an
    ///   accumulated value when the upstream publisher finishes. If the upstream publisher
    ///   fails, it republishes the error.
    public func reduce<T>(_ initialResult: T, _ nextPartialResult: @escaping (T, Output) -> T) -> Publishers.Reduce<Self, T> {
        Publishers.Reduce(upstream: self, initial: initialResult, nextPartialResult: nextPartialResult)
    }

    /// Applies an error-throwing closure that collects each element of a stream and publishes a
    /// final result upon completion.
    ///
    /// If the closure throws, the publisher fails with the error.
    ///
    /// - Parameters:
    ///   - initialResult: The value that the closure receives the first time it's called.
    ///   - nextPartialResult: An error-throwing closure that takes the previously-accumulated
    ///     value and the next element from the upstream publisher to produce a new value.
    /// - Returns: A publisher that applies the closure to all received elements and produces an
    ///   accumulated value when the upstream publisher finishes.
    public func tryReduce<T>(_ initialResult: T, _ nextPartialResult: @escaping (T, Output) throws -> T) -> Publishers.TryReduce<Self, T> {
        Publishers.TryReduce(upstream: self, initial: initialResult, nextPartialResult: nextPartialResult)
    }

    /// Transforms elements from the upstream publisher by providing the current element to a
    /// closure along with the last value returned by the closure.
    ///
    /// Use `scan(_:_:)` to accumulate all previously-published values into a single value,
    /// which you then combine with each newly-published value: it publishes each accumulated
    /// value as it goes.
    ///
    /// - Parameters:
    ///   - initialResult: The previous result returned by the `nextPartialResult` closure.
    ///   - nextPartialResult: A closure that takes as its arguments the previous value returned
    ///     by the closure and the next element emitted from the upstream publisher.
    /// - Returns: A publisher that transforms elements by applying a closure that receives its
    ///   previous return value and the next element from the upstream publisher.
    public func scan<T>(_ initialResult: T, _ nextPartialResult: @escaping (T, Output) -> T) -> Publishers.Scan<Self, T> {
        Publishers.Scan(upstream: self, initialResult: initialResult, nextPartialResult: nextPartialResult)
    }

    /// Transforms elements from the upstream publisher by providing the current element to an
    /// error-throwing closure along with the last value returned by the closure.
    ///
    /// If the closure throws, the publisher fails with the error.
    ///
    /// - Parameters:
    ///   - initialResult: The previous result returned by the `nextPartialResult` closure.
    ///   - nextPartialResult: An error-throwing closure that takes as its arguments the
    ///     previous value returned by the closure and the next element emitted from the
    ///     upstream publisher.
    /// - Returns: A publisher that transforms elements by applying a closure that receives its
    ///   previous return value and the next element from the upstream publisher.
    public func tryScan<T>(_ initialResult: T, _ nextPartialResult: @escaping (T, Output) throws -> T) -> Publishers.TryScan<Self, T> {
        Publishers.TryScan(upstream: self, initialResult: initialResult, nextPartialResult: nextPartialResult)
    }

    /// Collects all received elements, and emits a single array of the collection when the
    /// upstream publisher finishes.
    ///
    /// If the upstream publisher fails with an error, this publisher forwards the error to the
    /// downstream receiver instead of sending its output.
    ///
    /// - Returns: A publisher that collects all received items and returns them as an array
    ///   upon completion.
    public func collect() -> Publishers.Collect<Self> {
        Publishers.Collect(upstream: self)
    }

    /// Collects up to the specified number of elements, and then emits a single array of the
    /// collection.
    ///
    /// If the upstream publisher finishes before collecting the specified number of elements,
    /// the publisher sends an array of only the items it received (if any). If the upstream
    /// publisher fails with an error, it forwards the error and drops the collected elements.
    ///
    /// - Parameter count: The maximum number of received elements to buffer before publishing.
    /// - Returns: A publisher that collects up to the specified number of elements, and then
    ///   publishes them as an array.
    public func collect(_ count: Int) -> Publishers.CollectByCount<Self> {
        Publishers.CollectByCount(upstream: self, count: count)
    }

    /// Publishes the number of elements received from the upstream publisher.
    ///
    /// - Returns: A publisher that consumes all elements until the upstream publisher finishes,
    ///   then emits a single value with the total number of elements received.
    public func count() -> Publishers.Count<Self> {
        Publishers.Count(upstream: self)
    }

    /// Ignores all upstream elements, but passes along the upstream publisher's completion
    /// state (finished or failed).
    ///
    /// - Returns: A publisher that ignores all upstream elements.
    public func ignoreOutput() -> Publishers.IgnoreOutput<Self> {
        Publishers.IgnoreOutput(upstream: self)
    }
}

extension Publishers {
    /// A publisher that applies a closure to all received elements and produces an accumulated
    /// value when the upstream publisher finishes.
    public struct Reduce<Upstream: Publisher, Output>: Publisher {
        /// The kind of errors this publisher might publish: the upstream publisher's.
        public typealias Failure = Upstream.Failure

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream

        /// The initial value provided on the first invocation of the closure.
        public let initial: Output

        /// A closure that takes the previously-accumulated value and the next element from the
        /// upstream publisher to produce a new value.
        public let nextPartialResult: (Output, Upstream.Output) -> Output

        /// Creates a publisher that applies a closure to all received elements and produces an
        /// accumulated value when the upstream publisher finishes.
        ///
        /// - Parameters:
        ///   - upstream: The publisher from which this publisher receives elements.
        ///   - initial: The initial value provided on the first invocation of the closure.
        ///   - nextPartialResult: A closure that takes the previously-accumulated value and the
        ///     next element from the upstream publisher to produce a new value.
        public init(upstream: Upstream, initial: Output, nextPartialResult: @escaping (Output, Upstream.Output) -> Output) {
            self.upstream = upstream
            self.initial = initial
            self.nextPartialResult = nextPartialResult
        }

        /// Attaches the specified subscriber to this publisher.
        ///
        /// - Parameter subscriber: The subscriber to attach.
        public func receive<S>(subscriber: S) where Output == S.Input, S: Subscriber, Upstream.Failure == S.Failure {
            let next = nextPartialResult
            var accumulated = initial
            let inner = ReducingInner<Upstream.Output, Failure, S>(
                subscriber, name: "Reduce", mapFailure: { $0 },
                onElement: {
                    accumulated = next(accumulated, $0)
                    return .proceed
                }, result: { accumulated })
            upstream.subscribe(inner)
        }
    }

    /// A publisher that applies an error-throwing closure to all received elements and produces
    /// an accumulated value when the upstream publisher finishes.
    public struct TryReduce<Upstream: Publisher, Output>: Publisher {
        /// The kind of errors this publisher might publish: any error, the upstream publisher's
        /// or the closure's.
        public typealias Failure = Error

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream

        /// The initial value provided on the first-use of the closure.
        public let initial: Output

        /// An error-throwing closure that takes the previously-accumulated value and the next
        /// element from the upstream to produce a new value.
        public let nextPartialResult: (Output, Upstream.Output) throws -> Output

        /// Creates a publisher that applies an error-throwing closure to all received elements
        /// and produces an accumulated value when the upstream publisher finishes.
        ///
        /// - Parameters:
        ///   - upstream: The publisher from which this publisher receives elements.
        ///   - initial: The initial value provided on the first-use of the closure.
        ///   - nextPartialResult: An error-throwing closure that takes the
        ///     previously-accumulated value and the next element from the upstream to produce a
        ///     new value.
        public init(upstream: Upstream, initial: Output, nextPartialResult: @escaping (Output, Upstream.Output) throws -> Output) {
            self.upstream = upstream
            self.initial = initial
            self.nextPartialResult = nextPartialResult
        }

        /// Attaches the specified subscriber to this publisher.
        ///
        /// - Parameter subscriber: The subscriber to attach.
        public func receive<S>(subscriber: S) where Output == S.Input, S: Subscriber, S.Failure == Error {
            let next = nextPartialResult
            var accumulated = initial
            let inner = ReducingInner<Upstream.Output, Upstream.Failure, S>(
                subscriber, name: "TryReduce", mapFailure: { $0 },
                onElement: {
                    do {
                        accumulated = try next(accumulated, $0)
                        return .proceed
                    } catch {
                        return .fail(error)
                    }
                }, result: { accumulated })
            upstream.subscribe(inner)
        }
    }

    /// A publisher that transforms elements from the upstream publisher by providing the
    /// current element to a closure along with the last value returned by the closure.
    public struct Scan<Upstream: Publisher, Output>: Publisher {
        /// The kind of errors this publisher might publish: the upstream publisher's.
        public typealias Failure = Upstream.Failure

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream

        /// The previous result returned by the `nextPartialResult` closure, at the start.
        public let initialResult: Output

        /// A closure that takes as its arguments the previous value returned by the closure and
        /// the next element emitted from the upstream publisher.
        public let nextPartialResult: (Output, Upstream.Output) -> Output

        /// Creates a publisher that publishes each accumulated value.
        ///
        /// - Parameters:
        ///   - upstream: The publisher from which this publisher receives elements.
        ///   - initialResult: The previous result returned by the `nextPartialResult` closure,
        ///     at the start.
        ///   - nextPartialResult: A closure that takes as its arguments the previous value
        ///     returned by the closure and the next element emitted from the upstream publisher.
        public init(upstream: Upstream, initialResult: Output, nextPartialResult: @escaping (Output, Upstream.Output) -> Output) {
            self.upstream = upstream
            self.initialResult = initialResult
            self.nextPartialResult = nextPartialResult
        }

        /// Attaches the specified subscriber to this publisher.
        ///
        /// - Parameter subscriber: The subscriber to attach.
        public func receive<S>(subscriber: S) where Output == S.Input, S: Subscriber, Upstream.Failure == S.Failure {
            let next = nextPartialResult
            var accumulated = initialResult
            let inner = ElementwiseInner<Upstream.Output, Failure, S>(
                subscriber, name: "Scan",
                onElement: {
                    accumulated = next(accumulated, $0)
                    return .publish(accumulated)
                }, onEnd: { .complete($0) })
            upstream.subscribe(inner)
        }
    }

    /// A publisher that transforms elements from the upstream publisher by providing the
    /// current element to an error-throwing closure along with the last value returned by the
    /// closure.
    public struct TryScan<Upstream: Publisher, Output>: Publisher {
        /// The kind of errors this publisher might publish: any error, the upstream publisher's
        /// or the closure's.
        public typealias Failure = Error

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream

        /// The previous result returned by the `nextPartialResult` closure, at the start.
        public let initialResult: Output

        /// An error-throwing closure that takes as its arguments the previous value returned by
        /// the closure and the next element emitted from the upstream publisher.
        public let nextPartialResult: (Output, Upstream.Output) throws -> Output

        /// Creates a publisher that publishes each accumulated value, or fails with the error
        /// the closure throws.
        ///
        /// - Parameters:
        ///   - upstream: The publisher from which this publisher receives elements.
        ///   - initialResult: The previous result returned by the `nextPartialResult` closure,
        ///     at the start.
        ///   - nextPartialResult: An error-throwing closure that takes as its arguments the
        ///     previous value returned by the closure and the next element emitted from the
        ///     upstream publisher.
        public init(upstream: Upstream, initialResult: Output, nextPartialResult: @escaping (Output, Upstream.Output) throws -> Output) {
            self.upstream = upstream
            self.initialResult = initialResult
            self.nextPartialResult = nextPartialResult
        }

        /// Attaches the specified subscriber to this publisher.
        ///
        /// - Parameter subscriber: The subscriber to attach.
        public func receive<S>(subscriber: S) where Output == S.Input, S: Subscriber, S.Failure == Error {
            let next = nextPartialResult
            var accumulated = initialResult
            let inner = ElementwiseInner<Upstream.Output, Upstream.Failure, S>(
                subscriber, name: "TryScan",
                onElement: {
                    do {
                        accumulated = try next(accumulated, $0)
                        return .publish(accumulated)
                    } catch {
                        return .fail(error)
                    }
                }, onEnd: { .complete($0.erasingFailure) })
            upstream.subscribe(inner)
        }
    }

    /// A publisher that buffers items.
    public struct Collect<Upstream: Publisher>: Publisher {
        /// The kind of values published by this publisher: an array of the upstream publisher's
        /// elements.
        public typealias Output = [Upstream.Output]

        /// The kind of errors this publisher might publish: the upstream publisher's.
        public typealias Failure = Upstream.Failure

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream

        /// Creates a publisher that collects all received elements into one array.
        ///
        /// - Parameter upstream: The publisher from which this publisher receives elements.
        public init(upstream: Upstream) {
            self.upstream = upstream
        }

        /// Attaches the specified subscriber to this publisher.
        ///
        /// - Parameter subscriber: The subscriber to attach.
        public func receive<S>(subscriber: S) where S: Subscriber, Upstream.Failure == S.Failure, S.Input == [Upstream.Output] {
            var collected: [Upstream.Output] = []
            let inner = ReducingInner<Upstream.Output, Failure, S>(
                subscriber, name: "Collect", mapFailure: { $0 },
                onElement: {
                    collected.append($0)
                    return .proceed
                }, result: { collected })
            upstream.subscribe(inner)
        }
    }

    /// A publisher that buffers a maximum number of items.
    public struct CollectByCount<Upstream: Publisher>: Publisher {
        /// The kind of values published by this publisher: an array of the upstream publisher's
        /// elements.
        public typealias Output = [Upstream.Output]

        /// The kind of errors this publisher might publish: the upstream publisher's.
        public typealias Failure = Upstream.Failure

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream

        /// The maximum number of received elements to buffer before publishing.
        public let count: Int

        /// Creates a publisher that buffers a maximum number of items.
        ///
        /// - Parameters:
        ///   - upstream: The publisher from which this publisher receives elements.
        ///   - count: The maximum number of received elements to buffer before publishing.
        public init(upstream: Upstream, count: Int) {
            self.upstream = upstream
            self.count = count
        }

        /// Attaches the specified subscriber to this publisher.
        ///
        /// Each element the subscriber asks for is `count` elements asked of the upstream
        /// publisher.
        ///
        /// - Parameter subscriber: The subscriber to attach.
        public func receive<S>(subscriber: S) where S: Subscriber, Upstream.Failure == S.Failure, S.Input == [Upstream.Output] {
            let size = Swift.max(1, count)
            var buffer: [Upstream.Output] = []
            let inner = ElementwiseInner<Upstream.Output, Failure, S>(
                subscriber, name: "CollectByCount", upstreamDemand: { $0 * size },
                onElement: {
                    buffer.append($0)
                    guard buffer.count == size else { return .hold }
                    defer { buffer = [] }
                    return .publish(buffer)
                },
                onEnd: { completion in
                    guard case .finished = completion, !buffer.isEmpty else { return .complete(completion) }
                    defer { buffer = [] }
                    return .publishAndFinish(buffer)
                })
            upstream.subscribe(inner)
        }
    }

    /// A publisher that publishes the number of elements received from the upstream publisher.
    public struct Count<Upstream: Publisher>: Publisher {
        /// The kind of values published by this publisher: the count.
        public typealias Output = Int

        /// The kind of errors this publisher might publish: the upstream publisher's.
        public typealias Failure = Upstream.Failure

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream

        /// Creates a publisher that publishes the number of elements received from the
        /// upstream publisher.
        ///
        /// - Parameter upstream: The publisher from which this publisher receives elements.
        public init(upstream: Upstream) {
            self.upstream = upstream
        }

        /// Attaches the specified subscriber to this publisher.
        ///
        /// - Parameter subscriber: The subscriber to attach.
        public func receive<S>(subscriber: S) where S: Subscriber, Upstream.Failure == S.Failure, S.Input == Int {
            var total = 0
            let inner = ReducingInner<Upstream.Output, Failure, S>(
                subscriber, name: "Count", mapFailure: { $0 },
                onElement: { _ in
                    total += 1
                    return .proceed
                }, result: { total })
            upstream.subscribe(inner)
        }
    }

    /// A publisher that ignores all upstream elements, but passes along the upstream
    /// publisher's completion state (finish or failed).
    public struct IgnoreOutput<Upstream: Publisher>: Publisher {
        /// The kind of values published by this publisher: none.
        public typealias Output = Never

        /// The kind of errors this publisher might publish: the upstream publisher's.
        public typealias Failure = Upstream.Failure

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream

        /// Creates a publisher that ignores all upstream elements.
        ///
        /// - Parameter upstream: The publisher from which this publisher receives elements.
        public init(upstream: Upstream) {
            self.upstream = upstream
        }

        /// Attaches the specified subscriber to this publisher; the upstream publisher is asked
        /// for unlimited elements at once.
        ///
        /// - Parameter subscriber: The subscriber to attach.
        public func receive<S>(subscriber: S) where S: Subscriber, Upstream.Failure == S.Failure, S.Input == Never {
            let inner = ElementwiseInner<Upstream.Output, Failure, S>(
                subscriber, name: "IgnoreOutput", upstreamDemand: { _ in .none }, initialUpstreamDemand: .unlimited,
                onElement: { _ in .skip }, onEnd: { .complete($0) })
            upstream.subscribe(inner)
        }
    }
}
