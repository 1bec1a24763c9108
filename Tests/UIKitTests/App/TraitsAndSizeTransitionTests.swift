import Testing
import UIKit
import KeyboardSim

/// A view that logs the traits it is told changed.
private final class TraitView: UIView {
    var log: [String] = []
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        log.append("view \(previousTraitCollection?.verticalSizeClass ?? .unspecified)→\(traitCollection.verticalSizeClass)")
    }
}

/// A controller as apps write one around a rotation: it reads the new size in
/// viewWillTransition, moves alongside it and finishes in the completion; a child is told through
/// `super`.
private final class RotatingController: UIViewController {
    let traitView = TraitView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    let child = ChildController()
    var log: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(traitView)
        addChild(child)
        view.addSubview(child.view)
        child.didMove(toParent: self)
    }

    override func willTransition(to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator) {
        super.willTransition(to: newCollection, with: coordinator)
        log.append("willTransition to \(newCollection.horizontalSizeClass)/\(newCollection.verticalSizeClass)")
    }

    override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        log.append("viewWillTransition to \(Int(size.width))×\(Int(size.height)) from \(Int(view.bounds.width))×\(Int(view.bounds.height))")
        coordinator.animate(
            alongsideTransition: { [self] _ in log.append("alongside at \(Int(view.bounds.width))") },
            completion: { [self] _ in log.append("completion at \(Int(view.bounds.width))") })
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        log.append("traitCollectionDidChange from \(previousTraitCollection?.verticalSizeClass ?? .unspecified)")
    }
}

private final class ChildController: UIViewController {
    var sizes: [CGSize] = []
    override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        sizes.append(size)
    }
}

@MainActor @Suite("Traits, size classes and the size transition of a rotation")
struct TraitsAndSizeTransitionTests {
    @Test(
        "an iPhone is compact wide and regular high in portrait, compact both ways in landscape; a Plus or Max is regular wide in landscape"
    )
    func sizeClasses() {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let controller = UIViewController()
        sim.window.rootViewController = controller
        sim.advance(by: .seconds(1))
        let portrait = controller.traitCollection
        #expect(portrait.horizontalSizeClass == .compact && portrait.verticalSizeClass == .regular)
        #expect(portrait.userInterfaceIdiom == .phone && portrait.displayScale == 2)
        #expect(portrait.userInterfaceStyle == .light && portrait.preferredContentSizeCategory == .large)
        #expect(controller.view.traitCollection == portrait)
        #expect(sim.window.screen.traitCollection == portrait)
        sim.rotate(to: .landscapeLeft)
        sim.advance(by: .seconds(1))
        #expect(controller.traitCollection.horizontalSizeClass == .compact)
        #expect(controller.traitCollection.verticalSizeClass == .compact)

        let max = Simulation(device: .iPhone13ProMax, profile: .iOS17)
        max.window.rootViewController = UIViewController()
        max.rotate(to: .landscapeRight)
        max.advance(by: .seconds(1))
        #expect(max.window.traitCollection.horizontalSizeClass == .regular, "428 points wide: regular in landscape")
        #expect(max.window.traitCollection.verticalSizeClass == .compact)

        let pad = Simulation(device: .iPad10, profile: .iOS17)
        #expect(pad.window.traitCollection.horizontalSizeClass == .regular)
        #expect(pad.window.traitCollection.verticalSizeClass == .regular)
        #expect(pad.window.traitCollection.userInterfaceIdiom == .pad)
    }

    @Test(
        "a rotation: willTransition and viewWillTransition with the old size, children told through super, traits changed before the layout, the completion after it"
    )
    func rotation() {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let controller = RotatingController()
        sim.window.rootViewController = controller
        sim.advance(by: .seconds(1))
        sim.rotate(to: .landscapeLeft)
        sim.advance(by: .seconds(1))
        #expect(
            controller.log == [
                "willTransition to compact/compact", "viewWillTransition to 667×375 from 375×667", "alongside at 667",
                "traitCollectionDidChange from regular", "completion at 667",
            ])
        #expect(controller.traitView.log == ["view regular→compact"])
        #expect(controller.child.sizes == [CGSize(width: 667, height: 375)])
    }

    @Test("an iPad rotation changes the size but no size class: viewWillTransition, and no trait change")
    func padRotation() {
        let sim = Simulation(device: .iPad10, profile: .iOS17)
        let controller = RotatingController()
        sim.window.rootViewController = controller
        sim.advance(by: .seconds(1))
        sim.rotate(to: .landscapeLeft)
        sim.advance(by: .seconds(1))
        #expect(controller.log.count == 3)
        #expect(controller.log.first?.hasPrefix("viewWillTransition to 1180×820") == true)
        #expect(controller.traitView.log.isEmpty)
    }

    @Test("trait collections compare and combine their specified traits; a screen is equal only to itself")
    func collections() {
        let compact = UITraitCollection(horizontalSizeClass: .compact)
        let combined = UITraitCollection(traitsFrom: [compact, UITraitCollection(verticalSizeClass: .regular)])
        #expect(combined.horizontalSizeClass == .compact && combined.verticalSizeClass == .regular)
        #expect(combined.containsTraits(in: compact))
        #expect(!compact.containsTraits(in: combined))
        #expect(UITraitCollection() == UITraitCollection())
        #expect(UIContentSizeCategory.accessibilityMedium > .extraExtraExtraLarge)
        #expect(UIContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        #expect(sim.window.screen.isEqual(sim.window.screen))
        #expect(!sim.window.screen.isEqual(nil))
    }
}
