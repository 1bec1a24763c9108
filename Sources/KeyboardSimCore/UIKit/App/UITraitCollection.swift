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
/// compact width at a size no public source here states). Light appearance, `.large` text,
/// left-to-right, always (dark mode, Dynamic Type and right-to-left languages are not
/// simulated).
public final class UITraitCollection: Equatable, Sendable, CustomStringConvertible {
    /// The horizontal size class.
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    /// The vertical size class.
    public let verticalSizeClass: UIUserInterfaceSizeClass
    /// The idiom (`.unspecified` when not given).
    public let userInterfaceIdiom: UIUserInterfaceIdiom
    /// Points to pixels (0 when not given).
    public let displayScale: CGFloat
    /// Light or dark.
    public let userInterfaceStyle: UIUserInterfaceStyle
    /// The preferred text size.
    public let preferredContentSizeCategory: UIContentSizeCategory
    /// The layout direction.
    public let layoutDirection: UITraitEnvironmentLayoutDirection

    /// A trait collection with every trait unspecified.
    public convenience init() {
        self.init(traits: Traits())
    }

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

    package init(traits: Traits) {
        horizontalSizeClass = traits.horizontalSizeClass
        verticalSizeClass = traits.verticalSizeClass
        userInterfaceIdiom = traits.userInterfaceIdiom
        displayScale = traits.displayScale
        userInterfaceStyle = traits.userInterfaceStyle
        preferredContentSizeCategory = traits.preferredContentSizeCategory
        layoutDirection = traits.layoutDirection
    }

    private var traits: Traits {
        Traits(
            horizontalSizeClass: horizontalSizeClass, verticalSizeClass: verticalSizeClass, userInterfaceIdiom: userInterfaceIdiom,
            displayScale: displayScale, userInterfaceStyle: userInterfaceStyle,
            preferredContentSizeCategory: preferredContentSizeCategory, layoutDirection: layoutDirection)
    }

    /// Whether every trait `other` specifies has the same value here.
    public func containsTraits(in other: UITraitCollection?) -> Bool {
        guard let other else { return true }
        return traits.contains(other.traits)
    }

    /// Whether colours would look different under `other` (its appearance differs).
    public func hasDifferentColorAppearance(comparedTo other: UITraitCollection?) -> Bool {
        userInterfaceStyle != (other?.userInterfaceStyle ?? .unspecified)
    }

    /// Collections are equal when every trait is.
    public static func == (lhs: UITraitCollection, rhs: UITraitCollection) -> Bool { lhs.traits == rhs.traits }

    /// The traits the code runs under: the current simulation's window's (UIKit's
    /// `UITraitCollection.current` while it draws or lays out), or every trait unspecified.
    @MainActor public static var current: UITraitCollection {
        (CurrentSimulation.object as? any ApplicationHost)?.application.windows.first?.traitCollection ?? UITraitCollection()
    }

    public var description: String {
        "<UITraitCollection: HorizontalSizeClass = \(horizontalSizeClass), VerticalSizeClass = \(verticalSizeClass), "
            + "UserInterfaceIdiom = \(userInterfaceIdiom), DisplayScale = \(displayScale)>"
    }

    /// The traits of a window of `size` on `screen`.
    @MainActor static func window(of size: CGSize, on screen: UIScreen) -> UITraitCollection {
        let sizeClasses: (UIUserInterfaceSizeClass, UIUserInterfaceSizeClass)
        switch screen.idiom {
        case .pad, .unspecified:
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
                layoutDirection: .leftToRight))
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

        mutating func merge(_ other: Traits) {
            let unspecified = Traits()
            if other.horizontalSizeClass != unspecified.horizontalSizeClass { horizontalSizeClass = other.horizontalSizeClass }
            if other.verticalSizeClass != unspecified.verticalSizeClass { verticalSizeClass = other.verticalSizeClass }
            if other.userInterfaceIdiom != unspecified.userInterfaceIdiom { userInterfaceIdiom = other.userInterfaceIdiom }
            if other.displayScale != unspecified.displayScale { displayScale = other.displayScale }
            if other.userInterfaceStyle != unspecified.userInterfaceStyle { userInterfaceStyle = other.userInterfaceStyle }
            if other.preferredContentSizeCategory != unspecified.preferredContentSizeCategory {
                preferredContentSizeCategory = other.preferredContentSizeCategory
            }
            if other.layoutDirection != unspecified.layoutDirection { layoutDirection = other.layoutDirection }
        }

        func contains(_ other: Traits) -> Bool {
            var merged = self
            merged.merge(other)
            return merged == self
        }
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
