import Foundation
import KeyboardSim

/// A log that prints only the keyboard's height — `Keyboard will appear with height: 335.0`,
/// `keyboardHeight = 380` — as keyboard code's debug output and bug reports often do: no
/// notification, no frame, no duration or curve. Read only when the paste holds nothing else.
extension LogScanner {
    /// A height a line prints: on a line that says "keyboard", the first number right after a
    /// word "height" (any case, inside a word too: `keyboardHeight`), with the line it is on.
    struct PrintedHeight {
        var line: Int
        var height: Double
    }

    /// Every height the log prints, in order; lines that print none are skipped.
    func printedHeights() -> [PrintedHeight] {
        var heights: [PrintedHeight] = []
        guard lineCount > 0 else { return [] }
        for line in 1...lineCount {
            let text = log.lineText(line)
            // A row's or a view's height is not the keyboard's.
            guard text.range(of: "keyboard", options: .caseInsensitive) != nil else { continue }
            var searchFrom = text.startIndex
            while let word = text.range(of: "height", options: .caseInsensitive, range: searchFrom..<text.endIndex) {
                searchFrom = word.upperBound
                let rest = text[word.upperBound...]
                // The value follows the word closely: `: 335`, ` = 380.0`, ` 336`.
                let lead = rest.prefix { $0 == ":" || $0 == "=" || $0 == " " || $0 == "\t" || $0 == "\"" }
                guard lead.count <= 4 else { continue }
                let digits = rest.dropFirst(lead.count).prefix { $0.isNumber || $0 == "." }
                guard !digits.isEmpty, let height = Double(digits), height.isFinite, (0...2000).contains(height) else { continue }
                heights.append(PrintedHeight(line: line, height: height))
                break
            }
        }
        return heights
    }

    /// The heights as the notifications a replay can post on `device` in portrait: a height above
    /// zero a willShow whose end frame stands that high on the screen's bottom edge, zero a
    /// willHide whose end frame is the last shown keyboard just below the screen. Each holds the
    /// end frame alone, the only thing a height says.
    func heightEntries(_ heights: [PrintedHeight], device: Device) -> [Entry] {
        let screen = device.portraitSize
        var shown: Double?
        return heights.compactMap { printed -> Entry? in
            let start = log.lineStart(ofLine: printed.line)
            let name: String
            let end: CGRect
            if printed.height > 0 {
                name = UIResponder.keyboardWillShowNotification.rawValue
                end = CGRect(x: 0, y: screen.height - printed.height, width: screen.width, height: printed.height)
                shown = printed.height
            } else {
                guard let last = shown else { return nil }  // nothing up to hide
                name = UIResponder.keyboardWillHideNotification.rawValue
                end = CGRect(x: 0, y: screen.height, width: screen.width, height: last)
                shown = nil
            }
            return entry(
                at: start, name: name, object: .profileDefault,
                userInfo: [(UIResponder.keyboardFrameEndUserInfoKey, .rect(end))],
                nameSource:
                    "a height alone (\(formatNumber(printed.height))): read as \(printed.height > 0 ? "a willShow" : "a willHide") with that end frame at the bottom of the \(device.name)'s screen"
            )
        }
    }
}
