import Foundation

/// `{"do": "hardwareKeyboard", "connected": true}` — a hardware keyboard is connected (on iPad the
/// shortcuts bar replaces the keyboard) or disconnected.
public struct HardwareKeyboardStep: ScenarioStepAction {
    public static let kind = "hardwareKeyboard"
    public static let keys = ["connected"]
    /// Whether the hardware keyboard is connected after the step.
    public var connected: Bool

    /// Connects or disconnects a hardware keyboard.
    public init(connected: Bool) { self.connected = connected }

    public static func decode(_ step: StepReader) throws(ScenarioError) -> HardwareKeyboardStep {
        HardwareKeyboardStep(connected: try step.flag("connected"))
    }

    @MainActor public func perform(in context: StepContext) {
        if connected { context.keyboard.connectHardwareKeyboard() } else { context.keyboard.disconnectHardwareKeyboard() }
    }

    public var summary: String { connected ? "connect a hardware keyboard" : "disconnect the hardware keyboard" }
    public var drivesSimulatedKeyboard: Bool { true }

    public var jsonMembers: [(key: String, value: JSONValue)] { [("connected", .bool(connected))] }
}
