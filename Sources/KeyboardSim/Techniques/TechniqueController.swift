import UIKit

/// The base of every technique's view controller: it registers for the keyboard notifications
/// in the configured style (selector, block or typed message) at the configured point of its
/// lifecycle, and removes them at the configured point — including the mistakes (registered in
/// `viewDidLoad`, removed never; a block capturing `self` strongly, removed in `deinit`).
///
/// A technique subclasses it and overrides `keyboardWillShow(_:)` and `keyboardWillHide(_:)`
/// with the tutorial's code, nothing else in them: each of its bugs is a subclass that
/// overrides the step the tutorial gets wrong (`TechniqueCatalog.controllerClass(for:bug:)`
/// picks it). What `kbsim explain` tells about a handler is read from the trace: the delivery,
/// the animation it began, and the values it changed, which the scenario runner records
/// around each handler (this class tells its environment when one runs and returns) — no
/// technique narrates its own code. Traps, missing keys and `DispatchQueue.main.async` are this
/// class's business.
///
/// It is an iOS file (`import UIKit`): it observes `NotificationCenter.default`, which is the
/// current simulation's center, exactly as an app's controller does. What only the simulator
/// needs — where its notes and crashes are recorded, the main queue — comes through the
/// `environment` it is made with.
open class TechniqueController: UIViewController {
    /// The keyboard handlers a technique writes.
    public enum Handler: Sendable {
        /// `keyboardWillShow(_:)` and `keyboardWillHide(_:)`.
        case keyboardWillShow, keyboardWillHide
    }

    /// The technique and its options, from the scenario.
    public let configuration: TechniqueConfiguration
    /// Where the controller's notes, crashes and deferred work go.
    public let environment: TechniqueEnvironment
    /// A screen from the scenario file to build instead of the technique's own (set before
    /// the view loads).
    public var inlineScreen: InlineScreen?
    /// A storyboard scene from the scenario file whose view this controller loads, standing in
    /// the scene's view controller, instead of building the technique's own screen (set before
    /// the view loads).
    public var storyboardScreen: StoryboardScreen?
    /// The outlets the storyboard scene set on this controller, by property name.
    private var storyboardOutlets: [String: Any] = [:]
    /// Whether the storyboard scene is loading (its outlets are being set).
    private var isLoadingStoryboard = false
    /// Set when a handler would have crashed the app; it handles nothing after that.
    public private(set) var crashReason: String?
    private var tokens: [NSObjectProtocol] = []
    /// How many handlers are running inside `recordingChanges(for:_:)` (one calling another
    /// counts as the outer one's).
    private var handlerDepth = 0

    /// A controller for `configuration`, reporting through `environment`.
    public required init(configuration: TechniqueConfiguration, environment: TechniqueEnvironment) {
        self.configuration = configuration
        self.environment = environment
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) { nil }

    deinit {
        MainActor.assumeIsolated { if configuration.unregister == .deinit { unregisterKeyboardObservers() } }
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        if configuration.register == .viewDidLoad { registerKeyboardObservers() }
    }

    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if configuration.register == .viewWillAppear { registerKeyboardObservers() }
    }

    open override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        if configuration.unregister == .viewWillDisappear { unregisterKeyboardObservers() }
    }

    /// Loads the storyboard screen's scene, if there is one, else UIKit's default view. A scene
    /// that cannot be loaded (the scenario reader refuses it first) leaves a plain view, and the
    /// simulation's diagnostics say why.
    open override func loadView() {
        guard let storyboardScreen else { return super.loadView() }
        isLoadingStoryboard = true
        defer { isLoadingStoryboard = false }
        do throws(InterfaceBuilderError) {
            try storyboardScreen.load(into: self)
        } catch {
            view = nil
            error.reportAsDiagnostic()
            super.loadView()
        }
    }

    /// Keeps an outlet of the storyboard scene this controller stands in (its parts are bound
    /// from them); any other key goes to UIKit's key-value coding.
    open override func setValue(_ value: Any?, forKey key: String) {
        guard isLoadingStoryboard, let value else { return super.setValue(value, forKey: key) }
        storyboardOutlets[key] = value
    }

    /// Builds the inline screen into the root view, or binds the loaded storyboard scene, if
    /// there is one: the technique then takes its parts from it by name instead of building its
    /// own screen.
    func buildInlineScreen() -> InlineScreen.Built? {
        if let storyboardScreen {
            return storyboardScreen.bind(root: view, outlets: storyboardOutlets, technique: configuration.name)
        }
        guard let inlineScreen else { return nil }
        view.accessibilityIdentifier = "inlineScreen"
        return inlineScreen.build(in: view)
    }

    /// The bug this controller was built with, if any.
    public var bug: TechniqueBug? { configuration.bug }

    /// Whether the technique observes keyboard notifications (the layout-guide technique does
    /// not need any).
    open var observesKeyboard: Bool { true }

    /// Registers `keyboardWillShow(_:)` and `keyboardWillHide(_:)` in the configured style.
    public func registerKeyboardObservers() {
        guard observesKeyboard else { return }
        switch configuration.observers {
        case .selector:
            NotificationCenter.default.addObserver(
                self, selector: TechniqueController.dispatchWillShow,
                name: UIResponder.keyboardWillShowNotification, object: nil)
            NotificationCenter.default.addObserver(
                self, selector: TechniqueController.dispatchWillHide,
                name: UIResponder.keyboardWillHideNotification, object: nil)
        case .block:
            if configuration.capturesSelfStrongly {
                tokens.append(
                    NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: .main) {
                        note in
                        self.dispatchWillShow(note)
                    })
                tokens.append(
                    NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillHideNotification, object: nil, queue: .main) {
                        note in
                        self.dispatchWillHide(note)
                    })
            } else {
                tokens.append(
                    NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: .main) {
                        [weak self] note in
                        self?.dispatchWillShow(note)
                    })
                tokens.append(
                    NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillHideNotification, object: nil, queue: .main) {
                        [weak self] note in
                        self?.dispatchWillHide(note)
                    })
            }
        case .message:
            tokens.append(
                NotificationCenter.default.addObserver(of: nil, for: .keyboardWillShow) {
                    [weak self] (message: UIResponder.KeyboardWillShowMessage) in
                    self?.dispatchWillShow(
                        Notification(
                            name: UIResponder.keyboardWillShowNotification, object: message.screen,
                            userInfo: message.info.userInfo()))
                })
            tokens.append(
                NotificationCenter.default.addObserver(of: nil, for: .keyboardWillHide) {
                    [weak self] (message: UIResponder.KeyboardWillHideMessage) in
                    self?.dispatchWillHide(
                        Notification(
                            name: UIResponder.keyboardWillHideNotification, object: message.screen,
                            userInfo: message.info.userInfo()))
                })
        }
    }

    /// Removes what `registerKeyboardObservers()` added.
    public func unregisterKeyboardObservers() {
        NotificationCenter.default.removeObserver(self)
        for token in tokens { NotificationCenter.default.removeObserver(token) }
        tokens.removeAll()
    }

    private func dispatchWillShow(_ notification: Notification) {
        handle(.keyboardWillShow, notification)
    }

    private func dispatchWillHide(_ notification: Notification) {
        handle(.keyboardWillHide, notification)
    }

    /// The `userInfo` keys the handlers read: the four `KeyboardInfo` decodes, unless a
    /// technique reads fewer.
    open var keysRead: [String] {
        [
            UIResponder.keyboardFrameBeginUserInfoKey, UIResponder.keyboardFrameEndUserInfoKey,
            UIResponder.keyboardAnimationDurationUserInfoKey, UIResponder.keyboardAnimationCurveUserInfoKey,
        ]
    }

    /// Runs a handler now, or — with `dispatchAsync` — as `DispatchQueue.main.async` would: in
    /// a later turn of the run loop, after the keyboard's animation transaction has closed.
    /// A notification without a key the handler reads (a logged one can lack any) is noted;
    /// with `forceUnwrap` the handler traps on it. A controller that trapped handles nothing.
    private func handle(_ handler: Handler, _ notification: Notification) {
        guard crashReason == nil else { return }
        if let problem = KeyboardInfo.problem(reading: keysRead, in: notification) {
            if configuration.forceUnwrap {
                trap(problem.trapMessage)
                return
            }
            note("\(problem)")
        }
        // The post being delivered: a deferred handler still answers to it.
        let post = environment.postBeingDelivered()
        guard configuration.dispatchAsync, isInWindow else {
            run(handler, notification, for: post)
            return
        }
        note("DispatchQueue.main.async: the handler runs in the next turn, outside the keyboard's animation transaction")
        environment.dispatchAsync { [weak self] in
            guard let self, self.crashReason == nil else { return }
            self.run(handler, notification, for: post)
        }
    }

    /// Runs the handler, recording what it changed.
    private func run(_ handler: Handler, _ notification: Notification, for post: Int?) {
        recordingChanges(for: post) {
            switch handler {
            case .keyboardWillShow: keyboardWillShow(notification)
            case .keyboardWillHide: keyboardWillHide(notification)
            }
        }
    }

    /// Runs a handler's `body` for the notification `post` (its number in the trace: the post
    /// being delivered, unless the handler was deferred), telling the environment before it
    /// runs and when it returns (or traps), so that what it changed is recorded: `kbsim explain`
    /// tells a handler from that. Every entry point a technique adds for a notification runs its
    /// handler through this; a handler called from within another is part of the outer one.
    func recordingChanges(for post: Int?, _ body: () -> Void) {
        guard isInWindow else { return body() }
        if handlerDepth == 0 { environment.handlerWillRun(self, post) }
        handlerDepth += 1
        body()
        if handlerDepth > 0 {
            handlerDepth -= 1
            if handlerDepth == 0 { environment.handlerDidReturn(self) }
        }
    }

    /// A trap ends every running handler: what they changed is recorded before the crash.
    private func handlersTrapped() {
        guard handlerDepth > 0 else { return }
        handlerDepth = 0
        environment.handlerDidReturn(self)
    }

    /// How far a keyboard frame (screen coordinates) reaches up into the view: the part of it
    /// a handler has to clear.
    public func keyboardOverlap(_ keyboardFrame: CGRect) -> CGFloat {
        max(0, view.bounds.maxY - view.convert(keyboardFrame, from: nil).minY)
    }

    /// Whether the view is in a window. A controller whose view is not (pushed under another
    /// screen, covered by a presented one) records no notes and no crashes, and runs a
    /// dispatched handler at once.
    private var isInWindow: Bool { viewIfLoaded?.window != nil }

    /// What Swift's `fatalError` or a failed force unwrap does to the real app, here: records
    /// that it would have crashed, with the message, and stops the controller handling
    /// anything more. The caller returns right after.
    public func trap(_ message: String) {
        handlersTrapped()
        crashReason = message
        if isInWindow { environment.recordCrash(auditName, message) }
    }

    /// Records a line of explanation (a missing key, a dispatch).
    private func note(_ text: String) {
        if isInWindow { environment.recordNote(text, auditName) }
    }

    /// Called with `UIResponder.keyboardWillShowNotification`: the tutorial's handler.
    open func keyboardWillShow(_ notification: Notification) {}
    /// Called with `UIResponder.keyboardWillHideNotification`: the tutorial's handler.
    open func keyboardWillHide(_ notification: Notification) {}

    /// The views traces follow, by name.
    open var namedViews: [UIView] { view.subtree.filter { $0.accessibilityIdentifier != nil } }
}
