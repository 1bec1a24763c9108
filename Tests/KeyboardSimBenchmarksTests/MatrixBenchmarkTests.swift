@testable import KeyboardSim
@testable import KeyboardSimBenchmarks
import Testing

/// The matrix benchmark's results, not its times (times are the benchmark's business, never a
/// unit test's): both matrices run all 102 cells and pass them, and the report says so.
@MainActor @Suite("MatrixBenchmark")
struct MatrixBenchmarkTests {
    @Test("the built-in technique's matrix and the benchmark's own controller's: 102 cells each, every one passing")
    func bothMatricesPass() {
        #expect(TechniqueMatrix.cellCount() == 102)
        var options = MatrixBenchmark.Options()
        options.repetitions = 1
        let report = MatrixBenchmark.run(options)
        #expect(
            report.checks.map(\.name) == [
                "bottom-constant (built-in): every cell passes", "bottom-constant (built-in): whole matrix",
                "SignUpViewController (yours): every cell passes", "SignUpViewController (yours): whole matrix",
            ])
        #expect(report.checks.filter { $0.name.hasSuffix("every cell passes") }.allSatisfy { $0.status == .ok })
        let lines = report.text.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.hasPrefix("bottom-constant (built-in)    102    0        ") }, "\(report.text)")
        #expect(lines.contains { $0.hasPrefix("SignUpViewController (yours)  102    0        ") }, "\(report.text)")
    }

    @Test("the benchmark's controller, as a user's test puts it on the matrix, fails where its handler is wrong")
    func signUpControllerIsReallyJudged() {
        // Held to a 40-point gap it does not keep, both cells fail: with the software keyboard,
        // and with a hardware one (the iPhone's keyboard rests at the screen's bottom, 16 points under the field).
        let strict = ControllerUnderTest({ MatrixBenchmark.SignUpViewController() }, field: \.emailField, gap: .exactly(40))
        let matrix = TechniqueMatrix.run(strict, devices: [.iPhoneSE3], orientations: [.portrait], keyboards: [.standard, .hardware])
        #expect(matrix.failingCells.map(\.cell.kind) == [.standard, .hardware])
        #expect(
            matrix.rows[0].cells[0].result?.verdicts.first { !$0.passed }?.detail
                == "at t=2.5s the gap to the keyboard is 16 points, not the 40 asked for: the keyboard covers the screen's bottom 260 points; the field rose 260 points (its bottom from y = 651 to 391), where rising 284 leaves the gap"
        )
    }
}
