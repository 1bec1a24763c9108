import Foundation
import Testing
@testable import KeyboardSimCore

/// A screen whose root view fills the window; the test adds views to `root`.
final class CanvasController: UIViewController {}

/// A simulation with an empty screen. Keep it: the simulation owns the window, and a view
/// whose window is gone no longer lays out (superviews are weak, as in UIKit).
@MainActor struct Canvas {
    let sim: Simulation
    let root: UIView
}

@MainActor private func makeCanvas(
    device: Device = .iPhoneSE3, orientation: UIInterfaceOrientation = .portrait,
    profile: BehaviorProfile = .iOS17
) -> Canvas {
    let sim = Simulation(device: device, orientation: orientation, profile: profile)
    let controller = CanvasController()
    sim.window.rootViewController = controller
    return Canvas(sim: sim, root: controller.view)
}

@MainActor private func named(_ identifier: String, _ view: UIView = UIView()) -> UIView {
    view.accessibilityIdentifier = identifier
    view.translatesAutoresizingMaskIntoConstraints = false
    return view
}

@MainActor @Suite("Auto Layout: anchors, constants and priorities")
struct AnchorTests {
    @Test("anchors relate edges, dimensions and guides")
    func anchors() {
        let canvas = makeCanvas()
        let box = named("box")
        canvas.root.addSubview(box)
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: canvas.root.leadingAnchor, constant: 20),
            box.trailingAnchor.constraint(equalTo: canvas.root.trailingAnchor, constant: -20),
            box.topAnchor.constraint(equalTo: canvas.root.safeAreaLayoutGuide.topAnchor, constant: 10),
            box.heightAnchor.constraint(equalToConstant: 44),
        ])
        canvas.root.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 20, y: 30, width: 335, height: 44))
        let below = named("below")
        canvas.root.addSubview(below)
        NSLayoutConstraint.activate([
            below.topAnchor.constraint(equalToSystemSpacingBelow: box.bottomAnchor, multiplier: 2),
            below.centerXAnchor.constraint(equalTo: box.centerXAnchor),
            below.widthAnchor.constraint(equalTo: box.widthAnchor, multiplier: 0.5),
            below.heightAnchor.constraint(equalTo: below.widthAnchor, multiplier: 0.5, constant: 1),
        ])
        canvas.root.layoutIfNeeded()
        #expect(below.frame == CGRect(x: 103.75, y: 90, width: 167.5, height: 84.75))
        #expect(canvas.sim.diagnostics.isEmpty)
    }

    @Test("a constant change reaches the solver at once but the frame only at the next layout pass")
    func deferredConstant() {
        let canvas = makeCanvas()
        let box = named("box")
        canvas.root.addSubview(box)
        let bottom = box.bottomAnchor.constraint(equalTo: canvas.root.bottomAnchor, constant: -20)
        NSLayoutConstraint.activate([
            bottom, box.heightAnchor.constraint(equalToConstant: 50),
            box.leadingAnchor.constraint(equalTo: canvas.root.leadingAnchor),
            box.widthAnchor.constraint(equalToConstant: 100),
        ])
        canvas.root.layoutIfNeeded()
        #expect(box.frame.maxY == 647)
        bottom.constant = -280
        #expect(box.frame.maxY == 647, "nothing moves until a layout pass")
        canvas.sim.advance(by: .zero)
        #expect(box.frame.maxY == 387, "the end of the run-loop turn lays out")
        bottom.constant = -20
        box.layoutIfNeeded()
        #expect(box.frame.maxY == 647)
    }

    @Test("priorities: the stronger preference wins, required bounds both")
    func priorities() {
        let canvas = makeCanvas()
        let box = named("box")
        canvas.root.addSubview(box)
        let preferred = box.widthAnchor.constraint(equalToConstant: 100)
        preferred.priority = .defaultHigh
        let weaker = box.widthAnchor.constraint(equalToConstant: 200)
        weaker.priority = .defaultLow
        NSLayoutConstraint.activate([
            preferred, weaker, box.leadingAnchor.constraint(equalTo: canvas.root.leadingAnchor),
            box.topAnchor.constraint(equalTo: canvas.root.topAnchor), box.heightAnchor.constraint(equalToConstant: 10),
        ])
        canvas.root.layoutIfNeeded()
        #expect(box.frame.width == 100)
        weaker.priority = UILayoutPriority(800)
        canvas.root.layoutIfNeeded()
        #expect(box.frame.width == 200)
        let cap = box.widthAnchor.constraint(lessThanOrEqualToConstant: 50)
        cap.isActive = true
        canvas.root.layoutIfNeeded()
        #expect(box.frame.width == 50)
        cap.isActive = false
        canvas.root.layoutIfNeeded()
        #expect(box.frame.width == 200)
        #expect(canvas.root.constraints.count == 2, "two-item constraints live on the common ancestor")
        #expect(box.constraints.count == 3, "single-item ones on the item, as in UIKit")
    }

    @Test("intrinsic size with hugging and compression resistance")
    func intrinsic() {
        let canvas = makeCanvas()
        let label = UILabel()
        label.text = "Hello"
        label.accessibilityIdentifier = "label"
        label.translatesAutoresizingMaskIntoConstraints = false
        canvas.root.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: canvas.root.leadingAnchor, constant: 10),
            label.topAnchor.constraint(equalTo: canvas.root.topAnchor, constant: 100),
        ])
        canvas.root.layoutIfNeeded()
        #expect(label.frame == CGRect(x: 10, y: 100, width: 43, height: 20.5))
        let squeeze = label.widthAnchor.constraint(equalToConstant: 20)
        squeeze.priority = UILayoutPriority(700)
        squeeze.isActive = true
        canvas.root.layoutIfNeeded()
        #expect(label.frame.width == 43, "compression resistance 750 beats 700")
        label.setContentCompressionResistancePriority(UILayoutPriority(600), for: .horizontal)
        canvas.root.layoutIfNeeded()
        #expect(label.frame.width == 20)
        let stretch = label.trailingAnchor.constraint(equalTo: canvas.root.trailingAnchor)
        stretch.priority = UILayoutPriority(240)
        squeeze.isActive = false
        stretch.isActive = true
        canvas.root.layoutIfNeeded()
        #expect(label.frame.width == 43, "hugging 251 beats 240")
        stretch.priority = UILayoutPriority(260)
        canvas.root.layoutIfNeeded()
        #expect(label.frame.width == 365)
    }

    @Test("a conflict is reported as UIKit reports it and the rest still lays out")
    func conflict() {
        let canvas = makeCanvas()
        let box = named("box")
        canvas.root.addSubview(box)
        let first = box.widthAnchor.constraint(equalToConstant: 100)
        first.identifier = "designWidth"
        let second = box.widthAnchor.constraint(equalToConstant: 200)
        NSLayoutConstraint.activate([
            first, box.leadingAnchor.constraint(equalTo: canvas.root.leadingAnchor),
            box.topAnchor.constraint(equalTo: canvas.root.topAnchor), box.heightAnchor.constraint(equalToConstant: 10), second,
        ])
        canvas.root.layoutIfNeeded()
        #expect(box.frame.width == 100)
        #expect(second.isActive, "UIKit keeps a broken constraint active")
        let message = canvas.sim.diagnostics.last ?? ""
        #expect(message.hasPrefix("Unable to simultaneously satisfy constraints."))
        #expect(message.contains("\"box.width == 100 #designWidth\""))
        #expect(message.contains("Will attempt to recover by breaking constraint\nbox.width == 200"))
        #expect(!message.contains("box.height"), "only the conflicting constraints are listed")
    }

    @Test("forgetting translatesAutoresizingMaskIntoConstraints = false is named in the conflict")
    func autoresizingConflict() {
        let canvas = makeCanvas()
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        box.accessibilityIdentifier = "box"
        canvas.root.addSubview(box)
        box.widthAnchor.constraint(equalToConstant: 100).isActive = true
        canvas.root.layoutIfNeeded()
        #expect(box.frame.width == 50)
        let message = canvas.sim.diagnostics.last ?? ""
        #expect(message.contains("box.width (autoresizing mask of box; set translatesAutoresizingMaskIntoConstraints = false)"))
    }

    @Test("removing a view deactivates the constraints that tie it to the rest")
    func removal() {
        let canvas = makeCanvas()
        let box = named("box"), inner = named("inner")
        canvas.root.addSubview(box)
        box.addSubview(inner)
        let outside = box.topAnchor.constraint(equalTo: canvas.root.topAnchor, constant: 5)
        let within = inner.topAnchor.constraint(equalTo: box.topAnchor, constant: 5)
        NSLayoutConstraint.activate([outside, within])
        #expect(outside.isActive && within.isActive)
        box.removeFromSuperview()
        #expect(!outside.isActive)
        #expect(within.isActive, "constraints inside the removed subtree stay active")
        canvas.root.addSubview(box)
        #expect(within.host != nil, "and return to the engine with it")
    }

    @Test("items without a common ancestor cannot be constrained")
    func noCommonAncestor() {
        let canvas = makeCanvas()
        let loose = named("loose")
        let c = loose.topAnchor.constraint(equalTo: canvas.root.topAnchor)
        c.isActive = true
        #expect(!c.isActive)
        #expect(canvas.sim.diagnostics.last?.contains("no common ancestor") == true)
    }

    @Test("a frame that its own generated constraint cannot take is broken out loud, not kept silently at the old size")
    func generatedConstantConflict() {
        let canvas = makeCanvas()
        let box = UIView(frame: CGRect(x: 0, y: 100, width: 100, height: 40))
        canvas.root.addSubview(box)
        box.widthAnchor.constraint(lessThanOrEqualToConstant: 200).isActive = true
        canvas.root.layoutIfNeeded()
        #expect(canvas.sim.diagnostics.isEmpty)
        box.frame.size.width = 300
        canvas.root.layoutIfNeeded()
        #expect(
            canvas.sim.diagnostics.contains {
                $0.hasPrefix("Unable to simultaneously satisfy constraints: generated constraint")
                    && $0.contains("cannot take its new constant 300")
            })
        // The frame the app set stands (nothing is laid out from the broken constraint).
        #expect(box.frame.width == 300)
    }
}

@MainActor @Suite("Auto Layout: stack views")
struct StackViewTests {
    private func field(_ name: String) -> UITextField {
        let field = UITextField()
        field.accessibilityIdentifier = name
        return field
    }

    @Test("nested stacks: a column of fields above a row of equal buttons; hidden views take no space")
    func nested() {
        let canvas = makeCanvas()
        let name = field("name"), email = field("email")
        let cancel = UIButton(), save = UIButton()
        cancel.setTitle("Cancel", for: .normal)
        save.setTitle("Save", for: .normal)
        let buttons = UIStackView(arrangedSubviews: [cancel, save])
        buttons.distribution = .fillEqually
        buttons.spacing = 10
        let column = UIStackView(arrangedSubviews: [name, email, buttons])
        column.axis = .vertical
        column.spacing = 8
        column.translatesAutoresizingMaskIntoConstraints = false
        canvas.root.addSubview(column)
        NSLayoutConstraint.activate([
            column.leadingAnchor.constraint(equalTo: canvas.root.leadingAnchor, constant: 16),
            column.trailingAnchor.constraint(equalTo: canvas.root.trailingAnchor, constant: -16),
            column.topAnchor.constraint(equalTo: canvas.root.safeAreaLayoutGuide.topAnchor),
        ])
        canvas.root.layoutIfNeeded()
        #expect(column.frame == CGRect(x: 16, y: 20, width: 343, height: 118))
        #expect(name.frame == CGRect(x: 0, y: 0, width: 343, height: 34))
        #expect(email.frame == CGRect(x: 0, y: 42, width: 343, height: 34))
        #expect(buttons.frame == CGRect(x: 0, y: 84, width: 343, height: 34))
        #expect(save.frame == CGRect(x: 176.5, y: 0, width: 166.5, height: 34))
        #expect(save.frameInWindow == CGRect(x: 192.5, y: 104, width: 166.5, height: 34))
        email.isHidden = true
        canvas.root.layoutIfNeeded()
        #expect(buttons.frame.minY == 42)
        #expect(column.frame.height == 76)
    }

    @Test(
        "alignment across the axis",
        arguments: [
            (UIStackView.Alignment.fill, CGRect(x: 0, y: 0, width: 300, height: 20.5)),
            (.leading, CGRect(x: 0, y: 0, width: 43, height: 20.5)),
            (.center, CGRect(x: 128.5, y: 0, width: 43, height: 20.5)),
            (.trailing, CGRect(x: 257, y: 0, width: 43, height: 20.5)),
        ])
    func alignment(alignment: UIStackView.Alignment, expected: CGRect) {
        let canvas = makeCanvas()
        let label = UILabel()
        label.text = "Hello"
        let stack = UIStackView(arrangedSubviews: [label])
        stack.axis = .vertical
        stack.alignment = alignment
        stack.translatesAutoresizingMaskIntoConstraints = false
        canvas.root.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: canvas.root.leadingAnchor),
            stack.widthAnchor.constraint(equalToConstant: 300),
            stack.topAnchor.constraint(equalTo: canvas.root.topAnchor, constant: 100),
        ])
        canvas.root.layoutIfNeeded()
        #expect(label.frame == expected)
    }

    @Test("equal spacing and proportional distribution")
    func distributions() {
        let canvas = makeCanvas()
        let a = UIImageView(imageSize: CGSize(width: 40, height: 40)), b = UIImageView(imageSize: CGSize(width: 80, height: 40))
        let row = UIStackView(arrangedSubviews: [a, b])
        row.distribution = .equalSpacing
        row.translatesAutoresizingMaskIntoConstraints = false
        canvas.root.addSubview(row)
        NSLayoutConstraint.activate([
            row.leadingAnchor.constraint(equalTo: canvas.root.leadingAnchor),
            row.widthAnchor.constraint(equalToConstant: 300),
            row.topAnchor.constraint(equalTo: canvas.root.topAnchor),
        ])
        canvas.root.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 0, y: 0, width: 40, height: 40))
        #expect(b.frame == CGRect(x: 220, y: 0, width: 80, height: 40))
        row.distribution = .fillProportionally
        canvas.root.layoutIfNeeded()
        #expect(a.frame.width == 100 && b.frame.width == 200)
        #expect(row.generatedConstraints.contains { $0.identifier == "UISV-fill-proportionally" })
    }
}

@MainActor @Suite("Auto Layout: safe area, margins and struts and springs")
struct SafeAreaAndAutoresizingTests {
    @Test(
        "the safe-area guide per device and orientation",
        arguments: [
            (Device.iPhoneSE3, UIInterfaceOrientation.portrait, CGRect(x: 0, y: 20, width: 375, height: 647)),
            (.iPhone11Pro, .portrait, CGRect(x: 0, y: 44, width: 375, height: 734)),
            (.iPhone11Pro, .landscapeLeft, CGRect(x: 44, y: 0, width: 724, height: 354)),
            (.iPhone16, .portrait, CGRect(x: 0, y: 59, width: 393, height: 759)),
            (.iPad10, .landscapeRight, CGRect(x: 0, y: 24, width: 1180, height: 776)),
        ])
    func safeArea(device: Device, orientation: UIInterfaceOrientation, expected: CGRect) {
        let canvas = makeCanvas(device: device, orientation: orientation)
        let box = named("box")
        canvas.root.addSubview(box)
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: canvas.root.safeAreaLayoutGuide.leadingAnchor),
            box.trailingAnchor.constraint(equalTo: canvas.root.safeAreaLayoutGuide.trailingAnchor),
            box.topAnchor.constraint(equalTo: canvas.root.safeAreaLayoutGuide.topAnchor),
            box.bottomAnchor.constraint(equalTo: canvas.root.safeAreaLayoutGuide.bottomAnchor),
        ])
        canvas.root.layoutIfNeeded()
        #expect(box.frame == expected)
        #expect(canvas.root.safeAreaLayoutGuide.layoutFrame == expected)
    }

    @Test("rotation re-lays out against the new safe area")
    func rotation() {
        let canvas = makeCanvas(device: .iPhone11Pro)
        let box = named("box")
        canvas.root.addSubview(box)
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: canvas.root.layoutMarginsGuide.leadingAnchor),
            box.trailingAnchor.constraint(equalTo: canvas.root.layoutMarginsGuide.trailingAnchor),
            box.bottomAnchor.constraint(equalTo: canvas.root.safeAreaLayoutGuide.bottomAnchor),
            box.heightAnchor.constraint(equalToConstant: 50),
        ])
        canvas.root.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 8, y: 728, width: 359, height: 50))
        canvas.sim.rotate(to: .landscapeLeft)
        canvas.sim.advance(by: .zero)
        #expect(box.frame == CGRect(x: 52, y: 304, width: 708, height: 50))
    }

    @Test("struts and springs share a size change among the flexible parts")
    func autoresizing() {
        let canvas = makeCanvas()
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        canvas.root.addSubview(container)
        let stretchy = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
        stretchy.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
        let centered = UIView(frame: CGRect(x: 100, y: 0, width: 100, height: 50))
        centered.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
        let pinned = UIView(frame: CGRect(x: 5, y: 5, width: 20, height: 20))
        container.addSubview(stretchy)
        container.addSubview(centered)
        container.addSubview(pinned)
        container.frame.size = CGSize(width: 400, height: 500)
        #expect(stretchy.frame == CGRect(x: 10, y: 110, width: 200, height: 100))
        #expect(centered.frame == CGRect(x: 150, y: 0, width: 100, height: 50))
        #expect(pinned.frame == CGRect(x: 5, y: 5, width: 20, height: 20))
    }
}

@MainActor @Suite("Auto Layout: ambiguity")
struct AmbiguityTests {
    @Test("a view missing a constraint is ambiguous in that attribute; asking changes nothing")
    func ambiguous() {
        let canvas = makeCanvas()
        let box = named("box")
        canvas.root.addSubview(box)
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: canvas.root.leadingAnchor, constant: 10),
            box.widthAnchor.constraint(equalToConstant: 100),
            box.heightAnchor.constraint(equalToConstant: 40),
        ])
        canvas.root.layoutIfNeeded()
        let frame = box.frame
        #expect(box.hasAmbiguousLayout)
        #expect(box.ambiguousLayoutAttributes == ["top"])
        #expect(box.frame == frame)
        canvas.root.layoutIfNeeded()
        #expect(box.frame == frame, "the probe ran on a copy")
        box.topAnchor.constraint(equalTo: canvas.root.topAnchor).isActive = true
        #expect(!box.hasAmbiguousLayout)
        let label = UILabel()
        label.text = "Hi"
        label.translatesAutoresizingMaskIntoConstraints = false
        canvas.root.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: canvas.root.leadingAnchor),
            label.topAnchor.constraint(equalTo: canvas.root.topAnchor),
        ])
        #expect(!label.hasAmbiguousLayout, "the intrinsic size determines the label's size")
    }
}

/// Counts its layout passes.
private final class CountingView: UIView {
    var passes = 0
    override func layoutSubviews() {
        passes += 1
        super.layoutSubviews()
    }
}

@MainActor @Suite("Auto Layout: deferred layout and tearing screens down")
struct DeferredLayoutTests {
    @Test("the end of a turn lays out only a window something invalidated")
    func endOfTurnSkipsCleanWindow() throws {
        let canvas = makeCanvas()
        let box = CountingView()
        box.translatesAutoresizingMaskIntoConstraints = false
        canvas.root.addSubview(box)
        let height = box.heightAnchor.constraint(equalToConstant: 50)
        NSLayoutConstraint.activate([
            box.topAnchor.constraint(equalTo: canvas.root.topAnchor, constant: 10),
            box.leadingAnchor.constraint(equalTo: canvas.root.leadingAnchor),
            box.widthAnchor.constraint(equalToConstant: 50), height,
        ])
        canvas.sim.advance(by: .milliseconds(10))
        let settled = box.passes
        let engine = try #require(canvas.sim.window.layoutEngine as? LayoutEngine)
        let enginePasses = engine.passes
        #expect(box.frame == CGRect(x: 0, y: 10, width: 50, height: 50))
        // A second of display frames (60 turns) with nothing invalidated: no layout pass runs.
        let ticks = canvas.sim.displayLink.add { _, _ in }
        canvas.sim.advance(by: .seconds(1))
        #expect(engine.passes == enginePasses)
        #expect(box.passes == settled)
        // A constant changed outside an animation block still lands at the end of the turn.
        canvas.sim.clock.schedule(after: .milliseconds(5)) { height.constant = 80 }
        canvas.sim.advance(by: .milliseconds(10))
        #expect(box.frame.height == 80)
        #expect(box.passes > settled)
        canvas.sim.displayLink.remove(ticks)
    }

    @Test("replacing a large screen rebuilds the solver from what stays; the new screen lays out")
    func replacingLargeScreen() {
        let canvas = makeCanvas()
        var previous: UIView?
        var constraints: [NSLayoutConstraint] = []
        for index in 0..<150 {
            let label = named("label\(index)", UILabel())
            canvas.root.addSubview(label)
            constraints += [
                label.topAnchor.constraint(equalTo: previous?.bottomAnchor ?? canvas.root.topAnchor, constant: 2),
                label.leadingAnchor.constraint(equalTo: canvas.root.leadingAnchor, constant: 20),
                label.heightAnchor.constraint(equalToConstant: 4),
            ]
            previous = label
        }
        NSLayoutConstraint.activate(constraints)
        canvas.sim.advance(by: .milliseconds(10))
        #expect(abs((previous?.frame.minY ?? 0) - (149 * 6 + 2)) < 1e-6)

        let next = CanvasController()
        canvas.sim.window.rootViewController = next
        let field = named("field", UITextField())
        next.view.addSubview(field)
        NSLayoutConstraint.activate([
            field.bottomAnchor.constraint(equalTo: next.view.safeAreaLayoutGuide.bottomAnchor, constant: -20),
            field.leadingAnchor.constraint(equalTo: next.view.leadingAnchor, constant: 20),
            field.trailingAnchor.constraint(equalTo: next.view.trailingAnchor, constant: -20),
        ])
        canvas.sim.advance(by: .milliseconds(10))
        #expect(field.frame == CGRect(x: 20, y: 667 - 20 - 34, width: 335, height: 34))
        // The old screen's constraints stay active on its views (as in UIKit) but left the engine.
        #expect(constraints.allSatisfy { $0.isActive && $0.host == nil && $0.solverConstraint == nil })
        #expect(previous.map { !((canvas.sim.window.layoutEngine as? LayoutEngine)?.isRegistered($0) ?? true) } == true)
    }

    @Test("a pass that moves a subview lays its superview out once; one that resizes it, twice (a resized view's superview lays out again)")
    func superviewLaysOutAgainOnlyForAResize() {
        final class CountingController: UIViewController {
            var layouts = 0
            override func viewDidLayoutSubviews() {
                super.viewDidLayoutSubviews()
                layouts += 1
            }
        }
        let sim = Simulation(device: .iPhoneSE3)
        let controller = CountingController()
        sim.window.rootViewController = controller
        let root = controller.view!
        let box = named("box")
        root.addSubview(box)
        let top = box.topAnchor.constraint(equalTo: root.topAnchor, constant: 100)
        let height = box.heightAnchor.constraint(equalToConstant: 44)
        NSLayoutConstraint.activate([
            top, height, box.leadingAnchor.constraint(equalTo: root.leadingAnchor), box.widthAnchor.constraint(equalToConstant: 50),
        ])
        root.layoutIfNeeded()
        controller.layouts = 0
        top.constant = 200
        root.layoutIfNeeded()
        #expect(box.frame.minY == 200)
        #expect(controller.layouts == 1, "moved: the root lays out for its constraint, not again for the move")
        controller.layouts = 0
        height.constant = 60
        root.layoutIfNeeded()
        #expect(box.frame.height == 60)
        #expect(controller.layouts == 2, "resized: the root lays out again")
    }

    /// Where a view's frame observer takes its superview out of the window.
    enum FrameObserver: String, CaseIterable, Sendable {
        /// After UIView's setter marked the superview for layout.
        case didSet
        /// Before UIView's setter marks the superview for layout (the child is resized).
        case willSet
    }

    @Test(
        "a view whose frame observer takes its superview out of the window during a layout pass: the pass holds both until the setter returns, and finishes",
        arguments: FrameObserver.allCases)
    func frameObserverRemovesItsSuperview(_ observer: FrameObserver) {
        final class SelfRemovingView: UIView {
            var observer = FrameObserver.didSet
            override var frame: CGRect {
                willSet { if observer == .willSet, newValue.height < 40 { superview?.removeFromSuperview() } }
                didSet { if observer == .didSet, frame.height < 40 { superview?.removeFromSuperview() } }
            }
        }
        let canvas = makeCanvas()
        weak var weakContainer: UIView?
        let child = SelfRemovingView()
        child.observer = observer
        do {
            let container = named("container")
            weakContainer = container
            canvas.root.addSubview(container)
            child.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(child)
            NSLayoutConstraint.activate([
                container.topAnchor.constraint(equalTo: canvas.root.topAnchor),
                container.leadingAnchor.constraint(equalTo: canvas.root.leadingAnchor),
                container.widthAnchor.constraint(equalToConstant: 100),
                container.heightAnchor.constraint(equalToConstant: 100),
                child.topAnchor.constraint(equalTo: container.topAnchor),
                child.leadingAnchor.constraint(equalTo: container.leadingAnchor),
                child.widthAnchor.constraint(equalToConstant: 50),
                child.heightAnchor.constraint(equalToConstant: 30),
            ])
        }
        // The pass sets the child's frame; its observer removes the container, which only the
        // root held: the pass retains both until the setter returns.
        canvas.root.layoutIfNeeded()
        #expect(weakContainer == nil, "the container left and was released after the pass")
        #expect(child.frame.size == CGSize(width: 50, height: 30))
        canvas.sim.advance(by: .milliseconds(10))
    }

    @Test("a view whose frame's didSet animates a nudge while a layout pass sets it: the nudge animates in the app's block")
    func frameDidSetAnimatesDuringALayoutPass() {
        final class NudgingView: UIView {
            var nudged = false
            override var frame: CGRect {
                didSet {
                    guard !nudged, frame.height == 30 else { return }
                    nudged = true
                    UIView.animate(withDuration: 1) { self.frame.origin.x += 20 }
                }
            }
        }
        let canvas = makeCanvas()
        let child = NudgingView()
        child.translatesAutoresizingMaskIntoConstraints = false
        canvas.root.addSubview(child)
        NSLayoutConstraint.activate([
            child.topAnchor.constraint(equalTo: canvas.root.topAnchor),
            child.leadingAnchor.constraint(equalTo: canvas.root.leadingAnchor),
            child.widthAnchor.constraint(equalToConstant: 50),
            child.heightAnchor.constraint(equalToConstant: 30),
        ])
        canvas.root.layoutIfNeeded()
        #expect(child.nudged)
        #expect(child.frame.minX == 20, "the model frame is the nudged one")
        let start = canvas.sim.clock.now
        #expect(child.presentationFrame(at: start).minX == 0, "on screen it starts where the pass put it")
        #expect(child.presentationFrame(at: start + .milliseconds(1000)).minX == 20, "and gets there with the block")
    }

    @Test("a constraint that outlives its window has no engine, and changing it afterwards reaches none")
    func constraintOutlivesItsWindow() {
        weak var engine: AnyObject?
        let (kept, view): (NSLayoutConstraint, UIView) = {
            let canvas = makeCanvas()
            let view = named("box")
            canvas.root.addSubview(view)
            let height = view.heightAnchor.constraint(equalToConstant: 44)
            NSLayoutConstraint.activate([height, view.widthAnchor.constraint(equalToConstant: 10)])
            canvas.root.layoutIfNeeded()
            #expect(height.host != nil)
            engine = canvas.sim.window.layoutEngine
            return (height, view)
        }()
        #expect(engine == nil, "the window and its engine are gone")
        #expect(kept.host == nil)
        // Nothing to reach: these would use a dangling engine if the constraint still named it.
        kept.constant = 60
        kept.priority = .defaultHigh
        kept.isActive = false
        #expect(view.frame.height == 44)
    }

    @Test("a pass touches only views whose inputs or solution changed, and every kind of change is seen")
    func generatedConstraintsFollowTheirInputs() {
        let canvas = makeCanvas()
        // A translating card whose frame the app sets; a label pinned under it (intrinsic size).
        let card = UIView(frame: CGRect(x: 0, y: 100, width: 375, height: 60))
        canvas.root.addSubview(card)
        let label = named("label", UILabel())
        (label as? UILabel)?.text = "Hello"
        card.addSubview(label)
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: card.bottomAnchor, constant: 8),
            label.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 16),
        ])
        canvas.root.layoutIfNeeded()
        #expect(label.frame == CGRect(x: 16, y: 68, width: 43, height: 20.5))

        // The app moves the translating card: its autoresizing constraints follow.
        card.frame.origin.y = 200
        canvas.root.layoutIfNeeded()
        #expect(label.frameInWindow.minY == 268)
        // The label's text grows: its intrinsic constraints follow.
        (label as? UILabel)?.text = "Hello, world"
        canvas.root.layoutIfNeeded()
        #expect(label.frame.width == 102)
        // A width of 50 at 800 beats compression resistance (750); raised to 900, compression
        // resistance wins.
        let width = label.widthAnchor.constraint(equalToConstant: 50)
        width.priority = UILayoutPriority(800)
        width.isActive = true
        canvas.root.layoutIfNeeded()
        #expect(label.frame.width == 50)
        label.setContentCompressionResistancePriority(UILayoutPriority(900), for: .horizontal)
        canvas.root.layoutIfNeeded()
        #expect(label.frame.width == 102)
        // Scrolling the root (its bounds origin) moves the translating card with it.
        canvas.root.boundsOrigin = CGPoint(x: 0, y: 40)
        canvas.root.layoutIfNeeded()
        #expect(card.frameInWindow.minY == 160)
        #expect(label.frameInWindow.minY == 228)
        // A frame the app sets on a view that takes it from constraints lasts until the next pass.
        label.frame.origin.x = 300
        canvas.root.layoutIfNeeded()
        #expect(label.frame.minX == 16)
    }
}
