/// A protocol indicating that an activity or action supports cancellation.
///
/// Calling `cancel()` frees up any allocated resources and stops side effects such as timers,
/// network access, or disk I/O.
public protocol Cancellable {
    /// Cancel the activity.
    func cancel()
}

extension Cancellable {
    /// Stores this cancellable instance in the specified collection.
    ///
    /// The instance is wrapped in an `AnyCancellable`, which cancels it when the collection
    /// releases it.
    ///
    /// - Parameter collection: The collection in which to store this cancellable.
    public func store<C>(in collection: inout C) where C: RangeReplaceableCollection, C.Element == AnyCancellable {
        AnyCancellable(self).store(in: &collection)
    }

    /// Stores this cancellable instance in the specified set.
    ///
    /// The instance is wrapped in an `AnyCancellable`, which cancels it when the set releases it.
    ///
    /// - Parameter set: The set in which to store this cancellable.
    public func store(in set: inout Set<AnyCancellable>) {
        AnyCancellable(self).store(in: &set)
    }
}

/// A type-erasing cancellable object that executes a provided closure when canceled.
///
/// Subscriber implementations can use this type to provide a “cancellation token” that makes it
/// possible for a caller to cancel a publisher, but not to use the `Subscription` object to
/// request items.
///
/// An `AnyCancellable` instance automatically calls `cancel()` when deinitialized. Like Apple's,
/// it is not `Sendable`.
public final class AnyCancellable: Cancellable, Hashable {
    private var cancelAction: (() -> Void)?
    private let lock = StateLock()

    /// Initializes the cancellable object with the given cancel-time closure.
    ///
    /// - Parameter cancel: A closure that the `cancel()` method executes.
    public init(_ cancel: @escaping () -> Void) {
        cancelAction = cancel
    }

    /// Initializes the cancellable object so that `cancel()` cancels the given cancellable.
    ///
    /// - Parameter canceller: The cancellable to cancel when this instance is canceled or
    ///   deinitialized.
    public init<C>(_ canceller: C) where C: Cancellable {
        cancelAction = canceller.cancel
    }

    deinit {
        cancel()
    }

    /// Cancel the activity: runs the cancel-time closure the first time it is called, and does
    /// nothing after that.
    public final func cancel() {
        let action = lock.withLock { () -> (() -> Void)? in
            defer { cancelAction = nil }
            return cancelAction
        }
        action?()
    }

    /// Hashes the identity of this instance.
    ///
    /// - Parameter hasher: The hasher to use when combining the components of this instance.
    public final func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }

    /// Returns whether two type-erasing cancellables are the same instance.
    ///
    /// - Parameters:
    ///   - lhs: A type-erasing cancellable to compare.
    ///   - rhs: Another type-erasing cancellable to compare.
    public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool {
        lhs === rhs
    }

    /// Stores this type-erasing cancellable instance in the specified collection.
    ///
    /// - Parameter collection: The collection in which to store this `AnyCancellable`.
    public final func store<C>(in collection: inout C) where C: RangeReplaceableCollection, C.Element == AnyCancellable {
        collection.append(self)
    }

    /// Stores this type-erasing cancellable instance in the specified set.
    ///
    /// - Parameter set: The set in which to store this `AnyCancellable`.
    public final func store(in set: inout Set<AnyCancellable>) {
        set.insert(self)
    }
}
