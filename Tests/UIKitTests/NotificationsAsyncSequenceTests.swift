import Testing
import UIKit
import KeyboardSim

/// `NotificationCenter.default.notifications(named:)` (iOS 15), the async sequence modern keyboard
/// code loops over, on the simulation's center.
@MainActor @Suite("NotificationCenter.notifications(named:object:): an async sequence of the keyboard's posts")
struct NotificationsAsyncSequenceTests {
    /// A screen with one field; the keyboard is shown and hidden by the caller.
    private func screen(in sim: Simulation) -> UITextField {
        let controller = UIViewController()
        let field = UITextField(frame: CGRect(x: 20, y: 600, width: 300, height: 34))
        sim.window.rootViewController = controller
        controller.view.addSubview(field)
        sim.advance(by: .seconds(1))
        return field
    }

    /// A loop, as a controller's task writes one, over `notes` until it has read `count` end frames.
    private func heights(_ notes: NotificationCenter.Notifications, count: Int) -> Task<[CGFloat], Never> {
        Task { @MainActor in
            var heights: [CGFloat] = []
            for await note in notes {
                guard let frame = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { continue }
                heights.append(frame.height)
                if heights.count == count { break }
            }
            return heights
        }
    }

    @Test("a loop over keyboardWillShow reads iOS 17's frames, what was posted before it ran included, and its registration ends with it")
    func loop() async {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let field = screen(in: sim)
        let loop = heights(NotificationCenter.default.notifications(named: UIResponder.keyboardWillShowNotification), count: 2)
        #expect(sim.notificationCenter.currentRegistrations.map(\.observer) == ["block"], "registered when made")
        field.becomeFirstResponder()
        sim.advance(by: .seconds(1))
        field.resignFirstResponder()
        sim.advance(by: .seconds(1))
        field.becomeFirstResponder()
        sim.advance(by: .seconds(1))
        // Both willShow posts were buffered before the loop ran: 260 points each (iOS 17, iPhone SE).
        #expect(await loop.value == [260, 260])
        #expect(sim.notificationCenter.currentRegistrations.isEmpty, "the loop ended and its registration went with it")
    }

    @Test("a sequence filtered by object hears only that object's posts")
    func object() async {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        final class Sender {}
        let mine = Sender(), other = Sender()
        let name = Notification.Name("Custom")
        let notes = NotificationCenter.default.notifications(named: name, object: mine)
        let loop = Task { @MainActor in
            for await note in notes { return note.object as AnyObject? === mine }
            return false
        }
        NotificationCenter.default.post(name: name, object: other)
        NotificationCenter.default.post(name: name, object: mine)
        #expect(await loop.value)
        withExtendedLifetime(sim) {}
    }
}
