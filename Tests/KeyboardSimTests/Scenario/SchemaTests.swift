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
    @Test("a storyboard screen: its keys, the one required, and the paths both take as a storyboard's")
    func storyboardScreen() throws {
        let definition = try #require(node(["$defs", "storyboardScreen"]))
        #expect(Set((node(["$defs", "storyboardScreen", "properties"])?.keys).map(Array.init) ?? []) == Set(StoryboardScreen.keys))
        #expect(definition["required"] as? [String] == ["storyboard"])
        #expect(definition["additionalProperties"] as? Bool == false)
        let screen = node(["properties", "screen"])?["oneOf"] as? [[String: Any]]
        #expect(screen?.last?["$ref"] as? String == "#/$defs/storyboardScreen")
        let pattern = try #require(node(["$defs", "storyboardScreen", "properties", "storyboard"])?["pattern"] as? String)
        let expression = try NSRegularExpression(pattern: pattern)
        for path in [
            "Storyboards/Login.storyboard", "/abs/Main.storyboard", ".storyboard", "Login.xib", "Login.storyboard.bak", "", "Login",
        ] {
            let schemaTakes = expression.firstMatch(in: path, range: NSRange(path.startIndex..., in: path)) != nil
            let text = """
                {"title": "t", "device": "iphone-se-3", "screen": {"storyboard": "\(path)"},
                 "technique": {"name": "bottom-constant"}, "steps": []}
                """
            var message = ""
            do { _ = try Scenario.parse(text, file: "/no/such/folder/t.json") } catch { message = error.message }
            // The decoder takes the path's form when it goes on to read the file (which is not there).
            let decoderTakes = message.hasPrefix("cannot read the storyboard")
            #expect(schemaTakes == decoderTakes, "\(path): schema \(schemaTakes), decoder: \(message)")
        }
    }

    /// A value the schema and the decoder must both take or both refuse, with where it goes.
    struct Agreement: CustomStringConvertible, Sendable {
        var place: String
        var json: String
        var description: String { "\(place) = \(json)" }
    }

    @Test(
        "the schema and the decoder take and refuse the same iOS versions, frames and image sizes",
        arguments: [
            // iOS as a string and as a number: shipped versions only (19 to 25 never shipped).
            ("ios", #""17""#), ("ios", #""20""#), ("ios", #""19.1""#), ("ios", #""26.0.1""#), ("ios", #""iOS 17.2""#),
            ("ios", #""ios17""#), ("ios", #""IOS 5""#), ("ios", #""017""#), ("ios", #""17.12345""#), ("ios", #""17.1.2.3""#),
            ("ios", #""4""#), ("ios", #""27""#), ("ios", #""iOS  17""#), ("ios", #"" 17 ""#), ("ios", #""""#),
            ("ios", "17"), ("ios", "20"), ("ios", "19"), ("ios", "16.1"), ("ios", "18.5"), ("ios", "26"), ("ios", "4"),
            ("ios", "27"), ("ios", "25.5"), ("ios", "true"),
            // An inline view's frame: x and y within ±10,000 points, width and height 0 to 10,000.
            ("frame", "[0, 0, 100, 40]"), ("frame", "[-10000, 10000, 0, 10000]"), ("frame", "[-10001, 0, 1, 1]"),
            ("frame", "[0, 10001, 1, 1]"), ("frame", "[0, 0, -1, 1]"), ("frame", "[0, 0, 1, 10001]"), ("frame", "[0, 0, 1]"),
            ("frame", #"[0, 0, 1, "1"]"#),
            // An image view's image size: 0 to 10,000 points each way.
            ("size", "[120, 120]"), ("size", "[0, 10000]"), ("size", "[10001, 1]"), ("size", "[-1, 1]"), ("size", "[1]"),
        ].map { Agreement(place: $0.0, json: $0.1) })
    func schemaAgreesWithDecoder(_ example: Agreement) throws {
        let value = try LocatedJSONParser.parse(example.json).value
        let schemaNode =
            switch example.place {
            case "ios": node(["properties", "ios"])
            default: node(["$defs", "inlineView", "properties", example.place])
            }
        let schemaTakes = try SchemaSubset(root: schema).validates(value, against: #require(schemaNode))
        let ios = example.place == "ios" ? example.json : #""17""#
        let frame = example.place == "frame" ? #", "frame": \#(example.json)"# : ""
        let size = example.place == "size" ? example.json : "[10, 10]"
        let text = """
            {"title": "t", "device": "iPhone SE (3rd generation)", "ios": \(ios),
             "screen": {"views": [{"id": "nameField", "type": "textField"\(frame)}, {"id": "photo", "type": "imageView", "size": \(size)}],
                        "constraints": ["nameField.bottom == keyboard.top"]},
             "technique": {"name": "keyboard-layout-guide"}, "steps": [], "expect": {"handlerCrashes": 0}}
            """
        var decoderError: ScenarioError?
        do { _ = try Scenario.parse(text, file: "t.json") } catch { decoderError = error }
        // The decoder's refusal, if any, is about this value and nothing else in the file.
        if let decoderError { #expect(decoderError.path.hasPrefix(example.place == "ios" ? "$.ios" : "$.screen.views"), "\(decoderError)") }
        #expect(
            schemaTakes == (decoderError == nil),
            "schema \(schemaTakes ? "takes" : "refuses") it; decoder: \(decoderError.map { "\($0)" } ?? "takes it")")
    }
}

/// The part of JSON Schema (2020-12) `scenario.schema.json` uses, to check values against it:
/// type, enum, pattern, minimum and maximum (exclusive too), oneOf, anyOf, items, prefixItems,
/// minItems, maxItems and local `$ref`s. The schema as Foundation reads it; the value as the
/// scenario reader does (numbers and booleans apart).
struct SchemaSubset {
    let root: [String: Any]

    func validates(_ value: LocatedJSON.Value, against schema: [String: Any]) -> Bool {
        if let reference = schema["$ref"] as? String {
            var target: Any? = root
            for key in reference.dropFirst(2).split(separator: "/") { target = (target as? [String: Any])?[String(key)] }
            guard let resolved = target as? [String: Any], validates(value, against: resolved) else { return false }
        }
        if let type = schema["type"] as? String, !has(value, type: type) { return false }
        if let options = schema["enum"] as? [String] {
            guard case .string(let text) = value, options.contains(text) else { return false }
        }
        if let pattern = schema["pattern"] as? String {
            guard case .string(let text) = value, let expression = try? NSRegularExpression(pattern: pattern) else { return false }
            if expression.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) == nil { return false }
        }
        if case .number(let number) = value {
            if let minimum = schema["minimum"] as? Double, number < minimum { return false }
            if let maximum = schema["maximum"] as? Double, number > maximum { return false }
            if let minimum = schema["exclusiveMinimum"] as? Double, number <= minimum { return false }
            if let maximum = schema["exclusiveMaximum"] as? Double, number >= maximum { return false }
        }
        if let oneOf = schema["oneOf"] as? [[String: Any]], oneOf.filter({ validates(value, against: $0) }).count != 1 { return false }
        if let anyOf = schema["anyOf"] as? [[String: Any]], !anyOf.contains(where: { validates(value, against: $0) }) { return false }
        if case .array(let array) = value {
            if let minimum = schema["minItems"] as? Int, array.count < minimum { return false }
            if let maximum = schema["maxItems"] as? Int, array.count > maximum { return false }
            let prefix = schema["prefixItems"] as? [[String: Any]] ?? []
            for (index, item) in array.enumerated() {
                if index < prefix.count {
                    if !validates(item.value, against: prefix[index]) { return false }
                } else if let items = schema["items"] as? [String: Any] {
                    if !validates(item.value, against: items) { return false }
                } else if schema["items"] as? Bool == false {
                    return false
                }
            }
        }
        return true
    }

    private func has(_ value: LocatedJSON.Value, type: String) -> Bool {
        switch (type, value) {
        case ("string", .string), ("number", .number), ("boolean", .bool), ("array", .array), ("object", .object): true
        case ("integer", .number(let number)): number == number.rounded()
        default: false
        }
    }
}
