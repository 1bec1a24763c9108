import Foundation
import KBSimPort
import KeyboardSim

/// `kbsim port FILE.swift [--output PATH | --in-place | --check] [--source-location] [--module PATH]…`: an iOS source file with the
/// edits Swift on Linux forces (``LinuxPort``), and a report of what is left: code to edit
/// by hand, and the UIKit API the file uses that KeyboardSim does not simulate.
///
/// The ported text goes to standard output, to `--output PATH`, or back into the file
/// (`--in-place`); `--check` writes nothing and exits 1 when the file needs an edit. The report
/// goes to standard error, one `PATH:LINE:COLUMN: …` line per item, then a summary.
package struct PortCommand: Command, CommandForm {
    static let output = Option<String>("--output", valueName: "PATH")
    static let inPlace = Flag("--in-place")
    static let check = Flag("--check")
    static let sourceLocation = Flag("--source-location")
    static let module = Option<String>("--module", valueName: "PATH", needs: "a folder or Swift file of FILE's module", repeatable: true)

    package static let signature = CommandSignature(
        "port",
        abstract: """
            An iOS source file made to compile against KeyboardSim's UIKit: @objc
            deleted, #selector(name) written as Class.name (or a Selector that carries
            it), import Foundation beside import UIKit deleted, #available(iOS N, *)
            made a check of the simulated iOS; then the UIKit API it uses that is not
            simulated.
            """,
        [
            .argument(
                ArgumentDeclaration(
                    "FILE.swift", count: 1...1, countProblem: { $0 == 0 ? "no Swift file given" : "expected one Swift file, got \($0)" })),
            .alternatives([output.declaration, inPlace.declaration, check.declaration], required: false),
            .option(sourceLocation.declaration),
            .option(module.declaration),
        ], diagnostics: CommandSignature.Diagnostics(suggestsOptions: true))

    package static let discussion: String? = """
        Makes the only edits Swift on Linux forces on an iOS file, and nothing else: deletes @objc,
        @objc(name:) and @objcMembers (an @objc protocol keeps its class constraint, : AnyObject);
        writes an @objc protocol's optional func f(_:) as func f(_:) throws and optional var p: T
        { get } as var p: T { get throws }, with a default in an extension that throws
        OptionalRequirementNotImplemented (a conformer that implements it is called), and in
        that file x?.f?(…) as try? x?.f(…), x!.f!(…) as try! x!.f(…), x?.p as (try? x?.p),
        if let m = x.f { m(a) } as if let m = OptionalRequirement.method(x, "f(_:)", x.f) { do {
        try m(a) } catch {} }, and x?.responds(to: #selector(P.f(_:))) as
        OptionalRequirement.responds(x, to: "f(_:)"), true until a call shows the default was
        reached; --module PATH (a folder of FILE's module, or one of its Swift files; repeatable)
        does the same for the @objc protocols the module's other files declare, as the plugin
        does for the files a target lists; writes a call of an optional requirement
        of UIKit's own protocols, x?.textFieldShouldReturn?(…), as x?.textFieldShouldReturn(…):
        UIKit's protocols here have a default for each, which answers as UIKit does without one;
        writes #selector(name(_:)), #selector(self.name) as EnclosingClass.name (the class or
        extension it stands in; for a UIKit method the class inherits, the UIKit class that
        declares it) and #selector(Type.name(_:)) as Type.name where it is an argument
        labelled selector: or action: of UIKit's addObserver, addTarget or a gesture recognizer
        (or the first of sendAction), and as Selector("name:", Type.name), a selector that
        carries its method, anywhere else (kept as a value, a bar button item's action, or
        passed to another call, a library's own init(action:) among them); types
        NSClassFromString(…) as UIKit's, (NSClassFromString(…) as UIResponder.Type?), whose
        class has responds(to:), in a file that imports UIKit; deletes an import
        Foundation beside import UIKit; writes import UIKit.Submodule as import UIKit, and import
        CoreGraphics as import Foundation (deleted beside UIKit or Foundation); deletes override
        from an accessibility property UIKit adds to NSObject (accessibilityLabel…) in a class
        whose superclass is NSObject; writes NSAttributedString() and NSMutableAttributedString()
        with (string: ""), which Foundation on Linux lacks; writes Type(rawValue: x) of a UIKit
        enum with an integer raw type as Type(rawValue: x, ifUnknown: .c), which never gives nil
        (the enum's case c for a raw value the simulation lacks, said in the trace: on iOS UIKit's
        Objective-C enums take any raw value); writes
        #available(iOS N, *) and #unavailable(iOS N) as
        ProcessInfo.processInfo.isOperatingSystemAtLeast(…), which the simulation answers for its
        iOS (on Linux the condition is always true), and os(iOS) in an #if as canImport(UIKit)
        (on Linux os(iOS) is false); deletes @IBOutlet and @IBAction and adds to
        their class setValue(_:forKey:) and interfaceBuilderSelector(forAction:), through which a
        storyboard or a xib connects them; moves an override in an extension into its class's
        body, in FILE or, with --module (not --in-place), between FILE and the module's file that
        declares the class. Comments and strings are left alone, and a file that
        needs nothing comes back byte for byte. The report (standard error) lists each edit, what
        must be edited by hand (#selector(getter:)…), every UI…, NS…, CA…
        or CG… name that neither KeyboardSim's UIKit nor Foundation on Linux declares, and every
        member of a simulated type the simulation lacks where the file says the type
        (UITextView.caretRect: Type.member, an override or super call in a subclass, a name
        typed as one UIKit class).
        The ported text goes to standard output, to --output PATH (never the input, nor a link, pipe,
        device or folder), or back into FILE with --in-place (through a link, to the file it names);
        either is written to a temporary file, then renamed into place. --check writes nothing and
        exits 1 when an edit is needed. --source-location (with standard output or --output) keeps
        every line where it was in FILE (a deleted line is left empty) and begins the port with a
        #sourceLocation directive naming FILE, so the compiler's messages about the port point at
        FILE's lines: what the KeyboardSimPort build plugin writes.
        A storyboard, a xib (FILE.storyboard, FILE.xib) or an asset catalog (an .xcassets folder)
        is not edited: the simulation reads it as Xcode wrote it. kbsim port (or --check) reads
        it as UIStoryboard, UINib and UIImage(named:) will, says what it holds and exits 0, or
        gives the file, line and reason of the first thing it cannot read and exits 65; --output,
        --in-place and --source-location refuse it. List it in the test target's kbsim-port.txt
        beside the Swift files and the test loads it by name, as the app does.
        """

    /// Where the ported text goes.
    package enum Destination: Equatable, Sendable {
        case standardOutput
        case file(String)
        case inPlace
        /// Nowhere: only whether an edit is needed.
        case check
    }

    package var file: String
    package var destination: Destination
    /// Whether the port keeps FILE's lines and begins with a `#sourceLocation` naming it.
    package var sourceLocation: Bool
    /// The folders and Swift files of FILE's module (`--module`), whose `@objc` protocols, classes
    /// and overrides in extensions the port knows (``PortContext``).
    package var module: [String]

    package init(_ arguments: ParsedArguments) throws(UsageError) {
        file = arguments.positionals.first ?? ""
        let modes = [Self.output.declaration.name, Self.inPlace.declaration.name, Self.check.declaration.name]
        let given = modes.filter { name in arguments.occurrences.contains { $0.name == name } }
        guard given.count <= 1 else {
            throw UsageError(.command("\(given.joined(separator: " and ")) go alone; give one\n\(Self.usage)"))
        }
        switch given.first {
        case Self.inPlace.declaration.name?: destination = .inPlace
        case Self.check.declaration.name?: destination = .check
        case Self.output.declaration.name?:
            let path = arguments[Self.output] ?? ""
            // An input is never an output: --in-place says so.
            guard !OutputFile.sameFile(path, file) else {
                throw UsageError(.command("the output \(path) is the input \(file); to rewrite it, use --in-place\n\(Self.usage)"))
            }
            destination = .file(path)
        default: destination = .standardOutput
        }
        sourceLocation = arguments.contains(Self.sourceLocation)
        module = arguments.values(Self.module)
        if Self.isDocument(file), !module.isEmpty {
            throw UsageError(.command("--module gives a Swift file's module; \(file) is read as it is, not ported\n\(Self.usage)"))
        }
        if Self.isDocument(file), destination == .inPlace || sourceLocation || { if case .file = destination { true } else { false } }() {
            throw UsageError(
                .command(
                    "\(file) is read as it is, not ported: there is nothing to write; kbsim port FILE (or --check) says whether "
                        + "the simulation reads it, and kbsim-port.txt gives it to the tests\n\(Self.usage)"))
        }
        if sourceLocation && (destination == .inPlace || destination == .check) {
            throw UsageError(
                .command(
                    "--source-location writes a port that names FILE; it goes to standard output or --output, "
                        + "not with \(destination == .inPlace ? "--in-place" : "--check")\n\(Self.usage)"))
        }
    }

    /// Whether `path` names what the simulation reads as it is: a storyboard, a xib, an asset catalog.
    static func isDocument(_ path: String) -> Bool {
        ["storyboard", "xib", "xcassets"].contains(URL(fileURLWithPath: path).pathExtension)
    }

    package func run(_ console: Console) throws(CommandFailure) -> ExitCode {
        if Self.isDocument(file) { return try checkDocument(console) }
        let source = try read()
        let result = LinuxPort.port(source, keepingLines: sourceLocation, context: try moduleContext(), file: file)
        // With --source-location the port's lines are FILE's, after a directive naming it.
        let written = sourceLocation ? PortReport.sourceLocationDirective(file) + result.text : result.text
        // The unsimulated names are located in the text the user keeps: the ported one when it
        // is written, the file as it is with --check; with --source-location the port's lines are
        // FILE's, and the names are given on FILE, as the compiler gives its messages.
        let label: String
        let names: [UnsimulatedName]
        switch destination {
        case .standardOutput:
            console.output(written)
            label = sourceLocation ? file : "<stdout>"
            names = UnsimulatedAPI.names(in: SwiftSource(result.text))
        case .file(let path):
            try write(written, to: path)
            label = sourceLocation ? file : path
            names = UnsimulatedAPI.names(in: SwiftSource(result.text))
        case .inPlace:
            if !result.edits.isEmpty { try write(result.text, to: file) }
            label = file
            names = UnsimulatedAPI.names(in: SwiftSource(result.text))
        case .check:
            label = file
            names = UnsimulatedAPI.names(in: source)
        }
        console.error(report(result, names: names, namesIn: label))
        return destination == .check && result.needsEdit ? .failure : .ok
    }

    /// The file's text; 66 when it cannot be read, 65 when it is not UTF-8.
    private func read() throws(CommandFailure) -> SwiftSource {
        try Self.read(file)
    }

    /// A Swift file's text; 66 when it cannot be read, 65 when it is not UTF-8.
    private static func read(_ path: String) throws(CommandFailure) -> SwiftSource {
        let data = try readInput(path, command: "port")
        do {
            return try SwiftSource.decode(data)
        } catch {
            throw CommandFailure(.invalidData, PortReport.notUTF8(path, error))
        }
    }

    /// What `--module` gives: every `.swift` file under each folder (in the order of their
    /// paths) and each Swift file named, read; 66 for a path that does not exist or a folder
    /// without Swift files, 65 for a file that is not UTF-8 or not Swift.
    private func moduleContext() throws(CommandFailure) -> PortContext {
        guard !module.isEmpty else { return .none }
        var sources: [(path: String, source: SwiftSource)] = []
        for path in module {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
                throw CommandFailure(.cannotRead, "kbsim port: --module \(path): no such file or folder")
            }
            guard isFolder.boolValue else {
                guard path.hasSuffix(".swift") else {
                    throw CommandFailure(
                        .invalidData, "kbsim port: --module \(path): expected a folder or a .swift file of \(file)'s module")
                }
                sources.append((path, try Self.read(path)))
                continue
            }
            let files = (FileManager.default.subpaths(atPath: path) ?? []).filter { $0.hasSuffix(".swift") }.sorted()
            guard !files.isEmpty else {
                throw CommandFailure(.cannotRead, "kbsim port: --module \(path): the folder has no .swift file")
            }
            for relative in files {
                let filePath = (path as NSString).appendingPathComponent(relative)
                sources.append((filePath, try Self.read(filePath)))
            }
        }
        // In place, an override leaving this file would be gone before its class's file is
        // ported with this folder: only the optional requirements are taken.
        guard destination != .inPlace else { return PortContext(sources.map(\.source)) }
        return PortContext(files: sources, keepingLines: sourceLocation)
    }

    /// `--output` refuses a link, like every output; `--in-place` rewrites the file FILE names.
    private func write(_ text: String, to path: String) throws(CommandFailure) {
        try writeOutput(
            text, to: path, command: "port", newFileMode: OutputFile.mode(of: file) ?? 0o644,
            links: destination == .inPlace ? .follow : .refuse)
    }

    /// One line per edit, per hand edit and per unsimulated name, then the summary.
    func report(_ result: PortResult, names: [UnsimulatedName], namesIn label: String) -> String {
        PortReport.text(file: file, result: result, names: names, namesIn: label) { edits, rest in
            switch destination {
            case .standardOutput: "kbsim port: \(file): \(edits)\(rest)"
            case .file(let path): "kbsim port: wrote \(path): \(edits)\(rest)"
            case .inPlace:
                result.edits.isEmpty ? "kbsim port: \(file) left as it is: \(edits)\(rest)" : "kbsim port: rewrote \(file): \(edits)\(rest)"
            case .check:
                result.needsEdit
                    ? "kbsim port: \(file) needs \(result.edits.isEmpty ? "editing" : PortReport.count(result.edits.count, "edit"))\(rest)"
                    : "kbsim port: \(file) is ported: no edit needed\(rest)"
            }
        }
    }

    /// A storyboard, a xib or an asset catalog read as the simulation reads it: what it holds on
    /// standard error, or its first refusal (65).
    private func checkDocument(_ console: Console) throws(CommandFailure) -> ExitCode {
        let advice = "list it in kbsim-port.txt beside the Swift files, and a test loads it by name as the app does"
        if URL(fileURLWithPath: file).pathExtension == "xcassets" {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: file, isDirectory: &isFolder), isFolder.boolValue else {
                throw CommandFailure(
                    .cannotRead, "kbsim port: cannot read \(file): expected an asset catalog, the .xcassets folder Xcode writes")
            }
            guard FileManager.default.fileExists(atPath: (file as NSString).appendingPathComponent("Contents.json")) else {
                throw CommandFailure(
                    .invalidData,
                    "kbsim port: \(file): an asset catalog without its Contents.json (Xcode writes one at the top of every .xcassets folder)"
                )
            }
            let sets = Self.catalogSets(in: URL(fileURLWithPath: file))
            console.error(
                "kbsim port: \(file) needs no edit: an asset catalog is read as it is (\(PortReport.count(sets.images, "image set")), "
                    + "\(PortReport.count(sets.colors, "colour set"))); \(advice)\n")
            return .ok
        }
        let data = try readInput(file, command: "port")
        let document: InterfaceBuilderDocument
        do throws(InterfaceBuilderError) {
            document = try InterfaceBuilderDocument(data: Data(data), file: file)
        } catch {
            throw CommandFailure(.invalidData, "kbsim port: \(error)")
        }
        var classes: [String] = []
        for element in document.root.preorder {
            if let name = element["customClass"], !classes.contains(name) { classes.append(name) }
        }
        let holds =
            document.kind == .storyboard
            ? PortReport.count(document.scenes.count, "scene")
            : PortReport.count(document.root.list("objects").filter { $0.name != "placeholder" }.count, "top-level object")
        let custom = classes.isEmpty ? "no custom class" : "custom classes \(classes.joined(separator: ", "))"
        console.error("kbsim port: \(file) needs no edit: a \(document.kind.rawValue) is read as it is (\(holds); \(custom)); \(advice)\n")
        return .ok
    }

    /// The image sets and colour sets in a catalog, its folders included.
    static func catalogSets(in catalog: URL) -> (images: Int, colors: Int) {
        var counts = (images: 0, colors: 0)
        let enumerator = FileManager.default.enumerator(at: catalog, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
        while let url = enumerator?.nextObject() as? URL {
            switch url.pathExtension {
            case "imageset": counts.images += 1
            case "colorset": counts.colors += 1
            default: continue
            }
            enumerator?.skipDescendants()
        }
        return counts
    }
}
