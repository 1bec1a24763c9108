import Foundation
import Testing
import KBSimCommands

/// `run` and `judge` agree on a layout whose frames are not finite: `run` records the crash
/// iOS would have (`CALayerInvalidGeometry`) and exits 1; `judge` reads the trace `run` wrote
/// and gives the same verdicts and exit status (issue 46, item 3: `judge` refused it with 65).
@MainActor @Suite("run and judge: a layout that is not finite")
struct NonFiniteLayoutCommandTests {
    /// An inline screen whose 110 views' widths are a chain of multipliers of 1,000 (every
    /// number in the scenario's ranges): the first width overflows.
    static let chain: String = {
        var ids = [#"{"id": "nameField", "type": "textField"}"#]
        var constraints = [
            "nameField.leading == view.leading + 20", "nameField.trailing == view.trailing - 20",
            "nameField.bottom == keyboard.top - 20", "nameField.height == 40",
        ]
        for index in 0..<110 {
            ids.append(#"{"id": "v\#(index)"}"#)
            constraints += ["v\(index).top == safeArea.top", "v\(index).leading == view.leading", "v\(index).height == 10"]
            constraints.append(index == 109 ? "v\(index).width == 10" : "v\(index).width == 1000 * v\(index + 1).width")
        }
        return """
            {"title": "a chain of width multipliers", "device": "iPhone 16",
             "screen": {"views": [\(ids.joined(separator: ", "))], "constraints": [\(constraints.map { "\"\($0)\"" }.joined(separator: ", "))]},
             "technique": {"name": "keyboard-layout-guide", "gap": 20},
             "steps": [{"at": 0.5, "do": "focus", "field": "nameField"}, {"at": 1.5, "do": "dismissKeyboard"}],
             "expect": {"fieldClearsKeyboard": true, "maxTrackingError": 1}}
            """
    }()

    @Test("run fails (exit 1) on the crash; judge reads the trace run wrote and gives its verdicts and exit status")
    func runAndJudgeAgree() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kbsim-nonfinite-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let scenarioFile = folder.appendingPathComponent("chain.json")
        try Data(Self.chain.utf8).write(to: scenarioFile)

        let quiet = Captured(["run", "--quiet", scenarioFile.path])
        #expect(quiet.status == .failure, "\(quiet.stderr)")
        // The layout's diagnostics (frames refused as not finite) are counted after the verdict.
        #expect(quiet.stdout.hasSuffix("FAIL — 7 things were not simulated as written; the trace's diagnostics say what\n"))
        #expect(
            quiet.stdout.contains(
                "✘ fieldClearsKeyboard = false (expected true): KeyboardLayoutGuideController would crash here: Auto Layout gave v0 the frame {{0, 59}, {inf, 10}}, which is not finite"
            ))
        #expect(quiet.stdout.contains("· handlerCrashes = 1: KeyboardLayoutGuideController would crash here:"))

        let run = Captured(["run", "--format", "json", scenarioFile.path])
        #expect(run.status == .failure, "\(run.stderr)")
        #expect(
            run.stdout.contains(#""kind": "diagnostic", "message": "KeyboardLayoutGuideController would crash here: Auto Layout gave v0"#))
        let traceFile = folder.appendingPathComponent("chain.jsonl")
        try Data(run.stdout.utf8).write(to: traceFile)
        let judge = Captured(["judge", traceFile.path])
        #expect(judge.status == .failure, "\(judge.stderr)")
        #expect(judge.stderr.isEmpty)
        #expect(judge.stdout == quiet.stdout)
    }
}
