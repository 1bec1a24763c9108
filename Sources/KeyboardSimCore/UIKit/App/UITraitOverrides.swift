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
/// `traitOverrides`, then each view's and each controller's `traitOverrides` and
/// `overrideUserInterfaceStyle`, and a parent controller's `setOverrideTraitCollection(_:forChild:)`
/// for its child — the deeper one winning.
@MainActor enum TraitResolution {
    /// How many times an override was set in this process: while none was, every object's
    /// traits are its window's, read without walking up (the walk gives the same answer; it is
    /// only slower).
    static var overridesEverSet = 0

    /// Counts an override being set.
    static func noteOverride() { overridesEverSet += 1 }

    /// The traits of `view`, whose window's traits are `base`.
    static func traits(of view: UIView, base: UITraitCollection) -> UITraitCollection {
        guard overridesEverSet > 0 else { return base }
        var layers: [(inout UITraitCollection.Traits) -> Void] = []
        var current: UIView? = view
        while let candidate = current {
            collect(candidate, into: &layers)
            current = candidate.superview
        }
        if let scene = view.window?.windowScene, !scene.traitOverrides.isEmpty {
            let overrides = scene.traitOverrides
            layers.append { $0 = overrides.applied(to: $0) }
        }
        guard !layers.isEmpty else { return base }
        var traits = base.traits
        for layer in layers.reversed() { layer(&traits) }
        return UITraitCollection(traits: traits)
    }

    /// The traits of `controller`: its view's, less what the view itself overrides; out of a
    /// window, its parent's with its own overrides.
    static func traits(of controller: UIViewController, inherited: UITraitCollection) -> UITraitCollection {
        guard overridesEverSet > 0 else { return inherited }
        var traits = inherited.traits
        if let parent = controller.parent, let forChild = parent.overrideTraitCollection(forChild: controller) {
            for trait in forChild.changedTraits(from: nil) { traits.copy(trait, from: forChild.traits) }
        }
        traits = controller.traitOverrides.applied(to: traits)
        if controller.overrideUserInterfaceStyle != .unspecified { traits.userInterfaceStyle = controller.overrideUserInterfaceStyle }
        return UITraitCollection(traits: traits)
    }

    /// The overrides `view` adds, and its controller's when it is a controller's view.
    private static func collect(_ view: UIView, into layers: inout [(inout UITraitCollection.Traits) -> Void]) {
        let overrides = view.traitOverrides
        let style = view.overrideUserInterfaceStyle
        if style != .unspecified { layers.append { $0.userInterfaceStyle = style } }
        if !overrides.isEmpty { layers.append { $0 = overrides.applied(to: $0) } }
        guard let controller = view.owningViewController else { return }
        let controllerStyle = controller.overrideUserInterfaceStyle
        if controllerStyle != .unspecified { layers.append { $0.userInterfaceStyle = controllerStyle } }
        let controllerOverrides = controller.traitOverrides
        if !controllerOverrides.isEmpty { layers.append { $0 = controllerOverrides.applied(to: $0) } }
        if let parent = controller.parent, let forChild = parent.overrideTraitCollection(forChild: controller) {
            let specified = forChild.changedTraits(from: nil)
            layers.append { traits in for trait in specified { traits.copy(trait, from: forChild.traits) } }
        }
    }

    /// Runs `change` (an override set on `root`, or on a controller whose view is `root`), then
    /// tells every view under `root`, and every controller whose view is there, whose traits it
    /// changed, as UIKit does (views before their controllers, parents before children).
    static func changing(under root: UIView?, _ change: () -> Void) {
        guard let root, root.window != nil else { return change() }
        let views = root.subtree
        let controllers = views.compactMap(\.owningViewController)
        let before = views.map(\.traitCollection), controllersBefore = controllers.map(\.traitCollection)
        change()
        for (view, previous) in zip(views, before) where view.traitCollection != previous { view.traitCollectionDidChange(previous) }
        for (controller, previous) in zip(controllers, controllersBefore) where controller.traitCollection != previous {
            controller.traitCollectionDidChange(previous)
        }
    }
}
