import Foundation

/// The traits a view, a view controller or a window scene sets for itself and everything below
/// it, as UIKit's `UITraitOverrides` (iOS 17;
/// https://developer.apple.com/documentation/uikit/uitraitoverrides):
/// `view.traitOverrides.userInterfaceStyle = .dark`. A trait set here replaces the inherited
/// value in the object's `traitCollection` and in those of its descendants (subviews; a
/// controller's view and its children), until `remove(_:)`; the others are inherited.
///
/// Reading a trait that is not overridden gives its default (unspecified) value here (Apple's
/// page does not say what reading one gives; unconfirmed).
///
/// Traits flow as in iOS 17, whatever the simulated iOS: a controller inherits from its view's
/// superview, so a view's override (`overrideUserInterfaceStyle` included) reaches a child
/// controller embedded below it (WWDC23 session 10057, "Unleash the UIKit trait system",
/// https://developer.apple.com/videos/play/wwdc2023/10057/). Apple's page for
/// `UIView.overrideUserInterfaceStyle` says a child view controller does not inherit a view's
/// style: that is the model before iOS 17, not simulated. A presented controller inherits from
/// the window, not from its presenter (unconfirmed: Apple places the presentation controller in
/// the trait hierarchy without saying whether the presenter's overrides pass through it). Each
/// override is applied, and the objects below told, at once.
public struct UITraitOverrides: UIMutableTraits {
    /// The overridden values (the others at their defaults).
    var values = TraitMutationsValue(traits: UITraitCollection.Traits())
    /// The overridden traits, in the order first set.
    private(set) var overridden: [UITrait] = []

    init() {}

    /// Whether `trait` is overridden.
    public func contains(_ trait: UITrait) -> Bool { overridden.contains { $0 == trait } }

    /// Stops overriding `trait`: it is inherited again.
    public mutating func remove(_ trait: UITrait) {
        overridden.removeAll { $0 == trait }
        values.traits.reset(trait)
    }

    /// Whether nothing is overridden.
    var isEmpty: Bool { overridden.isEmpty }

    /// `base` with the overridden traits replaced.
    func applied(to base: UITraitCollection.Traits) -> UITraitCollection.Traits {
        var traits = base
        for trait in overridden { traits.copy(trait, from: values.traits) }
        return traits
    }

    private mutating func set(_ trait: UITrait) {
        if !contains(trait) { overridden.append(trait) }
    }

    public subscript<T: UITraitDefinition>(trait: T.Type) -> T.Value {
        get { values[trait] }
        set {
            values[trait] = newValue
            set(trait)
        }
    }
    public var horizontalSizeClass: UIUserInterfaceSizeClass {
        get { values.horizontalSizeClass }
        set { self[UITraitHorizontalSizeClass.self] = newValue }
    }
    public var verticalSizeClass: UIUserInterfaceSizeClass {
        get { values.verticalSizeClass }
        set { self[UITraitVerticalSizeClass.self] = newValue }
    }
    public var userInterfaceIdiom: UIUserInterfaceIdiom {
        get { values.userInterfaceIdiom }
        set { self[UITraitUserInterfaceIdiom.self] = newValue }
    }
    public var displayScale: CGFloat {
        get { values.displayScale }
        set { self[UITraitDisplayScale.self] = newValue }
    }
    public var userInterfaceStyle: UIUserInterfaceStyle {
        get { values.userInterfaceStyle }
        set { self[UITraitUserInterfaceStyle.self] = newValue }
    }
    public var preferredContentSizeCategory: UIContentSizeCategory {
        get { values.preferredContentSizeCategory }
        set { self[UITraitPreferredContentSizeCategory.self] = newValue }
    }
    public var layoutDirection: UITraitEnvironmentLayoutDirection {
        get { values.layoutDirection }
        set { self[UITraitLayoutDirection.self] = newValue }
    }
    public var accessibilityContrast: UIAccessibilityContrast {
        get { values.accessibilityContrast }
        set { self[UITraitAccessibilityContrast.self] = newValue }
    }
    public var legibilityWeight: UILegibilityWeight {
        get { values.legibilityWeight }
        set { self[UITraitLegibilityWeight.self] = newValue }
    }
    public var userInterfaceLevel: UIUserInterfaceLevel {
        get { values.userInterfaceLevel }
        set { self[UITraitUserInterfaceLevel.self] = newValue }
    }
    public var activeAppearance: UIUserInterfaceActiveAppearance {
        get { values.activeAppearance }
        set { self[UITraitActiveAppearance.self] = newValue }
    }
    public var displayGamut: UIDisplayGamut {
        get { values.displayGamut }
        set { self[UITraitDisplayGamut.self] = newValue }
    }
    public var forceTouchCapability: UIForceTouchCapability {
        get { values.forceTouchCapability }
        set { self[UITraitForceTouchCapability.self] = newValue }
    }
    public var sceneCaptureState: UISceneCaptureState {
        get { values.sceneCaptureState }
        set { self[UITraitSceneCaptureState.self] = newValue }
    }
    public var listEnvironment: UIListEnvironment {
        get { values.listEnvironment }
        set { self[UITraitListEnvironment.self] = newValue }
    }
    public var toolbarItemPresentationSize: UINSToolbarItemPresentationSize {
        get { values.toolbarItemPresentationSize }
        set { self[UITraitToolbarItemPresentationSize.self] = newValue }
    }
    public var imageDynamicRange: UIImage.DynamicRange {
        get { values.imageDynamicRange }
        set { self[UITraitImageDynamicRange.self] = newValue }
    }
    public var typesettingLanguage: Locale.Language? {
        get { values.typesettingLanguage }
        set { self[UITraitTypesettingLanguage.self] = newValue }
    }
}

extension UITraitCollection.Traits {
    /// Sets `trait` to its value in `other`.
    mutating func copy(_ trait: UITrait, from other: Self) {
        func copy<T: UITraitDefinition>(_ definition: T.Type) { self[definition] = other[definition] }
        copy(trait)
    }

    /// Sets `trait` back to its default (unspecified) value.
    mutating func reset(_ trait: UITrait) {
        func reset<T: UITraitDefinition>(_ definition: T.Type) { self[definition] = definition.defaultValue }
        reset(trait)
    }
}

/// How the traits of the objects in a window are resolved: the window's traits (its size and
/// device), then from the top down each override on the way to the object — the window scene's
/// `traitOverrides`, a presented controller's presentation's, then each view's and each
/// controller's `traitOverrides` and
/// `overrideUserInterfaceStyle`, and a parent controller's `setOverrideTraitCollection(_:forChild:)`
/// for its child — the deeper one winning.
@MainActor enum TraitResolution {
    /// Whether an override was ever set in this process: until one is, every object's traits
    /// are its window's, read without walking up (the walk gives the same answer; it is only
    /// slower).
    static var anyOverrideSet = false

    /// Notes that an override was set.
    static func noteOverride() { anyOverrideSet = true }

    /// The traits of `view`, whose window's traits are `base`.
    static func traits(of view: UIView, base: UITraitCollection) -> UITraitCollection {
        guard anyOverrideSet else { return base }
        var chain: [UIView] = []
        var current: UIView? = view
        while let candidate = current {
            chain.append(candidate)
            current = candidate.superview
        }
        var traits = base.traits
        if let scene = view.window?.windowScene { traits = scene.traitOverrides.applied(to: traits) }
        for view in chain.reversed() {
            if let controller = view.owningViewController { applyOverrides(of: controller, to: &traits) }
            traits = view.traitOverrides.applied(to: traits)
            if view.overrideUserInterfaceStyle != .unspecified { traits.userInterfaceStyle = view.overrideUserInterfaceStyle }
        }
        return traits == base.traits ? base : UITraitCollection(traits: traits)
    }

    /// The traits of `controller`: what it inherits with its own overrides (its view's are below
    /// it).
    static func traits(of controller: UIViewController, inherited: UITraitCollection) -> UITraitCollection {
        guard anyOverrideSet else { return inherited }
        var traits = inherited.traits
        applyOverrides(of: controller, to: &traits)
        return traits == inherited.traits ? inherited : UITraitCollection(traits: traits)
    }

    /// Applies what `controller` overrides — its presentation's `traitOverrides` when it is
    /// presented (the presentation controller stands between the window and it, as Apple's trait
    /// hierarchy places it), its parent's traits for it, its `traitOverrides`, its
    /// `overrideUserInterfaceStyle`, in that order — to `traits`.
    private static func applyOverrides(of controller: UIViewController, to traits: inout UITraitCollection.Traits) {
        if controller.parent == nil, controller.presentingViewController != nil {
            traits = controller.ownPresentationController.traitOverrides.applied(to: traits)
        }
        if let parent = controller.parent, let forChild = parent.overrideTraitCollection(forChild: controller) {
            for trait in forChild.changedTraits(from: nil) { traits.copy(trait, from: forChild.traits) }
        }
        traits = controller.traitOverrides.applied(to: traits)
        if controller.overrideUserInterfaceStyle != .unspecified { traits.userInterfaceStyle = controller.overrideUserInterfaceStyle }
    }

    /// Runs `change` (an override set on `root`, or on a controller whose view is `root`), then
    /// tells every view under `root`, and every controller whose view is there, whose traits it
    /// changed, as UIKit does (views before their controllers, parents before children).
    static func changing(under root: UIView?, _ change: () -> Void) {
        guard let root, root.window != nil else { return change() }
        let views = root.subtree
        let snapshot = TraitSnapshot(views: views, controllers: views.compactMap(\.owningViewController))
        change()
        snapshot.tellChanged()
    }
}

/// The traits of some views and controllers before a change (an override set, a window
/// resized), to tell each whose traits the change changed, with what they were.
@MainActor struct TraitSnapshot {
    private let views: [(UIView, UITraitCollection)]
    private let controllers: [(UIViewController, UITraitCollection)]

    /// The traits of `views` and `controllers` now.
    init(views: [UIView], controllers: [UIViewController]) {
        self.views = views.map { ($0, $0.traitCollection) }
        self.controllers = controllers.map { ($0, $0.traitCollection) }
    }

    /// Tells each view, then each controller, whose traits differ from the snapshot's
    /// `traitCollectionDidChange(_:)`, with its traits before.
    func tellChanged() {
        for (view, previous) in views where view.traitCollection != previous { view.traitCollectionDidChange(previous) }
        for (controller, previous) in controllers where controller.traitCollection != previous {
            controller.traitCollectionDidChange(previous)
        }
    }
}
