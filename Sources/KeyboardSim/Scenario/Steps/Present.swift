import Foundation

/// `{"do": "present", "screen": "detail", "style": "sheet"}` — the navigation controller presents
/// a screen (animated) full screen (the default) or as a page sheet.
package struct PresentStep: ScenarioStepAction {
    /// How the screen is presented, as a file spells it.
    package enum Style: String, Sendable, CaseIterable {
        /// Covers the presenter.
        case fullScreen
        /// A page sheet: the presenter stays on screen.
        case sheet
    }

    package static let kind = "present"
    package static let keys = ["screen", "style"]
    /// The catalogue screen presented (`kbsim list screens`).
    package var screen: String
    /// How it is presented.
    package var style: Style

    /// Presents `screen` in `style`.
    package init(screen: String, style: Style = .fullScreen) {
        self.screen = screen
        self.style = style
    }

    package static func decode(_ step: StepReader) throws(ScenarioError) -> PresentStep {
        let style =
            try step.optional("style").map { node throws(ScenarioError) in
                Style(rawValue: try step.enumeration(node, "style", Style.allCases.map(\.rawValue))) ?? .fullScreen
            } ?? .fullScreen
        return PresentStep(screen: try step.screen("screen"), style: style)
    }

    @MainActor package func perform(in context: StepContext) {
        guard let navigation = context.navigation else { return context.couldNotAct("present: the screens were released") }
        let controller = ScreenCatalog.makeController(screen)
        controller.modalPresentationStyle = style == .fullScreen ? .fullScreen : .pageSheet
        navigation.present(controller, animated: true)
    }

    package var summary: String { "present \(screen)\(style == .fullScreen ? " full screen" : " as a sheet")" }

    package var jsonMembers: [(key: String, value: JSONValue)] {
        [("screen", .string(screen))] + (style != .fullScreen ? [("style", .string(style.rawValue))] : [])
    }
}
