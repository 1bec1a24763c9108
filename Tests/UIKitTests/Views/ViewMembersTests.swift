import Foundation
import Testing
import UIKit
import KeyboardSim

/// A view that logs the callbacks of UIView's hierarchy, margins, constraints and interactions.
private final class MembersLoggingView: UIView {
    var log: [String] = []
    let name: String

    init(_ name: String, frame: CGRect = .zero) {
        self.name = name
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) { nil }

    override func willMove(toSuperview newSuperview: UIView?) { log.append("\(name).willMoveToSuperview") }
    override func didMoveToSuperview() { log.append("\(name).didMoveToSuperview") }
    override func didAddSubview(_ subview: UIView) { log.append("\(name).didAddSubview(\((subview as? MembersLoggingView)?.name ?? "?"))") }
    override func layoutMarginsDidChange() { log.append("\(name).layoutMarginsDidChange") }
    override func updateConstraints() {
        log.append("\(name).updateConstraints")
        super.updateConstraints()
    }
}

/// A view whose content sits 2 points inside its frame on every side but the bottom, 6 there.
private final class MembersInsetContentView: UIView {
    override var alignmentRectInsets: UIEdgeInsets { UIEdgeInsets(top: 2, left: 2, bottom: 6, right: 2) }
}

private final class MembersInteraction: UIInteraction {
    var view: UIView?
    var log: [String] = []
    func willMove(to view: UIView?) { log.append("willMove(\(view == nil ? "nil" : "view"))") }
    func didMove(to view: UIView?) {
        self.view = view
        log.append("didMove(\(view == nil ? "nil" : "view"))")
    }
}

@MainActor @Suite("UIView's members of Apple's documentation: hierarchy, hit testing, margins, constraints, geometry")
struct ViewMembersTests {
    @Test("viewWithTag searches the view itself first, then its subviews depth first; nil when no view has the tag")
    func viewWithTag() {
        let root = UIView(), a = UIView(), a1 = UIView(), b = UIView()
        root.addSubview(a)
        a.addSubview(a1)
        root.addSubview(b)
        a1.tag = 7
        b.tag = 7
        root.tag = 3
        #expect(root.viewWithTag(3) === root)
        #expect(root.viewWithTag(7) === a1, "depth first: a's subtree before b")
        #expect(b.viewWithTag(7) === b)
        #expect(root.viewWithTag(99) == nil)
    }

    @Test("hitTest answers the frontmost deepest view containing the point, skipping hidden, untouchable and transparent views")
    func hitTest() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let back = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let front = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        root.addSubview(back)
        root.addSubview(front)
        front.addSubview(child)
        #expect(root.hitTest(CGPoint(x: 115, y: 115), with: nil) === child, "(115, 115) is (5, 5) in child")
        #expect(root.hitTest(CGPoint(x: 150, y: 150), with: nil) === front)
        #expect(root.hitTest(CGPoint(x: 50, y: 50), with: nil) === back)
        #expect(root.hitTest(CGPoint(x: 250, y: 250), with: nil) === root)
        #expect(root.hitTest(CGPoint(x: 350, y: 10), with: nil) == nil, "outside the root")
        front.isHidden = true
        #expect(root.hitTest(CGPoint(x: 150, y: 150), with: nil) === back)
        front.isHidden = false
        front.isUserInteractionEnabled = false
        #expect(root.hitTest(CGPoint(x: 150, y: 150), with: nil) === back)
        front.isUserInteractionEnabled = true
        front.alpha = 0.005
        #expect(root.hitTest(CGPoint(x: 150, y: 150), with: nil) === back, "alpha below 0.01")
    }

    @Test("didAddSubview comes after the subview's didMoveToSuperview, as a device logs it")
    func didAddSubviewOrder() {
        let parent = MembersLoggingView("parent"), child = MembersLoggingView("child")
        parent.addSubview(child)
        #expect(child.log == ["child.willMoveToSuperview", "child.didMoveToSuperview"])
        #expect(parent.log == ["parent.didAddSubview(child)"])
        let other = MembersLoggingView("other")
        parent.insertSubview(other, belowSubview: child)
        #expect(parent.log.last == "parent.didAddSubview(other)")
    }

    @Test(
        "layoutMarginsDidChange is called when the margins change, not when the same margins are set; directional margins follow the layout direction"
    )
    func margins() {
        let view = MembersLoggingView("view")
        view.layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
        #expect(view.log.isEmpty, "the default margins again")
        view.layoutMargins = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(view.log == ["view.layoutMarginsDidChange"])
        #expect(view.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        view.semanticContentAttribute = .forceRightToLeft
        #expect(view.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        #expect(view.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 1, leading: 4, bottom: 3, trailing: 2))
        view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 20)
        #expect(view.layoutMargins == UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 10), "leading is right, right to left")
        #expect(view.log == ["view.layoutMarginsDidChange", "view.layoutMarginsDidChange"])
    }

    @Test("the layout direction of each semantic content attribute, in either direction")
    func layoutDirection() {
        let table: [(UISemanticContentAttribute, UIUserInterfaceLayoutDirection, UIUserInterfaceLayoutDirection)] = [
            (.unspecified, .leftToRight, .rightToLeft), (.playback, .leftToRight, .leftToRight), (.spatial, .leftToRight, .leftToRight),
            (.forceLeftToRight, .leftToRight, .leftToRight), (.forceRightToLeft, .rightToLeft, .rightToLeft),
        ]
        for (attribute, inLeftToRight, inRightToLeft) in table {
            #expect(UIView.userInterfaceLayoutDirection(for: attribute, relativeTo: .leftToRight) == inLeftToRight)
            #expect(UIView.userInterfaceLayoutDirection(for: attribute, relativeTo: .rightToLeft) == inRightToLeft)
            #expect(UIView.userInterfaceLayoutDirection(for: attribute) == inLeftToRight)
        }
    }

    @Test(
        "the update-constraints pass: every new view needs it; subviews update before their superview, before layout; setNeedsUpdateConstraints asks again"
    )
    func updateConstraintsPass() {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let controller = UIViewController()
        sim.window.rootViewController = controller
        sim.advance(by: .seconds(1))
        let parent = MembersLoggingView("parent"), child = MembersLoggingView("child")
        parent.addSubview(child)
        #expect(parent.needsUpdateConstraints() && child.needsUpdateConstraints())
        controller.view.addSubview(parent)
        child.log = []
        parent.log = []
        parent.layoutIfNeeded()
        #expect(child.log == ["child.updateConstraints"])
        #expect(parent.log == ["parent.updateConstraints"])
        #expect(!parent.needsUpdateConstraints() && !child.needsUpdateConstraints())
        child.setNeedsUpdateConstraints()
        #expect(child.needsUpdateConstraints())
        sim.advance(by: .milliseconds(20))
        #expect(child.log == ["child.updateConstraints", "child.updateConstraints"], "the window's pass at the end of the turn")
        #expect(parent.log == ["parent.updateConstraints"], "only the view that asked")
        child.setNeedsUpdateConstraints()
        child.updateConstraintsIfNeeded()
        #expect(child.log.count == 3)
        child.updateConstraintsIfNeeded()
        #expect(child.log.count == 3, "nothing due")
        #expect(!UIView.requiresConstraintBasedLayout)
    }

    @Test("alignment rectangles: the frame inset by alignmentRectInsets, and back")
    func alignmentRects() {
        let view = MembersInsetContentView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        let rect = view.alignmentRect(forFrame: view.frame)
        #expect(rect == CGRect(x: 12, y: 22, width: 96, height: 42))
        #expect(view.frame(forAlignmentRect: rect) == view.frame)
        #expect(UIView().alignmentRectInsets == .zero)
        #expect(view.forFirstBaselineLayout === view && view.forLastBaselineLayout === view && view.forBaselineLayout() === view)
    }

    @Test("system spacing anchors in each relation: multiplier × 8 points, the relation kept")
    func systemSpacingRelations() {
        let root = UIView(), view = UIView()
        root.addSubview(view)
        let below = view.topAnchor.constraint(lessThanOrEqualToSystemSpacingBelow: root.topAnchor, multiplier: 2)
        let after = view.leadingAnchor.constraint(lessThanOrEqualToSystemSpacingAfter: root.leadingAnchor, multiplier: 1)
        #expect(below.relation == .lessThanOrEqual && below.constant == 16)
        #expect(after.relation == .lessThanOrEqual && after.constant == 8)
        let item = UIBarButtonItem(image: UIImage(), landscapeImagePhone: UIImage(), style: .plain, target: nil, action: nil)
        #expect(item.landscapeImagePhone != nil && item.image != nil && item.style == .plain)
    }

    @Test("constraintsAffectingLayout(for:) lists the active constraints naming the view on that axis")
    func constraintsAffectingLayout() {
        let root = UIView(), view = UIView()
        root.addSubview(view)
        let leading = view.leadingAnchor.constraint(equalTo: root.leadingAnchor)
        let width = view.widthAnchor.constraint(equalToConstant: 100)
        let top = view.topAnchor.constraint(equalTo: root.topAnchor, constant: 8)
        let inactive = view.heightAnchor.constraint(equalToConstant: 40)
        NSLayoutConstraint.activate([leading, width, top])
        #expect(
            view.constraintsAffectingLayout(for: .horizontal).map(ObjectIdentifier.init) == [width, leading].map(ObjectIdentifier.init))
        #expect(view.constraintsAffectingLayout(for: .vertical).map(ObjectIdentifier.init) == [ObjectIdentifier(top)])
        #expect(!inactive.isActive)
        #expect(leading.secondAnchor != nil && width.secondAnchor == nil)
    }

    @Test(
        "transform3D: one without perspective is the view's transform (its depth kept for reading back); perspective is said in the trace and left out"
    )
    func transform3D() {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let controller = UIViewController()
        sim.window.rootViewController = controller
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        controller.view.addSubview(view)
        view.transform3D = CATransform3DMakeAffineTransform(CGAffineTransform(translationX: 0, y: -40))
        #expect(view.transform == CGAffineTransform(translationX: 0, y: -40))
        #expect(CATransform3DIsAffine(view.transform3D))
        // A z scale of 0 (a button's "shrink to nothing") moves nothing of a flat view but its x and y scale.
        view.layer.transform = CATransform3DMakeScale(0, 0, 0)
        #expect(view.transform == CGAffineTransform(scaleX: 0, y: 0))
        #expect(view.transform3D == CATransform3DMakeScale(0, 0, 0))
        #expect(view.layer.transform == CATransform3DMakeScale(0, 0, 0))
        view.layer.transform = CATransform3DIdentity
        #expect(view.transform == .identity)
        view.transform = CGAffineTransform(translationX: 0, y: -40)
        #expect(sim.diagnostics == [])
        var perspective = CATransform3DIdentity
        perspective.m14 = -1 / 500
        view.transform3D = perspective
        #expect(view.transform == CGAffineTransform(translationX: 0, y: -40), "unchanged")
        #expect(view.transform3D == perspective)
        #expect(sim.diagnostics.contains { $0.hasPrefix("UIView.transform3D on UIView: a transform with perspective is not simulated") })
        // Setting the affine transform forgets the 3D one.
        view.transform = .identity
        #expect(view.transform3D == CATransform3DIdentity)
        // A layer on its own keeps its transform; its affine form reads and writes it.
        let layer = CALayer()
        layer.setAffineTransform(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(layer.affineTransform() == CGAffineTransform(rotationAngle: .pi / 2))
        #expect(CATransform3DIsAffine(layer.transform))
    }

    @Test("interactions hear willMove and didMove when added and removed")
    func interactions() {
        let view = UIView(), interaction = MembersInteraction()
        view.addInteraction(interaction)
        #expect(interaction.view === view && view.interactions.count == 1)
        view.removeInteraction(interaction)
        #expect(interaction.log == ["willMove(view)", "didMove(view)", "willMove(nil)", "didMove(nil)"])
        #expect(view.interactions.isEmpty && interaction.view == nil)
    }

    @Test("drawing, snapshots and ambiguity exercise say in the trace that they are not simulated")
    func notSimulatedSaysSo() {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let controller = UIViewController()
        sim.window.rootViewController = controller
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 80, height: 40))
        view.accessibilityIdentifier = "badge"
        controller.view.addSubview(view)
        view.setNeedsDisplay()
        #expect(view.drawHierarchy(in: view.bounds, afterScreenUpdates: true) == false)
        #expect(view.snapshotView(afterScreenUpdates: false)?.frame.size == CGSize(width: 80, height: 40))
        view.exerciseAmbiguityInLayout()
        #expect(
            sim.diagnostics.filter { $0.contains("badge") } == [
                "UIView.setNeedsDisplay() on badge: drawing is not simulated (draw(_:) is not called)",
                "UIView.drawHierarchy(in:afterScreenUpdates:) on badge: drawing is not simulated (answered false)",
                "UIView.snapshotView(afterScreenUpdates:) on badge: the snapshot has the view's size, no content",
                "UIView.exerciseAmbiguityInLayout() on badge: not simulated (the solver's solution is deterministic)",
            ])
    }

    @Test("the inert members: UIKit's defaults, stored as set")
    func inertDefaults() {
        let view = UIView()
        #expect(!view.isExclusiveTouch && !view.isMultipleTouchEnabled && !view.preservesSuperviewLayoutMargins)
        #expect(view.tintAdjustmentMode == .automatic && view.semanticContentAttribute == .unspecified)
        #expect(view.contentScaleFactor == 1 && view.clearsContextBeforeDrawing && view.mask == nil)
        #expect(view.restorationIdentifier == nil && view.overrideUserInterfaceStyle == .unspecified)
        #expect(!view.accessibilityIgnoresInvertColors && view.largeContentTitle == nil && view.largeContentImage == nil)
        #expect(!view.scalesLargeContentImage && view.largeContentImageInsets == .zero && !view.showsLargeContentViewer)
        #expect(view.minimumContentSizeCategory == nil && view.maximumContentSizeCategory == nil)
        #expect(!view.canBecomeFocused && !view.isFocused && view.focusGroupIdentifier == nil)
        #expect(view.anchorPoint == CGPoint(x: 0.5, y: 0.5) && view.motionEffects.isEmpty)
        #expect(UIView.layerClass == CALayer.self && view.viewPrintFormatter().view === view)
        #expect(view.gestureRecognizerShouldBegin(UITapGestureRecognizer()))
        #expect(UIView.layoutFittingCompressedSize == .zero)
        view.isExclusiveTouch = true
        view.isMultipleTouchEnabled = true
        view.tintAdjustmentMode = .dimmed
        view.contentScaleFactor = 3
        view.clearsContextBeforeDrawing = false
        view.restorationIdentifier = "main"
        view.accessibilityIgnoresInvertColors = true
        view.largeContentTitle = "Title"
        view.showsLargeContentViewer = true
        view.focusGroupIdentifier = "group"
        let effect = UIMotionEffect()
        view.addMotionEffect(effect)
        #expect(view.isExclusiveTouch && view.isMultipleTouchEnabled && view.tintAdjustmentMode == .dimmed)
        #expect(view.contentScaleFactor == 3 && !view.clearsContextBeforeDrawing && view.restorationIdentifier == "main")
        #expect(view.accessibilityIgnoresInvertColors && view.largeContentTitle == "Title" && view.showsLargeContentViewer)
        #expect(view.focusGroupIdentifier == "group" && view.motionEffects.count == 1)
        view.removeMotionEffect(effect)
        #expect(view.motionEffects.isEmpty)
        view.updateTraitsIfNeeded()
        #expect(view.appliedContentSizeCategoryLimitsDescription == "minimum: none, maximum: none")
    }
}

/// A screen with one box to animate.
@MainActor private func boxScreen() -> (Simulation, UIView) {
    let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
    let controller = UIViewController()
    sim.window.rootViewController = controller
    let box = UIView(frame: CGRect(x: 0, y: 100, width: 50, height: 50))
    box.accessibilityIdentifier = "box"
    controller.view.addSubview(box)
    sim.advance(by: .seconds(1))
    return (sim, box)
}

@MainActor @Suite("UIView's keyframe, transition and system animations, and animations turned off, on the virtual clock")
struct ViewAnimationMembersTests {
    @Test("animateKeyframes: each keyframe animates its changes linearly over its share of the duration; the completion after the whole")
    func keyframes() {
        let (sim, box) = boxScreen()
        var finished: [Bool] = []
        UIView.animateKeyframes(
            withDuration: 1, delay: 0, options: UIView.KeyframeAnimationOptions(rawValue: UIView.AnimationOptions.curveLinear.rawValue),
            animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { box.frame.origin.x = 100 }
                UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { box.frame.origin.y = 300 }
            }, completion: { finished.append($0) })
        #expect(box.frame.origin == CGPoint(x: 100, y: 300), "the model takes the final values at once")
        sim.advance(by: .milliseconds(250))
        var drawn = sim.presentationFrameOnScreen(box, at: sim.now)
        #expect(abs(drawn.minX - 50) < 0.5 && abs(drawn.minY - 100) < 0.5, "half of the first keyframe; the second not begun: \(drawn)")
        sim.advance(by: .milliseconds(500))
        drawn = sim.presentationFrameOnScreen(box, at: sim.now)
        #expect(abs(drawn.minX - 100) < 0.5 && abs(drawn.minY - 200) < 0.5, "half of the second keyframe: \(drawn)")
        #expect(finished.isEmpty)
        sim.advance(by: .milliseconds(260))
        #expect(finished == [true])
        #expect(sim.presentationFrameOnScreen(box, at: sim.now).origin == CGPoint(x: 100, y: 300))
        #expect(!sim.diagnostics.contains { $0.hasPrefix("UIView.animateKeyframes") }, "a linear keyframe animation is simulated as asked")
    }

    @Test("animateKeyframes with the default options says that the whole animation's easing is approximated")
    func keyframesEasingSaid() {
        let (sim, box) = boxScreen()
        UIView.animateKeyframes(
            withDuration: 1, delay: 0,
            animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { box.frame.origin.x = 100 }
            })
        #expect(
            sim.diagnostics.contains(
                "UIView.animateKeyframes: the whole animation's easeInOut timing (each keyframe moves linearly over its share)"))
    }

    @Test("setAnimationsEnabled(false): block animations apply at once and complete; areAnimationsEnabled says so")
    func animationsDisabled() {
        let (sim, box) = boxScreen()
        #expect(UIView.areAnimationsEnabled)
        UIView.setAnimationsEnabled(false)
        #expect(!UIView.areAnimationsEnabled)
        var completed = false
        UIView.animate(withDuration: 1, animations: { box.frame.origin.x = 200 }, completion: { _ in completed = true })
        #expect(sim.presentationFrameOnScreen(box, at: sim.now).minX == 200, "no animation: drawn where the model is")
        #expect(completed)
        UIView.setAnimationsEnabled(true)
        UIView.animate(withDuration: 1) { box.frame.origin.x = 0 }
        sim.advance(by: .milliseconds(500))
        let x = sim.presentationFrameOnScreen(box, at: sim.now).minX
        #expect(x > 0 && x < 200, "animating again: \(x)")
        #expect(UIView.areAnimationsEnabled)
    }

    @Test("transition(from:to:) puts the new view in the old one's place at once; the completion after the duration")
    func transitionFromTo() throws {
        let (sim, box) = boxScreen()
        let container = try #require(box.superview)
        let replacement = UIView(frame: box.frame)
        let index = container.subviews.firstIndex { $0 === box }
        var completed = false
        UIView.transition(from: box, to: replacement, duration: 0.4, options: [.transitionCrossDissolve]) { _ in completed = true }
        #expect(box.superview == nil)
        #expect(container.subviews.firstIndex { $0 === replacement } == index)
        #expect(!completed)
        sim.advance(by: .milliseconds(400))
        #expect(completed)
        #expect(sim.diagnostics.contains { $0.hasPrefix("UIView.transition(from: box, to: UIView): transition 5 is not drawn") })
        let shown = UIView()
        container.addSubview(shown)
        shown.isHidden = true
        UIView.transition(from: replacement, to: shown, duration: 0.2, options: [.showHideTransitionViews])
        #expect(replacement.isHidden && !shown.isHidden && replacement.superview === container)
    }

    @Test("transition(with:) applies its changes at once unless .allowAnimatedContent, which animates them")
    func transitionWith() {
        let (sim, box) = boxScreen()
        var completed = false
        UIView.transition(with: box, duration: 0.5, options: [.transitionFlipFromLeft], animations: { box.frame.origin.x = 100 }) { _ in
            completed = true
        }
        #expect(sim.presentationFrameOnScreen(box, at: sim.now).minX == 100, "a snapshot flips on iOS; the frame jumps")
        sim.advance(by: .milliseconds(500))
        #expect(completed)
        UIView.transition(
            with: box, duration: 0.5, options: [.allowAnimatedContent, .curveLinear], animations: { box.frame.origin.x = 200 })
        sim.advance(by: .milliseconds(250))
        #expect(abs(sim.presentationFrameOnScreen(box, at: sim.now).minX - 150) < 0.5)
    }

    @Test("perform(.delete) removes the views when its animation ends, with the parallel animations beside it")
    func systemDelete() {
        let (sim, box) = boxScreen()
        var completed = false
        UIView.perform(.delete, on: [box], options: [], animations: nil) { _ in completed = true }
        #expect(box.superview != nil)
        sim.advance(by: .milliseconds(300))
        #expect(box.superview == nil && completed)
    }

    @Test("modifyAnimations and the legacy repeat setters run once and say so")
    func repeatsSaid() {
        let (sim, box) = boxScreen()
        UIView.modifyAnimations(withRepeatCount: 3, autoreverses: true) {
            UIView.animate(withDuration: 0.3) { box.frame.origin.x = 10 }
        }
        UIView.beginAnimations(nil, context: nil)
        UIView.setAnimationRepeatCount(2)
        UIView.setAnimationTransition(.curlUp, for: box, cache: false)
        box.frame.origin.x = 20
        UIView.commitAnimations()
        #expect(
            sim.diagnostics.filter { $0.hasPrefix("UIView.modifyAnimations") || $0.hasPrefix("UIView.setAnimation") } == [
                "UIView.modifyAnimations(withRepeatCount: 3.0, autoreverses: true): repeating is not simulated; the animations run once",
                "UIView.setAnimationRepeatCount(2.0): repeating is not simulated; the animation runs once",
                "UIView.setAnimationTransition(curlUp, for: box): the transition is not drawn",
            ])
    }
}
