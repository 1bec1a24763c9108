import Foundation

/// Haptic feedback, as UIKit's `UIFeedbackGenerator`
/// (https://developer.apple.com/documentation/uikit/uifeedbackgenerator) and its three
/// subclasses. The simulation has no Taptic Engine: a generator's feedback plays nothing, and
/// the first feedback of each generator leaves a line in the trace saying so (a test that needs
/// to know what was played asks its own code). `prepare()` does nothing, as on a device without
/// haptics.
@preconcurrency @MainActor open class UIFeedbackGenerator: NSObject {
    /// The view the feedback is tied to (iOS 17.5; stored).
    public private(set) weak var view: UIView?
    private var saidNotSimulated = false

    /// A generator.
    public override init() {}

    /// A generator for feedback in `view` (iOS 17.5).
    public init(view: UIView) {
        self.view = view
    }

    /// Gets the Taptic Engine ready: does nothing here.
    open func prepare() {}

    /// Says once per generator that its feedback plays nothing.
    final func played(_ what: String) {
        guard !saidNotSimulated else { return }
        saidNotSimulated = true
        SelectorAnswer.diagnostic("\(type(of: self)).\(what): haptic feedback is not simulated; nothing plays")
    }
}

/// Feedback for an impact (a view snapping into place), as UIKit's `UIImpactFeedbackGenerator`:
/// see `UIFeedbackGenerator`.
@preconcurrency @MainActor open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    /// How strong an impact feels, as UIKit's `UIImpactFeedbackGenerator.FeedbackStyle`.
    public enum FeedbackStyle: Int, Sendable {
        /// A light impact.
        case light
        /// A medium impact, the default.
        case medium
        /// A heavy impact.
        case heavy
        /// A soft, flexible impact (iOS 13).
        case soft
        /// A hard, rigid impact (iOS 13).
        case rigid
    }

    /// The style given to the initializer.
    public let style: FeedbackStyle

    /// A generator of `style` impacts.
    public init(style: FeedbackStyle) {
        self.style = style
        super.init()
    }

    /// A generator of medium impacts, UIKit's default.
    public override init() {
        style = .medium
        super.init()
    }

    /// A generator of `style` impacts in `view` (iOS 17.5).
    public init(style: FeedbackStyle, view: UIView) {
        self.style = style
        super.init(view: view)
    }

    /// Plays an impact: nothing here (see `UIFeedbackGenerator`).
    open func impactOccurred() { played("impactOccurred()") }
    /// Plays an impact of `intensity` (0 to 1): nothing here.
    open func impactOccurred(intensity: CGFloat) { played("impactOccurred(intensity:)") }
    /// Plays an impact at `location` in the view (iOS 17.5): nothing here.
    open func impactOccurred(at location: CGPoint) { played("impactOccurred(at:)") }
    /// Plays an impact of `intensity` at `location` (iOS 17.5): nothing here.
    open func impactOccurred(intensity: CGFloat, at location: CGPoint) { played("impactOccurred(intensity:at:)") }
}

/// Feedback for a changed selection (a picker's wheel), as UIKit's
/// `UISelectionFeedbackGenerator`: see `UIFeedbackGenerator`.
@preconcurrency @MainActor open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    /// Plays a selection change: nothing here (see `UIFeedbackGenerator`).
    open func selectionChanged() { played("selectionChanged()") }
    /// Plays a selection change at `location` in the view (iOS 17.5): nothing here.
    open func selectionChanged(at location: CGPoint) { played("selectionChanged(at:)") }
}

/// Feedback for a task's outcome, as UIKit's `UINotificationFeedbackGenerator`: see
/// `UIFeedbackGenerator`.
@preconcurrency @MainActor open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    /// The outcome, as UIKit's `UINotificationFeedbackGenerator.FeedbackType`.
    public enum FeedbackType: Int, Sendable {
        /// The task succeeded.
        case success
        /// The task produced a warning.
        case warning
        /// The task failed.
        case error
    }

    /// Plays the outcome `notificationType`: nothing here (see `UIFeedbackGenerator`).
    open func notificationOccurred(_ notificationType: FeedbackType) { played("notificationOccurred(_:)") }
    /// Plays the outcome at `location` in the view (iOS 17.5): nothing here.
    open func notificationOccurred(_ notificationType: FeedbackType, at location: CGPoint) {
        played("notificationOccurred(_:at:)")
    }
}
