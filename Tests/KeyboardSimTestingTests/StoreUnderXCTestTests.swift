import Foundation
import Testing
import KeyboardSimTestSupport

/// Runs the XCTest case `KeyboardSimTestingXCTests.StoreUnderXCTestTests` in a child process of
/// this test binary (the same `.xctest`), and checks what XCTest says of it: a store assertion
/// that fails inside an `XCTestCase` fails that test, at the caller's file and line.
@MainActor @Suite("KeyboardTestStore under XCTest")
struct StoreUnderXCTestRunTests {
    static let xctestFile = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("KeyboardSimTestingXCTests/StoreUnderXCTestTests.swift")

    /// Runs `filter` in the XCTest runner of this binary; the exit status and everything printed.
    static func runXCTest(_ filter: String, deliberateFailure: Bool) throws -> (status: Int32, output: String) {
        try runThisTestBinary([filter], adding: deliberateFailure ? ["KBSIM_XCTEST_DELIBERATE_FAILURE": "1"] : [:])
    }

    @Test("a wrong receive fails the XCTest test at the caller's file and line, with the store's message")
    func wrongAssertionFails() throws {
        let (status, output) = try Self.runXCTest(
            "KeyboardSimTestingXCTests.StoreUnderXCTestTests/testAWrongAssertionFails",
            deliberateFailure: true)
        let source = try String(contentsOf: Self.xctestFile, encoding: .utf8)
        let line =
            try #require(
                source.split(separator: "\n", omittingEmptySubsequences: false)
                    .firstIndex { $0.contains("DELIBERATE-FAILURE-LINE") && !$0.contains("contains(") }) + 1
        #expect(status != 0, "\(output)")
        #expect(output.contains("StoreUnderXCTestTests.swift:\(line): error: StoreUnderXCTestTests.testAWrongAssertionFails"), "\(output)")
        #expect(
            output.contains(
                "failed - Expected XCTestLoginViewController to receive UIKeyboardWillHideNotification, but no such notification arrived"),
            "the store's own message: \(output)")
        #expect(
            output.contains(
                "StoreUnderXCTestTests.swift:\(line + 1): error: StoreUnderXCTestTests.testAWrongAssertionFails : failed - XCTestLoginViewController received 1 notification that was not asserted"
            ),
            "finish() reports the leftover at its own line: \(output)")
        #expect(output.contains("Executed 1 test, with 2 failures"), "\(output)")
    }

    @Test("a right receive passes under XCTest")
    func rightAssertionPasses() throws {
        let (status, output) = try Self.runXCTest(
            "KeyboardSimTestingXCTests.StoreUnderXCTestTests/testARightAssertionPasses",
            deliberateFailure: false)
        #expect(status == 0, "\(output)")
        #expect(output.contains("Executed 1 test, with 0 failures"), "\(output)")
    }
}
