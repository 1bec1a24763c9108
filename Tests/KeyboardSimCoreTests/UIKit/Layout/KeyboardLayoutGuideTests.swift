import Foundation
import Testing
import KeyboardSimCore

/// An edit view pinned to the keyboard layout guide, and an image that moves away from a
/// floating keyboard: the keyboard-layout-guide technique's screen, in miniature.
private final class GuideController: UIViewController {
    let field = UITextField()
    let editView = UIView()
    let image = UIImageView(imageSize: CGSize(width: 100, height: 100))
    var imageOnLeading: NSLayoutConstraint!
    var imageOnTrailing: NSLayoutConstraint!

    override func viewDidLoad() {
        super.viewDidLoad()
        editView.accessibilityIdentifier = "editView"
        field.accessibilityIdentifier = "nameField"
        image.accessibilityIdentifier = "image"
        for view in [editView, image] {
            view.translatesAutoresizingMaskIntoConstraints = false
            self.view.addSubview(view)
        }
        field.translatesAutoresizingMaskIntoConstraints = false
        editView.addSubview(field)
        let guide = view.keyboardLayoutGuide
        NSLayoutConstraint.activate([
            editView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            editView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            editView.heightAnchor.constraint(equalToConstant: 50),
            editView.bottomAnchor.constraint(equalTo: guide.topAnchor),
            field.leadingAnchor.constraint(equalTo: editView.leadingAnchor, constant: 8),
            field.trailingAnchor.constraint(equalTo: editView.trailingAnchor, constant: -8),
            field.centerYAnchor.constraint(equalTo: editView.centerYAnchor),
            image.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
        ])
        imageOnLeading = image.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20)
        imageOnTrailing = image.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20)
        // Away from a keyboard near the leading edge, the image goes to the trailing side.
        guide.setConstraints([imageOnTrailing], activeWhenNearEdge: .leading)
        guide.setConstraints([imageOnLeading], activeWhenAwayFrom: .leading)
    }
}

/// Apple's sample: every constraint that places the edit view against the guide goes through
/// `setConstraints` — above the keyboard while it is away from the top, below it when an undocked
/// keyboard is near the top. None is activated directly.
private final class TrackedOnlyController: UIViewController {
    let field = UITextField()
    let editView = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        editView.translatesAutoresizingMaskIntoConstraints = false
        field.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(editView)
        editView.addSubview(field)
        NSLayoutConstraint.activate([
            editView.heightAnchor.constraint(equalToConstant: 50),
            field.leadingAnchor.constraint(equalTo: editView.leadingAnchor, constant: 8),
            field.trailingAnchor.constraint(equalTo: editView.trailingAnchor, constant: -8),
            field.centerYAnchor.constraint(equalTo: editView.centerYAnchor),
        ])
        let guide = view.keyboardLayoutGuide
        guide.followsUndockedKeyboard = true
        guide.setConstraints(
            [
                editView.bottomAnchor.constraint(equalTo: guide.topAnchor),
                editView.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
                editView.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            ], activeWhenAwayFrom: .top)
        guide.setConstraints(
            [
                editView.topAnchor.constraint(equalTo: guide.bottomAnchor),
                editView.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
                editView.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            ], activeWhenNearEdge: .top)
    }
}

@MainActor @Suite("UIKeyboardLayoutGuide")
struct KeyboardLayoutGuideTests {
    private func make(_ device: Device = .iPad97) -> (Simulation, GuideController) {
        let sim = Simulation(device: device)
        let controller = GuideController()
        sim.window.rootViewController = controller
        return (sim, controller)
    }

    @Test("hidden: at the bottom with the height of the bottom safe area; docked: the keyboard's top")
    func docked() {
        let (sim, controller) = make(.iPhone11Pro)
        sim.advance(by: .zero)
        #expect(controller.editView.frame == CGRect(x: 0, y: 728, width: 375, height: 50), "812 − 34 safe area − 50")
        controller.field.becomeFirstResponder()
        sim.advance(by: .seconds(1))
        #expect(controller.view.keyboardLayoutGuide.layoutFrame == CGRect(x: 0, y: 477, width: 375, height: 335))
        #expect(controller.editView.frame == CGRect(x: 0, y: 427, width: 375, height: 50))
        #expect(controller.view.keyboardLayoutGuide.nearEdges == [.bottom])
        controller.field.resignFirstResponder()
        sim.advance(by: .seconds(1))
        #expect(controller.editView.frame.maxY == 778)
    }

    @Test("tracking constraints activate when they are the only constraints on the guide (Apple's sample)")
    func trackedOnly() {
        let sim = Simulation(device: .iPhone11Pro)
        let controller = TrackedOnlyController()
        sim.window.rootViewController = controller
        sim.advance(by: .zero)
        #expect(controller.editView.frame == CGRect(x: 0, y: 728, width: 375, height: 50), "812 − 34 safe area − 50")
        #expect(!controller.editView.hasAmbiguousLayout)
        controller.field.becomeFirstResponder()
        sim.advance(by: .seconds(1))
        #expect(controller.editView.frame == CGRect(x: 0, y: 427, width: 375, height: 50), "on the keyboard's top, 477")
        controller.field.resignFirstResponder()
        sim.advance(by: .seconds(1))
        #expect(controller.editView.frame == CGRect(x: 0, y: 728, width: 375, height: 50))
        #expect(sim.diagnostics.isEmpty, "\(sim.diagnostics)")
    }

    @Test("tracking constraints set after the view is in a window take part too")
    func trackedAfterJoiningWindow() {
        let sim = Simulation(device: .iPhone11Pro)
        let controller = UIViewController()
        sim.window.rootViewController = controller
        sim.advance(by: .zero)
        let bar = UIView()
        bar.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(bar)
        let guide = controller.view.keyboardLayoutGuide
        bar.heightAnchor.constraint(equalToConstant: 44).isActive = true
        guide.setConstraints(
            [
                bar.bottomAnchor.constraint(equalTo: guide.topAnchor),
                bar.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
                bar.trailingAnchor.constraint(equalTo: controller.view.trailingAnchor),
            ], activeWhenAwayFrom: .top)
        sim.advance(by: .zero)
        #expect(bar.frame == CGRect(x: 0, y: 734, width: 375, height: 44))
    }

    @Test("usesBottomSafeArea = false ties the hidden guide to the view's bottom")
    func withoutSafeArea() {
        let (sim, controller) = make(.iPhone11Pro)
        controller.view.keyboardLayoutGuide.usesBottomSafeArea = false
        sim.advance(by: .zero)
        #expect(controller.editView.frame.maxY == 812)
    }

    /// Every row of the facts' near/away table, on an iPad with followsUndockedKeyboard.
    @Test("near and away per keyboard mode")
    func nearAway() {
        let (sim, controller) = make()
        let guide = controller.view.keyboardLayoutGuide
        guide.followsUndockedKeyboard = true
        controller.field.becomeFirstResponder()
        sim.advance(by: .seconds(1))
        // Docked: near bottom only.
        #expect(guide.nearEdges == [.bottom])
        #expect(guide.layoutFrame == CGRect(x: 0, y: 711, width: 768, height: 313))
        #expect(controller.imageOnLeading.isActive && !controller.imageOnTrailing.isActive)
        // Undocked: away from leading, trailing and bottom; top only when dragged near it.
        sim.keyboard.undock()
        sim.advance(by: .seconds(1))
        #expect(guide.layoutFrame == CGRect(x: 0, y: 561, width: 768, height: 313))
        #expect(guide.nearEdges == [])
        #expect(controller.editView.frame.maxY == 561, "the edit view follows the undocked keyboard")
        sim.keyboard.drag(dy: -541)
        sim.advance(by: .zero)
        #expect(guide.nearEdges == [.top])
        // Split: the same edges as undocked.
        sim.keyboard.split()
        sim.advance(by: .zero)
        #expect(guide.nearEdges == [.top])
        // Floating: each edge by distance; an image moves away from a keyboard at the leading edge.
        sim.keyboard.float()
        sim.advance(by: .seconds(1))
        #expect(guide.layoutFrame == CGRect(x: 224, y: 670, width: 320, height: 254))
        #expect(guide.nearEdges == [])
        #expect(controller.image.frame.minX == 20)
        sim.keyboard.drag(dx: -224, dy: -200)
        sim.advance(by: .zero)
        #expect(guide.nearEdges == [.leading])
        #expect(controller.imageOnTrailing.isActive && !controller.imageOnLeading.isActive)
        #expect(controller.image.frame.maxX == 748)
        sim.keyboard.drag(dx: 0, dy: 1000)
        sim.advance(by: .zero)
        #expect(guide.nearEdges == [.leading, .bottom])
    }

    @Test("without followsUndockedKeyboard an undocked or floating keyboard counts as dismissed")
    func notFollowing() {
        let (sim, controller) = make()
        let guide = controller.view.keyboardLayoutGuide
        controller.field.becomeFirstResponder()
        sim.advance(by: .seconds(1))
        sim.keyboard.float()
        sim.advance(by: .seconds(1))
        #expect(guide.layoutFrame == CGRect(x: 0, y: 1024, width: 768, height: 0))
        #expect(guide.nearEdges == [.bottom])
        #expect(controller.editView.frame.maxY == 1024)
    }

    @Test("hardware keyboard: the guide stands on the shortcuts bar")
    func shortcutsBar() {
        let (sim, controller) = make()
        sim.keyboard.connectHardwareKeyboard()
        controller.field.becomeFirstResponder()
        sim.advance(by: .seconds(1))
        #expect(controller.view.keyboardLayoutGuide.layoutFrame == CGRect(x: 0, y: 969, width: 768, height: 55))
        #expect(controller.view.keyboardLayoutGuide.nearEdges == [.bottom])
        #expect(controller.editView.frame.maxY == 969)
    }
}
