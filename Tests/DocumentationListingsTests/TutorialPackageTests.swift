import Foundation
import KBSimPort
import Testing

/// Each tutorial's kbsim-port.txt, in the package the tutorials have the reader create, names the
/// file its steps build and the storyboard it draws (the package's manifest is read by SwiftPM in
/// Tests/kbsimTests/ManifestConditionsTests.swift, beside this package's own); this target's own
/// kbsim-port.txt gives the plugin the same files.
@Suite("the tutorials' test package")
struct TutorialPackageTests {
    static let resources = DocumentationListings.repository.appendingPathComponent("Sources/KeyboardSim/KeyboardSim.docc/Resources")
    static let resourcesPath = "Sources/KeyboardSim/KeyboardSim.docc/Resources/"

    /// The controller a tutorial's first step declares (`LoginViewController`), and the storyboard
    /// named after its screen (`Login.storyboard`) when the tutorial draws one.
    static func files(of tutorial: String) throws -> (controller: String, storyboard: String?) {
        let step = try String(contentsOf: resources.appending(path: "\(tutorial)-1.swift"), encoding: .utf8)
        let declared = try #require(step.split(separator: "\n").first { $0.contains("class ") && $0.contains("ViewController") })
        let name = String(try #require(declared.split(separator: " ").first { $0.hasSuffix("ViewController:") }).dropLast())
        let storyboard = "\(name.dropLast("ViewController".count)).storyboard"
        let drawn = FileManager.default.fileExists(atPath: resources.appending(path: storyboard).path)
        return (name, drawn ? storyboard : nil)
    }

    static func entries(_ list: String) -> [String] {
        list.split(separator: "\n").filter { !$0.hasPrefix("#") }.map(String.init)
    }

    @Test(
        "each tutorial's kbsim-port.txt names the controller file its steps build and its storyboard, beside the package",
        arguments: DocumentationListings.finishedSteps.keys.sorted())
    func portLists(_ tutorial: String) throws {
        let list = try String(contentsOf: Self.resources.appending(path: "\(tutorial)-port.txt"), encoding: .utf8)
        let (controller, storyboard) = try Self.files(of: tutorial)
        #expect(Self.entries(list) == ["../\(controller).swift"] + (storyboard.map { ["../\($0)"] } ?? []))
    }

    @Test("this target's kbsim-port.txt gives the plugin each tutorial's finished step and every storyboard the tutorials draw")
    func targetPortList() throws {
        let folder = DocumentationListings.repository.appendingPathComponent("Tests/DocumentationListingsTests")
        let list = try String(contentsOf: folder.appending(path: "kbsim-port.txt"), encoding: .utf8)
        var expected: [String] = []
        for tutorial in [
            "bottom-constant", "stack-offset", "frame-shift", "legacy-animations", "constant-with-layout",
            "keyboard-layout-guide", "scroll-view-insets",
        ] {
            let step = try #require(DocumentationListings.finishedSteps[tutorial])
            expected.append(Self.resourcesPath + "\(step).swift")
            if let storyboard = try Self.files(of: tutorial).storyboard { expected.append(Self.resourcesPath + storyboard) }
        }
        #expect(Self.entries(list) == expected)
        let drawn = try FileManager.default.contentsOfDirectory(atPath: Self.resources.path).filter { $0.hasSuffix(".storyboard") }
        #expect(Set(drawn.map { Self.resourcesPath + $0 }).isSubset(of: Set(expected)), "a storyboard in Resources/ no tutorial uses")
    }

    @Test("every tutorial step ports with nothing left for a hand edit: kbsim port alone makes it compile on Linux")
    func stepsPortWithoutFindings() throws {
        let steps = try FileManager.default.contentsOfDirectory(atPath: Self.resources.path).filter { $0.hasSuffix(".swift") }.sorted()
        #expect(steps.count >= 40)
        for step in steps {
            let text = try String(contentsOf: Self.resources.appending(path: step), encoding: .utf8)
            guard !text.hasPrefix("// swift-tools-version") else { continue }
            #expect(LinuxPort.port(text).findings.isEmpty, "\(step): \(LinuxPort.port(text).findings)")
        }
    }

    @Test("every tutorial step is the iOS file: observers registered with #selector, never the Linux form kbsim port writes")
    func stepsUseSelectors() throws {
        let steps = try FileManager.default.contentsOfDirectory(atPath: Self.resources.path).filter { $0.hasSuffix(".swift") }.sorted()
        var registrations = 0
        for step in steps {
            let text = try String(contentsOf: Self.resources.appending(path: step), encoding: .utf8)
            let lines = text.split(separator: "\n").filter { $0.contains("selector: ") }
            registrations += lines.count
            let linuxForm = lines.filter { !$0.contains("selector: #selector(") }
            #expect(linuxForm.isEmpty, "\(step) registers with the Linux form: \(linuxForm)")
        }
        #expect(registrations >= 40, "the steps that observe the keyboard")
    }

    /// The tutorials whose screen is drawn in a storyboard; the others build it in code and say why.
    static let drawn = ["bottom-constant", "constant-with-layout", "frame-shift", "scroll-view-insets", "stack-offset"]

    @Test(
        "a drawn tutorial's storyboard makes its controller: the scene's custom class and Storyboard ID, and an @IBOutlet for every outlet it connects",
        arguments: drawn)
    func storyboardMatchesTheController(_ tutorial: String) throws {
        let (controller, storyboard) = try Self.files(of: tutorial)
        let name = try #require(storyboard, "\(tutorial) draws its screen in a storyboard")
        let document = try String(contentsOf: Self.resources.appending(path: name), encoding: .utf8)
        #expect(document.contains(#"storyboardIdentifier="\#(controller.dropLast("ViewController".count))""#))
        #expect(document.contains(#"customClass="\#(controller)""#))
        let step = try #require(DocumentationListings.finishedSteps[tutorial])
        let swift = try String(contentsOf: Self.resources.appending(path: "\(step).swift"), encoding: .utf8)
        let properties = document.split(separator: "\n").compactMap { line -> String? in
            guard line.contains("<outlet property=") || line.contains("<outletCollection property="),
                !line.contains(#"property="delegate""#)
            else { return nil }
            return line.split(separator: "\"").dropFirst().first.map(String.init)
        }
        #expect(!properties.isEmpty)
        for property in Set(properties).sorted() {
            #expect(
                swift.contains("@IBOutlet weak var \(property):") || swift.contains("@IBOutlet var \(property):"), "\(step): \(property)")
        }
    }

    @Test("the tutorials that build their screen in code", arguments: ["keyboard-layout-guide", "legacy-animations"])
    func builtInCode(_ tutorial: String) throws {
        #expect(try Self.files(of: tutorial).storyboard == nil)
        #expect(!Self.drawn.contains(tutorial))
        #expect(Set(Self.drawn + ["keyboard-layout-guide", "legacy-animations"]) == Set(DocumentationListings.finishedSteps.keys))
    }

    @Test("the bottom-constant tutorial's steps are the iOS files: port edits every @IBOutlet, #selector and @objc")
    func bottomConstantIsTheIOSShape() throws {
        let text = try String(contentsOf: Self.resources.appending(path: "bottom-constant-4.swift"), encoding: .utf8)
        let kinds = LinuxPort.port(text).edits.map(\.kind)
        #expect(kinds.filter { $0 == .deletedInterfaceBuilderAttribute }.count == 3)
        #expect(kinds.filter { $0 == .rewroteSelector }.count == 2)
        #expect(kinds.filter { $0 == .deletedObjC }.count == 2)
    }
}
