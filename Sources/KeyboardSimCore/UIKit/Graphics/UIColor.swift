import Foundation
import SimulationContext

/// A colour, as UIKit's `UIColor`: stored as sRGB red, green, blue and alpha (each 0–1).
///
/// What is simulated: the initializers a form uses, the named and system colours, `cgColor`,
/// `withAlphaComponent(_:)`, `getRed(_:green:blue:alpha:)`, and equality by components.
/// What is not: colour spaces (a grey and the same RGB colour are equal here, unlike on iOS),
/// dynamic colours (the system colours have their light-appearance values, from Apple's
/// Human Interface Guidelines colour tables; dark mode is not simulated) and asset catalogs.
/// Colours are stored and inert: nothing is drawn, and no layout depends on them.
///
/// ```swift
/// view.backgroundColor = .systemBackground
/// label.textColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
/// label.textColor == .red                       // true
/// UIColor.black.withAlphaComponent(0.5).cgColor.alpha   // 0.5
/// ```
///
/// UIColor is open, as on iOS: its designated initializers are those Apple declares without
/// `convenience` (`init(red:green:blue:alpha:)`, `init(white:alpha:)`, `init(hue:saturation:brightness:alpha:)`,
/// `init(displayP3Red:green:blue:alpha:)`, `init(cgColor:)`, `init(ciColor:)`, `init(patternImage:)`,
/// `init(dynamicProvider:)`) and the required `init?(coder:)`; the named ones are convenience here
/// (iOS's are factory initializers a subclass does not inherit), and the colour literal's is
/// `required convenience`, as Swift's UIKit overlay declares it. A subclass that declares no
/// designated initializer inherits them all; one that does implements `init?(coder:)` and
/// `init(_colorLiteralRed:green:blue:alpha:)`, as on iOS.
open class UIColor: NSObject, @unchecked Sendable {
    // @unchecked Sendable: UIColor's own state is set only while it is made (the setters are
    // private to this file's initializers) and immutable after, as iOS's `UIColor` is
    // `Sendable`; a subclass's state is its own affair, as on iOS.

    /// The colour's components.
    private let components: CGColor
    /// The name the colour was made with (`systemBlue`, `named("Accent")`), for descriptions.
    private(set) var name: String?
    /// A dynamic colour's provider (`init(dynamicProvider:)`), which `resolvedColor(with:)` asks.
    private var provider: DynamicProvider?
    /// The prominence (`withProminence(_:)`).
    public private(set) var prominence: Prominence = .primary

    /// The colour's components, as a Core Graphics colour.
    open var cgColor: CGColor { components }

    /// A colour of `cgColor` with a name, a provider and a prominence: convenience, through
    /// `init(cgColor:)`, so that every designated initializer is public and a subclass in another
    /// module inherits them, as on iOS.
    private convenience init(cgColor: CGColor, name: String?, provider: DynamicProvider? = nil, prominence: Prominence = .primary) {
        self.init(cgColor: cgColor)
        self.name = name
        self.provider = provider
        self.prominence = prominence
    }

    /// A dynamic colour's closure. Unchecked: UIKit's provider is not `@Sendable` either; it is
    /// called only by `resolvedColor(with:)` and `init(dynamicProvider:)`, on the caller's thread,
    /// as UIKit calls it.
    private final class DynamicProvider: @unchecked Sendable {
        let resolve: (UITraitCollection) -> UIColor
        init(_ resolve: @escaping (UITraitCollection) -> UIColor) { self.resolve = resolve }
    }

    /// A colour that depends on the traits (dark mode, contrast): `provider` gives the colour for
    /// a trait collection. Its components (`cgColor`) are the light appearance's, as the
    /// simulation's windows are light; `resolvedColor(with:)` asks `provider` for other traits.
    ///
    /// ```swift
    /// let text = UIColor { $0.userInterfaceStyle == .dark ? .white : .black }
    /// text.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark))   // white
    /// ```
    public init(dynamicProvider provider: @escaping (UITraitCollection) -> UIColor) {
        let light = provider(
            UITraitCollection(
                traits: UITraitCollection.Traits(
                    userInterfaceStyle: .light, accessibilityContrast: .normal, userInterfaceLevel: .base)))
        components = light.cgColor
        name = light.name.map { "dynamic(\($0))" }
        self.provider = DynamicProvider(provider)
    }

    /// The colour for `traitCollection`: a dynamic colour's provider's answer, resolved in turn;
    /// any other colour itself.
    open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        guard let provider else { return self }
        return provider.resolve(traitCollection).resolvedColor(with: traitCollection)
    }

    /// How prominent a colour is, as UIKit's `UIColor.Prominence` (iOS 18; raw values
    /// unconfirmed: Apple's documentation does not give them).
    public enum Prominence: Int, Sendable, CaseIterable {
        /// The colour as it is (the default).
        case primary = 0
        /// Less prominent.
        case secondary = 1
        /// Less still.
        case tertiary = 2
        /// The least.
        case quaternary = 3
    }

    /// The same colour with `prominence` (its components unchanged: inert, how UIKit renders a
    /// prominence is not simulated).
    open func withProminence(_ prominence: Prominence) -> UIColor {
        UIColor(cgColor: cgColor, name: name, provider: provider, prominence: prominence)
    }

    /// A colour from Core Image's colour: its components.
    public init(ciColor: CIColor) {
        components = CGColor(red: ciColor.red, green: ciColor.green, blue: ciColor.blue, alpha: ciColor.alpha)
    }

    /// The colour as Core Image's colour: its components.
    open var ciColor: CIColor { CIColor(red: cgColor.rgba[0], green: cgColor.rgba[1], blue: cgColor.rgba[2], alpha: cgColor.rgba[3]) }

    /// A colour of an asset catalog, as `init(named:)` (the traits do not choose a variant: the
    /// catalog's light, any-appearance value is taken).
    public convenience init?(
        named name: String, inBundle bundle: Bundle?, compatibleWithTraitCollection traitCollection: UITraitCollection?
    ) {
        self.init(named: name)
    }

    /// The colour of a generated asset symbol (Xcode 15's `ColorResource`), as `init(named:)`
    /// with its name; a colour the catalog does not have (or cannot be read) is mid grey, and
    /// the trace says so.
    public convenience init(resource: ColorResource) {
        let name = resource.name
        switch AssetCatalog.lookup(name, { $0.color(named: name) }) {
        case .found(let rgba)?:
            self.init(cgColor: CGColor(red: rgba[0], green: rgba[1], blue: rgba[2], alpha: rgba[3]), name: "resource(\"\(name)\")")
        case .notFound?:
            CurrentSimulation.diagnosticFromAnyThread(
                "UIColor(resource: \"\(name)\"): no colour set of that name in the asset catalogs; the colour is mid grey")
            self.init(cgColor: CGColor(gray: 0.5, alpha: 1), name: "resource(\"\(name)\")")
        case .unreadable(let why)?:
            CurrentSimulation.diagnosticFromAnyThread("UIColor(resource: \"\(name)\"): \(why); the colour is mid grey")
            self.init(cgColor: CGColor(gray: 0.5, alpha: 1), name: "resource(\"\(name)\")")
        case nil:
            self.init(cgColor: CGColor(gray: 0.5, alpha: 1), name: "resource(\"\(name)\")")
        }
    }

    /// A colour that tiles `image` (inert: nothing is drawn; its components are a middle grey).
    public init(patternImage image: UIImage) {
        components = CGColor(gray: 0.5, alpha: 1)
        name = "patternImage(\(image))"
    }

    /// Archives are not simulated: `nil` (required, as UIColor conforms to NSCoding on iOS; a
    /// storyboard's colours are read by the Interface Builder reader, not through this).
    public required init?(coder: NSCoder) { nil }

    /// The colour `#colorLiteral(red:green:blue:alpha:)` names: required, as Swift's UIKit overlay
    /// declares it, so a subclass with its own designated initializer implements it.
    public required convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }

    /// The colour's name for VoiceOver (inert: the name it was made with, else its components).
    open var accessibilityName: String { description }

    /// Writes the colour's hue, saturation, brightness and alpha (each 0–1) through the pointers
    /// given (any may be nil); always `true`, since every colour here is RGB.
    @discardableResult
    open func getHue(
        _ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
        brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        let r = cgColor.rgba[0], g = cgColor.rgba[1], b = cgColor.rgba[2]
        let high = max(r, g, b), low = min(r, g, b), range = high - low
        var h: CGFloat = 0
        if range > 0 {
            if high == r {
                h = (g - b) / range
            } else if high == g {
                h = (b - r) / range + 2
            } else {
                h = (r - g) / range + 4
            }
            h /= 6
            if h < 0 { h += 1 }
        }
        hue?.pointee = h
        saturation?.pointee = high > 0 ? range / high : 0
        brightness?.pointee = high
        alpha?.pointee = cgColor.rgba[3]
        return true
    }

    /// Writes the colour's white level and alpha: `true` for a grey (equal components), `false`
    /// with nothing written for another colour, as UIKit answers for a colour not in a grey space.
    @discardableResult
    open func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let rgba = cgColor.rgba
        guard rgba[0] == rgba[1], rgba[1] == rgba[2] else { return false }
        white?.pointee = rgba[0]
        alpha?.pointee = rgba[3]
        return true
    }

    /// Sets the colour for drawing (inert: nothing is drawn).
    open func set() {}
    /// Sets the fill colour for drawing (inert: nothing is drawn).
    open func setFill() {}
    /// Sets the stroke colour for drawing (inert: nothing is drawn).
    open func setStroke() {}

    /// An sRGB colour; components are clamped to 0–1.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        components = CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// A grey: red, green and blue all `white`.
    public init(white: CGFloat, alpha: CGFloat) {
        components = CGColor(red: white, green: white, blue: white, alpha: alpha)
    }

    /// A colour from hue, saturation and brightness (each 0–1), converted to RGB.
    public init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let h = (hue - hue.rounded(.down)) * 6, s = min(max(saturation, 0), 1), v = min(max(brightness, 0), 1)
        let sector = Int(h.rounded(.down)) % 6, f = h - h.rounded(.down)
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        let (r, g, b): (CGFloat, CGFloat, CGFloat) =
            switch sector {
            case 0: (v, t, p)
            case 1: (q, v, p)
            case 2: (p, v, t)
            case 3: (p, q, v)
            case 4: (t, p, v)
            default: (v, p, q)
            }
        components = CGColor(red: r, green: g, blue: b, alpha: alpha)
    }

    /// A Display P3 colour; colour spaces are not simulated, so the components are taken as sRGB.
    public init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        components = CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// The colour a `CGColor` holds.
    public init(cgColor: CGColor) {
        components = cgColor
    }

    /// The colour set `name` of the app's asset catalog (an `.xcassets` folder among or in the
    /// simulation's `interfaceBuilderResources.directories`): its components for any appearance
    /// (dark appearances are not simulated); `nil` when the catalog has no such set, as on iOS.
    /// Without a catalog configured, every name gives mid grey (`UIColor(white: 0.5, alpha: 1)`),
    /// never `nil`, so code that force-unwraps it runs; so does a set whose components cannot be
    /// read (the trace says why).
    public convenience init?(named name: String) {
        switch AssetCatalog.lookup(name, { $0.color(named: name) }) {
        case .found(let rgba)?:
            self.init(cgColor: CGColor(red: rgba[0], green: rgba[1], blue: rgba[2], alpha: rgba[3]), name: "named(\"\(name)\")")
        case .notFound?:
            return nil
        case .unreadable(let why)?:
            CurrentSimulation.diagnosticFromAnyThread("UIColor(named: \"\(name)\"): \(why); the colour is mid grey")
            self.init(cgColor: CGColor(gray: 0.5, alpha: 1), name: "named(\"\(name)\")")
        case nil:
            self.init(cgColor: CGColor(gray: 0.5, alpha: 1), name: "named(\"\(name)\")")
        }
    }

    /// The same colour with another opacity (0–1).
    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(cgColor: CGColor(red: cgColor.rgba[0], green: cgColor.rgba[1], blue: cgColor.rgba[2], alpha: alpha), name: nil)
    }

    /// Writes the RGBA components through the pointers given (any may be nil); always `true`,
    /// since every colour here is RGB.
    @discardableResult
    open func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
        blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        red?.pointee = cgColor.rgba[0]
        green?.pointee = cgColor.rgba[1]
        blue?.pointee = cgColor.rgba[2]
        alpha?.pointee = cgColor.rgba[3]
        return true
    }

    /// Whether `object` is a colour with the same components, as UIKit's `isEqual(_:)` for RGB
    /// colours (`==` asks it).
    open override func isEqual(_ object: Any?) -> Bool { (object as? UIColor)?.cgColor == cgColor }

    /// The components, hashed: equal colours hash alike.
    open override var hash: Int { cgColor.hashValue }

    /// The name it was made with (`systemBlue`), else its components.
    open override var description: String { name ?? cgColor.description }

    /// A colour given in 0–255 components, with a name for descriptions.
    fileprivate static func makeRGB(_ name: String, _ red: CGFloat, _ green: CGFloat, _ blue: CGFloat, _ alpha: CGFloat = 1) -> UIColor {
        UIColor(cgColor: CGColor(red: red / 255, green: green / 255, blue: blue / 255, alpha: alpha), name: name)
    }

    fileprivate static func makeGray(_ name: String, _ white: CGFloat, _ alpha: CGFloat = 1) -> UIColor {
        UIColor(cgColor: CGColor(gray: white, alpha: alpha), name: name)
    }

    // MARK: Fixed colours (UIKit's values)

    /// Black.
    open class var black: UIColor { NamedColors.black }
    /// Dark gray (one third white).
    open class var darkGray: UIColor { NamedColors.darkGray }
    /// Light gray (two thirds white).
    open class var lightGray: UIColor { NamedColors.lightGray }
    /// White.
    open class var white: UIColor { NamedColors.white }
    /// Gray (half white).
    open class var gray: UIColor { NamedColors.gray }
    /// Red.
    open class var red: UIColor { NamedColors.red }
    /// Green.
    open class var green: UIColor { NamedColors.green }
    /// Blue.
    open class var blue: UIColor { NamedColors.blue }
    /// Cyan.
    open class var cyan: UIColor { NamedColors.cyan }
    /// Yellow.
    open class var yellow: UIColor { NamedColors.yellow }
    /// Magenta.
    open class var magenta: UIColor { NamedColors.magenta }
    /// Orange.
    open class var orange: UIColor { NamedColors.orange }
    /// Purple.
    open class var purple: UIColor { NamedColors.purple }
    /// Brown.
    open class var brown: UIColor { NamedColors.brown }
    /// Fully transparent (black with alpha 0).
    open class var clear: UIColor { NamedColors.clear }

    // MARK: System colours (light appearance)

    /// The system's red (light mode).
    open class var systemRed: UIColor { NamedColors.systemRed }
    /// The system's orange (light mode).
    open class var systemOrange: UIColor { NamedColors.systemOrange }
    /// The system's yellow (light mode).
    open class var systemYellow: UIColor { NamedColors.systemYellow }
    /// The system's green (light mode).
    open class var systemGreen: UIColor { NamedColors.systemGreen }
    /// The system's mint (light mode).
    open class var systemMint: UIColor { NamedColors.systemMint }
    /// The system's teal (light mode).
    open class var systemTeal: UIColor { NamedColors.systemTeal }
    /// The system's cyan (light mode).
    open class var systemCyan: UIColor { NamedColors.systemCyan }
    /// The system's blue (light mode).
    open class var systemBlue: UIColor { NamedColors.systemBlue }
    /// The system's indigo (light mode).
    open class var systemIndigo: UIColor { NamedColors.systemIndigo }
    /// The system's purple (light mode).
    open class var systemPurple: UIColor { NamedColors.systemPurple }
    /// The system's pink (light mode).
    open class var systemPink: UIColor { NamedColors.systemPink }
    /// The system's brown (light mode).
    open class var systemBrown: UIColor { NamedColors.systemBrown }
    /// The system's gray (light mode).
    open class var systemGray: UIColor { NamedColors.systemGray }
    /// The system's second gray (light mode).
    open class var systemGray2: UIColor { NamedColors.systemGray2 }
    /// The system's third gray (light mode).
    open class var systemGray3: UIColor { NamedColors.systemGray3 }
    /// The system's fourth gray (light mode).
    open class var systemGray4: UIColor { NamedColors.systemGray4 }
    /// The system's fifth gray (light mode).
    open class var systemGray5: UIColor { NamedColors.systemGray5 }
    /// The system's sixth gray (light mode).
    open class var systemGray6: UIColor { NamedColors.systemGray6 }
    /// The app's tint (iOS 15+): the window's default tint, `systemBlue`.
    open class var tintColor: UIColor { NamedColors.tintColor }

    // MARK: Semantic colours (light appearance)

    /// Primary text (light mode).
    open class var label: UIColor { NamedColors.label }
    /// Secondary text (light mode).
    open class var secondaryLabel: UIColor { NamedColors.secondaryLabel }
    /// Tertiary text (light mode).
    open class var tertiaryLabel: UIColor { NamedColors.tertiaryLabel }
    /// Quaternary text (light mode).
    open class var quaternaryLabel: UIColor { NamedColors.quaternaryLabel }
    /// Placeholder text (light mode).
    open class var placeholderText: UIColor { NamedColors.placeholderText }
    /// Links (light mode).
    open class var link: UIColor { NamedColors.link }
    /// A separator that lets content show through (light mode).
    open class var separator: UIColor { NamedColors.separator }
    /// An opaque separator (light mode).
    open class var opaqueSeparator: UIColor { NamedColors.opaqueSeparator }
    /// The main background (light mode).
    open class var systemBackground: UIColor { NamedColors.systemBackground }
    /// The second-level background (light mode).
    open class var secondarySystemBackground: UIColor { NamedColors.secondarySystemBackground }
    /// The third-level background (light mode).
    open class var tertiarySystemBackground: UIColor { NamedColors.tertiarySystemBackground }
    /// The main background of a grouped table (light mode).
    open class var systemGroupedBackground: UIColor { NamedColors.systemGroupedBackground }
    /// A grouped table's background (deprecated in iOS 13): `systemGroupedBackground`'s value.
    @available(*, deprecated, message: "Use systemGroupedBackground")
    open class var groupTableViewBackground: UIColor { NamedColors.groupTableViewBackground }
    /// The second-level background of a grouped table (light mode).
    open class var secondarySystemGroupedBackground: UIColor { NamedColors.secondarySystemGroupedBackground }
    /// The third-level background of a grouped table (light mode).
    open class var tertiarySystemGroupedBackground: UIColor { NamedColors.tertiarySystemGroupedBackground }
    /// A fill for thin and small shapes (light mode).
    open class var systemFill: UIColor { NamedColors.systemFill }
    /// A fill for medium shapes (light mode).
    open class var secondarySystemFill: UIColor { NamedColors.secondarySystemFill }
    /// A fill for large shapes (light mode).
    open class var tertiarySystemFill: UIColor { NamedColors.tertiarySystemFill }
    /// A fill for large areas with complex content (light mode).
    open class var quaternarySystemFill: UIColor { NamedColors.quaternarySystemFill }
    /// Light text on dark backgrounds.
    open class var lightText: UIColor { NamedColors.lightText }
    /// Dark text on light backgrounds.
    open class var darkText: UIColor { NamedColors.darkText }
}

/// `#colorLiteral(red:green:blue:alpha:)` makes a UIColor (or a subclass's colour) through the
/// required `init(_colorLiteralRed:green:blue:alpha:)`.
extension UIColor: _ExpressibleByColorLiteral {}

/// The colours UIKit names, made once: each class property of ``UIColor`` gives the same object
/// every time, as UIKit's do, and a subclass may override the property (they are `class`
/// properties on iOS).
private enum NamedColors {
    static let black = UIColor.makeGray("black", 0)
    static let darkGray = UIColor.makeGray("darkGray", 1 / 3)
    static let lightGray = UIColor.makeGray("lightGray", 2 / 3)
    static let white = UIColor.makeGray("white", 1)
    static let gray = UIColor.makeGray("gray", 0.5)
    static let red = UIColor.makeRGB("red", 255, 0, 0)
    static let green = UIColor.makeRGB("green", 0, 255, 0)
    static let blue = UIColor.makeRGB("blue", 0, 0, 255)
    static let cyan = UIColor.makeRGB("cyan", 0, 255, 255)
    static let yellow = UIColor.makeRGB("yellow", 255, 255, 0)
    static let magenta = UIColor.makeRGB("magenta", 255, 0, 255)
    static let orange = UIColor.makeRGB("orange", 255, 127.5, 0)
    static let purple = UIColor.makeRGB("purple", 127.5, 0, 127.5)
    static let brown = UIColor.makeRGB("brown", 153, 102, 51)
    static let clear = UIColor.makeGray("clear", 0, 0)
    static let systemRed = UIColor.makeRGB("systemRed", 255, 59, 48)
    static let systemOrange = UIColor.makeRGB("systemOrange", 255, 149, 0)
    static let systemYellow = UIColor.makeRGB("systemYellow", 255, 204, 0)
    static let systemGreen = UIColor.makeRGB("systemGreen", 52, 199, 89)
    static let systemMint = UIColor.makeRGB("systemMint", 0, 199, 190)
    static let systemTeal = UIColor.makeRGB("systemTeal", 48, 176, 199)
    static let systemCyan = UIColor.makeRGB("systemCyan", 50, 173, 230)
    static let systemBlue = UIColor.makeRGB("systemBlue", 0, 122, 255)
    static let systemIndigo = UIColor.makeRGB("systemIndigo", 88, 86, 214)
    static let systemPurple = UIColor.makeRGB("systemPurple", 175, 82, 222)
    static let systemPink = UIColor.makeRGB("systemPink", 255, 45, 85)
    static let systemBrown = UIColor.makeRGB("systemBrown", 162, 132, 94)
    static let systemGray = UIColor.makeRGB("systemGray", 142, 142, 147)
    static let systemGray2 = UIColor.makeRGB("systemGray2", 174, 174, 178)
    static let systemGray3 = UIColor.makeRGB("systemGray3", 199, 199, 204)
    static let systemGray4 = UIColor.makeRGB("systemGray4", 209, 209, 214)
    static let systemGray5 = UIColor.makeRGB("systemGray5", 229, 229, 234)
    static let systemGray6 = UIColor.makeRGB("systemGray6", 242, 242, 247)
    static let tintColor = UIColor.makeRGB("tintColor", 0, 122, 255)
    static let label = UIColor.makeRGB("label", 0, 0, 0)
    static let secondaryLabel = UIColor.makeRGB("secondaryLabel", 60, 60, 67, 0.6)
    static let tertiaryLabel = UIColor.makeRGB("tertiaryLabel", 60, 60, 67, 0.3)
    static let quaternaryLabel = UIColor.makeRGB("quaternaryLabel", 60, 60, 67, 0.18)
    static let placeholderText = UIColor.makeRGB("placeholderText", 60, 60, 67, 0.3)
    static let link = UIColor.makeRGB("link", 0, 122, 255)
    static let separator = UIColor.makeRGB("separator", 60, 60, 67, 0.29)
    static let opaqueSeparator = UIColor.makeRGB("opaqueSeparator", 198, 198, 200)
    static let systemBackground = UIColor.makeRGB("systemBackground", 255, 255, 255)
    static let secondarySystemBackground = UIColor.makeRGB("secondarySystemBackground", 242, 242, 247)
    static let tertiarySystemBackground = UIColor.makeRGB("tertiarySystemBackground", 255, 255, 255)
    static let systemGroupedBackground = UIColor.makeRGB("systemGroupedBackground", 242, 242, 247)
    static let groupTableViewBackground = UIColor.makeRGB("groupTableViewBackground", 242, 242, 247)
    static let secondarySystemGroupedBackground = UIColor.makeRGB("secondarySystemGroupedBackground", 255, 255, 255)
    static let tertiarySystemGroupedBackground = UIColor.makeRGB("tertiarySystemGroupedBackground", 242, 242, 247)
    static let systemFill = UIColor.makeRGB("systemFill", 120, 120, 128, 0.2)
    static let secondarySystemFill = UIColor.makeRGB("secondarySystemFill", 120, 120, 128, 0.16)
    static let tertiarySystemFill = UIColor.makeRGB("tertiarySystemFill", 118, 118, 128, 0.12)
    static let quaternarySystemFill = UIColor.makeRGB("quaternarySystemFill", 116, 116, 128, 0.08)
    static let lightText = UIColor.makeGray("lightText", 1, 0.6)
    static let darkText = UIColor.makeGray("darkText", 0)
}
