import Foundation

/// An invalid scenario file: where (file, line:column, JSON path) and what was expected.
public struct ScenarioError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The scenario file's path, as given.
    public var file: String
    /// Where in the file, when known.
    public var position: SourcePosition?
    /// The JSON path of the value at fault (`$.steps[3].do`).
    public var path: String
    /// What was expected, and how to fix it.
    public var message: String
    /// Whether a file the scenario names (a storyboard) cannot be read: `kbsim` exits 66 for
    /// it, as for a scenario file it cannot read, and 65 for any other invalid scenario.
    public var cannotReadInput = false

    /// `file:line:column: $.steps[3].do: unknown step "dismis" (did you mean "dismissKeyboard"?)`
    public var description: String {
        "\(file):\(position.map { "\($0.line):\($0.column)" } ?? "1:1"): \(path): \(message)"
    }
}

/// One scenario file: a screen and a keyboard-avoidance technique on a device, a timeline of
/// events, and the verdicts expected. `Scenarios/README.md` is the format's reference.
public struct Scenario: Sendable {
    /// The file's path, as given (the run header prints it).
    public var file: String
    /// What the scenario shows, in a sentence.
    public var title: String
    /// The simulated device.
    public var device: Device
    /// The interface orientation at the start.
    public var orientation: UIInterfaceOrientation
    /// The iOS version's behaviour profile.
    public var profile: BehaviorProfile
    /// A screen id from `ScreenCatalog`, "inline" for a screen described in the file, or
    /// "storyboard" for a storyboard's scene.
    public var screen: String
    /// The screen described in the file, when `screen` is "inline".
    public var inlineScreen: InlineScreen? = nil
    /// The storyboard scene the file names, when `screen` is "storyboard".
    public var storyboardScreen: StoryboardScreen? = nil
    /// The technique on screen and its options.
    public var technique: TechniqueConfiguration
    /// The timeline, in time order.
    public var steps: [ScenarioStep]
    /// The verdicts expected; none makes the run `UNCHECKED`.
    public var expectations: [Expectation]
    /// Display frames per second, when the file sets it (else the device's).
    public var framesPerSecond: Int?
    /// Who drives the keyboard: the simulation, or the file's logged `post` steps.
    public var keyboard: KeyboardMode = .simulated
    /// Where the scenario's notifications were logged (a URL, a bug report), when it replays one.
    public var source: String? = nil

    /// Who moves the keyboard and posts its notifications.
    public enum KeyboardMode: String, Sendable, CaseIterable {
        /// The simulated keyboard reacts to focus and system events and posts iOS's
        /// notifications; `post` steps may add logged ones.
        case simulated
        /// A logged replay: only the `post` steps move the keyboard; focus changes post nothing
        /// and keyboard events are refused.
        case logged
    }

    /// The latest instant a step may have, and the most steps a file may hold: scenarios are
    /// replayed in full, so they are bounded (100,000 steps: a long device log's notifications;
    /// reading and replaying cost time and memory in proportion to the steps).
    public static let maximumTime = 600.0
    /// The most steps a scenario may have.
    public static let maximumSteps = 100_000

    /// The keys a scenario file may have at its top level, in the order `jsonText` writes them
    /// (`Scenarios/scenario.schema.json` lists the same; `SchemaTests` keeps them equal).
    static let keys = [
        "title", "source", "device", "orientation", "ios", "simulator", "sdk", "keyboard", "screen", "technique", "steps", "expect", "fps",
    ]

    /// How long the replay runs: to the last step, then `ScenarioRunner.settleTime`.
    public var duration: Double { (steps.last?.at ?? 0) + ScenarioRunner.settleTime }
}

extension Scenario {
    /// A scenario built in code (the matrix's cells, the replay benchmark, `kbsim import`): the
    /// technique's own screen, steps without a place in a file.
    package init(
        generated name: String, title: String, device: Device, orientation: UIInterfaceOrientation, profile: BehaviorProfile,
        technique: TechniqueConfiguration, steps: [(at: Double, action: any ScenarioStepAction)],
        expectations: [Expectation], framesPerSecond: Int? = nil
    ) {
        let origin = SourcePosition(line: 1, column: 1)
        self.init(
            file: name, title: title, device: device, orientation: orientation, profile: profile,
            screen: TechniqueCatalog.entry(for: technique.name).screen,
            technique: technique, steps: steps.map { ScenarioStep(at: $0.at, action: $0.action, position: origin) },
            expectations: expectations, framesPerSecond: framesPerSecond)
    }
}

/// An event at a time: a step of the scenario's timeline.
public struct ScenarioStep: Sendable {
    /// When the step acts, in seconds from the start.
    public var at: Double
    /// What the step does (one type per kind of step, in `Scenario/Steps/`).
    package var action: any ScenarioStepAction
    /// Where the step is in its file.
    public var position: SourcePosition

    /// The step's `do` in the scenario file (`"focus"`, `"rotate"`, …).
    public var kind: String { action.kind }
    /// What the step does, in words (`kbsim explain` heads its part of the story with this).
    public var summary: String { action.summary }

    /// A step acting at `at` seconds, from `position` in its file.
    package init(at: Double, action: any ScenarioStepAction, position: SourcePosition) {
        self.at = at
        self.action = action
        self.position = position
    }
}
