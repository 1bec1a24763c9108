import Foundation
import KeyboardSim

/// Why a log could not be imported: each unreadable place with its line and text, or what is
/// missing altogether.
package struct LogImportError: Error, Sendable, CustomStringConvertible {
    /// One line that could not be read.
    package struct Problem: Sendable, Equatable {
        /// Its number, from 1.
        package var line: Int
        /// The line as the log has it.
        package var text: String
        /// What was expected there.
        package var message: String
    }

    /// The log's path as given.
    package var file: String
    /// The lines that could not be read.
    package var problems: [Problem]
    /// Why the log as a whole was refused (nothing to import, too long), when it was.
    package var summary: String?

    init(file: String, problems: [Problem], summary: String? = nil) {
        self.file = file
        self.problems = problems
        self.summary = summary
    }

    package var description: String {
        var lines = problems.map { "\(file):\($0.line): \($0.message): \($0.text)" }
        if let summary { lines.append("\(file): \(summary)") }
        if !problems.isEmpty {
            lines.append("\(file): \(problems.count) place\(problems.count == 1 ? "" : "s") could not be read; nothing was imported")
        }
        return lines.joined(separator: "\n")
    }
}
