import Foundation
import Testing
import KeyboardSimTestSupport
@testable import KeyboardSimCore

/// Calls `body`, a main-actor closure, as code the compiler does not check would (Swift 5
/// language mode, an Objective-C-era callback, an unsafe cast): from whatever thread it is on,
/// with no hop and no run-time check of the caller's own.
private func callUnchecked(_ body: @escaping @MainActor () -> Void) {
    unsafeBitCast(body, to: (() -> Void).self)()
}

@Suite("UIKit's thread: the main thread, checked at UIKit's entry points")
struct UIKitThreadTests {
    @Test("addSubview(_:) from another thread stops with a message naming the call, before any runtime trap")
    func addSubviewElsewhere() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let parts = await MainActor.run { Smuggled((UIView(), UIView())) }
            _ = onAnotherThread {
                callUnchecked { parts.value.0.addSubview(parts.value.1) }
                return true
            }
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(
            stderr.contains("KeyboardSim: UIView.addSubview(_:) called from a background thread; UIKit must be used from the main thread"),
            "\(stderr)")
    }

    /// The properties a keyboard handler sets, each set from another thread (a handler
    /// registered with a background `OperationQueue`, say).
    @Test(
        "a property a keyboard handler sets, set from another thread, stops with a message naming it",
        arguments: [
            "NSLayoutConstraint.constant", "NSLayoutConstraint.priority", "NSLayoutConstraint.isActive", "UIView.isHidden",
            "UIView.transform", "UIView.alpha", "UIView.bounds", "UIView.center", "UIScrollView.contentOffset",
            "UIScrollView.contentInset", "UIViewController.additionalSafeAreaInsets", "UITextField.text", "UILabel.text", "CALayer.bounds",
            "CALayer.opacity", "CALayer.isHidden", "UISearchBar.text",
        ])
    func propertySetElsewhere(_ call: String) async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) { [call] in
            let set = await MainActor.run { () -> Smuggled<@MainActor () -> Void> in
                let view = UIView(), other = UIView(), scroll = UIScrollView(), field = UITextField(), label = UILabel()
                let controller = UIViewController(), searchBar = UISearchBar()
                view.addSubview(other)
                let constraint = other.topAnchor.constraint(equalTo: view.topAnchor)
                let sets: [String: @MainActor () -> Void] = [
                    "NSLayoutConstraint.constant": { constraint.constant = 8 },
                    "NSLayoutConstraint.priority": { constraint.priority = .defaultHigh },
                    "NSLayoutConstraint.isActive": { constraint.isActive = true },
                    "UIView.isHidden": { view.isHidden = true },
                    "UIView.transform": { view.transform = CGAffineTransform(translationX: 0, y: -216) },
                    "UIView.alpha": { view.alpha = 0.5 },
                    "UIView.bounds": { view.bounds = CGRect(x: 0, y: 0, width: 10, height: 10) },
                    "UIView.center": { view.center = CGPoint(x: 5, y: 5) },
                    "UIScrollView.contentOffset": { scroll.contentOffset = CGPoint(x: 0, y: 40) },
                    "UIScrollView.contentInset": { scroll.contentInset.bottom = 216 },
                    "UIViewController.additionalSafeAreaInsets": { controller.additionalSafeAreaInsets.bottom = 216 },
                    "UITextField.text": { field.text = "typed" },
                    "UILabel.text": { label.text = "shown" },
                    "CALayer.bounds": { view.layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10) },
                    "CALayer.opacity": { view.layer.opacity = 0.5 },
                    "CALayer.isHidden": { view.layer.isHidden = true },
                    "UISearchBar.text": { searchBar.text = "query" },
                ]
                return Smuggled(sets[call]!)
            }
            _ = onAnotherThread {
                callUnchecked(set.value)
                return true
            }
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(
            stderr.contains("KeyboardSim: \(call) called from a background thread; UIKit must be used from the main thread"), "\(stderr)")
    }

    @Test("MainActor.assumeIsolated on another thread stops with KeyboardSim's message")
    func assumeIsolatedElsewhere() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let view = await MainActor.run {
                _ = Simulation(); return Smuggled(UIView())
            }
            _ = onAnotherThread {
                MainActor.assumeIsolated { view.value.setNeedsLayout() }
                return true
            }
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(stderr.contains("KeyboardSim: main-actor code (UIKit, a simulation) run from a background thread"), "\(stderr)")
    }
}

@Suite("UIKit's thread: a task that came to the main actor from another thread")
struct UIKitOutsideSimulationTests {
    @Test("a UIKit call from Task.detached, while a simulation is current, is said in its trace to run outside it, once")
    func detachedTask() async {
        // In a child process: the detached task finds the thread's simulation made last, which
        // in a parallel run may be another test's.
        await #expect(processExitsWith: .exitCode(0)) {
            let (sim, view) = await MainActor.run {
                let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
                return (Smuggled(sim), Smuggled(UIView()))
            }
            await Task.detached {
                await MainActor.run {
                    view.value.setNeedsLayout()
                    view.value.setNeedsLayout()
                }
            }.value
            let said = await MainActor.run {
                sim.value.diagnostics.filter {
                    $0.hasPrefix("UIView.setNeedsLayout() called from a task that came to the main actor from another thread")
                        && $0.contains("it runs outside the simulation")
                }.count
            }
            exit(said == 1 ? 0 : 2)
        }
    }

    @Test("the task that made the simulation, resuming after a wait on another thread, is the test's own: nothing is said")
    @MainActor func creatingTaskResumes() async {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let view = UIView()
        await Task.detached {}.value
        view.setNeedsLayout()
        sim.window.addSubview(view)
        #expect(!sim.diagnostics.contains { $0.contains("outside the simulation") }, "\(sim.diagnostics)")
    }
}
