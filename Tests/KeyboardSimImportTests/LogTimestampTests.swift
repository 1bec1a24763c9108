import Foundation
import Testing
@testable import KeyboardSim
@testable import KeyboardSimImport
@testable import KeyboardSimCore

/// The times log lines start with.
@MainActor @Suite("LogTimestamp: the time a log line starts with")
struct LogTimestampTests {
    @Test(
        "the formats read",
        arguments: [
            ("2024-03-01 10:15:02.123456+0100 Demo[812:4411] …", 19_783.0 * 86_400 + 36_902.123456),
            ("10:15:02.5 keyboardWillShow:", 36_902.5),
            ("10:15:02 no fraction", 36_902.0),
            ("default\t10:15:02.123456+0100\tDemo\t…", 36_902.123456),
            ("Notice  10:15:02.25  Demo", 36_902.25),
        ])
    func reads(line: String, seconds: Double) throws {
        let read = try #require(LogTimestamp.seconds(line, kbsimTrace: false))
        #expect(abs(read - seconds) < 1e-6)
    }

    @Test(
        "lines without one",
        arguments: [
            "", "x", "keyboardWillShow:", "Demo 10:15:02 without a fraction after a word", "0.500  post #1 UIKeyboardWillShowNotification",
        ])
    func none(line: String) {
        #expect(LogTimestamp.seconds(line, kbsimTrace: false) == nil)
    }

    @Test("a kbsim trace's replay time, only in a kbsim trace")
    func kbsimTime() {
        #expect(LogTimestamp.seconds("1.750  post #3 UIKeyboardDidShowNotification", kbsimTrace: true) == 1.75)
        #expect(LogTimestamp.seconds("1.750  post #3 UIKeyboardDidShowNotification", kbsimTrace: false) == nil)
    }

    @Test("dates count days across months and years")
    func days() {
        #expect(LogTimestamp.daysFromCivil(year: 1970, month: 1, day: 1) == 0)
        #expect(LogTimestamp.daysFromCivil(year: 2024, month: 3, day: 1) - LogTimestamp.daysFromCivil(year: 2024, month: 2, day: 28) == 2)
        #expect(LogTimestamp.daysFromCivil(year: 2025, month: 1, day: 1) - LogTimestamp.daysFromCivil(year: 2024, month: 12, day: 31) == 1)
    }
}
