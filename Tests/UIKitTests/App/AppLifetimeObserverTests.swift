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
    @Test("an observer made before the simulation hears it, and the trace shows its registration, numbered 0")
    func madeBefore() {
        let tracker = KeyboardTracker()
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        #expect(sim.notificationCenter.currentRegistrations.map(\.observer) == ["KeyboardTracker"])
        let screen = FieldScreen()
        sim.window.rootViewController = screen
        sim.advance(by: .seconds(1))
        #expect(
            sim.notificationCenter.currentRegistrations.map(\.id) == [0, 1],
            "carried in, it is #0: the simulation's own registrations are numbered from 1 whatever was made before")
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

/// A library's shared object as keyboard libraries write one: a block observer whose token it
/// keeps for the app's lifetime, first made wherever the app first touches it.
@MainActor private final class SharedKeyboardHeight {
    static let shared = SharedKeyboardHeight()
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

    /// Removes the observer (so that the tests after this one do not hear it, as an app's would).
    func stop() {
        token.map(NotificationCenter.default.removeObserver)
        token = nil
    }
}

/// A screen that first touches the shared object in its `viewDidLoad`, and keeps a block
/// observer of its own, its token in a property.
private final class SharedTouchingScreen: UIViewController {
    let field = UITextField(frame: CGRect(x: 20, y: 400, width: 300, height: 34))
    private(set) var shows = 0
    private var observers: [NSObjectProtocol] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(field)
        _ = SharedKeyboardHeight.shared
        observers.append(
            NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil) {
                [weak self] _ in MainActor.assumeIsolated { self?.shows += 1 }
            })
    }
}

@MainActor @Suite("App-lifetime block observers: a token the app keeps carries its observer into every later simulation")
struct AppLifetimeBlockObserverTests {
    @Test("a shared object's block observer, first made in a screen's viewDidLoad, hears the next simulation; the screen's own does not")
    func sharedBlockObserver() {
        let firstScreen = SharedTouchingScreen()
        do {
            let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
            sim.window.rootViewController = firstScreen
            sim.advance(by: .seconds(1))
            firstScreen.field.becomeFirstResponder()
            sim.advance(by: .seconds(1))
        }
        let heightsBefore = SharedKeyboardHeight.shared.heights
        #expect(heightsBefore.last == 260, "heard the first simulation (iPhone SE, 260 points)")
        #expect(firstScreen.shows == 1)
        _ = showKeyboard(on: .iPhone16)
        #expect(SharedKeyboardHeight.shared.heights == heightsBefore + [336], "and the second one (iPhone 16, 336 points)")
        #expect(firstScreen.shows == 1, "the first simulation's screen, still held by the test, heard only its own keyboard")
        SharedKeyboardHeight.shared.stop()
        _ = showKeyboard(on: .iPhoneSE3)
        #expect(SharedKeyboardHeight.shared.heights == heightsBefore + [336], "removed: it hears nothing more")
    }

    @Test("a block observer whose token nobody keeps ends with its simulation")
    func discardedToken() {
        final class Counter: @unchecked Sendable { var count = 0 }
        let counter = Counter()
        do {
            let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
            _ = NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil) {
                _ in counter.count += 1
            }
            withExtendedLifetime(sim) {}
        }
        _ = showKeyboard(on: .iPhone16)
        #expect(counter.count == 0)
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
