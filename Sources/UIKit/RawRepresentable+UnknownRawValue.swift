import SimulationContext

// UIKit's enums are Objective-C `NS_ENUM`s on iOS, imported as C enums: their `init(rawValue:)`
// takes any raw value, one the SDK does not declare included (an undocumented system item,
// `UIBarButtonItem.SystemItem(rawValue: 101)!`, or a value a later iOS adds), and a `switch`
// over the value reaches its `@unknown default`. The simulation's UIKit enums are Swift enums,
// which hold only the cases they declare, so their `init(rawValue:)` gives `nil` for any other
// raw value and a force unwrap stops the test process. Turning them into structs that keep any
// raw value would break the exhaustive `switch`es users write over them, so `kbsim port` writes
// the initializer below for them instead, naming the case to use for a raw value the simulation
// does not declare; the trace says when that happens.

extension RawRepresentable where RawValue: BinaryInteger {
    /// The case whose raw value is `rawValue`, or `fallback` when the simulation declares none,
    /// which it then says in the current simulation's trace: never `nil`, as the initializer of
    /// one of UIKit's Objective-C enums on iOS, which takes any raw value.
    ///
    /// `kbsim port` writes it for `init(rawValue:)` of the simulation's UIKit enums with an
    /// integer raw type, naming as `fallback` the enum's case whose raw value is 0, or its first
    /// case when it has no such case; the initializer stays failable so that code written for
    /// `init(rawValue:)` (`!`, `if let`, `??`) compiles unchanged. On iOS the value would keep
    /// the raw value it was given; here it is `fallback`, whose `rawValue` is its own.
    ///
    ///     let back = UIBarButtonItem.SystemItem(rawValue: 101, ifUnknown: .done)!
    ///     // back == .done; the trace: "UIBarButtonItem.SystemItem(rawValue: 101): no case of the
    ///     // simulation's UIKit has that raw value (iOS takes any raw value of an Objective-C enum);
    ///     // simulated as .done (raw value 0)"
    public init?(rawValue: RawValue, ifUnknown fallback: Self) {
        if let known = Self(rawValue: rawValue) {
            self = known
            return
        }
        self = fallback
        CurrentSimulation.diagnosticFromAnyThread(
            "\(Self.uikitName)(rawValue: \(rawValue)): no case of the simulation's UIKit has that raw value (iOS takes any "
                + "raw value of an Objective-C enum); simulated as .\(fallback) (raw value \(fallback.rawValue))")
    }

    /// The type's name as UIKit code writes it: `UIBarButtonItem.SystemItem`, without the module.
    private static var uikitName: String {
        let name = String(reflecting: Self.self)
        guard let dot = name.firstIndex(of: ".") else { return name }
        return String(name[name.index(after: dot)...])
    }
}
