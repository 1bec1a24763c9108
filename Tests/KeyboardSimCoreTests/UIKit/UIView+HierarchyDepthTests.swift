import Foundation
import Testing
import KeyboardSimTestSupport
@testable import KeyboardSimCore

/// View hierarchies 1,000 levels deep are simulated (built, laid out and
/// rotated); one level more is refused at the call that would make it, with a message, never a
/// stack overflow. Each refusal runs in a child process (Swift Testing's exit tests).
/// The documented limit (the UIKit support article, UIView.addSubview's comment).
private let limit = 1_000

/// A chain of `depth` views under `sim`'s window, each resizing with its superview.
@MainActor private func chain(_ depth: Int, in sim: Simulation) -> UIView {
    var top: UIView = sim.window
    for _ in 0..<depth {
        let view = UIView(frame: top.bounds)
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        top.addSubview(view)
        top = view
    }
    return top
}

@Suite("UIView: how deep a hierarchy may be")
struct UIViewHierarchyDepthTests {
    @Test("a chain as deep as the limit is built, laid out and rotated; the deepest view follows the window")
    func deepestAllowedChainRotates() async {
        // In a child process: a stack overflow here would otherwise end the whole test run.
        await #expect(processExitsWith: .success) {
            await MainActor.run {
                let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
                let deepest = chain(limit, in: sim)
                sim.rotate(to: .landscapeLeft)
                sim.advance(by: .seconds(1))
                guard deepest.bounds.size == CGSize(width: 667, height: 375) else { exit(2) }
                var levels = 0
                var view: UIView? = deepest
                while let current = view?.superview { levels += 1; view = current }
                guard levels == limit, deepest.window === sim.window else { exit(3) }
            }
        }
    }

    @Test("one level deeper than the limit is refused at that addSubview, with a message that says why")
    func oneLevelTooDeep() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
                let deepest = chain(limit, in: sim)
                deepest.addSubview(UIView())
            }
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(
            stderr.contains(
                "KeyboardSim: addSubview(_:): the hierarchy would be 1001 levels deep; expected at most 1000 levels"),
            "\(stderr)")
    }

    @Test("a chain built bottom up, out of any window, is refused at the step that makes it 1,001 levels deep")
    func deepChainJoiningAWindow() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
                // Out of a window too: the limit is the hierarchy's, wherever it is.
                var root = UIView()
                for _ in 0..<5_000 {
                    let parent = UIView()
                    parent.addSubview(root)
                    root = parent
                }
                sim.window.addSubview(root)
            }
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(
            stderr.contains("KeyboardSim: addSubview(_:): the hierarchy would be 1001 levels deep; expected at most 1000 levels"),
            "\(stderr)")
    }
}

@Suite("UIView: a view added under itself")
struct UIViewHierarchyCycleTests {
    @Test(
        "adding a view as its own subview, or an ancestor as a subview, stops with a message, as UIKit raises",
        arguments: ["self", "parent", "grandparent", "insert self", "insert ancestor"])
    func cycleRefused(_ which: String) async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) { [which] in
            await MainActor.run {
                let top = UIView()
                let middle = UIView()
                let bottom = UIView()
                top.addSubview(middle)
                middle.addSubview(bottom)
                switch which {
                case "self": bottom.addSubview(bottom)
                case "parent": bottom.addSubview(middle)
                case "grandparent": bottom.addSubview(top)
                case "insert self": middle.insertSubview(middle, at: 0)
                default: bottom.insertSubview(top, belowSubview: bottom)
                }
            }
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        let expected =
            which.hasSuffix("self")
            ? "Can't add self as subview"
            : "the view to add is an ancestor of the receiver; adding it would make the hierarchy a loop"
        #expect(stderr.contains("KeyboardSim: UIView.") && stderr.contains(expected), "\(stderr)")
    }

    @Test("a view moved from one parent to a sibling of its parent is a move, not a loop")
    @MainActor func moveIsNotALoop() {
        let top = UIView()
        let left = UIView()
        let right = UIView()
        let leaf = UIView()
        top.addSubview(left)
        top.addSubview(right)
        left.addSubview(leaf)
        right.addSubview(leaf)
        #expect(leaf.superview === right)
        #expect(left.subviews.isEmpty)
        #expect(right.subviews.map(ObjectIdentifier.init) == [ObjectIdentifier(leaf)])
    }
}
