import Foundation

// The traits iOS 13–17 added to UITraitCollection, the trait definitions of iOS 17
// (`UITraitDefinition`: `collection[UITraitUserInterfaceStyle.self]`, an app's own traits,
// `modifyingTraits`, `changedTraits(from:)`), and `performAsCurrent`. None of these traits changes
// in the simulation (no dark mode, contrast or legibility setting is simulated); they keep the
// values a collection was made with, and a window's are given in `UITraitCollection`'s comment.

/// The contrast setting, as UIKit's `UIAccessibilityContrast` (UIKit's raw values).
public enum UIAccessibilityContrast: Int, Sendable, CaseIterable {
    /// Not specified.
    case unspecified = -1
    /// Normal contrast (a simulated window's).
    case normal = 0
    /// Increased contrast.
    case high = 1
}

/// Whether text is drawn heavier (the Bold Text setting), as UIKit's `UILegibilityWeight`.
public enum UILegibilityWeight: Int, Sendable, CaseIterable {
    /// Not specified.
    case unspecified = -1
    /// Regular weight (a simulated window's).
    case regular = 0
    /// Bold Text is on.
    case bold = 1
}

/// How far forward an interface is, as UIKit's `UIUserInterfaceLevel`.
public enum UIUserInterfaceLevel: Int, Sendable, CaseIterable {
    /// Not specified.
    case unspecified = -1
    /// The window's main content (a simulated window's).
    case base = 0
    /// Content above it (a sheet, a popover).
    case elevated = 1
}

/// Whether the interface is in the active window, as UIKit's `UIUserInterfaceActiveAppearance`.
public enum UIUserInterfaceActiveAppearance: Int, Sendable, CaseIterable {
    /// Not specified (a simulated window's: inert).
    case unspecified = -1
    /// In an inactive window.
    case inactive = 0
    /// In the active window.
    case active = 1
}

/// The display's colour gamut, as UIKit's `UIDisplayGamut`.
public enum UIDisplayGamut: Int, Sendable, CaseIterable {
    /// Not specified (a simulated window's: inert).
    case unspecified = -1
    /// sRGB.
    case SRGB = 0
    /// Display P3.
    case P3 = 1
}

/// Whether 3D Touch is available, as UIKit's `UIForceTouchCapability`.
public enum UIForceTouchCapability: Int, Sendable, CaseIterable {
    /// Not known (a simulated window's: inert).
    case unknown = 0
    /// Not available.
    case unavailable = 1
    /// Available.
    case available = 2
}

/// Whether the scene's content is being captured (recorded, mirrored), as UIKit's
/// `UISceneCaptureState` (iOS 17).
public enum UISceneCaptureState: Int, Sendable, CaseIterable {
    /// Not specified (a simulated window's: inert, nothing is captured).
    case unspecified = -1
    /// Not captured.
    case inactive = 0
    /// Captured.
    case active = 1
}

/// The style of list a view is in, as UIKit's `UIListEnvironment` (iOS 14; raw values
/// unconfirmed: Apple's documentation does not give them).
public enum UIListEnvironment: Int, Sendable, CaseIterable {
    /// Not specified (a simulated window's: inert).
    case unspecified = 0
    /// Not in a list.
    case none = 1
    /// A plain list.
    case plain = 2
    /// A grouped list.
    case grouped = 3
    /// An inset grouped list.
    case insetGrouped = 4
    /// A sidebar.
    case sidebar = 5
    /// A plain sidebar.
    case sidebarPlain = 6
}

/// The size of a Mac toolbar's items, as UIKit's `UINSToolbarItemPresentationSize` (Mac Catalyst;
/// raw values unconfirmed: Apple's documentation does not give them). Inert on iOS.
public enum UINSToolbarItemPresentationSize: Int, Sendable, CaseIterable {
    /// Not specified.
    case unspecified = -1
    /// Regular.
    case regular = 0
    /// Small.
    case small = 1
    /// Large.
    case large = 3
}

extension UIImage {
    /// How much of a high dynamic range image is shown, as UIKit's `UIImage.DynamicRange`
    /// (iOS 17). Inert: images are not drawn.
    public enum DynamicRange: Int, Sendable, CaseIterable {
        /// Not specified.
        case unspecified = -1
        /// Standard dynamic range.
        case standard = 0
        /// High dynamic range with less headroom.
        case constrainedHigh = 1
        /// Full high dynamic range.
        case high = 2
    }
}

/// A trait: its type names it, as UIKit's `UITraitDefinition` (iOS 17). UIKit's traits are
/// `UITraitUserInterfaceStyle` and its neighbours; an app declares its own:
///
/// ```swift
/// struct ContainedInSettingsTrait: UITraitDefinition { static let defaultValue = false }
/// let traits = UITraitCollection(ContainedInSettingsTrait.self, value: true)
/// traits[ContainedInSettingsTrait.self]   // true
/// ```
///
/// A value is `Sendable` here (a trait collection crosses threads); collections compare an app's
/// trait's values when they are `Equatable`, and take other values as different.
public protocol UITraitDefinition {
    /// The trait's value type.
    associatedtype Value: Sendable
    /// The value of a collection that does not specify the trait.
    static var defaultValue: Value { get }
    /// A unique identifier (default: the type's full name).
    static var identifier: String { get }
    /// A name for debugging (default: the type's name).
    static var name: String { get }
    /// Whether a change of the trait changes colours (default false).
    static var affectsColorAppearance: Bool { get }
}

extension UITraitDefinition {
    /// The type's full name (`MyApp.ContainedInSettingsTrait`).
    public static var identifier: String { String(reflecting: Self.self) }
    /// The type's name.
    public static var name: String { String(describing: Self.self) }
    /// False: the trait does not change colours.
    public static var affectsColorAppearance: Bool { false }
}

/// A trait definition's type, as UIKit's `UITrait` (`UITraitUserInterfaceStyle.self`).
public typealias UITrait = any UITraitDefinition.Type

/// One of UIKit's own traits: where its value is kept in a collection.
package protocol SystemTraitDefinition: UITraitDefinition where Value: Equatable {
    static var keyPath: WritableKeyPath<UITraitCollection.Traits, Value> { get }
}

/// The horizontal size class as a trait (`UITraitCollection.horizontalSizeClass`).
public enum UITraitHorizontalSizeClass: SystemTraitDefinition {
    /// Unspecified.
    public static let defaultValue = UIUserInterfaceSizeClass.unspecified
    package static var keyPath: WritableKeyPath<UITraitCollection.Traits, UIUserInterfaceSizeClass> { \.horizontalSizeClass }
}
/// The vertical size class as a trait.
public enum UITraitVerticalSizeClass: SystemTraitDefinition {
    /// Unspecified.
    public static let defaultValue = UIUserInterfaceSizeClass.unspecified
    package static var keyPath: WritableKeyPath<UITraitCollection.Traits, UIUserInterfaceSizeClass> { \.verticalSizeClass }
}
/// The idiom as a trait.
public enum UITraitUserInterfaceIdiom: SystemTraitDefinition {
    /// Unspecified.
    public static let defaultValue = UIUserInterfaceIdiom.unspecified
    package static var keyPath: WritableKeyPath<UITraitCollection.Traits, UIUserInterfaceIdiom> { \.userInterfaceIdiom }
}
/// The display scale as a trait.
public enum UITraitDisplayScale: SystemTraitDefinition {
    /// Unspecified.
    public static let defaultValue: CGFloat = 0
    package static var keyPath: WritableKeyPath<UITraitCollection.Traits, CGFloat> { \.displayScale }
}
/// Light or dark as a trait (it affects colours).
public enum UITraitUserInterfaceStyle: SystemTraitDefinition {
    /// Unspecified.
    public static let defaultValue = UIUserInterfaceStyle.unspecified
    /// True: a change of the trait changes colours.
    public static var affectsColorAppearance: Bool { true }
    package static var keyPath: WritableKeyPath<UITraitCollection.Traits, UIUserInterfaceStyle> { \.userInterfaceStyle }
}
/// The preferred text size as a trait.
public enum UITraitPreferredContentSizeCategory: SystemTraitDefinition {
    /// Unspecified.
    public static let defaultValue = UIContentSizeCategory.unspecified
    package static var keyPath: WritableKeyPath<UITraitCollection.Traits, UIContentSizeCategory> { \.preferredContentSizeCategory }
}
/// The layout direction as a trait.
public enum UITraitLayoutDirection: SystemTraitDefinition {
    /// Unspecified.
    public static let defaultValue = UITraitEnvironmentLayoutDirection.unspecified
    package static var keyPath: WritableKeyPath<UITraitCollection.Traits, UITraitEnvironmentLayoutDirection> { \.layoutDirection }
}
/// The contrast setting as a trait (it affects colours).
public enum UITraitAccessibilityContrast: SystemTraitDefinition {
    /// Unspecified.
    public static let defaultValue = UIAccessibilityContrast.unspecified
    /// True: a change of the trait changes colours.
    public static var affectsColorAppearance: Bool { true }
    package static var keyPath: WritableKeyPath<UITraitCollection.Traits, UIAccessibilityContrast> { \.accessibilityContrast }
}
/// The legibility weight as a trait.
public enum UITraitLegibilityWeight: SystemTraitDefinition {
    /// Unspecified.
    public static let defaultValue = UILegibilityWeight.unspecified
    package static var keyPath: WritableKeyPath<UITraitCollection.Traits, UILegibilityWeight> { \.legibilityWeight }
}
/// The interface level as a trait (it affects colours).
public enum UITraitUserInterfaceLevel: SystemTraitDefinition {
    /// Unspecified.
    public static let defaultValue = UIUserInterfaceLevel.unspecified
    /// True: a change of the trait changes colours.
    public static var affectsColorAppearance: Bool { true }
    package static var keyPath: WritableKeyPath<UITraitCollection.Traits, UIUserInterfaceLevel> { \.userInterfaceLevel }
}
/// The active appearance as a trait.
public enum UITraitActiveAppearance: SystemTraitDefinition {
    /// Unspecified.
    public static let defaultValue = UIUserInterfaceActiveAppearance.unspecified
    package static var keyPath: WritableKeyPath<UITraitCollection.Traits, UIUserInterfaceActiveAppearance> { \.activeAppearance }
}
/// The display gamut as a trait.
public enum UITraitDisplayGamut: SystemTraitDefinition {
    /// Unspecified.
    public static let defaultValue = UIDisplayGamut.unspecified
    package static var keyPath: WritableKeyPath<UITraitCollection.Traits, UIDisplayGamut> { \.displayGamut }
}
/// 3D Touch's availability as a trait.
public enum UITraitForceTouchCapability: SystemTraitDefinition {
    /// Unspecified.
    public static let defaultValue = UIForceTouchCapability.unknown
    package static var keyPath: WritableKeyPath<UITraitCollection.Traits, UIForceTouchCapability> { \.forceTouchCapability }
}
/// The scene's capture state as a trait.
public enum UITraitSceneCaptureState: SystemTraitDefinition {
    /// Unspecified.
    public static let defaultValue = UISceneCaptureState.unspecified
    package static var keyPath: WritableKeyPath<UITraitCollection.Traits, UISceneCaptureState> { \.sceneCaptureState }
}
/// The list environment as a trait.
public enum UITraitListEnvironment: SystemTraitDefinition {
    /// Unspecified.
    public static let defaultValue = UIListEnvironment.unspecified
    package static var keyPath: WritableKeyPath<UITraitCollection.Traits, UIListEnvironment> { \.listEnvironment }
}
/// The Mac toolbar item size as a trait.
public enum UITraitToolbarItemPresentationSize: SystemTraitDefinition {
    /// Unspecified.
    public static let defaultValue = UINSToolbarItemPresentationSize.unspecified
    package static var keyPath: WritableKeyPath<UITraitCollection.Traits, UINSToolbarItemPresentationSize> {
        \.toolbarItemPresentationSize
    }
}
/// The image dynamic range as a trait.
public enum UITraitImageDynamicRange: SystemTraitDefinition {
    /// Unspecified.
    public static let defaultValue = UIImage.DynamicRange.unspecified
    package static var keyPath: WritableKeyPath<UITraitCollection.Traits, UIImage.DynamicRange> { \.imageDynamicRange }
}
/// The typesetting language as a trait.
public enum UITraitTypesettingLanguage: SystemTraitDefinition {
    /// Unspecified.
    public static let defaultValue: Locale.Language? = nil
    package static var keyPath: WritableKeyPath<UITraitCollection.Traits, Locale.Language?> { \.typesettingLanguage }
}

/// Traits to change, as UIKit's `UIMutableTraits` (iOS 17): what `modifyingTraits(_:)` and
/// `init(mutations:)` hand their closure.
public protocol UIMutableTraits {
    /// The value of `trait` (UIKit's or an app's).
    subscript<T: UITraitDefinition>(trait: T.Type) -> T.Value { get set }
    /// The `horizontalSizeClass` trait.
    var horizontalSizeClass: UIUserInterfaceSizeClass { get set }
    /// The `verticalSizeClass` trait.
    var verticalSizeClass: UIUserInterfaceSizeClass { get set }
    /// The `userInterfaceIdiom` trait.
    var userInterfaceIdiom: UIUserInterfaceIdiom { get set }
    /// The `displayScale` trait.
    var displayScale: CGFloat { get set }
    /// The `userInterfaceStyle` trait.
    var userInterfaceStyle: UIUserInterfaceStyle { get set }
    /// The `preferredContentSizeCategory` trait.
    var preferredContentSizeCategory: UIContentSizeCategory { get set }
    /// The `layoutDirection` trait.
    var layoutDirection: UITraitEnvironmentLayoutDirection { get set }
    /// The `accessibilityContrast` trait.
    var accessibilityContrast: UIAccessibilityContrast { get set }
    /// The `legibilityWeight` trait.
    var legibilityWeight: UILegibilityWeight { get set }
    /// The `userInterfaceLevel` trait.
    var userInterfaceLevel: UIUserInterfaceLevel { get set }
    /// The `activeAppearance` trait.
    var activeAppearance: UIUserInterfaceActiveAppearance { get set }
    /// The `displayGamut` trait.
    var displayGamut: UIDisplayGamut { get set }
    /// The `forceTouchCapability` trait.
    var forceTouchCapability: UIForceTouchCapability { get set }
    /// The `sceneCaptureState` trait.
    var sceneCaptureState: UISceneCaptureState { get set }
    /// The `listEnvironment` trait.
    var listEnvironment: UIListEnvironment { get set }
    /// The `toolbarItemPresentationSize` trait.
    var toolbarItemPresentationSize: UINSToolbarItemPresentationSize { get set }
    /// The `imageDynamicRange` trait.
    var imageDynamicRange: UIImage.DynamicRange { get set }
    /// The `typesettingLanguage` trait.
    var typesettingLanguage: Locale.Language? { get set }
}

/// The traits a mutation closure changes.
struct TraitMutationsValue: UIMutableTraits {
    var traits: UITraitCollection.Traits

    subscript<T: UITraitDefinition>(trait: T.Type) -> T.Value {
        get { traits[trait] }
        set { traits[trait] = newValue }
    }
    var horizontalSizeClass: UIUserInterfaceSizeClass {
        get { traits.horizontalSizeClass }
        set { traits.horizontalSizeClass = newValue }
    }
    var verticalSizeClass: UIUserInterfaceSizeClass {
        get { traits.verticalSizeClass }
        set { traits.verticalSizeClass = newValue }
    }
    var userInterfaceIdiom: UIUserInterfaceIdiom {
        get { traits.userInterfaceIdiom }
        set { traits.userInterfaceIdiom = newValue }
    }
    var displayScale: CGFloat {
        get { traits.displayScale }
        set { traits.displayScale = newValue }
    }
    var userInterfaceStyle: UIUserInterfaceStyle {
        get { traits.userInterfaceStyle }
        set { traits.userInterfaceStyle = newValue }
    }
    var preferredContentSizeCategory: UIContentSizeCategory {
        get { traits.preferredContentSizeCategory }
        set { traits.preferredContentSizeCategory = newValue }
    }
    var layoutDirection: UITraitEnvironmentLayoutDirection {
        get { traits.layoutDirection }
        set { traits.layoutDirection = newValue }
    }
    var accessibilityContrast: UIAccessibilityContrast {
        get { traits.accessibilityContrast }
        set { traits.accessibilityContrast = newValue }
    }
    var legibilityWeight: UILegibilityWeight {
        get { traits.legibilityWeight }
        set { traits.legibilityWeight = newValue }
    }
    var userInterfaceLevel: UIUserInterfaceLevel {
        get { traits.userInterfaceLevel }
        set { traits.userInterfaceLevel = newValue }
    }
    var activeAppearance: UIUserInterfaceActiveAppearance {
        get { traits.activeAppearance }
        set { traits.activeAppearance = newValue }
    }
    var displayGamut: UIDisplayGamut {
        get { traits.displayGamut }
        set { traits.displayGamut = newValue }
    }
    var forceTouchCapability: UIForceTouchCapability {
        get { traits.forceTouchCapability }
        set { traits.forceTouchCapability = newValue }
    }
    var sceneCaptureState: UISceneCaptureState {
        get { traits.sceneCaptureState }
        set { traits.sceneCaptureState = newValue }
    }
    var listEnvironment: UIListEnvironment {
        get { traits.listEnvironment }
        set { traits.listEnvironment = newValue }
    }
    var toolbarItemPresentationSize: UINSToolbarItemPresentationSize {
        get { traits.toolbarItemPresentationSize }
        set { traits.toolbarItemPresentationSize = newValue }
    }
    var imageDynamicRange: UIImage.DynamicRange {
        get { traits.imageDynamicRange }
        set { traits.imageDynamicRange = newValue }
    }
    var typesettingLanguage: Locale.Language? {
        get { traits.typesettingLanguage }
        set { traits.typesettingLanguage = newValue }
    }
}

extension UITraitCollection.Traits {
    /// The value of `trait`: UIKit's from its field, an app's from `custom` (its default when unset).
    subscript<T: UITraitDefinition>(trait: T.Type) -> T.Value {
        get {
            if let system = trait as? any SystemTraitDefinition.Type, let value = self[system: system] as? T.Value { return value }
            return custom[trait.identifier]?.value as? T.Value ?? trait.defaultValue
        }
        set {
            if let system = trait as? any SystemTraitDefinition.Type {
                self[system: system] = newValue
            } else {
                custom[trait.identifier] = CustomTrait(definition: trait, value: newValue)
            }
        }
    }

    /// A UIKit trait's field, type-erased.
    private subscript(system trait: any SystemTraitDefinition.Type) -> any Sendable {
        get { read(trait) }
        set { write(trait, newValue) }
    }

    private func read<T: SystemTraitDefinition>(_ trait: T.Type) -> any Sendable { self[keyPath: trait.keyPath] }

    private mutating func write<T: SystemTraitDefinition>(_ trait: T.Type, _ value: any Sendable) {
        if let value = value as? T.Value { self[keyPath: trait.keyPath] = value }
    }
}

extension UITraitCollection {
    /// The closure `modifyingTraits(_:)` and `init(mutations:)` take.
    public typealias TraitMutations = (inout any UIMutableTraits) -> Void

    /// UIKit's traits, in the order `changedTraits(from:)` reports them.
    private static var systemTraits: [any SystemTraitDefinition.Type] {
        [
            UITraitHorizontalSizeClass.self, UITraitVerticalSizeClass.self, UITraitUserInterfaceIdiom.self, UITraitDisplayScale.self,
            UITraitUserInterfaceStyle.self, UITraitPreferredContentSizeCategory.self, UITraitLayoutDirection.self,
            UITraitAccessibilityContrast.self, UITraitLegibilityWeight.self, UITraitUserInterfaceLevel.self, UITraitActiveAppearance.self,
            UITraitDisplayGamut.self, UITraitForceTouchCapability.self, UITraitSceneCaptureState.self, UITraitListEnvironment.self,
            UITraitToolbarItemPresentationSize.self, UITraitImageDynamicRange.self, UITraitTypesettingLanguage.self,
        ]
    }

    /// The traits whose change changes colours: the appearance, the contrast and the level
    /// (unconfirmed: Apple's documentation names no list; these are the traits UIKit's dynamic
    /// system colours vary with).
    public static var systemTraitsAffectingColorAppearance: [UITrait] {
        [UITraitUserInterfaceStyle.self, UITraitAccessibilityContrast.self, UITraitUserInterfaceLevel.self]
    }

    /// The traits an asset catalog's image lookup varies with: size classes, idiom, scale,
    /// appearance, layout direction, gamut, contrast and legibility weight (unconfirmed: Apple's
    /// documentation names no list; these are the variations asset catalogs offer). Inert: images
    /// are not looked up by traits.
    public static var systemTraitsAffectingImageLookup: [UITrait] {
        [
            UITraitHorizontalSizeClass.self, UITraitVerticalSizeClass.self, UITraitUserInterfaceIdiom.self, UITraitDisplayScale.self,
            UITraitUserInterfaceStyle.self, UITraitLayoutDirection.self, UITraitDisplayGamut.self, UITraitAccessibilityContrast.self,
            UITraitLegibilityWeight.self,
        ]
    }

    /// A collection with only `trait` specified, as `value` (UIKit's trait or an app's).
    public convenience init<T: UITraitDefinition>(_ trait: T.Type, value: T.Value) {
        var traits = Traits()
        traits[trait] = value
        self.init(traits: traits)
    }

    /// A collection of what `mutations` sets, every other trait unspecified.
    public convenience init(mutations: TraitMutations) {
        self.init(traits: Self.applying(mutations, to: Traits()))
    }

    /// This collection with what `mutations` sets changed (iOS 17):
    /// `traitCollection.modifyingTraits { $0.userInterfaceStyle = .dark }`.
    public func modifyingTraits(_ mutations: TraitMutations) -> UITraitCollection {
        UITraitCollection(traits: Self.applying(mutations, to: traits))
    }

    /// This collection with `trait` set to `value`.
    public func replacing<T: UITraitDefinition>(_ trait: T.Type, value: T.Value) -> UITraitCollection {
        var traits = self.traits
        traits[trait] = value
        return UITraitCollection(traits: traits)
    }

    /// The value of `trait` (its `defaultValue` when the collection does not specify it).
    public subscript<T: UITraitDefinition>(trait: T.Type) -> T.Value { traits[trait] }

    /// The traits whose values differ from `traitCollection`'s (every specified one when it is
    /// nil): UIKit's in a fixed order, then the app's by identifier.
    public func changedTraits(from traitCollection: UITraitCollection?) -> [UITrait] {
        let other = traitCollection?.traits ?? Traits()
        let system: [UITrait] = Self.systemTraits.filter { !Self.sameValue($0, traits, other) }
        return system + traits.changedCustomTraits(from: other)
    }

    private static func sameValue<T: SystemTraitDefinition>(_ trait: T.Type, _ lhs: Traits, _ rhs: Traits) -> Bool {
        lhs[keyPath: trait.keyPath] == rhs[keyPath: trait.keyPath]
    }

    private static func applying(_ mutations: TraitMutations, to traits: Traits) -> Traits {
        var mutable: any UIMutableTraits = TraitMutationsValue(traits: traits)
        mutations(&mutable)
        if let value = mutable as? TraitMutationsValue { return value.traits }
        // The closure put another UIMutableTraits value in place: read what it declares.
        var result = traits
        result.horizontalSizeClass = mutable.horizontalSizeClass
        result.verticalSizeClass = mutable.verticalSizeClass
        result.userInterfaceIdiom = mutable.userInterfaceIdiom
        result.displayScale = mutable.displayScale
        result.userInterfaceStyle = mutable.userInterfaceStyle
        result.preferredContentSizeCategory = mutable.preferredContentSizeCategory
        result.layoutDirection = mutable.layoutDirection
        return result
    }

    /// A trait collection with only its contrast.
    public convenience init(accessibilityContrast: UIAccessibilityContrast) {
        self.init(UITraitAccessibilityContrast.self, value: accessibilityContrast)
    }
    /// A trait collection with only its active appearance.
    public convenience init(activeAppearance userInterfaceActiveAppearance: UIUserInterfaceActiveAppearance) {
        self.init(UITraitActiveAppearance.self, value: userInterfaceActiveAppearance)
    }
    /// A trait collection with only its gamut.
    public convenience init(displayGamut: UIDisplayGamut) { self.init(UITraitDisplayGamut.self, value: displayGamut) }
    /// A trait collection with only its 3D Touch capability.
    public convenience init(forceTouchCapability capability: UIForceTouchCapability) {
        self.init(UITraitForceTouchCapability.self, value: capability)
    }
    /// A trait collection with only its image dynamic range.
    public convenience init(imageDynamicRange: UIImage.DynamicRange) { self.init(UITraitImageDynamicRange.self, value: imageDynamicRange) }
    /// A trait collection with only its legibility weight.
    public convenience init(legibilityWeight: UILegibilityWeight) { self.init(UITraitLegibilityWeight.self, value: legibilityWeight) }
    /// A trait collection with only its list environment.
    public convenience init(listEnvironment: UIListEnvironment) { self.init(UITraitListEnvironment.self, value: listEnvironment) }
    /// A trait collection with only its capture state.
    public convenience init(sceneCaptureState: UISceneCaptureState) { self.init(UITraitSceneCaptureState.self, value: sceneCaptureState) }
    /// A trait collection with only its Mac toolbar item size.
    public convenience init(toolbarItemPresentationSize: UINSToolbarItemPresentationSize) {
        self.init(UITraitToolbarItemPresentationSize.self, value: toolbarItemPresentationSize)
    }
    /// A trait collection with only its typesetting language.
    public convenience init(typesettingLanguage: Locale.Language?) {
        self.init(UITraitTypesettingLanguage.self, value: typesettingLanguage)
    }
    /// A trait collection with only its level.
    public convenience init(userInterfaceLevel: UIUserInterfaceLevel) {
        self.init(UITraitUserInterfaceLevel.self, value: userInterfaceLevel)
    }
    /// The contrast setting.
    public var accessibilityContrast: UIAccessibilityContrast { traits.accessibilityContrast }
    /// Whether the interface is in the active window (inert, see the type).
    public var activeAppearance: UIUserInterfaceActiveAppearance { traits.activeAppearance }
    /// The display's gamut (inert).
    public var displayGamut: UIDisplayGamut { traits.displayGamut }
    /// Whether 3D Touch is available (inert).
    public var forceTouchCapability: UIForceTouchCapability { traits.forceTouchCapability }
    /// The image dynamic range (inert).
    public var imageDynamicRange: UIImage.DynamicRange { traits.imageDynamicRange }
    /// The Bold Text setting.
    public var legibilityWeight: UILegibilityWeight { traits.legibilityWeight }
    /// The list environment (inert).
    public var listEnvironment: UIListEnvironment { traits.listEnvironment }
    /// Whether the scene is captured (inert).
    public var sceneCaptureState: UISceneCaptureState { traits.sceneCaptureState }
    /// The Mac toolbar item size (inert on iOS).
    public var toolbarItemPresentationSize: UINSToolbarItemPresentationSize { traits.toolbarItemPresentationSize }
    /// The typesetting language (nil when not given; inert).
    public var typesettingLanguage: Locale.Language? { traits.typesettingLanguage }
    /// How far forward the interface is.
    public var userInterfaceLevel: UIUserInterfaceLevel { traits.userInterfaceLevel }
    /// The image configuration of these traits: a configuration with no symbol settings (inert:
    /// images are not looked up by traits).
    public var imageConfiguration: UIImage.Configuration { UIImage.Configuration() }

    /// Runs `actions` with this collection as `UITraitCollection.current`, then puts the previous
    /// one back, as UIKit does (the current collection is kept per task, not in a global).
    @preconcurrency @MainActor public func performAsCurrent(_ actions: () -> Void) {
        CurrentTraitCollection.$value.withValue(self) { actions() }
    }
}

/// The collection `performAsCurrent(_:)` makes current, scoped to the call (a task-local value,
/// not shared state).
enum CurrentTraitCollection {
    @TaskLocal static var value: UITraitCollection?
}
