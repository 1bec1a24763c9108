import Foundation

/// Why a log could not be imported: each unreadable place with its line and text, or what is
/// missing altogether.
public struct LogImportError: Error, Sendable, CustomStringConvertible {
    public struct Problem: Sendable, Equatable {
        public var line: Int
        public var text: String
        public var message: String
    }

    public var file: String
    public var problems: [Problem]
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
