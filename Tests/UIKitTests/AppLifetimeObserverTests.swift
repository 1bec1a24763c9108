import Combine
import Testing
import UIKit
import KeyboardSim

/// An app-lifetime object as apps and libraries write one: it observes the keyboard on
/// `NotificationCenter.default` from the moment it exists, whatever screen is up.
private final class KeyboardTracker {
    private(set) var heights: [CGFloat] = []
    private var cancellables = Set<AnyCancellable>()

    init(combine: Bool = false) {
        if combine {
            NotificationCenter.default.publisher(for: UIResponder.keyboardWillShowNotification)
                .compactMap { $0.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect }
                .sink { [weak self] frame in self?.heights.append(frame.height) }
                .store(in: &cancellables)
        } else {
            NotificationCenter.default.addObserver(
                self, selector: KeyboardTracker.keyboardWillShow,
                name: UIResponder.keyboardWillShowNotification, object: nil)
        }
    }

    func keyboardWillShow(_ notification: Notification) {
        if let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect { heights.append(frame.height) }
    }

    func stop() {
        NotificationCenter.default.removeObserver(self)
        cancellables.removeAll()  // a Combine subscription ends when cancelled, not by removeObserver
    }
}

/// A screen whose controller observes the keyboard itself.
private final class FieldScreen: UIViewController {
    let field = UITextField(frame: CGRect(x: 20, y: 400, width: 300, height: 34))
    private(set) var shows = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(field)
        NotificationCenter.default.addObserver(
            self, selector: FieldScreen.keyboardWillShow,
            name: UIResponder.keyboardWillShowNotification, object: nil)
    }

    func keyboardWillShow(_ notification: Notification) { shows += 1 }
}

/// Shows the keyboard once in a new simulation on `device` and lets it go; the screen is returned.
@MainActor private func showKeyboard(on device: Device) -> FieldScreen {
    let sim = Simulation(device: device, profile: .iOS17)
    let screen = FieldScreen()
    sim.window.rootViewController = screen
    sim.advance(by: .seconds(1))
    screen.field.becomeFirstResponder()
    sim.advance(by: .seconds(1))
    return screen
}

/// On iOS every test of a bundle shares one app, and one `NotificationCenter.default`: an object
/// that registered once keeps hearing the keyboard. Here each test makes its own simulations, so
/// the same holds from one simulation to the next on the main actor, while a finished
/// simulation's controllers hear nothing more.
@MainActor @Suite("App-lifetime observers: made before a simulation, or outliving one")
struct AppLifetimeObserverTests {
    @Test("an observer made before the simulation hears it, and the trace shows its registration")
    func madeBefore() {
        let tracker = KeyboardTracker()
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        #expect(sim.notificationCenter.currentRegistrations.map(\.observer) == ["KeyboardTracker"])
        let screen = FieldScreen()
        sim.window.rootViewController = screen
        sim.advance(by: .seconds(1))
        screen.field.becomeFirstResponder()
        sim.advance(by: .seconds(1))
        #expect(tracker.heights == [260])
        tracker.stop()
        #expect(sim.notificationCenter.currentRegistrations.map(\.observer) == ["FieldScreen"], "removeObserver(self) found it")
    }

    @Test(
        "a singleton's observer, selector or Combine, hears every later simulation; a kept screen of a finished one hears nothing",
        arguments: [false, true])
    func acrossSimulations(combine: Bool) {
        let tracker = KeyboardTracker(combine: combine)
        let first = showKeyboard(on: .iPhoneSE3)
        #expect(tracker.heights == [260])
        let second = showKeyboard(on: .iPhone16)
        #expect(tracker.heights == [260, 336], "the second simulation's keyboard (393×852, 336 high) reached it")
        #expect(first.shows == 1, "the first simulation's screen, still held by the test, heard only its own keyboard")
        #expect(second.shows == 1)
        tracker.stop()
        let third = Simulation(device: .iPhoneSE3, profile: .iOS17)
        #expect(
            third.notificationCenter.currentRegistrations.isEmpty,
            "removed (removeObserver, or a cancelled subscription) from whichever simulation held it, it is handed to none")
        _ = showKeyboard(on: .iPhoneSE3)
        #expect(tracker.heights == [260, 336], "removed: it hears nothing more")
    }

    /// A screen that, like much app code, first touches a singleton in its `viewDidLoad`.
    private final class SingletonTouchingScreen: UIViewController {
        static let tracker = KeyboardTracker()
        override func viewDidLoad() {
            super.viewDidLoad()
            _ = Self.tracker
        }
    }

    @Test("a selector observer belongs to its target, not to the code that made it: a singleton first made in viewDidLoad carries on")
    func singletonMadeInViewDidLoad() {
        do {
            let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
            sim.window.rootViewController = SingletonTouchingScreen()
            sim.advance(by: .seconds(1))
        }
        let tracker = SingletonTouchingScreen.tracker
        _ = showKeyboard(on: .iPhone16)
        #expect(tracker.heights == [336])
        tracker.stop()
    }
}

/// A controller shown in a window hears that window's simulation, whichever simulation was made
/// last on the thread.
@MainActor @Suite("Two simulations at once: a controller observes the center of the window it is shown in")
struct TwoSimulationsTests {
    @Test("made after a second simulation, shown in the first one's window: its viewDidLoad registers on the first one's center")
    func shownInTheFirstWindow() {
        let first = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let second = Simulation(device: .iPhone16, profile: .iOS17)
        let screen = FieldScreen()
        first.window.rootViewController = screen
        first.advance(by: .seconds(1))
        screen.field.becomeFirstResponder()
        first.advance(by: .seconds(1))
        #expect(screen.shows == 1)
        #expect(first.notificationCenter.currentRegistrations.map(\.observer) == ["FieldScreen"])
        #expect(second.notificationCenter.currentRegistrations.isEmpty)
    }

    @Test("pushed or presented from the first window after a second simulation: the same")
    func pushedAndPresented() {
        let first = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let navigation = UINavigationController(rootViewController: UIViewController())
        first.window.rootViewController = navigation
        first.advance(by: .seconds(1))
        let second = Simulation(device: .iPhone16, profile: .iOS17)
        let pushed = FieldScreen()
        navigation.pushViewController(pushed, animated: false)
        let presented = FieldScreen()
        pushed.present(presented, animated: false)
        first.advance(by: .seconds(1))
        #expect(first.notificationCenter.currentRegistrations.map(\.observer) == ["FieldScreen", "FieldScreen"])
        #expect(second.notificationCenter.currentRegistrations.isEmpty)
    }
}
