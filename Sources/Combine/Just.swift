/// A publisher that emits an output to each subscriber just once, and then finishes.
///
/// You can use a `Just` publisher to start a chain of publishers. A `Just` publisher is also
/// useful when replacing a value with `Publishers.Catch`.
///
/// In contrast with `Result.Publisher`, a `Just` publisher can't fail with an error. And unlike
/// `Optional.Publisher`, a `Just` publisher always produces a value. It delivers the value when
/// the subscriber first has demand, and finishes right after it.
public struct Just<Output>: Publisher {
    /// The kind of errors this publisher might publish: it never fails.
    public typealias Failure = Never

    /// The one element that the publisher emits.
    public let output: Output

    /// Initializes a publisher that emits the specified output just once.
    ///
    /// - Parameter output: The one element that the publisher emits.
    public init(_ output: Output) {
        self.output = output
    }

    /// Attaches the specified subscriber to this publisher.
    ///
    /// - Parameter subscriber: The subscriber to attach; it receives the output when it has
    ///   demand, then the completion.
    public func receive<S>(subscriber: S) where Output == S.Input, S: Subscriber, S.Failure == Never {
        subscriber.receive(subscription: JustSubscription(output, subscriber))
    }
}

extension Just: Equatable where Output: Equatable {
    /// Returns whether two `Just` publishers emit equal outputs.
    ///
    /// - Parameters:
    ///   - lhs: A `Just` publisher to compare for equality.
    ///   - rhs: Another `Just` publisher to compare for equality.
    public static func == (lhs: Just<Output>, rhs: Just<Output>) -> Bool {
        lhs.output == rhs.output
    }
}

/// Delivers one value, then finishes, when its subscriber first has demand.
private final class JustSubscription<Downstream: Subscriber>: Subscription, CustomStringConvertible {
    private let lock = StateLock()
    private var pending: (output: Downstream.Input, downstream: Downstream)?

    init(_ output: Downstream.Input, _ downstream: Downstream) {
        pending = (output, downstream)
    }

    var description: String { "Just" }

    func request(_ demand: Subscribers.Demand) {
        guard demand > 0 else { return }
        let taken = lock.withLock { () -> (output: Downstream.Input, downstream: Downstream)? in
            defer { pending = nil }
            return pending
        }
        guard let (output, downstream) = taken else { return }
        _ = downstream.receive(output)
        downstream.receive(completion: .finished)
    }

    func cancel() {
        lock.withLock { pending = nil }
    }
}

/// A publisher that never publishes any values, and optionally finishes immediately.
///
/// You can create a ”Never” publisher — one which never sends values and never finishes or
/// fails — with the initializer `Empty(completeImmediately: false)`.
public struct Empty<Output, Failure: Error>: Publisher, Equatable {
    /// A Boolean value that indicates whether the publisher immediately sends a completion.
    ///
    /// If `true`, the publisher finishes immediately after sending a subscription to the
    /// subscriber. If `false`, it never completes.
    public let completeImmediately: Bool

    /// Creates an empty publisher.
    ///
    /// - Parameter completeImmediately: A Boolean value that indicates whether the publisher
    ///   should immediately finish.
    public init(completeImmediately: Bool = true) {
        self.completeImmediately = completeImmediately
    }

    /// Creates an empty publisher with the given completion behavior and output and failure
    /// types.
    ///
    /// Use this initializer to connect the empty publisher to subscribers or other publishers
    /// that have specific output and failure types.
    ///
    /// - Parameters:
    ///   - completeImmediately: A Boolean value that indicates whether the publisher should
    ///     immediately finish.
    ///   - outputType: The output type exposed by this publisher.
    ///   - failureType: The failure type exposed by this publisher.
    public init(completeImmediately: Bool = true, outputType: Output.Type, failureType: Failure.Type) {
        self.completeImmediately = completeImmediately
    }

    /// Attaches the specified subscriber to this publisher.
    ///
    /// - Parameter subscriber: The subscriber to attach; it receives the empty subscription,
    ///   then, if the publisher completes immediately, the completion.
    public func receive<S>(subscriber: S) where Output == S.Input, Failure == S.Failure, S: Subscriber {
        subscriber.receive(subscription: Subscriptions.empty)
        if completeImmediately {
            subscriber.receive(completion: .finished)
        }
    }

    /// Returns whether two empty publishers have equal completion behavior.
    ///
    /// - Parameters:
    ///   - lhs: An empty publisher to compare for equality.
    ///   - rhs: Another empty publisher to compare for equality.
    public static func == (lhs: Empty<Output, Failure>, rhs: Empty<Output, Failure>) -> Bool {
        lhs.completeImmediately == rhs.completeImmediately
    }
}

/// A publisher that immediately terminates with the specified error.
public struct Fail<Output, Failure: Error>: Publisher {
    /// The failure to send when terminating the publisher.
    public let error: Failure

    /// Creates a publisher that immediately terminates with the specified failure.
    ///
    /// - Parameter error: The failure to send when terminating the publisher.
    public init(error: Failure) {
        self.error = error
    }

    /// Creates publisher with the given output type, that immediately terminates with the
    /// specified failure.
    ///
    /// Use this initializer to create a `Fail` publisher that can work with subscribers or
    /// publishers that expect a given output type.
    ///
    /// - Parameters:
    ///   - outputType: The output type exposed by this publisher.
    ///   - failure: The failure to send when terminating the publisher.
    public init(outputType: Output.Type, failure: Failure) {
        error = failure
    }

    /// Attaches the specified subscriber to this publisher.
    ///
    /// - Parameter subscriber: The subscriber to attach; it receives the empty subscription,
    ///   then the failure.
    public func receive<S>(subscriber: S) where Output == S.Input, Failure == S.Failure, S: Subscriber {
        subscriber.receive(subscription: Subscriptions.empty)
        subscriber.receive(completion: .failure(error))
    }
}

extension Fail: Equatable where Failure: Equatable {
    /// Returns whether two fail publishers fail with equal errors.
    ///
    /// - Parameters:
    ///   - lhs: A `Fail` publisher to compare for equality.
    ///   - rhs: Another `Fail` publisher to compare for equality.
    public static func == (lhs: Fail<Output, Failure>, rhs: Fail<Output, Failure>) -> Bool {
        lhs.error == rhs.error
    }
}

/// A publisher that awaits subscription before running the supplied closure to create a
/// publisher for the new subscriber.
public struct Deferred<DeferredPublisher: Publisher>: Publisher {
    /// The kind of values published by this publisher: the created publisher's.
    public typealias Output = DeferredPublisher.Output

    /// The kind of errors this publisher might publish: the created publisher's.
    public typealias Failure = DeferredPublisher.Failure

    /// The closure to execute when this deferred publisher receives a subscription.
    ///
    /// The publisher returned by this closure immediately receives the incoming subscription.
    public let createPublisher: () -> DeferredPublisher

    /// Creates a deferred publisher.
    ///
    /// - Parameter createPublisher: The closure to execute when calling `subscribe(_:)`.
    public init(createPublisher: @escaping () -> DeferredPublisher) {
        self.createPublisher = createPublisher
    }

    /// Creates a publisher with the closure and attaches the specified subscriber to it.
    ///
    /// - Parameter subscriber: The subscriber to attach.
    public func receive<S>(subscriber: S)
    where
        S: Subscriber, DeferredPublisher.Failure == S.Failure,
        DeferredPublisher.Output == S.Input
    {
        createPublisher().subscribe(subscriber)
    }
}
