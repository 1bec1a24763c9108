import Foundation
import Testing
import UIKit
import KeyboardSim
import KeyboardSimTestSupport

/// The first test a test process runs reached the main actor before any simulation existed, so
/// before the simulation wrapped the main actor's executor. A simulation it lets go must still
/// end at once, as in every later test: its screen gone, and the app's registrations (a
/// singleton's) handed to the next simulation. These scenarios run alone in a child process of
/// this test binary (`FirstTestInProcessTests`), where they are the first test.
@MainActor @Suite("The first test in a process (a scenario run alone in a child process)")
struct FirstInProcessScenarios {
    nonisolated static let variable = "KBSIM_FIRST_IN_PROCESS_SCENARIO"

    /// A library's singleton: a selector observer for the app's lifetime.
    @MainActor private final class Tracker {
        static let shared = Tracker()
        private(set) var heights: [CGFloat] = []
        init() {
            NotificationCenter.default.addObserver(
                self, selector: Tracker.keyboardWillShow, name: UIResponder.keyboardWillShowNotification, object: nil)
        }
        func keyboardWillShow(_ notification: Notification) {
            if let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect { heights.append(frame.height) }
        }
    }

    /// A screen that first touches the singleton in its `viewDidLoad`, with a field to type in.
    private final class Screen: UIViewController {
        let field = UITextField(frame: CGRect(x: 20, y: 400, width: 300, height: 34))
        override func viewDidLoad() {
            super.viewDidLoad()
            view.addSubview(field)
            _ = Tracker.shared
        }
    }

    @Test(
        "a simulation let go ends at once, and a singleton first made in it hears the next one",
        .enabled(if: Foundation.ProcessInfo.processInfo.environment[variable] == "1"))
    func singletonCarriesOn() {
        weak var firstScreen: Screen?
        do {
            let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
            let screen = Screen()
            firstScreen = screen
            sim.window.rootViewController = screen
            sim.advance(by: .seconds(1))
        }
        #expect(firstScreen == nil, "the screen goes with its simulation")
        let sim = Simulation(device: .iPhone16, profile: .iOS17)
        #expect(sim.notificationCenter.currentRegistrations.map(\.observer) == ["Tracker"])
        let screen = Screen()
        sim.window.rootViewController = screen
        sim.advance(by: .seconds(1))
        screen.field.becomeFirstResponder()
        sim.advance(by: .seconds(1))
        #expect(Tracker.shared.heights == [336])
    }
}

@Suite("The first test in a process behaves as every later one")
struct FirstTestInProcessTests {
    @Test("a simulation the process's first test lets go ends at once, and hands the app's registrations on")
    func firstTest() throws {
        let (status, output) = try runThisTestBinary(
            ["--testing-library", "swift-testing", "--filter", "FirstInProcessScenarios"],
            adding: [FirstInProcessScenarios.variable: "1"])
        #expect(output.contains("Test run with 1 test"), "the scenario ran, alone: \(output)")
        #expect(status == 0, "\(output)")
    }
}
