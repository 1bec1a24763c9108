import Testing
import UIKit
import KeyboardSim

/// `NotificationCenter.default.notifications(named:)` (iOS 15), the async sequence modern keyboard
/// code loops over, on the simulation's center.
///
/// The simulation is made, driven and let go before any `await`: an `await` in a test may resume
/// on another thread (Swift Testing on Linux), and a simulation belongs to the thread that made it.
@MainActor @Suite("NotificationCenter.notifications(named:object:): an async sequence of the keyboard's posts")
struct NotificationsAsyncSequenceTests {
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

    /// An iPhone SE (3rd generation) on iOS 17 whose field is focused, resigned and focused again,
    /// with a loop over keyboardWillShow started before: the loop, and how many registrations
    /// the sequence added to the center.
    private func showTwice() -> (loop: Task<[CGFloat], Never>, added: Int) {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let controller = UIViewController()
        let field = UITextField(frame: CGRect(x: 20, y: 600, width: 300, height: 34))
        sim.window.rootViewController = controller
        controller.view.addSubview(field)
        sim.advance(by: .seconds(1))
        // (A loop still running from another test, handed over as an app's would be, may be
        // there already: what counts is what this one adds.)
        let before = sim.notificationCenter.currentRegistrations.count
        let loop = heights(NotificationCenter.default.notifications(named: UIResponder.keyboardWillShowNotification), count: 2)
        let added = sim.notificationCenter.currentRegistrations.count - before
        field.becomeFirstResponder()
        sim.advance(by: .seconds(1))
        field.resignFirstResponder()
        sim.advance(by: .seconds(1))
        field.becomeFirstResponder()
        sim.advance(by: .seconds(1))
        return (loop, added)
    }

    @Test("a loop over keyboardWillShow reads iOS 17's frames, what was posted before it ran included")
    func loop() async {
        let (loop, added) = showTwice()
        #expect(added == 1, "registered when made")
        // Both willShow posts were buffered before the loop ran: 260 points each (iOS 17, iPhone SE).
        #expect(await loop.value == [260, 260])
    }

    @Test("a sequence let go on the simulation's thread takes its registration with it")
    func letGo() {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let before = sim.notificationCenter.currentRegistrations.count
        do {
            let notes = NotificationCenter.default.notifications(named: UIResponder.keyboardWillShowNotification)
            #expect(sim.notificationCenter.currentRegistrations.count == before + 1)
            withExtendedLifetime(notes) {}
        }
        #expect(sim.notificationCenter.currentRegistrations.count == before)
    }

    /// A loop waiting for the first notification from `mine`; `mine` and another object post.
    private func postFromTwo() -> Task<Bool, Never> {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        final class Sender {}
        let mine = Sender(), other = Sender()
        let name = Notification.Name("Custom")
        let notes = NotificationCenter.default.notifications(named: name, object: mine)
        let identity = ObjectIdentifier(mine)
        let loop = Task { @MainActor in
            for await note in notes { return (note.object as AnyObject?).map(ObjectIdentifier.init) == identity }
            return false
        }
        NotificationCenter.default.post(name: name, object: other)
        NotificationCenter.default.post(name: name, object: mine)
        withExtendedLifetime((sim, mine)) {}
        return loop
    }

    @Test("a sequence filtered by object hears only that object's posts")
    func object() async {
        #expect(await postFromTwo().value)
    }
}
