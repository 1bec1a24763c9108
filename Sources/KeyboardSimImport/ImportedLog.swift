import Foundation
import KeyboardSim

/// What `kbsim import` read from a log.
package struct ImportedLog: Sendable {
    /// One keyboard notification read from the log.
    package struct Post: Sendable {
        /// Where it starts in the log.
        package var line: Int
        /// When the replay posts it.
        package var at: Double
        /// Its name, object and userInfo as printed.
        package var notification: LoggedNotification
    }

    /// A rotation between posts (a kbsim trace records them).
    package struct Rotation: Sendable {
        /// When, in seconds from the replay's start.
        package var at: Double
        /// The index of the first post after it.
        package var beforePost: Int
        /// The orientation after it.
        package var to: UIInterfaceOrientation
        /// Where the trace recorded it, to order it among windows placed at the same instant.
        var line = 0
    }

    /// A Stage Manager window placed between posts (a kbsim trace records them).
    package struct WindowPlacement: Sendable {
        /// When, in seconds from the replay's start.
        package var at: Double
        /// The index of the first post after it.
        package var beforePost: Int
        /// The window's frame on the screen; nil: the whole screen.
        package var frame: CGRect?
        /// Where the trace recorded it, to order it among rotations at the same instant.
        var line = 0
    }

    /// The log's path as given (`-` for standard input).
    package var file: String
    /// The keyboard notifications, in the log's order.
    package var posts: [Post]
    /// The rotations between them.
    package var rotations: [Rotation] = []
    /// The Stage Manager windows placed between them (after the rotations of the same place).
    package var windows: [WindowPlacement] = []
    /// The device inferred (or given with `--device`).
    package var device: Device
    /// The orientation at the log's start.
    package var orientation: UIInterfaceOrientation
    /// The iOS version inferred, as its behaviour profile.
    package var profile: BehaviorProfile
    /// What was inferred and why: device, iOS version, times, names taken from context.
    package var findings: [String]
    /// How many lines of the log were read.
    package var linesRead: Int

    /// The logged replay as a scenario: the technique's screen, `nameField` focused when the
    /// first notification arrives, then every notification as a `post` step, with the rotations
    /// a trace recorded between them.
    package func scenario(technique: Technique = .bottomConstant) -> Scenario {
        func rotationSteps(before index: Int) -> [(at: Double, action: any ScenarioStepAction)] {
            let turns: [(at: Double, line: Int, action: any ScenarioStepAction)] = rotations.filter { $0.beforePost == index }.map {
                ($0.at, $0.line, RotateStep(to: $0.to))
            }
            let placed: [(at: Double, line: Int, action: any ScenarioStepAction)] = windows.filter { $0.beforePost == index }.map {
                ($0.at, $0.line, StageManagerStep(window: $0.frame))
            }
            // In time order, and at one instant in the trace's order.
            return (turns + placed).sorted { ($0.at, $0.line) < ($1.at, $1.line) }.map { ($0.at, $0.action) }
        }
        // A rotation before the first notification comes before the focus, in time order.
        var steps = rotationSteps(before: 0)
        steps.append((posts.first?.at ?? 0.5, FocusStep(field: "nameField")))
        for (index, post) in posts.enumerated() {
            if index > 0 { steps += rotationSteps(before: index) }
            steps.append((post.at, PostStep(post.notification)))
        }
        steps += rotationSteps(before: posts.count)
        let name = (file as NSString).lastPathComponent
        var scenario = Scenario(
            generated: file, title: "\(name): \(posts.count) keyboard notification\(posts.count == 1 ? "" : "s") logged on \(device.name)",
            device: device, orientation: orientation, profile: profile, technique: TechniqueConfiguration(name: technique),
            steps: steps, expectations: [])
        scenario.keyboard = .logged
        scenario.source = "kbsim import \(file)"
        return scenario
    }

    /// The logged replay as a scenario file's text (`scenario(technique:)` encoded).
    package func scenarioJSON(technique: Technique = .bottomConstant) -> String {
        scenario(technique: technique).jsonText
    }
}
