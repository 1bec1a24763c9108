import KeyboardSim

/// `kbsim demo [--device NAME] [--ios VERSION]`: the built-in walkthrough's trace and observer
/// audit.
public struct DemoCommand: Command, CommandForm {
    public static let signature = CommandSignature(
        "demo",
        abstract: """
            Replay the built-in walkthrough (push a sign-up screen, focus its field,
            dismiss the keyboard, pop) and print its trace and observer audit.
            """, [.option(CommonOptions.device.declaration), .option(CommonOptions.ios.declaration)],
        diagnostics: CommandSignature.Diagnostics(usageAfterUnexpectedArgument: false))

    public static var discussion: String? {
        "Devices: \(Device.catalog.map(\.id).joined(separator: ", "))\niOS versions: \(BehaviorProfile.identifiers.joined(separator: ", "))"
    }

    public var device: Device
    public var profile: BehaviorProfile

    public init(_ arguments: ParsedArguments) {
        device = arguments[CommonOptions.device] ?? .iPhoneSE3
        profile = arguments[CommonOptions.ios] ?? .iOS17
    }

    public func run(_ console: Console) throws(CommandFailure) -> ExitCode {
        console.output(Walkthrough.run(device: device, profile: profile))
        return .ok
    }
}
