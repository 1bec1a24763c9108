extension ScenarioRunner {
    /// Replays each scenario in a simulation of its own, one after another on the main actor
    /// (UIKit's types are main-actor isolated, as on iOS), and returns the results in the
    /// scenarios' order.
    static func run(_ scenarios: [Scenario], screen: ScreenUnderTest) -> [ScenarioResult] {
        scenarios.map { run($0, framesPerSecond: nil, screen: screen) }
    }
}
