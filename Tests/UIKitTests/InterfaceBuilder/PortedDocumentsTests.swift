import Foundation
import Testing
import UIKit
import KeyboardSim

/// The manifests the KeyboardSimPort plugin writes into a test target's resource bundle, read as
/// the simulation reads them (`PortedDocuments`). Tests/ExampleAppTests applies the plugin to a
/// real storyboard and catalog; these tests write manifests of their own.
@Suite("PortedDocuments: the storyboards, xibs and catalogs a test target took with kbsim-port.txt")
struct PortedDocumentsTests {
    /// A folder standing for the test executable's, with `bundles` (bundle name → manifest text).
    static func withBuildFolder(_ bundles: [String: String], _ body: (URL) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ported-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        for (bundle, text) in bundles {
            let url = folder.appendingPathComponent(bundle).appendingPathComponent(PortedDocuments.manifestName)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        try body(folder)
    }

    @Test(
        "the manifest of the module asked for: its folders (a .lproj's parent, a catalog itself) and the module; other modules' and bundles without one passed by"
    )
    func manifests() throws {
        try Self.withBuildFolder([
            "App_BTests.resources": #"{"module": "BTests", "documents": ["/app/B/Base.lproj/Main.storyboard", "/app/B/Assets.xcassets"]}"#,
            "App_ATests.resources":
                #"{"module": "ATests", "documents": ["/app/A/Login.xib", "/app/A/Card.xib", "/app/B/Base.lproj/Other.storyboard"]}"#,
        ]) { folder in
            // A target's bundle without a manifest (its own resources only) is passed by.
            try FileManager.default.createDirectory(
                at: folder.appendingPathComponent("App_Plain.resources"), withIntermediateDirectories: true)
            let (a, problems) = PortedDocuments.resources(forModule: "ATests", in: folder)
            #expect(a.directories.map(\.path) == ["/app/A", "/app/B"])
            #expect(a.modules == ["ATests"])
            #expect(problems.isEmpty)
            let b = PortedDocuments.resources(forModule: "BTests", in: folder).resources
            #expect(b.directories.map(\.path) == ["/app/B", "/app/B/Assets.xcassets"])
            #expect(PortedDocuments.resources(forModule: "UIKitTests", in: folder).resources == InterfaceBuilderResources())
        }
    }

    @Test("a manifest that is not the plugin's names its path and what was expected")
    func unreadable() throws {
        try Self.withBuildFolder(["App_ATests.resources": #"{"module": 3}"#]) { folder in
            let (resources, problems) = PortedDocuments.resources(forModule: "ATests", in: folder)
            #expect(resources == InterfaceBuilderResources())
            let path = folder.appendingPathComponent("App_ATests.resources/\(PortedDocuments.manifestName)").path
            #expect(problems.count == 1)
            #expect(problems.first?.hasPrefix("\(path): not a KeyboardSimPort manifest (") == true)
            #expect(
                problems.first?.hasSuffix(
                    #"expected {"module": …, "documents": […]}, as the plugin writes it: build the test target again"#) == true)
        }
    }

    @Test("the resources set on the simulation come first; the ported ones follow, each folder and module once")
    func order() {
        let set = InterfaceBuilderResources(directories: [URL(fileURLWithPath: "/mine")], modules: ["Mine", "ATests"])
        let ported = InterfaceBuilderResources(
            directories: [URL(fileURLWithPath: "/app/A"), URL(fileURLWithPath: "/mine")], modules: ["ATests"])
        let all = set.followed(by: ported)
        #expect(all.directories.map(\.path) == ["/mine", "/app/A"])
        #expect(all.modules == ["Mine", "ATests"])
    }

    @Test("a simulation made here searches this module's documents (none); one made with another module's #fileID, that module's")
    @MainActor func byModule() throws {
        let here = Simulation(device: .iPhoneSE3, profile: .iOS17)
        #expect(here.portedDocumentsModule == "UIKitTests")
        #expect(here.searchedInterfaceBuilderResources == InterfaceBuilderResources())
        #expect(UIImage(named: "Logo")?.size == CGSize(width: 100, height: 100), "no catalog: any name, as without one")

        let app = Simulation(device: .iPhoneSE3, profile: .iOS17, fileID: "ExampleAppTests/SignInStoryboardTests.swift")
        let searched = app.searchedInterfaceBuilderResources
        #expect(searched.modules == ["ExampleAppTests"])
        #expect(searched.directories.map(\.lastPathComponent) == ["ExampleApp", "Assets.xcassets"])
        #expect(UIImage(named: "Logo")?.size == CGSize(width: 120, height: 40))
    }
}
