import Testing
import UIKit

/// Subclasses of UIColor, UIFont, UITraitCollection, UITabBarItem and UIContextualAction written
/// as apps write them, against the initializers Apple declares. Apple's pages
/// (developer.apple.com/documentation/uikit/<type>/init(...), collected in
/// Fixtures/AppleMembers.txt) give UIColor's `init(red:green:blue:alpha:)`, `init(white:alpha:)`,
/// `init(hue:saturation:brightness:alpha:)`, `init(displayP3Red:green:blue:alpha:)`,
/// `init(cgColor:)`, `init(ciColor:)`, `init(patternImage:)` and `init(dynamicProvider:)`,
/// UIFont's `init(descriptor:size:)` and `init?(name:size:)`, UITraitCollection's and
/// UITabBarItem's `init()` without `convenience`; `UIColor.init(resource:)`,
/// `UITabBarItem.init(title:image:tag:)`, `init(title:image:selectedImage:)`,
/// `init(tabBarSystemItem:tag:)` and `UIContextualAction.init(style:title:handler:)` with it. The
/// classes conform to NSCoding (their pages' "Conforms To"), so `init?(coder:)` is required; a
/// colour literal needs UIColor's `required convenience init(_colorLiteralRed:green:blue:alpha:)`
/// (Swift's UIKit overlay, swift/stdlib/public/Darwin/UIKit/UIKit.swift).
@MainActor @Suite("Subclasses of UIKit's value classes, against Apple's initializers")
struct ValueClassInitializersTests {
    // MARK: UIColor

    /// Only convenience initializers: it inherits every UIColor initializer.
    final class BrandColor: UIColor, @unchecked Sendable {
        convenience init(hex: Int) {
            self.init(
                red: CGFloat((hex >> 16) & 0xFF) / 255, green: CGFloat((hex >> 8) & 0xFF) / 255, blue: CGFloat(hex & 0xFF) / 255,
                alpha: 1)
        }
    }

    /// Its own designated initializer, so the two required ones too (as a published `MyColour`
    /// does it).
    final class ThemeColor: UIColor, @unchecked Sendable {
        let role: String
        init(role: String) {
            self.role = role
            super.init(white: 0.25, alpha: 1)
        }
        required init?(coder: NSCoder) { nil }
        required convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
            self.init(role: "literal")
        }
    }

    @Test("a UIColor subclass with convenience initializers only inherits the designated ones, the literal's and the named ones")
    func colorConvenienceSubclass() {
        let orange = BrandColor(hex: 0xFF8000)
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        orange.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        #expect(red == 1 && blue == 0 && alpha == 1)
        #expect(abs(green - 128.0 / 255) < 1e-9)
        #expect(BrandColor(white: 0.5, alpha: 1) == UIColor(white: 0.5, alpha: 1))
        #expect(BrandColor(cgColor: UIColor.red.cgColor) == .red)
        let literal: BrandColor = #colorLiteral(red: 0, green: 0, blue: 1, alpha: 1)
        #expect(literal == .blue)
        let dynamic = BrandColor { $0.userInterfaceStyle == .dark ? .white : .black }
        #expect(dynamic.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)) == .white)
        #expect(BrandColor(coder: NSCoder()) == nil, "archives are not simulated")
    }

    @Test("a UIColor subclass with its own designated initializer calls super.init(white:alpha:) and provides the required ones")
    func colorDesignatedSubclass() {
        let theme = ThemeColor(role: "accent")
        #expect(theme.role == "accent")
        var white: CGFloat = 0, alpha: CGFloat = 0
        #expect(theme.getWhite(&white, alpha: &alpha))
        #expect(white == 0.25 && alpha == 1)
        let literal: ThemeColor = #colorLiteral(red: 1, green: 0, blue: 0, alpha: 1)
        #expect(literal.role == "literal")
        #expect(theme.withAlphaComponent(0.5).cgColor.alpha == 0.5)
    }

    // MARK: UIFont

    /// Only a convenience initializer: it inherits `init(descriptor:size:)` and `init?(name:size:)`.
    final class BrandFont: UIFont, @unchecked Sendable {
        convenience init(size: CGFloat) {
            self.init(descriptor: UIFontDescriptor(name: "Brand-Regular", size: size), size: size)
        }
    }

    /// Its own designated initializer, over `super.init(descriptor:size:)`.
    final class HeadingFont: UIFont, @unchecked Sendable {
        let level: Int
        init(level: Int) {
            self.level = level
            super.init(descriptor: UIFontDescriptor(name: "Heading", size: 0), size: CGFloat(30 - 4 * level))
        }
        required init?(coder: NSCoder) { nil }
    }

    @Test("UIFont subclasses: inherited and overridden designated initializers")
    func fontSubclasses() throws {
        let brand = BrandFont(size: 15)
        #expect(brand.fontName == "Brand-Regular" && brand.pointSize == 15)
        let named = try #require(BrandFont(name: "Brand-Bold", size: 12))
        #expect(named.fontName == "Brand-Bold" && named.pointSize == 12)
        let heading = HeadingFont(level: 2)
        #expect(heading.level == 2 && heading.pointSize == 22 && heading.fontName == "Heading")
        #expect(heading.lineHeight == 22 * 1.2)
        #expect(HeadingFont(coder: NSCoder()) == nil, "archives are not simulated")
        let label = UILabel()
        label.font = heading
        #expect(label.font === heading)
    }

    // MARK: UITraitCollection

    /// A collection class of the app's own: `init()` is designated, `init?(coder:)` required.
    final class RecordingTraits: UITraitCollection, @unchecked Sendable {
        let note: String
        init(note: String) {
            self.note = note
            super.init()
        }
        required init?(coder: NSCoder) { nil }
    }

    /// No initializer of its own: it inherits `init()` and `init?(coder:)`.
    final class PlainTraits: UITraitCollection, @unchecked Sendable {}

    @Test("UITraitCollection subclasses: init() designated, the trait initializers convenience")
    func traitCollectionSubclasses() {
        let recording = RecordingTraits(note: "form")
        #expect(recording.note == "form")
        #expect(recording == UITraitCollection(), "every trait unspecified")
        #expect(PlainTraits() == UITraitCollection())
        #expect(UITraitCollection(coder: NSCoder()) == UITraitCollection(), "archived traits are not read")
        #expect(PlainTraits(coder: NSCoder()) == UITraitCollection())
    }

    // MARK: UITabBarItem and UIContextualAction

    /// Overrides the designated `init()` and calls the convenience initializers.
    final class SettingsTab: UITabBarItem {
        var madeThrough: [String] = []
        override init() {
            super.init()
            madeThrough.append("init()")
        }
        required init?(coder: NSCoder) { nil }
        convenience init(badge: String) {
            self.init(title: "Settings", image: nil, tag: 3)
            badgeValue = badge
        }
    }

    /// Overrides the designated `init()`; the convenience initializer goes through it.
    final class DeleteAction: UIContextualAction {
        var madeThrough: [String] = []
        override init() {
            super.init()
            madeThrough.append("init()")
        }
    }

    @Test("UITabBarItem: the title and system item initializers are convenience, through init()")
    func tabBarItemSubclass() {
        let tab = SettingsTab(badge: "1")
        #expect(tab.madeThrough == ["init()"])
        #expect(tab.title == "Settings" && tab.tag == 3 && tab.badgeValue == "1")
        let favorites = UITabBarItem(tabBarSystemItem: .favorites, tag: 7)
        #expect(favorites.tag == 7)
        #expect(UITabBarItem.SystemItem.mostViewed.rawValue == 11)
        tab.badgeColor = .systemBlue
        tab.setBadgeTextAttributes([.foregroundColor: UIColor.white], for: .normal)
        #expect(tab.badgeTextAttributes(for: .normal)?[.foregroundColor] as? UIColor == .white)
        tab.titlePositionAdjustment = UIOffset(horizontal: 0, vertical: -2)
        #expect(tab.titlePositionAdjustment.vertical == -2)
    }

    @Test("UIContextualAction.init(style:title:handler:) is convenience, through init()")
    func contextualActionSubclass() {
        var ran = 0
        let delete = DeleteAction(style: .destructive, title: "Delete") { _, _, done in
            ran += 1
            done(true)
        }
        #expect(delete.madeThrough == ["init()"])
        #expect(delete.style == .destructive && delete.title == "Delete")
        #expect(delete.backgroundColor == UIColor.systemRed)
        var performed: Bool?
        delete.handler(delete, UIView()) { performed = $0 }
        #expect(ran == 1 && performed == true)
        let bare = UIContextualAction()
        #expect(bare.style == .normal && bare.title == nil)
        bare.handler(bare, UIView()) { performed = $0 }
        #expect(performed == false, "an action made with init() has no handler: it did not perform")
    }
}
