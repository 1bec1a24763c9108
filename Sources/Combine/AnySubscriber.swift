/// A type-erasing subscriber.
///
/// Use an `AnySubscriber` to wrap an existing subscriber whose details you don't want to
/// expose, or to create a subscriber from closures.
public struct AnySubscriber<Input, Failure: Error>: Subscriber, CustomStringConvertible, CustomReflectable,
    CustomPlaygroundDisplayConvertible
{
    private let receiveSubscriptionBody: (Subscription) -> Void
    private let receiveValueBody: (Input) -> Subscribers.Demand
    private let receiveCompletionBody: (Subscribers.Completion<Failure>) -> Void
    private let describe: () -> String

    /// A unique identifier for identifying publisher streams: the wrapped subscriber's.
    public let combineIdentifier: CombineIdentifier

    /// A textual representation of the wrapped subscriber.
    public var description: String { describe() }

    /// A mirror that reflects the wrapped subscriber's description.
    public var customMirror: Mirror {
        Mirror(self, children: ["description": describe()])
    }

    /// A description of this subscriber for playgrounds: its textual representation.
    public var playgroundDescription: Any { description }

    /// Creates a type-erasing subscriber to wrap an existing subscriber.
    ///
    /// - Parameter s: The subscriber to type-erase.
    public init<S>(_ s: S) where S: Subscriber, Input == S.Input, Failure == S.Failure {
        if let erased = s as? AnySubscriber<Input, Failure> {
            self = erased
            return
        }
        combineIdentifier = s.combineIdentifier
        receiveSubscriptionBody = s.receive(subscription:)
        receiveValueBody = s.receive(_:)
        receiveCompletionBody = s.receive(completion:)
        describe = { String(describing: s) }
    }

    /// Creates a type-erasing subscriber that forwards what it receives to a subject.
    ///
    /// - Parameter s: The subject that receives the subscription, the values and the completion.
    public init<S>(_ s: S) where S: Subject, Input == S.Output, Failure == S.Failure {
        combineIdentifier = CombineIdentifier()
        receiveSubscriptionBody = { subscription in
            s.send(subscription: subscription)
        }
        receiveValueBody = { value in
            s.send(value)
            return .none
        }
        receiveCompletionBody = { completion in
            s.send(completion: completion)
        }
        describe = { String(describing: s) }
    }

    /// Creates a type-erasing subscriber that executes the provided closures.
    ///
    /// - Parameters:
    ///   - receiveSubscription: A closure to execute when the subscriber receives the initial
    ///     subscription from the publisher.
    ///   - receiveValue: A closure to execute when the subscriber receives a value from the
    ///     publisher; without it, the subscriber asks for nothing more.
    ///   - receiveCompletion: A closure to execute when the subscriber receives a completion
    ///     callback from the publisher.
    public init(
        receiveSubscription: ((Subscription) -> Void)? = nil,
        receiveValue: ((Input) -> Subscribers.Demand)? = nil,
        receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil
    ) {
        combineIdentifier = CombineIdentifier()
        receiveSubscriptionBody = receiveSubscription ?? { _ in }
        receiveValueBody = receiveValue ?? { _ in .none }
        receiveCompletionBody = receiveCompletion ?? { _ in }
        describe = { "Anonymous AnySubscriber" }
    }

    /// Tells the subscriber that it has successfully subscribed to the publisher and may request
    /// items.
    ///
    /// - Parameter subscription: A subscription that represents the connection between publisher
    ///   and subscriber.
    public func receive(subscription: Subscription) {
        receiveSubscriptionBody(subscription)
    }

    /// Tells the subscriber that the publisher has produced an element.
    ///
    /// - Parameter value: The published element.
    /// - Returns: How many more elements the subscriber expects to receive.
    public func receive(_ value: Input) -> Subscribers.Demand {
        receiveValueBody(value)
    }

    /// Tells the subscriber that the publisher has completed publishing, either normally or with
    /// an error.
    ///
    /// - Parameter completion: Whether publishing completed normally or with an error.
    public func receive(completion: Subscribers.Completion<Failure>) {
        receiveCompletionBody(completion)
    }
}
