import Testing
import UIKit
import KeyboardSim

/// A controller that counts its trait changes.
private final class TraitCountingController: UIViewController {
    private(set) var changes = 0
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        changes += 1
    }
}

/// Trait overrides and presentations (iOS 17). Apple's trait hierarchy runs window scene, window,
/// presentation controller, view controller, view
/// (https://developer.apple.com/documentation/uikit/traits-and-the-trait-environment): a presented
/// controller inherits through its presentation controller from the window, not from the
/// controller that presented it.
@MainActor
@Suite("traitOverrides across a presentation: the presentation controller's reach the presented controller; the presenter's do not")
struct PresentationTraitOverridesTests {
    private func presented(style: UIModalPresentationStyle) -> (Simulation, UIViewController, TraitCountingController) {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let presenter = UIViewController()
        sim.window.rootViewController = presenter
        sim.advance(by: .seconds(1))
        let sheet = TraitCountingController()
        sheet.modalPresentationStyle = style
        presenter.present(sheet, animated: false)
        sim.advance(by: .seconds(1))
        return (sim, presenter, sheet)
    }

    @Test(
        "the presenter's traitOverrides stay with it: the presented controller and its views keep the window's",
        arguments: [
            UIModalPresentationStyle.fullScreen, .pageSheet,
        ])
    func presenterOverridesDoNotReach(style: UIModalPresentationStyle) {
        let (sim, presenter, sheet) = presented(style: style)
        #expect(sheet.view.window === sim.window && sheet.presentingViewController === presenter, "presented")
        presenter.traitOverrides.userInterfaceStyle = .dark
        #expect(presenter.traitCollection.userInterfaceStyle == .dark)
        #expect(sheet.traitCollection.userInterfaceStyle == sim.window.traitCollection.userInterfaceStyle)
        #expect(sheet.view.traitCollection.userInterfaceStyle != .dark)
    }

    @Test("the presentation controller's traitOverrides reach the presented controller and its views, and it is told")
    func presentationOverridesReach() throws {
        let (sim, _, sheet) = presented(style: .pageSheet)
        #expect(sheet.view.window === sim.window, "presented")
        let label = UIView()
        sheet.view.addSubview(label)
        let presentation = try #require(sheet.presentationController)
        let before = sheet.changes
        presentation.traitOverrides.userInterfaceStyle = .dark
        #expect(presentation.traitCollection.userInterfaceStyle == .dark)
        #expect(sheet.traitCollection.userInterfaceStyle == .dark)
        #expect(label.traitCollection.userInterfaceStyle == .dark)
        #expect(sheet.changes == before + 1, "traitCollectionDidChange once")
        sheet.traitOverrides.userInterfaceStyle = .light
        #expect(label.traitCollection.userInterfaceStyle == .light, "the controller's own override is deeper and wins")
    }
}
