import Foundation
import SimulationContext

/// How much room a dimension has, as UIKit's `UIUserInterfaceSizeClass`.
public enum UIUserInterfaceSizeClass: Int, Sendable, CaseIterable {
    /// Not specified (a trait collection made without it).
    case unspecified = 0
    /// Constrained space: an iPhone's width, an iPhone's height in landscape.
    case compact = 1
    /// Expansive space: an iPad, an iPhone's height in portrait.
    case regular = 2
}

/// Light or dark appearance, as UIKit's `UIUserInterfaceStyle` (dark mode is not simulated: a
/// window is light).
public enum UIUserInterfaceStyle: Int, Sendable, CaseIterable {
    /// Not specified.
    case unspecified = 0
    /// The light appearance.
    case light = 1
    /// The dark appearance.
    case dark = 2
}

/// The direction of the interface's layout, as UIKit's `UITraitEnvironmentLayoutDirection`.
public enum UITraitEnvironmentLayoutDirection: Int, Sendable, CaseIterable {
    /// Not specified.
    case unspecified = -1
    /// Left to right (the simulation's languages).
    case leftToRight = 0
    /// Right to left.
    case rightToLeft = 1
}

/// The user's preferred text size, as UIKit's `UIContentSizeCategory`: UIKit's names and raw
/// values; `.large` is the default (Dynamic Type is not simulated further).
public struct UIContentSizeCategory: RawRepresentable, Hashable, Comparable, Sendable {
    /// UIKit's constant's value (`UICTContentSizeCategoryL`).
    public var rawValue: String
    /// The category named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// No preference given.
    public static let unspecified = Self(rawValue: "_UICTContentSizeCategoryUnspecified")
    /// Extra small.
    public static let extraSmall = Self(rawValue: "UICTContentSizeCategoryXS")
    /// Small.
    public static let small = Self(rawValue: "UICTContentSizeCategoryS")
    /// Medium.
    public static let medium = Self(rawValue: "UICTContentSizeCategoryM")
    /// Large: the default.
    public static let large = Self(rawValue: "UICTContentSizeCategoryL")
    /// Extra large.
    public static let extraLarge = Self(rawValue: "UICTContentSizeCategoryXL")
    /// Extra extra large.
    public static let extraExtraLarge = Self(rawValue: "UICTContentSizeCategoryXXL")
    /// Extra extra extra large.
    public static let extraExtraExtraLarge = Self(rawValue: "UICTContentSizeCategoryXXXL")
    /// The first accessibility size.
    public static let accessibilityMedium = Self(rawValue: "UICTContentSizeCategoryAccessibilityM")
    /// An accessibility size.
    public static let accessibilityLarge = Self(rawValue: "UICTContentSizeCategoryAccessibilityL")
    /// An accessibility size.
    public static let accessibilityExtraLarge = Self(rawValue: "UICTContentSizeCategoryAccessibilityXL")
    /// An accessibility size.
    public static let accessibilityExtraExtraLarge = Self(rawValue: "UICTContentSizeCategoryAccessibilityXXL")
    /// The largest accessibility size.
    public static let accessibilityExtraExtraExtraLarge = Self(rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

    private static let ordered: [Self] = [
        .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge, .accessibilityMedium,
        .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge, .accessibilityExtraExtraExtraLarge,
    ]

    /// Posted by UIKit when the user changes the preferred text size, with the new category under
    /// `newValueUserInfoKey`. The simulation never changes the text size (every window's traits
    /// keep `.large`), so nothing posts it: an observer of it hears nothing, as on a device
    /// whose user leaves the setting alone.
    nonisolated public static let didChangeNotification = Notification.Name("UIContentSizeCategoryDidChangeNotification")
    /// The `userInfo` key of the new category in `didChangeNotification` (its raw value, a string).
    nonisolated public static let newValueUserInfoKey = "UIContentSizeCategoryNewValueKey"

    /// Whether the category is one of the accessibility sizes.
    public var isAccessibilityCategory: Bool { rawValue.hasPrefix("UICTContentSizeCategoryAccessibility") }

    /// Smaller sizes first; an unspecified or unknown category before every size.
    public static func < (lhs: Self, rhs: Self) -> Bool {
        (ordered.firstIndex(of: lhs) ?? -1) < (ordered.firstIndex(of: rhs) ?? -1)
    }
}

/// The traits of an interface — its size classes, idiom, scale, appearance — as UIKit's
/// `UITraitCollection`. A trait made without a value is unspecified; `containsTraits(in:)`
/// compares the specified ones.
///
/// A window's traits follow its size and the device, as Apple's Human Interface Guidelines give
/// them (developer.apple.com/design/human-interface-guidelines/layout, "Device size classes"):
/// an iPhone is compact wide and regular high in portrait; in landscape compact high, and regular
/// wide on the phones 414 points wide or more (the Plus and Max models, XR and 11), compact on
/// the others; an iPad filling its screen is regular both ways. Unconfirmed, with why: an iPad
/// window Stage Manager narrows keeps regular both ways here (iPadOS gives a narrow window a
/// compact width at a size no public source here states). A window is light, with `.large`
/// text, left to right (the system's dark mode, Dynamic Type and right-to-left languages are not
/// simulated); what an app overrides — `traitOverrides`, `overrideUserInterfaceStyle`,
/// `setOverrideTraitCollection(_:forChild:)` — changes what the views and controllers below read
/// (`UITraitOverrides`).
///
/// UITraitCollection is open, as on iOS: `init()` is its designated initializer, with the required
/// `init?(coder:)` (it conforms to NSCoding); the initializers of one trait are convenience here
/// (iOS imports them from class factory methods, which a subclass does not inherit).
open class UITraitCollection: NSObject, @unchecked Sendable {
    // @unchecked Sendable: the traits are set only while the collection is made (the setter is
    // private to this file's initializers) and immutable after, as iOS's `UITraitCollection` is
    // `Sendable`; a subclass's state is its own affair, as on iOS.

    /// Every trait, unspecified ones included.
    package private(set) var traits = Traits()

    /// The horizontal size class.
    public var horizontalSizeClass: UIUserInterfaceSizeClass { traits.horizontalSizeClass }
    /// The vertical size class.
    public var verticalSizeClass: UIUserInterfaceSizeClass { traits.verticalSizeClass }
    /// The idiom (`.unspecified` when not given).
    public var userInterfaceIdiom: UIUserInterfaceIdiom { traits.userInterfaceIdiom }
    /// Points to pixels (0 when not given).
    public var displayScale: CGFloat { traits.displayScale }
    /// Light or dark.
    public var userInterfaceStyle: UIUserInterfaceStyle { traits.userInterfaceStyle }
    /// The preferred text size.
    public var preferredContentSizeCategory: UIContentSizeCategory { traits.preferredContentSizeCategory }
    /// The layout direction.
    public var layoutDirection: UITraitEnvironmentLayoutDirection { traits.layoutDirection }

    /// A trait collection with every trait unspecified.
    public override init() {}

    /// A trait collection from an archive: every trait unspecified (inert: archived traits are
    /// not read). Required, as UITraitCollection conforms to NSCoding.
    public required init?(coder: NSCoder) {}

    /// A trait collection with only its horizontal size class.
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
        self.init(traits: Traits(horizontalSizeClass: horizontalSizeClass))
    }

    /// A trait collection with only its vertical size class.
    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
        self.init(traits: Traits(verticalSizeClass: verticalSizeClass))
    }

    /// A trait collection with only its idiom.
    public convenience init(userInterfaceIdiom idiom: UIUserInterfaceIdiom) {
        self.init(traits: Traits(userInterfaceIdiom: idiom))
    }

    /// A trait collection with only its scale.
    public convenience init(displayScale scale: CGFloat) {
        self.init(traits: Traits(displayScale: scale))
    }

    /// A trait collection with only its appearance.
    public convenience init(userInterfaceStyle style: UIUserInterfaceStyle) {
        self.init(traits: Traits(userInterfaceStyle: style))
    }

    /// A trait collection with only its text size.
    public convenience init(preferredContentSizeCategory category: UIContentSizeCategory) {
        self.init(traits: Traits(preferredContentSizeCategory: category))
    }

    /// A trait collection with only its layout direction.
    public convenience init(layoutDirection direction: UITraitEnvironmentLayoutDirection) {
        self.init(traits: Traits(layoutDirection: direction))
    }

    /// The traits of every collection, a later collection's specified traits over an earlier's.
    public convenience init(traitsFrom collections: [UITraitCollection]) {
        var traits = Traits()
        for collection in collections { traits.merge(collection.traits) }
        self.init(traits: traits)
    }

    /// A collection of `traits`: convenience, through `init()`, so that every designated
    /// initializer is public and a subclass in another module inherits it, as on iOS.
    package convenience init(traits: Traits) {
        self.init()
        self.traits = traits
    }

    /// Whether every trait `other` specifies has the same value here.
    public func containsTraits(in other: UITraitCollection?) -> Bool {
        guard let other else { return true }
        return traits.contains(other.traits)
    }

    /// Whether colours would look different under `other`: a trait that affects colours differs
    /// (`systemTraitsAffectingColorAppearance`, and custom traits whose definition says
    /// `affectsColorAppearance`).
    public func hasDifferentColorAppearance(comparedTo other: UITraitCollection?) -> Bool {
        let other = other?.traits ?? Traits()
        if traits.userInterfaceStyle != other.userInterfaceStyle || traits.accessibilityContrast != other.accessibilityContrast
            || traits.userInterfaceLevel != other.userInterfaceLevel
        {
            return true
        }
        return traits.changedCustomTraits(from: other).contains { $0.affectsColorAppearance }
    }

    /// Whether `object` is a collection with every trait equal, as UIKit's `isEqual(_:)` for trait
    /// collections (`==` asks it).
    open override func isEqual(_ object: Any?) -> Bool { (object as? UITraitCollection)?.traits == traits }

    /// The size classes, idiom and style, hashed: equal collections hash alike.
    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(traits.horizontalSizeClass)
        hasher.combine(traits.verticalSizeClass)
        hasher.combine(traits.userInterfaceIdiom)
        hasher.combine(traits.userInterfaceStyle)
        return hasher.finalize()
    }

    /// The traits the code runs under: the collection of an enclosing `performAsCurrent(_:)`, else
    /// the current simulation's window's (UIKit's `UITraitCollection.current` while it draws or
    /// lays out), or every trait unspecified.
    @preconcurrency @MainActor public static var current: UITraitCollection {
        if let current = CurrentTraitCollection.value { return current }
        return CurrentSimulation.host?.application.windows.first?.traitCollection ?? UITraitCollection()
    }

    open override var description: String {
        "<UITraitCollection: HorizontalSizeClass = \(horizontalSizeClass), VerticalSizeClass = \(verticalSizeClass), "
            + "UserInterfaceIdiom = \(userInterfaceIdiom), DisplayScale = \(displayScale)>"
    }

    /// The traits of a window of `size` on `screen`: besides the size classes, idiom and scale,
    /// light, `.large` text, left to right, normal contrast, regular legibility weight and the
    /// base level; the other traits unspecified (unconfirmed: what iOS reports for them on a
    /// device is not in Apple's documentation).
    @MainActor static func window(of size: CGSize, on screen: UIScreen) -> UITraitCollection {
        let sizeClasses: (UIUserInterfaceSizeClass, UIUserInterfaceSizeClass)
        switch screen.idiom {
        case .pad, .unspecified, .tv, .carPlay, .mac, .vision:
            sizeClasses = (.regular, .regular)
        case .phone:
            let landscape = size.width > size.height
            let wide = screen.portraitBounds.width >= 414
            sizeClasses = landscape ? (wide ? .regular : .compact, .compact) : (.compact, .regular)
        }
        return UITraitCollection(
            traits: Traits(
                horizontalSizeClass: sizeClasses.0, verticalSizeClass: sizeClasses.1, userInterfaceIdiom: screen.idiom,
                displayScale: screen.scale, userInterfaceStyle: .light, preferredContentSizeCategory: .large,
                layoutDirection: .leftToRight, accessibilityContrast: .normal, legibilityWeight: .regular, userInterfaceLevel: .base))
    }

    /// The traits as values, unspecified by default.
    package struct Traits: Equatable, Sendable {
        var horizontalSizeClass = UIUserInterfaceSizeClass.unspecified
        var verticalSizeClass = UIUserInterfaceSizeClass.unspecified
        var userInterfaceIdiom = UIUserInterfaceIdiom.unspecified
        var displayScale: CGFloat = 0
        var userInterfaceStyle = UIUserInterfaceStyle.unspecified
        var preferredContentSizeCategory = UIContentSizeCategory.unspecified
        var layoutDirection = UITraitEnvironmentLayoutDirection.unspecified
        var accessibilityContrast = UIAccessibilityContrast.unspecified
        var legibilityWeight = UILegibilityWeight.unspecified
        var userInterfaceLevel = UIUserInterfaceLevel.unspecified
        var activeAppearance = UIUserInterfaceActiveAppearance.unspecified
        var displayGamut = UIDisplayGamut.unspecified
        var forceTouchCapability = UIForceTouchCapability.unknown
        var sceneCaptureState = UISceneCaptureState.unspecified
        var listEnvironment = UIListEnvironment.unspecified
        var toolbarItemPresentationSize = UINSToolbarItemPresentationSize.unspecified
        var imageDynamicRange = UIImage.DynamicRange.unspecified
        var typesettingLanguage: Locale.Language?
        /// The app's own traits (`UITraitDefinition`), by their definitions' identifiers.
        var custom: [String: CustomTrait] = [:]

        /// A value of an app's own trait, with its definition.
        struct CustomTrait: Equatable, Sendable {
            /// The trait's definition. Unchecked: a metatype is immutable; Swift only doubts it
            /// because a conformance could be isolated, and these definitions' requirements are
            /// static values read on any thread, as UIKit reads them.
            nonisolated(unsafe) let definition: any UITraitDefinition.Type
            let value: any Sendable

            var affectsColorAppearance: Bool { definition.affectsColorAppearance }

            static func == (lhs: CustomTrait, rhs: CustomTrait) -> Bool {
                lhs.definition == rhs.definition && valuesEqual(lhs.value, rhs.value)
            }

            /// Equal values of an `Equatable` type; any other values are taken as different.
            private static func valuesEqual(_ lhs: any Sendable, _ rhs: any Sendable) -> Bool {
                guard let lhs = lhs as? any Equatable else { return false }
                return lhs.isEqual(to: rhs)
            }
        }

        /// `other`'s specified traits over these.
        mutating func merge(_ other: Traits) {
            let unspecified = Traits()
            func take<Value: Equatable>(_ path: WritableKeyPath<Traits, Value>) {
                if other[keyPath: path] != unspecified[keyPath: path] { self[keyPath: path] = other[keyPath: path] }
            }
            take(\.horizontalSizeClass)
            take(\.verticalSizeClass)
            take(\.userInterfaceIdiom)
            take(\.displayScale)
            take(\.userInterfaceStyle)
            take(\.preferredContentSizeCategory)
            take(\.layoutDirection)
            take(\.accessibilityContrast)
            take(\.legibilityWeight)
            take(\.userInterfaceLevel)
            take(\.activeAppearance)
            take(\.displayGamut)
            take(\.forceTouchCapability)
            take(\.sceneCaptureState)
            take(\.listEnvironment)
            take(\.toolbarItemPresentationSize)
            take(\.imageDynamicRange)
            take(\.typesettingLanguage)
            custom.merge(other.custom) { _, new in new }
        }

        func contains(_ other: Traits) -> Bool {
            var merged = self
            merged.merge(other)
            return merged == self
        }

        /// The app's own traits whose values differ from `other`'s, by identifier.
        func changedCustomTraits(from other: Traits) -> [any UITraitDefinition.Type] {
            let identifiers = Set(custom.keys).union(other.custom.keys).sorted()
            return identifiers.compactMap { identifier in
                custom[identifier] == other.custom[identifier] ? nil : (custom[identifier] ?? other.custom[identifier])?.definition
            }
        }
    }
}

extension Equatable {
    /// Whether `other` is a value of this type equal to this one.
    fileprivate func isEqual(to other: any Sendable) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}

/// Something with traits that tells it when they change, as UIKit's `UITraitEnvironment`:
/// `UIView`, `UIViewController`, `UIScreen` (and so `UIWindow`).
@preconcurrency @MainActor public protocol UITraitEnvironment: AnyObject {
    /// The traits now.
    var traitCollection: UITraitCollection { get }
    /// The traits changed (a rotation that changes a size class); `previousTraitCollection` is
    /// what they were.
    func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}
