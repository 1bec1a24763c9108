import Foundation
import Testing
import UIKit
import KeyboardSim
import KeyboardSimTesting
import KeyboardSimTestSupport

/// What a store left with unasserted notifications does to the test it was created in, seen from
/// outside: the scenarios of StoreLeftoverScenarios.swift (Swift Testing) and of
/// `KeyboardSimTestingXCTests.StoreLeftoversXCTests` run in a child process of this test binary,
/// and these tests read what each framework says of them — pass or fail, at which line, with
/// which message.
@MainActor @Suite("KeyboardTestStore leftovers at the end of a test")
struct StoreLeftoversRunTests {
    static let testsFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()

    /// Runs this test binary with `arguments` and the scenarios' variable set; the exit status
    /// and everything printed (standard output and standard error together).
    static func runChild(_ arguments: [String]) throws -> (status: Int32, output: String) {
        try runThisTestBinary(arguments, adding: [StoreLeftoverScenario.variable: "1"])
    }

    /// Runs the Swift Testing tests `filter` selects, in a child process.
    static func runSwiftTesting(_ filter: String) throws -> (status: Int32, output: String) {
        try runChild(["--testing-library", "swift-testing", "--filter", filter])
    }

    /// The line of `file` (under Tests/) marked `SCENARIO-STORE-LINE name`.
    static func markedLine(_ name: String, in file: String) throws -> Int {
        let source = try String(contentsOf: testsFolder.appendingPathComponent(file), encoding: .utf8)
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        return try #require(lines.firstIndex { $0.hasSuffix("// SCENARIO-STORE-LINE \(name)") }) + 1
    }

    /// `message` as Swift Testing prints an issue's comment: `↳ ` before its first line, two
    /// spaces before the others.
    static func printedComment(_ message: String) -> String {
        message.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            .map { $0.offset == 0 ? "↳ \($0.element)" : "  \($0.element)" }.joined(separator: "\n")
    }

    /// The store's message for the form's keyboard shown, and hidden when `hidden`, left
    /// unasserted (`moment`: when the store noticed).
    static func formLeftovers(hidden: Bool, moment: String?) -> String {
        let when = moment.map { " when \($0)" } ?? ""
        let show = """
              UIKeyboardWillShowNotification at t=1s: begin {{0, 667}, {375, 260}}, end {{0, 407}, {375, 260}}, \
            duration 0.25, curve 7 (selector #1)
            """
        guard hidden else {
            return """
                FormViewController received 1 notification that was not asserted\(when):
                \(show)
                Assert it with receive(.keyboardWillShow), skip it with skipReceivedNotifications(), or use exhaustivity: .off.
                """
        }
        return """
            FormViewController received 2 notifications that were not asserted\(when):
            \(show)
              UIKeyboardWillHideNotification at t=2s: begin {{0, 407}, {375, 260}}, end {{0, 667}, {375, 260}}, \
            duration 0.25, curve 7 (selector #2)
            Assert them, in order, with receive(.keyboardWillShow) and receive(.keyboardWillHide), \
            skip them with skipReceivedNotifications(), or use exhaustivity: .off.
            """
    }

    static let swiftTestingFile = "KeyboardSimTestingTests/StoreLeftoverScenarios.swift"
    static let xcTestFile = "KeyboardSimTestingXCTests/StoreLeftoversXCTests.swift"

    /// The store's message for the login screen's keyboard show, left unasserted.
    static let loginLeftover = """
        XCTestLoginViewController received 1 notification that was not asserted when the store went away:
          UIKeyboardWillShowNotification at t=1s: begin {{0, 667}, {375, 260}}, end {{0, 407}, {375, 260}}, \
        duration 0.25, curve 7 (selector #1)
        Assert it with receive(.keyboardWillShow), skip it with skipReceivedNotifications(), or use exhaustivity: .off.
        """

    // MARK: Swift Testing

    @Test("Swift Testing: leftovers without finish() fail the test at the store's line, with the leftovers listed")
    func swiftTestingLeftoversWithoutFinishFail() throws {
        let (status, output) = try Self.runSwiftTesting("StoreLeftoverScenarios/leftoversWithoutFinish")
        let line = try Self.markedLine("leftoversWithoutFinish", in: Self.swiftTestingFile)
        #expect(status != 0, "\(output)")
        #expect(output.contains("Test leftoversWithoutFinish() recorded an issue at StoreLeftoverScenarios.swift:\(line):"), "\(output)")
        #expect(
            output.contains(": Issue recorded\n" + Self.printedComment(Self.formLeftovers(hidden: true, moment: "the store went away"))),
            "\(output)")
        #expect(output.contains("Test leftoversWithoutFinish() failed after"), "\(output)")
        #expect(output.contains("with 1 issue"), "\(output)")
    }

    @Test("Swift Testing: a store held by the suite fails the test at the line that made it")
    func swiftTestingLeftoversInASuitePropertyFail() throws {
        let (status, output) = try Self.runSwiftTesting("StoreLeftoverPropertyScenario/leftoversInASuiteProperty")
        let line = try Self.markedLine("leftoversInASuiteProperty", in: Self.swiftTestingFile)
        // Swift Testing may run the suite's initializer (which makes the simulation) and its test
        // on different threads of the main queue: the simulation belongs to the main queue, not
        // to a thread (MainQueueConfinementTests).
        #expect(status != 0, "\(output)")
        #expect(
            output.contains("Test leftoversInASuiteProperty() recorded an issue at StoreLeftoverScenarios.swift:\(line):"), "\(output)")
        #expect(
            output.contains(
                ": Issue recorded\n" + Self.printedComment(Self.formLeftovers(hidden: false, moment: "the store went away"))),
            "\(output)")
        #expect(output.contains("Test leftoversInASuiteProperty() failed after"), "\(output)")
    }

    @Test("Swift Testing: a store with nothing left over passes without finish()")
    func swiftTestingNothingLeftOverPasses() throws {
        let (status, output) = try Self.runSwiftTesting("StoreLeftoverScenarios/nothingLeftOver")
        #expect(status == 0, "\(output)")
        #expect(output.contains("Test nothingLeftOver() passed after"), "\(output)")
        #expect(!output.contains("KeyboardTestStore created at"), "\(output)")
    }

    @Test("Swift Testing: finish() reports at its own line, and the store going away does not report again")
    func swiftTestingFinishReportsOnce() throws {
        let (status, output) = try Self.runSwiftTesting("StoreLeftoverScenarios/finishReportsOnce")
        let line = try Self.markedLine("finishReportsOnce", in: Self.swiftTestingFile)
        #expect(status != 0, "\(output)")
        #expect(output.contains("Test finishReportsOnce() recorded an issue at StoreLeftoverScenarios.swift:\(line):"), "\(output)")
        #expect(
            output.contains(": Issue recorded\n" + Self.printedComment(Self.formLeftovers(hidden: false, moment: nil))), "\(output)")
        #expect(output.components(separatedBy: "recorded an issue").count == 2, "one issue: \(output)")
        #expect(!output.contains("when the store went away"), "\(output)")
    }

    // MARK: XCTest

    @Test("XCTest: leftovers without finish() fail the test case at the store's line, with the leftovers listed")
    func xcTestLeftoversWithoutFinishFail() throws {
        let (status, output) = try Self.runChild(["KeyboardSimTestingXCTests.StoreLeftoversXCTests/testBLocalStoreWithLeftoversFails"])
        let line = try Self.markedLine("testBLocalStoreWithLeftoversFails", in: Self.xcTestFile)
        #expect(status != 0, "\(output)")
        #expect(
            output.contains(
                "StoreLeftoversXCTests.swift:\(line): error: StoreLeftoversXCTests.testBLocalStoreWithLeftoversFails : failed - "
                    + Self.loginLeftover), "\(output)")
        #expect(output.contains("Executed 1 test, with 1 failure"), "\(output)")
    }

    @Test("XCTest: a store kept by the test case fails it in teardown, at the store's line")
    func xcTestStoreKeptByTheTestCaseFailsInTeardown() throws {
        // The first test case that makes a store is followed from then on; the second is known
        // from its start and checked in its teardown.
        let (status, output) = try Self.runChild([
            "KeyboardSimTestingXCTests.StoreLeftoversXCTests/testANothingLeftOver,"
                + "KeyboardSimTestingXCTests.StoreLeftoversXCTests/testCAStoreKeptByTheTestCaseWithLeftovers"
        ])
        let line = try Self.markedLine("testCAStoreKeptByTheTestCaseWithLeftovers", in: Self.xcTestFile)
        #expect(status != 0, "\(output)")
        #expect(
            output.contains(
                "StoreLeftoversXCTests.swift:\(line): error: StoreLeftoversXCTests.testCAStoreKeptByTheTestCaseWithLeftovers : failed - "
                    + Self.loginLeftover.replacingOccurrences(of: "when the store went away", with: "when the test ended")),
            "\(output)")
        #expect(output.contains("Executed 2 tests, with 1 failure"), "\(output)")
    }

    @Test("XCTest: a store kept by the first test case that makes one is reported on standard error when it finishes")
    func xcTestStoreKeptByTheFirstTestCaseIsReportedOnStandardError() throws {
        let (status, output) = try Self.runChild([
            "KeyboardSimTestingXCTests.StoreLeftoversXCTests/testCAStoreKeptByTheTestCaseWithLeftovers"
        ])
        let line = try Self.markedLine("testCAStoreKeptByTheTestCaseWithLeftovers", in: Self.xcTestFile)
        #expect(status == 0, "the documented limit: the test cannot fail any more: \(output)")
        #expect(
            output.contains(
                """
                KeyboardTestStore created at KeyboardSimTestingXCTests/StoreLeftoversXCTests.swift:\(line) \
                outlived the test it was created in, so this can no longer fail it; end the test with store.finish():
                """
                    + "\n" + Self.loginLeftover.replacingOccurrences(of: "when the store went away", with: "when the test ended")),
            "\(output)")
        #expect(output.contains("Executed 1 test, with 0 failures"), "\(output)")
    }

    @Test("XCTest: a store with nothing left over passes without finish()")
    func xcTestNothingLeftOverPasses() throws {
        let (status, output) = try Self.runChild(["KeyboardSimTestingXCTests.StoreLeftoversXCTests/testANothingLeftOver"])
        #expect(status == 0, "\(output)")
        #expect(output.contains("Executed 1 test, with 0 failures"), "\(output)")
        #expect(!output.contains("KeyboardTestStore created at"), "\(output)")
    }

    @Test("XCTest: finish() reports at its own line, and the store going away does not report again")
    func xcTestFinishReportsOnce() throws {
        let (status, output) = try Self.runChild(["KeyboardSimTestingXCTests.StoreLeftoversXCTests/testDFinishReportsOnce"])
        let line = try Self.markedLine("testDFinishReportsOnce", in: Self.xcTestFile)
        #expect(status != 0, "\(output)")
        #expect(
            output.contains(
                "StoreLeftoversXCTests.swift:\(line): error: StoreLeftoversXCTests.testDFinishReportsOnce : failed - "
                    + Self.loginLeftover.replacingOccurrences(of: " when the store went away", with: "")), "\(output)")
        #expect(output.contains("Executed 1 test, with 1 failure"), "\(output)")
    }

    // MARK: A store that outlives its test, in process

    /// Holds a store so that a task can let it go.
    final class Holder: @unchecked Sendable {
        var store: KeyboardTestStore?
    }

    @Test("a store that goes away outside its test says so on standard error, with the store's line, and fails no test")
    func storeOutlivingItsTest() async throws {
        let form = FormViewController()
        let screen = FormScreen(form)
        let holder = Holder()
        let line = #line + 1
        let store = KeyboardTestStore(screen.sim, observing: form)
        let failures = store.capturingFailures()
        let outside = store.capturingOutsideReports()
        holder.store = consume store
        form.passwordField.becomeFirstResponder()
        screen.sim.advance(by: .seconds(1))
        // A detached task has none of the test's task-local values: to the store, no test runs.
        await Task.detached { @MainActor in holder.store = nil }.value
        #expect(failures.messages == [])
        #expect(
            outside.messages == [
                """
                KeyboardTestStore created at KeyboardSimTestingTests/StoreLeftoversRunTests.swift:\(line) \
                outlived the test it was created in (storeOutlivingItsTest()), so this can no longer fail it; \
                end the test with store.finish():
                """
                    + "\n" + Self.formLeftovers(hidden: false, moment: "the store went away")
            ])
    }

    @Test("a store released off the main actor says on standard error that it could not check, with the store's line")
    func storeReleasedOffTheMainActor() async throws {
        let form = FormViewController()
        let screen = FormScreen(form)
        let holder = Holder()
        let line = #line + 1
        let store = KeyboardTestStore(screen.sim, observing: form)
        let failures = store.capturingFailures()
        let outside = store.capturingOutsideReports()
        holder.store = consume store
        form.passwordField.becomeFirstResponder()
        screen.sim.advance(by: .seconds(1))
        await Task.detached { holder.store = nil }.value
        #expect(failures.messages == [])
        #expect(
            outside.messages == [
                """
                KeyboardTestStore created at KeyboardSimTestingTests/StoreLeftoversRunTests.swift:\(line) went away off \
                the main actor, where it cannot read the simulation: what its controller received since the last \
                assertion was not checked. End the test with store.finish().
                """
            ])
    }
}
