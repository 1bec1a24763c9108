import Foundation
import SimulationContext

/// The graphics contexts made current, as UIKit's stack: the top is what
/// `UIGraphicsGetCurrentContext()` returns. UIKit keeps one stack per thread; here one for the
/// main queue and one per other thread (`CurrentSimulation.threadValue`), so a test's drawing
/// never meets another's.
final class GraphicsContextStack {
    /// One context on the stack, and the image it draws when an image context made it.
    struct Entry {
        let context: CGContext
        /// The image's size in points and its scale (nil: pushed with `UIGraphicsPushContext`).
        let image: (size: CGSize, scale: CGFloat)?
    }

    var entries: [Entry] = []

    /// The stack of the calling thread (the main queue's on the main queue).
    static var here: GraphicsContextStack { CurrentSimulation.threadValue("UIGraphics.contextStack") { GraphicsContextStack() } }
}

/// Makes a bitmap context of `size` points at scale 1 the current context, as UIKit's
/// `UIGraphicsBeginImageContext(_:)` (UIKit's page: it is `UIGraphicsBeginImageContextWithOptions`
/// with `opaque` false and scale 1.0,
/// https://developer.apple.com/documentation/uikit/uigraphicsbeginimagecontext(_:)).
@preconcurrency @MainActor public func UIGraphicsBeginImageContext(_ size: CGSize) {
    UIGraphicsBeginImageContextWithOptions(size, false, 1)
}

/// Makes a bitmap context of `size` points the current context, as UIKit's
/// `UIGraphicsBeginImageContextWithOptions(_:_:_:)`: `scale` pixels a point, or the main
/// screen's scale when it is 0 (the current simulation's screen; with none, an iPhone SE's 2).
/// Its user space is UIKit's: points, the origin at the top left. `opaque` is kept by nothing
/// (no pixels are drawn). End it with `UIGraphicsEndImageContext()`.
/// https://developer.apple.com/documentation/uikit/uigraphicsbeginimagecontextwithoptions(_:_:_:)
@preconcurrency @MainActor public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    let scale = scale > 0 ? scale : UIScreen.currentScale
    let context = CGContext(
        width: Int((max(0, size.width) * scale).rounded(.up)), height: Int((max(0, size.height) * scale).rounded(.up)),
        transform: CGAffineTransform(scaleX: scale, y: scale))
    GraphicsContextStack.here.entries.append(.init(context: context, image: (size, scale)))
}

/// The current graphics context: the top of the stack (an image context, or one pushed with
/// `UIGraphicsPushContext(_:)`); nil when there is none, as outside drawing on iOS
/// (`draw(_:)` is not called here).
public func UIGraphicsGetCurrentContext() -> CGContext? { GraphicsContextStack.here.entries.last?.context }

/// An image of what the current image context holds: its size in points and its scale (its
/// `cgImage` has the bitmap's pixel size; no pixels are kept); nil when the current context is
/// not an image context.
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    guard let top = GraphicsContextStack.here.entries.last, let image = top.image else { return nil }
    var extra = UIImage.Extra()
    extra.scale = image.scale
    extra.cgImage = top.context.makeImage()
    return UIImage(source: .sized, size: image.size, extra: extra)
}

/// Removes the current image context from the stack; nothing when the current context is not an
/// image context (UIKit's own rule for a context pushed with `UIGraphicsPushContext`).
public func UIGraphicsEndImageContext() {
    let stack = GraphicsContextStack.here
    if stack.entries.last?.image != nil { stack.entries.removeLast() }
}

/// Makes `context` the current context, until `UIGraphicsPopContext()`.
public func UIGraphicsPushContext(_ context: CGContext) {
    GraphicsContextStack.here.entries.append(.init(context: context, image: nil))
}

/// Removes the current context from the top of the stack, restoring the one before it (what
/// `UIGraphicsPushContext(_:)` pushed); nothing when the stack is empty.
public func UIGraphicsPopContext() {
    let stack = GraphicsContextStack.here
    if !stack.entries.isEmpty { stack.entries.removeLast() }
}

/// Draws images, as UIKit's `UIGraphicsImageRenderer`: `image(actions:)` runs the drawing with a
/// bitmap context of the renderer's size current (`UIGraphicsGetCurrentContext()` answers it, so
/// UIKit drawing in the block goes there), and gives an image of that size at the format's scale.
/// No pixels are drawn (KeyboardSim's images are a size); `pngData(actions:)` and
/// `jpegData(withCompressionQuality:actions:)` are not simulated.
///
/// ```swift
/// let dot = UIGraphicsImageRenderer(size: CGSize(width: 8, height: 8)).image { context in
///     context.cgContext.fillEllipse(in: CGRect(x: 0, y: 0, width: 8, height: 8))
/// }   // 8 × 8 points at the main screen's scale
/// ```
/// https://developer.apple.com/documentation/uikit/uigraphicsimagerenderer
@preconcurrency @MainActor public final class UIGraphicsImageRenderer: NSObject {
    /// The drawing a renderer runs.
    public typealias DrawingActions = (UIGraphicsImageRendererContext) -> Void

    /// The format images are made in (the scale).
    public let format: UIGraphicsImageRendererFormat
    /// The rectangle the drawing covers, in points.
    private let bounds: CGRect

    /// A renderer of images of `size` in the main screen's scale (UIKit's default format).
    public convenience init(size: CGSize) {
        self.init(bounds: CGRect(origin: .zero, size: size))
    }

    /// A renderer of images of `size` in `format`.
    public convenience init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: format)
    }

    /// A renderer of images of `bounds` (whose origin is the drawing's top left) in the main
    /// screen's scale.
    public convenience init(bounds: CGRect) {
        let scale = UIScreen.currentScale
        self.init(bounds: bounds, format: UIGraphicsImageRendererFormat(scale: scale))
    }

    /// A renderer of images of `bounds` in `format`.
    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
        self.bounds = bounds
        self.format = format
    }

    /// Runs `actions` with a bitmap context of the renderer's bounds current, then gives its image.
    public func image(actions: DrawingActions) -> UIImage {
        let scale = format.scale > 0 ? format.scale : 1
        let context = CGContext(
            width: Int((max(0, bounds.width) * scale).rounded(.up)), height: Int((max(0, bounds.height) * scale).rounded(.up)),
            transform: CGAffineTransform(scaleX: scale, y: scale).translatedBy(x: -bounds.minX, y: -bounds.minY))
        let rendererContext = UIGraphicsImageRendererContext(context, format: format, size: bounds.size)
        let stack = GraphicsContextStack.here
        stack.entries.append(.init(context: context, image: (bounds.size, scale)))
        let depth = stack.entries.count
        actions(rendererContext)
        if stack.entries.count >= depth { stack.entries.removeSubrange((depth - 1)...) }
        return rendererContext.currentImage
    }
}

/// The context an image renderer's drawing runs with, as UIKit's `UIGraphicsImageRendererContext`.
@preconcurrency @MainActor public final class UIGraphicsImageRendererContext: NSObject {
    /// The Core Graphics context drawn into.
    public let cgContext: CGContext
    /// The renderer's format.
    public let format: UIGraphicsImageRendererFormat
    /// The image's size in points.
    private let size: CGSize

    init(_ cgContext: CGContext, format: UIGraphicsImageRendererFormat, size: CGSize) {
        self.cgContext = cgContext
        self.format = format
        self.size = size
    }

    /// An image of what is drawn so far: the renderer's size and scale.
    public var currentImage: UIImage {
        var extra = UIImage.Extra()
        extra.scale = format.scale > 0 ? format.scale : 1
        extra.cgImage = cgContext.makeImage()
        return UIImage(source: .sized, size: size, extra: extra)
    }

    /// Fills `rect` with the fill colour (no pixels are drawn).
    public func fill(_ rect: CGRect) { cgContext.fill(rect) }
    /// Fills `rect` in `blendMode` (no pixels are drawn).
    public func fill(_ rect: CGRect, blendMode: CGBlendMode) { cgContext.fill(rect) }
    /// Strokes `rect`'s outline (no pixels are drawn).
    public func stroke(_ rect: CGRect) { cgContext.stroke(rect) }
    /// Strokes `rect`'s outline in `blendMode` (no pixels are drawn).
    public func stroke(_ rect: CGRect, blendMode: CGBlendMode) { cgContext.stroke(rect) }
    /// Narrows the clipping region to `rect`.
    public func clip(to rect: CGRect) { cgContext.clip(to: rect) }
}
