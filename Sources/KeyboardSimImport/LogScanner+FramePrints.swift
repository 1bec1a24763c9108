import Foundation
import KeyboardSim

/// Keyboard frames printed anywhere in a line, as debug output, code comments and notes hold
/// them, read when a paste holds nothing the other grammars read (`LogImporter`):
///
/// - Swift's print of a `CGRect`, `(0.0, 568.0, 320.0, 260.0)` (four numbers, each with a
///   decimal point; inside `Optional(…)` too);
/// - a `CGRect` as Swift source writes one, `CGRect(x: 0, y: 568, width: 320, height: 260)`;
/// - `NSStringFromCGRect`'s and `NSValue`'s, `{{0, 568}, {320, 260}}` and
///   `NSRect: {{0, 568}, {320, 260}}`;
/// - LLDB's (`p`, `po`, `frame variable`), `(origin = (x = 0, y = 568), size = (width = 320, height = 260))`,
///   after `(CGRect) $R0 = ` or alone.
///
/// The words before a frame on its line (or alone on the line above it) say what it is: a
/// begin or an end frame (`beginFrame:`, `from`, `开始`, `début`), a shown or a hidden keyboard
/// (`shown:`, `显示`, `ausgeblendet`, `скрыта`) — in English, Spanish, French, German, Portuguese,
/// Chinese, Japanese or Russian (`FrameLabel`). A begin frame with the end frame after it (within
/// three lines) is one notification; any other frame is an end frame alone. A notification's
/// name is mentioned before its frames (`keyboardWillShow:` heading a debug block), or said by
/// the label; otherwise a pair's frames say how the keyboard moves, and a frame alone where it
/// stands against the bottom of a screen the catalogue has. Each reading is stated.
///
///     keyboardWillShow:
///         beginFrame: Optional((0.0, 852.0, 393.0, 336.0)),
///         endFrame: Optional((0.0, 516.0, 393.0, 336.0)),
extension LogScanner {
    /// A rectangle printed in one of the shapes frames are printed in.
    struct PrintedFrame {
        /// Where the print starts and ends (exclusive) in the text.
        var start: Int
        var end: Int
        var line: Int
        var rect: CGRect
        /// How it was printed, for findings.
        var shape: String
        /// The words before it on its line (or alone on the line above), trimmed.
        var label: String
        /// The line the label is on.
        var labelLine: Int
    }

    /// How far below its mention a notification's frames may be (a debug block's lines).
    static let framesBelowMention = 8
    /// How far below its begin frame an end frame may be to make one notification with it.
    static let endBelowBegin = 3
    /// The longest line looked into for frames: a longer one is no debug print.
    static let longestFrameLine = 4096

    // MARK: Reading the frames

    /// Every frame printed in the log, in order.
    func printedFrames() -> [PrintedFrame] {
        guard lineCount > 0 else { return [] }
        var frames: [PrintedFrame] = []
        var previousLineHadFrame = false
        for line in 1...lineCount {
            let start = log.lineStart(ofLine: line)
            let end = log.lineEnd(start)
            guard end - start <= Self.longestFrameLine else {
                previousLineHadFrame = false
                continue
            }
            var onLine = framePrints(from: start, to: end, line: line)
            if let first = onLine.first, first.label.isEmpty, line > 1, !previousLineHadFrame {
                // A label alone on the line above (`键盘弹出:` then the frame).
                let above = log.lineText(line - 1)
                let trimmed = Self.trimmedLabel(above)
                if !trimmed.isEmpty, above.count <= 80 {
                    onLine[0].label = trimmed
                    onLine[0].labelLine = line - 1
                }
            }
            previousLineHadFrame = !onLine.isEmpty
            frames += onLine
        }
        return frames
    }

    /// The frames printed between `start` and `end` on `line`, each with the words before it.
    func framePrints(from start: Int, to end: Int, line: Int) -> [PrintedFrame] {
        var frames: [PrintedFrame] = []
        var labelStart = start
        var index = start
        while index < end {
            let afterWord = index == start || !LogText.isWordByte(log[index - 1])
            var read: (rect: CGRect, end: Int, shape: String, start: Int)?
            if log[index] == UInt8(ascii: "("), afterWord, let (rect, close) = swiftTuple(at: index, end: end) {
                read = (rect, close, "a Swift CGRect print (x, y, width, height)", index)
            } else if log[index] == UInt8(ascii: "("), log.has("(origin", at: index), let (rect, close) = lldbStruct(at: index, end: end) {
                read = (rect, close, "LLDB's CGRect print (origin = (x = …, y = …), size = (width = …, height = …))", index)
            } else if log[index] == UInt8(ascii: "C"), afterWord, log.has("CGRect(", at: index),
                let (rect, close) = cgRectSource(at: index + "CGRect(".count, end: end)
            {
                read = (rect, close, "CGRect(x:, y:, width:, height:)", index)
            } else if log[index] == UInt8(ascii: "{"), log.has("{{", at: index), let (rect, close) = braces(at: index, end: end) {
                let prefix = ["NSRect: ", "CGRect: ", "NSRect:", "CGRect:"].first {
                    index >= $0.utf8.count && log.has($0, at: index - $0.utf8.count)
                }
                read = (
                    rect, close,
                    prefix.map { "\($0.trimmingCharacters(in: .whitespaces)) {{x, y}, {width, height}}" } ?? "{{x, y}, {width, height}}",
                    index - (prefix?.utf8.count ?? 0)
                )
            }
            guard let read, read.start >= labelStart else {
                index += 1
                continue
            }
            let label = Self.trimmedLabel(log.string(labelStart..<read.start))
            frames.append(
                PrintedFrame(
                    start: read.start, end: read.end, line: line, rect: read.rect, shape: read.shape, label: label, labelLine: line))
            labelStart = read.end
            index = read.end
        }
        return frames
    }

    /// A label without the punctuation around it (`endFrame: Optional(` → `endFrame`).
    static func trimmedLabel(_ text: String) -> String {
        var label = text.trimmingCharacters(in: .whitespaces)
        if label.hasSuffix("Optional(") { label = String(label.dropLast("Optional(".count)) }
        // LLDB's type before the name (`(CGRect) endFrame =`), and its result names (`$R0`, `$0`).
        for type in ["(CGRect)", "(NSRect)"] where label.hasPrefix(type) { label = String(label.dropFirst(type.count)) }
        label = label.replacingOccurrences(of: #"\$R?[0-9]+"#, with: "", options: .regularExpression)
        return label.trimmingCharacters(in: CharacterSet(charactersIn: " \t:=-–—>→,;|()[]\"'`*#/").union(.whitespaces))
    }

    /// A number at the cursor after blanks (sign, digits, a decimal point, an exponent), and
    /// whether it has a decimal point; the cursor after it.
    private func number(_ cursor: inout Int, end: Int) -> (value: Double, hasPoint: Bool)? {
        var probe = cursor
        while probe < end, log[probe] == UInt8(ascii: " ") || log[probe] == UInt8(ascii: "\t") { probe += 1 }
        let start = probe
        if probe < end, log[probe] == UInt8(ascii: "-") || log[probe] == UInt8(ascii: "+") { probe += 1 }
        var hasPoint = false
        while probe < end {
            let byte = log[probe]
            if (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
                probe += 1
            } else if byte == UInt8(ascii: "."), !hasPoint {
                hasPoint = true
                probe += 1
            } else if byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E"), probe > start {
                probe += 1
                if probe < end, log[probe] == UInt8(ascii: "-") || log[probe] == UInt8(ascii: "+") { probe += 1 }
            } else {
                break
            }
        }
        guard probe > start, let value = Double(log.string(start..<probe)), value.isFinite else { return nil }
        cursor = probe
        return (value, hasPoint)
    }

    /// `literal` at the cursor after blanks; the cursor after it.
    private func expect(_ literal: String, _ cursor: inout Int, end: Int) -> Bool {
        var probe = cursor
        while probe < end, log[probe] == UInt8(ascii: " ") || log[probe] == UInt8(ascii: "\t") { probe += 1 }
        guard probe + literal.utf8.count <= end, log.has(literal, at: probe) else { return false }
        cursor = probe + literal.utf8.count
        return true
    }

    /// A keyboard's rectangle: wider than nothing, not of negative height (the numbers are finite).
    private static func keyboardRect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> CGRect? {
        guard width > 0, height >= 0 else { return nil }
        return CGRect(x: x, y: y, width: width, height: height)
    }

    /// `(x, y, width, height)`, each number with a decimal point, as Swift prints a CGRect.
    private func swiftTuple(at open: Int, end: Int) -> (CGRect, Int)? {
        var cursor = open + 1
        var values: [Double] = []
        for index in 0..<4 {
            guard let (value, hasPoint) = number(&cursor, end: end), hasPoint else { return nil }
            values.append(value)
            guard expect(index < 3 ? "," : ")", &cursor, end: end) else { return nil }
        }
        return Self.keyboardRect(values[0], values[1], values[2], values[3]).map { ($0, cursor) }
    }

    /// `x: …, y: …, width: …, height: …)` after `CGRect(`.
    private func cgRectSource(at start: Int, end: Int) -> (CGRect, Int)? {
        var cursor = start
        var values: [Double] = []
        for (index, name) in ["x:", "y:", "width:", "height:"].enumerated() {
            guard expect(name, &cursor, end: end), let (value, _) = number(&cursor, end: end) else { return nil }
            values.append(value)
            guard expect(index < 3 ? "," : ")", &cursor, end: end) else { return nil }
        }
        return Self.keyboardRect(values[0], values[1], values[2], values[3]).map { ($0, cursor) }
    }

    /// `(origin = (x = 0, y = 409), size = (width = 375, height = 258))`, as LLDB's `p`, `po` and
    /// `frame variable` print a `CGRect` (numbers with or without a decimal point).
    private func lldbStruct(at open: Int, end: Int) -> (CGRect, Int)? {
        var cursor = open + 1
        var values: [Double] = []
        for (group, names) in [("origin", ["x", "y"]), ("size", ["width", "height"])] {
            guard expect(group, &cursor, end: end), expect("=", &cursor, end: end), expect("(", &cursor, end: end) else { return nil }
            for (index, name) in names.enumerated() {
                guard expect(name, &cursor, end: end), expect("=", &cursor, end: end), let (value, _) = number(&cursor, end: end),
                    expect(index == 0 ? "," : ")", &cursor, end: end)
                else { return nil }
                values.append(value)
            }
            guard expect(group == "origin" ? "," : ")", &cursor, end: end) else { return nil }
        }
        return Self.keyboardRect(values[0], values[1], values[2], values[3]).map { ($0, cursor) }
    }

    /// `{{x, y}, {width, height}}`.
    private func braces(at open: Int, end: Int) -> (CGRect, Int)? {
        var cursor = open + 2
        guard let (x, _) = number(&cursor, end: end), expect(",", &cursor, end: end), let (y, _) = number(&cursor, end: end),
            expect("}", &cursor, end: end), expect(",", &cursor, end: end), expect("{", &cursor, end: end),
            let (width, _) = number(&cursor, end: end), expect(",", &cursor, end: end), let (height, _) = number(&cursor, end: end),
            expect("}}", &cursor, end: end)
        else { return nil }
        return Self.keyboardRect(x, y, width, height).map { ($0, cursor) }
    }

    // MARK: Frames as notifications

    /// The notifications the log's printed frames make (see the extension's comment); frames
    /// left out (a begin frame with no end frame after it, a bounds rectangle at the origin)
    /// are said in `skippedFrames`. `device`, when given, is the screen a frame alone stands
    /// against; otherwise the catalogue's screens are tried.
    mutating func framePrintEntries(device: Device?) -> [Entry] {
        let frames = printedFrames().filter { frame in
            // A bounds rectangle (origin at zero, `UIKeyboardBoundsUserInfoKey`, a screen's
            // bounds) is no frame on the screen.
            let meaning = FrameLabel(frame.label)
            if frame.rect.origin == .zero && meaning.role == nil && meaning.direction == nil { return false }
            return !FrameLabel.tokens(frame.label).contains { $0.word == "bounds" }
        }
        guard !frames.isEmpty else { return [] }
        // Group: a begin frame and the end frame after it, or a frame alone.
        var groups: [(begin: PrintedFrame?, end: PrintedFrame)] = []
        var pendingBegin: PrintedFrame?
        for frame in frames {
            let role = FrameLabel(frame.label).role
            if let begin = pendingBegin, frame.line - begin.line > Self.endBelowBegin {
                skippedFrames.append(
                    (begin.line, "a begin frame (\(frame.shape)) with no end frame in the \(Self.endBelowBegin) lines after it: left out"))
                pendingBegin = nil
            }
            switch role {
            case .begin?:
                if let begin = pendingBegin {
                    skippedFrames.append((begin.line, "a begin frame followed by another begin frame: left out"))
                }
                pendingBegin = frame
            case .end?, nil:
                groups.append((pendingBegin, frame))
                pendingBegin = nil
            }
        }
        if let begin = pendingBegin {
            skippedFrames.append((begin.line, "a begin frame with no end frame after it: left out (a notification needs its end frame)"))
        }
        // Each group's name: from a mention, a word, the frames' movement; the rest, from
        // where the frame stands on a screen all of them fit.
        var named: [(name: String, reason: String)?] = []
        // The line each group's block starts on: its mention's, or its first frame's.
        var headings: [Int] = []
        var previousEnd = 0
        for group in groups {
            let first = group.begin ?? group.end
            let printed = Self.describe(group.begin, group.end)
            let mention = mentions.last(where: {
                $0.offset < first.start && $0.offset >= previousEnd
                    && log.lineNumber($0.offset) >= first.labelLine - Self.framesBelowMention
            })
            headings.append(mention.map { log.lineNumber($0.offset) } ?? first.labelLine)
            if let mention {
                let line = log.lineNumber(mention.offset)
                named.append(
                    (
                        mention.name,
                        "\(printed): named by the mention of \(mention.name) \(line == first.line ? "on its line" : "on line \(line)")"
                    ))
            } else if let said = Self.namedByLabel(group.begin, group.end) {
                named.append((said.name, "\(printed): \(said.reason)"))
            } else if let begin = group.begin {
                named.append(
                    namedByFrames(
                        [
                            (UIResponder.keyboardFrameBeginUserInfoKey, .rect(begin.rect)),
                            (UIResponder.keyboardFrameEndUserInfoKey, .rect(group.end.rect)),
                        ],
                        pasted: printed))
            } else {
                named.append(nil)
            }
            previousEnd = group.end.end
        }
        let unnamed = zip(groups, named).filter { $0.1 == nil }.map(\.0.end.rect)
        let screen = standingScreen(unnamed, device: device)
        let frameLines = Set(frames.map(\.line))
        return groups.indices.map { index in
            let group = groups[index]
            let first = group.begin ?? group.end
            var info: [(String, UserInfoValue)] = []
            if let begin = group.begin { info.append((UIResponder.keyboardFrameBeginUserInfoKey, .rect(begin.rect))) }
            info.append((UIResponder.keyboardFrameEndUserInfoKey, .rect(group.end.rect)))
            let said = named[index] ?? Self.namedByScreen(group.end, screen: screen, printed: Self.describe(nil, group.end))
            var reason = said.reason
            // The block's duration and curve: from its heading to the next block's, near its frames.
            let lower = max(headings[index], first.labelLine - Self.framesBelowMention)
            let upper = min(index + 1 < groups.count ? headings[index + 1] - 1 : lineCount, group.end.line + Self.framesBelowMention)
            let timing = lower <= upper ? blockTiming(lines: lower...upper, skipping: frameLines) : BlockTiming()
            if let duration = timing.duration {
                info.append((UIResponder.keyboardAnimationDurationUserInfoKey, .number(duration.value)))
                reason += "; duration \(formatNumber(duration.value)) s from \"\(duration.label)\" on line \(duration.line)"
            }
            if let curve = timing.curve {
                info.append((UIResponder.keyboardAnimationCurveUserInfoKey, .integer(curve.value)))
                reason += "; curve \(curve.value) from \"\(curve.label)\" on line \(curve.line)\(curve.how.map { " (\($0))" } ?? "")"
            }
            return entry(at: first.start, name: said.name, object: .profileDefault, userInfo: info, nameSource: reason)
        }
    }

    /// The animation's duration and curve a debug block prints beside its frames, each on a line
    /// of its own: `animationDuration: 0.25`, `Duration: 0.25`, `duration = 0.25` (seconds, as
    /// `UIKeyboardAnimationDurationUserInfoKey` holds them); `curve: 7`,
    /// `UIViewAnimationCurve(rawValue: 7)`, or `UIViewAnimationOptions(rawValue: 458752)` (the
    /// options a handler makes of the curve, which UIKit keeps in the bits from 16 on:
    /// `UIView.AnimationOptions.curveEaseIn` is `1 << 16`). A label names it when one of its
    /// words is `duration` or `curve` (`animationCure`, the spelling of the debug block the
    /// first fixture follows, too). The first of each in the block is taken.
    struct BlockTiming {
        var duration: (value: Double, label: String, line: Int)?
        var curve: (value: Int, label: String, line: Int, how: String?)?
    }

    func blockTiming(lines: ClosedRange<Int>, skipping frameLines: Set<Int>) -> BlockTiming {
        var timing = BlockTiming()
        for line in lines where !frameLines.contains(line) {
            let text = log.lineText(line)
            guard text.count <= 200, let separator = text.firstIndex(where: { $0 == ":" || $0 == "=" }) else { continue }
            let label = Self.trimmedLabel(String(text[..<separator]))
            let words = FrameLabel.tokens(label).map(\.word)
            var value = text[text.index(after: separator)...].trimmingCharacters(in: .whitespaces)
            if value.hasSuffix(",") { value.removeLast() }
            if value.hasPrefix("Optional("), value.hasSuffix(")") { value = String(value.dropFirst("Optional(".count).dropLast()) }
            if timing.duration == nil, words.contains("duration"), let seconds = Double(value), seconds.isFinite, (0...10).contains(seconds)
            {
                timing.duration = (seconds, label, line)
            } else if timing.curve == nil, words.contains(where: { $0 == "curve" || $0 == "cure" }) {
                if let raw = Int(value), (0...7).contains(raw) {
                    timing.curve = (raw, label, line, nil)
                } else if let raw = Self.rawValue(value, of: ["UIViewAnimationCurve", "UIView.AnimationCurve"]), (0...7).contains(raw) {
                    timing.curve = (raw, label, line, nil)
                } else if let raw = Self.rawValue(value, of: ["UIViewAnimationOptions", "UIView.AnimationOptions"]), raw >= 0,
                    raw & 0xFFFF == 0, (0...7).contains(raw >> 16)
                {
                    timing.curve = (
                        raw >> 16, label, line, "UIView.AnimationOptions' raw value \(raw): its curve is the bits from 16 on"
                    )
                }
            }
        }
        return timing
    }

    /// The raw value in `TypeName(rawValue: N)` (a `__C.` before the type too), for one of `types`.
    private static func rawValue(_ text: String, of types: [String]) -> Int? {
        let text = text.hasPrefix("__C.") ? String(text.dropFirst(4)) : text
        for type in types where text.hasPrefix("\(type)(rawValue:") && text.hasSuffix(")") {
            return Int(text.dropFirst("\(type)(rawValue:".count).dropLast().trimmingCharacters(in: .whitespaces))
        }
        return nil
    }

    /// "a frame printed as …, labelled "…"" or "frames printed as … labelled "…" and "…"".
    private static func describe(_ begin: PrintedFrame?, _ end: PrintedFrame) -> String {
        func labelled(_ frame: PrintedFrame) -> String {
            frame.label.isEmpty ? "with no label" : "labelled \"\(frame.label.count > 60 ? "\(frame.label.prefix(60))…" : frame.label)\""
        }
        guard let begin else { return "a frame printed as \(end.shape) \(labelled(end))" }
        let meanings = [FrameLabel(begin.label), FrameLabel(end.label)].map { $0.roleWords }
        return
            "a begin frame \(labelled(begin)) and an end frame \(labelled(end)) (\(meanings[0]) and \(meanings[1])), printed as \(end.shape), read as one notification's frames"
    }

    /// The name a show or hide word in the labels gives.
    private static func namedByLabel(_ begin: PrintedFrame?, _ end: PrintedFrame) -> (name: String, reason: String)? {
        let labels = [end, begin].compactMap { $0 }.map { FrameLabel($0.label) }
        guard let said = labels.first(where: { $0.direction != nil }), let direction = said.direction else { return nil }
        let name = direction == .show ? "UIKeyboardWillShowNotification" : "UIKeyboardWillHideNotification"
        return (name, "\(said.directionWords): read as a \(direction == .show ? "willShow" : "willHide")")
    }

    /// A screen of the catalogue (or `device`'s) that every frame alone rests on or waits below.
    private func standingScreen(_ rects: [CGRect], device: Device?) -> (size: CGSize, name: String)? {
        guard !rects.isEmpty else { return nil }
        let devices = device.map { [$0] } ?? Device.catalog
        for candidate in devices {
            for orientation in [UIInterfaceOrientation.portrait, .landscapeRight] {
                let size = candidate.screenSize(in: orientation)
                let stands = rects.allSatisfy { rect in
                    rect.width == size.width && (abs(rect.maxY - size.height) < 0.5 || abs(rect.minY - size.height) < 0.5)
                }
                if stands {
                    return (
                        size,
                        device == nil ? "a \(size.pointsDescription) screen" : "the \(candidate.name)'s \(size.pointsDescription) screen"
                    )
                }
            }
        }
        return nil
    }

    /// A frame alone with no name and no word that says one: where it stands on the screen.
    private static func namedByScreen(_ frame: PrintedFrame, screen: (size: CGSize, name: String)?, printed: String) -> (
        name: String, reason: String
    ) {
        let label = FrameLabel(frame.label)
        let unknown =
            frame.label.isEmpty || label.role != nil
            ? "" : " (not a word for show, hide, begin or end in the languages read: \(FrameLabel.languages))"
        let rect = frame.rect
        guard let screen else {
            return (
                "UIKeyboardWillChangeFrameNotification",
                "\(printed)\(unknown): no screen in the catalogue has its bottom edge at y = \(formatNumber(rect.maxY)) or \(formatNumber(rect.minY)) for a keyboard \(formatNumber(rect.width)) wide, so it neither rests nor waits below: read as a willChangeFrame's end frame"
            )
        }
        if abs(rect.maxY - screen.size.height) < 0.5 {
            return (
                "UIKeyboardWillShowNotification",
                "\(printed)\(unknown): it rests on the bottom edge of \(screen.name) (y \(formatNumber(rect.minY)) + height \(formatNumber(rect.height)) = \(formatNumber(screen.size.height))), the keyboard shown: read as a willShow's end frame"
            )
        }
        return (
            "UIKeyboardWillHideNotification",
            "\(printed)\(unknown): it waits below the bottom edge of \(screen.name) (y \(formatNumber(rect.minY))), the keyboard hidden: read as a willHide's end frame"
        )
    }
}

/// What the words before a printed frame say: a begin or end frame, a shown or hidden
/// keyboard, in the languages people write labels in. The rightmost word of each kind counts.
struct FrameLabel {
    enum Role { case begin, end }
    enum Direction { case show, hide }

    fileprivate enum Meaning {
        case role(Role), direction(Direction)
        var name: String {
            switch self {
            case .role(.begin): "begin"
            case .role(.end): "end"
            case .direction(.show): "show"
            case .direction(.hide): "hide"
            }
        }
    }

    var role: Role?
    var direction: Direction?
    /// "`beginFrame` has begin (English)", for findings.
    var roleWords = ""
    var directionWords = ""

    /// The languages whose words are read, for messages.
    static let languages = "English, Spanish, French, German, Portuguese, Chinese, Japanese, Russian"

    /// (word, meaning, language). A word ending in `*` matches a word it begins (Russian's
    /// endings); a word in Chinese or Japanese script matches anywhere in the label. Hide
    /// words come before show words so that 非表示 (hidden) is not read as 表示 (shown).
    private static let words: [(String, Meaning, String)] = {
        var table: [(String, Meaning, String)] = []
        func add(_ language: String, _ meaning: Meaning, _ list: String) {
            for word in list.split(separator: " ") { table.append((String(word), meaning, language)) }
        }
        let hide = Meaning.direction(.hide), show = Meaning.direction(.show)
        let begin = Meaning.role(.begin), end = Meaning.role(.end)
        add("Japanese", hide, "非表示 隠す 隠れ 閉じ")
        add("Chinese", hide, "隐藏 隱藏 收起 退出 消失 关闭 關閉 落下")
        add("Chinese", show, "显示 顯示 弹出 彈出 出现 出現 打开 打開 升起")
        add("Japanese", show, "表示 出現 開く")
        add("Chinese", begin, "开始 開始 起始 初始")
        add("Chinese", end, "结束 結束 最终 最終 终止 終止")
        add("Japanese", end, "終了 終わり")
        add("English", show, "show shown showing shows appear appears appeared appearing open opened opening up visible raise raised")
        add("English", hide, "hide hidden hiding hides disappear disappears disappeared close closed closing dismiss dismissed down")
        add("English", begin, "begin beginning start started from before old initial")
        add("English", end, "end ended final to after new target")
        add("Spanish", show, "mostrar mostrado mostrando muestra aparece aparecer abierto visible")
        add("Spanish", hide, "ocultar oculto oculta ocultado esconder escondido cerrado desaparece")
        add("Spanish", begin, "inicio inicial comienzo antes desde")
        add("Spanish", end, "fin final después despues hasta")
        add("French", show, "afficher affiché affiche affichage apparaît apparait ouvert apparition visible")
        add("French", hide, "masquer masqué cacher caché fermé disparaît disparait")
        add("French", begin, "début debut départ depart avant initial")
        add("French", end, "fin final finale après apres arrivée")
        add("German", show, "anzeigen angezeigt einblenden eingeblendet sichtbar geöffnet erscheint")
        add("German", hide, "ausblenden ausgeblendet versteckt verstecken verbergen geschlossen")
        add("German", begin, "anfang beginn start vorher")
        add("German", end, "ende nachher ziel")
        add("Portuguese", show, "mostrar mostrado exibir exibido exibindo aberto visível aparece")
        add("Portuguese", hide, "ocultar oculto esconder escondido fechado")
        add("Portuguese", begin, "início inicio inicial começo antes")
        add("Portuguese", end, "fim final depois")
        add("Russian", show, "показ* появ* открыт*")
        add("Russian", hide, "скры* закры* убра*")
        add("Russian", begin, "начал* старт")
        add("Russian", end, "конец конечн* после итог*")
        return table
    }()

    /// The label's words, lowercased, split at anything not a letter and where a small letter
    /// meets a capital (`keyboardFrameEnd` → keyboard, frame, end), each with where it starts.
    static func tokens(_ label: String) -> [(word: String, at: Int)] {
        var tokens: [(String, Int)] = []
        var current = ""
        var start = 0
        var previousLower = false
        for (index, character) in label.enumerated() {
            let isLetter = character.isLetter && !Self.isHan(character)
            let isUpper = character.isUppercase
            if !isLetter || (isUpper && previousLower) {
                if !current.isEmpty { tokens.append((current.lowercased(), start)) }
                current = ""
            }
            if isLetter {
                if current.isEmpty { start = index }
                current.append(character)
            }
            previousLower = isLetter && character.isLowercase
        }
        if !current.isEmpty { tokens.append((current.lowercased(), start)) }
        return tokens
    }

    /// Chinese or Japanese script (matched inside a label, having no spaces between words).
    private static func isHan(_ character: Character) -> Bool {
        character.unicodeScalars.first.map { $0.value >= 0x3000 && $0.value <= 0x9FFF || $0.value >= 0xF900 && $0.value <= 0xFAFF } ?? false
    }

    init(_ label: String) {
        guard !label.isEmpty else { return }
        let tokens = Self.tokens(label)
        var han = Array(label)
        var found: [(at: Int, meaning: Meaning, word: String, language: String)] = []
        for (word, meaning, language) in Self.words {
            if word.first.map(Self.isHan) == true {
                let pattern = Array(word)
                var index = 0
                while index + pattern.count <= han.count {
                    if Array(han[index..<(index + pattern.count)]) == pattern {
                        found.append((index, meaning, word, language))
                        for blank in index..<(index + pattern.count) { han[blank] = " " }
                        index += pattern.count
                    } else {
                        index += 1
                    }
                }
            } else if word.hasSuffix("*") {
                let stem = String(word.dropLast())
                for token in tokens where token.word.hasPrefix(stem) { found.append((token.at, meaning, token.word, language)) }
            } else {
                for token in tokens where token.word == word { found.append((token.at, meaning, token.word, language)) }
            }
        }
        /// Every language the word is a word of, for the meaning found.
        func languages(_ word: String, _ meaning: Meaning) -> String {
            let all = Self.words.filter { $0.0 == word || ($0.0.hasSuffix("*") && word.hasPrefix($0.0.dropLast())) }
                .filter { $0.1.name == meaning.name }.map(\.2)
            var unique: [String] = []
            for language in all where !unique.contains(language) { unique.append(language) }
            return unique.joined(separator: ", ")
        }
        func rightmost(_ isKind: (Meaning) -> Bool) -> (at: Int, meaning: Meaning, word: String, language: String)? {
            found.filter { isKind($0.meaning) }.max { $0.at < $1.at }
        }
        if let word = rightmost({ if case .role = $0 { true } else { false } }), case .role(let role) = word.meaning {
            self.role = role
            roleWords = "\(word.word) is a word for \(word.meaning.name) (\(languages(word.word, word.meaning)))"
        }
        if let word = rightmost({ if case .direction = $0 { true } else { false } }), case .direction(let direction) = word.meaning {
            self.direction = direction
            directionWords = "\(word.word) is a word for \(word.meaning.name) (\(languages(word.word, word.meaning)))"
        }
        if roleWords.isEmpty { roleWords = "\"\(label)\" says neither begin nor end" }
    }
}
