/// The base of everything that can become first responder, as UIKit's `UIResponder`.
///
/// Only views inside a window can become first responder; the window tracks which one is, and
/// tells the simulated keyboard when that changes.
@preconcurrency @MainActor open class UIResponder {
    /// A responder outside any responder chain.
    public init() {}

    /// The next responder in the chain: a view's superview (or its controller, for a root
    /// view), a controller's parent.
    open var next: UIResponder? { nil }

    /// Whether this responder accepts first-responder status. Text inputs return `true`.
    open var canBecomeFirstResponder: Bool { false }

    /// Whether this responder gives up first-responder status when asked.
    open var canResignFirstResponder: Bool { true }

    /// A view shown above the keyboard while this responder is first responder; its height is
    /// added to the keyboard's frame.
    open var inputAccessoryView: UIView? { nil }

    /// The window that would hold this responder's first-responder status.
    var responderWindow: UIWindow? { nil }

    /// Whether this responder is its window's first responder.
    public var isFirstResponder: Bool {
        guard let window = responderWindow else { return false }
        return window.firstResponder === self
    }

    /// Asks to become first responder. Returns `false` when not in a window, when
    /// `canBecomeFirstResponder` is false, when a delegate refuses, or when the current first
    /// responder refuses to resign.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        guard let window = responderWindow else { return false }
        return window.makeFirstResponder(self)
    }

    /// Gives up first-responder status. Returns `false` if a delegate refuses.
    @discardableResult
    open func resignFirstResponder() -> Bool {
        guard let window = responderWindow, window.firstResponder === self else { return true }
        return window.makeFirstResponder(nil)
    }

    // Hooks a text input overrides to run its delegate and notifications around focus changes.
    func shouldBeginEditing() -> Bool { true }
    func shouldEndEditing() -> Bool { true }
    func didBeginEditing() {}
    func didEndEditing() {}
}
