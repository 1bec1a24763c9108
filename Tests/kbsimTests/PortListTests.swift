import Foundation
import Testing

/// The KeyboardSimPort plugin's list, kbsim-port.txt: what it names, and the errors a build stops
/// with (the plugin's own PortList.swift, compiled here through a symbolic link, since a plugin's
/// module cannot be imported). Tests/ExampleAppTests applies the plugin itself.
@Suite("KeyboardSimPort: the kbsim-port.txt list")
struct PortListTests {
    /// A package folder with `files` (path → text), removed after `body`.
    static func withPackage(_ files: [String: String], _ body: (URL) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appending(path: "portlist-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        for (path, text) in files {
            let url = folder.appending(path: path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        try body(folder)
    }

    static func message(_ list: URL, _ package: URL) -> String {
        do {
            _ = try PortList.read(list, packageFolder: package, target: "AppTests")
            return "no error"
        } catch {
            return "\(error)"
        }
    }

    @Test("files and folders, relative to the package (.. included), comments and blank lines skipped, in the list's order")
    func names() throws {
        try Self.withPackage([
            "App/Login.swift": "", "App/Support/B.swift": "", "App/Support/A.swift": "", "App/Support/notes.md": "",
        ]) { package in
            let list = package.appending(path: "Tests/AppTests/kbsim-port.txt")
            try FileManager.default.createDirectory(at: list.deletingLastPathComponent(), withIntermediateDirectories: true)
            try "# the app's files\n\nApp/Login.swift   # the screen\nTests/../App/Support\n".write(
                to: list, atomically: true, encoding: .utf8)
            let files = try PortList.read(list, packageFolder: package, target: "AppTests")
            #expect(files.map { $0.url.lastPathComponent } == ["Login.swift", "A.swift", "B.swift"])
            #expect(files.map(\.line) == [3, 4, 4])
            #expect(files.allSatisfy { !$0.url.path.contains("..") })
        }
    }

    @Test(
        "a missing list, an empty one, a missing file, a folder without Swift, another kind of file, two files of one name: each says where and what was expected"
    )
    func errors() throws {
        try Self.withPackage(["App/Login.swift": "", "App/Empty/notes.md": "", "App/Info.plist": "", "Other/Login.swift": ""]) { package in
            let list = package.appending(path: "Tests/AppTests/kbsim-port.txt")
            #expect(
                Self.message(list, package).contains(
                    "\(list.path): target AppTests applies the KeyboardSimPort plugin but this file cannot be read"))

            try FileManager.default.createDirectory(at: list.deletingLastPathComponent(), withIntermediateDirectories: true)
            try "# nothing yet\n\n".write(to: list, atomically: true, encoding: .utf8)
            #expect(Self.message(list, package).hasPrefix("\(list.path): names no file, so nothing would be ported or tested"))

            try "App/Login.swift\nApp/Logn.swift\n".write(to: list, atomically: true, encoding: .utf8)
            #expect(Self.message(list, package).hasPrefix("\(list.path):2: App/Logn.swift does not exist"))

            try "App/Empty\n".write(to: list, atomically: true, encoding: .utf8)
            #expect(
                Self.message(list, package)
                    == "\(list.path):1: the folder App/Empty holds no .swift, .storyboard or .xib file and no .xcassets folder")

            try "App/Info.plist\n".write(to: list, atomically: true, encoding: .utf8)
            #expect(
                Self.message(list, package)
                    == "\(list.path):1: App/Info.plist is not a .swift, .storyboard or .xib file or an .xcassets folder")

            try "App\nOther/Login.swift\n".write(to: list, atomically: true, encoding: .utf8)
            #expect(
                Self.message(list, package) == "\(list.path):2: \(package.path)/Other/Login.swift and \(package.path)/App/Login.swift "
                    + "are both named Login.swift; a target compiles one file of each name (list one of them, or port the other in another target)"
            )
        }
    }

    @Test("a list saved with CR LF and a byte-order mark; a folder that is a link; hidden folders skipped; a file listed twice ported once")
    func listsAsTeamsWriteThem() throws {
        try Self.withPackage(["App/Login.swift": "", "App/.build/checkouts/Dep/Dep.swift": "", "Shared/Util.swift": ""]) { package in
            try FileManager.default.createSymbolicLink(
                at: package.appending(path: "Linked"), withDestinationURL: package.appending(path: "Shared"))
            let list = package.appending(path: "Tests/AppTests/kbsim-port.txt")
            try FileManager.default.createDirectory(at: list.deletingLastPathComponent(), withIntermediateDirectories: true)
            try "\u{FEFF}# the app\r\nApp\r\nApp/Login.swift\r\nLinked\r\n".write(to: list, atomically: true, encoding: .utf8)
            let files = try PortList.read(list, packageFolder: package, target: "AppTests")
            #expect(files.map { $0.url.lastPathComponent } == ["Login.swift", "Util.swift"])
            #expect(files.map(\.line) == [2, 4])
        }
    }

    @Test(
        "storyboards, xibs and asset catalogs beside the Swift files: named alone or found in a folder (the base localization, not a catalog's inside)"
    )
    func documents() throws {
        try Self.withPackage([
            "App/Login.swift": "", "App/Base.lproj/Main.storyboard": "", "App/fr.lproj/Main.storyboard": "",
            "App/Views/Card.xib": "", "App/Assets.xcassets/Contents.json": "{}", "App/Assets.xcassets/Logo.imageset/Contents.json": "{}",
            "Shared/Assets.xcassets/Contents.json": "{}", "Shared/Form.xib": "",
        ]) { package in
            let list = package.appending(path: "Tests/AppTests/kbsim-port.txt")
            try FileManager.default.createDirectory(at: list.deletingLastPathComponent(), withIntermediateDirectories: true)
            try "App\nShared/Form.xib\nShared/Assets.xcassets\n".write(to: list, atomically: true, encoding: .utf8)
            let files = try PortList.read(list, packageFolder: package, target: "AppTests")
            #expect(
                files.map { $0.url.path.dropFirst(package.path.count + 1) } == [
                    "App/Assets.xcassets", "App/Base.lproj/Main.storyboard", "App/Login.swift", "App/Views/Card.xib", "Shared/Form.xib",
                    "Shared/Assets.xcassets",
                ])
            #expect(files.map(\.isDocument) == [true, true, false, true, true, true])
            #expect(files.map(\.line) == [1, 1, 1, 1, 2, 3])
        }
    }

    @Test("a catalog that is a file, two storyboards of one name: each says where and what was expected")
    func documentErrors() throws {
        try Self.withPackage([
            "App/Assets.xcassets": "not a folder", "App/Base.lproj/Main.storyboard": "", "Other/Main.storyboard": "",
        ]) { package in
            let list = package.appending(path: "Tests/AppTests/kbsim-port.txt")
            try FileManager.default.createDirectory(at: list.deletingLastPathComponent(), withIntermediateDirectories: true)
            try "# images\nApp/Assets.xcassets\n".write(to: list, atomically: true, encoding: .utf8)
            #expect(
                Self.message(list, package)
                    == "\(list.path):2: App/Assets.xcassets is a file; expected an asset catalog, the .xcassets folder Xcode writes")

            try "App/Base.lproj/Main.storyboard\nOther/Main.storyboard\n".write(to: list, atomically: true, encoding: .utf8)
            #expect(
                Self.message(list, package)
                    == "\(list.path):2: \(package.path)/Other/Main.storyboard and \(package.path)/App/Base.lproj/Main.storyboard are both named "
                    + "Main.storyboard; a storyboard or a xib is found by its name alone (list one of them, or take the other in another target)"
            )
        }
    }

    @Test(
        "a listed Swift file named as a file of the target, or as the port of one: refused with both files, the line and what to do; two ViewController.swift in the app's folders: refused"
    )
    func clashesWithTheTarget() throws {
        try Self.withPackage([
            "app/LoginViewController.swift": "", "app/Views/Card.swift": "", "app/Main.storyboard": "",
            "app/Home/ViewController.swift": "", "app/Settings/ViewController.swift": "",
        ]) { package in
            let list = package.appending(path: "Tests/ScreenTests/kbsim-port.txt")
            let own = package.appending(path: "Tests/ScreenTests/LoginViewController.swift")
            let portNamed = package.appending(path: "Tests/ScreenTests/Helpers/Card.ported.swift")
            let other = package.appending(path: "Tests/ScreenTests/Main.swift")
            try FileManager.default.createDirectory(at: list.deletingLastPathComponent(), withIntermediateDirectories: true)
            try "# the screen\napp/Main.storyboard\napp/Views/Card.swift\napp/LoginViewController.swift\n"
                .write(to: list, atomically: true, encoding: .utf8)
            let files = try PortList.read(list, packageFolder: package, target: "ScreenTests")
            func message(_ sources: [URL]) -> String {
                do {
                    try PortList.refuseClashes(files, targetSources: sources, list: list, target: "ScreenTests", module: "ScreenTests")
                    return "no error"
                } catch {
                    return "\(error)"
                }
            }
            // A storyboard named as a Swift file is not compiled, and Main.swift is not Main.storyboard.
            #expect(message([other]) == "no error")
            #expect(
                message([other, own])
                    == "\(list.path):4: \(package.path)/app/LoginViewController.swift and \(own.path), a file of target ScreenTests, "
                    + "are both named LoginViewController.swift; the port's #sourceLocation names the app's file, so both would be "
                    + "#fileID ScreenTests/LoginViewController.swift (swiftc warns that they conflict, and a failure located by #fileID "
                    + "could be in either): rename the target's file (LoginViewControllerTests.swift, say), or port the app's file in "
                    + "another target")
            #expect(
                message([portNamed])
                    == "\(list.path):3: \(portNamed.path), a file of target ScreenTests, has the name of the port the plugin writes for "
                    + "\(package.path)/app/Views/Card.swift (Card.ported.swift); rename the target's file, or port the app's file in "
                    + "another target")

            // Swift another plugin generates into the target (pluginGeneratedSources) is compiled
            // with it: the same clash, said as generated.
            let generated = package.appending(path: ".build/plugins/outputs/pkg/ScreenTests/destination/Gen/LoginViewController.swift")
            func generatedMessage(_ sources: [URL]) -> String {
                do {
                    try PortList.refuseClashes(
                        files, targetSources: [other], generatedSources: sources, list: list, target: "ScreenTests", module: "ScreenTests")
                    return "no error"
                } catch {
                    return "\(error)"
                }
            }
            #expect(generatedMessage([]) == "no error")
            #expect(
                generatedMessage([generated]).hasPrefix(
                    "\(list.path):4: \(package.path)/app/LoginViewController.swift and \(generated.path), Swift another plugin generates "
                        + "into target ScreenTests, are both named LoginViewController.swift;"))

            // Two app files of one name would share the port's name: refused by the list itself.
            try "app/Home\napp/Settings\n".write(to: list, atomically: true, encoding: .utf8)
            #expect(
                Self.message(list, package)
                    == "\(list.path):2: \(package.path)/app/Settings/ViewController.swift and \(package.path)/app/Home/ViewController.swift "
                    + "are both named ViewController.swift; a target compiles one file of each name (list one of them, or port the other "
                    + "in another target)")
        }
    }
}
