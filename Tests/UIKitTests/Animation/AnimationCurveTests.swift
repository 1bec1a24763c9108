import Testing
import UIKit

/// `UIView.AnimationCurve` as Swift sees it on iOS: an imported, non-frozen C enum
/// (`UIViewAnimationCurve`, an `NS_ENUM` in UIView.h).
@MainActor @Suite("UIView.AnimationCurve is an imported C enum")
struct AnimationCurveTests {
    @Test("any raw value is representable: the keyboard's 7 included")
    func anyRawValue() throws {
        let curve = try #require(UIView.AnimationCurve(rawValue: 7))
        #expect(curve.rawValue == 7)
        #expect(curve != .easeInOut && curve != .linear)
        #expect(UIView.AnimationCurve(rawValue: 3) == .linear)
        #expect(UIView.AnimationOptions(rawValue: UInt(curve.rawValue) << 16).rawValue == 0x70000)
    }

    /// The shape a Swift 6 handler writes: `@unknown default` is required, and 7 reaches it.
    static func timing(_ curve: UIView.AnimationCurve) -> String {
        switch curve {
        case .easeInOut: "easeInOut"
        case .easeIn: "easeIn"
        case .easeOut: "easeOut"
        case .linear: "linear"
        @unknown default: "unknown \(curve.rawValue)"
        }
    }

    @Test("curve 7 reaches @unknown default")
    func unknownDefault() {
        #expect(Self.timing(UIView.AnimationCurve(rawValue: 7)!) == "unknown 7")
        #expect(Self.timing(.easeOut) == "easeOut")
    }
}
