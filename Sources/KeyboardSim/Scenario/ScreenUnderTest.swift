import Foundation

/// What a replay puts on the screen and how it judges it: a built-in technique's controller,
/// made from the scenario's technique, or a controller of yours (``ControllerUnderTest``).
///
/// The runner asks it for the controller, sets that as the root of a navigation controller
/// with its bar hidden, lets it appear, then asks it which field the scenario's `nameField`
/// is and which views the trace follows. Everything after that — steps, frames, verdicts — is
/// the same for every screen.
@MainActor package struct ScreenUnderTest {
    /// The technique and its options, as the run header shows them.
    var options: @MainActor (Scenario) -> RunHeader.TechniqueOptions
    /// How close to the keyboard the primary field must stand, and whether exactly.
    var gap: @MainActor (Scenario) -> ControllerUnderTest.Gap
    /// Makes the controller for one replay.
    var make: @MainActor (Scenario, TechniqueEnvironment) -> UIViewController
    /// Once the controller's view has appeared: the accessibility identifier of the field the
    /// scenario calls `nameField`, or nil when there is none (the replay then fails, saying so).
    var primaryField: @MainActor (UIViewController) -> String?
    /// The views the trace records frames of, by their accessibility identifiers.
    var namedViews: @MainActor (UIViewController) -> [UIView]
    /// The module whose storyboards, xibs and asset catalogs (its `kbsim-port.txt`) the replay's
    /// simulation searches: a ``ControllerUnderTest``'s maker's; none for a built-in technique.
    var portedDocumentsModule: String? = nil

    /// The name scenario files and the matrix give the field a technique keeps clear of the keyboard.
    nonisolated static let scenarioFieldName = TechniqueCatalog.primaryField.name

    /// The scenario's technique from the catalogue; `make` builds its controller (the replay
    /// benchmark builds a bigger screen this way).
    package static func technique(
        make: @escaping @MainActor (TechniqueConfiguration, TechniqueEnvironment) -> TechniqueController = TechniqueCatalog.makeController(
            _:environment:)
    ) -> ScreenUnderTest {
        ScreenUnderTest(
            options: { $0.header(framesPerSecond: 0).technique },
            gap: { scenario in
                let exact = TechniqueCatalog.entry(for: scenario.technique.name).keepsExactGap
                return exact ? .exactly(scenario.technique.gap) : .atLeast(scenario.technique.gap)
            },
            make: { scenario, environment in
                let technique = make(scenario.technique, environment)
                technique.inlineScreen = scenario.inlineScreen
                technique.storyboardScreen = scenario.storyboardScreen
                return technique
            },
            primaryField: { _ in scenarioFieldName },
            namedViews: { ($0 as? TechniqueController)?.namedViews ?? [] })
    }
}
