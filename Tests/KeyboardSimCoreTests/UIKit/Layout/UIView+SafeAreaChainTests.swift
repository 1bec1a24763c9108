import Foundation
import Testing
@testable import KeyboardSimCore

/// A chain of views, each pinned to its superview's safe area layout guide, is laid out, rotated
/// and given the keyboard: every view's safe area comes from its superview's, so these tests hold
/// each level to the answer UIKit gives, deep chains included, and the cached safe areas to a
/// fresh computation after the moves that change them.
@MainActor
@Suite("UIView: safe areas down a deep chain")
struct UIViewSafeAreaChainTests {
    /// Builds `depth` views below the window, each pinned on its four edges to its superview's
    /// safe area layout guide, and a text field pinned to the deepest one's bottom.
    private func chain(_ depth: Int, in sim: Simulation) -> (views: [UIView], field: UITextField) {
        var views: [UIView] = []
        var top: UIView = sim.window
        for _ in 0..<depth {
            let view = UIView()
            view.translatesAutoresizingMaskIntoConstraints = false
            top.addSubview(view)
            let guide = top.safeAreaLayoutGuide
            NSLayoutConstraint.activate([
                view.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
                view.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
                view.topAnchor.constraint(equalTo: guide.topAnchor),
                view.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
            ])
            views.append(view)
            top = view
        }
        let field = UITextField()
        field.translatesAutoresizingMaskIntoConstraints = false
        top.addSubview(field)
        NSLayoutConstraint.activate([
            field.leadingAnchor.constraint(equalTo: top.leadingAnchor),
            field.trailingAnchor.constraint(equalTo: top.trailingAnchor),
            field.bottomAnchor.constraint(equalTo: top.bottomAnchor),
            field.heightAnchor.constraint(equalToConstant: 44),
        ])
        return (views, field)
    }

    @Test("80 levels on a phone with a notch: every level fills the window's safe area, in portrait and in landscape")
    func deepChainFollowsRotation() {
        let sim = Simulation(device: .iPhone12, profile: .iOS17)
        let (views, field) = chain(80, in: sim)
        sim.advance(by: .milliseconds(100))
        let portrait = sim.window.bounds.inset(by: sim.window.safeAreaInsets)
        #expect(portrait.minY > 0)  // the notch's inset
        for (level, view) in views.enumerated() {
            #expect(view.frameInWindow == portrait, "level \(level + 1)")
            #expect(view.safeAreaInsets == .zero, "level \(level + 1)")
        }
        sim.rotate(to: .landscapeLeft)
        sim.advance(by: .seconds(1))
        let landscape = sim.window.bounds.inset(by: sim.window.safeAreaInsets)
        #expect(landscape.width > landscape.height)
        #expect(landscape.minX > 0)  // the notch's side
        for (level, view) in views.enumerated() {
            #expect(view.frameInWindow == landscape, "level \(level + 1)")
        }
        field.becomeFirstResponder()
        sim.advance(by: .seconds(1))
        #expect(field.isFirstResponder)
        #expect(sim.keyboard.visibleFrame != nil)
    }

    @Test("a view's safe area follows its own and its ancestors' moves, as a fresh computation does")
    func safeAreaFollowsMoves() {
        let sim = Simulation(device: .iPhone12, profile: .iOS17)
        let outer = UIView(frame: sim.window.bounds)
        let inner = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        sim.window.addSubview(outer)
        outer.addSubview(inner)
        let notch = sim.window.safeAreaInsets.top
        #expect(notch > 0)
        #expect(inner.safeAreaInsets.top == notch)
        outer.frame.origin.y = 10  // an ancestor moves: less of the inner view under the notch
        #expect(inner.safeAreaInsets.top == notch - 10)
        inner.frame.origin.y = notch  // the view itself moves out of it
        #expect(inner.safeAreaInsets.top == 0)
        outer.bounds.origin.y = notch  // an ancestor scrolls its content up
        #expect(inner.safeAreaInsets.top == notch - 10)
        inner.removeFromSuperview()
        #expect(inner.safeAreaInsets == .zero)
        sim.window.addSubview(inner)
        #expect(inner.safeAreaInsets.top == 0)  // at y = notch in the window
    }

    @Test("a view sized by its own safe area that grows it every round is reported as a layout that did not settle")
    func feedbackLoopIsReported() {
        let sim = Simulation(device: .iPhone12, profile: .iOS17)
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        sim.window.addSubview(view)
        // The guide is the view less what the home indicator covers of it: each round the
        // view is twice its guide plus 900, so the part below the safe area doubles.
        NSLayoutConstraint.activate([
            view.topAnchor.constraint(equalTo: sim.window.topAnchor),
            view.leadingAnchor.constraint(equalTo: sim.window.leadingAnchor),
            view.widthAnchor.constraint(equalToConstant: 100),
            view.heightAnchor.constraint(equalTo: view.safeAreaLayoutGuide.heightAnchor, multiplier: 2, constant: 900),
        ])
        sim.advance(by: .milliseconds(100))
        let reports = sim.diagnostics.filter { $0.hasPrefix("Layout did not settle") }
        #expect(reports.count == 1, "once until a pass settles, not once per pass")
        #expect(reports.first?.contains("layout feedback loop") == true)
        #expect(view.frame.height.isFinite)
    }
}
