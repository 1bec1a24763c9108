import Testing
import UIKit
import KeyboardSim

/// A library's shared keyboard-height object: a block observer whose token it keeps for the
/// app's lifetime, first made wherever the app first touches it.
@MainActor private final class LibraryKeyboardHeight {
    static let shared = LibraryKeyboardHeight()
    private(set) var heights: [CGFloat] = []
    private var token: NSObjectProtocol?

    init() {
        token = NotificationCenter.default.addObserver(
            forName: UIResponder.keyboardWillShowNotification, object: nil, queue: .main
        ) { [weak self] note in
            guard let frame = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
            MainActor.assumeIsolated { self?.heights.append(frame.height) }
        }
    }

    /// Removes the observer, so that later tests do not hear it.
    func stop() {
        token.map(NotificationCenter.default.removeObserver)
        token = nil
    }
}

/// A screen that first touches the library's object in its `viewDidLoad`.
private final class LibraryTouchingScreen: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        _ = LibraryKeyboardHeight.shared
    }
}

/// A screen that leaks: its block observer captures it strongly and is never removed.
private final class LeakyScreen: UIViewController {
    private var token: NSObjectProtocol?
    private(set) var shows = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        token = NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil) { _ in
            MainActor.assumeIsolated { self.shows += 1 }
        }
    }
}

/// A form's first screen, with a field.
private final class FieldRootScreen: UIViewController {
    let field = UITextField(frame: CGRect(x: 20, y: 200, width: 300, height: 34))
    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(field)
    }
}

@MainActor @Suite("The audit tells an app-lifetime observer from a leak")
struct AppLifetimeAuditTests {
    @Test(
        "a library's observer carried in from an earlier simulation is no finding; a pushed and popped screen that leaks is, with its registration and what it heard"
    )
    func carriedObserverAndLeak() {
        do {
            let earlier = Simulation(device: .iPhoneSE3, profile: .iOS17)
            earlier.window.rootViewController = LibraryTouchingScreen()
            earlier.advance(by: .seconds(1))
        }
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let root = FieldRootScreen()
        let nav = UINavigationController(rootViewController: root)
        sim.window.rootViewController = nav
        sim.advance(by: .seconds(1))
        #expect(!sim.notificationCenter.currentRegistrations.filter { $0.id <= 0 }.isEmpty, "the library's registration was carried in")
        do {
            let leaky = LeakyScreen()
            nav.pushViewController(leaky, animated: false)
            sim.advance(by: .seconds(1))
            nav.popViewController(animated: false)
            sim.advance(by: .seconds(1))
        }
        root.field.becomeFirstResponder()
        sim.advance(by: .seconds(1))
        #expect(LibraryKeyboardHeight.shared.heights.last == 260, "the app-lifetime observer heard this simulation's keyboard")

        let report = sim.audit.report()
        #expect(!report.isClean)
        #expect(report.leakedControllers.map(\.name) == ["LeakyScreen"])
        #expect(report.leakedControllers.first?.releasedBy == "popped")
        #expect(report.leakedControllers.first?.retainedBy.map(\.owner) == ["LeakyScreen"], "its own block registration retains it")
        #expect(report.registrationsLeftBehind.map(\.registration.owner) == ["LeakyScreen"])
        #expect(report.deliveriesWhileHidden.map(\.registration.owner) == ["LeakyScreen"], "it heard the willShow while popped")
        #expect(report.duplicateDeliveries.isEmpty)
        let carried = sim.notificationCenter.currentRegistrations.filter { $0.id <= 0 }.map(\.id)
        let findings =
            report.leakedControllers.flatMap { $0.retainedBy.map(\.id) } + report.registrationsLeftBehind.map(\.registration.id)
            + report.deliveriesWhileHidden.map(\.registration.id)
        #expect(!carried.isEmpty && carried.allSatisfy { !findings.contains($0) }, "the carried registration is in no finding")
        LibraryKeyboardHeight.shared.stop()
    }
}
