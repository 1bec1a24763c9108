import Foundation
import Testing

@MainActor @Suite("kbsim end to end")
struct KBSimEndToEndTests {
    @Test("the walkthrough's trace is byte-identical in two separate processes")
    func deterministic() throws {
        let first = try KBSimBinary.run(["demo"])
        let second = try KBSimBinary.run(["demo"])
        #expect(first.status == 0)
        #expect(first.stdout == second.stdout)
        #expect(first.stdout.count > 1000)
        // Every willChangeFrame post reaches the selector (#1), the block (#2) and the message
        // (#3) observers in registration order.
        let lines = first.stdout.split(separator: "\n").map(String.init)
        let deliveries = lines.filter { $0.contains("    → ") }.map { line in
            String(line.split(separator: "(").last ?? "")
        }
        #expect(
            deliveries
                == Array(repeating: ["selector #1, appeared)", "block #2, appeared)", "message #3, appeared)"], count: 2).flatMap { $0 })
        #expect(first.stdout.hasSuffix("observer audit: clean\n"))
    }

    @Test("the walkthrough runs on every device and profile")
    func everyDevice() throws {
        for (device, ios) in [("iphone-se-1", "7"), ("iphone-11-pro", "10"), ("ipad-9-7", "17"), ("iphone-16", "6")] {
            let result = try KBSimBinary.run(["demo", "--device", device, "--ios", ios])
            #expect(result.status == 0, "\(device) iOS \(ios): \(result.stderr)")
            #expect(result.stdout.contains("UIKeyboardWillShowNotification"))
        }
    }

    @Test("list devices marks every unconfirmed value")
    func listDevices() throws {
        let result = try KBSimBinary.run(["list", "devices"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("iPhone SE (3rd generation)"))
        let se3 = result.stdout.split(separator: "\n").first { $0.hasPrefix("iPhone SE (3rd generation)") }
        let columns = se3.map { $0.components(separatedBy: "  ").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty } }
        #expect(
            columns == [
                "iPhone SE (3rd generation)", "iphone-se-3", "8–10", "portrait", "375×667", "20,0,0,0 (unconfirmed 1)",
                "216 (source 12)", "258 (source 13)", "258 (unconfirmed 4)", "60",
            ], "confirmed heights print bare")
        #expect(result.stdout.contains("162 (unconfirmed"))
        #expect(result.stdout.contains("Unconfirmed values"))
        let behaviours = try KBSimBinary.run(["list", "behaviours"])
        #expect(behaviours.stdout.contains("willShow re-posted on focus change"))
        #expect(behaviours.stdout.contains("0.5 s after the will-pair"))
    }

    @Test(
        "usage errors exit 64 and say what was expected",
        arguments: [
            (["dmeo"], "kbsim: unknown command 'dmeo' (did you mean \"demo\"?)"),
            (["demo", "--device", "iPhone 99"], "kbsim demo: unknown device 'iPhone 99'"),
            (
                ["demo", "--ios", "20"],
                "kbsim demo: unknown iOS version '20': iOS 20 never shipped: after iOS 18 came iOS 26 (2025); expected a version from 5 to 18 or 26, as N, N.M or N.M.P"
            ),
            (["demo", "--device"], "kbsim demo: --device needs a value"),
            (["list", "devcies"], "kbsim list: unknown topic 'devcies' (did you mean \"devices\"?)"),
            ([], "USAGE: kbsim <command> [options]"),
        ])
    func usageErrors(arguments: [String], message: String) throws {
        let result = try KBSimBinary.run(arguments)
        #expect(result.status == 64)
        #expect(result.stderr.contains(message), "\(result.stderr)")
        #expect(result.stdout.isEmpty)
    }

    @Test("--version and --help")
    func versionAndHelp() throws {
        #expect(try KBSimBinary.run(["--version"]).stdout == "kbsim 0.1.0\n")
        let help = try KBSimBinary.run(["--help"])
        #expect(help.status == 0)
        #expect(help.stdout.contains("COMMANDS:"))
        #expect(try KBSimBinary.run(["demo", "--help"]).stdout.contains("USAGE: kbsim demo"))
    }
}
