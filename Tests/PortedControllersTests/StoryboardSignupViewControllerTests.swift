import Testing
import UIKit
import KeyboardSim
import KBSimPort

/// A scroll view form drawn in a storyboard (`Originals/Main.storyboard`, scene "Signup") with its
/// controller as iOS apps write it (`Originals/StoryboardSignupViewController.swift`), ported by
/// `kbsim port` alone: the scroll view outlet's bottom inset follows the keyboard.
@MainActor @Suite("StoryboardSignupViewController (port) in Main.storyboard: the scroll view outlet's inset follows the keyboard")
struct StoryboardSignupViewControllerTests {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

    @Test("porting the original gives the port file, and porting the port changes nothing")
    func port() throws {
        let original = try String(
            contentsOf: Self.directory.appendingPathComponent("Originals/StoryboardSignupViewController.swift"), encoding: .utf8)
        let port = try String(
            contentsOf: Self.directory.appendingPathComponent("Ports/StoryboardSignupViewController.swift"), encoding: .utf8)
        let result = LinuxPort.port(original)
        #expect(result.text == port)
        #expect(result.findings.isEmpty)
        #expect(
            result.edits.map(\.kind) == [
                .deletedInterfaceBuilderAttribute, .deletedInterfaceBuilderAttribute, .rewroteSelector, .deletedObjC,
                .addedInterfaceBuilderConnections,
            ])
        #expect(!LinuxPort.port(port).needsEdit)
    }

    @Test(
        "the form scrolls in a scroll view whose content layout guide the stack fills; the keyboard's overlap becomes the bottom inset, and goes",
        arguments: Phone.both)
    func keyboard(_ phone: Phone) throws {
        let sim = Simulation(device: phone.device, profile: .iOS17)
        sim.interfaceBuilderResources = StoryboardLoginViewControllerTests.resources
        weak var released: StoryboardSignupViewController?
        do {
            let signup = try #require(
                UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "Signup")
                    as? StoryboardSignupViewController)
            released = signup
            sim.window.rootViewController = signup
            sim.advance(by: .seconds(1))
            #expect(sim.diagnostics == [])
            let scroll = try #require(signup.scrollView)
            #expect(scroll.keyboardDismissMode == .interactive && scroll.contentInsetAdjustmentBehavior == .never)
            #expect(signup.fields.map(\.accessibilityIdentifier) == ["name", "email", "password", "confirm"])
            #expect(
                scroll.frame
                    == CGRect(x: 0, y: phone.safeArea.top, width: phone.screen.width, height: phone.screen.height - phone.safeArea.top))
            #expect(scroll.contentSize == CGSize(width: phone.screen.width, height: 20 + 4 * 44 + 3 * 16 + 20))
            #expect(signup.fields[3].frame == CGRect(x: 0, y: 3 * 60, width: phone.screen.width - 40, height: 44))
            #expect(scroll.contentInset.bottom == 0)

            signup.fields[3].becomeFirstResponder()
            sim.advance(by: .seconds(1))
            #expect(sim.keyboard.frame == phone.keyboard)
            #expect(scroll.contentInset.bottom == phone.keyboard.height)

            signup.fields[3].resignFirstResponder()
            sim.advance(by: .seconds(1))
            #expect(scroll.contentInset.bottom == 0)
        }
        sim.window.rootViewController = nil
        sim.advance(by: .seconds(1))
        #expect(released == nil)
        let report = sim.audit.report()
        #expect(report.isClean, "\(report)")
    }

    /// The scroll view form in every cell of the device matrix (every catalogue device, both
    /// orientations, every keyboard kind), made by its Storyboard ID in each cell's simulation.
    /// The handler as written has two of the scroll-view technique's classic faults, and the
    /// matrix finds exactly them: the inset changes at once and the focused field is scrolled
    /// into view by UIKit only after the keyboard's animation, so on phones where the keyboard
    /// covers it the field lags behind the keyboard; and the handler takes any end frame as a
    /// docked keyboard's, so on an iPad whose keyboard undocks, splits or floats (iPadOS posts a
    /// zero end frame then; see SystemKeyboard+BehaviorNotes) the inset is left at the scroll
    /// view's height.
    @Test("the scroll view form on the device matrix: the handler's two faults, in exactly the cells they show")
    func deviceMatrix() {
        var made = 0
        let signup = ControllerUnderTest(
            { () -> StoryboardSignupViewController in
                made += 1
                Simulation.current?.interfaceBuilderResources = StoryboardLoginViewControllerTests.resources
                return UIStoryboard(name: "Main", bundle: nil).instantiateViewController(identifier: "Signup")
            },
            field: \.fields[3], gap: .atLeast(0))
        let matrix = TechniqueMatrix.run(signup, devices: Device.catalog)
        #expect(matrix.rows.count == Device.catalog.count * 2)
        #expect(matrix.cellsRun == made && matrix.cellsRun == 310)
        let failing = matrix.failingCells
        let text = TechniqueMatrix.text(matrix)
        #expect(failing.count == 124, "\(text)")
        let iPadKinds = failing.filter { $0.device.id.hasPrefix("ipad") }.map { "\($0.cell.kind)" }
        #expect(Set(iPadKinds) == ["undocked", "split", "floating"] && iPadKinds.count == 60, "\(text)")
        #expect(failing.filter { !$0.device.id.hasPrefix("ipad") }.count == 64, "\(text)")
        #expect(
            text.contains(
                "64 cells: maxTrackingError = 13 to 143: at t=1s the gap was -143 to -13 points where moving with the keyboard gives 0"),
            "\(text)")
        #expect(
            text.contains(
                "60 cells: restoreError = 744 to 1376: at t=4s, with the keyboard gone, the scroll view confirm sits in keeps the content inset"
            ), "\(text)")
    }
}
