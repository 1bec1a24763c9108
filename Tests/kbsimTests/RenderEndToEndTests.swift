import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing

private let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
private let bundled = ((try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Scenarios").path)) ?? [])
    .filter { $0.hasSuffix(".json") && $0 != "scenario.schema.json" }.sorted()

private func output(_ name: String) -> String {
    FileManager.default.temporaryDirectory.appendingPathComponent("kbsim-render-\(UUID().uuidString)-\(name)").path
}

/// Headless Chromium (Debian's `chromium`; `.ci/run` installs it when missing).
enum Chromium {
    static let path: String? = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"]
        .first { FileManager.default.isExecutableFile(atPath: $0) }

    /// The DOM after the page's scripts ran, and what the browser logged.
    /// `extraArguments`: more switches (a window size, file access for a page that frames another).
    static func dumpDOM(_ url: String, extraArguments: [String] = []) throws -> (dom: String, log: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path ?? "/usr/bin/chromium")
        process.arguments =
            [
                "--headless", "--no-sandbox", "--disable-gpu", "--enable-logging=stderr", "--v=0",
                "--virtual-time-budget=3000",
            ] + extraArguments + ["--dump-dom", url]
        let logFile = output("chromium.log")
        defer { try? FileManager.default.removeItem(atPath: logFile) }
        _ = FileManager.default.createFile(atPath: logFile, contents: nil)
        let log = try FileHandle(forWritingTo: URL(fileURLWithPath: logFile))
        let out = Pipe()
        process.standardOutput = out
        process.standardError = log
        try process.run()
        let dom = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try log.close()
        return (String(decoding: dom, as: UTF8.self), (try? String(contentsOfFile: logFile, encoding: .utf8)) ?? "")
    }
}

/// Checks that a document is well-formed XML.
private final class XMLCheck: NSObject, XMLParserDelegate {
    var error: String?
    func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
        error = "line \(parser.lineNumber): \(parseError.localizedDescription)"
    }
}

@MainActor @Suite("kbsim render")
struct RenderEndToEndTests {
    @Test("every bundled scenario renders to HTML without an external URL, under 2 MB, and to well-formed SVG", arguments: bundled)
    func rendersEveryScenario(name: String) throws {
        let html = output("\(name).html"), svg = output("\(name).svg")
        defer {
            try? FileManager.default.removeItem(atPath: html)
            try? FileManager.default.removeItem(atPath: svg)
        }
        let result = try KBSimBinary.run(["render", root.appendingPathComponent("Scenarios/\(name)").path, "--html", html, "--svg", svg])
        #expect(result.status == 0, "\(result.stderr)")
        let page = try String(contentsOfFile: html, encoding: .utf8)
        #expect(page.utf8.count < 2_000_000)
        for scheme in ["http:", "https:", "//cdn", "src=\"//", "@import", "url(http"] {
            #expect(!page.contains(scheme), "the page names an external resource (\(scheme))")
        }
        #expect(page.contains("<script type=\"application/json\" id=\"data\">"))
        let check = XMLCheck()
        let parser = XMLParser(data: try Data(contentsOf: URL(fileURLWithPath: svg)))
        parser.delegate = check
        #expect(parser.parse(), "\(check.error ?? "")")
        let plot = try String(contentsOfFile: svg, encoding: .utf8)
        #expect(plot.contains("time (s)") && plot.contains("window y (points, down)") && plot.contains("gap (points)"))
    }

    @Test("two scenarios share one timeline")
    func sideBySide() throws {
        let html = output("pair.html")
        defer { try? FileManager.default.removeItem(atPath: html) }
        let result = try KBSimBinary.run([
            "render", root.appendingPathComponent("Scenarios/bottom-constant.json").path,
            root.appendingPathComponent("Scenarios/bottom-constant-hard-coded-timing-async.json").path, "--html", html,
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let page = try String(contentsOfFile: html, encoding: .utf8)
        #expect(page.contains("id=\"device-0\"") && page.contains("id=\"device-1\""))
        #expect(page.contains("Two replays on one timeline"))
    }

    @Test(
        "usage errors",
        arguments: [
            (["render", "x.json"], "kbsim render: say where to write"),
            (["render", "a.json", "b.json", "c.json", "--svg", "x.svg"], "expected one or two scenario files, got 3"),
            (["render", "--htm", "x", "a.json"], "unknown option '--htm' (did you mean \"--html\"?)"),
        ])
    func usage(arguments: [String], message: String) throws {
        let result = try KBSimBinary.run(arguments)
        #expect(result.status == 64)
        #expect(result.stderr.contains(message), "\(result.stderr)")
    }

    @Test(
        "side by side, the page never runs off the screen sideways: two columns on a wide window, one under the other below 1180 points",
        .enabled(if: Chromium.path != nil, "needs chromium (apt-get install -y chromium; .ci/run installs it)"),
        arguments: [(1024, false), (1600, true)])
    func sideBySideFits(width: Int, sideBySide: Bool) throws {
        let html = output("side-by-side.html")
        defer { try? FileManager.default.removeItem(atPath: html) }
        let files = ["scroll-view-insets.json", "scroll-view-insets-double-safe-area.json"].map {
            root.appendingPathComponent("Scenarios/\($0)").path
        }
        #expect(try KBSimBinary.run(["render"] + files + ["--html", html]).status == 0)
        // A page that frames the player at the window's width and writes what it measured.
        let frame = output("frame.html")
        defer { try? FileManager.default.removeItem(atPath: frame) }
        try """
        <!DOCTYPE html><html><body style="margin:0"><pre id="out"></pre>
        <iframe id="f" src="file://\(html)#t=1.2" style="border:0;width:\(width)px;height:900px"></iframe>
        <script>
        const f = document.getElementById('f');
        f.onload = () => setTimeout(() => {
          const d = f.contentDocument.documentElement;
          const tops = [...f.contentDocument.querySelectorAll('.panel')].map(p => Math.round(p.getBoundingClientRect().top));
          document.getElementById('out').textContent = 'overflow=' + (d.scrollWidth - d.clientWidth) + ' tops=' + tops.join(',');
        }, 300);
        </script></body></html>
        """.write(toFile: frame, atomically: true, encoding: .utf8)
        let (dom, _) = try Chromium.dumpDOM(
            "file://\(frame)", extraArguments: ["--allow-file-access-from-files", "--window-size=\(width + 40),1000"])
        let measured = try #require(dom.range(of: "overflow=").map { String(dom[$0.lowerBound...].prefix { $0 != "<" }) })
        #expect(measured.hasPrefix("overflow=0 "), "\(measured)")
        let tops = measured.split(separator: "=").last.map { $0.split(separator: ",").compactMap { Int($0) } } ?? []
        #expect(tops.count == 2)
        #expect((tops.first == tops.last) == sideBySide, "\(measured)")
    }

    @Test(
        "in Chromium the page loads without a script error, and at a scrubbed time the device view shows the trace's frame",
        .enabled(if: Chromium.path != nil, "needs chromium (apt-get install -y chromium; .ci/run installs it)"),
        arguments: [
            ("bottom-constant.json", 0.6), ("bottom-constant-hard-coded-timing-async.json", 0.65), ("keyboard-layout-guide.json", 2.2),
            ("stage-manager-bottom-constant.json", 1.2),
        ])
    func chromium(name: String, time: Double) throws {
        let scenario = root.appendingPathComponent("Scenarios/\(name)").path
        let html = output("\(name).html")
        defer { try? FileManager.default.removeItem(atPath: html) }
        #expect(try KBSimBinary.run(["render", scenario, "--html", html]).status == 0)
        let (dom, log) = try Chromium.dumpDOM("file://\(html)#t=\(time)")
        let lastError = dom.range(of: "data-last-error=").map { String(dom[$0.upperBound...].prefix(200)) } ?? ""
        #expect(dom.contains("data-errors=\"0\""), "script errors: \(lastError)")
        #expect(!log.contains("Uncaught"), "\(log)")
        #expect(dom.contains("data-time=\"\(time)\""))

        // The frame record the device view must show: the last one at or before the time.
        let trace = try KBSimBinary.run(["run", "--format", "json", scenario])
        let records = trace.stdout.split(separator: "\n").compactMap {
            try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
        }
        let frame = try #require(records.last { $0["kind"] as? String == "frame" && ($0["t"] as? Double ?? .infinity) <= time + 1e-9 })
        #expect(dom.contains("data-frame=\"\(frame["frame"] as? Int ?? -1)\""))
        let keyboard = try #require(frame["keyboard"] as? [Double])
        let shownKeyboard = try #require(rect(in: dom, after: "id=\"kb-0\""))
        #expect(zip(shownKeyboard, keyboard).allSatisfy { abs($0 - $1) < 0.001 }, "\(shownKeyboard) vs \(keyboard)")
        let field = try #require((frame["views"] as? [String: Any])?["nameField"] as? [Double])
        let shownField = try #require(rect(in: dom, after: "data-view=\"nameField\""))
        #expect(zip(shownField, field).allSatisfy { abs($0 - $1) < 0.001 }, "\(shownField) vs \(field)")
        #expect(dom.contains("class=\"view focused\" data-view=\"nameField\""))
    }

    @Test(
        "in Chromium the narration and the notification log follow the playhead; the page steps by scenario step and notification and has a presentation mode",
        .enabled(if: Chromium.path != nil, "needs chromium (apt-get install -y chromium; .ci/run installs it)"))
    func follows() throws {
        let scenario = root.appendingPathComponent("Scenarios/bottom-constant.json").path
        let html = output("follows.html")
        defer { try? FileManager.default.removeItem(atPath: html) }
        #expect(try KBSimBinary.run(["render", scenario, "--html", html]).status == 0)
        let (dom, _) = try Chromium.dumpDOM("file://\(html)#t=5.7")
        let scrolled = dom.matches(of: try Regex("data-scroll-top=\"([0-9]+)\"")).compactMap { Int($0.output[1].substring ?? "") }
        #expect(scrolled.count >= 2 && scrolled.allSatisfy { $0 > 0 }, "the log and the narration scrolled: \(scrolled)")
        #expect(dom.contains(" s viewDidLoad"), "lifecycle times carry their unit")
        // Stepping by scenario step and by notification, and the projector's mode, from the URL.
        let (stepped, _) = try Chromium.dumpDOM("file://\(html)#present&step=6")
        #expect(stepped.contains("data-time=\"5\"") && stepped.contains("class=\"present\""), "the 6th step is the focus at 5 s")
        let (posted, _) = try Chromium.dumpDOM("file://\(html)#post=2")
        #expect(posted.contains("data-time=\"1\""), "notifications are stepped by instant: 0.5 s (five posts), then 1 s")
    }

    @Test(
        "in Chromium a Stage Manager window is outlined where the trace's window record puts it, and not while the window fills the screen",
        .enabled(if: Chromium.path != nil, "needs chromium (apt-get install -y chromium; .ci/run installs it)"))
    func stageManagerWindow() throws {
        let scenario = root.appendingPathComponent("Scenarios/stage-manager-keyboard-layout-guide.json").path
        let html = output("stage-manager.html")
        defer { try? FileManager.default.removeItem(atPath: html) }
        #expect(try KBSimBinary.run(["render", scenario, "--html", html]).status == 0)
        let (placed, _) = try Chromium.dumpDOM("file://\(html)#t=1")
        #expect(placed.contains("data-errors=\"0\""))
        #expect(placed.contains("<rect class=\"window\""), "outlined at 1 s")
        #expect(rect(in: placed, after: "<rect class=\"window") == [60, 200, 700, 720])
        let (full, _) = try Chromium.dumpDOM("file://\(html)#t=3")
        #expect(full.contains("<rect class=\"window hidden\""), "the window fills the screen from 2.5 s")
        // A window given the whole screen, then a rotation: no outline of the old screen's size.
        let turned = output("stage-manager-turned.json")
        defer { try? FileManager.default.removeItem(atPath: turned) }
        try """
        {"title": "t", "device": "ipad-10", "ios": "17", "screen": "login-bottom-field", "technique": {"name": "bottom-constant"},
         "steps": [{"at": 0.3, "do": "stageManager", "window": [60, 200, 700, 720]}, {"at": 0.5, "do": "stageManager", "window": null},
                   {"at": 1, "do": "rotate", "to": "landscapeLeft"}]}
        """.write(toFile: turned, atomically: true, encoding: .utf8)
        let turnedHTML = output("stage-manager-turned.html")
        defer { try? FileManager.default.removeItem(atPath: turnedHTML) }
        #expect(try KBSimBinary.run(["render", turned, "--html", turnedHTML]).status == 0)
        let (rotated, _) = try Chromium.dumpDOM("file://\(turnedHTML)#t=2")
        #expect(rotated.contains("data-errors=\"0\""))
        #expect(rotated.contains("<rect class=\"window hidden\""), "after the rotation, no window record: no outline")
    }

    /// The x, y, width and height of the first `<rect>` after `marker` in the dumped DOM.
    private func rect(in dom: String, after marker: String) -> [Double]? {
        guard let start = dom.range(of: marker) else { return nil }
        let rest = dom[start.lowerBound...]
        let tagStart = rest.range(of: "<rect") ?? start
        let element =
            marker.hasPrefix("id=")
            ? String(dom[dom[..<start.lowerBound].range(of: "<rect", options: .backwards)!.lowerBound...].prefix(200))
            : String(rest[tagStart.lowerBound...].prefix(200))
        func attribute(_ name: String) -> Double? {
            guard let match = element.firstMatch(of: try! Regex(" \(name)=\"([-0-9.]+)\"")) else { return nil }
            return Double(match.output[1].substring ?? "")
        }
        let values = ["x", "y", "width", "height"].compactMap(attribute)
        return values.count == 4 ? values : nil
    }
}
