/// A publisher that exposes a method for outside callers to publish elements.
///
/// A subject is a publisher that you can use to ”inject” values into a stream, by calling its
/// `send(_:)` method. This can be useful for adapting existing imperative code to the Combine
/// model.
public protocol Subject<Output, Failure>: AnyObject, Publisher {
    /// Sends a value to the subscriber.
    ///
    /// - Parameter value: The value to send.
    func send(_ value: Output)

    /// Sends a completion signal to the subscriber.
    ///
    /// - Parameter completion: A `Completion` instance which indicates whether publishing has
    ///   finished normally or failed with an error.
    func send(completion: Subscribers.Completion<Failure>)

    /// Provides this Subject an opportunity to establish demand for any new upstream
    /// subscriptions.
    ///
    /// - Parameter subscription: The subscription instance through which the subject can request
    ///   elements.
    func send(subscription: Subscription)
}

extension Subject where Output == Void {
    /// Sends a void value to the subscriber.
    ///
    /// Use `Void` inputs and outputs when you want to signal that an event has occurred, but
    /// don't need to send the event itself.
    public func send() {
        send(())
    }
}

extension Publisher {
    /// Attaches the specified subject to this publisher.
    ///
    /// The subject receives this publisher's subscription (and requests values from it), its
    /// values and its completion.
    ///
    /// - Parameter subject: The subject to attach.
    /// - Returns: An `AnyCancellable` instance that cancels the attachment when canceled or
    ///   deinitialized.
    public func subscribe<S>(_ subject: S) -> AnyCancellable where S: Subject, Failure == S.Failure, Output == S.Output {
        let subscriber = SubjectSubscriber(subject)
        subscribe(subscriber)
        return AnyCancellable(subscriber)
    }
}

/// Connects a publisher to a subject: it hands the subject itself as the subscription, through
/// which the subject's requests reach the publisher.
final class SubjectSubscriber<Downstream: Subject>: Subscriber, Subscription, CustomStringConvertible {
    typealias Input = Downstream.Output
    typealias Failure = Downstream.Failure

    private let lock = StateLock()
    private var subject: Downstream?
    private var upstream: Subscription?
    private var isTerminal = false

    init(_ subject: Downstream) {
        self.subject = subject
    }

    var description: String { "Subject" }

    func receive(subscription: Subscription) {
        let target = lock.withLock { () -> Downstream? in
            guard upstream == nil, !isTerminal, let subject else { return nil }
            upstream = subscription
            return subject
        }
        if let target {
            target.send(subscription: self)
        } else {
            subscription.cancel()
        }
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        lock.withLock { isTerminal ? nil : subject }?.send(input)
        return .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        let target = lock.withLock { () -> Downstream? in
            guard !isTerminal else { return nil }
            isTerminal = true
            upstream = nil
            defer { subject = nil }
            return subject
        }
        target?.send(completion: completion)
    }

    func request(_ demand: Subscribers.Demand) {
        lock.withLock { upstream }?.request(demand)
    }

    func cancel() {
        // The subject is let go of outside the lock: when this was its last reference, its
        // deinit cancels its upstream subscriptions, this one among them.
        let (subscription, released) = lock.withLock { () -> (Subscription?, Downstream?) in
            isTerminal = true
            defer {
                subject = nil
                upstream = nil
            }
            return (upstream, subject)
        }
        withExtendedLifetime(released) {
            subscription?.cancel()
        }
    }
}
