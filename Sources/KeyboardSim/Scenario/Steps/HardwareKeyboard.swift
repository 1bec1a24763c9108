import Foundation

/// `{"do": "hardwareKeyboard", "connected": true}` — a hardware keyboard is connected (on iPad the
/// shortcuts bar replaces the keyboard) or disconnected.
package struct HardwareKeyboardStep: ScenarioStepAction {
    package static let kind = "hardwareKeyboard"
    package static let keys = ["connected"]
    /// Whether the hardware keyboard is connected after the step.
    package var connected: Bool

    /// Connects or disconnects a hardware keyboard.
    package init(connected: Bool) { self.connected = connected }

    package static func decode(_ step: StepReader) throws(ScenarioError) -> HardwareKeyboardStep {
        HardwareKeyboardStep(connected: try step.flag("connected"))
    }

    @MainActor package func perform(in context: StepContext) {
        if connected { context.keyboard.connectHardwareKeyboard() } else { context.keyboard.disconnectHardwareKeyboard() }
    }

    package var summary: String { connected ? "connect a hardware keyboard" : "disconnect the hardware keyboard" }
    package var drivesSimulatedKeyboard: Bool { true }

    package var jsonMembers: [(key: String, value: JSONValue)] { [("connected", .bool(connected))] }
}
