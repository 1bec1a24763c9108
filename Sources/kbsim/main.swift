import Foundation
import KeyboardSim

// The command-line front end. Scenario replay arrives with the scenarios issue; until then the
// tool replays one built-in demonstration so the package has a runnable example.
let arguments = Array(CommandLine.arguments.dropFirst())
exit(KBSimCommand.run(arguments))
