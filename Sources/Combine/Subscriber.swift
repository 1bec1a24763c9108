/// A protocol that declares a type that can receive input from a publisher.
///
/// A `Subscriber` instance receives a stream of elements from a `Publisher`, along with life
/// cycle events describing changes to their relationship. A subscriber's `Input` and `Failure`
/// must match the `Output` and `Failure` of its publisher.
///
/// After a publisher calls `receive(subscription:)`, the subscriber makes demands through the
/// subscription; the publisher then calls `receive(_:)` at most as many times as demanded, and
/// `receive(completion:)` at most once, after which it calls nothing more.
public protocol Subscriber<Input, Failure>: CustomCombineIdentifierConvertible {
    /// The kind of values this subscriber receives.
    associatedtype Input

    /// The kind of errors this subscriber might receive.
    ///
    /// Use `Never` if this `Subscriber` cannot receive errors.
    associatedtype Failure: Error

    /// Tells the subscriber that it has successfully subscribed to the publisher and may request
    /// items.
    ///
    /// Use the received `Subscription` to request items from the publisher.
    /// - Parameter subscription: A subscription that represents the connection between publisher
    ///   and subscriber.
    func receive(subscription: Subscription)

    /// Tells the subscriber that the publisher has produced an element.
    ///
    /// - Parameter input: The published element.
    /// - Returns: A `Subscribers.Demand` instance indicating how many more elements the
    ///   subscriber expects to receive.
    func receive(_ input: Input) -> Subscribers.Demand

    /// Tells the subscriber that the publisher has completed publishing, either normally or with
    /// an error.
    ///
    /// - Parameter completion: A `Subscribers.Completion` case indicating whether publishing
    ///   completed normally or with an error.
    func receive(completion: Subscribers.Completion<Failure>)
}

extension Subscriber where Input == Void {
    /// Tells the subscriber that a publisher of void elements is ready to receive further
    /// requests.
    ///
    /// Use `Void` inputs and outputs when you want to signal that an event has occurred, but
    /// don't need to send the event itself.
    /// - Returns: A `Subscribers.Demand` instance indicating how many more elements the
    ///   subscriber expects to receive.
    public func receive() -> Subscribers.Demand {
        receive(())
    }
}

/// A protocol representing the connection of a subscriber to a publisher.
///
/// Subscriptions are class constrained because a `Subscription` has identity, defined by the
/// moment in time a particular subscriber attached to a publisher. Canceling a `Subscription`
/// must be thread-safe, and you can only cancel a `Subscription` once; after cancellation the
/// publisher delivers nothing more to that subscriber.
public protocol Subscription: Cancellable, CustomCombineIdentifierConvertible {
    /// Tells a publisher that it may send more values to the subscriber.
    ///
    /// - Parameter demand: The number of further values the subscriber may receive.
    func request(_ demand: Subscribers.Demand)
}

/// A namespace for symbols related to subscriptions.
public enum Subscriptions {}

extension Subscriptions {
    /// Returns the “empty” subscription.
    ///
    /// Use the empty subscription when you need a `Subscription` that ignores requests and
    /// cancellation; publishers that complete without producing values send it before the
    /// completion.
    public static var empty: Subscription {
        EmptySubscription.shared
    }
}

/// The subscription behind `Subscriptions.empty`: it has no state.
final class EmptySubscription: Subscription, CustomStringConvertible, Sendable {
    static let shared = EmptySubscription()

    private init() {}

    func request(_ demand: Subscribers.Demand) {}

    func cancel() {}

    var description: String { "Empty" }
}

/// A namespace for types that serve as subscribers.
public enum Subscribers {}

extension Subscribers {
    /// A signal that a publisher doesn't produce additional elements, either due to normal
    /// completion or an error.
    public enum Completion<Failure: Error> {
        /// The publisher finished normally.
        case finished

        /// The publisher stopped publishing due to the indicated error.
        case failure(Failure)
    }
}

extension Subscribers.Completion: Sendable {}

extension Subscribers.Completion: Equatable where Failure: Equatable {}

extension Subscribers.Completion: Hashable where Failure: Hashable {}

/// The keys of an encoded `Subscribers.Completion`.
private enum CompletionCodingKeys: String, CodingKey {
    case success
    case error
}

extension Subscribers.Completion: Encodable where Failure: Encodable {
    /// Encodes this completion into the given encoder: a `success` flag, and the `error` of a
    /// failure.
    ///
    /// - Parameter encoder: The encoder to write data to.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CompletionCodingKeys.self)
        switch self {
        case .finished:
            try container.encode(true, forKey: .success)
        case .failure(let error):
            try container.encode(false, forKey: .success)
            try container.encode(error, forKey: .error)
        }
    }
}

extension Subscribers.Completion: Decodable where Failure: Decodable {
    /// Creates a completion by decoding from the given decoder.
    ///
    /// - Parameter decoder: The decoder to read data from.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CompletionCodingKeys.self)
        if try container.decode(Bool.self, forKey: .success) {
            self = .finished
        } else {
            self = .failure(try container.decode(Failure.self, forKey: .error))
        }
    }
}

extension Subscribers.Completion {
    /// This completion with its failure, if any, erased to `Error`.
    var erasingFailure: Subscribers.Completion<Error> {
        switch self {
        case .finished: return .finished
        case .failure(let error): return .failure(error)
        }
    }
}
