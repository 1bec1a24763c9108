// Compiled into every driver by measure.py --run (our own code; no piece's code or text).
import Foundation

/// What a driver found: each comparison of a device claim with what the simulation showed,
/// printed as `agree:` or `disagree:` lines that measure.py counts, and `unchecked:` when the
/// simulation could not show it.
@MainActor final class Comparisons {
    private(set) var agreed = 0
    private(set) var disagreed = 0
    private(set) var unchecked = 0

    /// Prints the claim, where it is made and what the simulation showed, with the verdict.
    func compare(_ claim: String, source: String, simulation: String, agrees: Bool) {
        if agrees { agreed += 1 } else { disagreed += 1 }
        print("\(agrees ? "agree" : "disagree"): \(claim)")
        print("  claimed in: \(source)")
        print("  simulation: \(Self.tidy(simulation))")
    }

    /// A claim the simulation could not check, with the reason.
    func unchecked(_ claim: String, source: String, reason: String) {
        unchecked += 1
        print("unchecked: \(claim)")
        print("  claimed in: \(source)")
        print("  why: \(reason)")
    }

    /// A figure the simulation showed, printed for the record.
    func note(_ text: String) { print("  - \(Self.tidy(text))") }

    /// The simulation's diagnostics, each different one once, with how many times it was said.
    func diagnostics(_ lines: [String]) {
        var counts: [String: Int] = [:]
        var order: [String] = []
        for line in lines {
            if counts[line] == nil { order.append(line) }
            counts[line, default: 0] += 1
        }
        for line in order { note("diagnostic\(counts[line]! > 1 ? " (×\(counts[line]!))" : ""): \(line)") }
    }

    /// Prints the totals and ends the process: 0 when every comparison agrees, 1 when one
    /// disagrees (sysexits' "a verdict failed"), 1 as well when nothing was compared.
    func finish() -> Never {
        print("\(agreed) agree, \(disagreed) disagree, \(unchecked) unchecked")
        exit(disagreed == 0 && agreed > 0 ? 0 : 1)
    }

    /// Rectangles, points and sizes as (x, y, width, height) with at most two decimals.
    static func tidy(_ text: String) -> String {
        var text = text.replacingOccurrences(of: "Foundation.", with: "")
        let patterns: [(String, String)] = [
            (
                #"CGRect\(origin: CGPoint\(x: ([-0-9.e]+), y: ([-0-9.e]+)\), size: CGSize\(width: ([-0-9.e]+), height: ([-0-9.e]+)\)\)"#,
                "($1, $2, $3, $4)"
            ),
            (#"CGPoint\(x: ([-0-9.e]+), y: ([-0-9.e]+)\)"#, "($1, $2)"),
            (#"CGSize\(width: ([-0-9.e]+), height: ([-0-9.e]+)\)"#, "$1 × $2"),
            // Only a lone decimal number: "31.12.2024" in a field's text is left as it is.
            (#"(?<![\d.])(\d+\.\d\d)\d+(?![\d.])"#, "$1"),
            (#"(?<![\d.])(\d+)\.0(?![\d.])"#, "$1"),
        ]
        for (pattern, template) in patterns {
            guard let regex = try? NSRegularExpression(pattern: pattern) else { continue }
            text = regex.stringByReplacingMatches(
                in: text, range: NSRange(text.startIndex..., in: text), withTemplate: template)
        }
        return text
    }
}
