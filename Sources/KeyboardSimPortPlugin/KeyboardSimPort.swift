import Foundation
import PackagePlugin

/// A build-tool plugin that ports an iOS app's own Swift files into the test target that applies
/// it, at build time, so the app's file is the only copy.
///
/// The target lists the files in `kbsim-port.txt`, in its own folder: one path a line, relative to
/// the package's folder (a folder stands for every `.swift` file under it); `#` starts a comment.
/// Each file is run through `kbsim port --output --source-location` (the edits Swift on Linux
/// forces, and nothing else; every line kept where it was, after a `#sourceLocation` naming the
/// app's file) into the plugin's work folder, and the ported copy is compiled with the target's
/// sources: the compiler's messages about it name the app's file and line.
/// `kbsim port`'s report of each edit and of the UIKit API the simulation lacks is printed with
/// the build's output. A list that is missing, empty, or names a file that does not exist fails
/// the build with the list's file and line.
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
        let tool = try context.tool(named: "KeyboardSimPortTool")
        return files.map { file in
            let name = file.url.lastPathComponent
            // Named apart from the app's file, whose name the port's #sourceLocation gives.
            let output = context.pluginWorkDirectoryURL.appending(
                path: file.url.deletingPathExtension().lastPathComponent + ".ported.swift")
            return .buildCommand(
                displayName: "Porting \(name) for Linux (kbsim port)",
                executable: tool.url,
                arguments: [file.url.path, "--output", output.path],
                inputFiles: [file.url, list],
                outputFiles: [output])
        }
    }
}
