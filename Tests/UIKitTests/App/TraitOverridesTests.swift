import Foundation
import KeyboardSim
import Testing
import UIKit

/// A view that records the trait changes it is told.
private final class TraitLogView: UIView {
    var told: [UIUserInterfaceStyle] = []
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        told.append(traitCollection.userInterfaceStyle)
    }
}

/// A controller that records the trait changes it is told.
private final class TraitLogController: UIViewController {
    var told: [UIUserInterfaceSizeClass] = []
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        told.append(traitCollection.horizontalSizeClass)
    }
}

/// Trait overrides (issue 43): `traitOverrides` on views, controllers and the window scene,
/// `overrideUserInterfaceStyle`, `setOverrideTraitCollection(_:forChild:)`, resolved down the
/// hierarchy as UIKit does, with `traitCollectionDidChange(_:)` for what they change.
@MainActor @Suite("Trait overrides: views, controllers, children, the scene")
struct TraitOverridesTests {
    private func screen() -> (Simulation, UIViewController) { shownScreen(UIViewController()) }

    @Test("a view's override reaches it and its subviews, not its siblings; removing it restores the window's; each is told")
    func viewOverrides() {
        let (sim, controller) = screen()
        defer { withExtendedLifetime(sim) {} }
        let card = TraitLogView(), label = TraitLogView(), sibling = TraitLogView()
        controller.view.addSubview(card)
        card.addSubview(label)
        controller.view.addSubview(sibling)
        #expect(card.traitCollection.userInterfaceStyle == .light)
        card.traitOverrides.userInterfaceStyle = .dark
        #expect(card.traitOverrides.contains(UITraitUserInterfaceStyle.self) && !card.traitOverrides.contains(UITraitLayoutDirection.self))
        #expect(card.traitCollection.userInterfaceStyle == .dark && label.traitCollection.userInterfaceStyle == .dark)
        #expect(sibling.traitCollection.userInterfaceStyle == .light && controller.traitCollection.userInterfaceStyle == .light)
        #expect(card.traitCollection.horizontalSizeClass == .compact, "the traits not overridden are inherited")
        #expect(card.told == [.dark] && label.told == [.dark] && sibling.told.isEmpty)
        card.traitOverrides.remove(UITraitUserInterfaceStyle.self)
        #expect(label.traitCollection.userInterfaceStyle == .light && label.told == [.dark, .light])
        label.overrideUserInterfaceStyle = .dark
        #expect(label.traitCollection.userInterfaceStyle == .dark && card.traitCollection.userInterfaceStyle == .light)
    }

    @Test("a controller's style reaches its view, its subviews and its children; the deeper override wins")
    func controllerStyle() {
        let (sim, controller) = screen()
        defer { withExtendedLifetime(sim) {} }
        let child = UIViewController()
        controller.addChild(child)
        controller.view.addSubview(child.view)
        child.didMove(toParent: controller)
        let field = UITextField()
        child.view.addSubview(field)
        controller.overrideUserInterfaceStyle = .dark
        #expect(controller.traitCollection.userInterfaceStyle == .dark && controller.view.traitCollection.userInterfaceStyle == .dark)
        #expect(child.traitCollection.userInterfaceStyle == .dark && field.traitCollection.userInterfaceStyle == .dark)
        child.traitOverrides.userInterfaceStyle = .light
        #expect(child.traitCollection.userInterfaceStyle == .light && field.traitCollection.userInterfaceStyle == .light)
        #expect(controller.traitCollection.userInterfaceStyle == .dark)
    }

    @Test("setOverrideTraitCollection(_:forChild:) gives the child the traits it specifies, and tells it")
    func forChild() {
        let (sim, controller) = screen()
        defer { withExtendedLifetime(sim) {} }
        let child = TraitLogController()
        controller.addChild(child)
        controller.view.addSubview(child.view)
        child.didMove(toParent: controller)
        controller.setOverrideTraitCollection(UITraitCollection(horizontalSizeClass: .regular), forChild: child)
        #expect(child.traitCollection.horizontalSizeClass == .regular && child.view.traitCollection.horizontalSizeClass == .regular)
        #expect(child.traitCollection.verticalSizeClass == .regular, "the rest inherited: an iPhone SE in portrait")
        #expect(controller.traitCollection.horizontalSizeClass == .compact)
        #expect(child.told == [.regular])
        #expect(controller.overrideTraitCollection(forChild: child)?.horizontalSizeClass == .regular)
    }

    @Test("a rotation tells only the views whose traits change, each with its own previous traits")
    func rotationWithOverride() {
        let (sim, controller) = screen()
        let pinned = TraitLogView(), free = TraitLogView()
        controller.view.addSubview(pinned)
        controller.view.addSubview(free)
        let sizeLog = TraitLogController()
        controller.addChild(sizeLog)
        controller.view.addSubview(sizeLog.view)
        sizeLog.didMove(toParent: controller)
        pinned.traitOverrides.verticalSizeClass = .regular
        pinned.overrideUserInterfaceStyle = .dark
        pinned.told = []
        final class PreviousLog: UIView {
            var previous: [UITraitCollection?] = []
            override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
                previous.append(previousTraitCollection)
            }
        }
        let dark = PreviousLog()
        dark.overrideUserInterfaceStyle = .dark
        controller.view.addSubview(dark)
        sim.rotate(to: .landscapeRight)
        #expect(free.traitCollection.verticalSizeClass == .compact && free.told == [.light])
        #expect(pinned.traitCollection.verticalSizeClass == .regular && pinned.told.isEmpty, "its override pins the trait that changed")
        let previousStyles = dark.previous.compactMap { $0?.userInterfaceStyle }
        #expect(previousStyles == [.dark], "the previous traits are the view's own, not the window's")
        #expect(
            sizeLog.told == [.compact], "an iPhone SE is compact wide in landscape too; the controller is told its vertical class changed")
    }

    @Test("a window's style reaches every view in it; the scene and the app's layout direction keep theirs")
    func windowStyle() throws {
        let (sim, controller) = screen()
        sim.window.overrideUserInterfaceStyle = .dark
        #expect(controller.view.traitCollection.userInterfaceStyle == .dark && controller.traitCollection.userInterfaceStyle == .dark)
        let scene = try #require(sim.window.windowScene)
        #expect(scene.traitCollection.userInterfaceStyle == .light, "the scene is above the window")
        sim.window.traitOverrides.layoutDirection = .rightToLeft
        #expect(controller.view.traitCollection.layoutDirection == .rightToLeft)
        #expect(sim.application.userInterfaceLayoutDirection == .leftToRight, "the app's direction follows its language")
    }

    @Test("the window scene's overrides reach every view in its window")
    func sceneOverrides() throws {
        let (sim, controller) = screen()
        let scene = try #require(sim.window.windowScene)
        scene.traitOverrides.preferredContentSizeCategory = .accessibilityLarge
        #expect(controller.view.traitCollection.preferredContentSizeCategory == .accessibilityLarge)
        #expect(scene.traitCollection.preferredContentSizeCategory == .accessibilityLarge)
        scene.traitOverrides.remove(UITraitPreferredContentSizeCategory.self)
        #expect(controller.view.traitCollection.preferredContentSizeCategory == .large)
    }
}
