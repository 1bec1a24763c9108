import Foundation
import Testing
@testable import KeyboardSimCore

/// A view's `window` and its depth come from what each move keeps for the subtree moved (a step,
/// where a walk up took one per level: a chain cost the square of its depth). These tests hold
/// the kept answers to what a walk up the superviews answers, through the moves that change them.
@MainActor
@Suite("UIView: the window and depth kept by moves")
struct UIViewPlacementTests {
    /// What a walk up the superviews answers: the nearest window above, else the topmost view's
    /// keyboard host window.
    private func walkedWindow(_ view: UIView) -> UIWindow? {
        if let window = view as? UIWindow { return window }
        var top = view
        while let current = top.superview {
            if let window = current as? UIWindow { return window }
            top = current
        }
        return top.keyboardHostWindow
    }

    private func secondWindow(of sim: Simulation) -> UIWindow {
        let parts = sim.window.parts
        return UIWindow(
            screen: parts.screen, clock: parts.clock, notificationCenter: parts.notificationCenter,
            traceRecorder: parts.traceRecorder, animations: parts.animations, layoutEngine: parts.makeLayoutEngine)
    }

    @Test("a subtree added, moved to another window, taken out and put back answers each time as the walk up")
    func movesKeepTheWindow() {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let other = secondWindow(of: sim)
        let container = UIView()
        let middle = UIView()
        let leaf = UIView()
        middle.addSubview(leaf)
        container.addSubview(middle)
        #expect(leaf.window == nil && middle.window == nil)

        sim.window.addSubview(container)
        for view in [container, middle, leaf] { #expect(view.window === sim.window && view.window === walkedWindow(view)) }

        other.addSubview(middle)
        for view in [middle, leaf] { #expect(view.window === other && view.window === walkedWindow(view)) }
        #expect(container.window === sim.window)

        middle.removeFromSuperview()
        for view in [middle, leaf] { #expect(view.window == nil && walkedWindow(view) == nil) }

        // Out of a window, the topmost view's keyboard host window answers (an accessory view).
        middle.keyboardHostWindow = other
        #expect(leaf.window === other && walkedWindow(leaf) === other)
        middle.keyboardHostWindow = nil
        #expect(leaf.window == nil)

        container.insertSubview(middle, at: 0)
        for view in [middle, leaf] { #expect(view.window === sim.window && view.window === walkedWindow(view)) }
    }

    @Test("a window added as a subview answers for the views below it, as the walk up does")
    func nestedWindowAnswers() {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let nested = secondWindow(of: sim)
        let leaf = UIView()
        nested.addSubview(leaf)
        let holder = UIView()
        holder.addSubview(nested)
        sim.window.addSubview(holder)
        #expect(leaf.window === nested && walkedWindow(leaf) === nested)
        #expect(holder.window === sim.window)
        // Added below it later, a view still finds the nearest window.
        let deeper = UIView()
        leaf.addSubview(deeper)
        #expect(deeper.window === nested)
    }

    @Test("when the topmost view is freed while views below it live on, they answer as the walk up does")
    func freedTopmost() {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let survivor = UIView()
        let leaf = UIView()
        survivor.addSubview(leaf)
        do {
            let top = UIView()
            top.keyboardHostWindow = sim.window
            top.addSubview(survivor)
            #expect(leaf.window === sim.window)
        }
        // The freed view's subviews lost their (weak) superview.
        #expect(survivor.superview == nil)
        #expect(leaf.window == nil && survivor.window == nil)
        // Its depth is measured again: the survivor heads a chain as deep as the limit allows.
        var bottom = leaf
        for _ in 0..<(UIView.maximumHierarchyDepth - 2) {
            let view = UIView()
            bottom.addSubview(view)
            bottom = view
        }
        sim.window.addSubview(survivor)
        #expect(bottom.window === sim.window && walkedWindow(bottom) === sim.window)
    }
}
