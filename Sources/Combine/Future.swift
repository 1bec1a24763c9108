/// A publisher that eventually produces a single value and then finishes or fails.
///
/// Use a future to perform some work and then asynchronously publish a single element. You
/// initialize the future with a closure that takes a `Future.Promise`; the closure runs at
/// once, and calls the promise with a `Result` that indicates either success or failure. Each
/// subscriber, including one that subscribes after the promise was fulfilled, receives the value
/// (when it has demand) and then finishes, or receives the failure.
public final class Future<Output, Failure: Error>: Publisher {
    /// A type that represents a closure to invoke in the future, when an element or error is
    /// available.
    ///
    /// The promise closure receives one parameter: a `Result` that contains either a single
    /// element published by a `Future`, or an error. Only the first call has an effect.
    public typealias Promise = (Result<Output, Failure>) -> Void

    private let lock = StateLock()
    private var result: Result<Output, Failure>?
    private var waiting: [FutureSubscriptionBase<Output, Failure>] = []

    /// Creates a publisher that invokes a promise closure when the publisher emits an element.
    ///
    /// - Parameter attemptToFulfill: A `Future.Promise` that the publisher invokes when the
    ///   publisher emits an element or terminates with an error.
    public init(_ attemptToFulfill: @escaping (@escaping Future<Output, Failure>.Promise) -> Void) {
        // The promise keeps the future alive until it is called, as a subscription alone does
        // not.
        attemptToFulfill { result in
            self.fulfill(result)
        }
    }

    /// Attaches the specified subscriber to this publisher.
    ///
    /// - Parameter subscriber: The subscriber to attach.
    public final func receive<S>(subscriber: S) where Output == S.Input, Failure == S.Failure, S: Subscriber {
        let subscription = FutureSubscription(subscriber)
        let known = lock.withLock { () -> Result<Output, Failure>? in
            if result == nil {
                waiting.append(subscription)
            }
            return result
        }
        subscriber.receive(subscription: subscription)
        if let known {
            subscription.resolve(known)
        }
    }

    private func fulfill(_ newResult: Result<Output, Failure>) {
        let subscriptions = lock.withLock { () -> [FutureSubscriptionBase<Output, Failure>] in
            guard result == nil else { return [] }
            result = newResult
            defer { waiting = [] }
            return waiting
        }
        for subscription in subscriptions {
            subscription.resolve(newResult)
        }
    }
}

/// The subscription a future gives one subscriber, seen without the subscriber's type.
private class FutureSubscriptionBase<Output, Failure: Error>: Subscription, CustomStringConvertible {
    func resolve(_ result: Result<Output, Failure>) {
        fatalError("FutureSubscriptionBase.resolve(_:) is abstract")
    }

    func request(_ demand: Subscribers.Demand) {
        fatalError("FutureSubscriptionBase.request(_:) is abstract")
    }

    func cancel() {
        fatalError("FutureSubscriptionBase.cancel() is abstract")
    }

    var description: String { "Future" }
}

/// Delivers the future's value once the subscriber has demand, then finishes; a failure goes at
/// once.
private final class FutureSubscription<Downstream: Subscriber>: FutureSubscriptionBase<Downstream.Input, Downstream.Failure> {
    private let lock = StateLock()
    private var downstream: Downstream?
    private var hasDemand = false
    private var result: Result<Downstream.Input, Downstream.Failure>?

    init(_ downstream: Downstream) {
        self.downstream = downstream
    }

    override func resolve(_ newResult: Result<Downstream.Input, Downstream.Failure>) {
        lock.withLock { result = newResult }
        deliverIfReady()
    }

    override func request(_ demand: Subscribers.Demand) {
        guard demand > 0 else { return }
        lock.withLock { hasDemand = true }
        deliverIfReady()
    }

    override func cancel() {
        let released = lock.withLock { () -> Downstream? in
            defer { downstream = nil }
            return downstream
        }
        _ = released
    }

    private func deliverIfReady() {
        let step = lock.withLock { () -> (Downstream, Result<Downstream.Input, Downstream.Failure>)? in
            guard let receiver = downstream, let result else { return nil }
            if case .success = result, !hasDemand { return nil }
            downstream = nil
            return (receiver, result)
        }
        guard let (receiver, result) = step else { return }
        switch result {
        case .success(let value):
            _ = receiver.receive(value)
            receiver.receive(completion: .finished)
        case .failure(let error):
            receiver.receive(completion: .failure(error))
        }
    }
}
