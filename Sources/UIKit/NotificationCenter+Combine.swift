import Combine
import KeyboardSimCore

extension NotificationBus {
    /// A publisher of the notifications `center` posts with `name` (and, when given, `object`),
    /// as Foundation's `NotificationCenter.Publisher` on iOS: each subscription registers a block
    /// observer on the center (in the bus's registration order, beside selector and block
    /// observers) and removes it when cancelled.
    ///
    /// ```swift
    /// NotificationCenter.default.publisher(for: UIResponder.keyboardWillShowNotification)
    ///     .compactMap { $0.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect }
    ///     .sink { frame in self.bottom.constant = frame.height }
    ///     .store(in: &cancellables)
    /// ```
    public struct Publisher: Combine.Publisher {
        public typealias Output = Notification
        public typealias Failure = Never

        /// The center the notifications come from.
        public let center: NotificationBus
        /// The notifications' name.
        public let name: Notification.Name
        /// The object the notifications must come from (`nil`: any).
        public let object: AnyObject?

        /// A publisher of `center`'s notifications named `name` from `object`.
        public init(center: NotificationBus, name: Notification.Name, object: AnyObject? = nil) {
            self.center = center
            self.name = name
            self.object = object
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Notification, S.Failure == Never {
            subscriber.receive(subscription: NotificationSubscription(publisher: self, subscriber: subscriber))
        }
    }

    /// A publisher of this center's notifications named `name` (from `object`, when given).
    public func publisher(for name: Notification.Name, object: AnyObject? = nil) -> Publisher {
        Publisher(center: self, name: name, object: object)
    }
}

/// One subscription to a ``NotificationBus/Publisher``: a block observer while it lasts; a
/// notification posted while the subscriber has no demand is dropped, as Foundation drops it.
private final class NotificationSubscription<S: Subscriber>: Subscription where S.Input == Notification, S.Failure == Never {
    private var subscriber: S?
    private var demand = Subscribers.Demand.none
    private var token: ObserverToken?

    init(publisher: NotificationBus.Publisher, subscriber: S) {
        self.subscriber = subscriber
        token = publisher.center.addSubscriptionObserver(forName: publisher.name, object: publisher.object) { [weak self] note in
            self?.deliver(note)
        }
    }

    private func deliver(_ note: Notification) {
        guard let subscriber, demand > .none else { return }
        demand -= 1
        demand += subscriber.receive(note)
    }

    func request(_ demand: Subscribers.Demand) {
        self.demand += demand
    }

    func cancel() {
        // The center the registration is on now (it may have moved on to a later simulation's).
        if let token { token.bus?.removeObserver(token) }
        token = nil
        subscriber = nil
    }
}
