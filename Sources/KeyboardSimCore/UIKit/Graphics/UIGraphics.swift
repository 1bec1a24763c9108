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
@MainActor public func UIGraphicsBeginImageContext(_ size: CGSize) {
    UIGraphicsBeginImageContextWithOptions(size, false, 1)
}

/// Makes a bitmap context of `size` points the current context, as UIKit's
/// `UIGraphicsBeginImageContextWithOptions(_:_:_:)`: `scale` pixels a point, or the main
/// screen's scale when it is 0 (the current simulation's screen; with none, an iPhone SE's 2).
/// Its user space is UIKit's: points, the origin at the top left. `opaque` is kept by nothing
/// (no pixels are drawn). End it with `UIGraphicsEndImageContext()`.
/// https://developer.apple.com/documentation/uikit/uigraphicsbeginimagecontextwithoptions(_:_:_:)
@MainActor public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    let scale = scale > 0 ? scale : (Simulation.current?.screen.scale ?? Device.iPhoneSE3.scale)
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
