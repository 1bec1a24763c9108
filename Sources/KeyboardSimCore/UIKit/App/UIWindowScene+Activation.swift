import Foundation

// Opening a new window (scene activation), the scene's focus system and its size limits. The
// simulation runs one app window on an iPhone or iPad screen: it opens no other scene, and the
// members here answer what an iPhone scene answers or store what they are given.

extension UIWindowScene {
    /// What a new window opened from the app shows, as UIKit's
    /// `UIWindowScene.ActivationConfiguration` (iOS 17;
    /// https://developer.apple.com/documentation/uikit/uiwindowscene/activationconfiguration).
    @preconcurrency @MainActor open class ActivationConfiguration: NSObject {
        /// The activity the new scene continues.
        public let userActivity: NSUserActivity
        /// The preview the new window grows from (stored).
        open var preview: UITargetedPreview?

        /// A configuration continuing `userActivity`.
        public init(userActivity: NSUserActivity) {
            self.userActivity = userActivity
            super.init()
        }
    }

    /// A menu action that opens a new window, as UIKit's `UIWindowScene.ActivationAction`
    /// (iOS 17; https://developer.apple.com/documentation/uikit/uiwindowscene/activationaction).
    /// Where the device cannot open more windows, UIKit performs the alternate action instead:
    /// the simulation opens no other window, so performing it runs `alternate`'s handler (nothing
    /// without one), and the configuration provider is not called.
    @preconcurrency @MainActor open class ActivationAction: UIAction {
        /// Makes the configuration of the window to open.
        public typealias ConfigurationProvider = (ActivationAction) -> ActivationConfiguration?

        /// An action opening the window `configuration` describes, or performing `alternate`
        /// where no window can open. The title and image are the alternate's (empty without it).
        public init(alternate: UIAction?, configuration: @escaping ConfigurationProvider) {
            self.configurationProvider = configuration
            super.init(title: alternate?.title ?? "", image: alternate?.image) { _ in
                guard let alternate else { return }
                alternate.handler(alternate)
            }
        }

        /// What makes the window's configuration (kept; not called here).
        let configurationProvider: ConfigurationProvider
    }

    /// An interaction that opens a new window when the user pinches a view open, as UIKit's
    /// `UIWindowScene.ActivationInteraction` (iOS 17;
    /// https://developer.apple.com/documentation/uikit/uiwindowscene/activationinteraction).
    /// Pinches are not simulated: the provider is never called.
    @preconcurrency @MainActor open class ActivationInteraction: UIInteraction {
        /// Makes the configuration of the window to open for a pinch at a point in the view.
        public typealias ConfigurationProvider = (ActivationInteraction, CGPoint) -> ActivationConfiguration?
        /// The view the interaction is added to.
        public private(set) weak var view: UIView?
        /// Whether the interaction responds (stored).
        open var isEnabled = true
        /// What makes the configuration (kept; not called here).
        let configurationProvider: ConfigurationProvider
        /// What is told when opening fails (kept; not called here).
        let errorHandler: ((any Error) -> Void)?

        /// An interaction whose windows `configurationProvider` describes.
        public init(configurationProvider: @escaping ConfigurationProvider, errorHandler: ((any Error) -> Void)?) {
            self.configurationProvider = configurationProvider
            self.errorHandler = errorHandler
        }

        /// Called before the interaction moves to `view`.
        open func willMove(to view: UIView?) {}
        /// Called after the interaction moved to `view`.
        open func didMove(to view: UIView?) { self.view = view }
    }

    /// The scene's focus system (iOS 15): nil, as for an iPhone scene, which has no keyboard
    /// focus (https://developer.apple.com/documentation/uikit/uiwindowscene/focussystem). The
    /// focus engine is not simulated on an iPad screen either.
    public var focusSystem: UIFocusSystem? { nil }

    /// The limits of the scene's window size (iOS 13): nil. The documentation gives them for
    /// scenes whose windows the user resizes (Mac Catalyst, iPad windowing); an iPhone scene's
    /// answer is nil (unconfirmed: not documented for iPhone).
    public var sizeRestrictions: UISceneSizeRestrictions? { nil }

    /// What the user may do to the scene's window (iOS 16): nil, as for a scene whose window the
    /// system does not let the user close or minimize (unconfirmed for iPhone).
    public var windowingBehaviors: UISceneWindowingBehaviors? { nil }
}

/// The limits of a scene's window size, as UIKit's `UISceneSizeRestrictions`
/// (https://developer.apple.com/documentation/uikit/uiscenesizerestrictions). No scene gives one
/// here.
@preconcurrency @MainActor open class UISceneSizeRestrictions: NSObject {
    /// The smallest size.
    open var minimumSize: CGSize = .zero
    /// The largest size.
    open var maximumSize: CGSize = .zero
    /// Whether the window may fill the screen.
    open var allowsFullScreen = true
    /// Restrictions (UIKit makes them).
    override init() { super.init() }
}

/// What the user may do to a scene's window, as UIKit's `UISceneWindowingBehaviors` (iOS 16;
/// https://developer.apple.com/documentation/uikit/uiscenewindowingbehaviors). No scene gives one
/// here.
@preconcurrency @MainActor open class UISceneWindowingBehaviors: NSObject {
    /// Whether the user may close the window.
    open var isClosable = true
    /// Whether the user may minimize the window.
    open var isMiniaturizable = true
    /// Behaviors (UIKit makes them).
    override init() { super.init() }
}

/// Whether the pointer is locked to a scene, as UIKit's `UIPointerLockState` (iOS 14;
/// https://developer.apple.com/documentation/uikit/uipointerlockstate). No pointer is simulated:
/// `UIScene.pointerLockState` is nil.
@preconcurrency @MainActor open class UIPointerLockState: NSObject {
    /// Posted when a scene's pointer lock changes (never, here).
    nonisolated public static let didChangeNotification = Notification.Name("UIPointerLockStateDidChangeNotification")
    /// Whether the pointer is locked.
    open var isLocked: Bool { false }
    /// A state (UIKit makes them).
    override init() { super.init() }
}

extension UIScene {
    /// The scene's pointer lock state (iOS 14): nil, as for a scene with no pointer (the
    /// documentation gives one where a pointer can lock, on iPad; unconfirmed for iPhone).
    public var pointerLockState: UIPointerLockState? { nil }
}

/// Whether a Mac Catalyst window's title shows, as UIKit's `UITitlebarTitleVisibility`.
public enum UITitlebarTitleVisibility: Int, Sendable {
    /// The title shows.
    case visible = 0
    /// The title is hidden.
    case hidden = 1
}

/// A Mac Catalyst window's title bar, as UIKit's `UITitlebar`
/// (https://developer.apple.com/documentation/uikit/uititlebar). The simulation runs iOS, not Mac
/// Catalyst: `UIWindowScene.titlebar` is nil.
@preconcurrency @MainActor open class UITitlebar: NSObject {
    /// Whether the title shows.
    open var titleVisibility: UITitlebarTitleVisibility = .visible
    /// Whether the toolbar hides itself in full screen.
    open var autoHidesToolbarInFullScreen = false
    /// A title bar (UIKit makes them).
    override init() { super.init() }
}

extension UIWindowScene {
    /// The scene's title bar (Mac Catalyst): nil, as on iOS.
    public var titlebar: UITitlebar? { nil }
}

/// What a screenshot of a scene asks for a full-page PDF, as UIKit's
/// `UIScreenshotServiceDelegate` (iOS 13;
/// https://developer.apple.com/documentation/uikit/uiscreenshotservicedelegate). Screenshots are
/// not simulated: never asked.
@preconcurrency @MainActor public protocol UIScreenshotServiceDelegate: AnyObject {
    /// Makes the PDF of the full content: its data, the page it starts on and the visible
    /// rectangle within it.
    func screenshotService(
        _ screenshotService: UIScreenshotService,
        generatePDFRepresentationWithCompletion completionHandler: @escaping (Data?, Int, CGRect) -> Void)
}

extension UIScreenshotServiceDelegate {
    /// No PDF, as UIKit without the method.
    public func screenshotService(
        _ screenshotService: UIScreenshotService,
        generatePDFRepresentationWithCompletion completionHandler: @escaping (Data?, Int, CGRect) -> Void
    ) { completionHandler(nil, 0, .zero) }
}

/// The screenshot service of a window scene, as UIKit's `UIScreenshotService` (iOS 13;
/// https://developer.apple.com/documentation/uikit/uiscreenshotservice): the app sets its
/// delegate to offer a full-page PDF. Screenshots are not simulated: the delegate is kept and
/// never asked.
@preconcurrency @MainActor open class UIScreenshotService: NSObject {
    /// The delegate that would make the PDF (held weakly).
    open weak var delegate: (any UIScreenshotServiceDelegate)?
    /// The scene the service belongs to.
    public private(set) weak var windowScene: UIWindowScene?

    init(windowScene: UIWindowScene) {
        self.windowScene = windowScene
        super.init()
    }
}
