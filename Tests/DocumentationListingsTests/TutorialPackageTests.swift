import Foundation
import Testing

/// Each tutorial's kbsim-port.txt, in the package the tutorials have the reader create, names the
/// file its steps build (the package's manifest is read by SwiftPM in
/// Tests/kbsimTests/ManifestConditionsTests.swift, beside this package's own).
@Suite("the tutorials' test package")
struct TutorialPackageTests {
    static let resources = DocumentationListings.repository.appendingPathComponent("Sources/KeyboardSim/KeyboardSim.docc/Resources")

    @Test(
        "each tutorial's kbsim-port.txt names the controller file its steps build, beside the package",
        arguments: DocumentationListings.finishedSteps.keys.sorted())
    func portLists(_ tutorial: String) throws {
        let list = try String(contentsOf: Self.resources.appending(path: "\(tutorial)-port.txt"), encoding: .utf8)
        let entries = list.split(separator: "\n").filter { !$0.hasPrefix("#") }
        let step = try String(contentsOf: Self.resources.appending(path: "\(tutorial)-1.swift"), encoding: .utf8)
        let declared = try #require(step.split(separator: "\n").first { $0.contains("class ") && $0.contains("ViewController") })
        let name = try #require(declared.split(separator: " ").first { $0.hasSuffix("ViewController:") }).dropLast()
        #expect(entries == ["../\(name).swift"])
    }
}
