// Foundation's NSMapTable, which Foundation on Linux does not have: keyboard code keeps per-view
// state in one (`NSMapTable<UIView, Box>.weakToStrongObjects()`: an entry goes when its view does).
// Declared here, beside NotificationCenter and ProcessInfo, so that a file that imports UIKit finds
// it as on iOS.

/// How an `NSMapTable` holds its keys or values, as Foundation's `NSPointerFunctions.Options`
/// (the memory options and the pointer personality; the default personality compares a strongly
/// held key that is `Hashable` as `isEqual` would, any other by identity).
public enum NSPointerFunctions {
    /// Strong or weak memory, as Foundation's options (raw values as Foundation's).
    public struct Options: OptionSet, Hashable, Sendable {
        /// The options' bits.
        public var rawValue: UInt
        /// The options with these bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Strong references (the default).
        public static let strongMemory = Options([])
        /// Weak references: the entry goes when the object does.
        public static let weakMemory = Options(rawValue: 5)
        /// Object personality: `isEqual` and `hash` (the default).
        public static let objectPersonality = Options([])
        /// Pointer identity.
        public static let objectPointerPersonality = Options(rawValue: 1 << 9)
    }
}

/// A dictionary of objects that may hold its keys or values weakly, as Foundation's `NSMapTable`.
/// An entry whose weakly held key or value was released is gone: `object(forKey:)` answers `nil`
/// for it and `count` leaves it out (Foundation may count it until it next tidies up). Its value
/// is let go when the table next tidies: at `count`, an enumeration, a lookup of that key, or a
/// `setObject` once the table has doubled since it last tidied. Weakly held keys are compared by identity, which is what
/// a view or a controller key means anyway.
///
/// ```swift
/// let states = NSMapTable<UIView, KeyboardState>.weakToStrongObjects()
/// states.setObject(state, forKey: textField)
/// ```
public final class NSMapTable<KeyType: AnyObject, ObjectType: AnyObject> {
    // Not Sendable, as Foundation's is not: a `static let` of a table in Swift 6 code needs the
    // same `nonisolated(unsafe)` or isolation it needs on iOS.
    private struct Entry {
        weak var weakKey: KeyType?
        var strongKey: KeyType?
        weak var weakValue: ObjectType?
        var strongValue: ObjectType?
        var key: KeyType? { strongKey ?? weakKey }
        var value: ObjectType? { strongValue ?? weakValue }
    }

    private let weakKeys: Bool
    private let weakValues: Bool
    private let identityKeys: Bool
    private var entries: [AnyHashable: Entry] = [:]
    /// How many entries there were at the last tidying: `setObject` tidies again when the table
    /// has doubled since, so a released key's value does not stay alive for long.
    private var tidiedCount = 0

    /// A table holding keys and values as `keyOptions` and `valueOptions` say.
    public init(
        keyOptions: NSPointerFunctions.Options = [], valueOptions: NSPointerFunctions.Options = [], capacity initialCapacity: Int = 0
    ) {
        weakKeys = keyOptions.contains(.weakMemory)
        weakValues = valueOptions.contains(.weakMemory)
        identityKeys = keyOptions.contains(.objectPointerPersonality)
    }

    /// Keys and values held strongly.
    public class func strongToStrongObjects() -> NSMapTable<KeyType, ObjectType> { NSMapTable() }
    /// Keys held weakly, values strongly: an entry goes with its key.
    public class func weakToStrongObjects() -> NSMapTable<KeyType, ObjectType> { NSMapTable(keyOptions: .weakMemory) }
    /// Keys held strongly, values weakly: an entry goes with its value.
    public class func strongToWeakObjects() -> NSMapTable<KeyType, ObjectType> { NSMapTable(valueOptions: .weakMemory) }
    /// Keys and values held weakly.
    public class func weakToWeakObjects() -> NSMapTable<KeyType, ObjectType> {
        NSMapTable(keyOptions: .weakMemory, valueOptions: .weakMemory)
    }

    /// The value for `aKey`, `nil` when there is none (or it, or its key, was released).
    public func object(forKey aKey: KeyType?) -> ObjectType? {
        guard let aKey else { return nil }
        let slot = slot(of: aKey)
        guard let entry = entries[slot] else { return nil }
        guard entry.key != nil, let value = entry.value else {
            entries[slot] = nil
            return nil
        }
        return value
    }

    /// Sets the value for `aKey`; a `nil` value removes the entry.
    public func setObject(_ anObject: ObjectType?, forKey aKey: KeyType?) {
        guard let aKey else { return }
        guard let anObject else { return removeObject(forKey: aKey) }
        var entry = Entry()
        if weakKeys { entry.weakKey = aKey } else { entry.strongKey = aKey }
        if weakValues { entry.weakValue = anObject } else { entry.strongValue = anObject }
        entries[slot(of: aKey)] = entry
        if entries.count >= max(8, 2 * tidiedCount) { tidy() }
    }

    /// Removes the entry for `aKey`.
    public func removeObject(forKey aKey: KeyType?) {
        guard let aKey else { return }
        entries[slot(of: aKey)] = nil
    }

    /// Removes every entry.
    public func removeAllObjects() { entries.removeAll() }

    /// The number of entries whose key and value are alive.
    public var count: Int {
        tidy()
        return entries.count
    }

    /// The keys, in no particular order.
    public func keyEnumerator() -> NSEnumerator { ArrayEnumerator(live().map(\.key)) }

    /// The values, in no particular order.
    public func objectEnumerator() -> NSEnumerator? { ArrayEnumerator(live().map(\.value)) }

    /// The entries as a dictionary keyed by the key objects themselves (`dictionary[view]`); a
    /// key that is not `Hashable` is there as its `ObjectIdentifier`.
    public func dictionaryRepresentation() -> [AnyHashable: ObjectType] {
        Dictionary(
            live().map { ($0.key as? AnyHashable ?? AnyHashable(ObjectIdentifier($0.key)), $0.value) },
            uniquingKeysWith: { first, _ in first })
    }

    /// A weakly held key is found by identity: a dictionary key made from its value would hold
    /// it strongly.
    private func slot(of key: KeyType) -> AnyHashable {
        if !identityKeys, !weakKeys, let hashable = key as? AnyHashable { return hashable }
        return AnyHashable(ObjectIdentifier(key))
    }

    private func tidy() {
        entries = entries.filter { $0.value.key != nil && $0.value.value != nil }
        tidiedCount = entries.count
    }

    private func live() -> [(key: KeyType, value: ObjectType)] {
        tidy()
        return entries.values.compactMap { entry in entry.key.flatMap { key in entry.value.map { (key, $0) } } }
    }
}

/// The objects of an array, one at a time, as an `NSEnumerator` (Foundation's is abstract on Linux).
private final class ArrayEnumerator: NSEnumerator {
    private var objects: [AnyObject]
    init(_ objects: [AnyObject]) { self.objects = objects.reversed() }
    override func nextObject() -> Any? { objects.popLast() }
}
