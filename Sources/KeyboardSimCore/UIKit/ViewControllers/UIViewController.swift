import Foundation
import SimulationContext

/// A lifecycle callback of a view controller, as the trace and the audit name it.
public enum LifecycleEvent: String, Sendable, CaseIterable, CustomStringConvertible {
    /// The callbacks UIKit calls in a controller's life, in this order.
    case loadView, viewDidLoad, viewWillAppear, viewDidAppear, viewWillDisappear, viewDidDisappear
    /// The controller was deallocated.
    case `deinit`
    /// The simulation stopped holding the controller (popped, dismissed, replaced as root).
    /// Whether it is then deallocated depends on who else retains it.
    case released

    public var description: String { rawValue }
}

/// Where a controller is in its appearance cycle.
public enum AppearanceState: String, Sendable, CustomStringConvertible {
    /// Not visible; becoming visible; visible; leaving.
    case disappeared, appearing, appeared, disappearing

    /// Whether the controller's view is in the visible hierarchy (or leaving it).
    public var isVisible: Bool { self != .disappeared }
    public var description: String { rawValue }
}

/// How a controller is presented, as UIKit's `UIModalPresentationStyle`, with UIKit's raw values.
///
/// Simulated as three kinds: a full-screen presentation that covers the presenter
/// (`.fullScreen`, and `.currentContext`, which covers the whole window here: the context
/// controller's frame is not looked up), one that keeps the presenter on screen under the
/// presented view (`.overFullScreen`, `.overCurrentContext`, and `.custom`: UIKit's own
/// presentation controller keeps the presenter's views, `shouldRemovePresentersView` being
/// false by default), and a sheet (`.pageSheet`, `.formSheet`, and `.popover`, which "in iOS 13
/// and later, for horizontally or vertically compact environments, behaves the same as
/// formSheet" (Apple's page on `popover`); on an iPad, where iOS shows a popover pointing at its
/// source, it is placed as a form sheet here: unconfirmed geometry, popovers are not simulated).
/// `.automatic` is a page sheet from iOS 13, full screen before. `.none` is what an adaptive
/// delegate answers for "no adaptation"; presenting with it is presented as `.automatic`.
public enum UIModalPresentationStyle: Int, Sendable, CaseIterable {
    /// `.pageSheet` from iOS 13 (the presenter stays on screen and gets no disappear
    /// callbacks), `.fullScreen` before.
    case automatic = -2
    /// No adaptation (an adaptive delegate's answer).
    case none = -1
    /// Covers the screen; the presenter disappears.
    case fullScreen = 0
    /// A sheet over the presenter (iOS 13+), which stays on screen.
    case pageSheet = 1
    /// A smaller sheet centred on an iPad; a page sheet on an iPhone.
    case formSheet = 2
    /// Covers the presenting context (the whole window here); the presenter disappears.
    case currentContext = 3
    /// A presentation the transitioning delegate's presentation controller places (the
    /// presenter stays; the presented view covers the window here).
    case custom = 4
    /// Covers the screen; the presenter stays in the hierarchy.
    case overFullScreen = 5
    /// Covers the presenting context (the whole window here); the presenter stays.
    case overCurrentContext = 6
    /// A popover on an iPad; a sheet in compact environments (a form sheet here).
    case popover = 7

    /// How the simulation presents the style: covering the presenter, over it, or as a sheet.
    enum Kind { case covering, over, sheet }

    var kind: Kind {
        switch self {
        case .fullScreen, .currentContext: .covering
        case .overFullScreen, .overCurrentContext, .custom: .over
        case .automatic, .none, .pageSheet, .formSheet, .popover: .sheet
        }
    }

    /// The style named as Interface Builder writes it (`"formSheet"`, `"overCurrentContext"`).
    init?(interfaceBuilderName name: String) {
        guard let style = Self.allCases.first(where: { "\($0)" == name }) else { return nil }
        self = style
    }
}

/// A screen's controller, as UIKit's `UIViewController`.
///
/// The view loads lazily (`loadView`, then `viewDidLoad`) the first time `view` is read. The
/// appearance callbacks run when the controller enters or leaves the window's hierarchy —
/// as root, pushed, popped, presented or dismissed — in UIKit's order. The simulation observes
/// every callback and the controller's `deinit`, which is what the observer audit is built on.
///
/// ```swift
/// final class FormController: UIViewController {
///     let center: NotificationBus
///     init(center: NotificationBus) { self.center = center; super.init(nibName: nil, bundle: nil) }
///     required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
///     override func viewDidLoad() {
///         super.viewDidLoad()
///         center.addObserver(self, selector: FormController.keyboardWillShow,
///                            name: UIResponder.keyboardWillShowNotification, object: nil)
///     }
///     func keyboardWillShow(_ note: Notification) { … }
/// }
/// ```
open class UIViewController: UIResponder {
    private var loadedView: UIView?
    private var isLoadingView = false

    /// The controller's title (its navigation item's too, as in UIKit).
    open var title: String? {
        didSet { storedNavigationItem?.title = title }
    }

    private var storedNavigationItem: UINavigationItem?
    /// The coordinator of the transition this controller takes part in (`transitionCoordinator`).
    var ownTransitionCoordinator: TransitionCoordinator?

    /// The coordinator of the transition this controller, or its parent, takes part in; `nil`
    /// when none is under way (as in UIKit, outside a push, pop, presentation or dismissal). A
    /// container may override it, as in UIKit.
    open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
        ownTransitionCoordinator ?? parent?.transitionCoordinator
    }

    /// What a navigation bar shows for this controller, made on first use with the controller's
    /// title (stored and inert: see `UINavigationItem`).
    open var navigationItem: UINavigationItem {
        if let item = storedNavigationItem { return item }
        let item = UINavigationItem()
        item.title = title
        storedNavigationItem = item
        return item
    }

    /// Its item in a tab bar controller's bar, made on first use with the controller's title.
    open var tabBarItem: UITabBarItem! {
        get {
            if let item = storedTabBarItem { return item }
            let item = UITabBarItem(title: title, image: nil, tag: 0)
            storedTabBarItem = item
            return item
        }
        set { storedTabBarItem = newValue }
    }
    private var storedTabBarItem: UITabBarItem?

    /// The tab bar controller it is in, if any (the nearest among its ancestors).
    open var tabBarController: UITabBarController? { nearestAncestor(of: UITabBarController.self) }

    /// The split view controller it is in, if any (the nearest among its ancestors), as
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/splitviewcontroller.
    open var splitViewController: UISplitViewController? { nearestAncestor(of: UISplitViewController.self) }

    /// Called when its split view controller collapses to one column, to take in the secondary
    /// controller (iOS 8; https://developer.apple.com/documentation/uikit/uiviewcontroller/collapsesecondaryviewcontroller(_:for:)).
    /// Nothing by default. The simulated split view never collapses (see `UISplitViewController`),
    /// so UIKit's call does not come here.
    open func collapseSecondaryViewController(_ secondaryViewController: UIViewController, for splitViewController: UISplitViewController) {
    }

    /// Called when its split view controller expands to two columns: the secondary controller to
    /// show (nil by default; never called here: the simulated split view never expands).
    open func separateSecondaryViewController(for splitViewController: UISplitViewController) -> UIViewController? { nil }

    /// The configuration of the view shown when there is no content (iOS 17;
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/contentunavailableconfiguration-4b95e).
    /// Stored: the content-unavailable view is not drawn or added to the controller's view.
    open var contentUnavailableConfiguration: (any UIContentConfiguration)?

    /// The state the content-unavailable configuration is updated for (iOS 17): the
    /// controller's traits, and no search text (a subclass may override it to add its own).
    open var contentUnavailableConfigurationState: UIContentUnavailableConfigurationState {
        UIContentUnavailableConfigurationState(traitCollection: traitCollection)
    }

    /// Updates `contentUnavailableConfiguration` for `state` (iOS 17): nothing by default; a
    /// subclass overrides it. `setNeedsUpdateContentUnavailableConfiguration()` calls it.
    open func updateContentUnavailableConfiguration(using state: UIContentUnavailableConfigurationState) {}

    /// The actions a 3D Touch preview of the controller shows (deprecated in iOS 13; none by
    /// default). 3D Touch is not simulated.
    @available(*, deprecated, message: "Use UIContextMenuInteraction")
    open var previewActionItems: [any UIPreviewActionItem] { [] }

    /// The context of the app extension the controller runs in (nil: the simulated app is not
    /// an extension; https://developer.apple.com/documentation/uikit/uiviewcontroller/extensioncontext).
    open var extensionContext: NSExtensionContext? { nil }

    /// The tab that shows the controller (iOS 18; nil: `UITab`-based tab bar controllers are not
    /// simulated, tabs are made from `viewControllers`).
    open var tab: UITab? { nil }

    /// The nearest of its ancestors (parent, its parent…) that is a `Container`.
    private final func nearestAncestor<Container: UIViewController>(of type: Container.Type) -> Container? {
        var current = parent
        while let candidate = current {
            if let container = candidate as? Container { return container }
            current = candidate.parent
        }
        return nil
    }

    /// The container controller it is a child of (held weakly).
    public private(set) weak var parent: UIViewController?
    /// Its child controllers, in order.
    public private(set) var children: [UIViewController] = []

    /// How it is presented by `present(_:animated:completion:)`.
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic
    /// The controller it presented, while it is presented.
    public private(set) var presentedViewController: UIViewController?
    /// The controller that presented it (held weakly).
    public private(set) weak var presentingViewController: UIViewController?

    /// Whether the user may not swipe the presented sheet away (false by default): with true, a
    /// swipe (`Simulation.swipeDownToDismiss(_:)`) leaves the sheet and tells the presentation
    /// controller's delegate `presentationControllerDidAttemptToDismiss(_:)`, as UIKit does.
    open var isModalInPresentation = false

    /// The size the controller would like when shown in a container that asks (an iPad form
    /// sheet takes it; `.zero` by default: the container's own size).
    open var preferredContentSize: CGSize = .zero

    /// The presentation controller that places this controller, or the nearest presented
    /// ancestor's, as UIKit's `presentationController`: made on first use for the controller's
    /// `modalPresentationStyle` (a `UISheetPresentationController` for a page or form sheet, and
    /// for `.automatic`), and made again if the style changes before it is presented.
    open var presentationController: UIPresentationController? {
        var ancestor = parent
        while let candidate = ancestor {
            if candidate.presentingViewController != nil { return candidate.ownPresentationController }
            ancestor = candidate.parent
        }
        return ownPresentationController
    }

    /// The sheet that presents this controller or its nearest presented ancestor (iOS 15+), nil
    /// when its presentation is not a sheet (`.fullScreen`, `.overFullScreen`).
    open var sheetPresentationController: UISheetPresentationController? {
        // Apple's page: nil for a style other than a page or form sheet (a popover, placed as a
        // form sheet here, keeps its sheet controller to itself).
        guard let sheet = presentationController as? UISheetPresentationController, sheet.presentationStyle != .popover else {
            return nil
        }
        return sheet
    }

    private var storedPresentationController: UIPresentationController?

    /// This controller's own presentation controller, made for its current style.
    final var ownPresentationController: UIPresentationController {
        if let existing = storedPresentationController,
            existing.presentationStyle == modalPresentationStyle || presentingViewController != nil
        {
            return existing
        }
        let made: UIPresentationController =
            switch modalPresentationStyle {
            case _ where modalPresentationStyle.kind == .sheet:
                UISheetPresentationController(presentedViewController: self, presenting: nil)
            default: UIPresentationController(presentedViewController: self, presenting: nil)
            }
        storedPresentationController = made
        return made
    }

    /// Insets added to the view's safe area, as UIKit's `additionalSafeAreaInsets`.
    open var additionalSafeAreaInsets: UIEdgeInsets = .zero {
        willSet { MainThreadChecker.check("UIViewController.additionalSafeAreaInsets") }
        didSet { loadedView?.setNeedsLayout() }
    }

    /// Where the controller is in its appearance cycle.
    public private(set) var appearanceState: AppearanceState = .disappeared
    private var appearanceAnimated = false

    /// The simulation that shows the controller and tracks it. (`nonisolated(unsafe)`: read, once,
    /// by the deinit, which may run off the main actor, and only written on it.)
    nonisolated(unsafe) weak var lifecycleMonitor: (any LifecycleMonitor)?
    /// What the controller asks of the screen it is shown on (set with the monitor).
    weak var presentationGeometry: (any PresentationGeometry)?
    /// The number the audit gave this controller, and the name it reports it by.
    var auditSerial: Int?
    var auditLabel: String?

    /// The nib named when the controller was made, whose view `loadView()` loads (see
    /// `init(nibName:bundle:)`).
    public let nibName: String?
    /// The bundle named when the controller was made, searched for the nib.
    public let nibBundle: Bundle?

    /// The storyboard the controller was made from (`UIStoryboard`), `nil` for one made in code.
    public internal(set) var storyboard: UIStoryboard?
    /// The storyboard scene's view, made by `loadView()` (UIViewController+InterfaceBuilder.swift).
    var interfaceBuilderView: InterfaceBuilderViewSource?
    /// The id of the storyboard scene the controller was made from, whose segues it performs.
    var storyboardSceneID: String?
    /// What the scene's loading made for the controller and nothing else holds (the targets of
    /// segues its controls trigger).
    var retainedByInterfaceBuilder: [AnyObject] = []

    /// A controller whose view `loadView()` makes: with a nib name, the default `loadView()`
    /// loads the xib of that name (from `nibBundleOrNil`, or the simulation's
    /// `interfaceBuilderResources` for `nil`) with the controller as its File's Owner, whose
    /// `view` outlet gives the view; a nib that cannot be loaded leaves a diagnostic and a plain
    /// view. `nil`, as nearly every controller made in code passes, is `init()`.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        nibName = nibNameOrNil
        nibBundle = nibBundleOrNil
        super.init()
    }

    /// `init(nibName: nil, bundle: nil)`, as iOS.
    public override convenience init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// Archives (storyboards) are not simulated: the coder is not read, and the controller
    /// starts as `init()`. It is here so that a subclass's `required init?(coder: NSCoder)`
    /// compiles as on iOS.
    public required init?(coder: NSCoder) {
        nibName = nil
        nibBundle = nil
        super.init()
    }

    // Not `isolated`: on iOS a view controller's deinit is nonisolated, and a subclass's
    // `deinit { NotificationCenter.default.removeObserver(self) }` must compile as it does there.
    // A controller the audit tracks lived in a simulation, on the main actor, and is released
    // there as a rule; let go on another thread (a test framework releasing a suite that holds
    // it), the audit hears of it on the main queue.
    deinit {
        guard let serial = auditSerial else { return }
        let name = auditLabel ?? "UIViewController"
        nonisolated(unsafe) let monitor = lifecycleMonitor
        if SimulatedMainActor.isMain {
            MainActor.assumeIsolated { monitor?.controllerDidDeinit(serial: serial, name: name) }
        } else {
            DispatchQueue.main.async {
                MainActor.assumeIsolated { monitor?.controllerDidDeinit(serial: serial, name: name) }
            }
        }
    }

    /// The name the audit and the trace use: the type, with `#2`, `#3`… for later instances.
    package var auditName: String { auditLabel ?? String(describing: type(of: self)) }

    // MARK: View

    /// The root view, loaded on first access (`loadView`, then `viewDidLoad`).
    open var view: UIView! {
        get {
            if loadedView == nil && !isLoadingView { loadViewIfNeeded() }
            return loadedView
        }
        set {
            loadedView?.owningViewController = nil
            loadedView = newValue
            newValue?.owningViewController = self
        }
    }

    /// The root view if it is loaded, without loading it.
    open var viewIfLoaded: UIView? { loadedView }

    /// Whether the view has been loaded (`view` loads it; `viewIfLoaded` does not).
    open var isViewLoaded: Bool { loadedView != nil }

    /// Creates the root view. The default loads the storyboard scene's view or the nib named at
    /// `init(nibName:bundle:)`, and otherwise makes a plain view the size of the screen (also
    /// for a nib that cannot be loaded: a diagnostic says why).
    open func loadView() {
        if loadsInterfaceBuilderView(otherwise: "a plain UIView") { return }
        view = UIView(frame: presentationGeometry?.screenBounds ?? .zero)
    }

    /// Loads the storyboard scene's or the nib's view, if the controller has one: true when it
    /// is loaded; false when there is none, or when it could not be loaded (a diagnostic then
    /// says why, and that the view is `fallback` instead).
    func loadsInterfaceBuilderView(otherwise fallback: String) -> Bool {
        guard let failure = loadInterfaceBuilderView() else { return false }
        guard !failure.isEmpty else { return true }
        lifecycleMonitor?.diagnostic("\(auditName).loadView: \(failure); the view is \(fallback) and outlets stay nil")
        return false
    }

    /// Loads the view now if it is not loaded.
    open func loadViewIfNeeded() {
        MainThreadChecker.check("\(type(of: self)).loadViewIfNeeded()")
        guard loadedView == nil, !isLoadingView else { return }
        isLoadingView = true
        run(.loadView) { loadView() }
        if loadedView == nil { view = UIView(frame: presentationGeometry?.screenBounds ?? .zero) }
        isLoadingView = false
        run(.viewDidLoad) { viewDidLoad() }
    }

    /// The view was loaded: build the screen here. Called once, before the first appearance.
    open func viewDidLoad() {}
    /// The view is about to enter the visible hierarchy.
    open func viewWillAppear(_ animated: Bool) {}
    /// The view entered the visible hierarchy.
    open func viewDidAppear(_ animated: Bool) {}
    /// The view is about to leave the visible hierarchy.
    open func viewWillDisappear(_ animated: Bool) {}
    /// The view left the visible hierarchy.
    open func viewDidDisappear(_ animated: Bool) {}
    /// The view is about to lay out its subviews.
    open func viewWillLayoutSubviews() {}
    /// The view laid out its subviews.
    open func viewDidLayoutSubviews() {}

    // MARK: Size and trait transitions

    /// The traits the controller inherits (from its view's superview in a window; else from its
    /// parent; else the current ones), with its parent's `setOverrideTraitCollection(_:forChild:)`,
    /// its `traitOverrides` and its `overrideUserInterfaceStyle` applied; its view's own overrides
    /// are below it and are not.
    open var traitCollection: UITraitCollection {
        if let view = viewIfLoaded, let window = view.window {
            return TraitResolution.traits(of: self, inherited: view.superview?.traitCollection ?? window.traits)
        }
        return TraitResolution.traits(of: self, inherited: parent?.traitCollection ?? UITraitCollection.current)
    }

    /// The traits this controller sets for itself, its view and its children (iOS 17): see
    /// `UITraitOverrides`. A change tells each view and controller below whose traits it changed
    /// `traitCollectionDidChange(_:)`.
    open var traitOverrides: UITraitOverrides {
        get { storedTraitOverrides }
        set {
            if storedTraitOverrides.isEmpty, !newValue.isEmpty { TraitResolution.noteOverride() }
            TraitResolution.changing(under: viewIfLoaded) { storedTraitOverrides = newValue }
        }
    }
    private var storedTraitOverrides = UITraitOverrides()

    /// The traits changed (after the window took its new size, before its layout pass);
    /// `previousTraitCollection` is what they were. Does nothing.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// The window is about to take `size` (a rotation, a Stage Manager window resized): the
    /// view still has its old size, and `coordinator` runs blocks alongside the change and after
    /// it. Forwards to the children and the presented controller: an override calls `super`, as
    /// Apple's documentation asks, or they are not told.
    open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        for child in children { child.viewWillTransition(to: size, with: coordinator) }
        // Through its presentation controller, which a custom one may override.
        presentedViewController?.ownPresentationController.viewWillTransition(to: size, with: coordinator)
    }

    /// The traits are about to become `newCollection` (before `viewWillTransition(to:with:)`).
    /// Forwards to the children and the presented controller, as `viewWillTransition` does.
    open func willTransition(to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator) {
        for child in children { child.willTransition(to: newCollection, with: coordinator) }
        presentedViewController?.ownPresentationController.willTransition(to: newCollection, with: coordinator)
    }

    /// A child's `preferredContentSize` changed. Does nothing by default (UIKit's containers
    /// resize the child; the simulation's do not).
    open func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {}

    /// A child's Auto Layout fitting size changed. Does nothing by default.
    open func systemLayoutFittingSizeDidChange(forChildContentContainer container: any UIContentContainer) {}

    /// The size a child gets: `parentSize`, as UIKit's default.
    open func size(forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize {
        parentSize
    }

    override var responderWindow: UIWindow? { loadedView?.window }

    open override var next: UIResponder? { loadedView?.superview ?? parent }

    /// The keyboard shortcuts added with `addKeyCommand(_:)`: what a controller's `keyCommands`
    /// answers unless a subclass overrides it.
    open override var keyCommands: [UIKeyCommand]? { addedKeyCommands.isEmpty ? nil : addedKeyCommands }
    private var addedKeyCommands: [UIKeyCommand] = []

    /// Adds a keyboard shortcut to the controller's `keyCommands`
    /// (`Simulation.pressKey(_:modifierFlags:)` finds it while the controller is in the chain).
    open func addKeyCommand(_ keyCommand: UIKeyCommand) { addedKeyCommands.append(keyCommand) }

    /// Removes a keyboard shortcut added with `addKeyCommand(_:)`.
    open func removeKeyCommand(_ keyCommand: UIKeyCommand) { addedKeyCommands.removeAll { $0 === keyCommand } }

    // MARK: Appearance details (Apple's documentation of each member)

    /// Whether the controller is being presented: true during the appearance callbacks
    /// (`viewWillAppear`, `viewIsAppearing`, `viewDidAppear`) of its own presentation, false
    /// otherwise (https://developer.apple.com/documentation/uikit/uiviewcontroller/isbeingpresented).
    open var isBeingPresented: Bool { presentationPhase == .presenting }
    /// Whether the controller is being dismissed: true during the disappearance callbacks of its
    /// own dismissal (https://developer.apple.com/documentation/uikit/uiviewcontroller/isbeingdismissed).
    open var isBeingDismissed: Bool { presentationPhase == .dismissing }
    /// Whether the controller is being added to its parent: true during the appearance callbacks
    /// of a push (or `setViewControllers` that brings it in) by a navigation controller
    /// (https://developer.apple.com/documentation/uikit/uiviewcontroller/ismovingtoparent).
    open var isMovingToParent: Bool { parentMove == .toParent }
    /// Whether the controller is being removed from its parent: true during the disappearance
    /// callbacks of a pop (or `setViewControllers` that removes it) by a navigation controller
    /// (https://developer.apple.com/documentation/uikit/uiviewcontroller/ismovingfromparent).
    open var isMovingFromParent: Bool { parentMove == .fromParent }

    /// Which presentation transition the controller is in, for `isBeingPresented`/`isBeingDismissed`.
    enum PresentationPhase { case none, presenting, dismissing }
    var presentationPhase = PresentationPhase.none
    /// Which containment transition the controller is in, for `isMovingToParent`/`isMovingFromParent`.
    enum ParentMove { case none, toParent, fromParent }
    var parentMove = ParentMove.none

    /// Called after `viewWillAppear(_:)` and before `viewDidAppear(_:)`, once the view is in the
    /// window's hierarchy with its traits and has been laid out (iOS 13+, documented in iOS 17:
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewisappearing(_:)).
    /// The simulation calls it after the layout pass that follows the view's arrival in the
    /// window, at the start of an animated transition, as iOS does. Does nothing by default.
    open func viewIsAppearing(_ animated: Bool) {}

    /// The safe area insets of the root view changed
    /// (https://developer.apple.com/documentation/uikit/uiviewcontroller/viewsafeareainsetsdidchange()):
    /// called when the view enters the window with insets, when a navigation bar, the window
    /// (a rotation) or `additionalSafeAreaInsets` changes them. The simulation checks before each
    /// window layout pass (so it comes before `viewWillLayoutSubviews`, as on iOS) and after it
    /// (for insets that a frame moved by the pass changed). Does nothing by default.
    open func viewSafeAreaInsetsDidChange() {}

    /// The layout margins of the root view changed
    /// (https://developer.apple.com/documentation/uikit/uiviewcontroller/viewlayoutmarginsdidchange()):
    /// called, as `viewSafeAreaInsetsDidChange()` is, when the view's `layoutMargins` differ from
    /// the last ones seen. The system minimum margins are not applied here, so only the app's own
    /// changes are reported. Does nothing by default.
    open func viewLayoutMarginsDidChange() {}

    /// The controller's part of the constraint pass: called before the first layout pass with the
    /// view in a window, where an override updates its constraints and then calls `super`
    /// (https://developer.apple.com/documentation/uikit/uiviewcontroller/updateviewconstraints()).
    /// `view.setNeedsUpdateConstraints()` does not call it again here. Does nothing by default.
    open func updateViewConstraints() {}
    /// Whether `updateViewConstraints()` is due before the next layout pass.
    var needsViewConstraintsUpdate = true
    /// The root view's safe area insets and layout margins when last reported.
    var reportedSafeAreaInsets: UIEdgeInsets = .zero
    var reportedLayoutMargins: UIEdgeInsets?
    /// Whether `viewIsAppearing(_:)` is due in the appearance under way.
    var viewIsAppearingDue = false

    /// Whether `viewIsAppearing(_:)` is due and the view is in a window: then calls it (and does
    /// the same for the children the appearance is forwarded to).
    final func callViewIsAppearingIfReady() {
        if viewIsAppearingDue, appearanceState == .appearing, loadedView?.window != nil {
            viewIsAppearingDue = false
            viewIsAppearing(appearanceAnimated)
        }
        guard shouldAutomaticallyForwardAppearanceMethods else { return }
        for child in appearanceChildren { child.callViewIsAppearingIfReady() }
    }

    /// Reports a change of the root view's safe area insets or layout margins since the last
    /// report (the window calls it around its layout passes).
    final func reportSafeAreaAndMarginChanges() {
        guard let view = loadedView, view.window != nil else {
            reportedSafeAreaInsets = .zero
            return
        }
        if needsViewConstraintsUpdate {
            needsViewConstraintsUpdate = false
            updateViewConstraints()
        }
        let insets = view.safeAreaInsets
        if insets != reportedSafeAreaInsets {
            reportedSafeAreaInsets = insets
            viewSafeAreaInsetsDidChange()
        }
        let margins = view.layoutMargins
        if let reported = reportedLayoutMargins, reported != margins {
            reportedLayoutMargins = margins
            viewLayoutMarginsDidChange()
        } else if reportedLayoutMargins == nil {
            reportedLayoutMargins = margins
        }
    }

    /// Whether `beginAppearanceTransition`/`endAppearanceTransition` forward to the children
    /// (true by default). A container that returns false calls them on its children itself, as
    /// Apple documents
    /// (https://developer.apple.com/documentation/uikit/uiviewcontroller/shouldautomaticallyforwardappearancemethods);
    /// the simulation forwards nothing then.
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

    // MARK: Editing

    /// Whether the controller is in editing mode (false at first); set it with
    /// `setEditing(_:animated:)`.
    open var isEditing: Bool {
        get { storedEditing }
        set { setEditing(newValue, animated: false) }
    }
    private var storedEditing = false

    /// Enters or leaves editing mode, as UIKit's method: sets `isEditing` and updates
    /// `editButtonItem`'s title ("Edit", or "Done" with the `.done` style while editing). A
    /// subclass overrides it to update its views and calls `super`
    /// (https://developer.apple.com/documentation/uikit/uiviewcontroller/setediting(_:animated:)).
    open func setEditing(_ editing: Bool, animated: Bool) {
        storedEditing = editing
        if let item = storedEditButtonItem {
            item.title = editing ? "Done" : "Edit"
            item.style = editing ? .done : .plain
        }
    }

    /// A bar button item that toggles editing mode: its action calls `setEditing(!isEditing,
    /// animated: true)` (https://developer.apple.com/documentation/uikit/uiviewcontroller/editbuttonitem).
    open var editButtonItem: UIBarButtonItem {
        if let item = storedEditButtonItem { return item }
        let item = UIBarButtonItem(
            title: isEditing ? "Done" : "Edit", style: isEditing ? .done : .plain, target: self,
            action: Selector("toggleEditing", UIViewController.toggleEditing))
        storedEditButtonItem = item
        return item
    }
    private var storedEditButtonItem: UIBarButtonItem?

    /// The edit button's action.
    final func toggleEditing() { setEditing(!isEditing, animated: true) }

    // MARK: Showing controllers

    /// Shows `vc` as the nearest container does: a navigation controller (this one, or the one
    /// it is in) pushes it animated; without one, this controller presents it modally, as Apple
    /// documents the default (https://developer.apple.com/documentation/uikit/uiviewcontroller/show(_:sender:)).
    open func show(_ vc: UIViewController, sender: Any?) {
        if let navigation = self as? UINavigationController ?? navigationController {
            navigation.pushViewController(vc, animated: true)
        } else {
            present(vc, animated: true)
        }
    }

    /// Shows `vc` as a detail: a split view controller would show it in its secondary column;
    /// with none (the simulation has none), this controller presents it modally, as Apple
    /// documents the default (https://developer.apple.com/documentation/uikit/uiviewcontroller/showdetailviewcontroller(_:sender:)).
    open func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        present(vc, animated: true)
    }

    /// The controller that handles `action`: this one if it has the method, else the nearest
    /// ancestor or presenter that has it, else `nil` (the method behind a `Selector` value, as
    /// `UIApplication.sendAction` finds it).
    open func targetViewController(forAction action: Selector, sender: Any?) -> UIViewController? {
        var candidate: UIViewController? = self
        while let controller = candidate {
            if let method = action.method, method.accepts(controller) { return controller }
            candidate = controller.parent ?? controller.presentingViewController
        }
        return nil
    }

    /// Posted when a split view controller's ability to show a detail changes (never posted: the
    /// simulation has no split view controller).
    nonisolated public static let showDetailTargetDidChangeNotification = Notification.Name(
        "UIViewControllerShowDetailTargetDidChangeNotification")

    /// The exception UIKit raises for an inconsistent controller hierarchy (the simulation leaves
    /// a diagnostic instead of raising it).
    public static let hierarchyInconsistencyException = NSExceptionName("UIViewControllerHierarchyInconsistency")

    /// Transitions between two child controllers of this one, as UIKit's method
    /// (https://developer.apple.com/documentation/uikit/uiviewcontroller/transition(from:to:duration:options:animations:completion:)):
    /// `toViewController`'s view is added beside `fromViewController`'s, `animations` run as a
    /// `UIView.animate` block on the virtual clock for `duration` with `options`, and when
    /// `duration` has passed on the clock `fromViewController`'s view is removed and `completion`
    /// runs with true. When this controller is on
    /// screen the two children get their appearance callbacks (will now, did at the end). Both
    /// must be this controller's children: otherwise UIKit raises an exception; the simulation
    /// leaves a diagnostic and does nothing.
    open func transition(
        from fromViewController: UIViewController, to toViewController: UIViewController, duration: TimeInterval,
        options: UIView.AnimationOptions = [], animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
    ) {
        guard fromViewController.parent === self, toViewController.parent === self else {
            diagnose(
                "transition(from: \(fromViewController.auditName), to: \(toViewController.auditName)) on \(auditName): both must be its children (UIKit raises an exception); nothing done"
            )
            return
        }
        inSimulation(of: lifecycleMonitor) {
            transitionChildren(
                from: fromViewController, to: toViewController, duration: duration, options: options, animations: animations,
                completion: completion)
        }
    }

    private func transitionChildren(
        from fromViewController: UIViewController, to toViewController: UIViewController, duration: TimeInterval,
        options: UIView.AnimationOptions, animations: (() -> Void)?, completion: ((Bool) -> Void)?
    ) {
        let visible = appearanceState.isVisible && loadedView?.window != nil
        let animated = duration > 0
        if visible {
            fromViewController.beginAppearanceTransition(false, animated: animated)
            toViewController.beginAppearanceTransition(true, animated: animated)
        }
        if let fromView = fromViewController.viewIfLoaded, let container = fromView.superview {
            let index = container.subviews.firstIndex { $0 === fromView } ?? container.subviews.count
            container.insertSubview(toViewController.view, at: index + 1)
        } else {
            view.addSubview(toViewController.view)
        }
        toViewController.callViewIsAppearingIfReady()
        // The transition lasts `duration` whether or not the block animates anything (a view
        // transition, as UIKit runs it), so its end is scheduled on the clock, not left to the
        // animation block's completion.
        UIView.animate(withDuration: duration, delay: 0, options: options, animations: { animations?() })
        let finish = {
            fromViewController.viewIfLoaded?.removeFromSuperview()
            if visible {
                fromViewController.endAppearanceTransition()
                toViewController.endAppearanceTransition()
            }
            completion?(true)
        }
        if let clock = loadedView?.window?.clock, duration > 0 {
            _ = clock.schedule(after: .timeInterval(duration)) { finish() }
        } else {
            finish()
        }
    }

    // MARK: Keyboard, presentation and layout settings

    /// Whether the keyboard stays when the focused field resigns while this controller is
    /// presented: true for a form sheet, false otherwise, as Apple documents the default
    /// (https://developer.apple.com/documentation/uikit/uiviewcontroller/disablesautomatickeyboarddismissal).
    /// Not simulated: the keyboard hides whenever the first responder resigns; when a field
    /// resigns in an iPad form sheet whose controller answers true, the trace says that iOS
    /// would keep the keyboard up.
    open var disablesAutomaticKeyboardDismissal: Bool { modalPresentationStyle == .formSheet }

    /// Whether a presentation from a descendant covers this controller only (false by default).
    /// Stored: the simulation has no `.currentContext` styles, so presentations always cover the
    /// window's root.
    open var definesPresentationContext = false
    /// Whether this context's transition style is used for presentations in it (false; stored).
    open var providesPresentationContextTransitionStyle = false
    /// How the controller's view comes on screen when presented (`.coverVertical`). Stored: every
    /// presentation runs the default slide, for `ScreenTransitions.presentationDuration`.
    open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical
    /// The transition the controller prefers when presented or pushed (iOS 18; `nil`). Stored:
    /// the default transition runs.
    open var preferredTransition: Transition?
    /// The delegate that supplies a custom presentation (held weakly). Custom transitions are not
    /// simulated: presenting a controller that has one runs the default transition, and the trace
    /// says so.
    open weak var transitioningDelegate: (any UIViewControllerTransitioningDelegate)?
    /// Whether a presented controller takes over the status bar's appearance (false; stored).
    open var modalPresentationCapturesStatusBarAppearance = false
    /// Whether a popover is modal (deprecated; false; stored).
    open var isModalInPopover = false
    /// The presentation controller managing the controller now: its presentation controller when
    /// it or an ancestor is presented, `nil` otherwise.
    open var activePresentationController: UIPresentationController? {
        var candidate: UIViewController? = self
        while let controller = candidate {
            if controller.presentingViewController != nil { return controller.ownPresentationController }
            candidate = controller.parent
        }
        return nil
    }
    /// `nil`: popovers are not simulated (a `.popover` presentation is placed as a form sheet),
    /// and UIKit's is `nil` for every other style.
    open var popoverPresentationController: UIPopoverPresentationController? { nil }

    /// The items of a navigation controller's toolbar for this controller (`nil`). Stored: the
    /// toolbar is not simulated.
    open var toolbarItems: [UIBarButtonItem]?
    /// Sets `toolbarItems` (stored; the toolbar is not drawn, so `animated` has no effect).
    open func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) {
        self.toolbarItems = toolbarItems
    }
    /// Whether the tab bar hides when the controller is pushed (false). Stored, not simulated: the
    /// tab bar keeps its place.
    open var hidesBottomBarWhenPushed = false
    /// The edges the view extends under bars (`.all`). Stored: a navigation bar's height is added
    /// to the child's safe area whatever this says.
    open var edgesForExtendedLayout: UIRectEdge = .all
    /// Whether the view extends under opaque bars (false; stored).
    open var extendedLayoutIncludesOpaqueBars = false
    /// Whether scroll view insets follow the bars (deprecated in iOS 11; true; stored).
    open var automaticallyAdjustsScrollViewInsets = true
    /// The scroll views that bars observe per edge (stored, for `contentScrollView(for:)`).
    private var contentScrollViews: [UInt: UIScrollView] = [:]
    /// The scroll view the bars at `edge` observe (`nil` unless set; stored).
    open func contentScrollView(for edge: NSDirectionalRectEdge) -> UIScrollView? { contentScrollViews[edge.rawValue] }
    /// Sets the scroll view the bars at `edge` observe (stored; the bars are not drawn).
    open func setContentScrollView(_ scrollView: UIScrollView?, for edge: NSDirectionalRectEdge) {
        contentScrollViews[edge.rawValue] = scrollView
    }
    /// Sets the scroll view for the top and bottom edges.
    open func setContentScrollView(_ scrollView: UIScrollView?) {
        setContentScrollView(scrollView, for: .top)
        setContentScrollView(scrollView, for: .bottom)
    }
    /// The scroll view a tab bar observes (deprecated; stored).
    open var tabBarObservedScrollView: UIScrollView?

    /// The smallest margins the system allows for the root view: 16 points leading and trailing
    /// in a compact width, 20 in a regular one, 0 top and bottom (unconfirmed: the figures
    /// commonly measured on iPhone and iPad). Not applied to `view.layoutMargins` here.
    open var systemMinimumLayoutMargins: NSDirectionalEdgeInsets {
        let side: CGFloat = traitCollection.horizontalSizeClass == .regular ? 20 : 16
        return NSDirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
    }
    /// Whether the root view's margins respect `systemMinimumLayoutMargins` (true; stored).
    open var viewRespectsSystemMinimumLayoutMargins = true

    /// The legacy guide from the view's top to the bottom of the bars above it (deprecated for
    /// the safe area in iOS 11): a layout guide of the view, from its top to its safe area's top.
    open var topLayoutGuide: any UILayoutSupport {
        if let guide = storedTopLayoutGuide { return guide }
        let layoutGuide = UILayoutGuide()
        view.addLayoutGuide(layoutGuide)
        NSLayoutConstraint.activate([
            layoutGuide.topAnchor.constraint(equalTo: view.topAnchor),
            layoutGuide.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            layoutGuide.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            layoutGuide.widthAnchor.constraint(equalToConstant: 0),
        ])
        let guide = SafeAreaLayoutSupport(guide: layoutGuide)
        storedTopLayoutGuide = guide
        return guide
    }
    private var storedTopLayoutGuide: SafeAreaLayoutSupport?

    /// The legacy guide from the top of the bars below the view to its bottom (deprecated): a
    /// layout guide of the view, from its safe area's bottom to its bottom.
    open var bottomLayoutGuide: any UILayoutSupport {
        if let guide = storedBottomLayoutGuide { return guide }
        let layoutGuide = UILayoutGuide()
        view.addLayoutGuide(layoutGuide)
        NSLayoutConstraint.activate([
            layoutGuide.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
            layoutGuide.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            layoutGuide.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            layoutGuide.widthAnchor.constraint(equalToConstant: 0),
        ])
        let guide = SafeAreaLayoutSupport(guide: layoutGuide)
        storedBottomLayoutGuide = guide
        return guide
    }
    private var storedBottomLayoutGuide: SafeAreaLayoutSupport?

    // MARK: Rotation

    /// The interface orientations the controller supports: `.all` on an iPad and
    /// `.allButUpsideDown` on an iPhone, as Apple documents the default
    /// (https://developer.apple.com/documentation/uikit/uiviewcontroller/supportedinterfaceorientations).
    /// The simulation asks the window's top full-screen controller when the device rotates
    /// (`Simulation.rotate(to:)`): an orientation outside it (or outside the app delegate's
    /// `application(_:supportedInterfaceOrientationsFor:)`) turns the device, not the interface.
    open var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        traitCollection.userInterfaceIdiom == .pad ? .all : .allButUpsideDown
    }
    /// The orientation to present the controller in full screen: the current one.
    open var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation {
        loadedView?.window?.windowScene?.interfaceOrientation ?? .portrait
    }
    /// Whether the controller rotates (deprecated in iOS 16; true).
    open var shouldAutorotate: Bool { true }
    /// Whether rotation callbacks are forwarded to children (deprecated; true).
    open func shouldAutomaticallyForwardRotationMethods() -> Bool { true }
    /// The interface orientation (deprecated): the window scene's.
    open var interfaceOrientation: UIInterfaceOrientation {
        loadedView?.window?.windowScene?.interfaceOrientation ?? .portrait
    }
    /// Called before a rotation by iOS 7 and earlier only; iOS 8 and later call
    /// `viewWillTransition(to:with:)` instead, and so does the simulation: never called.
    open func willRotate(to toInterfaceOrientation: UIInterfaceOrientation, duration: TimeInterval) {}
    /// Called inside a rotation's animation by iOS 7 and earlier only: never called (see
    /// `willRotate(to:duration:)`).
    open func willAnimateRotation(to toInterfaceOrientation: UIInterfaceOrientation, duration: TimeInterval) {}
    /// Called after a rotation by iOS 7 and earlier only: never called (see `willRotate(to:duration:)`).
    open func didRotate(from fromInterfaceOrientation: UIInterfaceOrientation) {}
    /// The view that rotates with the header (deprecated; `nil`).
    open func rotatingHeaderView() -> UIView? { nil }
    /// The view that rotates with the footer (deprecated; `nil`).
    open func rotatingFooterView() -> UIView? { nil }
    /// Tells the system the supported orientations changed (iOS 16): the simulation asks
    /// `supportedInterfaceOrientations` at each rotation, so the new mask applies from the next
    /// one; if the current orientation is no longer supported the interface stays in it, and the
    /// trace says so (iOS would rotate to a supported one).
    open func setNeedsUpdateOfSupportedInterfaceOrientations() {
        guard let orientation = loadedView?.window?.windowScene?.interfaceOrientation,
            !supportedInterfaceOrientations.supports(orientation)
        else { return }
        diagnose(
            "\(auditName).setNeedsUpdateOfSupportedInterfaceOrientations(): \(orientation) is no longer supported; rotating the interface to a supported orientation is not simulated"
        )
    }
    /// Asks the system to rotate to the device's orientation if it can (deprecated in iOS 16):
    /// not simulated (the interface follows `Simulation.rotate(to:)` only); the trace says so.
    open class func attemptRotationToDeviceOrientation() {
        CurrentSimulation.host?.diagnostic(
            "UIViewController.attemptRotationToDeviceOrientation(): not simulated (the interface rotates with Simulation.rotate(to:))")
    }

    // MARK: System appearance (stored: nothing of the system is drawn)

    /// Whether the controller prefers the status bar hidden (false; asked by nothing: the status
    /// bar is not drawn).
    open var prefersStatusBarHidden: Bool { false }
    /// How the status bar animates when hidden or shown (`.fade`, Apple's default; not drawn).
    open var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .fade }
    /// The child whose status bar hiding is used (`nil`).
    open var childForStatusBarHidden: UIViewController? { nil }
    /// The child whose status bar style is used (`nil`).
    open var childForStatusBarStyle: UIViewController? { nil }
    /// Whether the home indicator may hide (false; not drawn).
    open var prefersHomeIndicatorAutoHidden: Bool { false }
    /// The child whose home indicator preference is used (`nil`).
    open var childForHomeIndicatorAutoHidden: UIViewController? { nil }
    /// Asks for the home indicator preference to be read again (not drawn: nothing to update).
    open func setNeedsUpdateOfHomeIndicatorAutoHidden() {}
    /// The screen edges whose system gestures come second (none).
    open var preferredScreenEdgesDeferringSystemGestures: UIRectEdge { [] }
    /// The child whose deferred edges are used (`nil`).
    open var childForScreenEdgesDeferringSystemGestures: UIViewController? { nil }
    /// Asks for the deferred edges to be read again (no system gestures are simulated).
    open func setNeedsUpdateOfScreenEdgesDeferringSystemGestures() {}
    /// Whether the controller wants the pointer locked (false; no pointer is simulated).
    open var prefersPointerLocked: Bool { false }
    /// The child whose pointer lock preference is used (`nil`).
    open var childViewControllerForPointerLock: UIViewController? { nil }
    /// Asks for the pointer lock preference to be read again (no pointer is simulated).
    open func setNeedsUpdateOfPrefersPointerLocked() {}
    /// The container background the controller prefers (visionOS; `.automatic`).
    open var preferredContainerBackgroundStyle: UIContainerBackgroundStyle { .automatic }
    /// The child whose container background is used (`nil`).
    open var childViewControllerForPreferredContainerBackgroundStyle: UIViewController? { nil }
    /// Asks for the container background to be read again (nothing is drawn).
    open func setNeedsUpdateOfPreferredContainerBackgroundStyle() {}
    /// The user interface style the controller prefers (`.unspecified`).
    open var preferredUserInterfaceStyle: UIUserInterfaceStyle { .unspecified }
    /// The child whose user interface style is used (`nil`).
    open var childViewControllerForUserInterfaceStyle: UIViewController? { nil }
    /// Asks for the user interface style to be read again (nothing is drawn).
    open func setNeedsUserInterfaceAppearanceUpdate() {}
    /// The style this controller, its view and its children use whatever the system's
    /// (`.unspecified`): their `traitCollection`'s `userInterfaceStyle`.
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { storedUserInterfaceStyle }
        set {
            if newValue != .unspecified { TraitResolution.noteOverride() }
            TraitResolution.changing(under: viewIfLoaded) { storedUserInterfaceStyle = newValue }
        }
    }
    private var storedUserInterfaceStyle = UIUserInterfaceStyle.unspecified
    /// The child whose Touch Bar is used (Mac Catalyst; `nil`).
    open var childViewControllerForTouchBar: UIViewController? { nil }
    /// Asks for the Touch Bar to be rebuilt (Mac Catalyst; there is none).
    open func setNeedsTouchBarUpdate() {}
    /// Asks for the content-unavailable configuration to be updated (iOS 17): here at once,
    /// `updateContentUnavailableConfiguration(using:)` with `contentUnavailableConfigurationState`
    /// (UIKit defers it to its next update; unconfirmed when). The configuration's view is not
    /// drawn.
    open func setNeedsUpdateContentUnavailableConfiguration() {
        updateContentUnavailableConfiguration(using: contentUnavailableConfigurationState)
    }
    /// Brings the traits up to date now (iOS 17): the simulation's traits are current whenever
    /// they are read, so there is nothing to update.
    open func updateTraitsIfNeeded() {}

    /// Traits set for a child (deprecated), by the child's identity.
    private var childTraitOverrides: [ObjectIdentifier: UITraitCollection] = [:]
    /// The traits set for `childViewController` with `setOverrideTraitCollection(_:forChild:)`.
    open func overrideTraitCollection(forChild childViewController: UIViewController) -> UITraitCollection? {
        childTraitOverrides[ObjectIdentifier(childViewController)]
    }
    /// Sets traits for a child (deprecated in iOS 17 for the child's `traitOverrides`): the
    /// traits `collection` specifies replace the inherited ones in the child's `traitCollection`
    /// and its view's; the child and its views whose traits change are told.
    open func setOverrideTraitCollection(_ collection: UITraitCollection?, forChild childViewController: UIViewController) {
        if collection != nil { TraitResolution.noteOverride() }
        TraitResolution.changing(under: childViewController.viewIfLoaded) {
            childTraitOverrides[ObjectIdentifier(childViewController)] = collection
        }
    }

    // MARK: Memory, focus, activity and restoration (stored)

    /// The app received a memory warning. Never called: the simulation has no memory pressure.
    open func didReceiveMemoryWarning() {}
    /// The identifier of the controller's focus group (`nil`; focus groups are not simulated).
    open var focusGroupIdentifier: String?
    /// Whether focus returns to the item that had it after a transition (true; stored: the
    /// focus engine of tvOS and the keyboard-navigation focus are not simulated).
    open var restoresFocusAfterTransition = true
    /// The base name of the controller's interaction activity tracking (`nil`; stored).
    open var interactionActivityTrackingBaseName: String?
    /// Whether the controller performs menu actions while it presents (true; stored,
    /// unconfirmed default).
    open var performsActionsWhilePresentingModally: Bool { true }
    /// The controller's restoration identifier (`nil`; stored: state restoration is not simulated).
    open var restorationIdentifier: String?
    /// The class that recreates the controller during state restoration (`nil`; stored).
    open var restorationClass: (any UIViewControllerRestoration.Type)?
    /// Saves the controller's state for restoration (never called: not simulated).
    open func encodeRestorableState(with coder: NSCoder) {}
    /// Restores the controller's state (never called: not simulated).
    open func decodeRestorableState(with coder: NSCoder) {}
    /// State restoration finished (never called: not simulated).
    open func applicationFinishedRestoringState() {}

    // MARK: Legacy unwind segues (deprecated in iOS 13)

    /// Whether this controller handles the unwind `action` (deprecated form): as
    /// `canPerformUnwindSegueAction(_:from:sender:)`.
    open func canPerformUnwindSegueAction(_ action: Selector, from fromViewController: UIViewController, withSender sender: Any)
        -> Bool
    {
        canPerformUnwindSegueAction(action, from: fromViewController, sender: sender)
    }
    /// The child or this controller that handles the unwind `action` (deprecated): the first,
    /// from the last child back, whose `canPerformUnwindSegueAction` says yes; else this one if
    /// it does; else `nil`.
    open func forUnwindSegueAction(_ action: Selector, from fromViewController: UIViewController, withSender sender: Any?)
        -> UIViewController?
    {
        for child in children.reversed() where child.canPerformUnwindSegueAction(action, from: fromViewController, sender: sender) {
            return child
        }
        return canPerformUnwindSegueAction(action, from: fromViewController, sender: sender) ? self : nil
    }
    /// The segue that unwinds from `fromViewController` to `toViewController` (deprecated): a
    /// storyboard segue between them named `identifier`, which `perform()` shows as the
    /// destination's container unwinds.
    open func segueForUnwinding(to toViewController: UIViewController, from fromViewController: UIViewController, identifier: String?)
        -> UIStoryboardSegue?
    {
        UIStoryboardSegue(identifier: identifier, source: fromViewController, destination: toViewController)
    }
    /// The children to search for an unwind destination: every child, except the one the unwind
    /// comes from (deprecated in iOS 13 and later kept, as UIKit's default).
    open func allowedChildrenForUnwinding(from source: UIStoryboardUnwindSegueSource) -> [UIViewController] {
        children.filter { $0 !== childContaining(source) }
    }
    /// The child that contains the unwind's source controller, if any.
    open func childContaining(_ source: UIStoryboardUnwindSegueSource) -> UIViewController? {
        children.first { child in
            var candidate: UIViewController? = source.source
            while let controller = candidate {
                if controller === child { return true }
                candidate = controller.parent ?? controller.presentingViewController
            }
            return false
        }
    }

    /// Leaves `message` in the trace of the controller's simulation, or of the current one.
    final func diagnose(_ message: String) {
        if let lifecycleMonitor {
            lifecycleMonitor.diagnostic(message)
        } else {
            CurrentSimulation.host?.diagnostic(message)
        }
    }

    // MARK: Appearance

    /// The children that appearance callbacks are forwarded to (all children; a navigation
    /// controller forwards to its top controller only).
    var appearanceChildren: [UIViewController] { children }

    /// Starts an appearance transition, as UIKit's method of the same name: runs
    /// `viewWillAppear` or `viewWillDisappear`, then forwards to the children. A call that does
    /// not match the current state is reported as UIKit reports it ("Unbalanced calls to
    /// begin/end appearance transitions") and ignored.
    open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        switch (isAppearing, appearanceState) {
        case (true, .disappeared), (true, .disappearing):
            appearanceState = .appearing
            appearanceAnimated = animated
            viewIsAppearingDue = true
            run(.viewWillAppear) { viewWillAppear(animated) }
        case (false, .appeared), (false, .appearing):
            appearanceState = .disappearing
            appearanceAnimated = animated
            run(.viewWillDisappear) { viewWillDisappear(animated) }
        default:
            reportUnbalancedTransition()
            return
        }
        guard shouldAutomaticallyForwardAppearanceMethods else { return }
        for child in appearanceChildren { child.beginAppearanceTransition(isAppearing, animated: animated) }
    }

    /// Ends the transition begun by `beginAppearanceTransition`: runs `viewDidAppear` or
    /// `viewDidDisappear`, then forwards to the children.
    open func endAppearanceTransition() {
        switch appearanceState {
        case .appearing:
            // viewIsAppearing(_:) comes before viewDidAppear(_:) even when no layout pass ran
            // with the view in the window since viewWillAppear(_:).
            callViewIsAppearingIfReady()
            viewIsAppearingDue = false
            appearanceState = .appeared
            run(.viewDidAppear) { viewDidAppear(appearanceAnimated) }
        case .disappearing:
            appearanceState = .disappeared
            run(.viewDidDisappear) { viewDidDisappear(appearanceAnimated) }
        default:
            reportUnbalancedTransition()
            return
        }
        guard shouldAutomaticallyForwardAppearanceMethods else { return }
        for child in appearanceChildren { child.endAppearanceTransition() }
    }

    private func reportUnbalancedTransition() {
        lifecycleMonitor?.diagnostic("Unbalanced calls to begin/end appearance transitions for \(auditName) (state \(appearanceState))")
    }

    // MARK: Containment

    /// Adds a child controller, as UIKit's `addChild(_:)`: sends the child
    /// `willMove(toParent:)` first (Apple's documentation of `willMove(toParent:)`,
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/willmove(toparent:)), and a
    /// child of another controller is removed from it first (`removeFromParent()`). The
    /// container sends `didMove(toParent:)` once its transition is over, or at once without one
    /// (https://developer.apple.com/documentation/uikit/uiviewcontroller/didmove(toparent:)).
    open func addChild(_ child: UIViewController) {
        guard child !== self, child.parent !== self else { return }
        // Apple's documentation of willMove(toParent:): "When your custom container calls the
        // addChild(_:) method, it automatically calls the willMove(toParent:) method".
        child.willMove(toParent: self)
        child.removeFromParent()
        children.append(child)
        child.parent = self
        if let lifecycleMonitor { child.attach(to: lifecycleMonitor, geometry: presentationGeometry) }
    }

    /// Removes this controller from its parent, as UIKit's `removeFromParent()`, then sends it
    /// `didMove(toParent: nil)`: "The removeFromParent() method automatically calls the
    /// didMove(toParent:) method of the child view controller after it removes the child"
    /// (Apple's documentation of `didMove(toParent:)`,
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/didmove(toparent:)). The
    /// container sends `willMove(toParent: nil)` before calling it
    /// (https://developer.apple.com/documentation/uikit/uiviewcontroller/removefromparent()).
    /// A controller without a parent hears nothing.
    open func removeFromParent() {
        guard parent != nil else { return }
        detachFromParent()
        didMove(toParent: nil)
    }

    /// `removeFromParent()` without its `didMove(toParent: nil)`: for a container that removes
    /// the child at once and sends the message when its transition is over (a navigation
    /// controller's pop).
    func detachFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
    }

    /// The children put in `order`, which holds the same controllers (a container's own
    /// bookkeeping: no containment message); any other `order` is ignored.
    func reorderChildren(_ order: [UIViewController]) {
        guard order.count == children.count, order.allSatisfy({ child in children.contains { $0 === child } }) else { return }
        children = order
    }

    /// The controller is about to be added to `parent`, or removed when `parent` is nil. UIKit's
    /// `addChild(_:)` sends it; a container sends it with `nil` before `removeFromParent()`.
    open func willMove(toParent parent: UIViewController?) {}
    /// The controller was added to `parent`, or removed when `parent` is nil. A container sends
    /// it after adding a child (after its transition); `removeFromParent()` sends it with `nil`.
    open func didMove(toParent parent: UIViewController?) {}

    /// The nearest navigation controller up the parent chain.
    open var navigationController: UINavigationController? { nearestAncestor(of: UINavigationController.self) }

    /// The status bar's style the controller prefers, as UIKit's `preferredStatusBarStyle`
    /// (`.default`; an app's override is asked by nothing: the status bar is not drawn).
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
    /// Asks for the status bar's appearance to be updated (nothing is drawn: it does nothing).
    open func setNeedsStatusBarAppearanceUpdate() {}

    // MARK: Segues (UIViewController+InterfaceBuilder.swift)

    /// Performs the storyboard segue `identifier` from this controller, as UIKit does: the
    /// destination made from the storyboard, `prepare(for:sender:)`, then the segue's `perform()`
    /// (a show segue pushes onto the navigation controller, or presents without one; a
    /// presentation segue presents), the order of Apple's View Controller Programming Guide.
    /// `shouldPerformSegue(withIdentifier:sender:)` is not asked: iOS asks it only for a segue a
    /// control triggers. An identifier the controller's scene does not have leaves a diagnostic
    /// (iOS raises an exception, as Apple's documentation of this method says).
    open func performSegue(withIdentifier identifier: String, sender: Any?) {
        performStoryboardSegue(identifier, sender: sender)
    }

    /// Whether the segue `identifier` should be performed when its control triggers it; `true`
    /// by default. Not asked for `performSegue(withIdentifier:sender:)`.
    open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }

    /// Called before a segue from this controller is performed, with the destination made: where
    /// the app hands it its data. Does nothing by default.
    open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}

    /// Whether this controller is the destination of an unwind segue whose action is `action`,
    /// coming from `fromViewController` (iOS 13). As Apple documents the default: true when the
    /// controller has the action method (after `kbsim port`, when its
    /// `interfaceBuilderSelector(forAction:)` answers the name) and is not `fromViewController`.
    open func canPerformUnwindSegueAction(_ action: Selector, from fromViewController: UIViewController, sender: Any?) -> Bool {
        self !== fromViewController && interfaceBuilderSelector(forAction: action.name) != nil
    }

    /// A container's part of an unwind segue: show `subsequentVC`, its child on the way to the
    /// destination. Does nothing by default; a navigation controller pops to it.
    open func unwind(for unwindSegue: UIStoryboardSegue, towards subsequentVC: UIViewController) {}

    // MARK: Presentation

    /// Presents `controller` modally. With `.fullScreen`, this controller disappears
    /// (will/did) and its view leaves the window; with a sheet (`.automatic` from iOS 13) it
    /// stays on screen and gets no callbacks. A first responder in this controller resigns.
    open func present(_ controller: UIViewController, animated: Bool, completion: (() -> Void)? = nil) {
        MainThreadChecker.check("\(type(of: self)).present(_:animated:completion:)")
        inSimulation(of: lifecycleMonitor) { presentWithin(controller, animated: animated, completion: completion) }
    }

    private func presentWithin(_ controller: UIViewController, animated: Bool, completion: (() -> Void)?) {
        guard let window = loadedView?.window, let monitor = lifecycleMonitor, let geometry = presentationGeometry else {
            lifecycleMonitor?.diagnostic(
                "Attempt to present \(controller.auditName) on \(auditName) whose view is not in the window hierarchy")
            return
        }
        if let presented = presentedViewController {
            monitor.diagnostic(
                "Attempt to present \(controller.auditName) on \(auditName) which is already presenting \(presented.auditName)")
            return
        }
        presentedViewController = controller
        controller.presentingViewController = self
        controller.presentationPhase = .presenting
        controller.attach(to: monitor, geometry: geometry)
        if let delegate = controller.transitioningDelegate {
            // Asked as UIKit asks it, so that the trace names the animator that does not run.
            let animator = delegate.animationController(forPresented: controller, presenting: self, source: self)
            monitor.diagnostic(
                "\(controller.auditName) has a transitioningDelegate: custom transitions are not simulated; "
                    + (animator.map { "its animator \(type(of: $0)) is not run and " } ?? "") + "the default transition runs")
        }
        geometry.transitions.willBegin(animated: animated, kind: .present)
        controller.loadViewIfNeeded()
        let coordinator = TransitionCoordinator(
            from: self, to: controller, container: window, containerController: nil,
            kind: .present, animated: animated)
        let covers = geometry.coversPresenter(controller.modalPresentationStyle)
        if covers { beginAppearanceTransition(false, animated: animated) }
        controller.beginAppearanceTransition(true, animated: animated)
        loadedView?.endEditing(true)
        let presentation = controller.ownPresentationController
        presentation.presenter = self
        presentation.containerView = window
        presentation.coversPresenter = covers
        presentation.presentationTransitionWillBegin()
        controller.view.frame = presentation.frameOfPresentedViewInContainerView
        window.addSubview(controller.view)
        window.layoutIfNeeded()
        coordinator.start()
        geometry.transitions.perform(animated: animated, kind: .present) { [self] in
            coordinator.finish()
            presentation.presentationTransitionDidEnd(true)
            controller.endAppearanceTransition()
            controller.presentationPhase = .none
            if covers {
                loadedView?.removeFromSuperview()
                endAppearanceTransition()
            }
            completion?()
        }
    }

    /// Dismisses the controller this one presented — or, if it presents nothing, asks its
    /// presenter to dismiss it — as UIKit's `dismiss(animated:completion:)`.
    open func dismiss(animated: Bool, completion: (() -> Void)? = nil) {
        MainThreadChecker.check("\(type(of: self)).dismiss(animated:completion:)")
        guard let presented = presentedViewController else {
            presentingViewController?.dismiss(animated: animated, completion: completion)
            return
        }
        guard let monitor = lifecycleMonitor, let geometry = presentationGeometry else { return }
        let covers = geometry.coversPresenter(presented.modalPresentationStyle)
        let coordinator = presented.viewIfLoaded?.window.map {
            TransitionCoordinator(from: presented, to: self, container: $0, containerController: nil, kind: .dismiss, animated: animated)
        }
        let presentation = presented.ownPresentationController
        presentation.dismissalTransitionWillBegin()
        presented.presentationPhase = .dismissing
        presented.beginAppearanceTransition(false, animated: animated)
        presented.viewIfLoaded?.endEditing(true)
        if covers, let window = presented.viewIfLoaded?.window, let ownView = loadedView, ownView.superview == nil {
            ownView.frame = window.bounds
            window.insertSubview(ownView, at: max(0, window.subviews.count - 1))
            beginAppearanceTransition(true, animated: animated)
            callViewIsAppearingIfReady()
        }
        coordinator?.start()
        geometry.transitions.perform(animated: animated, kind: .dismiss) { [self] in
            coordinator?.finish()
            presented.viewIfLoaded?.removeFromSuperview()
            presented.endAppearanceTransition()
            presented.presentationPhase = .none
            if covers { endAppearanceTransition() }
            presentedViewController = nil
            presented.presentingViewController = nil
            presentation.dismissalTransitionDidEnd(true)
            (presentation as? UISheetPresentationController)?.didDismiss()
            presentation.presenter = nil
            presentation.containerView = nil
            monitor.controllerWasReleased(presented, by: "dismissed")
            completion?()
        }
    }

    // MARK: Simulation

    /// Connects this controller (and its children and presented controllers) to the
    /// simulation's lifecycle monitor, as it enters the hierarchy (installed, pushed,
    /// presented) — again, when it was released before: a controller pushed a second time is
    /// installed, not leaked.
    func attach(to monitor: any LifecycleMonitor, geometry: (any PresentationGeometry)?) {
        presentationGeometry = geometry
        if lifecycleMonitor !== monitor {
            lifecycleMonitor = monitor
            monitor.track(self)
        }
        monitor.controllerWasInstalled(self)
        for child in children { child.attach(to: monitor, geometry: geometry) }
        presentedViewController?.attach(to: monitor, geometry: geometry)
    }

    /// Runs a lifecycle callback between the monitor's will/did hooks.
    func run(_ event: LifecycleEvent, _ body: () -> Void) {
        lifecycleMonitor?.controller(self, willRun: event)
        body()
        lifecycleMonitor?.controller(self, didRun: event)
    }
}

/// What controllers need from the simulation around them.
@MainActor protocol LifecycleMonitor: AnyObject {
    func track(_ controller: UIViewController)
    func controller(_ controller: UIViewController, willRun event: LifecycleEvent)
    func controller(_ controller: UIViewController, didRun event: LifecycleEvent)
    func controllerDidDeinit(serial: Int, name: String)
    func controllerWasReleased(_ controller: UIViewController, by reason: String)
    /// The controller entered the hierarchy (again): it is no longer released.
    func controllerWasInstalled(_ controller: UIViewController)
    func diagnostic(_ message: String)
    /// Runs `work` as the simulation's own (its current simulation, `CurrentSimulation`): what
    /// a controller's code reaches with no receiver is that simulation's.
    func perform(_ work: () -> Void)
}

/// Runs `work` in `monitor`'s simulation (its current simulation), or as it is with none.
@MainActor func inSimulation(of monitor: (any LifecycleMonitor)?, _ work: () -> Void) {
    if let monitor { monitor.perform(work) } else { work() }
}

/// A navigation or presentation transition, for its duration.
enum TransitionKind {
    case push, pop, present, dismiss
    /// The window changing size (a rotation), not animated here.
    case sizeChange
}

extension UIViewController: UITraitEnvironment {}
