import KeyboardSim
@testable import KeyboardSimBenchmarks
import Testing

@MainActor @Suite("BusBenchmark")
struct BusBenchmarkTests {
    @Test("every post reaches the three observers (in registration order on the bus) and the report has both figures")
    func deliveriesAndReport() {
        var options = BusBenchmark.Options()
        options.postsPerRound = 50
        options.rounds = 1
        let report = BusBenchmark.run(options)
        #expect(report.checks.map(\.name) == ["deliveries", "bus / Foundation ratio", "recorded post / Foundation ratio"])
        #expect(report.checks.first?.status == .ok)
        let lines = report.text.split(separator: "\n").map(String.init)
        #expect(lines.first == "Bus benchmark: UIKeyboardWillShowNotification with its full userInfo, posted to 3 selector observers")
        #expect(lines.contains("(median of 1 rounds of 50 posts on each center, alternating)"))
        #expect(lines.contains { $0.hasPrefix("  raw Foundation NotificationCenter (3 block observers)") && $0.hasSuffix("µs/post  1×") })
        #expect(
            lines.contains {
                $0.hasPrefix("  NotificationBus (Darwin order, removal checked per delivery)") && $0.contains("(goal ≤ 1.25×: ")
            })
        #expect(
            lines.contains { $0.hasPrefix("  the same in a Simulation (audit and trace record everything)") && $0.contains("(goal ≤ 3×: ") }
        )
        #expect(lines.contains { $0.hasPrefix("  memory a recorded post keeps") && $0.hasSuffix(" bytes") })
        #expect(lines.last == "  deliveries: 3 per post, the bus's in registration order, the audit's all recorded — all made")
    }
}
