/// A registration as the audit and the trace report it: the bus's registration with the
/// controller the audit attributed it to. A value, safe to keep and compare.
public struct ObserverRegistration: Hashable, Sendable, CustomStringConvertible {
    /// The registration's number on its bus, in registration order, starting at 1.
    public var id: Int
    /// Selector, block or typed message.
    public var style: ObserverStyle
    /// The observed notification name; `nil` observes every notification.
    public var name: String?
    /// The selector target's type, or the block's or message's description.
    public var observer: String
    /// The controller the registration is attributed to: the selector target when it is a view
    /// controller, otherwise the controller whose lifecycle method or handler was running when
    /// the registration was made.
    public var owner: String?
    /// Where the registration was made, e.g. `FormController.viewDidLoad`.
    public var registeredIn: String?

    /// The bus's registration attributed to `owner`, made in `registeredIn`.
    public init(_ registration: BusRegistration, owner: String?, registeredIn: String?) {
        id = registration.id
        style = registration.style
        name = registration.name
        observer = registration.observer
        self.owner = owner
        self.registeredIn = registeredIn
    }

    public var description: String {
        // A block's observer text already says "block"; the other styles name their type.
        let who = style == .block ? observer : "\(style) \(observer)"
        var text = "#\(id) \(who) for \(name ?? "every notification")"
        if let registeredIn { text += " (added in \(registeredIn))" }
        return text
    }
}
