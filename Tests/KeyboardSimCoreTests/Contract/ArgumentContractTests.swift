import Foundation
import Testing
import KeyboardSimTestSupport
import KeyboardSimCore

/// The public API refuses what a scenario refuses, loudly: the process stops with a message that
/// begins `KeyboardSim:` and names the call and the value as given (each case runs in a child
/// process, Swift Testing's exit tests).
@Suite("The API refuses nonsense loudly")
struct ArgumentContractTests {
    @Test("a NaN drag of the undocked keyboard")
    func refusal0() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run { Simulation(device: .iPad10, profile: .iOS17).keyboard.drag(dy: .nan) }
        }
        #expect(
            result.map { String(decoding: $0.standardErrorContent, as: UTF8.self) }?.contains(
                "KeyboardSim: keyboard.drag(dx: 0.0, dy: nan): expected finite distances") == true)
    }

    @Test("third-party keyboard heights outside 0 to 2000 points")
    func refusal1() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run { Simulation(device: .iPhoneSE3, profile: .iOS17).keyboard.useThirdPartyKeyboard(heights: [-300, 5000]) }
        }
        #expect(
            result.map { String(decoding: $0.standardErrorContent, as: UTF8.self) }?.contains(
                "KeyboardSim: useThirdPartyKeyboard(heights: [-300.0, 5000.0]): expected one or more heights from 0 to 2000 points") == true
        )
    }

    @Test("a NaN third-party keyboard height")
    func refusal2() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run { Simulation(device: .iPhoneSE3, profile: .iOS17).keyboard.useThirdPartyKeyboard(heights: [.nan]) }
        }
        #expect(
            result.map { String(decoding: $0.standardErrorContent, as: UTF8.self) }?.contains(
                "KeyboardSim: useThirdPartyKeyboard(heights: [nan]): expected one or more heights from 0 to 2000 points") == true)
    }

    @Test("no display frames per second")
    func refusal3() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run { _ = Simulation(device: .iPhoneSE3, profile: .iOS17, framesPerSecond: 0) }
        }
        #expect(
            result.map { String(decoding: $0.standardErrorContent, as: UTF8.self) }?.contains(
                "KeyboardSim: Simulation(framesPerSecond: 0): expected 1 to 240 display frames per second") == true)
    }

    @Test("a negative display rate")
    func refusal4() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run { _ = Simulation(device: .iPhoneSE3, profile: .iOS17, framesPerSecond: -60) }
        }
        #expect(
            result.map { String(decoding: $0.standardErrorContent, as: UTF8.self) }?.contains(
                "KeyboardSim: Simulation(framesPerSecond: -60): expected 1 to 240 display frames per second") == true)
    }

    @Test("two billion display frames per second (a hang before)")
    func refusal5() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run { _ = Simulation(device: .iPhoneSE3, profile: .iOS17, framesPerSecond: 2_000_000_000) }
        }
        #expect(
            result.map { String(decoding: $0.standardErrorContent, as: UTF8.self) }?.contains(
                "KeyboardSim: Simulation(framesPerSecond: 2000000000): expected 1 to 240 display frames per second") == true)
    }

    @Test("time going backwards")
    func refusal6() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run { Simulation(device: .iPhoneSE3, profile: .iOS17).advance(by: .seconds(-1)) }
        }
        #expect(
            result.map { String(decoding: $0.standardErrorContent, as: UTF8.self) }?.contains(
                "KeyboardSim: advance(by: -1.0 seconds): expected a duration of zero or more (time never goes backwards)") == true)
    }

    @Test("an advance past the clock's end (a bare overflow trap before)")
    func refusal7() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let sim = Simulation(device: .iPhoneSE3, profile: .iOS17); sim.advance(by: .seconds(1));
                sim.advance(by: .seconds(Int64.max / 1_000_000_000))
            }
        }
        #expect(
            result.map { String(decoding: $0.standardErrorContent, as: UTF8.self) }?.contains(
                "the clock would pass its end, Int64.max nanoseconds (about 292 years) after the start") == true)
    }

    @Test("a negative interactive dismissal")
    func refusal8() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run { Simulation(device: .iPhoneSE3, profile: .iOS17).interactivelyDismissKeyboard(over: .seconds(-1)) }
        }
        #expect(
            result.map { String(decoding: $0.standardErrorContent, as: UTF8.self) }?.contains(
                "KeyboardSim: interactivelyDismissKeyboard(over: -1.0 seconds): expected a duration more than 0 and at most 60 seconds")
                == true)
    }

    @Test("an endless drag of a scroll view")
    func refusal9() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                Simulation(device: .iPhoneSE3, profile: .iOS17).drag(UIScrollView(), by: CGPoint(x: 0, y: CGFloat.infinity))
            }
        }
        #expect(
            result.map { String(decoding: $0.standardErrorContent, as: UTF8.self) }?.contains(
                "KeyboardSim: drag(_:by: CGPoint(x: 0.0, y: inf)): expected a finite translation") == true)
    }

    @Test("a text field added to an action sheet, which UIKit refuses with an exception")
    func refusal10() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run { UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet).addTextField() }
        }
        #expect(
            result.map { String(decoding: $0.standardErrorContent, as: UTF8.self) }?.contains(
                "KeyboardSim: UIAlertController.addTextField(configurationHandler:) on an action sheet: expected an alert") == true)
    }

    @Test("a preferred action that is not one of the alert's")
    func refusal11() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                UIAlertController(title: nil, message: nil, preferredStyle: .alert).preferredAction = UIAlertAction(
                    title: "Stray", style: .default)
            }
        }
        #expect(
            result.map { String(decoding: $0.standardErrorContent, as: UTF8.self) }?.contains(
                "KeyboardSim: UIAlertController.preferredAction = Stray: expected one of the alert's actions") == true)
    }

    @MainActor @Test("an accessory view NaN or a million points high is left out, and the trace says so once")
    func accessoryHeight() {
        for height in [CGFloat.nan, 1_000_000] {
            let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
            let controller = AccessoryFieldController(accessoryHeight: height)
            sim.window.rootViewController = controller
            sim.advance(by: .seconds(1))
            controller.field.becomeFirstResponder()
            sim.advance(by: .seconds(1))
            #expect(sim.keyboard.frame.height == 260, "\(height): the keyboard alone")
            let diagnostics = sim.diagnostics
            #expect(
                diagnostics.filter { $0.contains("input accessory view") } == [
                    "the input accessory view is \(height) points high; expected 0 to 2000. The keyboard leaves it out (0)."
                ])
        }
    }
}

/// A controller whose field has an input accessory view of a given height.
@MainActor private final class AccessoryFieldController: UIViewController {
    let field = UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 34))
    init(accessoryHeight: CGFloat) {
        field.inputAccessoryView = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: accessoryHeight))
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { nil }
    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(field)
    }
}
