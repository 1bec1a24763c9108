/// A subject that wraps a single value and publishes a new element whenever the value changes.
///
/// Unlike `PassthroughSubject`, `CurrentValueSubject` maintains a buffer of the most recently
/// published element: each subscriber receives the current value when it first has demand, and
/// a subscriber that had no demand when a value was sent receives the latest value when it next
/// has demand.
///
/// Calling `send(_:)` on a `CurrentValueSubject` also updates the current value, making it
/// equivalent to updating the `value` directly.
public final class CurrentValueSubject<Output, Failure: Error>: Subject {
    private let core: SubjectCore<Output, Failure>

    /// The value wrapped by this subject, published as a new element whenever it changes.
    public final var value: Output {
        get { core.currentValue }
        set { send(newValue) }
    }

    /// Creates a current value subject with the given initial value.
    ///
    /// - Parameter value: The initial value to publish.
    public init(_ value: Output) {
        core = SubjectCore(currentValue: value)
    }

    deinit {
        core.cancelUpstreamSubscriptions()
    }

    /// Establishes demand for a new upstream subscription: the subject requests an unlimited
    /// number of values from it.
    ///
    /// - Parameter subscription: The subscription through which the subject receives values.
    public final func send(subscription: Subscription) {
        core.send(subscription: subscription)
    }

    /// Attaches the specified subscriber to this subject; it receives the current value as soon
    /// as it has demand.
    ///
    /// - Parameter subscriber: The subscriber to attach.
    public final func receive<S>(subscriber: S) where Output == S.Input, Failure == S.Failure, S: Subscriber {
        core.attach(subscriber)
    }

    /// Sets the current value and sends it to each current subscriber; after completion this
    /// does nothing.
    ///
    /// - Parameter input: The value to send.
    public final func send(_ input: Output) {
        core.send(input)
    }

    /// Sends a completion signal to every current subscriber; the subject sends nothing after it.
    ///
    /// - Parameter completion: Whether publishing has finished normally or failed with an error.
    public final func send(completion: Subscribers.Completion<Failure>) {
        core.send(completion: completion)
    }
}
