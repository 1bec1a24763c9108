import Foundation
import KeyboardSim
import KeyboardSimImport

/// `kbsim import LOG|- [--device NAME] [--technique NAME] > scenario.json`: a pasted log of
/// keyboard notifications as a logged replay scenario on standard output; what was inferred,
/// and why, on standard error.
package struct ImportCommand: Command, CommandForm {
    static let technique = Option<String>("--technique", valueName: "NAME") { (text: String) throws(InvalidValue) -> String in
        guard TechniqueCatalog.names.contains(text) else {
            throw InvalidValue("unknown technique '\(text)'\(didYouMean(text, among: TechniqueCatalog.names))")
        }
        return text
    }

    package static let signature = CommandSignature(
        "import",
        abstract: """
            A pasted log of keyboard notifications or frames (Objective-C, Swift,
            LLDB, React Native or Flutter printing, or a kbsim trace) as a logged
            replay scenario; the device, iOS version and times it inferred, and
            why, on standard error.
            """,
        [
            .argument(ArgumentDeclaration("LOG|-", count: 0...1, accepts: { $0 == "-" || !$0.hasPrefix("-") })),
            .option(CommonOptions.device.declaration), .option(technique.declaration),
            .text("> scenario.json"),
        ])

    package static let discussion: String? = """
        Reads what a device, a debugger or a bug report printed about the keyboard, and writes a
        scenario that posts it again in order:
          notifications  NSConcreteNotification …, Swift's Notification(name: …) and
                         name = … descriptions, a userInfo as NSLog or Swift prints it (also
                         inside a string with escaped quotes), KeyboardSimRecorder's lines, and
                         kbsim run's traces (text or --format json)
          frames         printed alone: Swift's (x, y, width, height), CGRect(x:y:width:height:),
                         {{x, y}, {width, height}} and NSRect: …, LLDB's (origin = (x = …, y = …),
                         size = (width = …, height = …)); a begin/end or shown/hidden label before
                         one is read in English, Spanish, French, German, Portuguese, Chinese,
                         Japanese or Russian
          other          React Native keyboard events (JSON or JavaScript objects), Flutter's
                         viewInsets, and a log of keyboard heights alone
        LOG is a file, or - (or nothing) for standard input. Unrelated lines are skipped; a line
        that cannot be read stops the import with its number and text.
        """

    /// The log's path; `-` reads standard input.
    package var log: String
    package var device: Device?
    package var techniqueName: String

    package init(_ arguments: ParsedArguments) {
        log = arguments.positionals.first ?? "-"
        device = arguments[CommonOptions.device]
        techniqueName = arguments[Self.technique] ?? "bottom-constant"
    }

    package func run(_ console: Console) throws(CommandFailure) -> ExitCode {
        // An empty log cannot be read, whether it is a file or standard input.
        let text = try readText(log, command: "import", console: console)
        let imported: ImportedLog
        do {
            imported = try LogImporter.parse(text, file: log == "-" ? "<stdin>" : log, device: device)
        } catch {
            throw CommandFailure(.invalidData, error.description)
        }
        console.output(imported.scenarioJSON(technique: Technique(rawValue: techniqueName) ?? .bottomConstant))
        let lines = imported.posts.map(\.line)
        let count = imported.posts.count
        console.printError(
            "kbsim import: \(count) keyboard notification\(count == 1 ? "" : "s") from lines \(lines.first ?? 0)–\(lines.last ?? 0) of \(imported.linesRead); other lines skipped"
        )
        for finding in imported.findings { console.printError("kbsim import: \(finding)") }
        return .ok
    }
}
