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
    /// when it and its iterator are gone — on the simulation's thread at once, and when the loop
    /// ends elsewhere (an `await` may resume on another thread) at the next post that reaches
    /// it — or with the simulation, as every block observer made during one (not simulated
    /// yet: on iOS a loop that outlives a test keeps hearing the app). One iteration per
    /// sequence, as with `AsyncStream`.
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
/// sequence and its iterator are gone: at once on the center's thread, and otherwise (an async
/// loop may end on another thread) at the next post that reaches it, on the center's thread.
final class NotificationsRegistration: @unchecked Sendable {
    // @unchecked Sendable: the stream is made into an iterator once; the token is used on the
    // center's thread only (`Notification` is not Sendable on Linux).
    let stream: AsyncStream<Notification>
    private let token: ObserverToken

    init(center: NotificationBus, name: Notification.Name, object: AnyObject?) {
        let (stream, continuation) = AsyncStream<Notification>.makeStream(bufferingPolicy: .unbounded)
        self.stream = stream
        let holder = TokenHolder()
        // A block observer that ends with the simulation whoever holds the sequence (a loop
        // still waiting then waits for nothing more): the loop belongs to the test that made it.
        token = center.addPlainBlockObserver(forName: name, object: object) { note in
            // Read on the same thread it is posted on (see above).
            nonisolated(unsafe) let posted = note
            if case .terminated = continuation.yield(posted), let token = holder.token {
                // The loop is gone: the registration goes with this post.
                token.bus?.removeObserver(token)
            }
        }
        holder.token = token
    }

    deinit {
        // The center the registration is on now (it may have moved on to a later simulation's).
        if let bus = token.bus, bus.isOnItsThread { bus.removeObserver(token) }
    }
}

/// The token of a registration, for its own block to remove it.
private final class TokenHolder: @unchecked Sendable {
    weak var token: ObserverToken?
}
