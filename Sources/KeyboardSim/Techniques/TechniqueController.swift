import Foundation

/// The base of every technique's view controller: it registers for the keyboard notifications
/// in the configured style (selector, block or typed message) at the configured point of its
/// lifecycle, and removes them at the configured point — including the mistakes (registered in
/// `viewDidLoad`, removed never; a block capturing `self` strongly, removed in `deinit`).
open class TechniqueController: UIViewController {
    public let configuration: TechniqueConfiguration
    public let center: NotificationBus
    /// A screen from the scenario file to build instead of the technique's own (set before
    /// the view loads).
    public var inlineScreen: InlineScreen?
    /// Set when a handler would have crashed the app; it handles nothing after that.
    public private(set) var crashReason: String?
    private var tokens: [NSObjectProtocol] = []

    public init(configuration: TechniqueConfiguration, center: NotificationBus) {
        self.configuration = configuration
        self.center = center
        super.init()
    }

    deinit {
        if configuration.unregister == "deinit" { unregisterKeyboardObservers() }
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        if configuration.register == "viewDidLoad" { registerKeyboardObservers() }
    }

    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if configuration.register == "viewWillAppear" { registerKeyboardObservers() }
    }

    open override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        if configuration.unregister == "viewWillDisappear" { unregisterKeyboardObservers() }
    }

    /// Builds the inline screen into the root view, if there is one: the technique then takes
    /// its parts from it by name instead of building its own screen.
    func buildInlineScreen() -> InlineScreen.Built? {
        guard let inlineScreen else { return nil }
        view.accessibilityIdentifier = "inlineScreen"
        return inlineScreen.build(in: view)
    }

    /// The bug this controller was built with, if any.
    public var bug: String? { configuration.bug }

    /// Whether the technique observes keyboard notifications (the layout-guide technique does
    /// not need any).
    open var observesKeyboard: Bool { true }

    /// Registers `keyboardWillShow(_:)` and `keyboardWillHide(_:)` in the configured style.
    public func registerKeyboardObservers() {
        guard observesKeyboard else { return }
        switch configuration.observers {
        case .selector:
            center.addObserver(self, selector: TechniqueController.dispatchWillShow,
                               name: UIResponder.keyboardWillShowNotification, object: nil)
            center.addObserver(self, selector: TechniqueController.dispatchWillHide,
                               name: UIResponder.keyboardWillHideNotification, object: nil)
        case .block:
            if configuration.capturesSelfStrongly {
                tokens.append(center.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: .main) { note in
                    self.dispatchWillShow(note)
                })
                tokens.append(center.addObserver(forName: UIResponder.keyboardWillHideNotification, object: nil, queue: .main) { note in
                    self.dispatchWillHide(note)
                })
            } else {
                tokens.append(center.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: .main) { [weak self] note in
                    self?.dispatchWillShow(note)
                })
                tokens.append(center.addObserver(forName: UIResponder.keyboardWillHideNotification, object: nil, queue: .main) { [weak self] note in
                    self?.dispatchWillHide(note)
                })
            }
        case .message:
            tokens.append(center.addObserver(of: nil, for: .keyboardWillShow) { [weak self] (message: UIResponder.KeyboardWillShowMessage) in
                self?.dispatchWillShow(Notification(name: UIResponder.keyboardWillShowNotification, object: message.screen,
                                                    userInfo: message.info.userInfo()))
            })
            tokens.append(center.addObserver(of: nil, for: .keyboardWillHide) { [weak self] (message: UIResponder.KeyboardWillHideMessage) in
                self?.dispatchWillHide(Notification(name: UIResponder.keyboardWillHideNotification, object: message.screen,
                                                    userInfo: message.info.userInfo()))
            })
        }
    }

    /// Removes what `registerKeyboardObservers()` added.
    public func unregisterKeyboardObservers() {
        center.removeObserver(self)
        for token in tokens { center.removeObserver(token) }
        tokens.removeAll()
    }

    private func dispatchWillShow(_ note: Notification) {
        handle(note) { $0.keyboardWillShow(note) }
    }

    private func dispatchWillHide(_ note: Notification) {
        handle(note) { $0.keyboardWillHide(note) }
    }

    /// The `userInfo` keys the handlers read: the four `KeyboardInfo` decodes, unless a
    /// technique reads fewer.
    open var keysRead: [String] {
        [UIResponder.keyboardFrameBeginUserInfoKey, UIResponder.keyboardFrameEndUserInfoKey,
         UIResponder.keyboardAnimationDurationUserInfoKey, UIResponder.keyboardAnimationCurveUserInfoKey]
    }

    /// Runs a handler now, or — with `dispatchAsync` — as `DispatchQueue.main.async` would: in
    /// a later turn of the run loop, after the keyboard's animation transaction has closed.
    /// A notification without a key the handler reads (a logged one can lack any) is noted;
    /// with `forceUnwrap` the handler traps on it.
    private func handle(_ notification: Notification, _ handler: @escaping (TechniqueController) -> Void) {
        guard crashReason == nil else { return }
        if let problem = KeyboardInfo.problem(reading: keysRead, in: notification) {
            if configuration.forceUnwrap {
                crash(problem.trapMessage)
                return
            }
            note("\(problem)")
        }
        guard configuration.dispatchAsync, let runLoop = view.window?.clock else {
            handler(self)
            return
        }
        note("DispatchQueue.main.async: the handler runs in the next turn, outside the keyboard's animation transaction")
        runLoop.dispatchAsync { [weak self] in
            guard let self, self.crashReason == nil else { return }
            handler(self)
        }
    }

    /// How far a keyboard frame (screen coordinates) reaches up into the view: the part of it
    /// a handler has to clear.
    public func keyboardOverlap(_ keyboardFrame: CGRect) -> CGFloat {
        max(0, view.bounds.maxY - view.convert(keyboardFrame, from: nil).minY)
    }

    /// Records that the real app would have crashed here (a trap in a handler), with why.
    public func crash(_ reason: String) {
        crashReason = reason
        view.window?.traceRecorder.recordCrash(controller: auditName, reason: reason)
    }

    /// Writes what the handler computed into the trace, with its numbers.
    public func note(_ text: String) {
        view.window?.traceRecorder.note(text, by: auditName)
    }

    open func keyboardWillShow(_ notification: Notification) {}
    open func keyboardWillHide(_ notification: Notification) {}

    /// The views traces follow, by name.
    open var namedViews: [UIView] { view.subtree.filter { $0.accessibilityIdentifier != nil } }
}

/// The techniques scenario files can name, with the bugs each can be built with.
public enum TechniqueCatalogue {
    public struct Entry: Sendable {
        public var name: String
        public var screen: String
        public var summary: String
        /// Bug name → what it does.
        public var bugs: [(name: String, summary: String)]
        /// Whether the technique pins the field at exactly the gap above the keyboard (false:
        /// it only moves a field that is obscured, so the gap is at least the one asked for).
        public var keepsExactGap = true
        /// What the technique works on, by name: an inline screen must have these.
        public var parts: [Part] = []
    }

    /// A view or an identified constraint a technique's handlers use.
    public struct Part: Sendable {
        public enum Kind: Sendable {
            case view(InlineScreen.Kind)
            /// A constraint with this identifier; its first item of this kind when given.
            case constraint(firstItem: InlineScreen.Kind?)
        }

        public var name: String
        public var kind: Kind
        public var role: String
    }

    /// Every technique's primary field.
    static let primaryField = Part(name: "nameField", kind: .view(.textField), role: "the field the technique keeps clear of the keyboard")

    public static let entries: [Entry] = [
        Entry(name: "bottom-constant", screen: "login-bottom-field",
              summary: "a bottom constraint's constant animated to the keyboard's overlap plus a gap, restored on hide",
              bugs: [
                ("frameBegin", "reads UIKeyboardFrameBeginUserInfoKey instead of the end frame"),
                ("sizeOnly", "uses the end frame's height and ignores its origin"),
                ("noLayoutIfNeeded", "changes the constant in the animation block without layoutIfNeeded()"),
                ("doubleSafeArea", "adds the keyboard's full height to a constant measured from the safe area, counting the home-indicator inset twice"),
                ("repeatedWillShow", "saves the constant in every willShow, so a repeated willShow offsets twice"),
                ("crashingSwitch", "switches over UIView.AnimationCurve with a trapping default: curve 7 crashes"),
                ("hardCodedTiming", "animates with a hard-coded 0.3 s and .curveLinear instead of the notification's duration and curve"),
                ("rawCurveOptions", "passes the raw curve as options (7 = layoutSubviews | allowUserInteraction | beginFromCurrentState) without << 16"),
                ("curveOrShiftedCurve", "passes curve | curve << 16 (0x70007): the keyboard's curve plus three option bits it did not mean"),
              ],
              parts: [primaryField, Part(name: "bottomSpace", kind: .constraint(firstItem: nil),
                                         role: "the constraint whose constant the handler lowers by the keyboard's overlap (nameField.bottom == safeArea.bottom - 20)")]),
        Entry(name: "stack-offset", screen: "survey-stack",
              summary: "the outer stack's top constraint moved by target y − current y of a field buried in nested stacks",
              bugs: [("repeatedWillShow", "saves the top constant in every willShow, so a repeated willShow restores the wrong value")],
              parts: [primaryField, Part(name: "outerTop", kind: .constraint(firstItem: .stack),
                                         role: "the outer stack view's top constraint, which takes target y − current y")]),
        Entry(name: "frame-shift", screen: "random-blobs-form",
              summary: "struts and springs: the content view shifted up by the least amount that uncovers the field, curve << 16",
              bugs: [("landscapeWidthAsHeight", "the pre-iOS-8 code: in landscape the keyboard's height is read from its width")],
              keepsExactGap: false,
              parts: [primaryField, Part(name: "contentView", kind: .view(.view), role: "the view shifted up, holding the fields (give it a frame)")]),
        Entry(name: "legacy-animations", screen: "photo-resign",
              summary: "beginAnimations/commitAnimations: a full-screen photo's bottom follows the keyboard, its caption rides on it",
              bugs: [],
              parts: [primaryField, Part(name: "photo", kind: .view(.view), role: "the view whose height ends at the keyboard's top (give it a frame)")]),
        Entry(name: "constant-with-layout", screen: "chat-list-entry",
              summary: "Apple's pattern: layoutIfNeeded() before and inside the block; the list shrinks as the entry rises",
              bugs: [],
              parts: [primaryField, Part(name: "entryBottom", kind: .constraint(firstItem: nil),
                                         role: "the entry's bottom constraint, set to minus the keyboard's overlap (entry.bottom == safeArea.bottom)")]),
        Entry(name: "keyboard-layout-guide", screen: "edit-view-guide",
              summary: "the edit view pinned to view.keyboardLayoutGuide; the photo moves away from a floating keyboard",
              bugs: [],
              parts: [primaryField]),
    ]

    public static var names: [String] { entries.map(\.name) }

    static func bugs(of technique: String) -> [String] {
        entries.first { $0.name == technique }?.bugs.map(\.name) ?? []
    }

    /// The controller for a technique (its screen built in).
    static func makeController(_ configuration: TechniqueConfiguration, center: NotificationBus) -> TechniqueController {
        switch configuration.name {
        case "stack-offset": StackOffsetController(configuration: configuration, center: center)
        case "frame-shift": FrameShiftController(configuration: configuration, center: center)
        case "legacy-animations": LegacyAnimationsController(configuration: configuration, center: center)
        case "constant-with-layout": ConstantWithLayoutController(configuration: configuration, center: center)
        case "keyboard-layout-guide": KeyboardLayoutGuideController(configuration: configuration, center: center)
        default: BottomConstantController(configuration: configuration, center: center)
        }
    }
}
