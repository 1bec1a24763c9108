import Foundation

/// Why a file is not a trace `kbsim run --format json` wrote: the file, the line, the member at
/// fault and what was expected.
public struct TraceFormatError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file's path, as given (`-` for standard input).
    public var file: String
    /// The line, counting from 1.
    public var line: Int
    /// The member at fault (`$.keyboard`), `$` for the whole record.
    public var path: String
    /// What was expected.
    public var message: String

    /// `trace.jsonl:12: $.keyboard: expected [x, y, width, height] or null`
    public var description: String { "\(file):\(line): \(path): \(message)" }
}

extension TraceReport {
    /// The last display frame a replay can have: 600 s at 240 frames per second.
    static let maximumDisplayFrame = 600 * 240

    /// Reads back what `jsonLines(_:)` wrote: one ``Trace`` per replay in `text` (`kbsim run
    /// --format json` with several files writes several, one after another).
    ///
    /// The records a verdict is a function of are read in full — the run header with its
    /// expectations, `judging`, `screen`, `focus`, `frame`, `sample`, `rest`,
    /// `restWithoutKeyboard`, crashes, `stepFailure`, `audit` — and so are `notification` (the
    /// records `kbsim import` replays), `step`, `keyboard`, `note`, `animation`, `diagnostic`
    /// and `verdict`; the bus's other records (`delivery`, `observer`, `lifecycle`) and kinds
    /// this version does not know are passed over. A replay ends with its verdicts, or where
    /// time goes back.
    ///
    /// - Throws: ``TraceFormatError`` for a line that is not JSON, a record without `kind`, a
    ///   known kind with a member missing or of the wrong type, a trace without a `run` record.
    public static func traces(jsonLines text: String, file: String) throws(TraceFormatError) -> [Trace] {
        try linedTraces(jsonLines: text, file: file).map { Trace($0.map(\.record)) }
    }

    /// A record read back, with the line it was read from.
    package struct LinedRecord {
        /// The line, counting from 1.
        package var line: Int
        package var record: TraceRecord
    }

    /// `traces(jsonLines:file:)` with each record's line: one array of records per replay.
    package static func linedTraces(jsonLines text: String, file: String) throws(TraceFormatError) -> [[LinedRecord]] {
        var traces: [[LinedRecord]] = []
        var records: [LinedRecord] = []
        var firstLine = 1
        var time = SimulationInstant.zero
        var lastSampleFrame: Int?
        func finish(before line: Int) throws(TraceFormatError) {
            defer { (records, firstLine, lastSampleFrame) = ([], line, nil) }
            guard !records.isEmpty else { return }
            guard records.contains(where: { if case .run = $0.record.event { true } else { false } }) else {
                throw TraceFormatError(
                    file: file, line: firstLine, path: "$",
                    message: "a replay without a \"run\" record: expected the JSON Lines of kbsim run --format json")
            }
            traces.append(records)
        }
        // A line ends with "\n", "\r\n" (one Character) or "\r" alone (classic Mac OS).
        let lines = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }
        for (index, line) in lines.enumerated() {
            let lineNumber = index + 1
            guard line.contains(where: { !$0.isWhitespace }) else { continue }
            let reader = RecordReader(file: file, line: lineNumber)
            let root: LocatedJSON
            do { root = try LocatedJSONParser.parse(String(line)) } catch {
                throw TraceFormatError(
                    file: file, line: lineNumber, path: error.path,
                    message:
                        "\(error.message) (column \(error.position.column)); a trace has one JSON record per line, as kbsim run --format json writes it"
                )
            }
            guard case .object(let members) = root.value else { throw reader.error("$", "expected a JSON object, one record per line") }
            let record = RecordReader.Members(members, reader: reader)
            let kind = try record.string("kind")
            var recordTime = time
            if kind != "verdict" { recordTime = .seconds(try record.number("t")) }
            let previous = records.last?.record
            let afterVerdicts = previous.map { if case .verdict = $0.event { kind != "verdict" } else { false } } ?? false
            let secondRun = kind == "run" && records.contains { if case .run = $0.record.event { true } else { false } }
            if afterVerdicts || secondRun || (previous != nil && recordTime < time) { try finish(before: lineNumber) }
            time = recordTime
            guard let event = try record.event(kind: kind) else { continue }
            // Display frames only go forward, and a replay has at most 600 s × 240 of them: the
            // judge integrates each sample over the frames to the next.
            if case .sample(let frame, _, _) = event {
                if let earlier = lastSampleFrame, frame < earlier {
                    throw reader.error("$.frame", "display frame \(frame) comes after frame \(earlier): samples go forward")
                }
                lastSampleFrame = frame
                guard (0...Self.maximumDisplayFrame).contains(frame) else {
                    throw reader.error("$.frame", "expected a display frame from 0 to \(Self.maximumDisplayFrame), not \(frame)")
                }
            }
            records.append(LinedRecord(line: lineNumber, record: TraceRecord(time: time, event: event)))
        }
        try finish(before: 0)
        return traces
    }
}

/// Reads one JSON Lines record's members, each error naming the file, the line and the member.
private struct RecordReader {
    var file: String
    var line: Int

    func error(_ path: String, _ message: String) -> TraceFormatError {
        TraceFormatError(file: file, line: line, path: path, message: message)
    }

    struct Members {
        var members: [(key: String, value: LocatedJSON)]
        var reader: RecordReader
        var prefix = "$"

        init(_ members: [(key: String, value: LocatedJSON)], reader: RecordReader, prefix: String = "$") {
            self.members = members
            self.reader = reader
            self.prefix = prefix
        }

        func path(_ key: String) -> String { "\(prefix).\(key)" }

        func value(_ key: String) throws(TraceFormatError) -> LocatedJSON.Value {
            guard let member = members.first(where: { $0.key == key }) else { throw reader.error(path(key), "missing") }
            return member.value.value
        }

        func has(_ key: String) -> Bool { members.contains { $0.key == key } }

        func string(_ key: String) throws(TraceFormatError) -> String {
            guard case .string(let text) = try value(key) else { throw reader.error(path(key), "expected a string") }
            return text
        }

        func optionalString(_ key: String) throws(TraceFormatError) -> String? {
            guard has(key) else { return nil }
            switch try value(key) {
            case .string(let text): return text
            case .null: return nil
            default: throw reader.error(path(key), "expected a string or null")
            }
        }

        func number(_ key: String) throws(TraceFormatError) -> Double {
            guard case .number(let number) = try value(key) else { throw reader.error(path(key), "expected a number") }
            return number
        }

        func integer(_ key: String) throws(TraceFormatError) -> Int {
            let number = try number(key)
            guard number == number.rounded(), abs(number) < 1e15 else { throw reader.error(path(key), "expected a whole number") }
            return Int(number)
        }

        func bool(_ key: String) throws(TraceFormatError) -> Bool {
            guard case .bool(let flag) = try value(key) else { throw reader.error(path(key), "expected true or false") }
            return flag
        }

        func object(_ key: String) throws(TraceFormatError) -> Members {
            guard case .object(let inner) = try value(key) else { throw reader.error(path(key), "expected an object") }
            return Members(inner, reader: reader, prefix: path(key))
        }

        func strings(_ key: String) throws(TraceFormatError) -> [String] {
            guard case .array(let elements) = try value(key) else { throw reader.error(path(key), "expected an array of strings") }
            var strings: [String] = []
            for element in elements {
                guard case .string(let text) = element.value else { throw reader.error(path(key), "expected an array of strings") }
                strings.append(text)
            }
            return strings
        }

        /// `count` numbers, `[x, y, width, height]` and the like. A `null` among them is a number
        /// that is not finite (NaN or infinite, which JSON cannot spell, written `null`), read
        /// as NaN, as the replay that wrote it held it (`traceRounded`).
        func numbers(_ value: LocatedJSON.Value, count: Int, at path: String, _ shape: String) throws(TraceFormatError) -> [Double] {
            guard case .array(let elements) = value, elements.count == count else { throw reader.error(path, "expected \(shape)") }
            var numbers: [Double] = []
            for element in elements {
                switch element.value {
                case .number(let number): numbers.append(number)
                case .null: numbers.append(.nan)
                default: throw reader.error(path, "expected \(shape)")
                }
            }
            return numbers
        }

        func rect(_ value: LocatedJSON.Value, at path: String) throws(TraceFormatError) -> CGRect {
            let n = try numbers(value, count: 4, at: path, "[x, y, width, height]")
            return CGRect(x: n[0], y: n[1], width: n[2], height: n[3])
        }

        func rect(_ key: String) throws(TraceFormatError) -> CGRect { try rect(try value(key), at: path(key)) }

        func optionalRect(_ key: String) throws(TraceFormatError) -> CGRect? {
            let value = try value(key)
            if case .null = value { return nil }
            do { return try rect(value, at: path(key)) } catch { throw reader.error(path(key), "expected [x, y, width, height] or null") }
        }

        /// A `change` record's value under `key`, of the record's `type`.
        func changedValue(_ key: String) throws(TraceFormatError) -> ChangedValue {
            let type = try string("type")
            let value = try value(key)
            switch type {
            case "number":
                guard case .number(let number) = value else { throw reader.error(path(key), "expected a number") }
                return .number(number)
            case "rect": return .rect(try rect(value, at: path(key)))
            case "insets": return .edgeInsets(traceInsets(try numbers(value, count: 4, at: path(key), "[top, left, bottom, right]")))
            case "point":
                let n = try numbers(value, count: 2, at: path(key), "[x, y]")
                return .point(CGPoint(x: n[0], y: n[1]))
            default:
                throw reader.error(path("type"), "expected \"number\", \"rect\", \"insets\" or \"point\"")
            }
        }

        /// An expectation's value: `true`, `{"atMost": n}`, `{"atLeast": n}` (or a plain number, at most).
        func expected(_ value: LocatedJSON.Value, at path: String) throws(TraceFormatError) -> ExpectedValue {
            switch value {
            case .bool(let flag): return .bool(flag)
            case .number(let bound): return .atMost(bound)
            case .object(let bound):
                if bound.count == 1, case .number(let number) = bound[0].value.value {
                    if bound[0].key == "atMost" { return .atMost(number) }
                    if bound[0].key == "atLeast" { return .atLeast(number) }
                }
                fallthrough
            default:
                throw reader.error(path, "expected true, false, {\"atMost\": n} or {\"atLeast\": n}")
            }
        }

        /// The record as a trace event; nil for a kind passed over.
        func event(kind: String) throws(TraceFormatError) -> TraceRecord.Event? {
            switch kind {
            case "run": return .run(try header())
            case "notification":
                var entries: [(key: String, value: UserInfoValue)] = []
                for (key, value) in try object("userInfo").members { entries.append((key, Self.userInfoValue(value))) }
                return .notification(
                    postID: try integer("post"), name: try string("name"), object: try optionalString("object"),
                    userInfo: OrderedUserInfo(entries: entries))
            case "step":
                return .step(
                    StepRecord(
                        index: try integer("index"), at: try number("at"), kind: try string("do"), summary: try string("description"),
                        isLoggedPost: false))
            case "focus": return .focus(from: try optionalString("from"), to: try optionalString("to"))
            case "screen":
                let size = try numbers(try value("size"), count: 2, at: path("size"), "[width, height]")
                return .screen(
                    orientation: try string("orientation"), size: CGSize(width: size[0], height: size[1]),
                    safeArea: traceInsets(try numbers(try value("safeArea"), count: 4, at: path("safeArea"), "[top, left, bottom, right]")))
            case "keyboard": return .keyboard(placement: try string("placement"))
            case "window": return .window(frame: try rect("frame"))
            case "frame":
                var views: [NamedFrame] = []
                for (name, frame) in try object("views").members {
                    views.append(NamedFrame(name: name, frame: try rect(frame.value, at: path("views.\(name)"))))
                }
                var constants: [NamedConstant] = []
                if has("constants") {
                    for (name, value) in try object("constants").members {
                        guard case .number(let number) = value.value else {
                            throw reader.error(path("constants.\(name)"), "expected a number")
                        }
                        constants.append(NamedConstant(name: name, value: number))
                    }
                }
                return .frame(index: try integer("frame"), keyboard: try optionalRect("keyboard"), views: views, constants: constants)
            case "animation": return .animation(try string("description"))
            case "note": return .note(controller: try string("controller"), text: try string("text"))
            case "change":
                return .change(
                    controller: try string("controller"), property: try string("property"), from: try changedValue("from"),
                    to: try changedValue("to"), post: has("post") ? try integer("post") : nil)
            case "diagnostic":
                guard has("crash") else { return .diagnostic(try string("message")) }
                let crash = try object("crash")
                return .crash(controller: try crash.string("controller"), reason: try crash.string("reason"))
            case "judging":
                return .judging(
                    JudgedFields(
                        primaryField: try string("field"), fields: try strings("fields"), gap: try number("gap"),
                        exactGap: try bool("exactGap")))
            case "sample":
                let name = try optionalString("field")
                let frame = try optionalRect("fieldFrame")
                guard (name == nil) == (frame == nil) else {
                    throw reader.error(path("fieldFrame"), "expected a frame exactly when \"field\" names one")
                }
                return .sample(
                    frame: try integer("frame"), field: name.flatMap { name in frame.map { NamedFrame(name: name, frame: $0) } },
                    keyboard: try optionalRect("keyboard"))
            case "rest":
                var scrollViews: [ScrollInsets] = []
                if has("scrollViews") {
                    guard case .array(let elements) = try value("scrollViews") else {
                        throw reader.error(path("scrollViews"), "expected an array of {\"contentInset\", \"adjustedContentInset\"}")
                    }
                    for (index, element) in elements.enumerated() {
                        guard case .object(let members) = element.value else {
                            throw reader.error(path("scrollViews[\(index)]"), "expected an object")
                        }
                        let scrollView = Members(members, reader: reader, prefix: path("scrollViews[\(index)]"))
                        let (set, adjusted) = ("contentInset", "adjustedContentInset")
                        let setSides = try scrollView.numbers(
                            try scrollView.value(set), count: 4, at: scrollView.path(set), "[top, left, bottom, right]")
                        let adjustedSides = try scrollView.numbers(
                            try scrollView.value(adjusted), count: 4, at: scrollView.path(adjusted), "[top, left, bottom, right]")
                        scrollViews.append(
                            ScrollInsets(contentInset: traceInsets(setSides), adjustedContentInset: traceInsets(adjustedSides)))
                    }
                }
                return .rest(
                    field: NamedFrame(name: try string("field"), frame: try rect("frame")), keyboard: try rect("keyboard"),
                    scrollViews: scrollViews)
            case "restWithoutKeyboard":
                guard case .array(let elements) = try value("insets") else {
                    throw reader.error(path("insets"), "expected an array of [top, left, bottom, right]")
                }
                let insets = try elements.indices.map { (index: Int) throws(TraceFormatError) in
                    traceInsets(try numbers(elements[index].value, count: 4, at: path("insets[\(index)]"), "[top, left, bottom, right]"))
                }
                return .restWithoutKeyboard(field: NamedFrame(name: try string("field"), frame: try rect("frameInContent")), insets: insets)
            case "stepFailure": return .stepFailure(try string("message"))
            case "audit":
                return .audit(
                    AuditFindings(
                        registrationsLeftBehind: try strings("registrationsLeftBehind"),
                        leakedControllers: try strings("leakedControllers"),
                        deliveriesWhileHidden: try strings("deliveriesWhileHidden"), duplicateDeliveries: try strings("duplicateDeliveries")
                    ))
            case "verdict": return .verdict(try verdict())
            default: return nil
            }
        }

        /// A userInfo value as `UserInfoValue.jsonValue` spelled it, by its shape: `[x, y,
        /// width, height]` a rectangle, `[x, y]` a point, a number, a Boolean, a string; anything
        /// else by its JSON text. What a key documents it to hold is the reader's to check (a
        /// whole number is a number here, and a curve to `kbsim import`).
        static func userInfoValue(_ node: LocatedJSON) -> UserInfoValue {
            switch node.value {
            case .number(let number): return .number(number)
            case .bool(let flag): return .bool(flag)
            case .string(let text): return .string(text)
            case .array(let items):
                let numbers = items.compactMap { if case .number(let number) = $0.value { number } else { nil } }
                if numbers.count == items.count, numbers.count == 4 {
                    return .rect(CGRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3]))
                }
                if numbers.count == items.count, numbers.count == 2 { return .point(CGPoint(x: numbers[0], y: numbers[1])) }
                fallthrough
            default: return .other(node.jsonValue.compact)
            }
        }

        func header() throws(TraceFormatError) -> RunHeader {
            let technique = try object("technique")
            var expectations: [Expectation] = []
            if has("expect") {
                for (key, value) in try object("expect").members {
                    guard let check = VerdictCheck(rawValue: key) else { throw reader.error(path("expect.\(key)"), "not a verdict's name") }
                    expectations.append(Expectation(check: check, value: try expected(value.value, at: path("expect.\(key)"))))
                }
            }
            let ios = try integer("ios")
            return RunHeader(
                title: try string("title"), file: try string("file"), deviceID: try string("device"), deviceName: try string("deviceName"),
                orientation: try string("orientation"), profile: try optionalString("profile") ?? "iOS \(ios)", iosVersion: ios,
                technique: RunHeader.TechniqueOptions(
                    name: try technique.string("name"), bug: try technique.optionalString("bug"),
                    observers: try technique.string("observers"),
                    register: try technique.string("register"), unregister: try technique.string("unregister"),
                    gap: try technique.number("gap"),
                    capturesSelfStrongly: try technique.bool("capturesSelfStrongly"), dispatchAsync: try technique.bool("dispatchAsync"),
                    forceUnwrap: try technique.bool("forceUnwrap")),
                framesPerSecond: try framesPerSecond(), duration: try number("duration"), keyboard: try string("keyboard"),
                source: try optionalString("source"), expectations: expectations)
        }

        /// The run's frame rate: 1 to 240 frames per second.
        func framesPerSecond() throws(TraceFormatError) -> Int {
            let fps = try integer("fps")
            guard (1...240).contains(fps) else { throw reader.error(path("fps"), "expected 1 to 240 frames per second, not \(fps)") }
            return fps
        }

        func verdict() throws(TraceFormatError) -> Verdict {
            let name = try string("check")
            guard let check = VerdictCheck(rawValue: name) else { throw reader.error(path("check"), "\"\(name)\" is not a verdict's name") }
            let value: Verdict.Value
            switch try self.value("value") {
            case .bool(let flag): value = .bool(flag)
            case .number(let number): value = .number(number)
            default: throw reader.error(path("value"), "expected true, false or a number")
            }
            let expected = has("expected") ? try self.expected(try self.value("expected"), at: path("expected")) : nil
            return Verdict(check: check, value: value, expected: expected, detail: try string("detail"))
        }
    }
}
