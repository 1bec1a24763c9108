/// A number with where it comes from: observed on real devices (a public log or document
/// shows it) or chosen by KeyboardSim where no public trace was found. Every table the tool prints
/// shows unconfirmed values as such.
public struct Measured<Value: Hashable & Sendable>: Hashable, Sendable {
    /// The value itself.
    public var value: Value
    /// `nil` when confirmed; otherwise why this value was chosen.
    public var unconfirmedReason: String?
    /// Where a confirmed value was observed.
    public var source: String

    /// A value observed on devices (`source` says where).
    public static func confirmed(_ value: Value, _ source: String) -> Measured {
        Measured(value: value, unconfirmedReason: nil, source: source)
    }

    /// A value KeyboardSim chose without a public trace.
    public static func unconfirmed(_ value: Value, _ reason: String) -> Measured {
        Measured(value: value, unconfirmedReason: reason, source: "")
    }

    /// Whether the value was observed (not chosen).
    public var isConfirmed: Bool { unconfirmedReason == nil }
}

extension Measured: CustomStringConvertible where Value == Double {
    /// `260` or `194 (unconfirmed)`.
    public var description: String {
        isConfirmed ? formatNumber(value) : "\(formatNumber(value)) (unconfirmed)"
    }
}
