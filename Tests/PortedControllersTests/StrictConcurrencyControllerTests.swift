import Testing
import UIKit
import KeyboardSim

/// A controller written for Swift 6 strict concurrency, as iOS 17-era code is: a block observer on
/// the main queue whose (`@Sendable`, nonisolated) block reaches the controller through
/// `MainActor.assumeIsolated`, the token kept `nonisolated(unsafe)` so `deinit` may remove it.
final class StrictConcurrencyViewController: UIViewController {
    let messageField = UITextField()
    private var bottomConstraint: NSLayoutConstraint!
    nonisolated(unsafe) private var token: NSObjectProtocol?
    private(set) var handledOnMainActor = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        messageField.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(messageField)
        bottomConstraint = messageField.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -20)
        NSLayoutConstraint.activate([
            messageField.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
            messageField.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
            messageField.heightAnchor.constraint(equalToConstant: 44),
            bottomConstraint,
        ])
        token = NotificationCenter.default.addObserver(
            forName: UIResponder.keyboardWillChangeFrameNotification,
            object: nil, queue: .main
        ) { [weak self] note in
            let end = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect
            MainActor.assumeIsolated {
                self?.follow(end)
            }
        }
    }

    deinit {
        if let token { NotificationCenter.default.removeObserver(token) }
    }

    private func follow(_ end: CGRect?) {
        guard let end else { return }
        handledOnMainActor += 1
        // An undocked, split or floating iPad keyboard is posted with an empty end frame: it covers nothing.
        let overlap = end.isEmpty ? 0 : max(0, view.bounds.maxY - view.convert(end, from: nil).minY - view.safeAreaInsets.bottom)
        bottomConstraint.constant = -(overlap + 20)
        view.layoutIfNeeded()
    }
}

@MainActor @Suite("A Swift 6 strict-concurrency controller: MainActor.assumeIsolated in a block observer")
struct StrictConcurrencyControllerTests {
    @Test("its observer runs on the main actor, and it passes every cell of the device matrix")
    func matrix() {
        let controller = ControllerUnderTest({ StrictConcurrencyViewController() }, field: \.messageField, gap: .exactly(20))
        let result = TechniqueMatrix.run(controller)
        #expect(result.cellsRun == 102)
        #expect(result.passed, "\(TechniqueMatrix.text(result))")
    }

    @Test("the handler ran (MainActor.assumeIsolated did not trap) and the controller is released with its token removed")
    func handlerRunsAndCleansUp() {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        weak var released: StrictConcurrencyViewController?
        do {
            let controller = StrictConcurrencyViewController()
            released = controller
            sim.window.rootViewController = controller
            sim.advance(by: .seconds(1))
            controller.messageField.becomeFirstResponder()
            sim.advance(by: .seconds(1))
            #expect(controller.handledOnMainActor == 1)
            #expect(abs(controller.messageField.frame.maxY - (667 - 260 - 20)) < 0.001)
            sim.window.rootViewController = nil
        }
        sim.advance(by: .seconds(1))
        #expect(released == nil)
        #expect(sim.notificationCenter.currentRegistrations.isEmpty)
    }
}
