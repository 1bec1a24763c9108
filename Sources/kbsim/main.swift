import Foundation
import KBSimCommands

// `kbsim`: the commands live in KBSimCommands, where tests run them in process.
exit(KBSim.main(Array(CommandLine.arguments.dropFirst()), console: .standard).rawValue)
