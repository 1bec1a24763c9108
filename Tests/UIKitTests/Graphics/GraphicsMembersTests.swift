import Testing
import UIKit
import KeyboardSim

/// An app's own trait, as iOS 17 code declares one.
private struct ContainedInSettingsTrait: UITraitDefinition {
    static let defaultValue = false
}

/// An app's own trait that changes colours.
private struct BrandThemeTrait: UITraitDefinition {
    static let defaultValue = 0
    static var affectsColorAppearance: Bool { true }
}

@MainActor @Suite("UITraitCollection: trait definitions, modifyingTraits, changed traits and the current collection")
struct TraitDefinitionTests {
    @Test("UIKit's traits and an app's are read and set through their definitions")
    func definitions() {
        let traits = UITraitCollection(UITraitUserInterfaceStyle.self, value: .dark).replacing(ContainedInSettingsTrait.self, value: true)
        #expect(traits.userInterfaceStyle == .dark)
        #expect(traits[UITraitUserInterfaceStyle.self] == .dark)
        #expect(traits[ContainedInSettingsTrait.self])
        #expect(UITraitCollection()[ContainedInSettingsTrait.self] == false, "the definition's default")
        #expect(traits.horizontalSizeClass == .unspecified)
        #expect(UITraitCollection(userInterfaceLevel: .elevated).userInterfaceLevel == .elevated)
        #expect(UITraitCollection(legibilityWeight: .bold)[UITraitLegibilityWeight.self] == .bold)
    }

    @Test("modifyingTraits changes what its closure sets and keeps the rest; init(mutations:) starts unspecified")
    func modifying() {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let window = sim.window.traitCollection
        let dark = window.modifyingTraits {
            $0.userInterfaceStyle = .dark
            $0[BrandThemeTrait.self] = 2
        }
        #expect(dark.userInterfaceStyle == .dark)
        #expect(dark.horizontalSizeClass == .compact && dark.verticalSizeClass == .regular, "the window's size classes kept")
        #expect(dark[BrandThemeTrait.self] == 2)
        #expect(window.userInterfaceStyle == .light, "the original is unchanged")
        let made = UITraitCollection { $0.preferredContentSizeCategory = .extraLarge }
        #expect(made.preferredContentSizeCategory == .extraLarge)
        #expect(made.userInterfaceIdiom == .unspecified)
    }

    @Test("changedTraits(from:) names the traits that differ; hasDifferentColorAppearance looks at those that affect colours")
    func changedTraits() {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let window = sim.window.traitCollection
        let rotated = window.modifyingTraits { $0.verticalSizeClass = .compact }
        let changed = rotated.changedTraits(from: window).map { String(describing: $0) }
        #expect(changed == ["UITraitVerticalSizeClass"])
        #expect(!rotated.hasDifferentColorAppearance(comparedTo: window))
        #expect(window.modifyingTraits { $0.accessibilityContrast = .high }.hasDifferentColorAppearance(comparedTo: window))
        let themed = window.replacing(BrandThemeTrait.self, value: 1)
        #expect(themed.hasDifferentColorAppearance(comparedTo: window), "an app's trait that affects colours")
        #expect(!window.replacing(ContainedInSettingsTrait.self, value: true).hasDifferentColorAppearance(comparedTo: window))
        #expect(themed.changedTraits(from: window).map { String(describing: $0) } == ["BrandThemeTrait"])
        #expect(UITraitCollection.systemTraitsAffectingColorAppearance.count == 3)
    }

    @Test("a window's traits: normal contrast, regular legibility weight, base level; the rest unspecified")
    func windowTraits() {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let traits = sim.window.traitCollection
        #expect(traits.accessibilityContrast == .normal)
        #expect(traits.legibilityWeight == .regular)
        #expect(traits.userInterfaceLevel == .base)
        #expect(traits.displayGamut == .unspecified)
        #expect(traits.typesettingLanguage == nil)
        #expect(traits.containsTraits(in: UITraitCollection(horizontalSizeClass: .compact)))
        #expect(UITraitCollection(traitsFrom: [traits, UITraitCollection(userInterfaceStyle: .dark)]).userInterfaceStyle == .dark)
    }

    @Test("performAsCurrent makes the collection current for its closure, then the window's again")
    func performAsCurrent() {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let dark = UITraitCollection(userInterfaceStyle: .dark)
        var inside: UIUserInterfaceStyle?
        dark.performAsCurrent { inside = UITraitCollection.current.userInterfaceStyle }
        #expect(inside == .dark)
        #expect(UITraitCollection.current == sim.window.traitCollection)
    }
}

@MainActor @Suite("UIColor, UIFont, UIImage and UIScreen: dynamic colours, metrics, resizable images, the fixed coordinate space")
struct GraphicsMembersTests {
    @Test("a dynamic colour resolves by the traits; its components are the light appearance's")
    func dynamicColor() {
        let text = UIColor { $0.userInterfaceStyle == .dark ? .white : .black }
        #expect(text.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)) == .white)
        #expect(text.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)) == .black)
        #expect(text.cgColor == UIColor.black.cgColor)
        #expect(UIColor.red.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)) == .red)
    }

    @Test("hue, saturation and brightness round-trip; getWhite answers only for greys")
    func components() {
        let color = UIColor(hue: 0.6, saturation: 0.5, brightness: 0.8, alpha: 0.9)
        var hue: CGFloat = 0, saturation: CGFloat = 0, brightness: CGFloat = 0, alpha: CGFloat = 0
        #expect(color.getHue(&hue, saturation: &saturation, brightness: &brightness, alpha: &alpha))
        #expect(abs(hue - 0.6) < 1e-9 && abs(saturation - 0.5) < 1e-9 && abs(brightness - 0.8) < 1e-9 && alpha == 0.9)
        var white: CGFloat = -1
        #expect(UIColor(white: 0.25, alpha: 1).getWhite(&white, alpha: nil))
        #expect(white == 0.25)
        white = -1
        #expect(!UIColor.red.getWhite(&white, alpha: nil))
        #expect(white == -1)
        #expect(UIColor(ciColor: UIColor.blue.ciColor) == .blue)
        #expect(UIColor.red.withProminence(.secondary).prominence == .secondary)
    }

    @Test("font metrics scale with the point size; a descriptor gives the font back")
    func fontMetrics() {
        let font = UIFont.systemFont(ofSize: 20)
        #expect(abs(font.ascender - 20 * 1950 / 2048) < 1e-9)
        #expect(font.descender < 0)
        #expect(font.capHeight < font.ascender && font.xHeight < font.capHeight)
        let again = UIFont(descriptor: font.fontDescriptor, size: 0)
        #expect(again == font)
        #expect(UIFont(descriptor: font.fontDescriptor, size: 12).pointSize == 12)
        #expect(UIFont.preferredFont(forTextStyle: .headline, compatibleWith: nil) == .preferredFont(forTextStyle: .headline))
    }

    @Test("resizable images keep their insets and mode; flipping mirrors the orientation; thumbnails fit")
    func images() throws {
        let image = UIImage(size: CGSize(width: 40, height: 20))
        let insets = UIEdgeInsets(top: 4, left: 6, bottom: 4, right: 6)
        let resizable = image.resizableImage(withCapInsets: insets, resizingMode: .stretch)
        #expect(resizable.capInsets == insets && resizable.resizingMode == .stretch)
        #expect(image.capInsets == .zero && image.resizingMode == .tile)
        #expect(image.withHorizontallyFlippedOrientation().imageOrientation == .upMirrored)
        #expect(image.withBaselineOffset(fromBottom: 3).baselineOffsetFromBottom == 3)
        #expect(image.withBaselineOffset(fromBottom: 3).imageWithoutBaseline().baselineOffsetFromBottom == nil)
        #expect(try #require(image.preparingThumbnail(of: CGSize(width: 10, height: 10))).size == CGSize(width: 10, height: 5))
        let symbol = try #require(UIImage(systemName: "star", withConfiguration: UIImage.SymbolConfiguration(pointSize: 30, weight: .bold)))
        #expect(symbol.isSymbolImage && !image.isSymbolImage)
        #expect(symbol.symbolConfiguration?.pointSize == 30 && symbol.symbolConfiguration?.weight == .bold)
        let animated = try #require(UIImage.animatedImage(with: [image, image], duration: 1.5))
        #expect(animated.images?.count == 2 && animated.duration == 1.5)
        let bitmap = UIImage(cgImage: CGImage(width: 200, height: 100), scale: 2, orientation: .right)
        #expect(bitmap.size == CGSize(width: 50, height: 100), "a quarter turn swaps the sides")
        #expect(bitmap.scale == 2)
        #expect(image.pngData() == nil)
    }

    @Test("PNG data gives an image of its header's size; other data gives nil")
    func imageData() throws {
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]
        png += [0, 0, 0, 64, 0, 0, 0, 32]
        let image = try #require(UIImage(data: Data(png), scale: 2))
        #expect(image.size == CGSize(width: 32, height: 16))
        #expect(UIImage(data: Data([1, 2, 3])) == nil)
    }

    @Test("the screen's fixed coordinate space is portrait-up whatever the orientation")
    func fixedCoordinateSpace() {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let screen = sim.window.screen
        let fixed = screen.fixedCoordinateSpace
        #expect(fixed.bounds == CGRect(x: 0, y: 0, width: 375, height: 667))
        #expect(screen.coordinateSpace.convert(CGPoint(x: 10, y: 20), to: fixed) == CGPoint(x: 10, y: 20))
        sim.rotate(to: .landscapeLeft)
        sim.advance(by: .seconds(1))
        #expect(screen.bounds.size == CGSize(width: 667, height: 375))
        #expect(screen.coordinateSpace.convert(CGPoint(x: 0, y: 0), to: fixed) == CGPoint(x: 0, y: 667))
        #expect(fixed.convert(CGPoint(x: 0, y: 667), to: screen.coordinateSpace) == .zero)
        #expect(fixed.bounds.size == CGSize(width: 375, height: 667))
    }
}
