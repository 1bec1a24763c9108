import Foundation

/// How an observer was registered.
public enum ObserverStyle: String, Sendable, CaseIterable, CustomStringConvertible {
    /// `addObserver(_:selector:name:object:)`: a weakly held target and one of its methods.
    case selector
    /// `addObserver(forName:object:queue:using:)`: a retained block, removed by its token.
    case block
    /// `addObserver(of:for:using:)`: a typed keyboard message, removed by its token.
    case message

    public var description: String { rawValue }
}

/// A registration as the bus holds it: a value, safe to keep and compare. (The observer audit
/// adds who it belongs to: `ObserverRegistration`.)
public struct BusRegistration: Hashable, Sendable, CustomStringConvertible {
    /// The registration's number on its bus, in registration order, starting at 1. A
    /// registration made before the simulation (by an app object, or left by an earlier test) and
    /// carried into it is numbered 0, −1, −2, … so that it never shifts the simulation's own.
    public var id: Int
    /// Selector, block or typed message.
    public var style: ObserverStyle
    /// The observed notification name; `nil` observes every notification.
    public var name: String?
    /// The selector target's type, or the block's or message's description.
    public var observer: String

    public var description: String {
        // A block's observer text already says "block"; the other styles name their type.
        let who = style == .block ? observer : "\(style) \(observer)"
        return "#\(id) \(who) for \(name ?? "every notification")"
    }
}

/// Returned by block-style and message registrations; pass it to `removeObserver(_:)`.
public final class ObserverToken: NSObject {
    /// The registration's number on its bus (a new one when the registration is handed to
    /// another simulation's center).
    public internal(set) var registrationID: Int
    private let name: Notification.Name?
    /// The center the registration is on now: a registration outliving its simulation moves to
    /// the next one, and `removeObserver` must reach it there.
    package internal(set) weak var bus: NotificationBus?

    init(registrationID: Int, name: Notification.Name?) {
        self.registrationID = registrationID
        self.name = name
        super.init()
    }

    public override var description: String {
        "<ObserverToken #\(registrationID) \(name?.rawValue ?? "every notification")>"
    }
}

/// Why a registration left the bus.
enum RemovalReason: String, Sendable {
    /// `removeObserver` was called.
    case removed
    /// The selector-style target was deallocated; the bus dropped the registration at the next
    /// post, as Darwin does since iOS 9.
    case targetDeallocated
}

/// Where the bus reports every registration, removal, post and delivery (the simulation, which
/// records them and lets the observer audit attribute them).
protocol BusMonitor: AnyObject {
    func bus(_ bus: NotificationBus, didAdd registration: Registration)
    func bus(_ bus: NotificationBus, didRemove registration: Registration, reason: RemovalReason)
    func bus(_ bus: NotificationBus, didPost notification: Notification, postID: Int)
    func bus(_ bus: NotificationBus, willDeliver notification: Notification, to registration: Registration, postID: Int)
    func bus(_ bus: NotificationBus, didDeliver notification: Notification, to registration: Registration)
    func bus(_ bus: NotificationBus, diagnostic: String)
}

/// A selector-style target, held weakly, with its method erased to `AnyObject`.
///
/// A class, so that reading a registration's kind on every delivery retains one reference
/// instead of copying a weak reference (a side-table operation each time).
final class SelectorTarget {
    private(set) weak var object: AnyObject?
    /// The target's identity, which outlives the weak reference: in the target's own `deinit`
    /// the reference already reads nil, yet `removeObserver(self)` there must find it.
    let identity: ObjectIdentifier
    let typeName: String
    let invoke: (AnyObject, Notification) -> Void
    /// Why the method cannot be called on the target (a `Selector` made from a name alone, or
    /// another class's): each delivery is a diagnostic instead.
    let unreachable: String?

    init<Target: AnyObject>(_ target: Target, method: @escaping (Target) -> (Notification) -> Void) {
        object = target
        identity = ObjectIdentifier(target)
        typeName = String(describing: type(of: target))
        unreachable = nil
        invoke = { object, note in
            // `object` is always the `Target` stored above (the only caller passes
            // `self.object`), so the downcast needs no dynamic check.
            method(unsafeDowncast(object, to: Target.self))(note)
        }
    }

    /// A target whose method is a `Selector` value's.
    init(_ target: AnyObject, selector: Selector) {
        object = target
        identity = ObjectIdentifier(target)
        typeName = String(describing: type(of: target))
        unreachable = selector.unreachable(on: target, with: Notification(name: Notification.Name("")))
        invoke = { object, note in _ = selector.method?.call(object, note) }
    }
}

/// One registration on the bus. A reference type so that a removal during a post is seen by the
/// post's snapshot.
final class Registration {
    enum Kind {
        case selector(SelectorTarget)
        /// `retainsNothing`: the block holds nothing strongly (a Combine subscription's), so the
        /// registration lives exactly as long as its token is held.
        case block(token: ObserverToken, block: (Notification) -> Void, queueName: String?, retainsNothing: Bool)
        case message(token: ObserverToken, typeName: String, build: (Notification) -> Result<() -> Void, any Error>)
    }

    let id: Int
    let name: Notification.Name?
    private(set) var kind: Kind
    private let hasObjectFilter: Bool
    private weak var objectFilter: AnyObject?
    var isRemoved = false
    /// Whether the registration ends with its simulation whoever holds its token (an async
    /// sequence's: its loop belongs to the test that made it).
    var endsWithSimulation = false
    /// The registration as a value.
    let value: BusRegistration

    init(id: Int, name: Notification.Name?, object: Any?, kind: Kind) {
        self.id = id
        self.name = name
        self.kind = kind
        hasObjectFilter = object != nil
        objectFilter = object.map { $0 as AnyObject }
        let observer =
            switch kind {
            case .selector(let target): target.typeName
            case .block(_, _, let queueName, _): queueName.map { "block on queue \($0)" } ?? "block"
            case .message(_, let typeName, _): typeName
            }
        value = BusRegistration(id: id, style: kind.style, name: name?.rawValue, observer: observer)
    }

    var style: ObserverStyle { kind.style }

    /// Lets go of the block (and what it captures) or the message builder, as Darwin does when a
    /// registration is removed: the removed registration may wait in the bus's list a while.
    func dropPayload() {
        switch kind {
        case .selector:
            break
        case .block(let token, _, let queueName, let retainsNothing):
            kind = .block(token: token, block: { _ in }, queueName: queueName, retainsNothing: retainsNothing)
        case .message(let token, let typeName, _):
            kind = .message(token: token, typeName: typeName, build: { _ in .success({}) })
        }
    }

    /// The registration with its token held weakly: after the bus lets go of it, `revived(id:)`
    /// gives it back only if someone else still holds the token (or, for a selector-style
    /// registration, the target).
    ///
    /// With `keepingEveryBlock`, a plain block (or typed message) observer is kept as it is, its
    /// token held strongly: the app registered it outside any simulation and nothing has ended.
    func releasingToken(keepingEveryBlock: Bool) -> ReleasedRegistration {
        ReleasedRegistration(
            name: name, hasObjectFilter: hasObjectFilter, objectFilter: objectFilter, kind: kind,
            keepingEveryBlock: keepingEveryBlock)
    }

    /// Whether a post of `note` reaches this registration (name and object filters).
    func matches(_ note: Notification) -> Bool {
        if let name, name != note.name { return false }
        guard hasObjectFilter else { return true }
        guard let objectFilter, let sender = note.object else { return false }
        return (sender as AnyObject) === objectFilter
    }

    /// Whether `observer` is this registration's selector target or its token. A target whose
    /// weak reference is already nil matches by identity: that is the target calling
    /// `removeObserver(self)` from its `deinit` (Objective-C's `dealloc`), which Darwin honours.
    /// The identity of the object the registration belongs to: a selector target's (kept after
    /// it is gone), a token's.
    var observerIdentity: ObjectIdentifier {
        switch kind {
        case .selector(let target): target.identity
        case .block(let token, _, _, _), .message(let token, _, _): ObjectIdentifier(token)
        }
    }

    func belongs(to observer: AnyObject) -> Bool {
        switch kind {
        case .selector(let target):
            if let object = target.object { object === observer } else { target.identity == ObjectIdentifier(observer) }
        case .block(let token, _, _, _), .message(let token, _, _): token === observer
        }
    }

    /// Whether this registration filters on exactly `object`.
    func filtersObject(_ object: AnyObject) -> Bool {
        hasObjectFilter && objectFilter === object
    }

    /// The selector target's identity, for duplicate detection.
    var selectorTarget: AnyObject? {
        if case .selector(let target) = kind { return target.object }
        return nil
    }
}

extension Registration.Kind {
    var style: ObserverStyle {
        switch self {
        case .selector: .selector
        case .block: .block
        case .message: .message
        }
    }
}

/// A registration taken off a bus, its token held weakly (see `Registration.releasingToken()`).
struct ReleasedRegistration {
    private enum Kind {
        case selector(SelectorTarget)
        /// A Combine subscription's block: its token held weakly.
        case subscription(block: (Notification) -> Void)
        /// A block or typed message observer whose token is held weakly: it carries on only if
        /// someone besides the center holds its token (the app object that registered it).
        case tokenHeld(rebuild: (ObserverToken) -> Registration.Kind)
        /// Kept as it was (token held strongly).
        case kept(Registration.Kind)
    }

    private let name: Notification.Name?
    private let hasObjectFilter: Bool
    private weak var objectFilter: AnyObject?
    private weak var token: ObserverToken?
    private let kind: Kind

    fileprivate init(
        name: Notification.Name?, hasObjectFilter: Bool, objectFilter: AnyObject?, kind: Registration.Kind,
        keepingEveryBlock: Bool
    ) {
        self.name = name
        self.hasObjectFilter = hasObjectFilter
        self.objectFilter = objectFilter
        switch kind {
        case .selector(let target):
            self.kind = .selector(target)
        case .block(let token, let block, _, true):
            // A Combine subscription's block holds nothing: its token tells whether it is held.
            self.token = token
            self.kind = .subscription(block: block)
        case .block(let token, _, _, _), .message(let token, _, _):
            // Another block, or a typed message's handler: the token held weakly from here tells
            // whether anyone else holds it, once the center's own registration has gone.
            self.token = token
            self.kind = keepingEveryBlock ? .kept(kind) : .tokenHeld(rebuild: Self.rebuild(kind))
        }
    }

    /// Whether `removeObserver(observer, name:, object:)` removes it: its selector target or its
    /// token is `observer`, and the name and object filters match.
    func matches(observer: AnyObject, name: Notification.Name?, object: AnyObject?) -> Bool {
        let belongs =
            switch kind {
            case .selector(let target): target.object.map { $0 === observer } ?? (target.identity == ObjectIdentifier(observer))
            case .subscription, .tokenHeld, .kept: token.map { $0 === observer } ?? false
            }
        guard belongs else { return false }
        if let name, self.name != name { return false }
        if let object, !(hasObjectFilter && objectFilter === object) { return false }
        return true
    }

    /// The registration again, under `id`, if its target or token is still held by someone and
    /// its object filter's object is alive; nil otherwise.
    func revived(id: Int) -> Registration? {
        if hasObjectFilter && objectFilter == nil { return nil }
        let object: AnyObject? = hasObjectFilter ? objectFilter : nil
        switch kind {
        case .selector(let target):
            guard target.object != nil else { return nil }
            return Registration(id: id, name: name, object: object, kind: .selector(target))
        case .subscription(let block):
            guard let token else { return nil }
            return Registration(
                id: id, name: name, object: object,
                kind: .block(token: token, block: block, queueName: nil, retainsNothing: true))
        case .kept(let kind):
            return Registration(id: id, name: name, object: object, kind: kind)
        case .tokenHeld(let rebuild):
            guard let token else { return nil }
            return Registration(id: id, name: name, object: object, kind: rebuild(token))
        }
    }

    /// Makes `kind` again around a token: what it holds besides its token, without the token
    /// (only `token`, weak, refers to that).
    private static func rebuild(_ kind: Registration.Kind) -> (ObserverToken) -> Registration.Kind {
        switch kind {
        case .selector: { _ in kind }
        case .block(_, let block, let queueName, let retainsNothing):
            { .block(token: $0, block: block, queueName: queueName, retainsNothing: retainsNothing) }
        case .message(_, let typeName, let build): { .message(token: $0, typeName: typeName, build: build) }
        }
    }
}
