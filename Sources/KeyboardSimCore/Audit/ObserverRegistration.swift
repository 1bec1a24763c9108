/// A registration as the audit and the trace report it: the bus's registration with the
/// controller the audit attributed it to. A value, safe to keep and compare.
public struct ObserverRegistration: Hashable, Sendable, CustomStringConvertible {
    /// The registration's number on its bus, in registration order, starting at 1.
    public var id: Int {
        get { storage.fields.id }
        set { update { $0.id = newValue } }
    }
    /// Selector, block or typed message.
    public var style: ObserverStyle {
        get { storage.fields.style }
        set { update { $0.style = newValue } }
    }
    /// The observed notification name; `nil` observes every notification.
    public var name: String? {
        get { storage.fields.name }
        set { update { $0.name = newValue } }
    }
    /// The selector target's type, or the block's or message's description.
    public var observer: String {
        get { storage.fields.observer }
        set { update { $0.observer = newValue } }
    }
    /// The controller the registration is attributed to: the selector target when it is a view
    /// controller, otherwise the controller whose lifecycle method or handler was running when
    /// the registration was made.
    public var owner: String? {
        get { storage.fields.owner }
        set { update { $0.owner = newValue } }
    }
    /// Where the registration was made, e.g. `FormController.viewDidLoad`.
    public var registeredIn: String? {
        get { storage.fields.registeredIn }
        set { update { $0.registeredIn = newValue } }
    }

    private struct Fields: Hashable {
        var id: Int
        var style: ObserverStyle
        var name: String?
        var observer: String
        var owner: String?
        var registeredIn: String?
    }

    /// The values, shared by every copy: the trace and the audit copy a registration for every
    /// delivery, and a copy is then one reference rather than four strings. Never mutated: a
    /// change makes a new one.
    private final class Storage: Sendable {
        let fields: Fields
        init(_ fields: Fields) { self.fields = fields }
    }

    private var storage: Storage

    private mutating func update(_ change: (inout Fields) -> Void) {
        var fields = storage.fields
        change(&fields)
        storage = Storage(fields)
    }

    /// The bus's registration attributed to `owner`, made in `registeredIn`.
    public init(_ registration: BusRegistration, owner: String?, registeredIn: String?) {
        storage = Storage(
            Fields(
                id: registration.id, style: registration.style, name: registration.name,
                observer: registration.observer, owner: owner, registeredIn: registeredIn))
    }

    public static func == (lhs: ObserverRegistration, rhs: ObserverRegistration) -> Bool {
        lhs.storage === rhs.storage || lhs.storage.fields == rhs.storage.fields
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(storage.fields)
    }

    public var description: String {
        // A block's observer text already says "block"; the other styles name their type.
        let who = style == .block ? observer : "\(style) \(observer)"
        var text = "#\(id) \(who) for \(name ?? "every notification")"
        if let registeredIn { text += " (added in \(registeredIn))" }
        return text
    }
}
