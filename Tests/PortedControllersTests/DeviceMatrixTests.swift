import Foundation
import Testing
import UIKit
import KeyboardSim
import KBSimCommands

/// An iOS controller, ported unchanged but for the Linux edits, on the device matrix and under
/// the bundled scenario files — the way a user's test puts their own controller there.
@MainActor @Suite("ControllerUnderTest: a ported controller on the device matrix and under scenario files")
struct DeviceMatrixTests {
    /// The port of the tutorials' bottom-constraint controller, judged as the built-in
    /// `bottom-constant` is: its field exactly 20 points above the keyboard at rest.
    static let port = ControllerUnderTest({ BottomConstraintViewController() }, field: \.textField, gap: .exactly(20))

    /// What `kbsim matrix ARGUMENTS` prints, run in this process.
    static func kbsimMatrix(_ arguments: [String]) -> (status: ExitCode, text: String) {
        final class Buffer: @unchecked Sendable { var text = "" }
        let buffer = Buffer()
        let status = KBSim.main(["matrix"] + arguments, console: Console(output: { buffer.text += $0 }, error: { _ in }, input: { "" }))
        return (status, buffer.text)
    }

    @Test("the port's matrix is `kbsim matrix bottom-constant`'s, line for line, but for the controller's and its field's names")
    func portMatchesTheBuiltInTechnique() throws {
        let matrix = TechniqueMatrix.run(Self.port)
        let cli = Self.kbsimMatrix(["bottom-constant"])
        #expect(cli.status == .ok)
        #expect(matrix.passed)
        #expect(matrix.cellsRun == 102)
        let ours = TechniqueMatrix.text(matrix).split(separator: "\n", omittingEmptySubsequences: false)
        let theirs = cli.text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(ours.count == theirs.count)
        #expect(ours.first == "BottomConstraintViewController on iOS 17: every device × orientation × keyboard kind")
        #expect(theirs.first == "bottom-constant on iOS 17: every device × orientation × keyboard kind")
        // The field is called by its property's name (`\.textField`) where the built-in's is nameField.
        #expect(ours[1].hasPrefix("(focus textField at 0.5 s,") && theirs[1].hasPrefix("(focus nameField at 0.5 s,"))
        for (line, (mine, cli)) in zip(ours, theirs).enumerated().dropFirst(2) {
            #expect(mine == cli, "line \(line + 1)")
        }
    }

    @Test("filters: devices, iOS version, orientations and keyboard kinds give those rows and columns, cell for cell the full matrix's")
    func filters() throws {
        let full = TechniqueMatrix.run(Self.port, profile: .iOS10)
        let some = TechniqueMatrix.run(
            Self.port, profile: .iOS10, devices: [.iPhoneSE3, .iPad10], orientations: [.landscapeRight],
            keyboards: [.accessory, .split])
        #expect(some.profile == .iOS10)
        #expect(some.keyboards == [.accessory, .split])
        #expect(some.rows.map { "\($0.device.id) \($0.orientation)" } == ["iphone-se-3 landscapeRight", "ipad-10 landscapeRight"])
        // The split column does not apply to an iPhone: 3 cells ran.
        #expect(some.cellsRun == 3)
        for row in some.rows {
            let twin = try #require(full.rows.first { $0.device == row.device && $0.orientation == row.orientation })
            for cell in row.cells {
                let fullCell = try #require(twin.cells.first { $0.kind == cell.kind })
                #expect(cell.text == fullCell.text)
                #expect(cell.result?.verdicts == fullCell.result?.verdicts)
            }
        }
        let lines = TechniqueMatrix.text(some).split(separator: "\n").map(String.init)
        #expect(lines[0] == "BottomConstraintViewController on iOS 10: every device × orientation × keyboard kind")
        #expect(lines.contains("device                      orientation  accessory  split"))
        #expect(lines.contains("iPhone SE (3rd generation)  landscape    ✔          —"))
        #expect(lines.contains("3 cells, 0 failing"))
    }

    /// The Korean cells fail as the accessory-view cells do: the candidate row grows the keyboard
    /// in place, so the begin frame is shorter than the end. The hardware-keyboard cells fail too:
    /// on an iPhone with a hardware keyboard iOS posts the show with both frames below the
    /// screen, the software keyboard's height in them; the begin frame's height lifts the field
    /// for a keyboard that never appears.
    @Test(
        "a handler that takes the height from the begin frame fails every Korean, accessory-view and hardware-keyboard cell, and the emoji cell where the emoji keyboard is taller"
    )
    func beginFrameBugFailsTheAccessoryColumn() {
        let buggy = ControllerUnderTest({ BeginFrameViewController() }, field: \.textField, gap: .exactly(20))
        let matrix = TechniqueMatrix.run(buggy, devices: [.iPhoneSE3, .iPhone16])
        #expect(!matrix.passed)
        let failing = matrix.failingCells.map { "\($0.device.id) \($0.orientation) \($0.cell.kind)" }
        #expect(
            failing == [
                "iphone-se-3 portrait korean", "iphone-se-3 portrait accessory", "iphone-se-3 portrait hardware",
                "iphone-se-3 landscapeRight korean", "iphone-se-3 landscapeRight accessory", "iphone-se-3 landscapeRight hardware",
                // The iPhone 16's emoji keyboard is 48 points taller than its letters with the bar (384
                // against 336, measured in simulator screenshots): switching to it begins at the
                // letters' height.
                "iphone-16 portrait emoji", "iphone-16 portrait korean", "iphone-16 portrait accessory", "iphone-16 portrait hardware",
                "iphone-16 landscapeRight korean", "iphone-16 landscapeRight accessory", "iphone-16 landscapeRight hardware",
            ])
        let text = TechniqueMatrix.text(matrix)
        #expect(text.contains("20 cells, 13 failing"), "\(text)")
        // Grouped by reason, each number that differs shown as the values the cells had.
        #expect(text.contains("Why (13 cells, 2 reasons):"), "\(text)")
        #expect(
            text.contains(
                "9 cells: fieldClearsKeyboard = false: at t=2.5s the field textField {{20, 111 to 452}, {269 to 746, 44}} is under the keyboard"
            ),
            "\(text)")
        #expect(
            text.contains(
                "4 cells: fieldClearsKeyboard = false: at t=2.5s the gap to the keyboard is 176 to 312 points, not the 20 asked for"),
            "\(text)")
    }

    @Test("a field of its own name: the matrix focuses it by that name, and the trace and the table say it")
    func fieldWithItsOwnIdentifier() throws {
        let named = ControllerUnderTest(
            { () -> BottomConstraintViewController in
                let controller = BottomConstraintViewController()
                controller.textField.accessibilityIdentifier = "emailField"
                return controller
            }, field: \.textField, gap: .exactly(20))
        let matrix = TechniqueMatrix.run(named, devices: [.iPhoneSE3], orientations: [.portrait], keyboards: [.standard])
        #expect(matrix.passed)
        let trace = try #require(matrix.rows.first?.cells.first?.result?.trace)
        #expect(trace.steps.map(\.summary) == ["focus emailField", "dismiss the keyboard (end editing)"])
        #expect(TechniqueMatrix.text(matrix).contains("(focus emailField at 0.5 s, change the keyboard at 1.5 s"))
    }

    @Test("a matrix of no cell does not pass: it checked nothing")
    func emptyMatrix() {
        let matrix = TechniqueMatrix.run(Self.port, devices: [.iPhoneSE3], keyboards: [.split])
        #expect(matrix.cellsRun == 0)
        #expect(!matrix.passed)
        #expect("\(matrix)" == "no cell ran\n")
    }

    @Test("a logged replay with no expectations of its own is held to the matrix's: it does not pass having checked nothing")
    func replayWithoutExpectations() throws {
        var scenario = try Scenario.load(
            path: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().appendingPathComponent("Scenarios/logged-written-face-id-swift.json").path)
        scenario.expectations = []
        let replay = ScenarioRunner.run(scenario, with: Self.port)
        #expect(replay.trace.status == .passed)
        #expect(replay.verdicts.filter { $0.expected != nil }.map(\.check) == TechniqueMatrix.expectations.map(\.check))
    }

    @Test("a field closure that finds nothing fails every cell, saying so; nothing passes vacuously")
    func missingField() throws {
        let lost = ControllerUnderTest({ BottomConstraintViewController() }, field: { _ in UITextField() })
        let matrix = TechniqueMatrix.run(lost, devices: [.iPhoneSE3], orientations: [.portrait], keyboards: [.standard])
        #expect(!matrix.passed)
        let verdict = try #require(matrix.rows.first?.cells.first?.result?.verdicts.first { $0.check == .stepsThatCouldNotAct })
        #expect(verdict.detail.contains("the controller's field was not found"), "\(verdict.detail)")
        // What a failing `#expect` prints: the matrix its table, a replay its outcome and verdicts.
        #expect("\(matrix)" == TechniqueMatrix.text(matrix))
        let cell = try #require(matrix.rows.first?.cells.first?.result)
        let lines = "\(cell)".split(separator: "\n").map(String.init)
        #expect(
            lines.first
                == "matrix:iphone-se-3/portrait/standard: FAIL — 1 thing was not simulated as written; the trace's diagnostic says what")
        #expect(lines.count == 1 + cell.verdicts.count)
        #expect(
            lines.last?.hasPrefix("  ✘ stepsThatCouldNotAct = 2 (expected ≤ 0): at t=0s: the controller's field was not found") == true,
            "\(cell)")
    }

    @Test("a bundled logged replay against the port: the posts as logged, held to what a correct handler achieves")
    func loggedReplayAgainstThePort() throws {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Scenarios/logged-written-face-id-swift.json").path
        let scenario = try Scenario.load(path: file)
        // The file's own technique has the double-safe-area bug and expects the field covered;
        // the port counts the safe area once.
        let builtIn = ScenarioRunner.run(scenario)
        #expect(builtIn.verdicts.first { $0.check == .fieldClearsKeyboard }?.value == .bool(false))

        let replay = ScenarioRunner.run(scenario, with: Self.port, expectations: TechniqueMatrix.expectations)
        #expect(replay.passed, "\(replay.verdicts)")
        #expect(replay.trace.header?.technique.name == "BottomConstraintViewController")
        #expect(replay.trace.steps.map(\.kind) == ["focus", "post", "post", "post"])
        // At rest after the duration-0 switch, the field stands 20 points above the 366.67-point keyboard.
        let atRest = try #require(
            replay.trace.last { record in
                if case .frame = record.event { record.time < .seconds(2.5) } else { false }
            })
        guard case .frame(_, let keyboard?, let views, _) = atRest.event, let field = views.first(where: { $0.name == "textField" }) else {
            Issue.record("no frame record with the keyboard and the field: \(atRest)")
            return
        }
        #expect(abs(field.frame.maxY - (keyboard.minY - 20)) < 0.01, "field \(field.frame), keyboard \(keyboard)")
        #expect(abs(keyboard.minY - 445.33) < 0.01)

        // Without expectations a logged replay is judged but unchecked: nothing is claimed.
        let unchecked = ScenarioRunner.run(scenario, with: Self.port, expectations: [])
        #expect(unchecked.trace.status == .unchecked)
    }
}

/// The classic mistake: the handler takes the keyboard's height from its begin frame. Right
/// when the keyboard comes up from below the screen (both frames have the same height), wrong
/// when it changes while up (an input accessory view arriving: the begin frame is the keyboard
/// before the change, 44 points shorter).
final class BeginFrameViewController: BottomConstraintViewController {
    override func keyboardWillShow(_ notification: Notification) {
        guard let keyboardFrame = (notification.userInfo?[UIResponder.keyboardFrameBeginUserInfoKey] as? NSValue)?.cgRectValue else {
            return
        }
        bottomConstraint.constant = -(keyboardFrame.height - view.safeAreaInsets.bottom + keyboardSpacing)
        view.layoutIfNeeded()
    }
}
