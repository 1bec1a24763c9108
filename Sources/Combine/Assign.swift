extension Publisher where Failure == Never {
    /// Assigns each element from a publisher to a property on an object.
    ///
    /// The subscriber requests an unlimited number of values and keeps a strong reference to
    /// `object` until the publisher completes or the returned cancellable cancels it.
    ///
    /// - Parameters:
    ///   - keyPath: A key path that indicates the property to assign.
    ///   - object: The object that contains the property. The subscriber assigns the object's
    ///     property every time it receives a new value.
    /// - Returns: An `AnyCancellable` instance. Call `cancel()` on this instance when you no
    ///   longer want the publisher to automatically assign the property. Deinitializing this
    ///   instance will also cancel automatic assignment.
    public func assign<Root>(to keyPath: ReferenceWritableKeyPath<Root, Output>, on object: Root) -> AnyCancellable {
        let assign = Subscribers.Assign(object: object, keyPath: keyPath)
        subscribe(assign)
        return AnyCancellable(assign)
    }
}

extension Subscribers {
    /// A simple subscriber that assigns received elements to a property indicated by a key path.
    public final class Assign<Root, Input>: Subscriber, Cancellable, CustomStringConvertible, CustomReflectable,
        CustomPlaygroundDisplayConvertible
    {
        /// The kind of errors this subscriber might receive: it receives none.
        public typealias Failure = Never

        private enum Status {
            case awaitingSubscription
            case subscribed(Subscription)
            case terminal
        }

        private let lock = StateLock()
        private var status = Status.awaitingSubscription
        private var target: Root?

        /// The object that contains the property to assign; `nil` once the subscriber has
        /// completed or been canceled.
        ///
        /// The subscriber holds a strong reference to this object until the upstream publisher
        /// calls `receive(completion:)`, at which point the subscriber sets this property to
        /// `nil`.
        public final var object: Root? {
            lock.withLock { target }
        }

        /// The key path that indicates the property to assign.
        public final let keyPath: ReferenceWritableKeyPath<Root, Input>

        /// A textual representation of this subscriber.
        public final var description: String { "Assign \(Root.self)." }

        /// A mirror that reflects the object and the key path of this subscriber.
        public final var customMirror: Mirror {
            Mirror(self, children: ["object": object as Any, "keyPath": keyPath])
        }

        /// A description of this subscriber for playgrounds: its textual representation.
        public final var playgroundDescription: Any { description }

        /// Creates a subscriber to assign the value of a property indicated by a key path.
        ///
        /// - Parameters:
        ///   - object: The object that contains the property. The subscriber assigns the
        ///     object's property every time it receives a new value.
        ///   - keyPath: A key path that indicates the property to assign.
        public init(object: Root, keyPath: ReferenceWritableKeyPath<Root, Input>) {
            target = object
            self.keyPath = keyPath
        }

        /// Tells the subscriber that it has successfully subscribed to the publisher: it
        /// requests an unlimited number of values.
        ///
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

        /// Assigns the received value to the property.
        ///
        /// - Parameter value: The published element.
        /// - Returns: `.none`: the subscriber already asked for an unlimited number of values.
        public final func receive(_ value: Input) -> Subscribers.Demand {
            let root = lock.withLock { () -> Root? in
                guard case .subscribed = status else { return nil }
                return target
            }
            if let root {
                root[keyPath: keyPath] = value
            }
            return .none
        }

        /// Tells the subscriber that the publisher has completed: it releases the object.
        ///
        /// - Parameter completion: The completion; a publisher that never fails can only finish.
        public final func receive(completion: Subscribers.Completion<Never>) {
            let released = lock.withLock { () -> Root? in
                status = .terminal
                defer { target = nil }
                return target
            }
            _ = released
        }

        /// Cancels the subscription and releases the object.
        public final func cancel() {
            let (subscription, released) = lock.withLock { () -> (Subscription?, Root?) in
                let current = status
                status = .terminal
                defer { target = nil }
                if case .subscribed(let subscription) = current { return (subscription, target) }
                return (nil, target)
            }
            _ = released
            subscription?.cancel()
        }
    }
}
