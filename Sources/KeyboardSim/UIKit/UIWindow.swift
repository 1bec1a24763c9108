import Foundation

/// The app's window, as UIKit's `UIWindow`: it fills the screen, holds the root view controller
/// and tracks the first responder.
///
/// Setting `rootViewController` on a visible window loads the controller's view and runs its
/// appearance callbacks; replacing it makes the old one disappear and releases it.
open class UIWindow: UIView {
    public let screen: UIScreen
    public private(set) var isKeyWindow = false

    /// The safe-area insets of the whole window (set by the device and orientation).
    var windowSafeAreaInsets: UIEdgeInsets = .zero {
        didSet { if windowSafeAreaInsets != oldValue { setNeedsLayoutRecursively() } }
    }

    /// The current first responder.
    public private(set) weak var firstResponder: UIResponder?

    /// Receives first-responder changes (the system keyboard) and lifecycle events.
    weak var host: WindowHost?

    /// The window's Auto Layout engine.
    private(set) lazy var layoutEngine = LayoutEngine(window: self)

    public init(screen: UIScreen) {
        self.screen = screen
        super.init(frame: screen.bounds)
    }

    open override var safeAreaInsets: UIEdgeInsets { windowSafeAreaInsets }

    /// The root view controller. Assigning installs its view and runs the appearance callbacks
    /// when the window is visible.
    public var rootViewController: UIViewController? {
        didSet {
            guard rootViewController !== oldValue else { return }
            if let old = oldValue {
                if isKeyWindow { old.beginAppearanceTransition(false, animated: false) }
                old.view.removeFromSuperview()
                if isKeyWindow { old.endAppearanceTransition() }
                host?.controllerWasReleased(old, by: "window.rootViewController replaced")
            }
            if let root = rootViewController {
                install(root)
            }
        }
    }

    /// Shows the window and makes it key, running the root controller's appearance callbacks.
    public func makeKeyAndVisible() {
        guard !isKeyWindow else { return }
        isKeyWindow = true
        if let root = rootViewController, root.isViewLoaded, root.view.superview === self {
            root.beginAppearanceTransition(true, animated: false)
            layoutIfNeeded()
            root.endAppearanceTransition()
        } else if let root = rootViewController {
            install(root)
        }
    }

    private func install(_ root: UIViewController) {
        if let host { root.attach(to: host) }
        root.loadViewIfNeeded()
        if isKeyWindow { root.beginAppearanceTransition(true, animated: false) }
        root.view.frame = bounds
        addSubview(root.view)
        layoutIfNeeded()
        if isKeyWindow { root.endAppearanceTransition() }
    }

    /// The controller on top: the root's top-most presented controller, or the root.
    public var topViewController: UIViewController? {
        var top = rootViewController
        while let presented = top?.presentedViewController { top = presented }
        return top
    }

    // MARK: First responder

    /// Makes `responder` first responder (or none), running the delegates in UIKit's order:
    /// should-begin on the new one, should-end on the old one, did-end on the old one, did-begin
    /// on the new one — then tells the keyboard, once, about the change.
    func makeFirstResponder(_ responder: UIResponder?) -> Bool {
        let old = firstResponder
        guard responder !== old else { return true }
        if let responder {
            guard responder.canBecomeFirstResponder, responder.shouldBeginEditing() else { return false }
        }
        if let old {
            guard old.canResignFirstResponder, old.shouldEndEditing() else { return false }
            firstResponder = nil
            if responder == nil { host?.recordFocusChange(from: old, to: nil) }
            old.didEndEditing()
        }
        firstResponder = responder
        if responder != nil { host?.recordFocusChange(from: old, to: responder) }
        responder?.didBeginEditing()
        host?.firstResponderDidChange(from: old, to: responder, in: self)
        return true
    }

    /// Resigns the first responder without asking its delegate (a view leaving the window).
    func forceResignFirstResponder() {
        guard let old = firstResponder else { return }
        firstResponder = nil
        host?.recordFocusChange(from: old, to: nil)
        old.didEndEditing()
        host?.firstResponderDidChange(from: old, to: nil, in: self)
    }

    /// Changes the screen size and insets (rotation) and lays everything out again.
    func resize(to bounds: CGRect, safeArea: UIEdgeInsets) {
        frame = bounds
        windowSafeAreaInsets = safeArea
        for view in subviews where view.owningViewController != nil {
            view.frame = self.bounds
        }
        setNeedsLayoutRecursively()
    }

    func setNeedsLayoutRecursively() {
        for view in subtree { view.setNeedsLayout() }
    }
}

/// What a window needs from the simulation around it.
protocol WindowHost: LifecycleMonitor, AnimationHost {
    /// The first responder changed (recorded before the delegates' did-callbacks run).
    func recordFocusChange(from old: UIResponder?, to new: UIResponder?)
    /// The change is complete, delegates included: the keyboard reacts.
    func firstResponderDidChange(from old: UIResponder?, to new: UIResponder?, in window: UIWindow)
    func post(name: Notification.Name, object: Any?)
    /// The keyboard the keyboard layout guide follows.
    var keyboardForLayout: SystemKeyboard? { get }
    /// Records what a handler computed.
    func note(_ text: String, by controller: String)
    /// Records that a handler would have trapped in the real app.
    func recordCrash(controller: String, reason: String)
    /// `DispatchQueue.main.async` on the simulation's run loop.
    func dispatchAsync(_ action: @escaping () -> Void)
}

extension UIView {
    /// Resigns the first responder if it is this view or inside it. With `force`, delegates are
    /// not asked. Returns whether the view no longer holds the first responder.
    @discardableResult
    public func endEditing(_ force: Bool) -> Bool {
        guard let window, let responder = window.firstResponder as? UIView, responder.isDescendant(of: self) else {
            return true
        }
        if force {
            window.forceResignFirstResponder()
            return true
        }
        return window.makeFirstResponder(nil)
    }
}
