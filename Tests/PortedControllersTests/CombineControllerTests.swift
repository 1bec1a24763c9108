import Combine
import Testing
import UIKit
import KeyboardSim

/// A reply bar written the modern way: one Combine pipeline over willChangeFrame and willHide,
/// the frame read with `as? CGRect` and the duration with `as? TimeInterval` (both `nil` on
/// Linux before the casts were bridged: this controller would have silently never moved).
final class CombineReplyViewController: UIViewController {
    let replyField = UITextField()
    var bottomConstraint: NSLayoutConstraint!
    private var cancellables = Set<AnyCancellable>()
    private(set) var receivedDurations: [TimeInterval] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        replyField.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(replyField)
        bottomConstraint = replyField.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -20)
        NSLayoutConstraint.activate([
            replyField.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
            replyField.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
            replyField.heightAnchor.constraint(equalToConstant: 44),
            bottomConstraint,
        ])

        let center = NotificationCenter.default
        center.publisher(for: UIResponder.keyboardWillChangeFrameNotification)
            .merge(with: center.publisher(for: UIResponder.keyboardWillHideNotification))
            .compactMap { note -> (CGRect, TimeInterval)? in
                guard let frame = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect,
                    let duration = note.userInfo?[UIResponder.keyboardAnimationDurationUserInfoKey] as? TimeInterval
                else { return nil }
                return note.name == UIResponder.keyboardWillHideNotification ? (.null, duration) : (frame, duration)
            }
            .sink { [weak self] frame, duration in self?.follow(frame, duration: duration) }
            .store(in: &cancellables)
    }

    private func follow(_ frame: CGRect, duration: TimeInterval) {
        receivedDurations.append(duration)
        let overlap = frame.isNull ? 0 : max(0, view.bounds.maxY - view.convert(frame, from: nil).minY - view.safeAreaInsets.bottom)
        bottomConstraint.constant = -(overlap + 20)
        view.layoutIfNeeded()
    }
}

@MainActor @Suite("A Combine controller: NotificationCenter.publisher(for:) with the casts iOS code writes")
struct CombineControllerTests {
    @Test("on the device matrix, every cell passes")
    func matrix() {
        let controller = ControllerUnderTest({ CombineReplyViewController() }, field: \.replyField, gap: .exactly(20))
        let matrix = TechniqueMatrix.run(controller)
        #expect(matrix.cellsRun == 102)
        #expect(matrix.passed, "\(TechniqueMatrix.text(matrix))")
    }

    @Test("the pipeline hears the simulation's posts and stops when the controller goes")
    func pipeline() {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        var controller: CombineReplyViewController? = CombineReplyViewController()
        sim.window.rootViewController = controller
        sim.advance(by: .seconds(1))
        controller?.replyField.becomeFirstResponder()
        sim.advance(by: .seconds(1))
        #expect(controller?.receivedDurations == [0.25])
        let maxY = controller?.replyField.frame.maxY ?? 0
        #expect(abs(maxY - (667 - 260 - 20)) < 0.001, "\(maxY.description)")
        sim.window.rootViewController = nil
        controller = nil
        #expect(sim.notificationCenter.currentRegistrations.isEmpty, "cancelling on deinit removed both observers")
    }
}
