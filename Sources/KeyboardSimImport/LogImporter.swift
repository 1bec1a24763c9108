import Foundation
import KeyboardSim

/// `kbsim import`: a pasted log — what a device printed, what a bug report quotes — read into
/// the keyboard notifications it shows, ready to be written as a logged replay scenario.
///
/// Printing styles read:
/// - Objective-C: `NSConcreteNotification 0x… {name = …; object = <UIScreen …>; userInfo = {…}}`
///   and bare description dictionaries `{ UIKeyboardFrameEndUserInfoKey = "NSRect: {{0, 407},
///   {375, 260}}"; … }`, values quoted or bare.
/// - Swift: `[AnyHashable("UIKeyboardFrameEndUserInfoKey"): NSRect: {{0, 407}, {375, 260}}, …]`,
///   `Optional([…])`, and notifications printed as `name = …, object = …, userInfo = …` or
///   `Notification(name: …, object: …, userInfo: …)`.
/// - KeyboardSim's own traces: `kbsim run`'s JSON Lines, read record by record by the judge's
///   reader (`TraceReport.traces(jsonLines:file:)`), and its text (`0.500  post #3 UIKeyboard…
///   {…}`), which is for people and read by the grammar it prints.
///
/// - Pastes that hold none of these: keyboard frames printed anywhere in a line, with the words
///   before them in any of eight languages (`LogScanner+FramePrints.swift`), then Flutter's
///   viewInsets (`LogScanner+Flutter.swift`), then keyboard heights alone.
///
/// Lines that mention no keyboard notification are skipped. A dictionary printed without its
/// notification takes the name mentioned last before it (`keyboardWillShow:`), and the import
/// says so; anything that looks like a keyboard notification but cannot be read is reported
/// with its line, never guessed.
@MainActor package enum LogImporter {
    /// Reads `text` (`file` names it in messages). `device` overrides the inference.
    package static func parse(_ text: String, file: String, device: Device? = nil) throws(LogImportError) -> ImportedLog {
        try parse(text, file: file, device: device, stepLimit: Scenario.maximumSteps)
    }

    /// `parse(_:file:device:)` with the most steps a scenario may hold given (tests use a small one).
    static func parse(_ text: String, file: String, device: Device?, stepLimit: Int) throws(LogImportError) -> ImportedLog {
        let (readable, wasEscaped) = unescapedPrint(text)
        var scanner = LogScanner(text: readable)
        let traced = try jsonLinesTrace(readable, scanner: scanner, file: file)
        var found = traced.map { scanner.traceEntries($0) } ?? scanner.scan()
        guard scanner.problems.isEmpty else { throw LogImportError(file: file, problems: scanner.problems) }
        // A paste with nothing the grammars above read: keyboard frames printed anywhere in
        // a line, then Flutter's viewInsets, then heights alone.
        var flutterRuns: [(first: Int, last: Int)] = []
        if found.isEmpty, traced == nil {
            found = scanner.framePrintEntries(device: device)
        }
        if found.isEmpty, traced == nil {
            let insets = scanner.flutterViewInsets()
            if let first = insets.first, let last = insets.last {
                let printed = insets.lazy.compactMap(\.screen).first
                let screen: (size: CGSize, name: String)? =
                    device.map { ($0.portraitSize, "the \($0.name)'s screen in portrait") }
                    ?? printed.map { ($0, "the \($0.pointsDescription) screen its MediaQueryData prints") }
                guard let screen else {
                    let lines = insets.count == 1 ? "line \(first.line)" : "lines \(first.line)–\(last.line)"
                    throw LogImportError(
                        file: file, problems: [],
                        summary:
                            "\(insets.count) Flutter viewInsets print\(insets.count == 1 ? "" : "s") (\(lines)) and no MediaQueryData(size: …) to say which screen; give --device NAME (kbsim list devices) to replay each bottom inset as the keyboard's height at the bottom of that screen"
                    )
                }
                (found, flutterRuns) = scanner.flutterEntries(insets, screen: screen.size, screenName: screen.name)
            }
        }
        // A log of heights alone replays what a height says, on the screen --device names.
        var heightsOnly: String?
        if found.isEmpty, traced == nil {
            let heights = scanner.printedHeights()
            if let first = heights.first, let last = heights.last {
                let lines = heights.count == 1 ? "line \(first.line)" : "lines \(first.line)–\(last.line)"
                guard let device else {
                    throw LogImportError(
                        file: file, problems: [],
                        summary:
                            "\(heights.count) keyboard height\(heights.count == 1 ? "" : "s") (\(lines)) and no notification or frame: a height does not say which screen; give --device NAME (kbsim list devices) to replay each as a willShow (0: a willHide) at the bottom of that screen"
                    )
                }
                let screenHeight = Double(device.portraitSize.height)
                let tooTall = heights.filter { $0.height > screenHeight }.map {
                    LogImportError.Problem(
                        line: $0.line, text: scanner.quotedLine($0.line),
                        message:
                            "a keyboard \(formatNumber($0.height)) points high is taller than the \(device.name)'s \(formatNumber(screenHeight))-point screen; expected a keyboard's height on it"
                    )
                }
                guard tooTall.isEmpty else { throw LogImportError(file: file, problems: tooTall) }
                found = scanner.heightEntries(heights, device: device)
                heightsOnly =
                    "\(lines) print keyboard heights alone: each became a willShow (0: a willHide) whose userInfo holds the end frame alone, the keyboard that high at the bottom of the \(device.name)'s screen in portrait; the log says nothing of notification names, begin frames, durations, curves, the orientation or the iOS version, and the replay posts no more than that"
            }
        }
        guard !found.isEmpty else {
            throw LogImportError(
                file: file, problems: [],
                summary:
                    "no keyboard notification in \(scanner.lineCount) lines (looked for NSConcreteNotification …, Notification(name: …), userInfo dictionaries with UIKeyboard…UserInfoKey keys (escaped in a string too), React Native keyboard events (endCoordinates …), keyboard frames printed anywhere in a line — (x, y, width, height), CGRect(x: …, y: …, width: …, height: …), NSRect: {{x, y}, {width, height}} — Flutter's viewInsets, kbsim traces, and keyboard heights printed alone)"
            )
        }
        let screen = try inferScreen(found, scanner: scanner, device: device, file: file)
        let version = inferVersion(found, scanner: scanner, screen: screen)
        var findings = [screen.deviceReason, screen.orientationReason, version.reason]
        if let heightsOnly { findings.append(heightsOnly) }
        if wasEscaped {
            findings.append(
                "the paste is a print inside an escaped string (\\\" for quotes, \\n for line breaks, as a JSON string or a one-line log holds it): read unescaped, and line numbers count the unescaped text"
            )
        }
        if traced == nil, scanner.style == .kbsimTrace {
            findings.append(
                "read kbsim run's text report, which is written for people, by the grammar it prints; kbsim run --format json writes the trace as records, which import reads with the judge's reader"
            )
        }
        if let first = scanner.log.commentedLines.first, let last = scanner.log.commentedLines.last {
            let count = scanner.log.commentedLines.count
            findings.append(
                "\(count == 1 ? "line \(first) starts" : "\(count) lines (\(first)–\(last)) start") with // (pasted out of code comments): read without it"
            )
        }
        findings += found.compactMap { entry in entry.nameSource.map { "line \(entry.line): \($0)" } }
        // What a partial print leaves out, and what the replay then does.
        let partial = found.filter { !$0.notification.userInfo.missingDocumentedKeys.isEmpty }
        if let first = partial.first, let last = partial.last {
            let missing = Set(partial.flatMap(\.notification.userInfo.missingDocumentedKeys))
            let keys = OrderedUserInfo.documentedKeys.filter(missing.contains).joined(separator: ", ")
            findings.append(
                "\(partial.count == 1 ? "line \(first.line) prints" : "\(partial.count) notifications (lines \(first.line)–\(last.line)) print") "
                    + "no \(keys): the replay posts what was printed, so a handler that reads \(missing.count == 1 ? "it" : "them") gets nil there "
                    + "(a device's userInfo has every one); its frames, and handlers that read only them, replay as logged")
        }
        findings += scanner.skippedFrames.map { "line \($0.line): \($0.reason)" }
        findings += flutterRuns.map {
            "lines \($0.first)–\($0.last): viewInsets printed as the keyboard moved (each a step of one animation): read as one change, to the last"
        }
        findings += scanner.remarks.map { "line \($0.line): ignored the remark after a value: \($0.text)" }
        findings += scanner.unclosedDictionaries.map {
            "line \($0.line): the userInfo is cut before its closing brace; read its \($0.entries) \($0.entries == 1 ? "entry" : "entries") (to line \($0.lastLine)), the paste having ended after a complete one"
        }
        let times = try placeInTime(found, style: scanner.style, file: file)
        findings.append(times.reason)
        let posts = zip(found, times.times).map { entry, time in
            ImportedLog.Post(line: entry.line, at: time, notification: entry.notification)
        }
        let rotations = rotationsBetween(found, posts: posts, scanner: scanner, first: screen.orientation)
        let windows = windowsBetween(found, scanner: scanner)
        let log = ImportedLog(
            file: file, posts: posts, rotations: rotations, windows: windows, device: screen.device, orientation: screen.orientation,
            profile: version.profile, findings: findings, linesRead: scanner.lineCount)
        try checkRunnable(log, scanner: scanner, stepLimit: stepLimit)
        return log
    }

    /// The records of `text` when it is a JSON Lines trace (`kbsim run --format json`: a line
    /// that begins `{"t":`), read by the judge's reader, so that a trace is read one way; nil
    /// for any other log. A line that is not a trace record, or a trace of several replays, is
    /// refused with its line.
    private static func jsonLinesTrace(_ text: String, scanner: LogScanner, file: String) throws(LogImportError) -> [TraceReport
        .LinedRecord]?
    {
        let isTrace = text.split(separator: "\n", omittingEmptySubsequences: true).contains {
            $0.drop { $0 == " " || $0 == "\t" }.hasPrefix("{\"t\":")
        }
        guard isTrace else { return nil }
        let quoted = scanner.quotedLine
        let replays: [[TraceReport.LinedRecord]]
        do {
            replays = try TraceReport.linedTraces(jsonLines: text, file: file)
        } catch {
            throw LogImportError(
                file: file,
                problems: [
                    LogImportError.Problem(
                        line: error.line, text: quoted(error.line),
                        message: "\(error.path): \(error.message)")
                ])
        }
        if replays.count > 1, let second = replays[1].first {
            throw LogImportError(
                file: file,
                problems: [
                    LogImportError.Problem(
                        line: second.line, text: quoted(second.line),
                        message:
                            "a second replay begins here (kbsim run --format json wrote \(replays.count) scenarios); a scenario replays one: import each replay's lines on their own"
                    )
                ])
        }
        return replays.first ?? []
    }

    /// `text` unescaped when it holds a print inside an escaped string — a userInfo whose
    /// quotes are `\"` and whose line breaks are `\n` (a JSON string, a crash reporter's
    /// one-line log, Swift's `debugPrint` of a userInfo's description:
    /// `"[AnyHashable(\"UIKeyboardFrameEndUserInfoKey\"): NSRect: …]"`) — and whether it did;
    /// otherwise `text` as it is.
    static func unescapedPrint(_ text: String) -> (String, Bool) {
        // Only the lines that hold an escaped print are unescaped; the rest stay as they are.
        func isEscapedPrint(_ line: Substring) -> Bool {
            line.contains("UserInfoKey = \\\"") || line.contains("\\n    UIKeyboard") || line.contains("\\nUIKeyboard")
                || line.contains("AnyHashable(\\\"UIKeyboard")
        }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.contains(where: isEscapedPrint) else { return (text, false) }
        return (lines.map { isEscapedPrint($0) ? unescaped($0) : String($0) }.joined(separator: "\n"), true)
    }

    /// `line` with `\n`, `\t`, `\"` and `\\` turned into what they stand for.
    private static func unescaped(_ line: Substring) -> String {
        var out = ""
        out.reserveCapacity(line.utf8.count)
        var iterator = line.makeIterator()
        while let character = iterator.next() {
            guard character == "\\" else {
                out.append(character)
                continue
            }
            switch iterator.next() {
            case "n"?: out.append("\n")
            case "t"?: out.append("\t")
            case "\""?: out.append("\"")
            case "\\"?: out.append("\\")
            case let other?: out.append("\\"); out.append(other)
            case nil: out.append("\\")
            }
        }
        return out
    }

    /// What `import` writes, `run` accepts: the scenario is read back as `run` reads it, and a
    /// value it cannot carry (a rectangle beyond ±100,000 points, a duration over 60 s, a time
    /// past 600 s) is refused at the log line of its notification; more steps than a scenario
    /// holds (``Scenario/maximumSteps``) is refused as a whole, with how to split the log.
    private static func checkRunnable(_ log: ImportedLog, scanner: LogScanner, stepLimit: Int) throws(LogImportError) {
        // A log longer than one scenario holds is refused before its scenario is written.
        let steps = 1 + log.posts.count + log.rotations.count
        if steps > stepLimit {
            let lines = "lines \(log.posts.first?.line ?? 0)–\(log.posts.last?.line ?? 0)"
            throw LogImportError(
                file: log.file, problems: [],
                summary:
                    "the log is longer than one scenario holds: \(log.posts.count) keyboard notifications (\(lines)) make \(steps) steps, and a scenario holds at most \(stepLimit); split the log into parts of at most \(stepLimit - 1) notifications and import each"
            )
        }
        do {
            _ = try Scenario.parse(log.scenarioJSON(), file: log.file)
        } catch {
            // The steps as `ImportedLog.scenario` orders them: the focus, then each post after
            // the rotations before it, then the last rotations; a post's step names its line.
            var lines: [Int?] = [log.posts.first?.line]
            for (index, post) in log.posts.enumerated() {
                lines += log.rotations.filter { $0.beforePost == index }.map { _ in post.line }
                lines.append(post.line)
            }
            let stepIndex = error.path.hasPrefix("$.steps[") ? Int(error.path.dropFirst("$.steps[".count).prefix { $0.isNumber }) : nil
            guard let stepIndex, stepIndex < lines.count, let line = lines[stepIndex] else {
                throw LogImportError(
                    file: log.file, problems: [], summary: "the log cannot be replayed as one scenario: \(error.path): \(error.message)")
            }
            throw LogImportError(
                file: log.file,
                problems: [
                    LogImportError.Problem(
                        line: line, text: scanner.quotedLine(line),
                        message: "a scenario cannot carry this, \(error.path): \(error.message)")
                ])
        }
    }

    // MARK: Rotations

    /// A kbsim trace's later screen records, at their own times, and a recorder's later device
    /// records that turn the screen, with the post they precede: the rotations the replay
    /// performs between the posts.
    private static func rotationsBetween(
        _ found: [LogScanner.Entry], posts: [ImportedLog.Post], scanner: LogScanner,
        first: UIInterfaceOrientation
    ) -> [ImportedLog.Rotation] {
        if scanner.style == .kbsimTrace {
            return scanner.screens.dropFirst().map { screen in
                ImportedLog.Rotation(
                    at: screen.time, beforePost: found.firstIndex { $0.offset > screen.offset } ?? found.count, to: screen.orientation,
                    line: screen.offset)
            }
        }
        var rotations: [ImportedLog.Rotation] = []
        var current = first
        for record in scanner.recordedDevices.dropFirst() {
            guard let orientation = record.orientation, orientation != current else { continue }
            current = orientation
            let index = found.firstIndex { $0.offset > record.offset } ?? found.count
            let at = index < posts.count ? posts[index].at : (posts.last?.at ?? 0.5)
            rotations.append(ImportedLog.Rotation(at: at, beforePost: index, to: orientation))
        }
        return rotations
    }

    /// A kbsim trace's Stage Manager windows as steps between the posts: a window filling the
    /// screen is `nil`, and the one a rotation records (the whole screen, at the rotation's
    /// instant) is left to the rotation.
    private static func windowsBetween(_ found: [LogScanner.Entry], scanner: LogScanner) -> [ImportedLog.WindowPlacement] {
        scanner.windows.compactMap { window in
            let screen = scanner.screens.last { $0.offset < window.offset }
            let fills = screen.map { window.frame == CGRect(origin: .zero, size: $0.size) } ?? false
            if fills, let screen, screen.time == window.time,
                screen.offset > (scanner.windows.last { $0.offset < window.offset }?.offset ?? -1),
                scanner.screens.first?.offset != screen.offset
            {
                return nil
            }
            return ImportedLog.WindowPlacement(
                at: window.time, beforePost: found.firstIndex { $0.offset > window.offset } ?? found.count,
                frame: fills ? nil : window.frame, line: window.offset)
        }
    }

    // MARK: Time

    /// When the replay posts each notification: the log's own times (from 0.5 s), or iOS's
    /// rhythm when the lines carry none.
    private static func placeInTime(
        _ entries: [LogScanner.Entry], style: LogScanner.Style,
        file: String
    ) throws(LogImportError) -> (times: [Double], reason: String) {
        let stamps = entries.compactMap(\.time)
        if style == .kbsimTrace, stamps.count == entries.count {
            return (stamps, "times: the trace's own")
        }
        if stamps.count == entries.count, let first = stamps.first {
            var times: [Double] = []
            var shortened = 0
            var previous = (stamp: first, at: 0.5)
            for (entry, stamp) in zip(entries, stamps) {
                var gap = stamp - previous.stamp
                if gap < 0 {
                    throw LogImportError(
                        file: file,
                        problems: [
                            LogImportError.Problem(
                                line: entry.line, text: entry.text,
                                message:
                                    "the timestamp goes back \(formatNumber(-gap, decimals: 3)) s; the lines must be in the order they were logged"
                            )
                        ])
                }
                if gap > longestPause {
                    gap = shortenedPause
                    shortened += 1
                }
                let at = ((previous.at + gap) * 1_000_000).rounded() / 1_000_000
                times.append(at)
                previous = (stamp, at)
            }
            let note =
                shortened > 0
                ? "; \(shortened) pause\(shortened == 1 ? "" : "s") longer than \(formatNumber(longestPause)) s shortened to \(formatNumber(shortenedPause)) s"
                : ""
            return (times, "times: from the log's timestamps, the first at 0.5 s\(note)")
        }
        // iOS's rhythm: a will-pair at one instant, its did-pair when the keyboard's movement
        // ends, the next change a second later — or, for a log too long for that to fit in a
        // scenario, 0.1 s after the keyboard stopped.
        let partly = stamps.isEmpty ? "" : " (only \(stamps.count) of \(entries.count) lines have timestamps)"
        let relaxed = rhythm(entries, nextChange: .afterChange(1))
        if let last = relaxed.last, last <= Scenario.maximumTime {
            return (
                relaxed,
                "times: none in the log\(partly); iOS's rhythm from 0.5 s — a will-pair at one instant, its did-pair when the keyboard stops, each further change 1 s later"
            )
        }
        let compact = rhythm(entries, nextChange: .afterStop(compactPause))
        if let last = compact.last, last <= Scenario.maximumTime {
            return (
                compact,
                "times: none in the log\(partly); iOS's rhythm from 0.5 s — a will-pair at one instant, its did-pair when the keyboard stops, each further change \(formatNumber(compactPause)) s after the keyboard stopped (1 s apart they would not fit in \(formatNumber(Scenario.maximumTime)) s)"
            )
        }
        let lines = "lines \(entries.first?.line ?? 0)–\(entries.last?.line ?? 0)"
        throw LogImportError(
            file: file, problems: [],
            summary:
                "the log is longer than one scenario holds: it has no timestamps, and its \(entries.count) keyboard notifications (\(lines)) need \(formatNumber(compact.last ?? 0, decimals: 1)) s at iOS's rhythm with each change \(formatNumber(compactPause)) s after the keyboard stopped, and a scenario lasts at most \(formatNumber(Scenario.maximumTime)) s; split the log into parts and import each, or log with timestamps (a timed log holds up to \(Scenario.maximumSteps - 1) notifications)"
        )
    }

    /// How long after the keyboard stopped the next change of an untimed log too long for 1 s
    /// pauses comes.
    static let compactPause = 0.1

    /// When an untimed log's next change comes.
    private enum NextChange {
        /// This many seconds after the previous change began.
        case afterChange(Double)
        /// This many seconds after the keyboard stopped moving.
        case afterStop(Double)
    }

    /// The times of an untimed log's notifications at iOS's rhythm: a will-pair at one instant,
    /// its did-pair when the keyboard's movement ends, the next change as `nextChange` says.
    private static func rhythm(_ entries: [LogScanner.Entry], nextChange: NextChange) -> [Double] {
        var times: [Double] = []
        times.reserveCapacity(entries.count)
        var movementEnd = 0.0
        for (index, entry) in entries.enumerated() {
            let isWill = SystemKeyboard.willNames.contains(Notification.Name(entry.notification.name))
            guard index > 0, let last = times.last else {
                times.append(0.5)
                movementEnd = 0.5 + movement(entry.notification)
                continue
            }
            let previous = entries[index - 1].notification
            let previousIsWill = SystemKeyboard.willNames.contains(Notification.Name(previous.name))
            let samePair = isWill == previousIsWill && previous.userInfo == entry.notification.userInfo
            let next =
                switch nextChange {
                case .afterChange(let pause): last + pause
                case .afterStop(let pause): ((max(last, movementEnd) + pause) * 1_000_000).rounded() / 1_000_000
                }
            let at = samePair ? last : (!isWill && previousIsWill ? max(last, movementEnd) : next)
            if isWill && !samePair { movementEnd = at + movement(entry.notification) }
            times.append(at)
        }
        return times
    }

    /// Pauses longer than this are shortened (a replay is bounded; nothing moves in a pause).
    static let longestPause = 10.0
    static let shortenedPause = 2.0

    /// How long the keyboard moves after a will-notification (`SystemKeyboard.movement`; curve 7
    /// when the log gives none), 0 for in-place changes.
    private static func movement(_ notification: LoggedNotification) -> Double {
        guard case .number(let duration)? = notification.userInfo[UIResponder.keyboardAnimationDurationUserInfoKey], duration > 0 else {
            return 0
        }
        var curve = 7
        if case .integer(let logged)? = notification.userInfo[UIResponder.keyboardAnimationCurveUserInfoKey] { curve = logged }
        return SystemKeyboard.movement(curve: curve, duration: duration).duration.secondsValue
    }
}
