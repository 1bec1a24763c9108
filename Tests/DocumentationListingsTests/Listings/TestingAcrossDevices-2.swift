// Sources/KeyboardSim/KeyboardSim.docc/Articles/TestingAcrossDevices.md:99, compiled as a test: edit it there, then run
// KBSIM_RECORD_DOCS=1 swift test --filter DocumentationListings
import Testing
import KeyboardSim

@MainActor struct TestingAcrossDevices2 {
    @Test func listing() throws {
        @MainActor func reportFirstFailingCell(of matrix: TechniqueMatrix.Result) throws {
            if let cell = matrix.firstFailingCell {
                try HTMLReport.write([cell.trace], to: "failing-cell.html")
                Issue.record("\(cell.name) failed: open failing-cell.html to watch it")
            }
        }
    }
}
