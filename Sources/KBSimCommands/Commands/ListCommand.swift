import Foundation
import KeyboardSim

/// `kbsim list devices|behaviours|placements|techniques|screens|scenarios`: the catalogues, as text.
package struct ListCommand: Command, CommandForm {
    /// What can be listed, by the word the command line takes (`behaviors` is read as `behaviours`).
    package enum Topic: String, CaseIterable, Sendable {
        case devices
        case behaviors = "behaviours"
        case placements, techniques, screens, scenarios

        init?(word: String) {
            self.init(rawValue: word == "behaviors" ? "behaviours" : word)
        }
    }

    package static let signature = CommandSignature(
        "list",
        abstract: """
            The device catalogue (unconfirmed values marked), the iOS behaviour
            profiles, the iPad keyboard's placements as a state machine, the
            techniques and their bugs, the screens, and the bundled scenarios.
            """,
        [
            .argument(
                ArgumentDeclaration(
                    Topic.allCases.map(\.rawValue).joined(separator: "|"), count: 1...1, accepts: { !$0.hasPrefix("-") },
                    countProblem: { "expected one topic (\(Topic.allCases.map(\.rawValue).joined(separator: ", "))), got \($0)" })),
            .option(markdownFlag.declaration),
        ])

    /// `--markdown`: the devices, behaviours and placements tables as Markdown (the documentation's).
    static let markdownFlag = Flag("--markdown")

    /// Where `list scenarios` looks, relative to the working directory.
    static let scenarioFolder = "Scenarios"

    package var topic: Topic
    /// Markdown tables instead of text (devices, behaviours and placements only).
    package var markdown: Bool

    package init(_ arguments: ParsedArguments) throws(UsageError) {
        let word = arguments.positionals.first ?? ""
        guard let topic = Topic(word: word) else {
            throw UsageError(.command("unknown topic '\(word)'\(didYouMean(word, among: Topic.allCases.map(\.rawValue)))"))
        }
        self.topic = topic
        markdown = arguments.contains(Self.markdownFlag)
        if markdown, ![.devices, .behaviors, .placements].contains(topic) {
            throw UsageError(.command("--markdown applies to devices, behaviours and placements, not \(topic.rawValue)"))
        }
    }

    package func run(_ console: Console) throws(CommandFailure) -> ExitCode {
        switch topic {
        case .devices:
            console.output(Self.deviceTable(markdown: markdown))
        case .behaviors:
            console.output(Self.behaviorTable(markdown: markdown))
        case .placements:
            console.output(Self.placementTable(markdown: markdown))
        case .techniques:
            for entry in TechniqueCatalog.entries {
                console.print("\(entry.name) (screen \(entry.screen)): \(entry.summary)")
                for bug in entry.bugs { console.print("  bug \(bug.name): \(bug.summary)") }
            }
        case .screens:
            for entry in ScreenCatalog.entries { console.print("\(entry.id): \(entry.summary)") }
        case .scenarios:
            let folder = Self.scenarioFolder
            let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
                .filter { $0.hasSuffix(".json") && !$0.hasSuffix(".schema.json") }.sorted()
            guard !names.isEmpty else {
                throw CommandFailure(.cannotRead, "kbsim list scenarios: no scenarios in ./\(folder) (run it from the repository's root)")
            }
            for name in names {
                let path = "\(folder)/\(name)"
                // Read as every command reads a scenario: a link to a device is not read forever.
                if let bytes = try? InputFile.read(path), let scenario = try? scenario(from: bytes, file: path) {
                    console.print("\(path): \(scenario.title)")
                } else {
                    console.print("\(path): (invalid — kbsim run shows why)")
                }
            }
        }
        return .ok
    }
}
