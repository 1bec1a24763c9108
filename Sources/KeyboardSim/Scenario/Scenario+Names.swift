import Foundation

// MARK: - Names checked before the run

extension Scenario {
    /// The fields a `focus` step can name, by the screen they are on: the technique's screen
    /// (the catalogue's, or the inline one) and the screens the scenario pushes or presents.
    ///
    /// The screens are built, views only, in a simulation of their own that never runs, so the
    /// list is their named views as the replay will make them; a field is a named view that
    /// can become first responder (a text field or an editable text view).
    ///
    ///     focusableFields(technique: config, inlineScreen: nil, device: .iPhoneSE3, pushed: ["detail"])
    ///     // [("login-bottom-field", ["emailField", "nameField"]), ("detail", ["detailField"])]
    @MainActor static func focusableFields(
        technique: TechniqueConfiguration, inlineScreen: InlineScreen?, storyboardScreen: StoryboardScreen? = nil, device: Device,
        orientation: UIInterfaceOrientation, profile: BehaviorProfile,
        pushed screens: [String]
    ) -> [(screen: String, fields: [String])] {
        // A probe of the library's own: it leaves the app's registrations to the replays.
        let sim = Simulation(
            device: device, orientation: orientation, profile: profile, framesPerSecond: nil, keyboard: .simulated,
            handsOverAppRegistrations: false)
        return sim.perform {
            let environment = TechniqueEnvironment(recordNote: { _, _ in }, recordCrash: { _, _ in }, dispatchAsync: { _ in })
            let controller = TechniqueCatalog.makeController(technique, environment: environment)
            controller.inlineScreen = inlineScreen
            controller.storyboardScreen = storyboardScreen
            controller.loadViewIfNeeded()
            var found = [
                (
                    screen: storyboardScreen != nil
                        ? "storyboard" : inlineScreen == nil ? TechniqueCatalog.entry(for: technique.name).screen : "inline",
                    fields: fieldNames(in: controller.view)
                )
            ]
            for screen in screens where !found.contains(where: { $0.screen == screen }) {
                let other = ScreenCatalog.makeController(screen)
                other.loadViewIfNeeded()
                found.append((screen, fieldNames(in: other.view)))
            }
            return found
        }
    }

    /// The identifiers of the views under `root` that can become first responder, in order.
    @MainActor private static func fieldNames(in root: UIView) -> [String] {
        var names: [String] = []
        for view in root.subtree where view.canBecomeFirstResponder {
            if let name = view.accessibilityIdentifier, !names.contains(name) { names.append(name) }
        }
        return names
    }

    /// Refuses a `focus` step naming a field no screen of the scenario has, at the step's
    /// `field` (`$.steps[2].field: no field "ghost" on … ; fields: "emailField", "nameField"`).
    /// Whether the field is on the *visible* screen at the step's time is the replay's to say
    /// (`stepsThatCouldNotAct`).
    @MainActor static func checkFieldNames(
        _ reader: Reader, stepNodes: [LocatedJSON], steps: [ScenarioStep], technique: TechniqueConfiguration,
        inlineScreen: InlineScreen?, storyboardScreen: StoryboardScreen?, device: Device, orientation: UIInterfaceOrientation,
        profile: BehaviorProfile
    ) throws(ScenarioError) {
        let focuses = steps.enumerated().compactMap { index, step in (step.action as? FocusStep).map { (index, $0.field) } }
        guard !focuses.isEmpty else { return }
        let pushed = steps.compactMap { step -> String? in
            if let push = step.action as? PushStep { return push.screen }
            if let present = step.action as? PresentStep { return present.screen }
            return nil
        }
        let screens = focusableFields(
            technique: technique, inlineScreen: inlineScreen, storyboardScreen: storyboardScreen, device: device, orientation: orientation,
            profile: profile, pushed: pushed)
        let known = screens.flatMap(\.fields)
        for (index, field) in focuses where !known.contains(field) {
            let path = "$.steps[\(index)].field"
            let node = (try? reader.object(stepNodes[index], path, keys: nil).optional("field")) ?? stepNodes[index]
            let listed = screens.map { screen in
                "\(screen.screen): \(screen.fields.isEmpty ? "none" : screen.fields.map { "\"\($0)\"" }.joined(separator: ", "))"
            }.joined(separator: "; ")
            throw reader.error(
                node, path, "no field \"\(field)\" on the scenario's screens\(suggestion(field, known)); the fields are \(listed)")
        }
    }
}
