import Foundation

/// An error the build prints as it is: the list's path and line, then what was expected.
struct PortListError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// The iOS files a target's `kbsim-port.txt` names, each with the line that named it: Swift files
/// (ported), and storyboards, xibs and asset catalogs (taken as they are); every name once (the
/// ports share one folder and one module, and a storyboard is found by its name).
enum PortList {
    struct File {
        let url: URL
        let line: Int

        /// Whether the file is an Interface Builder document or an asset catalog (taken as it
        /// is), rather than Swift (ported).
        var isDocument: Bool { PortList.documentExtensions.contains(url.pathExtension) }
    }

    /// The extensions of what the list takes beside Swift: storyboards, xibs (files) and asset
    /// catalogs (folders), which the simulation reads as Xcode writes them.
    static let documentExtensions: Set<String> = ["storyboard", "xib", "xcassets"]

    static func read(_ list: URL, packageFolder: URL, target: String) throws -> [File] {
        let text: String
        do {
            text = try String(contentsOf: list, encoding: .utf8)
        } catch {
            throw PortListError(
                "\(list.path): target \(target) applies the KeyboardSimPort plugin but this file cannot be read "
                    + "(\(error.localizedDescription)); expected the iOS files to port, one path a line, relative to "
                    + "\(packageFolder.path)")
        }
        var files: [File] = []
        // Any line break (a list saved on Windows ends its lines with CR LF), and no byte-order mark.
        let lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        for (index, raw) in lines.enumerated() {
            let entry = raw.prefix { $0 != "#" }.trimmingCharacters(in: .whitespaces.union(["\u{FEFF}"]))
            guard !entry.isEmpty else { continue }
            let line = index + 1
            let url = (entry.hasPrefix("/") ? URL(filePath: entry) : packageFolder.appending(path: entry)).resolvingSymlinksInPath()
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else {
                throw PortListError(
                    "\(list.path):\(line): \(entry) does not exist (looked for \(url.standardizedFileURL.path)); "
                        + "expected a Swift file, a storyboard, a xib, an asset catalog or a folder, relative to the package's folder")
            }
            if url.pathExtension == "xcassets" {
                guard isFolder.boolValue else {
                    throw PortListError(
                        "\(list.path):\(line): \(entry) is a file; expected an asset catalog, the .xcassets folder Xcode writes")
                }
                files.append(File(url: url.standardizedFileURL, line: line))
            } else if isFolder.boolValue {
                let found = appFiles(under: url)
                guard !found.isEmpty else {
                    throw PortListError(
                        "\(list.path):\(line): the folder \(entry) holds no .swift, .storyboard or .xib file and no .xcassets folder")
                }
                files += found.map { File(url: $0, line: line) }
            } else {
                guard url.pathExtension == "swift" || documentExtensions.contains(url.pathExtension) else {
                    throw PortListError(
                        "\(list.path):\(line): \(entry) is not a .swift, .storyboard or .xib file or an .xcassets folder")
                }
                files.append(File(url: url.standardizedFileURL, line: line))
            }
        }
        // A file listed twice (alone and in its folder) is ported once.
        var seen: Set<String> = []
        files = files.filter { seen.insert($0.url.path).inserted }
        var named: [String: URL] = [:]
        // Asset catalogs of one name are all searched; a Swift file or a document is one of its name.
        for file in files where file.url.pathExtension != "xcassets" {
            let name = file.url.lastPathComponent
            if let other = named[name] {
                let why =
                    file.isDocument
                    ? "a storyboard or a xib is found by its name alone (list one of them, or take the other in another target)"
                    : "a target compiles one file of each name (list one of them, or port the other in another target)"
                throw PortListError("\(list.path):\(file.line): \(file.url.path) and \(other.path) are both named \(name); \(why)")
            }
            named[name] = file.url
        }
        guard !files.isEmpty else {
            throw PortListError(
                "\(list.path): names no file, so nothing would be ported or tested; "
                    + "expected the iOS files to port, one path a line, relative to \(packageFolder.path)")
        }
        return files
    }

    /// Refuses a Swift file of the list that has the name of one of the target's own Swift files
    /// (`targetSources`), or of the port the plugin writes for it (`X.ported.swift`).
    ///
    /// The port's `#sourceLocation` names the app's file, so the compiler gives its lines the
    /// `#fileID` `Module/X.swift`, which the target's own `X.swift` has too: swiftc warns about the
    /// conflict when it builds objects (not with `-typecheck`), a warning the user cannot fix in the
    /// port, and a failure reported by `#fileID` would not say which of the two files it is in.
    /// Another `#sourceLocation` name would move the app's failures off the app's file, so the build
    /// stops instead, with both files, the list's line and the two ways on.
    /// `generatedSources` are the Swift files plugins applied before KeyboardSimPort generate into
    /// the target (`pluginGeneratedSources`): compiled with it, so they clash the same way.
    static func refuseClashes(
        _ files: [File], targetSources: [URL], generatedSources: [URL] = [], list: URL, target: String, module: String
    ) throws {
        var own: [String: (url: URL, what: String)] = [:]
        let sources =
            targetSources.sorted(by: { $0.path < $1.path }).map { ($0, "a file of target \(target)") }
            + generatedSources.sorted(by: { $0.path < $1.path }).map { ($0, "Swift another plugin generates into target \(target)") }
        for (source, what) in sources where own[source.lastPathComponent] == nil {
            own[source.lastPathComponent] = (source, what)
        }
        for file in files where !file.isDocument {
            let name = file.url.lastPathComponent
            if let (source, what) = own[name] {
                throw PortListError(
                    "\(list.path):\(file.line): \(file.url.path) and \(source.path), \(what), are both named "
                        + "\(name); the port's #sourceLocation names the app's file, so both would be #fileID \(module)/\(name) "
                        + "(swiftc warns that they conflict, and a failure located by #fileID could be in either): "
                        + "rename the target's file (\(file.url.deletingPathExtension().lastPathComponent)Tests.swift, say), "
                        + "or port the app's file in another target")
            }
            let port = portName(of: file.url)
            if let (source, what) = own[port] {
                throw PortListError(
                    "\(list.path):\(file.line): \(source.path), \(what), has the name of the port the plugin "
                        + "writes for \(file.url.path) (\(port)); rename the target's file, or port the app's file in another target")
            }
        }
    }

    /// The name of the port the plugin writes for the app's Swift file `url`: `X.ported.swift`,
    /// named apart from the app's file, whose name the port's `#sourceLocation` gives.
    static func portName(of url: URL) -> String { url.deletingPathExtension().lastPathComponent + ".ported.swift" }

    /// Every `.swift`, `.storyboard` and `.xib` file and `.xcassets` folder under `folder` (which
    /// may be a link), in a stable order: hidden files and folders (a `.build` with its checkouts),
    /// the inside of a catalog, and the localized copies of a document (an `.lproj` folder other
    /// than `Base.lproj`: the simulation reads the base) left out.
    static func appFiles(under folder: URL) -> [URL] {
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
        var found: [URL] = []
        while let url = enumerator?.nextObject() as? URL {
            switch url.pathExtension {
            case "swift", "storyboard", "xib": found.append(url.resolvingSymlinksInPath().standardizedFileURL)
            case "xcassets":
                found.append(url.resolvingSymlinksInPath().standardizedFileURL)
                enumerator?.skipDescendants()
            case "lproj" where url.lastPathComponent != "Base.lproj": enumerator?.skipDescendants()
            default: break
            }
        }
        return found.sorted { $0.path < $1.path }
    }
}
