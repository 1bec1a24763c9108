import Foundation

/// UIKit's sheets reacting to the keyboard: before each "will" notification of the keyboard goes
/// through the poster, every presented sheet in the window is told where the keyboard ends
/// (`UIPresentationController.keyboardWillMove(to:firstResponder:)`), and the sheets that move
/// are placed in an animation with the keyboard's duration and curve — the keyboard's own timing,
/// so the sheet and the keyboard move together. The notifications are posted unchanged.
///
/// The sheets move before the app's observers hear the notification (unconfirmed: UIKit's order
/// is not public), so a handler that converts the keyboard's frame into a sheet's view sees the
/// sheet where it is going. A logged replay's posts (`Simulation.postKeyboardNotification`) do
/// not move sheets.
@MainActor final class SheetKeyboardAvoidance: KeyboardNotificationPoster {
    private let poster: any KeyboardNotificationPoster
    private let animations: AnimationTransactionStack
    /// Held weakly: the window holds the keyboard, which holds this.
    private weak var window: UIWindow?
    private let screen: UIScreen

    init(posting poster: any KeyboardNotificationPoster, animations: AnimationTransactionStack, window: UIWindow, screen: UIScreen) {
        self.poster = poster
        self.animations = animations
        self.window = window
        self.screen = screen
    }

    func postKeyboardNotifications(
        _ names: [Notification.Name], info: KeyboardInfo, inAnimationTransaction: Bool, while isCurrent: () -> Bool
    ) {
        let will: Set<Notification.Name> = [
            UIResponder.keyboardWillShowNotification, UIResponder.keyboardWillHideNotification,
            UIResponder.keyboardWillChangeFrameNotification,
        ]
        if names.contains(where: will.contains) {
            moveSheets(
                forKeyboardEndingAt: info.endFrame, duration: inAnimationTransaction ? info.animationDuration : 0,
                curve: info.animationCurve)
        }
        poster.postKeyboardNotifications(names, info: info, inAnimationTransaction: inAnimationTransaction, while: isCurrent)
    }

    func postInputModeDidChange(_ mode: UITextInputMode?) {
        poster.postInputModeDidChange(mode)
    }

    private func moveSheets(forKeyboardEndingAt endFrame: CGRect, duration: Double, curve: UIView.AnimationCurve) {
        guard let window else { return }
        // The keyboard is up when its end frame is on screen, docked across its width; an
        // undocked or floating keyboard does not move sheets (unconfirmed).
        let screenBounds = screen.bounds
        let isUp = endFrame.height > 0 && endFrame.minY < screenBounds.maxY - 0.5 && endFrame.width >= screenBounds.width - 0.5
        let keyboardInWindow = isUp ? window.convert(endFrame, from: screen.coordinateSpace) : nil
        var moves: [(view: UIView, frame: CGRect)] = []
        for controller in window.controllersInHierarchy where controller.presentingViewController != nil {
            guard let view = controller.viewIfLoaded,
                let target = controller.ownPresentationController.keyboardWillMove(
                    to: keyboardInWindow, firstResponder: window.firstResponder)
            else { continue }
            moves.append((view, target))
        }
        guard !moves.isEmpty else { return }
        let animated = duration > 0
        if animated {
            animations.open(
                AnimationTransaction(source: "sheet", duration: .timeInterval(duration), curve: TimingCurve(curve)), inherits: false)
        }
        for move in moves {
            move.view.frame = move.frame
            move.view.layoutIfNeeded()
        }
        if animated { animations.close() }
    }
}
