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
        namedViews(
            technique: technique, inlineScreen: inlineScreen, storyboardScreen: storyboardScreen, device: device,
            orientation: orientation, profile: profile, pushed: screens
        ).map { ($0.screen, $0.fields) }
    }

    /// The names steps can use, by the screen they are on (`focusableFields`): the fields a
    /// `focus` or `keyboardType` step names, and every named view, which a `tap` names (the
    /// screen's root view, its fields, buttons and the rest), in the order the screen holds them.
    @MainActor static func namedViews(
        technique: TechniqueConfiguration, inlineScreen: InlineScreen?, storyboardScreen: StoryboardScreen? = nil, device: Device,
        orientation: UIInterfaceOrientation, profile: BehaviorProfile,
        pushed screens: [String]
    ) -> [(screen: String, fields: [String], views: [String])] {
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
                    fields: fieldNames(in: controller.view), views: viewNames(in: controller.view)
                )
            ]
            for screen in screens where !found.contains(where: { $0.screen == screen }) {
                let other = ScreenCatalog.makeController(screen)
                other.loadViewIfNeeded()
                found.append((screen, fieldNames(in: other.view), viewNames(in: other.view)))
            }
            return found
        }
    }

    /// The identifiers of the views under `root` (and of `root`), in order.
    @MainActor private static func viewNames(in root: UIView) -> [String] {
        var names: [String] = []
        for view in root.subtree {
            if let name = view.accessibilityIdentifier, !names.contains(name) { names.append(name) }
        }
        return names
    }

    /// The identifiers of the views under `root` that can become first responder, in order.
    @MainActor private static func fieldNames(in root: UIView) -> [String] {
        var names: [String] = []
        for view in root.subtree where view.canBecomeFirstResponder {
            if let name = view.accessibilityIdentifier, !names.contains(name) { names.append(name) }
        }
        return names
    }

    /// Refuses a `focus` or `keyboardType` step naming a field no screen of the scenario has, at
    /// the step's `field` (`$.steps[2].field: no field "ghost" on … ; the fields are …`), and a
    /// `tap` naming a view none has, at its `view`. Whether the name is on the *visible* screen at
    /// the step's time is the replay's to say (`stepsThatCouldNotAct`).
    @MainActor static func checkFieldNames(
        _ reader: Reader, stepNodes: [LocatedJSON], steps: [ScenarioStep], technique: TechniqueConfiguration,
        inlineScreen: InlineScreen?, storyboardScreen: StoryboardScreen?, device: Device, orientation: UIInterfaceOrientation,
        profile: BehaviorProfile
    ) throws(ScenarioError) {
        // (the step's index, its key, the name, whether any named view will do or only a field)
        let names = steps.enumerated().compactMap { index, step -> (Int, String, String, Bool)? in
            if let focus = step.action as? FocusStep { return (index, "field", focus.field, false) }
            if let typed = step.action as? KeyboardTypeStep { return (index, "field", typed.field, false) }
            if let tap = step.action as? TapStep { return (index, "view", tap.view, true) }
            return nil
        }
        guard !names.isEmpty else { return }
        let pushed = steps.compactMap { step -> String? in
            if let push = step.action as? PushStep { return push.screen }
            if let present = step.action as? PresentStep { return present.screen }
            return nil
        }
        let screens = namedViews(
            technique: technique, inlineScreen: inlineScreen, storyboardScreen: storyboardScreen, device: device, orientation: orientation,
            profile: profile, pushed: pushed)
        for (index, key, name, anyView) in names {
            let known = anyView ? screens.flatMap(\.views) : screens.flatMap(\.fields)
            guard !known.contains(name) else { continue }
            let path = "$.steps[\(index)].\(key)"
            let node = (try? reader.object(stepNodes[index], path, keys: nil).optional(key)) ?? stepNodes[index]
            let listed = screens.map { screen in
                let names = anyView ? screen.views : screen.fields
                return "\(screen.screen): \(names.isEmpty ? "none" : names.map { "\"\($0)\"" }.joined(separator: ", "))"
            }.joined(separator: "; ")
            let what = anyView ? "view" : "field"
            throw reader.error(
                node, path,
                "no \(what) \"\(name)\" on the scenario's screens\(suggestion(name, known)); the \(anyView ? "named views" : "fields") are \(listed)"
            )
        }
    }
}
