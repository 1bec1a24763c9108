extension Publisher {
    /// Attaches a subscriber with closure-based behavior.
    ///
    /// Use `sink(receiveCompletion:receiveValue:)` to observe values received by the publisher
    /// and process them using a closure you specify. The subscriber requests an unlimited number
    /// of values upon subscription.
    ///
    /// - Parameters:
    ///   - receiveCompletion: The closure to execute on completion.
    ///   - receiveValue: The closure to execute on receipt of a value.
    /// - Returns: A cancellable instance, which you use when you end assignment of the received
    ///   value. Deallocation of the result will tear down the subscription stream.
    public func sink(
        receiveCompletion: @escaping ((Subscribers.Completion<Failure>) -> Void),
        receiveValue: @escaping ((Output) -> Void)
    ) -> AnyCancellable {
        let sink = Subscribers.Sink<Output, Failure>(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
        subscribe(sink)
        return AnyCancellable(sink)
    }
}

extension Publisher where Failure == Never {
    /// Attaches a subscriber with closure-based behavior to a publisher that never fails.
    ///
    /// The subscriber requests an unlimited number of values upon subscription.
    ///
    /// - Parameter receiveValue: The closure to execute on receipt of a value.
    /// - Returns: A cancellable instance, which you use when you end assignment of the received
    ///   value. Deallocation of the result will tear down the subscription stream.
    public func sink(receiveValue: @escaping ((Output) -> Void)) -> AnyCancellable {
        sink(receiveCompletion: { _ in }, receiveValue: receiveValue)
    }
}

extension Subscribers {
    /// A simple subscriber that requests an unlimited number of values upon subscription.
    ///
    /// After it completes, or is canceled, it releases its closures and its subscription, and
    /// ignores anything more the publisher sends.
    public final class Sink<Input, Failure: Error>: Subscriber, Cancellable, CustomStringConvertible, CustomReflectable,
        CustomPlaygroundDisplayConvertible
    {
        private enum Status {
            case awaitingSubscription
            case subscribed(Subscription)
            case terminal
        }

        private let lock = StateLock()
        private var status = Status.awaitingSubscription
        private var valueHandler: ((Input) -> Void)?
        private var completionHandler: ((Subscribers.Completion<Failure>) -> Void)?

        /// The closure to execute on receipt of a value; after completion or cancellation, a
        /// closure that does nothing.
        public final var receiveValue: (Input) -> Void {
            lock.withLock { valueHandler } ?? { _ in }
        }

        /// The closure to execute on completion; after completion or cancellation, a closure
        /// that does nothing.
        public final var receiveCompletion: (Subscribers.Completion<Failure>) -> Void {
            lock.withLock { completionHandler } ?? { _ in }
        }

        /// A textual representation of this subscriber.
        public final var description: String { "Sink" }

        /// A mirror that reflects this subscriber.
        public final var customMirror: Mirror {
            Mirror(self, children: [])
        }

        /// A description of this subscriber for playgrounds: its textual representation.
        public final var playgroundDescription: Any { description }

        /// Initializes a sink with the provided closures.
        ///
        /// - Parameters:
        ///   - receiveCompletion: The closure to execute on completion.
        ///   - receiveValue: The closure to execute on receipt of a value.
        public init(
            receiveCompletion: @escaping ((Subscribers.Completion<Failure>) -> Void),
            receiveValue: @escaping ((Input) -> Void)
        ) {
            valueHandler = receiveValue
            completionHandler = receiveCompletion
        }

        /// Tells the subscriber that it has successfully subscribed to the publisher: the sink
        /// requests an unlimited number of values.
        ///
        /// A second subscription, or one after completion or cancellation, is canceled.
        /// - Parameter subscription: The subscription to the publisher.
        public final func receive(subscription: Subscription) {
            let accepted = lock.withLock { () -> Bool in
                guard case .awaitingSubscription = status else { return false }
                status = .subscribed(subscription)
                return true
            }
            if accepted {
                subscription.request(.unlimited)
            } else {
                subscription.cancel()
            }
        }

        /// Tells the subscriber that the publisher has produced an element: the sink passes it
        /// to its value closure.
        ///
        /// - Parameter value: The published element.
        /// - Returns: `.none`: the sink already asked for an unlimited number of values.
        public final func receive(_ value: Input) -> Subscribers.Demand {
            let handler = lock.withLock { () -> ((Input) -> Void)? in
                guard case .subscribed = status else { return nil }
                return valueHandler
            }
            handler?(value)
            return .none
        }

        /// Tells the subscriber that the publisher has completed: the sink passes the
        /// completion to its completion closure, then releases its closures.
        ///
        /// - Parameter completion: Whether publishing completed normally or with an error.
        public final func receive(completion: Subscribers.Completion<Failure>) {
            let handler = lock.withLock { () -> ((Subscribers.Completion<Failure>) -> Void)? in
                if case .terminal = status { return nil }
                status = .terminal
                defer {
                    valueHandler = nil
                    completionHandler = nil
                }
                return completionHandler
            }
            handler?(completion)
        }

        /// Cancels the subscription: no value or completion reaches the closures after this
        /// call returns, and the closures are released.
        public final func cancel() {
            let subscription = lock.withLock { () -> Subscription? in
                let current = status
                if case .terminal = current { return nil }
                status = .terminal
                valueHandler = nil
                completionHandler = nil
                if case .subscribed(let subscription) = current { return subscription }
                return nil
            }
            subscription?.cancel()
        }
    }
}
