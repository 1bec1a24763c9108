// swift-tools-version:6.1
import PackageDescription

let package = Package(
    name: "KeyboardSim",
    products: hostHasApplesFrameworks ? recorderAndSolver.products : simulation.products,
    targets: hostHasApplesFrameworks ? recorderAndSolver.targets : simulation.targets,
    swiftLanguageModes: [.v6]
)

/// Whether the manifest is read on an Apple platform (macOS, Xcode). There Apple's UIKit, Combine
/// and ObjectiveC exist, and modules of those names in this package would shadow them, so the
/// package offers only what stands beside Apple's frameworks: the recorder an iOS app drops in,
/// and the solver. Everything else is for Linux, where those frameworks do not exist.
/// `KEYBOARDSIM_MANIFEST_AS_ON_APPLE_PLATFORMS=1` reads the manifest as a Mac would (the test of
/// these conditions, `ManifestConditionsTests`, runs it on Linux that way).
var hostHasApplesFrameworks: Bool {
    #if canImport(Darwin)
    return true
    #else
    return Context.environment["KEYBOARDSIM_MANIFEST_AS_ON_APPLE_PLATFORMS"] == "1"
    #endif
}

/// On Apple platforms: the recorder (compiled against Apple's UIKit) and the solver.
var recorderAndSolver: (products: [Product], targets: [Target]) {
    (
        products: [
            .library(name: "KeyboardSimRecorder", targets: ["KeyboardSimRecorder"]),
            .library(name: "ConstraintSolver", targets: ["ConstraintSolver"]),
        ],
        targets: [
            .target(name: "ConstraintSolver"),
            .target(name: "KeyboardSimRecorder"),
        ]
    )
}

/// Where Apple's frameworks do not exist (Linux): the whole simulation.
var simulation: (products: [Product], targets: [Target]) {
    (
        products: [
            // The simulation: clock, notification bus, keyboard, lifecycle, audit, and on top of it
            // the built-in techniques, scenarios and reports.
            .library(name: "KeyboardSim", targets: ["KeyboardSim"]),
            // `import UIKit` where Apple's UIKit is absent (Linux): Foundation and the simulation's
            // UIKit-shaped types, with `NotificationCenter.default` the current simulation's center.
            // `_Testing_UIKit` is the cross-import module Swift Testing asks for beside a module
            // named UIKit; it is empty.
            // `Combine` is the Combine that iOS keyboard code imports beside UIKit (publishers,
            // subscribers, subjects, schedulers), with `NotificationCenter.publisher(for:)` in UIKit.
            // `ObjectiveC` is the part of the Objective-C runtime keyboard libraries import beside
            // UIKit: associated objects.
            .library(name: "UIKit", targets: ["UIKit", "_Testing_UIKit", "Combine", "ObjectiveC"]),
            // Exhaustive assertions for tests (Swift Testing): the keyboard notifications a controller
            // received, the registrations it holds, and the observer audit, failing at the caller's line.
            .library(name: "KeyboardSimTesting", targets: ["KeyboardSimTesting"]),
            // One file an iOS app drops in (or links): prints every keyboard notification with the
            // device, in the form `kbsim import` reads. Compiles against Apple's UIKit and this `UIKit`.
            .library(name: "KeyboardSimRecorder", targets: ["KeyboardSimRecorder"]),
            // The incremental Cassowary solver, usable on its own.
            .library(name: "ConstraintSolver", targets: ["ConstraintSolver"]),
            // The command-line front end.
            .executable(name: "kbsim", targets: ["kbsim"]),
            // A build-tool plugin: ports the iOS files a test target lists in kbsim-port.txt from the
            // app's own folder at build time (kbsim port), so the app's file is the only copy.
            .plugin(name: "KeyboardSimPort", targets: ["KeyboardSimPort"]),
        ],
        targets: [
            .target(name: "ConstraintSolver"),
            // UIKit's enumerations that Swift must import from C, as on iOS (UIView.AnimationCurve).
            .target(name: "UIKitCTypes"),
            // The calling thread's current simulation, as an object the layers above ask for what they
            // know (a notification center, a main run loop): the one ambient lookup. Foundation only.
            .target(name: "SimulationContext"),
            // Clock, bus, animation, the UIKit-shaped types, layout, keyboard, audit, trace, Simulation.
            .target(name: "KeyboardSimCore", dependencies: ["ConstraintSolver", "UIKitCTypes", "SimulationContext"]),
            // Apple's Combine, written for Linux (no dependency on the simulation: its main-queue and
            // RunLoop.main schedulers ask SimulationContext for the current simulation's main run loop).
            .target(name: "Combine", dependencies: ["SimulationContext"]),
            // The Objective-C runtime's associated objects, for Swift on Linux (no dependency).
            .target(name: "ObjectiveC"),
            .target(name: "UIKit", dependencies: ["KeyboardSimCore", "UIKitCTypes", "Combine", "ObjectiveC", "SimulationContext"]),
            .target(name: "_Testing_UIKit", dependencies: ["UIKit"]),
            // On Apple's platforms the recorder imports Apple's UIKit; here, this package's.
            .target(name: "KeyboardSimRecorder", dependencies: [.target(name: "UIKit", condition: .when(platforms: [.linux]))]),
            // Techniques (written as iOS files: `import UIKit`), scenarios, reports, import.
            // Re-exports KeyboardSimCore, never Foundation or UIKit.
            .target(name: "KeyboardSim", dependencies: ["KeyboardSimCore", "UIKit"]),
            // A test store for keyboard observers: imports `Testing` from the toolchain and never
            // re-exports Foundation (a test file imports it beside `UIKit`).
            .target(name: "KeyboardSimTesting", dependencies: ["KeyboardSimCore", "SimulationContext"]),
            // The commands: argument scanning, usage text, exit codes; tested in process.
            // The porting engine (kbsim port, the KeyboardSimPort plugin's tool): Foundation only.
            .target(name: "KBSimPort"),
            // `kbsim import`: pasted logs read into keyboard notifications and written as logged
            // replay scenarios. Only the command line uses it; the library does not carry it.
            .target(name: "KeyboardSimImport", dependencies: ["KeyboardSim"]),
            // `kbsim bench`: the benchmarks, each beside its anchor (kiwi, Foundation, real time).
            // Only the command line uses them; the library does not carry them.
            .target(name: "KeyboardSimBenchmarks", dependencies: ["KeyboardSim", "UIKit"]),
            .target(name: "KBSimCommands", dependencies: ["KeyboardSim", "KeyboardSimImport", "KeyboardSimBenchmarks", "KBSimPort"]),
            .executableTarget(name: "kbsim", dependencies: ["KBSimCommands"]),
            .executableTarget(name: "KeyboardSimPortTool", dependencies: ["KBSimPort"]),
            .plugin(
                name: "KeyboardSimPort", capability: .buildTool(), dependencies: ["KeyboardSimPortTool"],
                path: "Sources/KeyboardSimPortPlugin"),
            .testTarget(name: "CombineTests", dependencies: ["Combine"]),
            .testTarget(name: "ObjectiveCTests", dependencies: ["ObjectiveC"]),
            .testTarget(name: "ConstraintSolverTests", dependencies: ["ConstraintSolver"], resources: [.copy("Fixtures")]),
            // Fixture controllers and trace helpers both test targets use.
            .target(name: "KeyboardSimTestSupport", dependencies: ["KeyboardSimCore"], path: "Tests/KeyboardSimTestSupport"),
            .testTarget(
                name: "KeyboardSimCoreTests", dependencies: ["KeyboardSimCore", "KeyboardSimTestSupport"], exclude: ["Keyboard/Fixtures"]),
            .testTarget(name: "KeyboardSimTests", dependencies: ["KeyboardSim", "KeyboardSimTestSupport"]),
            .testTarget(name: "KeyboardSimImportTests", dependencies: ["KeyboardSimImport", "KeyboardSim", "KeyboardSimTestSupport"]),
            .testTarget(
                name: "KeyboardSimBenchmarksTests", dependencies: ["KeyboardSimBenchmarks", "KeyboardSim", "KeyboardSimTestSupport"]),
            // The UIKit module as an app's test sees it: `import UIKit` and nothing of Foundation directly.
            // A keyboard library's file as published (imports UIKit alone), whose public types are
            // named as the simulation's are: an app that imports both must see only the library's.
            .target(name: "KeyboardLibraryFixture", dependencies: ["UIKit"], path: "Tests/KeyboardLibraryFixture"),
            // A keyboard observer written for Swift 4 (global user-info keys, NSNotification.Name.UIKeyboardWillShow),
            // compiled in Swift 4 mode, where Apple's SDK still has those spellings.
            .target(
                name: "Swift4LibraryFixture", dependencies: ["UIKit"], path: "Tests/Swift4LibraryFixture",
                swiftSettings: [.swiftLanguageMode(.v4)]),
            .testTarget(
                name: "UIKitTests",
                dependencies: [
                    "UIKit", "KeyboardSim", "KeyboardSimTestSupport", "KBSimCommands", "KBSimPort", "KeyboardLibraryFixture",
                    "Swift4LibraryFixture",
                ],
                exclude: ["Fixtures"]),
            // README.md's swift blocks, compiled and run as written (Examples/ is extracted from it).
            .testTarget(name: "ReadmeExamplesTests", dependencies: ["UIKit", "KeyboardSim", "KeyboardSimTesting", "ConstraintSolver"]),
            // The documentation's listings: every swift block of the catalogs' articles and every
            // tutorial step, compiled (Listings/ is extracted from them; a tutorial's step ported
            // as `kbsim port` ports it), each tutorial's finished file and storyboard ported by the
            // plugin as the learner's package does (kbsim-port.txt), the tutorials' controllers run
            // through the device matrix, and every command output the documentation shows
            // compared with what the command prints.
            .testTarget(
                name: "DocumentationListingsTests",
                dependencies: [
                    "UIKit", "_Testing_UIKit", "KeyboardSim", "KeyboardSimTesting", "ConstraintSolver", "KBSimCommands", "KBSimPort",
                ],
                plugins: ["KeyboardSimPort"]),
            // The test store as an app's test uses it: `import UIKit` + `import KeyboardSimTesting`.
            .testTarget(
                name: "KeyboardSimTestingTests",
                dependencies: ["KeyboardSimTesting", "UIKit", "_Testing_UIKit", "KeyboardSim", "KeyboardSimTestSupport"]),
            // The test store in an XCTestCase, as many iOS teams write tests; run in a child process by
            // KeyboardSimTestingTests, which checks that a wrong assertion fails the XCTest test.
            .testTarget(name: "KeyboardSimTestingXCTests", dependencies: ["KeyboardSimTesting", "UIKit", "_Testing_UIKit", "KeyboardSim"]),
            .testTarget(
                name: "KBSimCommandsTests", dependencies: ["KBSimCommands", "KBSimPort", "KeyboardSimBenchmarks", "KeyboardSimTestSupport"]),
            // The porting engine (`kbsim port` and the plugin's tool): tokens, rewrites, findings,
            // the member catalog of the simulated UIKit.
            .testTarget(name: "KBSimPortTests", dependencies: ["KBSimPort", "KBSimCommands"]),
            // The recorder driven by a simulated keyboard, its output imported back.
            .testTarget(
                name: "KeyboardSimRecorderTests",
                dependencies: ["KeyboardSimRecorder", "UIKit", "_Testing_UIKit", "KeyboardSim", "KeyboardSimImport"]),
            // iOS view controllers as apps write them (Originals/, not compiled here) beside their
            // Linux ports (Ports/), driven through the simulation, and checked against `kbsim port`'s
            // engine. The Swift 5 target compiles the same port files (Ports is a symbolic link) in
            // Swift 5 language mode.
            .testTarget(
                name: "PortedControllersTests", dependencies: ["UIKit", "_Testing_UIKit", "KeyboardSim", "KBSimCommands", "KBSimPort"],
                exclude: ["Originals"]),
            .testTarget(
                name: "PortedControllersSwift5Tests", dependencies: ["UIKit", "_Testing_UIKit", "KeyboardSim"],
                swiftSettings: [.swiftLanguageMode(.v5)]),
            // An app's own files tested on Linux as a team would: Tests/ExampleApp holds the iOS app's
            // sources (not compiled here); this target lists the ones it tests in kbsim-port.txt and
            // the KeyboardSimPort plugin ports them at build time.
            .testTarget(
                name: "ExampleAppTests", dependencies: ["UIKit", "_Testing_UIKit", "KeyboardSim", "KeyboardSimTesting"],
                plugins: ["KeyboardSimPort"]),
            // End to end: runs the built `kbsim` (the dependency makes `swift test` build it first).
            .testTarget(name: "kbsimTests", dependencies: ["kbsim"]),
        ]
    )
}
