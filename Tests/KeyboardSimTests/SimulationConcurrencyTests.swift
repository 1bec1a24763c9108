import Foundation
import Testing
import KeyboardSimTestSupport
@testable import KeyboardSim
@testable import KeyboardSimCore

/// A screen whose handler animates with the keyboard, as tutorials write it: on every
/// willChangeFrame the field's bottom constraint takes the keyboard's overlap, laid out in a
/// `UIView.animate` with the notification's duration and curve.
private final class RidingController: UIViewController {
    let center: NotificationBus
    let field = UITextField()
    private var bottom: NSLayoutConstraint?
    private var token: NSObjectProtocol?

    init(center: NotificationBus) {
        self.center = center
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        field.accessibilityIdentifier = "nameField"
        field.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(field)
        let bottom = field.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -20)
        bottom.identifier = "bottom"
        NSLayoutConstraint.activate([bottom, field.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
                                     field.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20)])
        self.bottom = bottom
        token = center.addObserver(forName: UIResponder.keyboardWillChangeFrameNotification, object: nil, queue: .main) { [weak self] note in
            self?.keyboardWillChangeFrame(note)
        }
    }

    private func keyboardWillChangeFrame(_ note: Notification) {
        guard let info = KeyboardInfo(note), let bottom else { return }
        let overlap = max(0, view.bounds.maxY - view.convert(info.endFrame, from: nil).minY - view.safeAreaInsets.bottom)
        UIView.animate(withDuration: info.animationDuration, delay: 0, options: info.animationOptions) {
            bottom.constant = -(overlap + 20)
            self.view.layoutIfNeeded()
        }
    }
}

/// One run: focus, the predictive bar off, a rotation, a dismissal — each followed by a second
/// of virtual time. Returns the trace.
private func ride(_ device: Device, _ profile: BehaviorProfile) -> [TraceRecord] {
    let sim = Simulation(device: device, profile: profile)
    let screen = RidingController(center: sim.notificationCenter)
    sim.window.rootViewController = screen
    sim.recordFrames(of: [screen.field])
    sim.advance(by: .zero)
    screen.field.becomeFirstResponder()
    sim.advance(by: .seconds(1))
    sim.keyboard.setPredictiveBar(false)
    sim.advance(by: .seconds(1))
    sim.rotate(to: .landscapeLeft)
    sim.advance(by: .seconds(1))
    sim.window.endEditing(true)
    sim.advance(by: .seconds(1))
    return sim.trace
}

/// Sixteen different simulations: every run differs from the others, so a trace that picked up
/// anything of another simulation would not match its serial run.
private let runs: [(device: Device, profile: BehaviorProfile)] = [Device.iPhoneSE1, .iPhoneSE3, .iPhone8Plus, .iPhone11Pro,
                                                                   .iPhone11, .iPhone13ProMax, .iPhone16, .iPad10]
    .flatMap { device in [(device, BehaviorProfile.iOS10), (device, BehaviorProfile.iOS17)] }

/// The traces of concurrent runs, one thread each, all started together.
private final class Results: @unchecked Sendable {
    private let lock = NSLock()
    private var traces: [Int: [TraceRecord]] = [:]
    private var threads: Set<UInt> = []

    func store(_ trace: [TraceRecord], at index: Int) {
        lock.lock()
        defer { lock.unlock() }
        traces[index] = trace
        threads.insert(UInt(bitPattern: Int(pthread_self())))
    }

    var all: [[TraceRecord]?] {
        lock.lock()
        defer { lock.unlock() }
        return runs.indices.map { traces[$0] }
    }

    var threadCount: Int {
        lock.lock()
        defer { lock.unlock() }
        return threads.count
    }
}

@Suite("Simulations on several threads at once")
struct SimulationConcurrencyTests {
    @Test("16 simulations on 16 threads at once give the traces of the same runs one after another")
    func concurrentTracesEqualSerial() {
        let serial = runs.map { ride($0.device, $0.profile) }
        let results = Results()
        let start = DispatchSemaphore(value: 0)
        let finished = DispatchGroup()
        for (index, run) in runs.enumerated() {
            finished.enter()
            let device = run.device, profile = run.profile
            Thread {
                start.wait()
                results.store(ride(device, profile), at: index)
                finished.leave()
            }.start()
        }
        for _ in runs { start.signal() }
        finished.wait()
        #expect(results.threadCount == runs.count, "one thread per simulation")
        let concurrent = results.all
        for index in runs.indices {
            #expect(concurrent[index] == serial[index], "run \(index): \(runs[index].device.name), \(runs[index].profile)")
        }
        // The runs did what they were for: every trace has the handler's animations with the
        // keyboard, frames, and its keyboard notifications.
        for trace in serial {
            let animations = trace.filter { if case .animation(let text) = $0.event { text.hasPrefix("UIView.animate") } else { false } }
            let frames = trace.filter { if case .frame = $0.event { true } else { false } }
            let posts = trace.filter { if case .notification(_, let name, _, _) = $0.event { name.hasPrefix("UIKeyboard") } else { false } }
            #expect(animations.count >= 3 && frames.count > 60 && posts.count >= 12)
        }
        #expect(Set(serial.map(\.count)).count > 1, "the runs differ from each other")
    }
}
