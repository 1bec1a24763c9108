import Testing
import UIKit

@MainActor
@Suite("UIGraphics image contexts and CGContext: the context stack, the graphics state and the current path")
struct GraphicsContextTests {
    @Test("an image context is current until it ends, and its image has its size in points and its scale")
    func imageContextLifecycle() throws {
        #expect(UIGraphicsGetCurrentContext() == nil, "no context outside drawing")
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 12, height: 20), false, 3)
        let context = try #require(UIGraphicsGetCurrentContext())
        #expect(context.ctm == CGAffineTransform(scaleX: 3, y: 3), "user space is points, the bitmap pixels")
        let image = try #require(UIGraphicsGetImageFromCurrentImageContext())
        #expect(image.size == CGSize(width: 12, height: 20))
        #expect(image.scale == 3)
        #expect(image.cgImage?.width == 36)
        #expect(image.cgImage?.height == 60)
        UIGraphicsEndImageContext()
        #expect(UIGraphicsGetCurrentContext() == nil)
        #expect(UIGraphicsGetImageFromCurrentImageContext() == nil)
    }

    @Test("UIGraphicsBeginImageContext is scale 1; scale 0 is the main screen's (an iPhone SE's 2 without a simulation)")
    func scales() throws {
        UIGraphicsBeginImageContext(CGSize(width: 10, height: 10))
        #expect(UIGraphicsGetImageFromCurrentImageContext()?.scale == 1)
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 10.5, height: 10), true, 0)
        let nested = try #require(UIGraphicsGetImageFromCurrentImageContext())
        #expect(nested.scale == 2)
        #expect(nested.cgImage?.width == 21)
        UIGraphicsEndImageContext()
        #expect(UIGraphicsGetImageFromCurrentImageContext()?.scale == 1, "the outer context is current again")
        UIGraphicsEndImageContext()
        #expect(UIGraphicsGetCurrentContext() == nil)
    }

    @Test("a pushed context is current until popped; UIGraphicsEndImageContext leaves it (not an image context)")
    func pushAndPop() throws {
        UIGraphicsBeginImageContext(CGSize(width: 4, height: 4))
        let image = try #require(UIGraphicsGetCurrentContext())
        UIGraphicsBeginImageContext(CGSize(width: 8, height: 8))
        let other = try #require(UIGraphicsGetCurrentContext())
        UIGraphicsEndImageContext()
        UIGraphicsPushContext(other)
        #expect(UIGraphicsGetCurrentContext() === other)
        UIGraphicsEndImageContext()
        #expect(UIGraphicsGetCurrentContext() === other, "not an image context: UIGraphicsEndImageContext does nothing")
        #expect(UIGraphicsGetImageFromCurrentImageContext() == nil)
        UIGraphicsPopContext()
        #expect(UIGraphicsGetCurrentContext() === image)
        UIGraphicsEndImageContext()
        #expect(UIGraphicsGetCurrentContext() == nil)
    }

    @Test("the graphics state is saved and restored; the transform applies to the path as it is built")
    func stateAndPath() throws {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 100, height: 100), false, 2)
        defer { UIGraphicsEndImageContext() }
        let context = try #require(UIGraphicsGetCurrentContext())
        context.saveGState()
        context.translateBy(x: 10, y: 20)
        context.move(to: .zero)
        context.addLine(to: CGPoint(x: 5, y: 5))
        #expect(context.currentPointOfPath == CGPoint(x: 5, y: 5))
        #expect(context.boundingBoxOfPath == CGRect(x: 0, y: 0, width: 5, height: 5))
        context.restoreGState()
        #expect(context.ctm == CGAffineTransform(scaleX: 2, y: 2))
        // The path keeps where it was drawn: in the restored user space it is 10, 20 further on.
        #expect(context.boundingBoxOfPath == CGRect(x: 10, y: 20, width: 5, height: 5))
        context.strokePath()
        #expect(context.isPathEmpty, "painting clears the current path, as Core Graphics does")
        #expect(context.path == nil)
        context.addRect(CGRect(x: 0, y: 0, width: 50, height: 40))
        context.clip()
        #expect(context.boundingBoxOfClipPath == CGRect(x: 0, y: 0, width: 50, height: 40))
        #expect(context.isPathEmpty)
    }

    @Test("a chevron drawn as Eureka's navigation accessory draws it: a 12 × 20 image")
    func chevron() throws {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 12, height: 20), false, 0.0)
        let context = try #require(UIGraphicsGetCurrentContext())
        defer { UIGraphicsEndImageContext() }
        context.setLineWidth(1.5)
        context.setLineCap(.square)
        context.strokeLineSegments(between: [
            CGPoint(x: 1, y: 0), CGPoint(x: 11, y: 10), CGPoint(x: 11, y: 10), CGPoint(x: 1, y: 20),
        ])
        let image = try #require(UIGraphicsGetImageFromCurrentImageContext())
        #expect(image.size == CGSize(width: 12, height: 20))
    }
}

@MainActor
@Suite("UIGraphicsImageRenderer: drawing with a current context, an image of the renderer's size")
struct GraphicsImageRendererTests {
    @Test("image(actions:) makes its context current for the block and gives an image of its size and scale")
    func imageOfSize() throws {
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 8, height: 6), format: UIGraphicsImageRendererFormat(scale: 3))
        var current: CGContext?
        var ctm: CGAffineTransform?
        let image = renderer.image { context in
            current = UIGraphicsGetCurrentContext()
            ctm = context.cgContext.ctm
            #expect(context.currentImage.size == CGSize(width: 8, height: 6))
            context.fill(CGRect(x: 0, y: 0, width: 8, height: 6))
        }
        #expect(current != nil)
        #expect(ctm == CGAffineTransform(scaleX: 3, y: 3))
        #expect(image.size == CGSize(width: 8, height: 6))
        #expect(image.scale == 3)
        #expect(image.cgImage?.width == 24)
        #expect(UIGraphicsGetCurrentContext() == nil, "the renderer's context is current only in the block")
    }

    @Test("a renderer of bounds draws from the bounds' origin; the default format is the main screen's scale")
    func boundsAndDefaultScale() throws {
        let renderer = UIGraphicsImageRenderer(bounds: CGRect(x: 10, y: 20, width: 4, height: 4))
        var point: CGPoint?
        let image = renderer.image { context in
            context.cgContext.move(to: CGPoint(x: 10, y: 20))
            point = CGPoint.zero.applying(context.cgContext.ctm.inverted())
        }
        #expect(point == CGPoint(x: 10, y: 20), "device (0, 0) is the bounds' origin")
        #expect(image.scale == 2, "an iPhone SE's scale without a simulation")
        #expect(image.size == CGSize(width: 4, height: 4))
    }
}
