import Foundation
import KBSimCommands

// The KeyboardSimPort plugin's tool: `kbsim port FILE --output PORT --source-location` (the
// compiler's messages about the port name the app's file and line) under a name of its own. A plugin's tool is
// built a second time for the host, and SwiftPM links it into the package's tests beside `kbsim`,
// whose entry point would then be defined twice.
exit(KBSim.main(["port"] + CommandLine.arguments.dropFirst() + ["--source-location"], console: .standard).rawValue)
