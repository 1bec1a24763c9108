import Foundation

// The Objective-C runtime's associated objects, for Swift on Linux: the one part of `import
// ObjectiveC` that keyboard libraries use (a gesture recognizer, a constraint or a flag stored
// "on" a view they do not own). Swift on Linux has no Objective-C runtime and no module of that
// name; this one declares Apple's names with Apple's signatures.

/// How an associated value is held, as the runtime's `objc_AssociationPolicy`. The values are
/// Apple's (`<objc/runtime.h>`): retaining policies hold the value strongly, `ASSIGN` does not.
public struct objc_AssociationPolicy: RawRepresentable, Hashable, Sendable {
    /// The runtime's value of the policy.
    public let rawValue: UInt
    /// The policy whose runtime value is `rawValue`.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Not held: on a device a dangling pointer once the value is gone; here the value is held
    /// weakly, so it reads `nil` instead (a class instance; any other value is not kept).
    public static let OBJC_ASSOCIATION_ASSIGN = objc_AssociationPolicy(rawValue: 0)
    /// Held strongly.
    public static let OBJC_ASSOCIATION_RETAIN_NONATOMIC = objc_AssociationPolicy(rawValue: 1)
    /// Copied, then held strongly (a Swift value is a copy already).
    public static let OBJC_ASSOCIATION_COPY_NONATOMIC = objc_AssociationPolicy(rawValue: 3)
    /// Held strongly, set atomically.
    public static let OBJC_ASSOCIATION_RETAIN = objc_AssociationPolicy(rawValue: 0o1401)
    /// Copied, then held strongly, set atomically.
    public static let OBJC_ASSOCIATION_COPY = objc_AssociationPolicy(rawValue: 0o1403)
}

/// The value associated with `object` for `key`, as the runtime's `objc_getAssociatedObject`;
/// `nil` when there is none.
public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? {
    AssociatedObjects.shared.value(of: object as AnyObject, for: key)
}

/// Associates `value` with `object` for `key` under `policy`, as the runtime's
/// `objc_setAssociatedObject`; `nil` removes the association. The value is released when the
/// object is gone (found on the next use of associated objects, not at the object's `deinit`:
/// Swift on Linux cannot run code when an arbitrary object is deallocated).
public func objc_setAssociatedObject(_ object: Any, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy) {
    AssociatedObjects.shared.set(value, of: object as AnyObject, for: key, policy: policy)
}

/// Removes every association of `object`, as the runtime's `objc_removeAssociatedObjects`.
public func objc_removeAssociatedObjects(_ object: Any) {
    AssociatedObjects.shared.removeAll(of: object as AnyObject)
}

/// The table of associations: for each object (held weakly), its values by key.
final class AssociatedObjects: @unchecked Sendable {
    // @unchecked Sendable: every access goes through `lock`.
    static let shared = AssociatedObjects()

    private struct Entry {
        weak var owner: AnyObject?
        var values: [UnsafeRawPointer: Held] = [:]
    }

    private enum Held {
        case strong(Any)
        case weak(WeakBox)

        var value: Any? {
            switch self {
            case .strong(let value): value
            case .weak(let box): box.object
            }
        }
    }

    private final class WeakBox {
        weak var object: AnyObject?
        init(_ object: AnyObject) { self.object = object }
    }

    private let lock = NSLock()
    private var entries: [ObjectIdentifier: Entry] = [:]

    func value(of object: AnyObject, for key: UnsafeRawPointer) -> Any? {
        let (value, gone) = lock.withLock {
            let gone = purge()
            guard let entry = entries[ObjectIdentifier(object)], entry.owner === object else { return (nil as Any?, gone) }
            return (entry.values[key]?.value, gone)
        }
        _ = gone  // released here, outside the lock: a value's deinit may use associated objects
        return value
    }

    func set(_ value: Any?, of object: AnyObject, for key: UnsafeRawPointer, policy: objc_AssociationPolicy) {
        let released: (previous: Held?, gone: [Entry]) = lock.withLock {
            let gone = purge()
            let id = ObjectIdentifier(object)
            var entry = entries[id].flatMap { $0.owner === object ? $0 : nil } ?? Entry(owner: object)
            let previous = entry.values[key]
            entry.values[key] = value.flatMap { value in
                guard policy == .OBJC_ASSOCIATION_ASSIGN else { return .strong(value) }
                return type(of: value) is AnyClass ? .weak(WeakBox(value as AnyObject)) : nil
            }
            entries[id] = entry.values.isEmpty ? nil : entry
            return (previous, gone)
        }
        _ = released
    }

    func removeAll(of object: AnyObject) {
        let released: (removed: Entry?, gone: [Entry]) = lock.withLock {
            let gone = purge()
            return (entries.removeValue(forKey: ObjectIdentifier(object)), gone)
        }
        _ = released
    }

    /// Removes the entries of objects that are gone and returns them, for the caller to release
    /// once the lock is given back. Called with the lock held.
    private func purge() -> [Entry] {
        let gone = entries.filter { $0.value.owner == nil }
        guard !gone.isEmpty else { return [] }
        for id in gone.keys { entries[id] = nil }
        return Array(gone.values)
    }
}
