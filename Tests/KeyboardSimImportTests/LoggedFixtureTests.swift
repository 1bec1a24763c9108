import Foundation
import Testing
import KeyboardSim
import KeyboardSimImport
import KeyboardSimCore

/// The logged replays in `Scenarios/`: each is what `kbsim import` makes of its log in
/// `Scenarios/logs/` (title, source, technique and expectations edited by hand), and the matrix
/// shows which technique survives which sequence.
@MainActor @Suite("Logged replays in Scenarios/ stay in step with their logs")
struct LoggedFixtureTests {
    nonisolated static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Scenarios")

    nonisolated static let fixtures: [String] = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
        .filter { $0.hasPrefix("logged-") && $0.hasSuffix(".json") }.sorted()

    @Test("there are logged replays, of real and of written logs")
    func present() {
        #expect(Self.fixtures.count >= 6)
        #expect(Self.fixtures.filter { !$0.contains("written") }.count >= 3)
    }

    @Test("each replays exactly what its log imports to", arguments: fixtures)
    func inStep(file: String) throws {
        let scenario = try Scenario.load(path: Self.folder.appendingPathComponent(file).path)
        let logName = String(file.dropFirst("logged-".count).dropLast(".json".count))
        let logPath = Self.folder.appendingPathComponent("logs/\(logName).log").path
        let text = try String(contentsOfFile: logPath, encoding: .utf8)
        // The device is inferred unless the source says it was given.
        let given = scenario.source?.contains("--device") == true ? scenario.device : nil
        let log = try LogImporter.parse(text, file: logPath, device: given)
        let imported = try Scenario.parse(log.scenarioJSON(), file: "imported.json")
        #expect(scenario.keyboard == .logged)
        #expect(scenario.source?.isEmpty == false)
        #expect(imported.device.id == scenario.device.id)
        #expect(imported.orientation == scenario.orientation)
        #expect(imported.profile.majorVersion == scenario.profile.majorVersion)
        #expect(imported.steps.map(\.at) == scenario.steps.map(\.at))
        #expect(imported.steps.map { AnyHashable($0.action) } == scenario.steps.map { AnyHashable($0.action) })
    }

    @Test("the matrix over the logged replays: techniques differ in which real sequences they survive")
    func matrix() throws {
        let scenarios = try Self.fixtures.map { try Scenario.load(path: Self.folder.appendingPathComponent($0).path) }
        let result = TechniqueMatrix.run(scenarios, techniques: TechniqueMatrix.rows(includingBugs: false))
        func passed(_ technique: String, _ file: String) -> Bool? {
            guard let row = result.techniques.firstIndex(where: { $0.name.rawValue == technique }),
                let column = result.scenarios.firstIndex(where: { $0.file.hasSuffix(file) })
            else { return nil }
            return result.cells[row][column].passed
        }
        // Only the keyboard layout guide follows a change announced by didChangeFrame alone.
        #expect(passed("keyboard-layout-guide", "logged-csdn-did-change-frame.json") == true)
        #expect(passed("bottom-constant", "logged-csdn-did-change-frame.json") == false)
        // A zero-height first willShow sends stack-offset's field down before it comes up.
        #expect(passed("stack-offset", "logged-written-third-party-oslog.json") == false)
        #expect(passed("bottom-constant", "logged-written-third-party-oslog.json") == true)
        #expect(passed("bottom-constant", "logged-written-ipad-undock-objc.json") == true)
        let text = TechniqueMatrix.text(result)
        #expect(text.contains("logged-richeditorview-102: RichEditorView #102"))
        #expect(text.contains("cells, "))
    }
}
