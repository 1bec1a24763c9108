import Foundation

/// The command outputs the tutorials show, each a file in the catalog's `Resources/`: which
/// command made it, and which of its lines the tutorial shows.
enum TutorialOutputs {
    struct Output: Sendable, CustomStringConvertible {
        enum Lines: Sendable {
            case all
            /// The first `n` lines (a matrix's table without the reasons under it).
            case first(Int)
            /// The last `n` lines (a run's verdicts and outcome).
            case last(Int)
        }

        var file: String
        var arguments: [String]
        var lines: Lines

        /// What the command prints now, cut to the lines shown.
        @MainActor func render() -> String {
            let output = kbsim(arguments).output
            var lines = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            if lines.last == "" { lines.removeLast() }
            switch self.lines {
            case .all: break
            case .first(let count): lines = Array(lines.prefix(count))
            case .last(let count): lines = Array(lines.suffix(count))
            }
            return lines.joined(separator: "\n") + "\n"
        }

        var description: String { file }
    }

    static let resources = DocumentationListings.repository.appendingPathComponent("Sources/KeyboardSim/KeyboardSim.docc/Resources")
    static let folder = "Sources/KeyboardSim/KeyboardSim.docc/Resources/"

    /// `kbsim run` and `kbsim explain` of a tutorial's scenario.
    static func runAndExplain(_ technique: String) -> [Output] {
        [
            Output(file: "\(technique)-run.txt", arguments: ["run", folder + "\(technique)-scenario.json"], lines: .all),
            Output(file: "\(technique)-explain.txt", arguments: ["explain", folder + "\(technique)-scenario.json"], lines: .all),
        ]
    }

    /// The verdicts and outcome of `kbsim run FILE` (nine verdicts and the outcome line).
    static func verdicts(_ file: String, _ path: String) -> Output {
        Output(file: file, arguments: ["run", path], lines: .last(10))
    }

    /// The table of `kbsim matrix` (title, expectations, header, 18 rows, and the count of failing cells).
    static func matrix(_ file: String, _ arguments: [String]) -> Output {
        Output(file: file, arguments: ["matrix"] + arguments, lines: .first(24))
    }

    nonisolated static let all: [Output] =
        runAndExplain("bottom-constant") + [
            verdicts("bottom-constant-frame-begin.txt", "Scenarios/bottom-constant-frame-begin.json"),
            matrix("bottom-constant-frame-begin-matrix.txt", ["bottom-constant", "--bug", "frameBegin"]),
            verdicts("bottom-constant-no-layout.txt", "Scenarios/bottom-constant-no-layout-if-needed.json"),
            verdicts("bottom-constant-hard-coded.txt", "Scenarios/bottom-constant-hard-coded-timing.json"),
        ]
        + runAndExplain("stack-offset") + [
            verdicts("stack-offset-repeated.txt", folder + "stack-offset-repeated-scenario.json"),
            matrix("stack-offset-repeated-matrix.txt", ["stack-offset", "--bug", "repeatedWillShow"]),
        ]
        + runAndExplain("frame-shift") + [
            verdicts("frame-shift-ios7.txt", "Scenarios/frame-shift-ios7-landscape.json"),
            verdicts("frame-shift-ios17.txt", "Scenarios/frame-shift-ios17-landscape.json"),
        ]
        + runAndExplain("legacy-animations") + [
            verdicts("legacy-animations-never-removed.txt", folder + "legacy-animations-never-removed.json")
        ]
        + runAndExplain("constant-with-layout") + [
            verdicts("constant-with-layout-strong-self.txt", folder + "constant-with-layout-strong-self.json")
        ]
        + runAndExplain("keyboard-layout-guide") + [
            matrix("keyboard-layout-guide-matrix.txt", ["keyboard-layout-guide"])
        ]
        + runAndExplain("scroll-view-insets") + [
            verdicts("scroll-view-insets-double-safe-area.txt", "Scenarios/scroll-view-insets-double-safe-area.json"),
            matrix("scroll-view-insets-double-safe-area-matrix.txt", ["scroll-view-insets", "--bug", "doubleSafeArea"]),
            verdicts("scroll-view-insets-frame-not-converted.txt", "Scenarios/scroll-view-insets-frame-not-converted.json"),
        ]
}
