import Foundation

/// The storyboards, xibs and asset catalogs the `KeyboardSimPort` build plugin took from an app
/// for a test target, found as an app finds its own in its main bundle.
///
/// For a target whose `kbsim-port.txt` names Interface Builder documents, the plugin writes a
/// manifest (``manifestName``: the target's module and each document's path) that SwiftPM copies
/// into the target's resource bundle, beside the test executable. A simulation made by that
/// module's code (its `Simulation(…)` or `ControllerUnderTest(…)` call: the caller's `#fileID`
/// names the module) reads the module's manifest from the resource bundles beside `Bundle.main`'s
/// folder: the documents' folders are searched after the simulation's own
/// `interfaceBuilderResources.directories`, and the module after its `modules`, so
/// `UIStoryboard(name: "Main", bundle: nil)` and `UIImage(named:)` find the app's files with
/// nothing set up, and the storyboard's custom classes are the ported ones. A simulation made
/// elsewhere (another test target of the same test process, `kbsim run`) does not see them: every
/// test target is its own app.
package enum PortedDocuments {
    /// The manifest's file name, in a target's resource bundle.
    package static let manifestName = "kbsim-port-documents.json"
    /// What one manifest says.
    package struct Manifest: Codable, Equatable, Sendable {
        /// The test target's module, where the ported custom classes live.
        package var module: String
        /// The documents' absolute paths: `.storyboard` and `.xib` files, `.xcassets` folders.
        package var documents: [String]

        package init(module: String, documents: [String]) {
            self.module = module
            self.documents = documents
        }

        /// The folders the documents are looked up in: a storyboard's or xib's folder (the folder
        /// holding a `Base.lproj` or other `.lproj`, since that is searched too), an asset
        /// catalog itself; each once, in the documents' order.
        package var folders: [URL] {
            var folders: [URL] = []
            for path in documents {
                let url = URL(fileURLWithPath: path)
                var folder = url.pathExtension == "xcassets" ? url : url.deletingLastPathComponent()
                if folder.pathExtension == "lproj" { folder = folder.deletingLastPathComponent() }
                if !folders.contains(folder) { folders.append(folder) }
            }
            return folders
        }
    }

    /// The resources of the manifest of `module` among the resource bundles (`*.resources`,
    /// `*.bundle`) in `folder`: its folders, and the module; and, for a manifest that cannot be
    /// read, its path and why. No manifest of the module gives no resources.
    package static func resources(
        forModule module: String, in folder: URL = Bundle.main.bundleURL
    ) -> (resources: InterfaceBuilderResources, problems: [String]) {
        var resources = InterfaceBuilderResources()
        var problems: [String] = []
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        for name in names.sorted() where name.hasSuffix(".resources") || name.hasSuffix(".bundle") {
            let url = folder.appendingPathComponent(name).appendingPathComponent(manifestName)
            guard let data = FileManager.default.contents(atPath: url.path) else { continue }
            let manifest: Manifest
            do {
                manifest = try JSONDecoder().decode(Manifest.self, from: data)
            } catch {
                problems.append(
                    "\(url.path): not a KeyboardSimPort manifest (\(error)); expected {\"module\": …, \"documents\": […]}, as the plugin writes it: build the test target again"
                )
                continue
            }
            guard manifest.module == module else { continue }
            for folder in manifest.folders where !resources.directories.contains(folder) {
                resources.directories.append(folder)
            }
            if !resources.modules.contains(manifest.module) { resources.modules.append(manifest.module) }
        }
        return (resources, problems)
    }

    /// The module a `#fileID` (`Module/File.swift`) names.
    package static func module(ofFileID fileID: String) -> String {
        String(fileID.prefix { $0 != "/" })
    }
}

extension InterfaceBuilderResources {
    /// These resources, then `ported`'s folders and modules not already among them.
    package func followed(by ported: InterfaceBuilderResources) -> InterfaceBuilderResources {
        var all = self
        for folder in ported.directories where !all.directories.contains(folder) { all.directories.append(folder) }
        for module in ported.modules where !all.modules.contains(module) { all.modules.append(module) }
        return all
    }
}
