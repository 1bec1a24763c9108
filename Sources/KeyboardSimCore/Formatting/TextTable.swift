import Foundation

/// Rows of cells as a plain-text table: each column as wide as its widest cell, two spaces
/// between columns, no trailing spaces, a line break after every row — what `kbsim list`,
/// `kbsim matrix` and `kbsim bench` print.
///
/// ```swift
/// textTable([["device", "fps"], ["iPhone 16", "60"]])
/// // "device     fps\niPhone 16  60\n"
/// ```
package func textTable(_ rows: [[String]]) -> String {
    let widths = (0..<(rows.first?.count ?? 0)).map { column in rows.map { column < $0.count ? $0[column].count : 0 }.max() ?? 0 }
    return rows.map { row in
        var line = row.enumerated().map { $1.padding(toLength: widths[$0], withPad: " ", startingAt: 0) }.joined(separator: "  ")
        while line.hasSuffix(" ") { line.removeLast() }
        return line
    }.joined(separator: "\n") + "\n"
}
