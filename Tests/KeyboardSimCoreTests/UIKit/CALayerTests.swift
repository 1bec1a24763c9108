import Foundation
import Testing
import KeyboardSimCore

@MainActor @Suite("CALayer")
struct CALayerTests {
    @Test("a view's layer mirrors its frame, bounds and position, both ways")
    func geometry() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(view.layer.frame == view.frame)
        #expect(view.layer.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(view.layer.position == CGPoint(x: 60, y: 45))
        view.layer.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        #expect(view.frame == CGRect(x: 0, y: 0, width: 10, height: 10))
        view.layer.position = CGPoint(x: 50, y: 50)
        #expect(view.center == CGPoint(x: 50, y: 50))
    }

    @Test("corner, border and shadow properties are stored with Core Animation's defaults")
    func storedProperties() {
        let layer = UIView().layer
        #expect(layer.cornerRadius == 0)
        #expect(layer.borderWidth == 0)
        #expect(layer.borderColor == CGColor(gray: 0, alpha: 1))
        #expect(layer.shadowOpacity == 0)
        #expect(layer.shadowOffset == CGSize(width: 0, height: -3))
        #expect(layer.shadowRadius == 3)
        layer.cornerRadius = 12
        layer.borderWidth = 1
        layer.borderColor = UIColor.systemGray4.cgColor
        layer.shadowColor = UIColor.black.cgColor
        layer.shadowOpacity = 0.2
        layer.shadowOffset = CGSize(width: 0, height: 2)
        layer.shadowRadius = 6
        layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        #expect([layer.cornerRadius, layer.borderWidth, layer.shadowRadius] == [12, 1, 6])
        #expect(layer.borderColor == UIColor.systemGray4.cgColor)
        #expect(layer.shadowOpacity == 0.2)
        #expect(layer.maskedCorners.rawValue == 3)
    }

    @Test("a layer on its own stores its geometry; it has no presentation")
    func standalone() {
        let layer = CALayer()
        layer.frame = CGRect(x: 5, y: 5, width: 20, height: 10)
        layer.opacity = 0.3
        #expect(layer.bounds == CGRect(x: 0, y: 0, width: 20, height: 10))
        #expect(layer.opacity == 0.3)
        #expect(layer.presentation() == nil)
        let copy = CALayer(layer: layer)
        #expect(copy.frame == layer.frame)
        #expect(copy.opacity == 0.3)
    }

    @Test("presentation().frame is the frame on screen mid-animation; the model frame is the final one")
    func presentationMidAnimation() {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let controller = UIViewController()
        sim.window.rootViewController = controller
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        controller.view.addSubview(box)
        sim.advance(by: .zero)
        #expect(UIView().layer.presentation() == nil)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
            box.frame.origin.y = 200
        }
        sim.advance(by: .milliseconds(250))
        let presentation = box.layer.presentation()
        #expect(presentation?.frame == CGRect(x: 0, y: 50, width: 100, height: 100))
        #expect(box.layer.frame.minY == 200)
        #expect(presentation?.model() === box.layer)
        sim.advance(by: .milliseconds(500))
        #expect(abs((box.layer.presentation()?.frame.minY ?? 0) - 150) < 1e-9)
        sim.advance(by: .seconds(1))
        #expect(box.layer.presentation()?.frame == CGRect(x: 0, y: 200, width: 100, height: 100))
    }
}
