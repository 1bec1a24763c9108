import Foundation
import SimulationContext

/// An image, as UIKit's `UIImage`: a name and a size (nothing is drawn).
///
/// - `UIImage(named:)` reads the app's asset catalog when the simulation has one: an `.xcassets`
///   folder among (or in) its `interfaceBuilderResources.directories`. The image set's point size
///   comes from its file's header (see `AssetCatalog`), and a name the catalog lacks gives `nil`,
///   as on iOS. Without a catalog configured, any name gives a 100 × 100 image (never `nil`), so
///   code that force-unwraps it runs; so does an image set whose size cannot be read (the trace
///   says why).
/// - `UIImage(systemName:)` gives an image for any name, 24 × 24 points; with a
///   `UIImage.SymbolConfiguration` that has a point size (or a text style), a square of that
///   size instead. Neither is measured from iOS, where a symbol's size depends on its glyph.
/// - `UIImage()` is empty: 0 × 0.
///
/// The size is what `UIImageView`'s intrinsic content size follows. Rendering mode and tint
/// colour are stored and inert.
///
/// ```swift
/// let logo = UIImageView(image: UIImage(named: "Logo"))
/// logo.intrinsicContentSize          // 100 × 100
/// UIImage(systemName: "envelope")!.size   // 24 × 24
/// ```
///
/// The class is open, as on iOS: an app's or a library's subclass (`class Icon: UIImage`)
/// compiles and inherits the initializers.
open class UIImage: NSObject, @unchecked Sendable {
    // @unchecked Sendable: UIImage's own state is set only while it is made (its setters are
    // private to this file's initializers) and immutable after, as iOS's `UIImage` is
    // `Sendable`; a subclass's state is its own affair, as on iOS.
    /// Where the image came from.
    enum Source: Hashable, Sendable {
        case empty, named(String), system(String), sized
    }

    private(set) var source = Source.empty
    /// The image's size in points.
    public private(set) var size = CGSize.zero
    /// How the image is drawn with a tint (stored and inert).
    public private(set) var renderingMode = RenderingMode.automatic
    /// The tint given by `withTintColor(_:)` (stored and inert).
    private(set) var tint: UIColor?
    /// What the rest of UIImage's members keep (insets, orientation, frames: inert).
    private(set) var extra = Extra()

    /// The size of `UIImage(named:)` images: 100 × 100 points.
    public static let namedImageSize = CGSize(width: 100, height: 100)
    /// The size of `UIImage(systemName:)` images without a sized configuration: 24 × 24 points.
    public static let symbolImageSize = CGSize(width: 24, height: 24)

    /// An image of `source`: convenience, through `init()`, so that every designated
    /// initializer is public and a subclass in another module inherits them, as on iOS.
    convenience init(
        source: Source, size: CGSize, renderingMode: RenderingMode = .automatic, tint: UIColor? = nil, extra: Extra = Extra()
    ) {
        self.init()
        self.source = source
        self.size = size
        self.renderingMode = renderingMode
        self.tint = tint
        self.extra = extra
    }

    // MARK: Designated initializers, as Apple declares them

    // On iOS, UIImage's designated initializers are `init()`, `init?(contentsOfFile:)`,
    // `init?(data:)`, `init?(data:scale:)`, `init(cgImage:)`, `init(cgImage:scale:orientation:)`,
    // `init(ciImage:)`, `init(ciImage:scale:orientation:)` and `init?(coder:)` (Apple's pages
    // give them without `convenience`); a subclass that declares no designated initializer of its
    // own inherits them and the convenience ones. `init?(named:)` and `init?(systemName:)` are
    // class factory methods there, which Swift does not let a subclass inherit (its imported
    // interface marks them "not inherited"); here they are convenience initializers, which a
    // subclass does inherit: more than iOS allows, never less.

    /// An empty image, 0 × 0 (a designated initializer, as NSObject's `init()` is on iOS).
    public override init() {}

    /// Archives are not simulated: always `nil`. Required, as on iOS (`NSSecureCoding`).
    public required init?(coder: NSCoder) { nil }

    /// The image in the file at `path`: its header's size in pixels (PNG, JPEG; points for PDF
    /// and SVG), at scale 1; nil when the file cannot be read or its size is not in its header.
    public init?(contentsOfFile path: String) {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        let url = URL(fileURLWithPath: path)
        guard let size = AssetCatalog.pixelSize(of: data, fileExtension: url.pathExtension.lowercased()) else { return nil }
        source = .named(url.lastPathComponent)
        self.size = size
    }

    /// The image `data` encodes, at scale 1, as `init(data:scale:)`.
    public init?(data: Data) {
        guard let pixels = AssetCatalog.pixelSize(of: data, fileExtension: "png") else { return nil }
        source = .sized
        size = pixels
    }

    /// The image `data` encodes (PNG or JPEG: its header's pixel size), `scale` pixels to a
    /// point; nil for data that is neither (as UIKit for data it cannot decode).
    public init?(data: Data, scale: CGFloat) {
        guard scale > 0, let pixels = AssetCatalog.pixelSize(of: data, fileExtension: "png") else { return nil }
        source = .sized
        size = CGSize(width: pixels.width / scale, height: pixels.height / scale)
        extra = Extra(scale: scale)
    }

    /// An image of a Core Graphics image: its pixels as points, scale 1, `.up`.
    public init(cgImage: CGImage) {
        source = .sized
        size = Self.drawnSize(width: CGFloat(cgImage.width), height: CGFloat(cgImage.height), scale: 1, orientation: .up)
        extra = Extra(cgImage: cgImage)
    }

    /// An image of a Core Graphics image at `scale` pixels to a point, turned by `orientation`
    /// (a quarter turn swaps the width and height).
    public init(cgImage: CGImage, scale: CGFloat, orientation: Orientation) {
        let scale = scale > 0 ? scale : 1
        source = .sized
        size = Self.drawnSize(width: CGFloat(cgImage.width), height: CGFloat(cgImage.height), scale: scale, orientation: orientation)
        extra = Extra(scale: scale, orientation: orientation, cgImage: cgImage)
    }

    /// An image of a Core Image image: its extent's size, scale 1, `.up`.
    public init(ciImage: CIImage) {
        source = .sized
        size = Self.drawnSize(width: ciImage.extent.width, height: ciImage.extent.height, scale: 1, orientation: .up)
        extra = Extra(ciImage: ciImage)
    }

    /// An image of a Core Image image at `scale`, turned by `orientation`.
    public init(ciImage: CIImage, scale: CGFloat, orientation: Orientation) {
        let scale = scale > 0 ? scale : 1
        source = .sized
        size = Self.drawnSize(width: ciImage.extent.width, height: ciImage.extent.height, scale: scale, orientation: orientation)
        extra = Extra(scale: scale, orientation: orientation, ciImage: ciImage)
    }

    /// The size in points of pixels `width` × `height` at `scale`, turned by `orientation` (a
    /// quarter turn swaps the width and height).
    private static func drawnSize(width: CGFloat, height: CGFloat, scale: CGFloat, orientation: Orientation) -> CGSize {
        let turned = [.left, .right, .leftMirrored, .rightMirrored].contains(orientation)
        return turned ? CGSize(width: height / scale, height: width / scale) : CGSize(width: width / scale, height: height / scale)
    }

    /// The image `#imageLiteral(resourceName:)` names: as `UIImage(named:)`, of its catalog size
    /// (100 × 100 for a name no catalog has: the literal cannot be `nil`; iOS traps there).
    /// Required, as Apple declares it (`required convenience init(imageLiteralResourceName:)`):
    /// the class is open, and its subclasses are made from literals too.
    public required convenience init(imageLiteralResourceName path: String) {
        let size: CGSize
        if case .found(let found)? = AssetCatalog.lookup(path, { $0.imageSize(named: path) }) {
            size = found
        } else {
            size = UIImage.namedImageSize
        }
        self.init(source: .named(path), size: size)
    }

    /// KeyboardSim's own: an unnamed image of `size` points (what `UIImageView(imageSize:)` shows).
    public convenience init(size: CGSize) {
        self.init(source: .sized, size: size)
    }

    /// The image set `name` of the app's asset catalog, of its point size; `nil` when the
    /// catalog has no such set. Without a catalog configured, a 100 × 100 image for any name.
    public convenience init?(named name: String) {
        switch AssetCatalog.lookup(name, { $0.imageSize(named: name) }) {
        case .found(let size)?:
            self.init(source: .named(name), size: size)
        case .notFound?:
            return nil
        case .unreadable(let why)?:
            CurrentSimulation.diagnosticFromAnyThread("UIImage(named: \"\(name)\"): \(why); the image is 100 × 100")
            self.init(source: .named(name), size: UIImage.namedImageSize)
        case nil:
            self.init(source: .named(name), size: UIImage.namedImageSize)
        }
    }

    /// An SF Symbol: any name gives a 24 × 24 image (symbols are not simulated).
    public convenience init?(systemName name: String) {
        self.init(source: .system(name), size: UIImage.symbolImageSize, renderingMode: .alwaysTemplate)
    }

    /// An SF Symbol with a configuration: square, with the configuration's point size as its
    /// side when it has one (24 otherwise).
    public convenience init?(systemName name: String, withConfiguration configuration: Configuration?) {
        let symbol = configuration as? SymbolConfiguration
        self.init(
            source: .system(name), size: UIImage.symbolSize(for: symbol), renderingMode: .alwaysTemplate,
            extra: Extra(symbol: symbol.map(SymbolSettings.init)))
    }

    /// The image with another rendering mode.
    public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        UIImage(source: source, size: size, renderingMode: renderingMode, tint: tint, extra: extra)
    }

    /// The image tinted with `color` (stored and inert).
    public func withTintColor(_ color: UIColor) -> UIImage {
        UIImage(source: source, size: size, renderingMode: .alwaysOriginal, tint: color, extra: extra)
    }

    /// The image with another configuration; a symbol takes the configuration's size.
    public func withConfiguration(_ configuration: Configuration) -> UIImage {
        guard case .system = source, let symbol = configuration as? SymbolConfiguration else { return self }
        var extra = self.extra
        extra.symbol = SymbolSettings(symbol)
        return UIImage(source: source, size: UIImage.symbolSize(for: symbol), renderingMode: renderingMode, tint: tint, extra: extra)
    }

    /// The symbol with `configuration` applied (`nil` for an image that is not a symbol).
    public func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> UIImage? {
        guard case .system = source else { return nil }
        return withConfiguration(configuration)
    }

    static func symbolSize(for configuration: SymbolConfiguration?) -> CGSize {
        guard let side = configuration?.pointSize else { return symbolImageSize }
        return CGSize(width: side, height: side)
    }

    /// Images are equal when they come from the same name (or are both empty) and have the
    /// same size and rendering mode, as iOS's cached named images are the same object.
    /// `==` asks it.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIImage else { return false }
        return source == other.source && size == other.size && renderingMode == other.renderingMode && tint == other.tint
    }

    /// The name and size, hashed: equal images hash alike.
    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(source)
        hasher.combine(size.width)
        hasher.combine(size.height)
        return hasher.finalize()
    }

    /// `UIImage(named: "Logo") 100×100`.
    open override var description: String {
        let origin =
            switch source {
            case .empty: "UIImage()"
            case .named(let name): "UIImage(named: \"\(name)\")"
            case .system(let name): "UIImage(systemName: \"\(name)\")"
            case .sized: "UIImage(size:)"
            }
        return "\(origin) \(size.pointsDescription)"
    }
}

extension UIImage {
    /// How an image uses the tint colour, as UIKit's `UIImage.RenderingMode` (stored and inert).
    public enum RenderingMode: Int, Sendable, CaseIterable {
        /// Template or original by context.
        case automatic = 0
        /// Drawn with its own colours.
        case alwaysOriginal = 1
        /// Drawn in the tint colour.
        case alwaysTemplate = 2
    }

    /// The weight of a symbol, as UIKit's `UIImage.SymbolWeight` (stored and inert).
    public enum SymbolWeight: Int, Sendable, CaseIterable {
        /// A symbol's weight: unspecified, then ultra light to black.
        case unspecified = 0, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
    }

    /// The scale of a symbol relative to its point size, as UIKit's `UIImage.SymbolScale`
    /// (stored and inert).
    public enum SymbolScale: Int, Sendable, CaseIterable {
        /// A symbol's scale relative to the text: the default, unspecified, small, medium or large.
        case `default` = -1, unspecified = 0, small = 1, medium = 2, large = 3
    }

    /// How an image is configured, as UIKit's `UIImage.Configuration` (an `NSObject`, as Apple
    /// declares it).
    open class Configuration: NSObject {
        /// A configuration that changes nothing.
        public override init() { super.init() }
    }

    /// How a symbol image is configured, as UIKit's `UIImage.SymbolConfiguration`. Only the
    /// point size changes anything (the image's side); weight and scale are stored and inert.
    public final class SymbolConfiguration: Configuration {
        /// The point size the symbol is drawn at, if the configuration gives one.
        public let pointSize: CGFloat?
        /// The symbol's weight.
        public let weight: SymbolWeight
        /// The symbol's scale.
        public let scale: SymbolScale
        /// The text style whose size the symbol matches, if any.
        public let textStyle: UIFont.TextStyle?

        /// The colour a hierarchical symbol's layers are shaded from (iOS 15; stored and inert).
        let hierarchicalColor: UIColor?
        /// The colours of a palette symbol's layers (iOS 15; stored and inert).
        let paletteColors: [UIColor]?
        /// Whether the configuration prefers a multicolour or a monochrome rendering (stored and
        /// inert).
        let colorRenderingPreference: ColorRenderingPreference

        /// Which rendering a configuration prefers.
        enum ColorRenderingPreference: Sendable {
            case automatic, multicolor, monochrome
        }

        init(
            pointSize: CGFloat?, weight: SymbolWeight, scale: SymbolScale, textStyle: UIFont.TextStyle?,
            hierarchicalColor: UIColor? = nil, paletteColors: [UIColor]? = nil,
            colorRenderingPreference: ColorRenderingPreference = .automatic
        ) {
            self.pointSize = pointSize
            self.weight = weight
            self.scale = scale
            self.textStyle = textStyle
            self.hierarchicalColor = hierarchicalColor
            self.paletteColors = paletteColors
            self.colorRenderingPreference = colorRenderingPreference
            super.init()
        }

        /// A hierarchical rendering shaded from `hierarchicalColor` (iOS 15,
        /// https://developer.apple.com/documentation/uikit/uiimage/symbolconfiguration/init(hierarchicalcolor:)).
        /// Stored and inert: nothing is drawn.
        public convenience init(hierarchicalColor: UIColor) {
            self.init(pointSize: nil, weight: .unspecified, scale: .unspecified, textStyle: nil, hierarchicalColor: hierarchicalColor)
        }

        /// A palette rendering with one colour per layer (iOS 15,
        /// https://developer.apple.com/documentation/uikit/uiimage/symbolconfiguration/init(palettecolors:)).
        /// Stored and inert: nothing is drawn.
        public convenience init(paletteColors: [UIColor]) {
            self.init(pointSize: nil, weight: .unspecified, scale: .unspecified, textStyle: nil, paletteColors: paletteColors)
        }

        /// A configuration that prefers the symbol's multicolour rendering (iOS 15). Stored and
        /// inert: nothing is drawn.
        public class func preferringMulticolor() -> Self {
            self.init(pointSize: nil, weight: .unspecified, scale: .unspecified, textStyle: nil, colorRenderingPreference: .multicolor)
        }

        /// A configuration that prefers the symbol's monochrome rendering (iOS 16). Stored and
        /// inert: nothing is drawn.
        public class func preferringMonochrome() -> Self {
            self.init(pointSize: nil, weight: .unspecified, scale: .unspecified, textStyle: nil, colorRenderingPreference: .monochrome)
        }

        /// Whether `object` is a symbol configuration with the same values (unconfirmed: Apple
        /// documents no equality for configurations; comparing by value is what lets an image's
        /// `symbolConfiguration` be checked against the one it was made with).
        public override func isEqual(_ object: Any?) -> Bool {
            guard let other = object as? SymbolConfiguration else { return false }
            return pointSize == other.pointSize && weight == other.weight && scale == other.scale
                && textStyle == other.textStyle && hierarchicalColor == other.hierarchicalColor
                && paletteColors == other.paletteColors && colorRenderingPreference == other.colorRenderingPreference
        }

        /// The point size, weight and scale, hashed: equal configurations hash alike.
        public override var hash: Int {
            var hasher = Hasher()
            hasher.combine(pointSize)
            hasher.combine(weight)
            hasher.combine(scale)
            return hasher.finalize()
        }

        /// Symbols of `pointSize` points.
        public convenience init(pointSize: CGFloat) {
            self.init(pointSize: pointSize, weight: .unspecified, scale: .unspecified, textStyle: nil)
        }

        /// Symbols of `pointSize` points and `weight`.
        public convenience init(pointSize: CGFloat, weight: SymbolWeight) {
            self.init(pointSize: pointSize, weight: weight, scale: .unspecified, textStyle: nil)
        }

        /// Symbols of `pointSize` points, `weight` and `scale`.
        public convenience init(pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale) {
            self.init(pointSize: pointSize, weight: weight, scale: scale, textStyle: nil)
        }

        /// Symbols of `weight`.
        public convenience init(weight: SymbolWeight) {
            self.init(pointSize: nil, weight: weight, scale: .unspecified, textStyle: nil)
        }

        /// Symbols of `scale`.
        public convenience init(scale: SymbolScale) {
            self.init(pointSize: nil, weight: .unspecified, scale: scale, textStyle: nil)
        }

        /// The text style's point size at the Large content size.
        public convenience init(textStyle: UIFont.TextStyle) {
            self.init(pointSize: textStyle.largeMetrics.0, weight: .unspecified, scale: .unspecified, textStyle: textStyle)
        }

        /// The font's point size.
        public convenience init(font: UIFont) {
            self.init(pointSize: font.pointSize, weight: .unspecified, scale: .unspecified, textStyle: nil)
        }
    }
}

extension UIImage: _ExpressibleByImageLiteral {}
