import Foundation

/// What a replay is held to, recorded once its screen is built: the field the technique
/// positions, the fields of the technique's screen, and the gap asked for. With the run header's
/// expectations, it is everything the judge needs that is not a measurement.
public struct JudgedFields: Sendable, Hashable {
    /// The field the technique positions: the scenario's `nameField`, or your controller's field.
    public var primaryField: String
    /// The names of the technique's views, sorted: only their focus is judged at rest points and
    /// for tracking.
    public var fields: [String]
    /// Points asked for between the primary field and the keyboard.
    public var gap: Double
    /// Whether the primary field must stand exactly `gap` above the keyboard (±1), or at least `gap`.
    public var exactGap: Bool

    /// What a replay is judged by, as stated.
    public init(primaryField: String, fields: [String], gap: Double, exactGap: Bool) {
        self.primaryField = primaryField
        self.fields = fields
        self.gap = gap
        self.exactGap = exactGap
    }
}

/// The observer audit's findings when the replay's screens were released, in the words its
/// verdicts quote: one entry per finding.
public struct AuditFindings: Sendable, Hashable {
    /// Registrations still on the center whose controller is gone or released.
    public var registrationsLeftBehind: [String]
    /// Released controllers still alive, with the registrations that retain them.
    public var leakedControllers: [String]
    /// Keyboard posts delivered to a controller that was not visible.
    public var deliveriesWhileHidden: [String]
    /// Posts delivered more than once to one controller.
    public var duplicateDeliveries: [String]

    /// Findings as stated.
    public init(
        registrationsLeftBehind: [String], leakedControllers: [String], deliveriesWhileHidden: [String], duplicateDeliveries: [String]
    ) {
        self.registrationsLeftBehind = registrationsLeftBehind
        self.leakedControllers = leakedControllers
        self.deliveriesWhileHidden = deliveriesWhileHidden
        self.duplicateDeliveries = duplicateDeliveries
    }

    /// The report's findings in words.
    public init(_ report: AuditReport) {
        self.init(
            registrationsLeftBehind: report.registrationsLeftBehind.map { "\($0.registration)" },
            leakedControllers: report.leakedControllers.map {
                "\($0.name) retained by \($0.retainedBy.map { "#\($0.id)" }.joined(separator: ", "))"
            },
            deliveriesWhileHidden: report.deliveriesWhileHidden.map(\.description),
            duplicateDeliveries: report.duplicateDeliveries.map { "\($0.name) ×\($0.registrations.count) to \($0.owner)" })
    }
}

extension Double {
    /// The value as a trace's JSON Lines spell it (6 decimals, `formatNumber`), so that a trace
    /// read back from its JSON Lines holds exactly the numbers of the live one and is judged alike:
    /// NaN for a value that is not finite (written `null`, read back as NaN).
    package var traceRounded: Double {
        guard isFinite else { return .nan }
        guard abs(self) < 1e15 else { return self }
        let rounded = (self * 1e6).rounded() / 1e6
        return rounded == 0 ? 0 : rounded
    }
}

extension CGRect {
    /// The rectangle as a trace's JSON Lines spell it (each number to 6 decimals).
    package var traceRounded: CGRect {
        CGRect(
            x: Double(origin.x).traceRounded, y: Double(origin.y).traceRounded,
            width: Double(size.width).traceRounded, height: Double(size.height).traceRounded)
    }
}

extension UIEdgeInsets {
    /// The insets as a trace's JSON Lines spell them (each number to 6 decimals).
    package var traceRounded: UIEdgeInsets {
        UIEdgeInsets(
            top: Double(top).traceRounded, left: Double(left).traceRounded,
            bottom: Double(bottom).traceRounded, right: Double(right).traceRounded)
    }
}

/// Insets from the four numbers a trace spells them with, `[top, left, bottom, right]`
/// (reports read and write traces without naming UIKit's types).
package func traceInsets(_ sides: [Double]) -> UIEdgeInsets {
    UIEdgeInsets(top: sides[0], left: sides[1], bottom: sides[2], right: sides[3])
}

extension UIEdgeInsets {
    /// `[top, left, bottom, right]`, as a trace spells them.
    package var traceSides: [Double] { [top, left, bottom, right].map { Double($0) } }
}
