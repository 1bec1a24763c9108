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
    // The closures' types are written out: inferred, this function took about 0.35 s to type-check.
    let columns: Int = rows.first?.count ?? 0
    let widths: [Int] = (0..<columns).map { (column: Int) -> Int in
        rows.map { (row: [String]) -> Int in column < row.count ? row[column].count : 0 }.max() ?? 0
    }
    let lines: [String] = rows.map { (row: [String]) -> String in
        let cells: [String] = row.enumerated().map { (column: Int, cell: String) -> String in
            cell.padding(toLength: widths[column], withPad: " ", startingAt: 0)
        }
        var line: String = cells.joined(separator: "  ")
        while line.hasSuffix(" ") { line.removeLast() }
        return line
    }
    return lines.joined(separator: "\n") + "\n"
}
