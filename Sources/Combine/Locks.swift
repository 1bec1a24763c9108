import Foundation

// Locking for state that publishers, subscriptions and subscribers share across threads.
//
// The rule everywhere in this module: a lock guards state only. No code calls out to a
// subscriber, a closure of the caller's or an upstream subscription while it holds a state
// lock, so a subscriber may send, request or cancel from inside any callback (re-entrancy) on
// the same thread without deadlocking.

/// A non-recursive mutual-exclusion lock for small critical sections.
final class StateLock: @unchecked Sendable {
    private let lock = NSLock()

    init() {}

    /// Runs `body` while holding the lock.
    @inline(__always)
    func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }
}

/// A recursive lock that serializes calls into one downstream subscriber while allowing the
/// same thread to re-enter (a subscriber that sends into its own source from a callback).
final class DeliveryLock: @unchecked Sendable {
    private let lock = NSRecursiveLock()

    init() {}

    @inline(__always)
    func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }
}

/// Carries a value into a `@Sendable` closure (Dispatch's, Foundation's) where the caller
/// guarantees the hand-over is safe: Combine's scheduler API takes plain closures.
struct UncheckedSendableBox<Value>: @unchecked Sendable {
    let value: Value

    init(_ value: Value) {
        self.value = value
    }
}
