import Foundation

/// Answers what controllers ask of the screen they are shown on (`PresentationGeometry`): the
/// screen's bounds, whether a style covers the presenter (by the iOS version: from iOS 13 an
/// automatic presentation is a sheet), and the window's transitions.
@MainActor final class ScreenGeometry: PresentationGeometry {
    private let screen: UIScreen
    private let profile: BehaviorProfile
    let transitions: ScreenTransitions

    init(screen: UIScreen, profile: BehaviorProfile, transitions: ScreenTransitions) {
        self.screen = screen
        self.profile = profile
        self.transitions = transitions
    }

    var screenBounds: CGRect { screen.bounds }

    func coversPresenter(_ style: UIModalPresentationStyle) -> Bool {
        switch style {
        case .automatic, .none: !profile.automaticPresentationIsSheet
        default: style.kind == .covering
        }
    }
}
