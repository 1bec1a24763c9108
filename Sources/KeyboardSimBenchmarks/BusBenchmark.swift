import Foundation
import KeyboardSim

/// `kbsim bench bus`: one keyboard notification (willShow with its full userInfo) posted to
/// three selector observers through the simulation's center — `NotificationBus` with its
/// Darwin order, the audit and the trace recording every post and delivery — and through a raw
/// Foundation `NotificationCenter` (three block observers calling the same method: Foundation
/// on Linux has no selector observers), in one run, alternating rounds.
///
///     let report = BusBenchmark.run(BusBenchmark.Options())
///     report.checks.map(\.name)  // ["deliveries", "bus / Foundation ratio"]
@MainActor package enum BusBenchmark {
    /// How `kbsim bench bus` runs (its `--quick` lowers the counts).
    package struct Options: Sendable {
        /// Posts per round, on each center.
        package var postsPerRound = 20_000
        /// Rounds on each center, alternating; the figure is the median round.
        package var rounds = 9

        /// The default run: the figures the documentation quotes.
        package init() {}
    }

    /// The goal of issue 14, checked on the center itself (`NotificationBus`, Darwin's order and
    /// removal checks): a post costs at most 1.25 times a raw Foundation post.
    package static let ratioTarget = 1.25
    /// The goal of issue 26, checked on the same center in a `Simulation`, whose audit and trace
    /// record every post and delivery: at most 3 times a raw Foundation post.
    package static let recordedRatioTarget = 3.0

    /// An observer with a keyboard handler that reads the notification, as apps' do.
    final class Observer {
        let index: Int
        var received = 0
        /// The observer indices in delivery order, for the first post of a round.
        var log: ObserverLog

        init(index: Int, log: ObserverLog) {
            self.index = index
            self.log = log
        }

        func keyboardWillShow(_ notification: Notification) {
            received += 1
            if received == 1 { log.order.append(index) }
            if notification.userInfo == nil { log.missingUserInfo = true }
        }
    }

    final class ObserverLog {
        var order: [Int] = []
        var missingUserInfo = false
    }

    /// What one round measured.
    struct Round {
        var seconds: Double
        var deliveries: Int
        var order: [Int]
        var userInfoDelivered: Bool
        /// How much the resident set grew over the posts, in kilobytes (meaningful for the
        /// process's first large round, before freed memory is there to be reused).
        var residentGrowthKilobytes: Int?
    }

    /// The userInfo iOS 17 posts with a willShow on an iPhone SE (3rd generation).
    static var userInfo: [AnyHashable: Any] {
        KeyboardInfo(
            beginFrame: CGRect(x: 0, y: 667, width: 375, height: 260), endFrame: CGRect(x: 0, y: 407, width: 375, height: 260),
            animationDuration: 0.25, animationCurve: .keyboard, isLocal: true
        ).userInfo(includingDeprecatedKeys: true)
    }

    /// `posts` posts to three selector observers through a `NotificationBus`: the center alone
    /// (`inSimulation: false`), or a fresh simulation's center, whose audit and trace record
    /// every post and delivery.
    static func roundOnBus(posts: Int, inSimulation: Bool) -> Round {
        let sim = inSimulation ? Simulation(device: .iPhoneSE3, profile: .iOS17) : nil
        let center = sim?.notificationCenter ?? NotificationBus()
        let log = ObserverLog()
        let observers = (1...3).map { Observer(index: $0, log: log) }
        for observer in observers {
            center.addObserver(
                observer, selector: Observer.keyboardWillShow,
                name: UIResponder.keyboardWillShowNotification, object: nil)
        }
        let info = userInfo
        let screen = sim?.screen ?? UIScreen(portraitSize: Device.iPhoneSE3.portraitSize, scale: 2, maximumFramesPerSecond: 60)
        let residentBefore = SolverBenchmark.residentKilobytes()
        let start = ContinuousClock.now
        for _ in 0..<posts {
            center.post(name: UIResponder.keyboardWillShowNotification, object: screen, userInfo: info)
        }
        let seconds = (ContinuousClock.now - start).secondsValue
        var residentGrowth: Int?
        if let residentBefore, let residentAfter = SolverBenchmark.residentKilobytes() { residentGrowth = residentAfter - residentBefore }
        let received = observers.map(\.received).reduce(0, +)
        // In a simulation a delivery counts when the observer ran it and the audit recorded it.
        let recorded = sim.map { $0.audit.deliveries.count == received } ?? true
        return Round(
            seconds: seconds, deliveries: recorded ? received : -1,
            order: log.order, userInfoDelivered: !log.missingUserInfo, residentGrowthKilobytes: residentGrowth)
    }

    /// `posts` posts through a raw Foundation center to three block observers calling the same
    /// method.
    static func roundOnFoundation(posts: Int) -> Round {
        let center = Foundation.NotificationCenter()
        let log = ObserverLog()
        let observers = (1...3).map { Observer(index: $0, log: log) }
        // Foundation's blocks are @Sendable; the round runs on this thread only.
        let boxes = observers.map { UncheckedObserver(observer: $0) }
        let tokens = boxes.map { box in
            center.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil) { note in
                box.observer.keyboardWillShow(note)
            }
        }
        let info = userInfo
        let screen = UIScreen(portraitSize: Device.iPhoneSE3.portraitSize, scale: 2, maximumFramesPerSecond: 60)
        let start = ContinuousClock.now
        for _ in 0..<posts {
            center.post(name: UIResponder.keyboardWillShowNotification, object: screen, userInfo: info)
        }
        let seconds = (ContinuousClock.now - start).secondsValue
        tokens.forEach(center.removeObserver)
        // Foundation on Linux delivers in hash order: the order is reported, not checked.
        return Round(
            seconds: seconds, deliveries: observers.map(\.received).reduce(0, +),
            order: log.order.sorted(), userInfoDelivered: !log.missingUserInfo)
    }

    /// Carries an observer into Foundation's `@Sendable` block; the benchmark posts on the
    /// thread that made it, so nothing crosses threads.
    final class UncheckedObserver: @unchecked Sendable {
        let observer: Observer
        init(observer: Observer) { self.observer = observer }
    }

    /// Runs the rounds, alternating the centers, and reports the medians, the ratios and the
    /// checks: every delivery made (three per post, in registration order on the bus, each
    /// recorded by the audit in a simulation) and the ratio goal of the center.
    package static func run(_ options: Options) -> BenchmarkReport {
        let posts = max(1, options.postsPerRound)
        let rounds = max(1, options.rounds)
        // Memory a recorded post keeps (its records, the audit's delivery, the userInfo kept to
        // decode): how much the resident set grows over a first round in a simulation, per post.
        let memoryRound = roundOnBus(posts: posts, inSimulation: true)
        let bytesPerPost = memoryRound.residentGrowthKilobytes.map { Double($0) * 1024 / Double(posts) }
        // A warm-up of each, not counted.
        _ = roundOnBus(posts: min(posts, 1000), inSimulation: false)
        _ = roundOnBus(posts: min(posts, 1000), inSimulation: true)
        _ = roundOnFoundation(posts: min(posts, 1000))
        var bus: [Round] = []
        var simulation: [Round] = []
        var foundation: [Round] = []
        for _ in 0..<rounds {
            bus.append(roundOnBus(posts: posts, inSimulation: false))
            foundation.append(roundOnFoundation(posts: posts))
            simulation.append(roundOnBus(posts: posts, inSimulation: true))
        }
        let busPerPost = median(bus.map(\.seconds)) / Double(posts)
        let simulationPerPost = median(simulation.map(\.seconds)) / Double(posts)
        let foundationPerPost = median(foundation.map(\.seconds)) / Double(posts)
        let ratio = busPerPost / foundationPerPost
        let recordedRatio = simulationPerPost / foundationPerPost
        let deliveriesRight = (bus + simulation + foundation).allSatisfy {
            $0.deliveries == 3 * posts && $0.order == [1, 2, 3] && $0.userInfoDelivered
        }
        var out =
            "Bus benchmark: \(UIResponder.keyboardWillShowNotification.rawValue) with its full userInfo, posted to 3 selector observers\n"
        out += "(median of \(rounds) rounds of \(posts) posts on each center, alternating)\n\n"
        out += "  raw Foundation NotificationCenter (3 block observers)        \(microseconds(foundationPerPost)) µs/post  1×\n"
        out +=
            "  NotificationBus (Darwin order, removal checked per delivery)  \(microseconds(busPerPost)) µs/post  \(formatNumber(ratio, decimals: 2))× "
        out += "(goal ≤ \(formatNumber(ratioTarget, decimals: 2))×: \(ratio <= ratioTarget ? "met" : "BAD, missed"))\n"
        out += "  the same in a Simulation (audit and trace record everything)   \(microseconds(simulationPerPost)) µs/post  "
        out +=
            "\(formatNumber(recordedRatio, decimals: 2))× (goal ≤ \(formatNumber(recordedRatioTarget, decimals: 2))×: \(recordedRatio <= recordedRatioTarget ? "met" : "BAD, missed"))\n"
        out += "  memory a recorded post keeps (a post, three deliveries, the audit's records)  "
        out += bytesPerPost.map { "about \(Int($0.rounded())) bytes\n" } ?? "unknown\n"
        out +=
            "  deliveries: 3 per post, the bus's in registration order, the audit's all recorded — \(deliveriesRight ? "all made" : "WRONG")\n"
        return BenchmarkReport(
            text: out,
            checks: [
                BenchmarkCheck("deliveries", deliveriesRight ? .ok : .wrong),
                BenchmarkCheck("bus / Foundation ratio", ratio <= ratioTarget ? .ok : .bad),
                BenchmarkCheck("recorded post / Foundation ratio", recordedRatio <= recordedRatioTarget ? .ok : .bad),
            ])
    }

    private static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
    }

    private static func microseconds(_ seconds: Double) -> String {
        formatNumber(seconds * 1_000_000, decimals: 3)
    }
}
