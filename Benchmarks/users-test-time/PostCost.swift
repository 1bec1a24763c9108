// The cost of one recorded keyboard post, measured from a package outside KeyboardSim (issue 47):
// measure.py copies this file into a scratch package that depends on KeyboardSim by path and
// builds it in release. One willShow with iOS 17's full userInfo, posted to three selector
// observers through a simulation's center (the audit and the trace record every post and
// delivery), beside a raw Foundation center with three block observers calling the same method
// (Foundation on Linux has no selector observers); rounds alternate, medians compared.
import Foundation
import KeyboardSim

final class Observer: @unchecked Sendable {
    var received = 0
    func keyboardWillShow(_ notification: Notification) {
        if notification.userInfo != nil { received += 1 }
    }
}

let userInfo = KeyboardInfo(
    beginFrame: CGRect(x: 0, y: 667, width: 375, height: 260), endFrame: CGRect(x: 0, y: 407, width: 375, height: 260),
    animationDuration: 0.25, animationCurve: .keyboard, isLocal: true
).userInfo(includingDeprecatedKeys: true)
let posts = 20_000
let name = UIResponder.keyboardWillShowNotification

@MainActor func recordedRound() -> (seconds: Double, delivered: Bool) {
    let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
    let observers = (1...3).map { _ in Observer() }
    for observer in observers {
        sim.notificationCenter.addObserver(observer, selector: Observer.keyboardWillShow, name: name, object: nil)
    }
    let start = ContinuousClock.now
    for _ in 0..<posts { sim.notificationCenter.post(name: name, object: sim.screen, userInfo: userInfo) }
    let elapsed = ContinuousClock.now - start
    let received = observers.map(\.received).reduce(0, +)
    return (seconds(elapsed), received == 3 * posts && sim.audit.deliveries.count == received)
}

@MainActor func foundationRound() -> (seconds: Double, delivered: Bool) {
    let center = Foundation.NotificationCenter()
    let observers = (1...3).map { _ in Observer() }
    let tokens = observers.map { observer in
        center.addObserver(forName: name, object: nil, queue: nil) { observer.keyboardWillShow($0) }
    }
    let screen = NSObject()
    let start = ContinuousClock.now
    for _ in 0..<posts { center.post(name: name, object: screen, userInfo: userInfo) }
    let elapsed = ContinuousClock.now - start
    tokens.forEach(center.removeObserver)
    return (seconds(elapsed), observers.map(\.received).reduce(0, +) == 3 * posts)
}

func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) * 1e-18
}

func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

MainActor.assumeIsolated {
    var recorded: [Double] = []
    var raw: [Double] = []
    var allDelivered = true
    for _ in 0..<9 {
        let r = recordedRound()
        let f = foundationRound()
        recorded.append(r.seconds)
        raw.append(f.seconds)
        allDelivered = allDelivered && r.delivered && f.delivered
    }
    let perPost = { (s: Double) in String(format: "%.2f µs", s / Double(posts) * 1e6) }
    let ratio = median(recorded) / median(raw)
    print("recorded post (simulation's center, audit and trace): \(perPost(median(recorded))) a post (median of 9 rounds)")
    print("raw Foundation post:                                  \(perPost(median(raw))) a post")
    print(String(format: "ratio: %.2f× (target ≤ 3×: %@)", ratio, ratio <= 3 ? "met" : "NOT met"))
    print("deliveries: \(allDelivered ? "every post reached its three observers, recorded" : "MISSING")")
    exit(allDelivered ? 0 : 1)
}
