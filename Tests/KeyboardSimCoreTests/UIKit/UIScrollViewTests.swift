import Foundation
import Testing
import KeyboardSimTestSupport
@testable import KeyboardSimCore

/// Where a scroll view sits for the inset-adjustment table.
struct InsetAdjustmentCase: Sendable, CustomStringConvertible {
    var behavior: UIScrollView.ContentInsetAdjustmentBehavior
    var content: CGSize
    var alwaysBounceVertical = false
    var inNavigationController = false
    var orientation: UIInterfaceOrientation = .portrait
    var expected: UIEdgeInsets

    var description: String {
        "\(behavior) \(Int(content.width))×\(Int(content.height))\(alwaysBounceVertical ? " bouncing" : "")"
            + "\(inNavigationController ? " in a navigation controller" : "") \(orientation)"
    }
}

@MainActor @Suite("UIScrollView")
struct UIScrollViewTests {
    /// A simulation (on an iPhone SE: 20-point status bar) with a plain root controller, and a
    /// scroll view of `frame` in its view.
    private func makeScrollView(_ frame: CGRect) -> (Simulation, UIViewController, UIScrollView) {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let root = UIViewController()
        sim.window.rootViewController = root
        let scrollView = UIScrollView(frame: frame)
        root.view.addSubview(scrollView)
        sim.advance(by: .zero)
        return (sim, root, scrollView)
    }

    // MARK: Offsets and conversions

    @Test("the content offset is the bounds origin: subviews keep their frames and conversions move")
    func offsetAndConversions() {
        let (sim, root, scrollView) = makeScrollView(CGRect(x: 0, y: 100, width: 375, height: 400))
        defer { #expect(sim.diagnostics.isEmpty) }  // and the simulation lives to the end
        scrollView.contentSize = CGSize(width: 375, height: 1000)
        let child = UIView(frame: CGRect(x: 10, y: 300, width: 100, height: 50))
        scrollView.addSubview(child)
        let log = ScrollLog()
        scrollView.delegate = log

        scrollView.contentOffset = CGPoint(x: 0, y: 120)
        #expect(scrollView.bounds == CGRect(x: 0, y: 120, width: 375, height: 400))
        #expect(child.frame == CGRect(x: 10, y: 300, width: 100, height: 50))
        #expect(child.convert(child.bounds, to: nil) == CGRect(x: 10, y: 280, width: 100, height: 50))
        #expect(scrollView.convert(child.frame, to: root.view) == CGRect(x: 10, y: 280, width: 100, height: 50))
        #expect(scrollView.convert(CGPoint(x: 0, y: 0), from: nil) == CGPoint(x: 0, y: 20))
        #expect(root.view.convert(CGPoint(x: 10, y: 280), to: scrollView) == CGPoint(x: 10, y: 300))
        #expect(scrollView.convert(CGRect(x: 10, y: 280, width: 1, height: 1), from: root.view).origin == CGPoint(x: 10, y: 300))
        #expect(child.presentationFrameInWindow(at: .zero) == CGRect(x: 10, y: 280, width: 100, height: 50))

        // Every change, however made, is one didScroll; setting the same offset is none.
        scrollView.contentOffset = CGPoint(x: 0, y: 120)
        scrollView.bounds = CGRect(x: 0, y: 50, width: 375, height: 400)
        scrollView.setContentOffset(CGPoint(x: 0, y: 60), animated: false)
        #expect(log.offsets == [CGPoint(x: 0, y: 120), CGPoint(x: 0, y: 50), CGPoint(x: 0, y: 60)])
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 60))
    }

    @Test("Auto Layout keeps a constrained subview's frame in content coordinates while the content scrolls")
    func layoutHonoursTheOffset() {
        let (sim, _, scrollView) = makeScrollView(CGRect(x: 0, y: 100, width: 375, height: 400))
        defer { #expect(sim.diagnostics.isEmpty) }  // and the simulation lives to the end
        scrollView.contentSize = CGSize(width: 375, height: 1000)
        let pinned = UIView()
        pinned.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(pinned)
        let free = UIView(frame: CGRect(x: 0, y: 700, width: 20, height: 20))
        scrollView.addSubview(free)
        let inner = UIView()
        inner.translatesAutoresizingMaskIntoConstraints = false
        free.addSubview(inner)
        NSLayoutConstraint.activate([
            pinned.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor, constant: 500),
            pinned.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor, constant: 20),
            pinned.widthAnchor.constraint(equalToConstant: 50),
            pinned.heightAnchor.constraint(equalToConstant: 50),
            inner.topAnchor.constraint(equalTo: free.topAnchor, constant: 5),
            inner.leadingAnchor.constraint(equalTo: free.leadingAnchor, constant: 5),
            inner.widthAnchor.constraint(equalToConstant: 10),
            inner.heightAnchor.constraint(equalToConstant: 10),
        ])
        scrollView.layoutIfNeeded()
        #expect(pinned.frame == CGRect(x: 20, y: 500, width: 50, height: 50))
        #expect(inner.frame == CGRect(x: 5, y: 5, width: 10, height: 10))
        for offset in [CGFloat(120), 333, -40] {
            scrollView.contentOffset = CGPoint(x: 0, y: offset)
            scrollView.window?.layoutIfNeeded()
            #expect(pinned.frame == CGRect(x: 20, y: 500, width: 50, height: 50), "offset \(offset)")
            #expect(inner.frame == CGRect(x: 5, y: 5, width: 10, height: 10), "offset \(offset)")
            #expect(pinned.frameInWindow.minY == 100 + 500 - offset)
            #expect(inner.frameInWindow.minY == 100 + 705 - offset)
        }
        // The content guide's size is the size set in code where no constraint decides it.
        #expect(scrollView.contentSize == CGSize(width: 375, height: 1000))
        #expect(scrollView.contentLayoutGuide.layoutFrame == CGRect(x: 0, y: 0, width: 375, height: 1000))
        #expect(scrollView.frameLayoutGuide.layoutFrame == CGRect(x: 0, y: -40, width: 375, height: 400))
    }

    // MARK: Layout guides

    @Test("a stack view pinned to contentLayoutGuide, as wide as frameLayoutGuide, gives the content size")
    func contentLayoutGuideSetsContentSize() {
        let (sim, root, scrollView) = makeScrollView(.zero)
        scrollView.frame = root.view.bounds
        let fields = (0..<20).map { _ in UITextField() }
        let stack = UIStackView(arrangedSubviews: fields)
        stack.axis = .vertical
        stack.spacing = 10
        stack.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor, constant: 20),
            stack.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor, constant: 16),
            stack.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor, constant: -16),
            stack.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor, constant: -20),
            stack.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor, constant: -32),
        ])
        sim.advance(by: .zero)
        // 20 fields of 34 points, 19 gaps of 10, 20 above and below.
        #expect(scrollView.contentSize == CGSize(width: 375, height: 910))
        #expect(stack.frame == CGRect(x: 16, y: 20, width: 343, height: 870))
        #expect(fields[3].frame == CGRect(x: 0, y: 132, width: 343, height: 34))
        // Content taller than the frame: the top safe area (20) is added, and the content rests
        // below the status bar.
        #expect(scrollView.adjustedContentInset == UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: -20))
        #expect(fields[0].frameInWindow.minY == 40)

        // A taller field makes the content taller at the next layout pass.
        fields[0].heightAnchor.constraint(equalToConstant: 134).isActive = true
        sim.advance(by: .zero)
        #expect(scrollView.contentSize == CGSize(width: 375, height: 1010))
        #expect(scrollView.maximumContentOffset == CGPoint(x: 0, y: 343))
    }

    @Test("constraints between the scroll view's edges and its content mean the content area; width means the frame")
    func scrollViewEdgesMeanTheContentArea() {
        let (sim, root, scrollView) = makeScrollView(.zero)
        scrollView.frame = root.view.bounds
        scrollView.contentInsetAdjustmentBehavior = .never
        let content = UIView()
        content.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(content)
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: scrollView.topAnchor),
            content.leadingAnchor.constraint(equalTo: scrollView.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: scrollView.trailingAnchor),
            content.bottomAnchor.constraint(equalTo: scrollView.bottomAnchor),
            content.widthAnchor.constraint(equalTo: scrollView.widthAnchor),
            content.heightAnchor.constraint(equalToConstant: 1500),
        ])
        sim.advance(by: .zero)
        #expect(scrollView.contentSize == CGSize(width: 375, height: 1500))
        #expect(content.frame == CGRect(x: 0, y: 0, width: 375, height: 1500))
        scrollView.contentOffset = CGPoint(x: 0, y: 400)
        sim.advance(by: .zero)
        #expect(content.frame == CGRect(x: 0, y: 0, width: 375, height: 1500))
        #expect(content.frameInWindow.minY == -400)
        #expect(scrollView.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
    }

    // MARK: Insets

    nonisolated static let adjustmentCases: [InsetAdjustmentCase] = {
        let short = CGSize(width: 393, height: 400), tall = CGSize(width: 393, height: 2000)
        let plain = UIEdgeInsets(top: 10, left: 0, bottom: 20, right: 0)
        let withSafeArea = UIEdgeInsets(top: 69, left: 0, bottom: 54, right: 0)
        return [
            InsetAdjustmentCase(behavior: .never, content: short, expected: plain),
            InsetAdjustmentCase(behavior: .never, content: tall, expected: plain),
            InsetAdjustmentCase(behavior: .always, content: short, expected: withSafeArea),
            InsetAdjustmentCase(
                behavior: .always, content: short, orientation: .landscapeLeft,
                expected: UIEdgeInsets(top: 10, left: 59, bottom: 41, right: 59)),
            InsetAdjustmentCase(behavior: .scrollableAxes, content: short, expected: plain),
            InsetAdjustmentCase(behavior: .scrollableAxes, content: tall, expected: withSafeArea),
            InsetAdjustmentCase(behavior: .scrollableAxes, content: short, alwaysBounceVertical: true, expected: withSafeArea),
            InsetAdjustmentCase(behavior: .scrollableAxes, content: short, inNavigationController: true, expected: plain),
            InsetAdjustmentCase(
                behavior: .scrollableAxes, content: CGSize(width: 2000, height: 300), orientation: .landscapeLeft,
                expected: UIEdgeInsets(top: 10, left: 59, bottom: 20, right: 59)),
            InsetAdjustmentCase(behavior: .automatic, content: short, expected: plain),
            InsetAdjustmentCase(behavior: .automatic, content: tall, expected: withSafeArea),
            // In a navigation controller: top = 59 status bar + 44 bar + 10, whatever the content.
            InsetAdjustmentCase(
                behavior: .automatic, content: short, inNavigationController: true,
                expected: UIEdgeInsets(top: 113, left: 0, bottom: 54, right: 0)),
        ]
    }()

    @Test(
        "adjustedContentInset on an iPhone 16 (safe area 59 top, 34 bottom) for each behaviour",
        arguments: adjustmentCases)
    func adjustedContentInset(_ row: InsetAdjustmentCase) {
        let sim = Simulation(device: .iPhone16, orientation: row.orientation, profile: .iOS17)
        let scrollView = UIScrollView()
        scrollView.contentInsetAdjustmentBehavior = row.behavior
        scrollView.alwaysBounceVertical = row.alwaysBounceVertical
        scrollView.contentSize = row.content
        scrollView.contentInset = UIEdgeInsets(top: 10, left: 0, bottom: 20, right: 0)
        let controller = UIViewController()
        controller.view = scrollView
        sim.window.rootViewController = row.inNavigationController ? UINavigationController(rootViewController: controller) : controller
        sim.advance(by: .zero)
        #expect(scrollView.frame == sim.screen.bounds)
        #expect(scrollView.adjustedContentInset == row.expected)
        // The content rests at its adjusted top-left edge.
        #expect(scrollView.contentOffset == CGPoint(x: -row.expected.left, y: -row.expected.top))
    }

    @Test("a change of the adjusted insets is reported once and keeps resting content at its top edge")
    func adjustedContentInsetDidChange() {
        let (sim, _, scrollView) = makeScrollView(CGRect(x: 0, y: 0, width: 375, height: 667))
        defer { #expect(sim.diagnostics.isEmpty) }  // and the simulation lives to the end
        let log = ScrollLog()
        scrollView.delegate = log
        #expect(scrollView.adjustedContentInset == .zero, "content not taller than the frame: no safe area")
        scrollView.contentSize = CGSize(width: 375, height: 1000)
        #expect(scrollView.adjustedContentInset == UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: -20))
        scrollView.contentInset.bottom = 260
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: -20), "the bottom inset does not move the content")
        scrollView.contentOffset = CGPoint(x: 0, y: 100)
        scrollView.contentInset.top = 30
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 100), "scrolled content stays where it is")
        #expect(scrollView.adjustedContentInset == UIEdgeInsets(top: 50, left: 0, bottom: 260, right: 0))
        let unchanged = scrollView.contentInset
        scrollView.contentInset = unchanged
        #expect(log.milestones == ["didChangeAdjustedContentInset", "didChangeAdjustedContentInset", "didChangeAdjustedContentInset"])
    }

    @Test("scrollIndicatorInsets sets both indicators' insets and reads the vertical ones")
    func scrollIndicatorInsets() {
        let scrollView = UIScrollView()
        #expect(scrollView.verticalScrollIndicatorInsets == .zero && scrollView.horizontalScrollIndicatorInsets == .zero)
        let insets = UIEdgeInsets(top: 0, left: 0, bottom: 260, right: 0)
        scrollView.scrollIndicatorInsets = insets
        #expect(scrollView.verticalScrollIndicatorInsets == insets)
        #expect(scrollView.horizontalScrollIndicatorInsets == insets)
        scrollView.horizontalScrollIndicatorInsets.right = 5
        scrollView.verticalScrollIndicatorInsets.bottom = 100
        #expect(scrollView.scrollIndicatorInsets == UIEdgeInsets(top: 0, left: 0, bottom: 100, right: 0))
    }

    @Test("UIKit's defaults and raw values")
    func defaults() {
        let scrollView = UIScrollView()
        #expect(scrollView.contentInsetAdjustmentBehavior == .automatic)
        #expect(scrollView.keyboardDismissMode == .none)
        #expect(scrollView.isScrollEnabled && scrollView.bounces && !scrollView.alwaysBounceVertical)
        #expect(scrollView.showsVerticalScrollIndicator && scrollView.automaticallyAdjustsScrollIndicatorInsets)
        #expect(scrollView.contentSize == .zero && scrollView.contentOffset == .zero && scrollView.contentInset == .zero)
        #expect(UIScrollView.KeyboardDismissMode.allCases.map(\.rawValue) == [0, 1, 2, 3, 4])
        #expect(UIScrollView.ContentInsetAdjustmentBehavior.allCases.map(\.rawValue) == [0, 1, 2, 3])
        #expect(UIScrollView.ContentInsetAdjustmentBehavior.allCases == [.automatic, .scrollableAxes, .never, .always])
    }

    // MARK: scrollRectToVisible

    @Test("scrollRectToVisible scrolls as little as shows the rectangle, and not at all when it is visible")
    func scrollRectToVisibleIsMinimal() {
        let (sim, _, scrollView) = makeScrollView(CGRect(x: 0, y: 0, width: 375, height: 667))
        defer { #expect(sim.diagnostics.isEmpty) }  // and the simulation lives to the end
        scrollView.contentSize = CGSize(width: 375, height: 2000)
        let log = ScrollLog()
        scrollView.delegate = log
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: -20))
        // Below: its bottom at the visible bottom (667).
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 900, width: 100, height: 34), animated: false)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 267))
        // Visible already: nothing, not even a didScroll.
        let scrolls = log.offsets.count
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 500, width: 100, height: 34), animated: false)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 267))
        #expect(log.offsets.count == scrolls)
        // Above: its top at the visible top (under the 20-point status bar).
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 100, width: 100, height: 34), animated: false)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 80))
        // Taller than the visible area: its top edge.
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 1000, width: 100, height: 900), animated: false)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 980))
        // Beyond the content: clamped to the end.
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 2500, width: 100, height: 34), animated: false)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 1333))
        scrollView.scrollRectToVisible(CGRect(x: 0, y: -300, width: 100, height: 34), animated: false)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: -20))
    }

    @Test("the keyboard case: with contentInset.bottom = the keyboard's overlap, a field near the bottom scrolls just above it")
    func scrollRectToVisibleAboveTheKeyboard() {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let form = ScrollFormController()
        sim.window.rootViewController = form
        sim.advance(by: .seconds(1))
        let scrollView = form.scrollView
        form.field.becomeFirstResponder()
        sim.advance(by: .seconds(1))
        #expect(sim.keyboard.frame == CGRect(x: 0, y: 407, width: 375, height: 260))
        let overlap = scrollView.frameInWindow.intersection(sim.keyboard.frame).height
        #expect(overlap == 260)

        // Without the inset the field only comes to the bottom of the bounds, under the keyboard.
        scrollView.scrollRectToVisible(form.field.frame, animated: false)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 267))
        #expect(form.field.frameInWindow.minY == 633)

        scrollView.contentInset.bottom = overlap
        scrollView.scrollIndicatorInsets.bottom = overlap
        scrollView.setContentOffset(CGPoint(x: 0, y: -20), animated: false)
        scrollView.scrollRectToVisible(form.field.frame, animated: false)
        // The field's bottom (934) at the visible bottom: 667 − 260 = 407 on screen.
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 527))
        #expect(form.field.frameInWindow.maxY == sim.keyboard.frame.minY)
        #expect(scrollView.maximumContentOffset == CGPoint(x: 0, y: 593))
        // A rectangle past the end of the content: the offset stops at the range's end.
        scrollView.scrollRectToVisible(CGRect(x: 16, y: 980, width: 343, height: 34), animated: false)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 593))
        #expect(scrollView.verticalScrollIndicatorInsets.bottom == 260)
    }

    // MARK: Animation

    @Test("an animated scroll moves the offset on every display frame for 0.3 s, then reports its end")
    func animatedScrollOnTheClock() {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let form = ScrollFormController()
        sim.window.rootViewController = form
        sim.advance(by: .seconds(1))
        let scrollView = form.scrollView
        scrollView.contentInsetAdjustmentBehavior = .never
        scrollView.contentOffset = .zero
        let log = ScrollLog()
        scrollView.delegate = log
        let start = sim.now
        #expect(start == SimulationInstant(nanoseconds: 1_000_000_000))

        scrollView.setContentOffset(CGPoint(x: 0, y: 300), animated: true)
        #expect(scrollView.contentOffset == .zero, "nothing moves before the next frame")
        #expect(log.events.isEmpty)
        // Halfway (frame 69, 1.15 s): ease-in-ease-out is at one half.
        sim.advance(to: SimulationInstant(nanoseconds: 1_150_000_000))
        #expect(abs(scrollView.contentOffset.y - 150) < 0.01)
        // Between frames, what is drawn follows the curve; the model waits for the next frame.
        let between = SimulationInstant(nanoseconds: 1_158_000_000)
        #expect(form.field.presentationFrameInWindow(at: between).minY < form.field.frameInWindow.minY)
        sim.advance(by: .seconds(1))
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 300))
        // Frames 61…77 (1.0167 s … 1.2833 s), then the arrival at 1.3 s.
        #expect(log.offsets.count == 18)
        #expect(log.offsets.map(\.y) == log.offsets.map(\.y).sorted())
        #expect(log.offsets.last == CGPoint(x: 0, y: 300))
        #expect(log.milestones == ["didEndScrollingAnimation"])

        // Not animating when nothing moves: no didEndScrollingAnimation.
        scrollView.setContentOffset(CGPoint(x: 0, y: 300), animated: true)
        sim.advance(by: .seconds(1))
        #expect(log.milestones == ["didEndScrollingAnimation"])
    }

    @Test("an animated scrollRectToVisible records display frames of the focused field moving")
    func animatedScrollIsInTheTrace() {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let form = ScrollFormController()
        sim.window.rootViewController = form
        sim.advance(by: .seconds(1))
        let scrollView = form.scrollView
        form.field.becomeFirstResponder()
        sim.advance(by: .seconds(1))
        scrollView.contentInset.bottom = 260
        let mark = sim.mark()
        scrollView.scrollRectToVisible(form.field.frame, animated: true)
        sim.advance(by: .seconds(1))
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 527))
        let fieldFrames: [CGFloat] = sim.trace[mark...].compactMap { record in
            guard case .frame(_, _, let views, _) = record.event else { return nil }
            return views.first { $0.name == "nameField" }?.frame.minY
        }
        // From 633 (UIKit scrolled the field, 900 in the content, to the bottom of the screen as it
        // became first responder, iOS 8 and later) to 373, every frame, never backwards.
        #expect(fieldFrames.first == 633)
        #expect(fieldFrames.last == 373)
        #expect(fieldFrames.count >= 18)
        #expect(fieldFrames == fieldFrames.sorted(by: >))
    }

    @Test("a new scroll call stops a running animation; setting contentOffset does not")
    func stoppingAnimations() {
        let (sim, _, scrollView) = makeScrollView(CGRect(x: 0, y: 100, width: 375, height: 400))
        defer { #expect(sim.diagnostics.isEmpty) }  // and the simulation lives to the end
        scrollView.contentSize = CGSize(width: 375, height: 2000)
        scrollView.setContentOffset(CGPoint(x: 0, y: 600), animated: true)
        sim.advance(by: .milliseconds(100))
        let reached = scrollView.contentOffset.y
        #expect(reached > 0 && reached < 600)
        scrollView.setContentOffset(CGPoint(x: 0, y: 50), animated: false)
        sim.advance(by: .seconds(1))
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 50))

        scrollView.setContentOffset(CGPoint(x: 0, y: 600), animated: true)
        sim.advance(by: .milliseconds(100))
        scrollView.contentOffset = CGPoint(x: 0, y: 10)
        sim.advance(by: .seconds(1))
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 600), "UIKit keeps animating over a plain assignment")
    }
}
