/// A subject that broadcasts elements to downstream subscribers.
///
/// As a concrete implementation of `Subject`, the `PassthroughSubject` provides a convenient
/// way to adapt existing imperative code to the Combine model.
///
/// Unlike `CurrentValueSubject`, a `PassthroughSubject` doesn't have an initial value or a
/// buffer of the most recently-published element. A `PassthroughSubject` drops values if there
/// are no subscribers, or its current demand is zero. It delivers each value synchronously to
/// its current subscribers, in the order they subscribed; after `send(completion:)` it delivers
/// nothing more, and a later subscriber receives the completion at once.
public final class PassthroughSubject<Output, Failure: Error>: Subject {
    private let core = SubjectCore<Output, Failure>()

    /// Creates a subject with no subscribers.
    public init() {}

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

    /// Attaches the specified subscriber to this subject.
    ///
    /// - Parameter subscriber: The subscriber to attach.
    public final func receive<S>(subscriber: S) where Output == S.Input, Failure == S.Failure, S: Subscriber {
        core.attach(subscriber)
    }

    /// Sends a value to each current subscriber that has demand for it.
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
