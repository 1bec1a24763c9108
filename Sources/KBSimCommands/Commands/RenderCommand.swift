import Foundation
import KeyboardSim

/// `kbsim render FILE [FILE2] (--html OUT.html | --svg OUT.svg) [--fps 60|120]`: the
/// self-contained HTML player, or the timeline as SVG; two files share one timeline (a correct
/// and a buggy technique side by side).
package struct RenderCommand: Command, CommandForm {
    static let html = Option<String>("--html", valueName: "OUT.html")
    static let svg = Option<String>("--svg", valueName: "OUT.svg")

    package static let signature = CommandSignature(
        "render",
        abstract: """
            Pictures: a self-contained HTML player (device, timeline, logs,
            verdicts, narration; two files side by side), or the timeline as SVG.
            """,
        [
            .argument(ArgumentDeclaration("FILE [FILE2]", count: 1...2, countProblem: { "expected one or two scenario files, got \($0)" })),
            .alternatives([html.declaration, svg.declaration], required: true),
            .option(CommonOptions.fps.declaration),
        ], diagnostics: CommandSignature.Diagnostics(suggestsOptions: true))

    package static let discussion: String? = """
        --html writes one self-contained page (open page.html#t=0.6 to start at 0.6 s); --svg the timeline alone.
        An output is never an input; it is written to a temporary file beside it, then renamed into
        place (a regular file there keeps its permissions); a link, pipe, device or folder there is
        refused and left as it is.
        """

    package var files: [String]
    package var htmlPath: String?
    package var svgPath: String?
    package var framesPerSecond: Int?

    package init(_ arguments: ParsedArguments) throws(UsageError) {
        files = arguments.positionals
        htmlPath = arguments[Self.html]
        svgPath = arguments[Self.svg]
        framesPerSecond = arguments[CommonOptions.fps]
        guard htmlPath != nil || svgPath != nil else {
            throw UsageError(.command("say where to write: --html OUT.html or --svg OUT.svg\n\(Self.usage)"))
        }
        // An input is never an output, and the two outputs are two files.
        for output in [htmlPath, svgPath].compactMap({ $0 }) {
            if let input = files.first(where: { Self.sameFile($0, output) }) {
                throw UsageError(.command("the output \(output) is the input \(input); write the picture somewhere else\n\(Self.usage)"))
            }
        }
        if let htmlPath, let svgPath, Self.sameFile(htmlPath, svgPath) {
            throw UsageError(.command("--html and --svg both name \(htmlPath); give each its own file\n\(Self.usage)"))
        }
    }

    /// Whether two paths name the same file (relative or absolute, through symbolic links).
    static func sameFile(_ a: String, _ b: String) -> Bool { OutputFile.sameFile(a, b) }

    package func run(_ console: Console) throws(CommandFailure) -> ExitCode {
        let outputs: [(path: String?, render: ([Trace]) -> String)] = [
            (htmlPath, { HTMLReport.html($0) }), (svgPath, { TimelinePlot.svg($0) }),
        ]
        // What is at an output path is refused before anything runs.
        for case let path? in outputs.map(\.path) { try checkOutput(path, command: "render") }
        let traces = try loadScenarios(files, command: "render").map { ScenarioRunner.run($0, framesPerSecond: framesPerSecond).trace }
        for output in outputs {
            guard let path = output.path else { continue }
            let text = output.render(traces)
            try writeOutput(text, to: path, command: "render")
            console.print("wrote \(path) (\(text.utf8.count / 1024) KiB)")
        }
        return .ok
    }
}
