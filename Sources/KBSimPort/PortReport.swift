import Foundation

/// What `kbsim port` prints on standard error, and the `#sourceLocation` its
/// `--source-location` port begins with: shared by the command and the KeyboardSimPort
/// plugin's tool, which print the same.
package enum PortReport {
    /// The whole report: ``items(file:result:names:namesIn:)``, then the summary line `summary`
    /// makes of the counts (`6 edits`, `; 1 to make by hand…`), each line ending with a break.
    package static func text(
        file: String, result: PortResult, names: [UnsimulatedName], namesIn label: String,
        summary: (_ edits: String, _ rest: String) -> String
    ) -> String {
        let (edits, rest) = counts(result: result, names: names)
        return (items(file: file, result: result, names: names, namesIn: label) + [summary(edits, rest)]).joined(separator: "\n") + "\n"
    }

    /// What `kbsim port` says of a file that is not UTF-8 text.
    package static func notUTF8(_ file: String, _ error: SourceTextError) -> String {
        "kbsim port: \(file):\(error.position): \(error.problem); a Swift file is UTF-8 text"
    }

    /// One `PATH:LINE:COLUMN: …` line per edit, per hand edit (both on `file`) and per
    /// unsimulated name (on `label`), without the summary.
    private static func items(file: String, result: PortResult, names: [UnsimulatedName], namesIn label: String) -> [String] {
        var lines: [String] = []
        for edit in result.edits { lines.append("\(file):\(edit.position): edit: \(edit.description)") }
        for finding in result.findings { lines.append("\(file):\(finding.position): by hand: \(finding.description)") }
        for name in names {
            let others = name.positions.dropFirst().map(\.description)
            var notes: [String] = []
            if !others.isEmpty { notes.append("also at \(others.joined(separator: ", "))") }
            if name.isMember { notes.append("a member the simulation lacks, unless another of your files adds it") }
            lines.append(
                "\(label):\(name.positions.first?.description ?? "1:1"): not simulated: \(name.name)"
                    + (notes.isEmpty ? "" : " (\(notes.joined(separator: "; ")))"))
        }
        return lines
    }

    /// `6 edits` or `no edit`, and `; 1 to make by hand; 2 UIKit names not simulated (…)` when
    /// there are any: the summary's counts.
    private static func counts(result: PortResult, names: [UnsimulatedName]) -> (edits: String, rest: String) {
        var counts: [String] = []
        if !result.findings.isEmpty { counts.append("\(result.findings.count) to make by hand") }
        if !names.isEmpty {
            counts.append(count(names.count, "UIKit name") + " not simulated (\(names.map(\.name).joined(separator: ", ")))")
        }
        let edits = result.edits.isEmpty ? "no edit" : count(result.edits.count, "edit")
        return (edits, counts.isEmpty ? "" : "; " + counts.joined(separator: "; "))
    }

    /// `#sourceLocation(file: "ABSOLUTE PATH", line: 1)` and a line break: the next line is FILE's
    /// first (the path absolute, so a message names the file wherever the compiler runs).
    package static func sourceLocationDirective(_ file: String) -> String {
        let path = URL(fileURLWithPath: file).standardizedFileURL.path
        let literal = path.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
        return "#sourceLocation(file: \"\(literal)\", line: 1)\n"
    }

    /// `1 edit`, `3 edits`.
    package static func count(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }
}
