import Foundation
import KeyboardSim

/// The time a log line starts with, in seconds (only differences between lines matter):
///
/// - `2024-03-01 10:15:02.123456+0100` — Xcode's console, NSLog, `log stream`;
/// - `10:15:02.123` — Xcode's console showing only the time;
/// - `default	10:15:02.123456+0100	Demo	…` — a row copied from Console.app, the time after
///   its type column (within the first 48 bytes, with a fraction);
/// - `0.500` — a `kbsim run` trace's replay time, read only from a kbsim trace.
enum LogTimestamp {
    /// Seconds from `line`'s leading timestamp, or nil when it has none.
    static func seconds(_ line: String, kbsimTrace: Bool) -> Double? {
        let scalars = Array(line.utf8)
        func digits(_ at: Int, _ count: Int) -> Int? {
            guard at + count <= scalars.count else { return nil }
            var value = 0
            for byte in scalars[at..<at + count] {
                guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
            }
            return value
        }
        /// `hh:mm:ss` with an optional fraction at `at`.
        func clock(_ at: Int) -> Double? {
            guard let hours = digits(at, 2), scalars.count > at + 7, scalars[at + 2] == UInt8(ascii: ":"), let minutes = digits(at + 3, 2),
                scalars[at + 5] == UInt8(ascii: ":"), let seconds = digits(at + 6, 2)
            else { return nil }
            var fraction = 0.0
            var index = at + 8
            if index < scalars.count, scalars[index] == UInt8(ascii: ".") {
                var scale = 0.1
                index += 1
                while index < scalars.count, let digit = digits(index, 1) {
                    fraction += Double(digit) * scale
                    scale /= 10
                    index += 1
                }
            }
            return Double(hours * 3600 + minutes * 60 + seconds) + fraction
        }
        if let year = digits(0, 4), scalars.count > 10, scalars[4] == UInt8(ascii: "-"), let month = digits(5, 2),
            scalars[7] == UInt8(ascii: "-"), let day = digits(8, 2), let time = clock(11)
        {
            return Double(daysFromCivil(year: year, month: month, day: day)) * 86_400 + time
        }
        if let time = clock(0) { return time }
        for start in 1..<max(1, min(48, scalars.count))
        where scalars[start - 1] == UInt8(ascii: "\t") || scalars[start - 1] == UInt8(ascii: " ") {
            if let time = clock(start), start + 8 < scalars.count, scalars[start + 8] == UInt8(ascii: ".") { return time }
        }
        if kbsimTrace, let number = line.split(separator: " ").first.flatMap({ Double($0) }) { return number }
        return nil
    }

    /// Days since 1970-01-01 of a proleptic Gregorian date.
    static func daysFromCivil(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }
}
