import Foundation
import KeyboardSim
import Testing
import UIKit

/// Key-value coding of layers and views, which Foundation on Linux does not have: `CALayer`'s
/// extension of it (any key stored), its properties and the key paths into their values
/// (`position.y`, `transform.scale`, Apple's CATransform3D extensions), and a view's.
@MainActor @Suite("Key-value coding of layers and views")
struct KeyValueCodingTests {
    @Test("a layer stores a key it does not have, as CALayer's key-value coding extension documents")
    func layerStoresUnknownKeys() {
        let layer = CALayer()
        #expect(layer.value(forKey: "badge") == nil)
        layer.setValue(3, forKey: "badge")
        layer.setValue("x", forKey: "owner")
        #expect(layer.value(forKey: "badge") as? Int == 3)
        #expect(layer.value(forKey: "owner") as? String == "x")
        layer.setValue(nil, forKey: "badge")
        #expect(layer.value(forKey: "badge") == nil)
    }

    @Test("a layer's properties by key and key path, in their own types; setting one sets the property")
    func layerProperties() {
        let layer = CALayer()
        layer.frame = CGRect(x: 10, y: 20, width: 100, height: 40)
        layer.cornerRadius = 6
        #expect(layer.value(forKey: "cornerRadius") as? CGFloat == 6)
        #expect(layer.value(forKey: "opacity") as? Float == 1)
        #expect(layer.value(forKey: "position") as? CGPoint == CGPoint(x: 60, y: 40))
        #expect(layer.value(forKeyPath: "position.y") as? CGFloat == 40)
        #expect(layer.value(forKeyPath: "bounds.size.width") as? CGFloat == 100)
        #expect(layer.value(forKeyPath: "frame.origin.x") as? CGFloat == 10)
        layer.setValue(Float(0.5), forKey: "opacity")
        #expect(layer.opacity == 0.5)
        layer.setValue(NSNumber(value: 12), forKey: "cornerRadius")
        #expect(layer.cornerRadius == 12)
        layer.setValue(CGFloat(90), forKeyPath: "position.y")
        #expect(layer.position == CGPoint(x: 60, y: 90))
        layer.setValue(true, forKey: "hidden")
        #expect(layer.isHidden)
    }

    @Test("transform's key paths are Apple's CATransform3D extensions: scale the average, rotation about z, translation")
    func transformKeyPaths() {
        let layer = CALayer()
        layer.transform = CATransform3DMakeScale(2, 2, 1)
        #expect(layer.value(forKeyPath: "transform.scale.x") as? CGFloat == 2)
        #expect(layer.value(forKeyPath: "transform.scale.z") as? CGFloat == 1)
        let average = layer.value(forKeyPath: "transform.scale") as? CGFloat ?? 0
        #expect(abs(average - 5.0 / 3) < 1e-9)
        layer.transform = CATransform3DMakeRotation(.pi / 4, 0, 0, 1)
        let angle = layer.value(forKeyPath: "transform.rotation.z") as? CGFloat ?? 0
        #expect(abs(angle - .pi / 4) < 1e-9)
        #expect(layer.value(forKeyPath: "transform.rotation") as? CGFloat == angle)
        layer.transform = CATransform3DMakeTranslation(5, -7, 0)
        #expect(layer.value(forKeyPath: "transform.translation.y") as? CGFloat == -7)
        #expect(layer.value(forKeyPath: "transform.translation") as? CGSize == CGSize(width: 5, height: -7))
    }

    @Test("a view answers its properties and its layer's key paths; an unknown key is nil, and the trace says iOS raises")
    func views() {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 30))
        sim.window.addSubview(view)
        view.alpha = 0.5
        #expect(view.value(forKey: "alpha") as? CGFloat == 0.5)
        #expect(view.value(forKeyPath: "center.x") as? CGFloat == 25)
        #expect(view.value(forKeyPath: "layer.opacity") as? Float == 0.5)
        #expect(view.value(forKeyPath: "frame.size.height") as? CGFloat == 30)
        view.setValue(CGFloat(1), forKey: "alpha")
        #expect(view.alpha == 1)
        view.setValue(CGFloat(4), forKeyPath: "layer.cornerRadius")
        #expect(view.layer.cornerRadius == 4)
        #expect(view.value(forKey: "nothingHere") == nil)
        #expect(
            sim.diagnostics == [
                "UIView.value(forUndefinedKey: \"nothingHere\"): no such key; iOS raises NSUnknownKeyException (this class is not key value coding-compliant for the key)"
            ])
    }

    @Test("setting through a path it cannot set says so, from a view as from a layer, and sets nothing")
    func unsettablePathSaysSo() {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let controller = UIViewController()
        sim.window.rootViewController = controller
        let badge = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        controller.view.addSubview(badge)
        badge.setValue(2, forKeyPath: "layer.transform.scale")
        badge.layer.setValue(2, forKeyPath: "transform.scale")
        badge.setValue(30, forKeyPath: "center.y")
        #expect(badge.center.y == 30, "a geometry value's member is set by setting the whole value")
        #expect(CATransform3DIsIdentity(badge.layer.transform))
        #expect(
            sim.diagnostics.filter { $0.contains("setValue(_:forKeyPath:") }.map { String($0.prefix(while: { $0 != ":" })) } == [
                "UIView.setValue(_", "CALayer.setValue(_",
            ])
    }
}
