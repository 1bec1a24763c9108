import Foundation

/// `{"do": "stageManager", "window": [60, 200, 700, 720]}` — iPad, iPadOS 16 and later: the app's
/// window becomes a Stage Manager window with this frame on the screen (`[x, y, width, height]`
/// in screen points); `"window": null` gives it the whole screen again. The keyboard stays at
/// the bottom of the screen. A frame is refused where the device is an iPhone, the iOS version
/// is before 16, or it leaves the screen of the orientation at that step; `null` is taken
/// anywhere (the window already fills the screen there).
package struct StageManagerStep: ScenarioStepAction {
    package static let kind = "stageManager"
    package static let keys = ["window"]
    /// The window's frame on the screen; nil: the whole screen.
    package var window: CGRect?

    /// Places the window at `window` (nil: the whole screen).
    package init(window: CGRect?) { self.window = window }

    package static func decode(_ step: StepReader) throws(ScenarioError) -> StageManagerStep {
        let node = try step.required("window")
        if case .null = node.value { return StageManagerStep(window: nil) }
        let numbers = try step.reader.array(node, "\(step.path).window", of: "numbers")
        guard numbers.count == 4 else {
            throw step.error(node, "window", "expected [x, y, width, height] in screen points, or null for the whole screen")
        }
        var values: [Double] = []
        for (index, number) in numbers.enumerated() { values.append(try step.number(number, at: "window[\(index)]", 0...10_000)) }
        return StageManagerStep(window: CGRect(x: values[0], y: values[1], width: values[2], height: values[3]))
    }

    @MainActor package func perform(in context: StepContext) {
        let simulation = context.simulation
        if let window,
            let problem = Simulation.windowPlacementProblem(
                window, device: simulation.device, profile: simulation.profile, screen: simulation.screen.bounds)
        {
            context.recordFailure("stageManager: \(problem)")
            return
        }
        simulation.placeWindow(window)
    }

    package var summary: String {
        window.map { "Stage Manager: the app's window at \($0.uiKitDescription) on the screen" }
            ?? "Stage Manager: the app's window fills the screen"
    }

    package var jsonMembers: [(key: String, value: JSONValue)] { [("window", window.map(JSONValue.rect) ?? .null)] }
}
