import Foundation
import KeyboardSim

/// Flutter's view of the keyboard, as apps print it: `MediaQuery.of(context).viewInsets`, whose
/// bottom is the keyboard's height over the screen's bottom edge —
///
///     flutter: EdgeInsets.zero
///     flutter: EdgeInsets(0.0, 0.0, 0.0, 336.0)
///     MediaQueryData(size: Size(393.0, 852.0), …, viewInsets: EdgeInsets(0.0, 0.0, 0.0, 336.0), …)
///
/// An `EdgeInsets(left, top, right, bottom)` (or `EdgeInsets.zero`) is read when `viewInsets`
/// names it on its line, or when it is all a `flutter:` line prints (after the prefix). A `MediaQueryData` print
/// gives the screen's size too. Read only when the paste holds nothing the other grammars read.
extension LogScanner {
    /// One printed viewInsets: its line, its bottom, and the screen's size when printed with it.
    struct FlutterInsets {
        var line: Int
        var bottom: Double
        var screen: CGSize?
    }

    /// Every viewInsets the log prints, in order.
    func flutterViewInsets() -> [FlutterInsets] {
        guard lineCount > 0 else { return [] }
        var found: [FlutterInsets] = []
        for line in 1...lineCount {
            let text = log.lineText(line)
            guard text.contains("EdgeInsets"), text.utf8.count <= Self.longestFrameLine else { continue }
            let insets: Substring
            if let named = text.range(of: "viewInsets") {
                var rest = text[named.upperBound...].drop { $0 == " " }
                guard rest.first == ":" || rest.first == "=" else { continue }
                rest = rest.dropFirst().drop { $0 == " " }
                insets = rest
            } else if let prefix = text.range(of: "flutter:") {
                // Xcode's console may put a timestamp and the process before it.
                insets = text[prefix.upperBound...].drop { $0 == " " }
            } else {
                continue
            }
            guard let bottom = Self.edgeInsetsBottom(insets, whole: !text.contains("viewInsets")) else { continue }
            found.append(FlutterInsets(line: line, bottom: bottom, screen: Self.mediaQuerySize(text)))
        }
        return found
    }

    /// The bottom of `EdgeInsets(l, t, r, b)` or `EdgeInsets.zero` at the start of `text`
    /// (`whole`: and nothing after it).
    private static func edgeInsetsBottom(_ text: Substring, whole: Bool) -> Double? {
        if text.hasPrefix("EdgeInsets.zero") {
            return whole && text.count != "EdgeInsets.zero".count ? nil : 0
        }
        guard text.hasPrefix("EdgeInsets("), let close = text.firstIndex(of: ")") else { return nil }
        if whole, text.index(after: close) != text.endIndex { return nil }
        let numbers = text[text.index(text.startIndex, offsetBy: "EdgeInsets(".count)..<close].split(separator: ",").map {
            Double($0.trimmingCharacters(in: .whitespaces))
        }
        guard numbers.count == 4, let bottom = numbers[3], bottom.isFinite, bottom >= 0 else { return nil }
        return bottom
    }

    /// The size in `MediaQueryData(size: Size(393.0, 852.0)`.
    private static func mediaQuerySize(_ text: String) -> CGSize? {
        guard let start = text.range(of: "MediaQueryData(size: Size(") else { return nil }
        let rest = text[start.upperBound...]
        guard let close = rest.firstIndex(of: ")") else { return nil }
        let numbers = rest[..<close].split(separator: ",").map { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard numbers.count == 2, let width = numbers[0], let height = numbers[1], width > 0, height > 0 else { return nil }
        return CGSize(width: width, height: height)
    }

    /// The viewInsets as the notifications a replay can post on a `screen`-sized screen
    /// (`screenName` says whose): each change of the bottom a willShow whose end frame stands
    /// that high on the screen's bottom edge, a return to zero a willHide. Prints that repeat
    /// a value are one; prints in a row that move one way are the frames of one animation
    /// (Flutter prints viewInsets as the keyboard moves), read as one change to the last.
    /// Also the runs read as one, for the finding.
    func flutterEntries(_ insets: [FlutterInsets], screen: CGSize, screenName: String) -> (
        entries: [Entry], runs: [(first: Int, last: Int)]
    ) {
        // Repeated values are one print.
        var distinct: [FlutterInsets] = []
        for inset in insets where distinct.last?.bottom != inset.bottom { distinct.append(inset) }
        var kept: [FlutterInsets] = []
        var runs: [(first: Int, last: Int)] = []
        var runStart: Int?
        for (index, inset) in distinct.enumerated() {
            let previous = index > 0 ? distinct[index - 1].bottom : 0
            let next = index + 1 < distinct.count ? distinct[index + 1].bottom : nil
            let movingOn = next.map { ($0 - inset.bottom).sign == (inset.bottom - previous).sign && inset.bottom != previous } ?? false
            if movingOn {
                if runStart == nil { runStart = inset.line }
                continue
            }
            if let start = runStart {
                runs.append((start, inset.line))
                runStart = nil
            }
            kept.append(inset)
        }
        var shown: Double?
        let entries = kept.compactMap { inset -> Entry? in
            let start = log.lineStart(ofLine: inset.line)
            let name: String
            let end: CGRect
            if inset.bottom > 0 {
                name = UIResponder.keyboardWillShowNotification.rawValue
                end = CGRect(x: 0, y: screen.height - inset.bottom, width: screen.width, height: inset.bottom)
                shown = inset.bottom
            } else {
                guard let last = shown else { return nil }  // nothing up to hide
                name = UIResponder.keyboardWillHideNotification.rawValue
                end = CGRect(x: 0, y: screen.height, width: screen.width, height: last)
                shown = nil
            }
            return entry(
                at: start, name: name, object: .profileDefault, userInfo: [(UIResponder.keyboardFrameEndUserInfoKey, .rect(end))],
                nameSource:
                    "Flutter's viewInsets with bottom \(formatNumber(inset.bottom)) (the keyboard's height over the screen's bottom edge): read as \(inset.bottom > 0 ? "a willShow" : "a willHide") with that end frame at the bottom of \(screenName)"
            )
        }
        return (entries, runs)
    }
}
