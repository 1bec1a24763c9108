import Foundation
import ObjectiveC
import Testing

/// What a library stores on a view it does not own, written as on iOS: a static key whose address
/// is the key, and a computed property over the runtime's functions.
private enum Keys {
    nonisolated(unsafe) static var handler: UInt8 = 0
    nonisolated(unsafe) static var owner: UInt8 = 0
}

private final class Host {}

/// A value that says when it is released.
private final class Tracked {
    let name: String
    let released: @Sendable (String) -> Void
    init(_ name: String, released: @escaping @Sendable (String) -> Void) {
        self.name = name
        self.released = released
    }
    deinit { released(name) }
}

extension Host {
    fileprivate var handler: Tracked? {
        get { objc_getAssociatedObject(self, &Keys.handler) as? Tracked }
        set { objc_setAssociatedObject(self, &Keys.handler, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC) }
    }
}

/// A log of releases, safe to append to from a deinit.
private final class ReleaseLog: @unchecked Sendable {
    private let lock = NSLock()
    private var names: [String] = []
    func append(_ name: String) { lock.withLock { names.append(name) } }
    var all: [String] { lock.withLock { names } }
}

/// The Objective-C runtime's associated objects (`objc_setAssociatedObject`,
/// `objc_getAssociatedObject`, `objc_removeAssociatedObjects`), as Apple documents them: a value
/// stored on an object for a key (the key's address), held as the policy says, released with the
/// object.
@Suite("ObjectiveC: associated objects")
struct AssociatedObjectsTests {
    @Test("a retained value is held by the object, per key and per object, until set to nil")
    func retain() {
        let log = ReleaseLog()
        let first = Host(), second = Host()
        first.handler = Tracked("a", released: log.append)
        second.handler = Tracked("b", released: log.append)
        objc_setAssociatedObject(first, &Keys.owner, "owner", .OBJC_ASSOCIATION_COPY_NONATOMIC)
        #expect(first.handler?.name == "a")
        #expect(second.handler?.name == "b")
        #expect(objc_getAssociatedObject(first, &Keys.owner) as? String == "owner")
        #expect(objc_getAssociatedObject(second, &Keys.owner) == nil)
        #expect(log.all == [], "nothing released while held")
        first.handler = nil
        #expect(first.handler == nil)
        #expect(log.all == ["a"])
        #expect(objc_getAssociatedObject(first, &Keys.owner) as? String == "owner", "another key is untouched")
        withExtendedLifetime((first, second)) {}
    }

    @Test("replacing a value releases the old one")
    func replace() {
        let log = ReleaseLog()
        let host = Host()
        host.handler = Tracked("old", released: log.append)
        host.handler = Tracked("new", released: log.append)
        #expect(log.all == ["old"])
        #expect(host.handler?.name == "new")
        withExtendedLifetime(host) {}
    }

    @Test("the values of an object that is gone are released (at the next use of associated objects)")
    func releasedWithTheObject() {
        let log = ReleaseLog()
        var host: Host? = Host()
        host?.handler = Tracked("held", released: log.append)
        host = nil
        _ = objc_getAssociatedObject(Host(), &Keys.handler)
        #expect(log.all == ["held"])
    }

    @Test("ASSIGN does not hold the value: it reads nil once the value is gone")
    func assign() {
        let log = ReleaseLog()
        let host = Host()
        var value: Tracked? = Tracked("weak", released: log.append)
        objc_setAssociatedObject(host, &Keys.handler, value, .OBJC_ASSOCIATION_ASSIGN)
        #expect((objc_getAssociatedObject(host, &Keys.handler) as? Tracked) === value)
        value = nil
        #expect(log.all == ["weak"], "not held by the association")
        #expect(objc_getAssociatedObject(host, &Keys.handler) == nil)
    }

    @Test("objc_removeAssociatedObjects releases every value of the object")
    func removeAll() {
        let log = ReleaseLog()
        let host = Host()
        host.handler = Tracked("one", released: log.append)
        objc_setAssociatedObject(host, &Keys.owner, Tracked("two", released: log.append), .OBJC_ASSOCIATION_RETAIN)
        objc_removeAssociatedObjects(host)
        #expect(Set(log.all) == ["one", "two"])
        #expect(host.handler == nil)
    }

    @Test("the policies have the runtime's values")
    func policies() {
        // <objc/runtime.h>: ASSIGN 0, RETAIN_NONATOMIC 1, COPY_NONATOMIC 3, RETAIN 01401, COPY 01403.
        #expect(
            [
                objc_AssociationPolicy.OBJC_ASSOCIATION_ASSIGN, .OBJC_ASSOCIATION_RETAIN_NONATOMIC, .OBJC_ASSOCIATION_COPY_NONATOMIC,
                .OBJC_ASSOCIATION_RETAIN, .OBJC_ASSOCIATION_COPY,
            ].map(\.rawValue) == [0, 1, 3, 769, 771])
    }
}
