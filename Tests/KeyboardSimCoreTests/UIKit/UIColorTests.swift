import Foundation
import Testing
import KeyboardSimCore

@MainActor @Suite("UIColor")
struct UIColorTests {
    @Test("initializers give sRGB components; white sets all three")
    func initializers() {
        #expect(UIColor(red: 1, green: 0.5, blue: 0, alpha: 0.25).cgColor.components == [1, 0.5, 0, 0.25])
        #expect(UIColor(white: 0.3, alpha: 1).cgColor.components == [0.3, 0.3, 0.3, 1])
        #expect(UIColor(cgColor: CGColor(gray: 1, alpha: 1)) == .white)
        #expect(UIColor(displayP3Red: 0, green: 0, blue: 1, alpha: 1) == .blue)
    }

    nonisolated static let hsbCases: [(CGFloat, CGFloat, CGFloat, [CGFloat])] = [
        (0, 1, 1, [1, 0, 0]),
        (1.0 / 3, 1, 1, [0, 1, 0]),
        (2.0 / 3, 1, 1, [0, 0, 1]),
        (0.5, 0, 0.5, [0.5, 0.5, 0.5]),
    ]

    @Test("hue, saturation and brightness convert to RGB", arguments: hsbCases)
    func hsb(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, rgb: [CGFloat]) {
        let components = UIColor(hue: hue, saturation: saturation, brightness: brightness, alpha: 1).cgColor.components ?? []
        #expect(components.count == 4)
        for (got, expected) in zip(components, rgb + [1]) { #expect(abs(got - expected) < 1e-9) }
    }

    @Test("fixed and system colours have UIKit's light-appearance values")
    func systemColors() {
        #expect(UIColor.black.cgColor.components == [0, 0, 0, 1])
        #expect(UIColor.clear.cgColor.alpha == 0)
        #expect(UIColor.lightGray == UIColor(white: 2 / 3, alpha: 1))
        #expect(UIColor.systemBlue == UIColor(red: 0, green: 122 / 255, blue: 1, alpha: 1))
        #expect(UIColor.systemBackground == .white)
        #expect(UIColor.label == .black)
        #expect(UIColor.secondaryLabel.cgColor.alpha == 0.6)
        #expect(UIColor.systemGray6 == UIColor(red: 242 / 255, green: 242 / 255, blue: 247 / 255, alpha: 1))
        #expect(UIColor.systemRed.description == "systemRed")
    }

    @Test("withAlphaComponent keeps the colour and changes the opacity; getRed reads the components")
    func alpha() {
        let faded = UIColor.systemBlue.withAlphaComponent(0.5)
        var red: CGFloat = -1, green: CGFloat = -1, blue: CGFloat = -1, alpha: CGFloat = -1
        #expect(faded.getRed(&red, green: &green, blue: &blue, alpha: &alpha))
        #expect([red, green, blue, alpha] == [0, 122 / 255, 1, 0.5])
        #expect(faded != .systemBlue)
        #expect(faded.withAlphaComponent(1) == .systemBlue)
    }

    @Test("a named colour exists for any name (asset catalogs are not simulated): mid grey")
    func named() {
        let accent = UIColor(named: "AccentColor")
        #expect(accent == UIColor(white: 0.5, alpha: 1))
        #expect(accent?.description == "named(\"AccentColor\")")
    }
}
