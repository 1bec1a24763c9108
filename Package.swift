// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "KeyboardSim",
    products: [
        // The UIKit-shaped simulation: clock, notification bus, keyboard, lifecycle, audit.
        .library(name: "KeyboardSim", targets: ["KeyboardSim"]),
        // The incremental Cassowary solver, usable on its own.
        .library(name: "ConstraintSolver", targets: ["ConstraintSolver"]),
        // The command-line front end.
        .executable(name: "kbsim", targets: ["kbsim"]),
    ],
    targets: [
        .target(name: "ConstraintSolver"),
        .target(name: "KeyboardSim", dependencies: ["ConstraintSolver"]),
        // The commands: argument scanning, usage text, exit codes; tested in process.
        .target(name: "KBSimCommands", dependencies: ["KeyboardSim"]),
        .executableTarget(name: "kbsim", dependencies: ["KBSimCommands"]),
        .testTarget(name: "ConstraintSolverTests", dependencies: ["ConstraintSolver"], resources: [.copy("Fixtures")]),
        .testTarget(name: "KeyboardSimTests", dependencies: ["KeyboardSim"]),
        .testTarget(name: "KBSimCommandsTests", dependencies: ["KBSimCommands"]),
        // End to end: runs the built `kbsim` (the dependency makes `swift test` build it first).
        .testTarget(name: "kbsimTests", dependencies: ["kbsim"]),
    ],
    swiftLanguageModes: [.v6]
)
