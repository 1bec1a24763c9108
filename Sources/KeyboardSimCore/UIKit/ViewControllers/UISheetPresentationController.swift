import Foundation

/// A sheet, as UIKit's `UISheetPresentationController` (iOS 15+): the presentation controller of
/// a page or form sheet (`.automatic` from iOS 13), read from
/// `UIViewController.sheetPresentationController` to give the sheet its detents.
///
/// **Where the sheet sits** (in the window, whose bounds and safe area are the device's):
/// - On an iPhone the sheet is attached to the bottom edge, as wide as the window. At the large
///   detent its top is 10 points below the top safe-area inset (unconfirmed: no public source
///   gives the offset; the presenter's scaled card shows above it). A detent's value is "a height
///   within the safe area of the sheet" (Apple's documentation of
///   `custom(identifier:resolver:)`): the sheet is the value plus the bottom safe-area inset tall,
///   so `maximumDetentValue` is the window's height less the large sheet's top and the bottom inset.
///   `.medium()` is half of it (Apple: "approximately half the height of the screen"; exactly
///   half is unconfirmed), and inactive in compact height, as Apple documents. The sheet shows
///   `selectedDetentIdentifier`'s detent, or the smallest active one when it is nil or unknown
///   (Apple's documentation of `selectedDetentIdentifier`).
/// - On an iPad (regular width) the sheet is centred: `preferredContentSize` if the controller
///   sets one, else 540 × 620 points (unconfirmed: a widely repeated default that Apple's
///   documentation does not state). Detents do not apply there. A page sheet is given the form
///   sheet's frame (unconfirmed: iPadOS sizes a page sheet from the readable width; not simulated).
///
/// **The keyboard** — what iOS does when a text field in the sheet becomes first responder, in
/// the keyboard's own animation (its duration and curve; before the app's observers hear the
/// notification, unconfirmed), the notifications themselves unchanged:
/// - iPhone, at a detent smaller than the largest active one: the sheet goes to the largest
///   (FB17890661, github.com/feedback-assistant/reports/issues/669, iOS 26: "When the sheet is
///   minimized and I focus the text field, the sheet automatically expands to the largest
///   possible detent"; github.com/lodev09/react-native-true-sheet/issues/588: "iOS auto-expands
///   the sheet to the largest detent"). `selectedDetentIdentifier` becomes that detent and stays
///   when the keyboard hides (unconfirmed: no public report says whether the sheet goes back),
///   and the delegate is not told (Apple: `sheetPresentationControllerDidChangeSelectedDetentIdentifier(_:)`
///   follows user interaction; whether the keyboard's expansion counts is not documented).
/// - iPhone, at its largest detent when that is smaller than the large detent (custom or medium
///   detents only): the sheet is lifted to sit on the keyboard, the detent's value tall (the
///   keyboard covers the bottom inset), and goes back down when the keyboard hides (FB17890661:
///   "The search detent should resize to accommodate the keyboard";
///   github.com/lodev09/react-native-true-sheet/pull/604: the sheet returns to its detent
///   position on dismissal). If lifted it would reach above the large sheet's top, it takes the
///   large sheet's frame (unconfirmed).
/// - iPhone, at the large detent: the sheet does not move; the keyboard covers its bottom, and the
///   app avoids it as on any screen (convert the keyboard's frame into the sheet's view: the
///   sheet's view does not start at the top of the screen).
/// - iPad: a form sheet the keyboard would cover moves up until its bottom clears the keyboard,
///   its top no higher than the top safe-area inset, and centres again when the keyboard hides
///   (unconfirmed: reported by developers for form sheets, e.g.
///   github.com/BionBilateral/BBFrameworks/issues/27, with no public measurement; whether iOS
///   clears the first responder only or the whole sheet is not settled — the whole sheet here).
///
/// Not simulated, stored only: the grabber, the corner radius, dimming
/// (`largestUndimmedDetentIdentifier`), scrolling that expands the sheet
/// (`prefersScrollingExpandsWhenScrolledToEdge`), edge attachment in compact height
/// (`prefersEdgeAttachedInCompactHeight`, `widthFollowsPreferredContentSizeWhenEdgeAttached`:
/// the sheet is as wide as the window), `sourceView` and `prefersPageSizing`. A user's drag to a
/// detent is `Simulation.dragSheet(_:to:)`; a swipe down, `Simulation.swipeDownToDismiss(_:)`.
///
/// ```swift
/// let picker = ColorPickerController()
/// if let sheet = picker.sheetPresentationController {
///     sheet.detents = [.medium(), .large()]
///     sheet.prefersGrabberVisible = true
/// }
/// present(picker, animated: true)
/// ```
@preconcurrency @MainActor open class UISheetPresentationController: UIPresentationController {
    /// The heights the sheet may rest at, smallest to largest as the app lists them (`[.large()]`
    /// by default). Changing them places the sheet again (inside `animateChanges(_:)`, animated).
    open var detents: [Detent] = [.large()] {
        didSet { detentsDidChange() }
    }

    /// The detent the sheet rests at: nil (the default) or an identifier not among `detents`
    /// means the smallest active detent. Setting it places the sheet again and does not tell
    /// the delegate, as Apple documents.
    open var selectedDetentIdentifier: Detent.Identifier? {
        didSet { if !isSelectingForKeyboard { placeAgain() } }
    }

    /// The largest detent at which the presenter is not dimmed (stored; dimming is not drawn).
    open var largestUndimmedDetentIdentifier: Detent.Identifier?
    /// Whether the grabber shows (stored; nothing is drawn).
    open var prefersGrabberVisible = false
    /// Whether scrolling to the edge of a scroll view expands the sheet (stored; true by
    /// default; scrolling does not change detents here).
    open var prefersScrollingExpandsWhenScrolledToEdge = true
    /// Whether the sheet attaches to the bottom edge in compact height (stored; false by
    /// default; the sheet is as wide as the window here).
    open var prefersEdgeAttachedInCompactHeight = false
    /// Whether an edge-attached sheet takes the controller's preferred width (stored).
    open var widthFollowsPreferredContentSizeWhenEdgeAttached = false
    /// The sheet's corner radius; nil for the system's (stored; nothing is drawn).
    open var preferredCornerRadius: CGFloat?
    /// The view a popover-like sheet points at on iPad (stored; not simulated).
    open weak var sourceView: UIView?
    /// iOS 17: whether a sheet on iPad takes the page size (stored; not simulated).
    open var prefersPageSizing = true

    /// The keyboard's top edge in the container while it is up for this sheet's first
    /// responder, nil otherwise.
    private var keyboardTop: CGFloat?
    /// True while the keyboard's expansion sets `selectedDetentIdentifier` (the frame is placed by
    /// the keyboard's move, not by the property's observer).
    private var isSelectingForKeyboard = false

    public override init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
    }

    /// A sheet does not fill the screen.
    open override var shouldPresentInFullscreen: Bool { coversPresenter }

    /// Runs `changes` (to `detents`, `selectedDetentIdentifier`…) and animates the sheet to
    /// where they put it, with UIKit's `UIView.animate` (0.4 s ease in and out, unconfirmed:
    /// Apple does not document the timing; inside another animation block, such as a keyboard
    /// handler's, the block's timing is inherited, as any nested animation's).
    open func animateChanges(_ changes: () -> Void) {
        UIView.animate(
            withDuration: ScreenTransitions.presentationDuration.secondsValue,
            animations: {
                changes()
                placeAgain()
            })
    }

    /// Resolves the custom detents again (their resolvers are called) and places the sheet;
    /// call it inside `animateChanges(_:)` to animate.
    open func invalidateDetents() {
        placeAgain()
    }

    // MARK: Geometry

    /// Where the sheet's view goes in the window (see the type's documentation).
    open override var frameOfPresentedViewInContainerView: CGRect {
        guard let container = containerView else { return .zero }
        let bounds = container.bounds
        if coversPresenter || presentationStyle.kind != .sheet { return bounds }
        if isRegularWidth { return formSheetFrame(in: bounds) }
        let value = resolvedValue(of: currentDetent) ?? maximumDetentValue
        let rest = frame(forDetentValue: value, in: bounds)
        guard let keyboardTop, value < maximumDetentValue - 0.5 else { return rest }
        let liftedTop = keyboardTop - value
        guard liftedTop >= largeTop else { return frame(forDetentValue: maximumDetentValue, in: bounds) }
        return CGRect(x: bounds.minX, y: min(rest.minY, liftedTop), width: bounds.width, height: value)
    }

    /// The largest height a detent may have: the window's height less the large sheet's top and
    /// the bottom safe-area inset (what `custom(identifier:resolver:)`'s context gives).
    var maximumDetentValue: CGFloat {
        guard let container = containerView else { return 0 }
        return max(0, container.bounds.height - largeTop - containerSafeArea.bottom)
    }

    /// The large sheet's top in the window: 10 points below the top safe-area inset (unconfirmed).
    private var largeTop: CGFloat { containerSafeArea.top + 10 }

    /// Whether the sheet is shown as a centred form sheet (regular width: an iPad), where
    /// detents do not apply.
    private var isRegularWidth: Bool {
        guard let window = containerView as? UIWindow ?? containerView?.window else { return false }
        return window.screen.idiom == .pad
    }

    private func frame(forDetentValue value: CGFloat, in bounds: CGRect) -> CGRect {
        let height = min(bounds.height, value + containerSafeArea.bottom)
        return CGRect(x: bounds.minX, y: bounds.maxY - height, width: bounds.width, height: height)
    }

    /// The centred form sheet, moved up to clear the keyboard while it is up for it.
    private func formSheetFrame(in bounds: CGRect) -> CGRect {
        let preferred = presentedViewController.preferredContentSize
        let size = CGSize(
            width: min(bounds.width, preferred.width > 0 ? preferred.width : 540),
            height: min(bounds.height, preferred.height > 0 ? preferred.height : 620))
        var frame = CGRect(
            x: bounds.midX - size.width / 2, y: max(bounds.minY + containerSafeArea.top, bounds.midY - size.height / 2),
            width: size.width, height: size.height)
        if let keyboardTop, frame.maxY > keyboardTop {
            frame.origin.y = max(bounds.minY + containerSafeArea.top, frame.minY - (frame.maxY - keyboardTop))
        }
        return frame
    }

    /// The context custom detents are resolved in.
    private var resolutionContext: SheetDetentResolutionContext {
        SheetDetentResolutionContext(containerTraitCollection: traitCollection, maximumDetentValue: maximumDetentValue)
    }

    private func resolvedValue(of detent: Detent?) -> CGFloat? {
        guard let detent else { return nil }
        return detent.resolvedValue(in: resolutionContext).map { min(max(0, $0), maximumDetentValue) }
    }

    /// The detents that resolve to a value here, with it, smallest first.
    private var activeDetents: [(detent: Detent, value: CGFloat)] {
        detents.compactMap { detent in resolvedValue(of: detent).map { (detent, $0) } }.sorted { $0.value < $1.value }
    }

    /// The detent the sheet shows: the selected one if active, else the smallest active one.
    private var currentDetent: Detent? {
        let active = activeDetents
        if let selected = selectedDetentIdentifier, let match = active.first(where: { $0.detent.identifier == selected }) {
            return match.detent
        }
        return active.first?.detent
    }

    /// Whether `identifier` names a detent that is active here.
    func hasActiveDetent(_ identifier: Detent.Identifier) -> Bool {
        activeDetents.contains { $0.detent.identifier == identifier }
    }

    /// Whether the sheet shows the detent `identifier` now.
    func shows(_ identifier: Detent.Identifier) -> Bool { currentDetent?.identifier == identifier }

    private func detentsDidChange() {
        for (index, detent) in detents.enumerated() where detent.generatedIdentifier == nil && !detent.hasExplicitIdentifier {
            detent.generatedIdentifier = Detent.Identifier("custom-\(index)")
        }
        placeAgain()
    }

    /// Places the presented view where the sheet's properties put it now (while presented).
    private func placeAgain() {
        guard containerView != nil, presenter != nil, let view = presentedView else { return }
        let target = frameOfPresentedViewInContainerView
        guard view.frame != target else { return }
        view.frame = target
        view.layoutIfNeeded()
    }

    // MARK: Keyboard

    override func keyboardWillMove(to keyboardFrame: CGRect?, firstResponder: UIResponder?) -> CGRect? {
        guard let container = containerView, presenter != nil, !coversPresenter,
            presentationStyle.kind == .sheet, let view = presentedView
        else { return nil }
        let oldFrame = view.frame
        if let keyboardFrame {
            let ownsResponder: Bool
            switch firstResponder {
            case let responderView as UIView: ownsResponder = responderView.isDescendant(of: view)
            case let controller as UIViewController: ownsResponder = controller.viewIfLoaded?.isDescendant(of: view) == true
            default: ownsResponder = false
            }
            // A keyboard raised for a field elsewhere (the presenter's, under an undimmed sheet)
            // moves nothing: unconfirmed, no public report of either.
            guard ownsResponder || keyboardTop != nil else { return nil }
            keyboardTop = keyboardFrame.minY - container.bounds.minY
            if !isRegularWidth, let largest = activeDetents.last, largest.detent.identifier != currentDetent?.identifier {
                isSelectingForKeyboard = true
                selectedDetentIdentifier = largest.detent.identifier
                isSelectingForKeyboard = false
            }
        } else {
            guard keyboardTop != nil else { return nil }
            keyboardTop = nil
        }
        let target = frameOfPresentedViewInContainerView
        return target == oldFrame ? nil : target
    }

    /// The presentation ended: the keyboard no longer places the sheet.
    func didDismiss() {
        keyboardTop = nil
    }
}

extension UISheetPresentationController {
    /// A height at which a sheet rests, as UIKit's `UISheetPresentationController.Detent`.
    ///
    /// ```swift
    /// sheet.detents = [.custom(identifier: .init("peek")) { context in 0.25 * context.maximumDetentValue }, .large()]
    /// ```
    @preconcurrency @MainActor public final class Detent {
        /// A detent's name, as UIKit's `UISheetPresentationController.Detent.Identifier`.
        public struct Identifier: Hashable, Sendable, RawRepresentable, CustomStringConvertible {
            public var rawValue: String
            /// An identifier with this name.
            public init(_ rawValue: String) { self.rawValue = rawValue }
            public init(rawValue: String) { self.rawValue = rawValue }
            /// The medium detent's (UIKit's `UISheetPresentationControllerDetentIdentifierMedium`).
            public static let medium = Identifier("com.apple.UIKit.medium")
            /// The large detent's (UIKit's `UISheetPresentationControllerDetentIdentifierLarge`).
            public static let large = Identifier("com.apple.UIKit.large")
            public var description: String { rawValue }
        }

        private let explicitIdentifier: Identifier?
        /// The name a sheet gave a custom detent made without one ("custom-" and its index in
        /// `detents`: UIKit generates a random one; a fixed one keeps runs identical).
        var generatedIdentifier: Identifier?
        var hasExplicitIdentifier: Bool { explicitIdentifier != nil }
        private let resolver: @MainActor (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?

        private init(
            identifier: Identifier?, resolver: @escaping @MainActor (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?
        ) {
            explicitIdentifier = identifier
            self.resolver = resolver
        }

        /// The detent's identifier (`.medium`, `.large`, or the custom detent's).
        public var identifier: Identifier { explicitIdentifier ?? generatedIdentifier ?? Identifier("custom") }

        /// The system's detent at about half the screen: half of `maximumDetentValue` here
        /// (unconfirmed), inactive in compact height (Apple's documentation).
        public static func medium() -> Detent {
            Detent(identifier: .medium) { context in
                context.containerTraitCollection.verticalSizeClass == .compact ? nil : context.maximumDetentValue / 2
            }
        }

        /// The system's detent at full height: `maximumDetentValue`.
        public static func large() -> Detent {
            Detent(identifier: .large) { context in context.maximumDetentValue }
        }

        /// A detent whose height `resolver` computes (iOS 16+): a height within the sheet's safe
        /// area, or nil for a detent inactive in that context. It is called whenever the sheet
        /// is placed (presented, its detents changed or invalidated, the keyboard moving it).
        public static func custom(
            identifier: Identifier? = nil,
            resolver: @escaping @MainActor (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?
        ) -> Detent {
            Detent(identifier: identifier, resolver: resolver)
        }

        /// The detent's height in `context`, or nil when it is inactive there.
        public func resolvedValue(in context: any UISheetPresentationControllerDetentResolutionContext) -> CGFloat? {
            resolver(context)
        }
    }
}

/// What a custom detent's resolver is given, as UIKit's
/// `UISheetPresentationControllerDetentResolutionContext` (iOS 16+).
@preconcurrency @MainActor public protocol UISheetPresentationControllerDetentResolutionContext: AnyObject {
    /// The traits of the sheet's container (the window's).
    var containerTraitCollection: UITraitCollection { get }
    /// The largest value a detent may have: the large detent's.
    var maximumDetentValue: CGFloat { get }
}

/// The context a sheet resolves its detents in.
@MainActor final class SheetDetentResolutionContext: UISheetPresentationControllerDetentResolutionContext {
    let containerTraitCollection: UITraitCollection
    let maximumDetentValue: CGFloat

    init(containerTraitCollection: UITraitCollection, maximumDetentValue: CGFloat) {
        self.containerTraitCollection = containerTraitCollection
        self.maximumDetentValue = maximumDetentValue
    }
}

/// What a sheet tells its delegate, as UIKit's `UISheetPresentationControllerDelegate` (set it as
/// the sheet's `delegate`; it is also the adaptive presentation delegate).
///
/// `sheetPresentationControllerDidChangeSelectedDetentIdentifier(_:)` is called after the user
/// drags the sheet to another detent (`Simulation.dragSheet(_:to:)`), not when the app sets
/// `selectedDetentIdentifier` (Apple's documentation of the method), nor when the keyboard
/// expands the sheet (unconfirmed, see `UISheetPresentationController`).
@preconcurrency @MainActor public protocol UISheetPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
    /// The user moved the sheet to another detent (`selectedDetentIdentifier` is the new one).
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController)
}

extension UISheetPresentationControllerDelegate {
    public func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
        _ sheetPresentationController: UISheetPresentationController
    ) {}
}
