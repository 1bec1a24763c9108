import Foundation

/// The view the keyboard holds the focused responder's input accessory view and input view in,
/// as UIKit does: from iOS 8 both are subviews of a host view in the keyboard's own window
/// (a private class; published code that looks for it names it `UIInputSetHostView`, in a
/// `UIInputSetContainerView` of the `UITextEffectsWindow`, iOS 9+ `UIRemoteKeyboardWindow`:
/// unconfirmed, no Apple documentation names them). Its frame is the keyboard's as drawn, set
/// on each display frame while the keyboard moves (a show, a hide, a finger dragging it), so
/// code that observes an accessory view's `superview` (`observe(\.center)`, or string
/// key-value observing of "center" or "frame") is told the keyboard's positions as it moves:
/// the way chat libraries follow an interactive dismissal (Bryn Bodayle, "Messages Style Input
/// View in iOS 8", brynbodayle.com).
///
/// The accessory view sits at the host's top; an input view below it. The simulation has one
/// window: the host answers the focused responder's window as its own (`keyboardHostWindow`),
/// where on iOS it is the keyboard's window.
final class InputSetHostView: UIView {
    /// The views the host let go of while the keyboard still shows them going down (a field
    /// that resigned: its bar rides the hide); they leave when the keyboard is hidden.
    var leaving: [UIView] = []
}

extension SystemKeyboard {
    /// Hosts the accessory and input views the focused responder shows (`inputSetHost`), and
    /// lets go of those it no longer shows: at once when another responder shows others, when
    /// the keyboard is hidden when it goes away (they ride its hide). A view the app keeps in a
    /// superview of its own stays there.
    func hostInputViews() {
        let host = inputSetHost
        let responder = focusedResponder
        let accessory = shownAccessoryView
        let inputView = responder?.shownInputView
        let shown = [accessory, inputView].compactMap { $0 }
        let previous = hostedInputViews
        hostedInputViews = shown
        hostedAccessoryView = accessory
        if accessory == nil {
            hostedAccessoryOwner = nil
        } else if let responder, responder.shownInputAccessoryView === accessory {
            hostedAccessoryOwner = responder
        }
        if responder == nil, phase.isUp {
            // The keyboard goes away: what it showed goes down with it.
            host.leaving += previous.filter { view in !host.leaving.contains { $0 === view } }
            return
        }
        if let window = responder?.responderWindow { host.keyboardHostWindow = window }
        for view in previous + host.leaving where view.superview === host && !shown.contains(where: { $0 === view }) {
            view.removeFromSuperview()
        }
        host.leaving = []
        for view in shown where view.superview == nil { host.addSubview(view) }
        if let accessory, accessory.superview === host, accessory.frame.origin != .zero { accessory.frame.origin = .zero }
        if let inputView, inputView.superview === host {
            // Below the accessory view, as wide as the keyboard and as high as the keyboard takes
            // it (a picker made with no frame is 216 points high: `inputViewHeight`).
            var frame = inputView.frame
            frame.origin = CGPoint(x: 0, y: accessory?.superview === host ? accessoryHeight : 0)
            frame.size.width = screenBounds.width
            if case .inputView(let height) = input(of: responder) { frame.size.height = height }
            if inputView.frame != frame { inputView.frame = frame }
        }
        placeInputSetHost(at: environment.clock.now)
    }

    /// The keyboard is hidden: the views that rode its hide leave the host, once it is where the
    /// hide ended (the hide's end may come before the display frame at the same instant).
    func releaseLeavingInputViews() {
        let host = inputSetHost
        let leaving = host.leaving
        guard !leaving.isEmpty else { return }
        placeInputSetHost(at: environment.clock.now)
        host.leaving = []
        for view in leaving where view.superview === host && !hostedInputViews.contains(where: { $0 === view }) {
            view.removeFromSuperview()
        }
    }

    /// Puts the host where the keyboard is drawn at `instant`, in the window's coordinates; only
    /// a change is set (observers are told of moves).
    func placeInputSetHost(at instant: SimulationInstant) {
        let host = inputSetHost
        guard !host.subviews.isEmpty else { return }
        let origin = environment.screen.windowOrigin
        let frame = presentationFrame(at: instant).offsetBy(dx: -origin.x, dy: -origin.y)
        if host.frame != frame { host.frame = frame }
    }

    /// The frame, in the window's coordinates, of a view the host holds (`view` is in it, and
    /// `composed` is its presentation frame composed up to the host's superview), with the host
    /// where the keyboard is drawn at `instant` (the host follows the keyboard on every display
    /// frame, and a frame record may be made before the host has moved for that frame); nil for a
    /// view outside the host.
    func frameInInputSetHost(_ composed: CGRect, of view: UIView, at instant: SimulationInstant) -> CGRect? {
        let host = inputSetHost
        var ancestor = view.superview
        while let candidate = ancestor, candidate !== host { ancestor = candidate.superview }
        guard ancestor === host else { return nil }
        let origin = environment.screen.windowOrigin
        let keyboard = presentationFrame(at: instant).offsetBy(dx: -origin.x, dy: -origin.y)
        return composed.offsetBy(dx: keyboard.minX - host.frame.minX, dy: keyboard.minY - host.frame.minY)
    }
}
