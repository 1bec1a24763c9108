/// Declares that a type can transmit a sequence of values over time.
///
/// A publisher delivers elements to one or more `Subscriber` instances. The subscriber's `Input`
/// and `Failure` associated types must match the `Output` and `Failure` types declared by the
/// publisher. The publisher implements `receive(subscriber:)` to accept a subscriber, and then
/// calls on it:
///
/// - `receive(subscription:)`: acknowledges the subscribe request and returns a `Subscription`
///   instance, through which the subscriber requests elements and can cancel.
/// - `receive(_:)`: delivers one element, at most as many times as the subscriber demanded.
/// - `receive(completion:)`: informs the subscriber that publishing has ended, normally or with
///   an error; nothing follows it.
public protocol Publisher<Output, Failure> {
    /// The kind of values published by this publisher.
    associatedtype Output

    /// The kind of errors this publisher might publish.
    ///
    /// Use `Never` if this `Publisher` does not publish errors.
    associatedtype Failure: Error

    /// Attaches the specified subscriber to this publisher.
    ///
    /// Implementations of `Publisher` must implement this method. The provided implementation of
    /// `subscribe(_:)` calls this method.
    ///
    /// - Parameter subscriber: The subscriber to attach to this publisher, after which it can
    ///   receive values.
    func receive<S>(subscriber: S) where S: Subscriber, Failure == S.Failure, Output == S.Input
}

extension Publisher {
    /// Attaches the specified subscriber to this publisher.
    ///
    /// Always call this function instead of `receive(subscriber:)`. Adopters of `Publisher` must
    /// implement `receive(subscriber:)`; this implementation calls it.
    ///
    /// - Parameter subscriber: The subscriber to attach to this publisher. After attaching, the
    ///   subscriber can start to receive values.
    public func subscribe<S>(_ subscriber: S) where S: Subscriber, Failure == S.Failure, Output == S.Input {
        receive(subscriber: subscriber)
    }
}

/// A namespace for types that serve as publishers.
///
/// The various operators defined as extensions on `Publisher` implement their functionality as
/// classes or structures that extend this enumeration. For example, the `map(_:)` operator
/// returns a `Publishers.Map` instance.
public enum Publishers {}
