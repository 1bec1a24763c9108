import Testing
import UIKit

// CAGradientLayer as Core Animation declares it: the gradient's colours, stops, end points and
// type with Apple's defaults (no colours, stops spread evenly, (0.5, 0) to (0.5, 1), axial),
// copied by init(layer:), and a layer's geometry.

@MainActor @Suite("CAGradientLayer")
struct GradientLayerTests {
    @Test("a new gradient layer has Core Animation's defaults")
    func defaults() {
        let gradient = CAGradientLayer()
        #expect(gradient.colors == nil)
        #expect(gradient.locations == nil)
        #expect(gradient.startPoint == CGPoint(x: 0.5, y: 0))
        #expect(gradient.endPoint == CGPoint(x: 0.5, y: 1))
        #expect(gradient.type == .axial)
        #expect(CAGradientLayerType.radial.rawValue == "radial" && CAGradientLayerType.conic.rawValue == "conic")
    }

    @Test("init(layer:) copies a gradient layer's colours, stops, points and type, and a plain layer's geometry")
    func copiesFromLayer() {
        let source = CAGradientLayer()
        source.colors = [UIColor.white.cgColor, UIColor.black.cgColor]
        source.locations = [0, 0.25]
        source.startPoint = CGPoint(x: 0, y: 0.5)
        source.endPoint = CGPoint(x: 1, y: 0.5)
        source.type = .radial
        source.cornerRadius = 7
        let copy = CAGradientLayer(layer: source)
        #expect(copy.colors?.count == 2)
        #expect(copy.locations == [0, 0.25])
        #expect(copy.startPoint == CGPoint(x: 0, y: 0.5) && copy.endPoint == CGPoint(x: 1, y: 0.5))
        #expect(copy.type == .radial)
        #expect(copy.cornerRadius == 7)

        // A dialog's gradient made from its view's plain layer, as published code does.
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        view.layer.cornerRadius = 3
        let background = CAGradientLayer(layer: view.layer)
        #expect(background.colors == nil && background.cornerRadius == 3)
        background.frame = view.bounds
        view.layer.insertSublayer(background, at: 0)
        #expect(view.layer.sublayers?.first === background)
        #expect(background.frame == CGRect(x: 0, y: 0, width: 200, height: 100))
    }
}
