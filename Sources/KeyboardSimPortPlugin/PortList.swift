import Foundation

/// An error the build prints as it is: the list's path and line, then what was expected.
struct PortListError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// The iOS files a target's `kbsim-port.txt` names, each with the line that named it: every name
/// once (the ports share one folder and one module).
enum PortList {
    struct File {
        let url: URL
        let line: Int
    }

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
                        + "expected a Swift file or a folder, relative to the package's folder")
            }
            if isFolder.boolValue {
                let swiftFiles = swiftFiles(under: url)
                guard !swiftFiles.isEmpty else {
                    throw PortListError("\(list.path):\(line): the folder \(entry) holds no .swift file")
                }
                files += swiftFiles.map { File(url: $0, line: line) }
            } else {
                guard url.pathExtension == "swift" else {
                    throw PortListError("\(list.path):\(line): \(entry) is not a .swift file")
                }
                files.append(File(url: url.standardizedFileURL, line: line))
            }
        }
        // A file listed twice (alone and in its folder) is ported once.
        var seen: Set<String> = []
        files = files.filter { seen.insert($0.url.path).inserted }
        var named: [String: URL] = [:]
        for file in files {
            let name = file.url.lastPathComponent
            if let other = named[name] {
                throw PortListError(
                    "\(list.path):\(file.line): \(file.url.path) and \(other.path) are both named \(name); "
                        + "a target compiles one file of each name (list one of them, or port the other in another target)")
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

    /// Every `.swift` file under `folder` (which may be a link), in a stable order: hidden files
    /// and folders (a `.build` with its checkouts) left out.
    static func swiftFiles(under folder: URL) -> [URL] {
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
        var found: [URL] = []
        while let url = enumerator?.nextObject() as? URL {
            if url.pathExtension == "swift" { found.append(url.resolvingSymlinksInPath().standardizedFileURL) }
        }
        return found.sorted { $0.path < $1.path }
    }
}
