import KeyboardSim

/// `kbsim matrix`: a technique on every device, orientation and keyboard kind
/// (``Technique``), or scenario files with every technique (``Files``); exit 1 when a cell
/// fails. The first argument chooses: a `.json` file, or a technique's name.
package enum MatrixCommand: Command {
    package static var forms: [CommandSignature] { [Technique.signature, Files.signature] }

    package static var discussion: String? {
        """
        Techniques: \(TechniqueCatalog.names.joined(separator: ", ")) (kbsim list techniques shows their bugs)
        Keypads, only when --keyboard names them (the field gets that keyboard type before it is focused): \(TechniqueMatrix.KeyboardKind.keypads.map(\.rawValue).joined(separator: ", "))
        """
    }

    package static func main(_ arguments: [String], console: Console) -> ExitCode {
        if let first = arguments.first, first.hasSuffix(".json") {
            return Files.main(arguments, console: console, command: Self.self)
        }
        return Technique.main(arguments, console: console, command: Self.self)
    }

    /// `kbsim matrix TECHNIQUE [--bug NAME] [--ios VERSION] [--sdk SDK[,SDK…]] [--device NAME|all]
    /// [--orientation portrait|landscape] [--keyboard KIND[,KIND…]]`.
    package struct Technique: CommandForm {
        static let bug = Option<String>("--bug", valueName: "NAME")
        /// `--device NAME`: one device; `--device all`: the whole catalogue. Without it, the
        /// representative devices (`Device.representatives`).
        static let device = Option<[Device]>("--device", valueName: "NAME|all") { (text: String) throws(InvalidValue) -> [Device] in
            if text == "all" { return Device.catalog }
            guard let found = Device.named(text) else {
                throw InvalidValue("unknown device '\(text)'\(didYouMean(text, among: Device.catalog.map(\.id) + ["all"]))")
            }
            return [found]
        }
        /// `--sdk 18,26`: one table per SDK the app is built with (checked once both are read);
        /// without it, the iOS's own SDK.
        static let sdk = Option<[String]>("--sdk", valueName: "SDK[,SDK…]") { (text: String) throws(InvalidValue) -> [String] in
            text.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        }
        static let orientation = Option<UIInterfaceOrientation>("--orientation", values: ["portrait", "landscape"]) {
            $0 == "portrait" ? .portrait : .landscapeRight
        }
        /// `--keyboard emoji,accessory`: the columns, in the table's order (the keypads,
        /// `decimalPad` and the others, only when named).
        static let keyboard = Option<[TechniqueMatrix.KeyboardKind]>("--keyboard", valueName: "KIND[,KIND…]") {
            (text: String) throws(InvalidValue) -> [TechniqueMatrix.KeyboardKind] in
            let names = TechniqueMatrix.KeyboardKind.allCases.map(\.rawValue)
            let given = text.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
            for name in given where !names.contains(name) {
                throw InvalidValue(
                    "unknown keyboard kind '\(name)'\(didYouMean(name, among: names)); expected one of \(names.joined(separator: ", "))")
            }
            return TechniqueMatrix.KeyboardKind.allCases.filter { given.contains($0.rawValue) }
        }

        package static let signature = CommandSignature(
            "matrix",
            abstract: """
                The technique on every representative device (--device all: the whole
                catalogue) × orientation × keyboard kind (standard, emoji, korean,
                accessory, hardware, and on iPad undocked, split, floating from
                iPadOS 13): a table of verdicts, then why each failing cell fails;
                --sdk 18,26: a table per SDK the app is built with.
                """,
            [
                // Optional to the scanner: a missing technique is asked for with the list of them.
                .argument(ArgumentDeclaration("TECHNIQUE", count: 0...1)),
                .option(bug.declaration), .option(CommonOptions.ios.declaration), .option(sdk.declaration),
                .option(device.declaration),
                .option(orientation.declaration), .option(keyboard.declaration),
            ])

        package var technique: TechniqueConfiguration
        /// The iOS profile once per SDK the app is built with, in the order given.
        package var profiles: [BehaviorProfile]
        package var devices: [Device]
        package var orientations: [UIInterfaceOrientation]
        package var keyboards: [TechniqueMatrix.KeyboardKind]

        package init(_ arguments: ParsedArguments) throws(UsageError) {
            let names = TechniqueCatalog.names
            guard let name = arguments.positionals.first else {
                throw UsageError(.command("which technique?\n\(MatrixCommand.usage)\nTechniques: \(names.joined(separator: ", "))"))
            }
            guard let entry = TechniqueCatalog.entries.first(where: { $0.name == name }) else {
                throw UsageError(.command("unknown technique '\(name)'\(didYouMean(name, among: names))"))
            }
            let bug = arguments[Self.bug]
            if let bug, !entry.bugs.contains(where: { $0.name == bug }) {
                let known = entry.bugs.map(\.name)
                let hint = known.isEmpty ? " (it has none)" : didYouMean(bug, among: known) + "; its bugs: " + known.joined(separator: ", ")
                throw UsageError(.command("\(name) has no bug '\(bug)'\(hint)"))
            }
            technique = TechniqueConfiguration(name: entry.technique, bug: entry.bugs.first { $0.name == bug }?.bug)
            let profile = arguments[CommonOptions.ios] ?? .iOS17
            profiles = try (arguments[Self.sdk] ?? [String(profile.sdk)]).map { (text: String) throws(UsageError) -> BehaviorProfile in
                switch profile.settingSDK(text) {
                case .success(let built): return built
                case .failure(let refusal): throw UsageError(.command("--sdk '\(text)': \(refusal.message)"))
                }
            }
            devices = arguments[Self.device] ?? Device.representatives
            orientations = arguments[Self.orientation].map { [$0] } ?? TechniqueMatrix.orientations
            keyboards = arguments[Self.keyboard] ?? TechniqueMatrix.KeyboardKind.defaults
            // A matrix of no cell would check nothing: refused before anything runs.
            if !devices.contains(where: { device in keyboards.contains { $0.applies(to: device, on: profile) } }) {
                let kinds = keyboards.map(\.rawValue).joined(separator: ", ")
                let pads = devices.contains { $0.idiom == .pad }
                throw UsageError(
                    .command(
                        pads
                            ? "no cell to run: the floating keyboard came with iPadOS 13, and the matrix runs iOS \(profile.majorVersion)"
                            : "no cell to run: \(kinds) \(keyboards.count == 1 ? "applies" : "apply") only to an iPad, and \(devices.map(\.name).joined(separator: ", ")) is not one"
                    ))
            }
        }

        package func run(_ console: Console) throws(CommandFailure) -> ExitCode {
            let results = profiles.map { profile in
                TechniqueMatrix.run(technique, profile: profile, devices: devices, orientations: orientations, keyboards: keyboards)
            }
            console.output(results.map { TechniqueMatrix.text($0) }.joined(separator: "\n"))
            return results.allSatisfy(\.passed) ? .ok : .failure
        }
    }

    /// `kbsim matrix FILE.json… [--bugs]`: which technique survives which sequence.
    package struct Files: CommandForm {
        static let bugs = Flag("--bugs")

        package static let signature = CommandSignature(
            "matrix",
            abstract: """
                The files' steps (logged replays above all) with every technique, each
                on its own screen; --bugs adds each bug and force-unwrapping variant.
                """,
            [
                .argument(ArgumentDeclaration("FILE.json", count: 1..., accepts: { $0.hasSuffix(".json") })),
                .option(bugs.declaration),
            ], helpNames: [],
            diagnostics: CommandSignature.Diagnostics(unexpectedArgumentNote: " with scenario files (they fix the device and iOS version)"))

        package var files: [String]
        package var includingBugs: Bool

        package init(_ arguments: ParsedArguments) {
            files = arguments.positionals
            includingBugs = arguments.contains(Self.bugs)
        }

        package func run(_ console: Console) throws(CommandFailure) -> ExitCode {
            let result = TechniqueMatrix.run(
                try loadScenarios(files, command: "matrix"), techniques: TechniqueMatrix.rows(includingBugs: includingBugs))
            console.output(TechniqueMatrix.text(result))
            return result.passed ? .ok : .failure
        }
    }
}
