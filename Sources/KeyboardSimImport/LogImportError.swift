import Foundation
import KeyboardSim

/// Why a log could not be imported: each unreadable place with its line and text, or what is
/// missing altogether.
public struct LogImportError: Error, Sendable, CustomStringConvertible {
    /// One line that could not be read.
    public struct Problem: Sendable, Equatable {
        /// Its number, from 1.
        public var line: Int
        /// The line as the log has it.
        public var text: String
        /// What was expected there.
        public var message: String
    }

    /// The log's path as given.
    public var file: String
    /// The lines that could not be read.
    public var problems: [Problem]
    /// Why the log as a whole was refused (nothing to import, too long), when it was.
    public var summary: String?

    init(file: String, problems: [Problem], summary: String? = nil) {
        self.file = file
        self.problems = problems
        self.summary = summary
    }

    public var description: String {
        var lines = problems.map { "\(file):\($0.line): \($0.message): \($0.text)" }
        if let summary { lines.append("\(file): \(summary)") }
        if !problems.isEmpty {
            lines.append("\(file): \(problems.count) place\(problems.count == 1 ? "" : "s") could not be read; nothing was imported")
        }
        return lines.joined(separator: "\n")
    }
}
