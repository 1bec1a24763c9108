import KeyboardSimCore

extension NotificationBus {
    /// The notifications `center` posts with `name` (and, when given, `object`), as an async
    /// sequence, as Foundation's `NotificationCenter.notifications(named:object:)` (iOS 15):
    ///
    /// ```swift
    /// for await note in NotificationCenter.default.notifications(named: UIResponder.keyboardWillShowNotification) {
    ///     guard let frame = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { continue }
    ///     bottom.constant = frame.height
    /// }
    /// ```
    ///
    /// The sequence registers a block observer when it is made (so nothing posted before the
    /// first `next()` is lost: it is buffered), in the bus's registration order, and removes it
    /// when it and its iterator are gone. One iteration per sequence, as with `AsyncStream`;
    /// iterate on the simulation's thread (the main actor), as UIKit code does: like every use
    /// of the simulation's center, a loop elsewhere stops with a message that says so.
    /// When each notification reaches the loop depends on the main actor's scheduling: a test
    /// posts, then `await`s what the loop did (a `Task`'s `value`), as on iOS.
    public struct Notifications: AsyncSequence, Sendable {
        public typealias Element = Notification

        private let registration: NotificationsRegistration

        init(center: NotificationBus, name: Notification.Name, object: AnyObject?) {
            registration = NotificationsRegistration(center: center, name: name, object: object)
        }

        public func makeAsyncIterator() -> Iterator {
            Iterator(base: registration.stream.makeAsyncIterator(), registration: registration)
        }

        /// The iterator of a ``Notifications`` sequence: the registration lasts while it does.
        public struct Iterator: AsyncIteratorProtocol {
            var base: AsyncStream<Notification>.Iterator
            let registration: NotificationsRegistration

            /// The next notification, waiting for it to be posted.
            public mutating func next() async -> Notification? {
                await base.next()
            }
        }
    }

    /// The notifications this center posts with `name` (from `object`, when given), as an async
    /// sequence; see ``Notifications``.
    public func notifications(named name: Notification.Name, object: AnyObject? = nil) -> Notifications {
        Notifications(center: self, name: name, object: object)
    }
}

/// The block observer behind a ``NotificationBus/Notifications`` sequence, removed when the
/// sequence and its iterator are gone.
final class NotificationsRegistration: @unchecked Sendable {
    // @unchecked Sendable: made, iterated and released on the center's thread, which the center
    // checks on every use (`Notification` is not Sendable on Linux).
    let stream: AsyncStream<Notification>
    private let token: ObserverToken

    init(center: NotificationBus, name: Notification.Name, object: AnyObject?) {
        let (stream, continuation) = AsyncStream<Notification>.makeStream(bufferingPolicy: .unbounded)
        self.stream = stream
        token = center.addSubscriptionObserver(forName: name, object: object) { note in
            // Read on the same thread it is posted on (see above).
            nonisolated(unsafe) let posted = note
            continuation.yield(posted)
        }
    }

    deinit {
        // The center the registration is on now (it may have moved on to a later simulation's).
        token.bus?.removeObserver(token)
    }
}
