/// A registration as the audit and the trace report it: the bus's registration with the
/// controller the audit attributed it to. A value, safe to keep and compare.
public struct ObserverRegistration: Hashable, Sendable, CustomStringConvertible {
    /// The registration's number on its bus, in registration order, starting at 1.
    public var id: Int {
        get { storage.id }
        set { storage = storage.with { $0.id = newValue } }
    }
    /// Selector, block or typed message.
    public var style: ObserverStyle {
        get { storage.style }
        set { storage = storage.with { $0.style = newValue } }
    }
    /// The observed notification name; `nil` observes every notification.
    public var name: String? {
        get { storage.name }
        set { storage = storage.with { $0.name = newValue } }
    }
    /// The selector target's type, or the block's or message's description.
    public var observer: String {
        get { storage.observer }
        set { storage = storage.with { $0.observer = newValue } }
    }
    /// The controller the registration is attributed to: the selector target when it is a view
    /// controller, otherwise the controller whose lifecycle method or handler was running when
    /// the registration was made.
    public var owner: String? {
        get { storage.owner }
        set { storage = storage.with { $0.owner = newValue } }
    }
    /// Where the registration was made, e.g. `FormController.viewDidLoad`.
    public var registeredIn: String? {
        get { storage.registeredIn }
        set { storage = storage.with { $0.registeredIn = newValue } }
    }

    /// The values, shared by every copy: the trace and the audit copy a registration for every
    /// delivery, and a copy is then one reference rather than four strings.
    private final class Storage: Sendable {
        struct Fields: Hashable {
            var id: Int
            var style: ObserverStyle
            var name: String?
            var observer: String
            var owner: String?
            var registeredIn: String?
        }

        let fields: Fields
        var id: Int { fields.id }
        var style: ObserverStyle { fields.style }
        var name: String? { fields.name }
        var observer: String { fields.observer }
        var owner: String? { fields.owner }
        var registeredIn: String? { fields.registeredIn }

        init(_ fields: Fields) {
            self.fields = fields
        }

        /// A new storage with `change` applied to these fields.
        func with(_ change: (inout Fields) -> Void) -> Storage {
            var fields = fields
            change(&fields)
            return Storage(fields)
        }
    }

    private var storage: Storage

    /// The bus's registration attributed to `owner`, made in `registeredIn`.
    public init(_ registration: BusRegistration, owner: String?, registeredIn: String?) {
        storage = Storage(Storage.Fields(id: registration.id, style: registration.style, name: registration.name,
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
