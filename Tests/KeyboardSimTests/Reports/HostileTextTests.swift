import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
import KeyboardSim
import KeyboardSimCore

/// Text from a scenario (its title, a field's name) reaches the pictures: whatever it holds, the
/// HTML player's data block stays inert and the SVG stays well-formed XML.
@MainActor @Suite("Pictures with hostile text")
struct HostileTextTests {
    static let hostile = "<!--<script>alert(1)</script> \u{01}bell\u{07} del\u{7F} & \"q\""

    /// A bundled scenario's trace with its title replaced by `title`.
    static func trace(titled title: String) throws -> Trace {
        var scenario = try Scenario.load(
            path: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Scenarios/bottom-constant.json").path)
        scenario.title = title
        return ScenarioRunner.run(scenario).trace
    }

    @Test("the HTML data block holds no '<' at all, and reads back as the same JSON")
    func htmlDataBlock() throws {
        let html = HTMLReport.html([try Self.trace(titled: Self.hostile)])
        let start = try #require(html.range(of: #"<script type="application/json" id="data">"#))
        let end = try #require(html.range(of: "</script>", range: start.upperBound..<html.endIndex))
        let data = String(html[start.upperBound..<end.lowerBound])
        #expect(!data.contains("<"), "no <!--, <script or </script> can change how the page is parsed")
        #expect(data.contains(#"\u003c!--\u003cscript>alert(1)\u003c/script>"#))
        let object = try JSONSerialization.jsonObject(with: Data(data.utf8))
        #expect("\(object)".contains("<!--<script>alert(1)</script>"), "JSON reads the escapes back as the title")
        #expect(html.components(separatedBy: "<script").count == 3, "the page's own two script elements, no third")
    }

    @Test("control characters become their control pictures in SVG text, which parses as XML")
    func svgIsWellFormed() throws {
        let svg = TimelinePlot.svg([try Self.trace(titled: Self.hostile)])
        #expect(svg.contains("\u{2401}bell\u{2407} del\u{2421} &amp; &quot;q&quot;"))
        #expect(!svg.unicodeScalars.contains { $0.value < 0x20 && !["\t", "\n", "\r"].contains($0) })
        #if canImport(FoundationXML) || canImport(Darwin)
        #expect(throws: Never.self) { _ = try XMLDocument(xmlString: svg) }
        #endif
    }

    @Test("U+FFFE, U+FFFF and U+0001 in a title: the SVG parses as XML, each shown as U+FFFD or its control picture")
    func svgWithNoncharactersIsWellFormed() throws {
        let trace = try Self.trace(titled: "a\u{FFFE}b\u{FFFF}c\u{01}d")
        let svg = TimelinePlot.svg([trace])
        #expect(svg.contains("<title>a\u{FFFD}b\u{FFFD}c\u{2401}d</title>"))
        #expect(!svg.unicodeScalars.contains { $0 == "\u{FFFE}" || $0 == "\u{FFFF}" })
        let parser = XMLParser(data: Data(svg.utf8))
        #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
        let html = HTMLReport.html([trace])
        #expect(html.contains("<h1>a\u{FFFD}b\u{FFFD}c\u{2401}d</h1>"))
    }
}
