import Foundation
import Testing
@testable import KeyboardSim
@testable import KeyboardSimCore

/// `Scenarios/scenario.schema.json` is written by hand for editors; it must name what the
/// decoder accepts.
@MainActor @Suite("The scenario JSON Schema agrees with the decoder")
struct SchemaTests {
    private let schema: [String: Any]

    init() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Scenarios/scenario.schema.json")
        schema = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
    }

    private func node(_ path: [String]) -> [String: Any]? {
        var current: Any? = schema
        for key in path { current = (current as? [String: Any])?[key] }
        return current as? [String: Any]
    }

    private func strings(_ path: [String]) -> [String] { (node(path)?["enum"] as? [String]) ?? [] }

    @Test("the top-level keys: the schema's, the reader's and the order the encoder writes them")
    func topLevelKeys() throws {
        #expect(Set((node(["properties"])?.keys).map(Array.init) ?? []) == Set(Scenario.keys))
        var scenario = try Scenario.parse(
            #"{"title": "t", "device": "iphone-se-3", "screen": "login-bottom-field", "technique": {"name": "bottom-constant"}, "steps": [], "expect": {"handlerCrashes": 0}}"#,
            file: "t.json")
        scenario.source = "s"
        scenario.orientation = .landscapeLeft
        scenario.profile.runsInSimulator = true
        scenario.profile.sdk = 16
        scenario.keyboard = .logged
        scenario.framesPerSecond = 120
        guard case .object(let members) = scenario.jsonValue else { throw SchemaTestFailure() }
        #expect(members.map(\.key) == Scenario.keys)
    }

    struct SchemaTestFailure: Error {}

    @Test("techniques, their bugs and keys")
    func technique() {
        #expect(strings(["properties", "technique", "properties", "name"]) == TechniqueCatalog.names)
        let bugs = TechniqueCatalog.entries.flatMap { $0.bugs.map(\.name) }
        #expect(Set(strings(["properties", "technique", "properties", "bug"])) == Set(bugs))
        let keys = (node(["properties", "technique", "properties"])?.keys).map(Set.init) ?? []
        #expect(
            keys == ["name", "observers", "register", "unregister", "gap", "bug", "capturesSelfStrongly", "dispatchAsync", "forceUnwrap"])
    }

    @Test("steps, screens, inline views and verdicts")
    func steps() {
        #expect(strings(["properties", "steps", "items", "properties", "do"]) == Scenario.stepNames)
        let screen = node(["properties", "screen"])?["oneOf"] as? [[String: Any]]
        #expect((screen?.first?["enum"] as? [String]) == ScreenCatalog.ids)
        #expect(strings(["$defs", "inlineView", "properties", "type"]) == InlineScreen.Kind.allCases.map(\.rawValue))
        #expect(Set((node(["$defs", "inlineView", "properties"])?.keys).map(Array.init) ?? []) == Set(InlineScreen.viewKeys))
        #expect(Set((node(["properties", "expect", "properties"])?.keys).map(Array.init) ?? []) == Set(Scenario.verdictNames))
    }
}
