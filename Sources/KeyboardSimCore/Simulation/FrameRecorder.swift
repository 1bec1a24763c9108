import Foundation

/// Records a `frame` record on every display frame while something moves (a transaction's
/// animations, the keyboard, a scroll), until it stops: the keyboard's presentation frame, the
/// focused field's and the tracked views', and the constants being animated. The views are those
/// in the app's window and those the keyboard hosts (an input accessory view, an input view and
/// the views in them, a chat bar's text view), which on iOS are in the keyboard's window.
@MainActor final class FrameRecorder {
    private let displayLink: DisplayLink
    private let clock: VirtualClock
    private let window: UIWindow
    private let screen: UIScreen
    private let keyboard: SystemKeyboard
    private let recorder: TraceRecorder
    /// Views whose frames every frame record includes (in addition to the first responder).
    var trackedViews: [UIView] = []
    private var subscription: DisplayLink.Subscription?
    private var framesUntil: SimulationInstant = .zero
    /// The last instant whose display frames are recorded (`stop()`).
    private var lastFrameInstant: SimulationInstant?

    init(
        displayLink: DisplayLink, clock: VirtualClock, window: UIWindow, screen: UIScreen, keyboard: SystemKeyboard, recorder: TraceRecorder
    ) {
        self.displayLink = displayLink
        self.clock = clock
        self.window = window
        self.screen = screen
        self.keyboard = keyboard
        self.recorder = recorder
    }

    /// `view`'s presentation frame at `instant` in screen coordinates (the window's while it
    /// fills the screen).
    func frameOnScreen(_ view: UIView, at instant: SimulationInstant) -> CGRect {
        onScreen(view.presentationFrameInWindow(at: instant))
    }

    /// A rectangle in window coordinates, in the screen's.
    private func onScreen(_ rect: CGRect) -> CGRect {
        rect.offsetBy(dx: screen.windowOrigin.x, dy: screen.windowOrigin.y)
    }

    /// Records no display frame after the current instant (this instant's frames still are).
    func stop() {
        lastFrameInstant = clock.now
    }

    /// Something moves until `end`: records every display frame until then.
    func start(until end: SimulationInstant) {
        framesUntil = max(framesUntil, end)
        guard subscription == nil else { return }
        // The state at the instant the movement starts, before anything has moved: the first
        // record of every run of frames (index: the frame on screen at that instant).
        let now = clock.now
        record(index: displayLink.frameIndex(atOrAfter: now + .nanoseconds(1)) - 1, at: now)
        subscription = displayLink.add { [weak self] index, instant in
            guard let self else { return }
            self.record(index: index, at: instant)
            if instant >= self.framesUntil, let subscription = self.subscription {
                self.displayLink.remove(subscription)
                self.subscription = nil
            }
        }
    }

    private func record(index: Int, at instant: SimulationInstant) {
        if let lastFrameInstant, instant > lastFrameInstant { return }
        // The keyboard's whole presentation frame, below the screen when hidden (nil: there is
        // no software keyboard, a hardware keyboard in the Simulator).
        // Numbers are kept as the JSON Lines spell them, so a saved trace is judged as the live one.
        let keyboardFrame = keyboard.placement == .none ? nil : keyboard.presentationFrame(at: instant).traceRounded
        var views = trackedViews
        if let focused = window.firstResponder as? UIView, !views.contains(where: { $0 === focused }) {
            views.insert(focused, at: 0)
        }
        // Those in a window, found by the walk that composes their frames: a tracked view out of
        // its window has its presentation asked too, which forgets its animations ended by this
        // frame, as it does for any view asked. (A loop: a main-actor closure handed to the
        // standard library checks its executor per call.)
        var frames: [NamedFrame] = []
        frames.reserveCapacity(views.count)
        for view in views {
            let composed = view.composedPresentationFrame(at: instant)
            // A view in the keyboard's host of accessory and input views is on screen with the
            // keyboard, as in its window on iOS: recorded where the keyboard is drawn then.
            guard let rect = composed.inWindow ? composed.rect : keyboard.frameInInputSetHost(composed.rect, of: view, at: instant)
            else { continue }
            frames.append(NamedFrame(name: view.debugName, frame: onScreen(rect).traceRounded))
        }
        // One record per display frame: a frame recorded at this instant before a jump is
        // superseded by what the display shows once the instant's work is done (the recorder
        // keeps the last recording of a frame within an instant).
        recorder.record(
            .frame(
                index: index, keyboard: keyboardFrame, views: frames,
                constants: window.layoutEngine.animatingConstants(at: instant).map { NamedConstant(name: $0.name, value: $0.value) }))
    }
}
