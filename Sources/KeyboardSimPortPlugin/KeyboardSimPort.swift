import Foundation
import PackagePlugin

/// A build-tool plugin that ports an iOS app's own Swift files into the test target that applies
/// it, at build time, so the app's file is the only copy.
///
/// The target lists the files in `kbsim-port.txt`, in its own folder: one path a line, relative to
/// the package's folder (a folder stands for every `.swift`, `.storyboard` and `.xib` file and
/// `.xcassets` folder under it); `#` starts a comment.
/// Each file is run through `kbsim port --output --source-location` (the edits Swift on Linux
/// forces, and nothing else; every line kept where it was, after a `#sourceLocation` naming the
/// app's file) into the plugin's work folder, and the ported copy is compiled with the target's
/// sources: the compiler's messages about it name the app's file and line.
/// `kbsim port`'s report of each edit and of the UIKit API the simulation lacks is printed with
/// the build's output. A list that is missing, empty, or names a file that does not exist fails
/// the build with the list's file and line, and so does a listed Swift file with the name of one
/// of the target's own Swift files (both would have one `#fileID`) or of another listed file (a
/// target compiles one file of each name).
///
/// Storyboards, xibs and asset catalogs are not copied: the plugin writes a manifest naming them
/// and the target's module, which SwiftPM puts in the target's resource bundle, and the
/// simulation searches them after its own `interfaceBuilderResources` — so a test loads
/// `UIStoryboard(name: "Main", bundle: nil)` and `UIImage(named:)` as the app does, and the
/// storyboard's custom classes are the ported ones.
@main
struct KeyboardSimPort: BuildToolPlugin {
    /// The list's file name, in the folder of the target that applies the plugin.
    static let listName = "kbsim-port.txt"

    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else {
            throw PortListError("KeyboardSimPort applies to a Swift target; \(target.name) has no sources to add a port to")
        }
        let list = target.directoryURL.appending(path: Self.listName)
        let files = try PortList.read(list, packageFolder: context.package.directoryURL, target: target.name)
        try PortList.refuseClashes(
            files, targetSources: target.sourceFiles(withSuffix: "swift").map(\.url), list: list, target: target.name,
            module: target.moduleName)
        let tool = try context.tool(named: "KeyboardSimPortTool")
        let documents = files.filter(\.isDocument).map(\.url)
        let ports: [Command] = files.filter { !$0.isDocument }.map { file in
            let name = file.url.lastPathComponent
            let output = context.pluginWorkDirectoryURL.appending(path: PortList.portName(of: file.url))
            return .buildCommand(
                displayName: "Porting \(name) for Linux (kbsim port)",
                executable: tool.url,
                arguments: [file.url.path, "--output", output.path],
                inputFiles: [file.url, list],
                outputFiles: [output])
        }
        guard !documents.isEmpty else { return ports }
        // The documents stay where the app keeps them: a manifest naming them and the target's
        // module, a resource, so it lands in the target's bundle beside the test executable, where
        // a simulation made by the module's code reads it (PortedDocuments in KeyboardSimCore).
        let manifest = context.pluginWorkDirectoryURL.appending(path: "kbsim-port-documents.json")
        return ports + [
            .buildCommand(
                displayName:
                    "Taking \(documents.count) Interface Builder document\(documents.count == 1 ? "" : "s") for \(target.name) (kbsim port)",
                executable: tool.url,
                arguments: ["--documents", target.moduleName, manifest.path] + documents.map(\.path),
                inputFiles: [list] + documents.flatMap(Self.filesOf),
                outputFiles: [manifest])
        ]
    }

    /// A document's files: itself, or every file inside an asset catalog (so a changed image
    /// rebuilds the manifest, as a changed storyboard does).
    static func filesOf(_ document: URL) -> [URL] {
        guard document.pathExtension == "xcassets" else { return [document] }
        let enumerator = FileManager.default.enumerator(at: document, includingPropertiesForKeys: nil)
        var files: [URL] = []
        while let url = enumerator?.nextObject() as? URL {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), !isFolder.boolValue { files.append(url) }
        }
        return files.sorted { $0.path < $1.path }
    }
}
