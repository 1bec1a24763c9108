import Foundation

/// `kbsim render FILE… --html OUT`: one self-contained page (no network: inline SVG, CSS and
/// script) that replays a scenario — or two side by side on one timeline — frame by frame.
///
/// Everything drawn comes from the JSON Lines trace (`TraceReport.jsonLines`), embedded as is;
/// the page adds the `kbsim explain` narration and the timeline SVG. The device view's SVG uses
/// screen points as its coordinates (the window's while it fills the screen; a Stage Manager
/// window is outlined), so the keyboard's and the views' rectangles carry the
/// trace's numbers as their `x`, `y`, `width` and `height` attributes.
///
/// Opening `page.html#t=0.6` shows the state at 0.6 s (the last frame record at or before it);
/// `data-errors` on `<body>` counts script errors (tests read both back).
public enum HTMLReport {
    /// Writes `html(traces)` to `path`: the page of a failing matrix cell in one call,
    /// `try HTMLReport.write([cell.trace], to: "failing-cell.html")`.
    public static func write(_ traces: [Trace], to path: String) throws {
        try html(traces).write(toFile: path, atomically: true, encoding: .utf8)
    }

    /// One self-contained page for one or two traces (two play side by side on one timeline).
    /// | The page is drawn from the traces alone: inline SVG, CSS and script, no network.
    /// A page holds at most this many records per scenario (`shown(_:)`), so that a browser
    /// opens it whatever the run's length.
    public static func html(_ traces: [Trace]) -> String {
        let bounded = traces.map(shown)
        let traces = bounded.map(\.trace)
        let panels = traces.enumerated().map { index, trace in
            panel(trace, index: index, label: traces.count > 1 ? (index == 0 ? "A" : "B") : nil, leftOut: bounded[index].leftOut)
        }
        let timeline = TimelinePlot.svg(traces).replacingOccurrences(of: " xmlns=\"http://www.w3.org/2000/svg\"", with: "")
        let data = JSONValue.array(traces.map(scenarioData)).compact
        let title = traces.map { $0.header?.title ?? "" }.joined(separator: " | ")
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <title>\(TimelinePlot.escape(title))</title>
            <style>\(css)</style>
            </head>
            <body data-errors="0" data-time="0">
            <header>
            <h1>\(TimelinePlot.escape(title))</h1>
            <div class="controls">
            <button id="play" type="button">Play</button>
            <button id="back-step" type="button" title="previous scenario step (Page Up)">◀ step</button>
            <button id="back-post" type="button" title="previous notification (Shift ←)">◀ post</button>
            <button id="back" type="button" title="previous frame (←)">◀ frame</button>
            <button id="forward" type="button" title="next frame (→)">frame ▶</button>
            <button id="forward-post" type="button" title="next notification (Shift →)">post ▶</button>
            <button id="forward-step" type="button" title="next scenario step (Page Down)">step ▶</button>
            <button id="present" type="button" title="presentation mode for a projector (P)">Present</button>
            <label>speed <select id="speed"><option value="0.1">0.1×</option><option value="0.25" selected>0.25×</option><option value="1">1×</option></select></label>
            <input id="scrubber" type="range" min="0" max="1" step="0.001" value="0">
            <output id="clock">0.000 s</output>
            </div>
            </header>
            <main class="panels count\(traces.count)">
            \(panels.joined(separator: "\n"))
            </main>
            <section class="timeline"><h2>Timeline</h2><div id="timeline">\(timeline)</div></section>
            <script type="application/json" id="data">\(inert(data))</script>
            <script>\(script)</script>
            </body>
            </html>

            """
    }

    /// The most records a page embeds for one scenario: 50,000 (a page of about 15 MB).
    static let maximumRecordsPerScenario = 50_000

    /// `trace` as a page shows it, and what the page says it left out (nil: nothing). A trace of
    /// more than `maximumRecordsPerScenario` records is bounded in two ways: when the records
    /// other than display frames fill more than half the bound, the page stops at the time of
    /// the last that fits (the run's header, the judge's measurements and the verdicts are kept);
    /// then the display frames fill the rest, every k-th one kept.
    static func shown(_ trace: Trace) -> (trace: Trace, leftOut: String?) {
        let limit = maximumRecordsPerScenario
        guard trace.records.count > limit else { return (trace, nil) }
        func isFrame(_ record: TraceRecord) -> Bool { if case .frame = record.event { true } else { false } }
        func isKeptWhole(_ record: TraceRecord) -> Bool {
            switch record.event {
            case .run, .verdict, .screen: true
            default: record.isJudgeInput
            }
        }
        var records = trace.records
        var stop: SimulationInstant?
        let events = records.filter { !isFrame($0) && !isKeptWhole($0) }
        if events.count > limit / 2 {
            let last = events[limit / 2 - 1].time
            stop = last
            records.removeAll { $0.time > last && !isKeptWhole($0) }
        }
        let frames = records.count(where: isFrame)
        let room = max(1, limit - (records.count - frames))
        let every = frames > room ? (frames + room - 1) / room : 1
        if every > 1 {
            var seen = 0
            records.removeAll { record in
                guard isFrame(record) else { return false }
                defer { seen += 1 }
                return seen % every != 0
            }
        }
        let totalFrames = trace.records.count(where: isFrame)
        var parts: [String] = []
        if every > 1 {
            parts.append("every \(ordinal(every)) display frame (\(records.count(where: isFrame)) of \(totalFrames))")
        }
        if let stop {
            parts.append(
                "the run up to \(formatNumber(stop.seconds)) s of \(formatNumber(trace.last?.time.seconds ?? stop.seconds)) s")
        }
        let note =
            "This page shows \(parts.joined(separator: " and ")): a page holds at most \(limit) of a scenario's "
            + "\(trace.records.count) records, so that a browser opens it. kbsim run --format json writes them all."
        return (Trace(records), note)
    }

    /// 2nd, 3rd, 4th, 11th, 21st…
    private static func ordinal(_ number: Int) -> String {
        let suffix =
            (11...13).contains(number % 100) ? "th" : [1: "st", 2: "nd", 3: "rd"][number % 10] ?? "th"
        return "\(number)\(suffix)"
    }

    /// One scenario's column: the device, the verdicts, the narration, the logs.
    private static func panel(_ trace: Trace, index: Int, label: String?, leftOut: String?) -> String {
        let screen =
            trace.lazy.compactMap { record -> CGSize? in
                if case .screen(_, let size, _) = record.event { size } else { nil }
            }.first ?? CGSize(width: 1, height: 1)
        var names: [String] = []
        for record in trace {
            if case .frame(_, _, let views, _) = record.event {
                for view in views where !names.contains(view.name) { names.append(view.name) }
            }
        }
        let longest = max(screen.width, screen.height, 1)
        let views = names.map { name in
            "<g class=\"view\" data-view=\"\(TimelinePlot.escape(name))\"><rect class=\"frame\" x=\"0\" y=\"0\" width=\"0\" height=\"0\"/>"
                + "<text class=\"name\" x=\"0\" y=\"0\">\(TimelinePlot.escape(name))</text></g>"
        }.joined()
        let verdicts = trace.verdicts.map { verdict in
            "<li class=\"\(verdict.passed ? "pass" : "fail")\">\(TimelinePlot.escape(verdict.description))</li>"
        }.joined()
        return """
            <section class="panel" id="panel-\(index)">
            <h2>\(label.map { "\($0): " } ?? "")\(TimelinePlot.escape(trace.header?.title ?? ""))</h2>
            <p class="meta">\(TimelinePlot.escape(meta(trace.header)))</p>\(leftOut.map { "\n<p class=\"meta bounded\">\(TimelinePlot.escape($0))</p>" } ?? "")
            <div class="stage">
            <svg class="device" id="device-\(index)" viewBox="-12 -12 \(formatNumber(Double(screen.width) + 24)) \(formatNumber(Double(screen.height) + 24))" \
            width="\(formatNumber(Double(screen.width) * 420 / Double(longest) + 24, decimals: 0))" data-longest="\(formatNumber(Double(longest)))">
            <rect class="bezel" x="-10" y="-10" width="\(formatNumber(Double(screen.width) + 20))" height="\(formatNumber(Double(screen.height) + 20))" rx="28"/>
            <rect class="screen" x="0" y="0" width="\(formatNumber(Double(screen.width)))" height="\(formatNumber(Double(screen.height)))"/>
            <rect class="safe" x="0" y="0" width="0" height="0"/>
            <rect class="window hidden" x="0" y="0" width="0" height="0"/>
            <clipPath id="clip-\(index)"><rect class="clip" x="0" y="0" width="\(formatNumber(Double(screen.width)))" height="\(formatNumber(Double(screen.height)))"/></clipPath>
            <g clip-path="url(#clip-\(index))">
            \(views)
            <g class="keyboard"><rect id="kb-\(index)" x="0" y="0" width="0" height="0"/><text class="kbname" x="0" y="0">keyboard</text></g>
            </g>
            </svg>
            <div class="side">
            <h3>Verdicts</h3><ul class="verdicts">\(verdicts)</ul>
            <h3>What happens and why</h3><div class="explain" id="explain-\(index)"></div>
            </div>
            </div>
            <div class="logs">
            <div><h3>Notifications</h3><ol class="log" id="log-\(index)"></ol></div>
            <div><h3>Observers and lifecycle</h3><div class="observers" id="observers-\(index)"></div></div>
            </div>
            </section>
            """
    }

    /// JSON data as it sits in the page: no `<` at all (`\\u003c`), so no `</script>` can close the
    /// element and no `<!--` or `<script` can put the parser into the script-data escape states
    /// that stop the page; and no address that looks like a resource to fetch (a scenario's
    /// `source` is a URL). `<` appears only inside JSON strings, where these are escapes JSON
    /// reads back unchanged.
    static func inert(_ json: String) -> String {
        json.replacingOccurrences(of: "<", with: "\\u003c")
            .replacingOccurrences(of: "https:", with: "https\\u003a")
            .replacingOccurrences(of: "http:", with: "http\\u003a")
    }

    /// What ran, in one line under the panel's title.
    private static func meta(_ header: RunHeader?) -> String {
        guard let header else { return "" }
        let technique = header.technique
        return
            "\(header.file) — \(header.deviceName), iOS \(header.iosVersion), technique \(technique.name)\(technique.bug.map { " (bug: \($0))" } ?? "")\(technique.dispatchAsync ? ", handlers in DispatchQueue.main.async" : "")"
    }

    /// The scenario as the script reads it: the JSON Lines records and the narration by step.
    private static func scenarioData(_ trace: Trace) -> JSONValue {
        let narration = Explanation.sections(trace).map { section -> JSONValue in
            // The verdicts' section ends with a line break, as the end of `kbsim explain` does.
            let text = section.lines.joined(separator: "\n") + (section.isVerdicts ? "\n" : "")
            return .object([("t", .number(section.time)), ("text", .string(text)), ("step", .bool(!section.isVerdicts))])
        }
        return .object([
            ("duration", .number(trace.header?.duration ?? 0)), ("fps", .integer(trace.header?.framesPerSecond ?? 60)),
            ("records", .array(trace.records.map(TraceReport.json))), ("narration", .array(narration)),
        ])
    }
}
