import Foundation

/// Moves the keyboard's host of input accessory and input views (`InputSetHostView`) on every
/// display frame while something moves, to where the keyboard is drawn then: an observer of the
/// host's `center` or `frame` is told each position of a show, a hide or a drag, as on a device.
/// Nothing is subscribed while the keyboard hosts no view.
@MainActor final class InputSetHostFollower {
    private let displayLink: DisplayLink
    private let keyboard: SystemKeyboard
    private var subscription: DisplayLink.Subscription?
    private var followsUntil: SimulationInstant = .zero

    init(displayLink: DisplayLink, keyboard: SystemKeyboard) {
        self.displayLink = displayLink
        self.keyboard = keyboard
    }

    /// Something moves until `end`: the host follows the keyboard on every display frame until then.
    func start(until end: SimulationInstant) {
        followsUntil = max(followsUntil, end)
        guard subscription == nil, !keyboard.inputSetHost.subviews.isEmpty else { return }
        subscription = displayLink.add { [weak self] _, instant in
            guard let self else { return }
            self.keyboard.placeInputSetHost(at: instant)
            if instant >= self.followsUntil, let subscription = self.subscription {
                self.displayLink.remove(subscription)
                self.subscription = nil
            }
        }
    }
}
