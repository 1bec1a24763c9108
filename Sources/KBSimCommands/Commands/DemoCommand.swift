import KeyboardSim

/// `kbsim demo [--device NAME] [--ios VERSION]`: the built-in walkthrough's trace and observer
/// audit.
package struct DemoCommand: Command, CommandForm {
    package static let signature = CommandSignature(
        "demo",
        abstract: """
            Replay the built-in walkthrough (push a sign-up screen, focus its field,
            dismiss the keyboard, pop) and print its trace and observer audit.
            """, [.option(CommonOptions.device.declaration), .option(CommonOptions.ios.declaration)],
        diagnostics: CommandSignature.Diagnostics(usageAfterUnexpectedArgument: false))

    package static var discussion: String? {
        "Devices: \(Device.catalog.map(\.id).joined(separator: ", "))\niOS versions: \(BehaviorProfile.identifiers.joined(separator: ", "))"
    }

    package var device: Device
    package var profile: BehaviorProfile

    package init(_ arguments: ParsedArguments) {
        device = arguments[CommonOptions.device] ?? .iPhoneSE3
        profile = arguments[CommonOptions.ios] ?? .iOS17
    }

    package func run(_ console: Console) throws(CommandFailure) -> ExitCode {
        console.output(Walkthrough.run(device: device, profile: profile))
        return .ok
    }
}
