import Foundation

// The rest of UIImage's members: resizable and animated images, orientation, symbol
// configurations, Core Graphics and Core Image bridges, encoding and drawing. Nothing is drawn in
// the simulation, so all of it is inert: each member keeps or answers a value, and says which.

extension UIImage {
    /// What an image keeps besides its source, size, rendering mode and tint.
    struct Extra: Sendable {
        var scale: CGFloat = 1
        var orientation = Orientation.up
        var capInsets = UIEdgeInsets.zero
        var resizingMode = ResizingMode.tile
        var alignmentRectInsets = UIEdgeInsets.zero
        var baselineOffsetFromBottom: CGFloat?
        var flipsForRightToLeftLayoutDirection = false
        var images: [UIImage]?
        var duration: TimeInterval = 0
        var symbol: SymbolSettings?
        var cgImage: CGImage?
        var ciImage: CIImage?
    }

    /// A symbol configuration's values (a configuration is a class UIKit lets apps subclass, so
    /// an image keeps its values).
    struct SymbolSettings: Sendable {
        var pointSize: CGFloat?
        var weight: SymbolWeight
        var scale: SymbolScale
        var textStyle: UIFont.TextStyle?
        var hierarchicalColor: UIColor?
        var paletteColors: [UIColor]?
        var colorRenderingPreference: SymbolConfiguration.ColorRenderingPreference

        init(_ configuration: SymbolConfiguration) {
            pointSize = configuration.pointSize
            weight = configuration.weight
            scale = configuration.scale
            textStyle = configuration.textStyle
            hierarchicalColor = configuration.hierarchicalColor
            paletteColors = configuration.paletteColors
            colorRenderingPreference = configuration.colorRenderingPreference
        }
    }

    /// A copy with `change` applied to what it keeps.
    private func with(_ change: (inout Extra) -> Void) -> UIImage {
        var extra = self.extra
        change(&extra)
        return UIImage(source: source, size: size, renderingMode: renderingMode, tint: tint, extra: extra)
    }

    // MARK: System symbols

    /// UIKit's "actions" symbol (`ellipsis.circle`, unconfirmed), 24 × 24 as any symbol here.
    public static var actions: UIImage {
        UIImage(source: .system("ellipsis.circle"), size: symbolImageSize, renderingMode: .alwaysTemplate)
    }
    /// UIKit's "add" symbol (`plus`, unconfirmed).
    public static var add: UIImage { UIImage(source: .system("plus"), size: symbolImageSize, renderingMode: .alwaysTemplate) }
    /// UIKit's "remove" symbol (`minus`, unconfirmed).
    public static var remove: UIImage { UIImage(source: .system("minus"), size: symbolImageSize, renderingMode: .alwaysTemplate) }
    /// UIKit's checkmark symbol (`checkmark`).
    public static var checkmark: UIImage { UIImage(source: .system("checkmark"), size: symbolImageSize, renderingMode: .alwaysTemplate) }
    /// UIKit's stroked checkmark symbol (`checkmark`, unconfirmed: the stroke is not simulated).
    public static var strokedCheckmark: UIImage {
        UIImage(source: .system("checkmark"), size: symbolImageSize, renderingMode: .alwaysTemplate)
    }

    /// An SF Symbol, as `init(systemName:)` (the traits do not change a symbol here).
    public convenience init?(systemName name: String, compatibleWith traitCollection: UITraitCollection?) {
        self.init(systemName: name, withConfiguration: nil)
    }

    /// An SF Symbol with a variable value (iOS 16), as `init(systemName:withConfiguration:)`
    /// (the value, which fills parts of the glyph, is inert).
    public convenience init?(systemName name: String, variableValue: Double, configuration: Configuration? = nil) {
        self.init(systemName: name, withConfiguration: configuration)
    }

    /// Whether the image is an SF Symbol (`init(systemName:)`).
    public var isSymbolImage: Bool {
        if case .system = source { return true }
        return false
    }

    /// The image's configuration: a symbol's configuration (its point size, weight, scale and
    /// text style), nil for other images.
    public var configuration: Configuration? { symbolConfiguration }

    /// A symbol's configuration (an unspecified one for a symbol made without), nil for other
    /// images.
    public var symbolConfiguration: SymbolConfiguration? {
        guard isSymbolImage else { return nil }
        guard let symbol = extra.symbol else {
            return SymbolConfiguration(pointSize: nil, weight: .unspecified, scale: .unspecified, textStyle: nil)
        }
        return SymbolConfiguration(
            pointSize: symbol.pointSize, weight: symbol.weight, scale: symbol.scale, textStyle: symbol.textStyle,
            hierarchicalColor: symbol.hierarchicalColor, paletteColors: symbol.paletteColors,
            colorRenderingPreference: symbol.colorRenderingPreference)
    }

    /// The image tinted with `color` and drawn with `renderingMode` (stored and inert).
    public func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
        UIImage(source: source, size: size, renderingMode: renderingMode, tint: color, extra: extra)
    }

    // MARK: Named images

    /// An image of the asset catalog, as `init(named:)` (the bundle and traits do not choose a
    /// variant: one catalog is read).
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        self.init(named: name)
    }

    /// An image of the asset catalog, as `init(named:)`; a symbol configuration is kept.
    public convenience init?(named name: String, in bundle: Bundle?, with configuration: Configuration?) {
        self.init(named: name)
    }

    /// An image of the asset catalog with a variable value (iOS 16), as `init(named:)` (the value
    /// is inert).
    public convenience init?(named name: String, in bundle: Bundle? = nil, variableValue: Double, configuration: Configuration? = nil) {
        self.init(named: name)
    }

    /// The image of a generated asset symbol (Xcode 15's `ImageResource`), as
    /// `init(imageLiteralResourceName:)` with its name: the catalog's size, 100 × 100 for a name no
    /// catalog has (a resource cannot be `nil`).
    public convenience init(resource: ImageResource) {
        self.init(imageLiteralResourceName: resource.name)
    }

    // MARK: Animated images

    /// An animated image of `images` shown over `duration` seconds: the first image's size (inert:
    /// nothing is shown); nil with no images.
    public static func animatedImage(with images: [UIImage], duration: TimeInterval) -> UIImage? {
        guard let first = images.first else { return nil }
        return UIImage(source: first.source, size: first.size, extra: Extra(images: images, duration: max(0, duration)))
    }

    /// An animated image of the images named `name0`, `name1`… in the asset catalog (up to 1,024),
    /// as UIKit loads them; without a catalog configured, the one image `name` (the simulation
    /// cannot tell which frames exist). Nil when the catalog has none.
    public static func animatedImageNamed(_ name: String, duration: TimeInterval) -> UIImage? {
        var frames: [UIImage] = []
        for index in 0...1024 {
            guard case .found(let size)? = AssetCatalog.lookup("\(name)\(index)", { $0.imageSize(named: "\(name)\(index)") }) else { break }
            frames.append(UIImage(source: .named("\(name)\(index)"), size: size))
        }
        if frames.isEmpty, AssetCatalog.lookup(name, { $0.imageSize(named: name) }) == nil, let only = UIImage(named: name) {
            frames = [only]
        }
        return animatedImage(with: frames, duration: duration)
    }

    /// `animatedImageNamed(_:duration:)` with every frame resizable with `capInsets` (tiled).
    public static func animatedResizableImageNamed(_ name: String, capInsets: UIEdgeInsets, duration: TimeInterval) -> UIImage? {
        animatedResizableImageNamed(name, capInsets: capInsets, resizingMode: .tile, duration: duration)
    }

    /// `animatedImageNamed(_:duration:)` with every frame resizable with `capInsets` and `resizingMode`.
    public static func animatedResizableImageNamed(
        _ name: String, capInsets: UIEdgeInsets, resizingMode: ResizingMode, duration: TimeInterval
    ) -> UIImage? {
        guard let animated = animatedImageNamed(name, duration: duration) else { return nil }
        let frames = (animated.images ?? []).map { $0.resizableImage(withCapInsets: capInsets, resizingMode: resizingMode) }
        return animatedImage(with: frames, duration: duration)?.resizableImage(withCapInsets: capInsets, resizingMode: resizingMode)
    }

    /// An animated image's frames; nil for a still image.
    public var images: [UIImage]? { extra.images }
    /// An animated image's duration in seconds; 0 for a still image.
    public var duration: TimeInterval { extra.duration }

    // MARK: Resizing, insets and baseline (kept, inert: nothing is drawn)

    /// How a resizable image fills its space, as UIKit's `UIImage.ResizingMode`.
    public enum ResizingMode: Int, Sendable, CaseIterable {
        /// Repeats the middle.
        case tile = 0
        /// Stretches the middle.
        case stretch = 1
    }

    /// The image resizable with `capInsets` kept as they are, tiling the middle.
    public func resizableImage(withCapInsets capInsets: UIEdgeInsets) -> UIImage {
        resizableImage(withCapInsets: capInsets, resizingMode: .tile)
    }

    /// The image resizable with `capInsets` kept as they are, its middle filled by `resizingMode`.
    public func resizableImage(withCapInsets capInsets: UIEdgeInsets, resizingMode: ResizingMode) -> UIImage {
        with {
            $0.capInsets = capInsets
            $0.resizingMode = resizingMode
        }
    }

    /// The insets kept as the image resizes (`.zero` for an image that is not resizable).
    public var capInsets: UIEdgeInsets { extra.capInsets }
    /// How the middle fills its space (`.tile` by default).
    public var resizingMode: ResizingMode { extra.resizingMode }

    /// The image stretchable with these caps (deprecated): resizable with insets of `leftCapWidth`
    /// and `topCapHeight`, and the rest but one point on the other sides, stretching, as UIKit
    /// documents the method.
    @available(*, deprecated, message: "Use resizableImage(withCapInsets:)")
    public func stretchableImage(withLeftCapWidth leftCapWidth: Int, topCapHeight: Int) -> UIImage {
        let left = CGFloat(max(0, leftCapWidth)), top = CGFloat(max(0, topCapHeight))
        let insets = UIEdgeInsets(
            top: top, left: left, bottom: top > 0 ? max(0, size.height - top - 1) : 0, right: left > 0 ? max(0, size.width - left - 1) : 0)
        return resizableImage(withCapInsets: insets, resizingMode: .stretch)
    }

    /// The left cap of a stretchable image (deprecated): its left cap inset.
    @available(*, deprecated, message: "Use capInsets")
    public var leftCapWidth: Int { Int(extra.capInsets.left) }
    /// The top cap of a stretchable image (deprecated): its top cap inset.
    @available(*, deprecated, message: "Use capInsets")
    public var topCapHeight: Int { Int(extra.capInsets.top) }

    /// The insets of the image's content for Auto Layout alignment (kept; `.zero` by default).
    public var alignmentRectInsets: UIEdgeInsets { extra.alignmentRectInsets }
    /// The image with `alignmentInsets` as its alignment insets.
    public func withAlignmentRectInsets(_ alignmentInsets: UIEdgeInsets) -> UIImage {
        with { $0.alignmentRectInsets = alignmentInsets }
    }

    /// The baseline's height above the bottom, when given (`withBaseline(fromBottom:)`).
    public var baselineOffsetFromBottom: CGFloat? { extra.baselineOffsetFromBottom }
    /// The image with a baseline `baselineOffset` points above its bottom.
    public func withBaselineOffset(fromBottom baselineOffset: CGFloat) -> UIImage {
        with { $0.baselineOffsetFromBottom = baselineOffset }
    }
    /// The image with no baseline.
    public func imageWithoutBaseline() -> UIImage {
        with { $0.baselineOffsetFromBottom = nil }
    }

    // MARK: Orientation and direction

    /// How an image's pixels are turned, as UIKit's `UIImage.Orientation` (UIKit's raw values).
    public enum Orientation: Int, Sendable, CaseIterable {
        /// As stored.
        case up = 0
        /// Turned 180°.
        case down = 1
        /// Turned 90° counterclockwise.
        case left = 2
        /// Turned 90° clockwise.
        case right = 3
        /// Mirrored horizontally.
        case upMirrored = 4
        /// Turned 180° and mirrored.
        case downMirrored = 5
        /// Mirrored and turned 90° counterclockwise.
        case leftMirrored = 6
        /// Mirrored and turned 90° clockwise.
        case rightMirrored = 7

        /// The orientation mirrored horizontally.
        var mirrored: Orientation {
            switch self {
            case .up: .upMirrored
            case .down: .downMirrored
            case .left: .rightMirrored
            case .right: .leftMirrored
            case .upMirrored: .up
            case .downMirrored: .down
            case .leftMirrored: .right
            case .rightMirrored: .left
            }
        }
    }

    /// The image's orientation (`.up` unless made with one or flipped).
    public var imageOrientation: Orientation { extra.orientation }
    /// Points to pixels: 1 unless made with a scale (unconfirmed for named images: iOS loads the
    /// @2x or @3x file for the screen and reports its scale).
    public var scale: CGFloat { extra.scale }
    /// Whether the image is flipped in a right-to-left layout (inert: layouts are left to right).
    public var flipsForRightToLeftLayoutDirection: Bool { extra.flipsForRightToLeftLayoutDirection }
    /// The image flipped in a right-to-left layout (`flipsForRightToLeftLayoutDirection` true).
    public func imageFlippedForRightToLeftLayoutDirection() -> UIImage {
        with { $0.flipsForRightToLeftLayoutDirection = true }
    }
    /// The image mirrored horizontally: its orientation mirrored (`.up` becomes `.upMirrored`).
    public func withHorizontallyFlippedOrientation() -> UIImage {
        with { $0.orientation = $0.orientation.mirrored }
    }

    /// The traits the image was made for: its scale (inert: images are not looked up by traits).
    public var traitCollection: UITraitCollection { UITraitCollection(displayScale: extra.scale) }
    /// The asset the image belongs to: none (inert: trait variants are not simulated).
    public var imageAsset: UIImageAsset? { nil }

    // MARK: Dynamic range (inert)

    /// Whether the image has high dynamic range content: false (inert).
    public var isHighDynamicRange: Bool { false }
    /// The image limited to standard dynamic range: the same image (inert).
    public func imageRestrictedToStandardDynamicRange() -> UIImage { self }

    // MARK: Core Graphics and Core Image

    /// The Core Graphics image: the one it was made from, else one of its size in pixels for an
    /// image that is not empty and not made from a Core Image image (inert: no pixels).
    public var cgImage: CGImage? {
        if let cgImage = extra.cgImage { return cgImage }
        guard extra.ciImage == nil, size.width > 0, size.height > 0 else { return nil }
        return CGImage(width: Int((size.width * extra.scale).rounded()), height: Int((size.height * extra.scale).rounded()))
    }
    /// The Core Image image it was made from, else nil.
    public var ciImage: CIImage? { extra.ciImage }

    // MARK: Encoding, preparing and drawing (inert: nothing is drawn)

    /// PNG data: nil (inert: the simulation has no pixels to encode; UIKit answers nil for an
    /// image without bitmap data too).
    public func pngData() -> Data? { nil }
    /// JPEG data: nil (inert, as `pngData()`).
    public func jpegData(compressionQuality: CGFloat) -> Data? { nil }
    /// HEIC data: nil (inert, as `pngData()`).
    public func heicData() -> Data? { nil }

    /// The image decoded for display: the same image (decoding is not simulated).
    public func preparingForDisplay() -> UIImage? { self }
    /// Calls `completionHandler` with the image decoded for display: at once, with the same image
    /// (UIKit calls it later, from another queue; decoding is not simulated).
    public func prepareForDisplay(completionHandler: @escaping (UIImage?) -> Void) {
        completionHandler(preparingForDisplay())
    }
    /// A thumbnail that fits `size`, keeping the image's aspect ratio (unconfirmed: Apple's
    /// documentation does not say how the image is fitted); nil for an empty image or size.
    public func preparingThumbnail(of size: CGSize) -> UIImage? {
        guard self.size.width > 0, self.size.height > 0, size.width > 0, size.height > 0 else { return nil }
        let factor = min(size.width / self.size.width, size.height / self.size.height)
        return UIImage(
            source: source, size: CGSize(width: self.size.width * factor, height: self.size.height * factor), renderingMode: renderingMode,
            tint: tint, extra: extra)
    }
    /// Calls `completionHandler` with `preparingThumbnail(of:)`'s answer, at once (UIKit calls it
    /// later, from another queue).
    public func prepareThumbnail(of size: CGSize, completionHandler: @escaping (UIImage?) -> Void) {
        completionHandler(preparingThumbnail(of: size))
    }

    /// The format a renderer of this image would use: its scale, not opaque (inert).
    public var imageRendererFormat: UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat(scale: extra.scale) }

    /// Draws the image at `point` (inert: nothing is drawn).
    public func draw(at point: CGPoint) {}
    /// Draws the image at `point` with a blend mode (inert).
    public func draw(at point: CGPoint, blendMode: CGBlendMode, alpha: CGFloat) {}
    /// Draws the image in `rect` (inert).
    public func draw(in rect: CGRect) {}
    /// Draws the image in `rect` with a blend mode (inert).
    public func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) {}
    /// Tiles the image in `rect` (inert).
    public func drawAsPattern(in rect: CGRect) {}

    /// What the Journaling Suggestions framework takes an image as (the image itself).
    public typealias JournalingSuggestionContent = UIImage
}

/// A generated asset catalog symbol for an image (Xcode 15's `ImageResource`): its name and bundle.
public struct ImageResource: Hashable, Sendable {
    /// The image set's name.
    public let name: String
    /// The bundle's identifier, if given.
    public let bundle: String?
    /// The image set `name` (Xcode generates `ImageResource(name:bundle:)`; the bundle is kept by
    /// its identifier).
    public init(name: String, bundle: Bundle) {
        self.name = name
        self.bundle = bundle.bundleIdentifier
    }
}

/// A generated asset catalog symbol for a colour (Xcode 15's `ColorResource`): its name and bundle.
public struct ColorResource: Hashable, Sendable {
    /// The colour set's name.
    public let name: String
    /// The bundle's identifier, if given.
    public let bundle: String?
    /// The colour set `name` (the bundle is kept by its identifier).
    public init(name: String, bundle: Bundle) {
        self.name = name
        self.bundle = bundle.bundleIdentifier
    }
}

/// The images of one asset for several traits, as UIKit's `UIImageAsset` (inert: trait variants
/// are not simulated; images have none).
public final class UIImageAsset: NSObject, @unchecked Sendable {
    /// An empty asset.
    public override init() {}
}

/// A bitmap, as Core Graphics' `CGImage`: its size in pixels (inert: no pixels are kept).
public final class CGImage: Hashable, Sendable {
    /// The width in pixels.
    public let width: Int
    /// The height in pixels.
    public let height: Int

    /// A bitmap of `width` × `height` pixels (KeyboardSim's own: Core Graphics makes them from data).
    public init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
    }

    public static func == (lhs: CGImage, rhs: CGImage) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// An image recipe, as Core Image's `CIImage`: its extent (inert: no filter runs).
public final class CIImage: Sendable {
    /// The rectangle the image covers.
    public let extent: CGRect

    /// An image covering `extent` (KeyboardSim's own: Core Image makes them from data or filters).
    public init(extent: CGRect) { self.extent = extent }
}

/// A colour, as Core Image's `CIColor`: red, green, blue and alpha, 0–1.
public final class CIColor: Sendable {
    /// Red.
    public let red: CGFloat
    /// Green.
    public let green: CGFloat
    /// Blue.
    public let blue: CGFloat
    /// Alpha.
    public let alpha: CGFloat

    /// A colour of these components.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// The components of `color`.
    public convenience init(color: UIColor) {
        let rgba = color.cgColor.rgba
        self.init(red: rgba[0], green: rgba[1], blue: rgba[2], alpha: rgba[3])
    }
}

/// The format of an image renderer, as UIKit's `UIGraphicsImageRendererFormat` (inert: nothing is
/// rendered).
public final class UIGraphicsImageRendererFormat: NSObject, @unchecked Sendable {
    /// Pixels to a point.
    public let scale: CGFloat
    /// Whether the bitmap is opaque.
    public let opaque: Bool

    /// A format of `scale`, not opaque.
    public init(scale: CGFloat = 1, opaque: Bool = false) {
        self.scale = scale
        self.opaque = opaque
    }
}

/// How a drawing combines with what is under it, as Core Graphics' `CGBlendMode` (its raw values;
/// inert: nothing is drawn).
public enum CGBlendMode: Int32, Sendable, CaseIterable {
    /// Paints over.
    case normal = 0
    /// The blend modes of Core Graphics, in its order.
    case multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight, difference, exclusion, hue, saturation,
        color, luminosity, clear, copy, sourceIn, sourceOut, sourceAtop, destinationOver, destinationIn, destinationOut,
        destinationAtop, xor, plusDarker, plusLighter
}
