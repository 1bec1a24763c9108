import Testing
import UIKit
import KeyboardSim

/// Every cast keyboard code writes on a notification's `userInfo`, with the answer Swift on iOS
/// gives. Sources: an `NSValue` casts to `CGRect`/`CGPoint`/`CGSize` only when it holds that type
/// (swiftlang/swift, `stdlib/public/Darwin/Foundation/NSValue.swift`, tested by
/// `test/stdlib/NSValueBridging`); an `NSNumber` casts to a numeric type only when the value is
/// exactly representable in it, `Bool` from 0 and 1 only (SE-0170, "NSNumber bridging and
/// Numeric types"); `CGFloat` bridges like `Double`.
@Suite("userInfo casts answer as on iOS")
struct UserInfoCastTests {
    /// One cast: what is written, and what iOS gives (`nil` as the text "nil").
    struct Case: CustomTestStringConvertible, Sendable {
        let written: String
        let expected: String
        let cast: @Sendable (Any) -> String

        var testDescription: String { "\(written) → \(expected)" }
    }

    static let frame = CGRect(x: 0, y: 407, width: 375, height: 260)

    /// The values a keyboard notification carries, boxed as UIKit boxes them.
    static func value(_ key: String) -> Any {
        switch key {
        case "frame": NSValue(cgRect: frame)
        case "duration": NSNumber(value: 0.25)
        case "curve": NSNumber(value: 7)
        case "isLocal": NSNumber(value: true)
        case "center": NSValue(cgPoint: CGPoint(x: 187.5, y: 537))
        case "bounds": NSValue(cgRect: CGRect(origin: .zero, size: frame.size))
        default: "unknown"
        }
    }

    static func show<T>(_ value: T?) -> String { value.map { "\($0)" } ?? "nil" }

    nonisolated static let frameCases: [Case] = [
        Case(written: "frame as? CGRect", expected: "\(frame)") { show($0 as? CGRect) },
        Case(written: "frame as? NSValue → cgRectValue", expected: "\(frame)") { show(($0 as? NSValue)?.cgRectValue) },
        Case(written: "frame as! CGRect", expected: "\(frame)") { "\($0 as! CGRect)" },
        Case(written: "frame as? CGPoint", expected: "nil") { show($0 as? CGPoint) },
        Case(written: "frame as? CGSize", expected: "nil") { show($0 as? CGSize) },
        Case(written: "frame as? NSNumber", expected: "nil") { show($0 as? NSNumber) },
        Case(written: "frame as? CGFloat", expected: "nil") { show($0 as? CGFloat) },
        Case(written: "frame as? Double", expected: "nil") { show($0 as? Double) },
    ]

    nonisolated static let durationCases: [Case] = [
        Case(written: "duration as? Double", expected: "0.25") { show($0 as? Double) },
        Case(written: "duration as? TimeInterval", expected: "0.25") { show($0 as? TimeInterval) },
        Case(written: "duration as? CGFloat", expected: "0.25") { show($0 as? CGFloat) },
        Case(written: "duration as? Float", expected: "0.25") { show($0 as? Float) },
        Case(written: "duration as? NSNumber → doubleValue", expected: "0.25") { show(($0 as? NSNumber)?.doubleValue) },
        Case(written: "duration as? Int (0.25 is not a whole number)", expected: "nil") { show($0 as? Int) },
        Case(written: "duration as? CGRect", expected: "nil") { show($0 as? CGRect) },
        Case(written: "duration as? NSValue (an NSNumber is an NSValue)", expected: "0.25") { show($0 as? NSValue) },
        Case(written: "duration as! CGFloat", expected: "0.25") { "\($0 as! CGFloat)" },
    ]

    nonisolated static let curveCases: [Case] = [
        Case(written: "curve as? Int", expected: "7") { show($0 as? Int) },
        Case(written: "curve as? UInt", expected: "7") { show($0 as? UInt) },
        Case(written: "curve as? Int32", expected: "7") { show($0 as? Int32) },
        Case(written: "curve as? Double", expected: "7.0") { show($0 as? Double) },
        Case(written: "curve as? CGFloat", expected: "7.0") { show($0 as? CGFloat) },
        Case(written: "curve as? NSNumber → intValue", expected: "7") { show(($0 as? NSNumber)?.intValue) },
        Case(written: "curve as? Bool (7 is neither 0 nor 1)", expected: "nil") { show($0 as? Bool) },
        Case(written: "curve as? UIView.AnimationCurve.RawValue", expected: "7") { show($0 as? UIView.AnimationCurve.RawValue) },
    ]

    nonisolated static let otherCases: [Case] = [
        Case(written: "isLocal as? Bool", expected: "true") { show($0 as? Bool) },
        Case(written: "isLocal as? NSNumber → boolValue", expected: "true") { show(($0 as? NSNumber)?.boolValue) },
        Case(written: "center as? CGPoint", expected: "\(CGPoint(x: 187.5, y: 537))") { show($0 as? CGPoint) },
        Case(written: "center as? CGRect", expected: "nil") { show($0 as? CGRect) },
        Case(written: "bounds as? CGRect", expected: "\(CGRect(x: 0, y: 0, width: 375, height: 260))") { show($0 as? CGRect) },
    ]

    @Test("the end frame (NSValue holding a CGRect)", arguments: frameCases)
    func frameCasts(_ cast: Case) {
        #expect(cast.cast(Self.value("frame")) == cast.expected)
    }

    @Test("the duration (NSNumber holding 0.25)", arguments: durationCases)
    func durationCasts(_ cast: Case) {
        #expect(cast.cast(Self.value("duration")) == cast.expected)
    }

    @Test("the curve (NSNumber holding 7)", arguments: curveCases)
    func curveCasts(_ cast: Case) {
        #expect(cast.cast(Self.value("curve")) == cast.expected)
    }

    @Test("isLocal, the centres and the bounds", arguments: otherCases)
    func otherCasts(_ cast: Case) {
        let key = cast.written.prefix { $0 != " " }
        #expect(cast.cast(Self.value(String(key))) == cast.expected)
    }

    @Test("a value written into userInfo as a Swift CGRect or CGFloat reads back as NSValue and NSNumber")
    func swiftValuesBridgeOut() {
        let info: [AnyHashable: Any] = ["frame": Self.frame, "duration": CGFloat(0.25)]
        #expect((info["frame"] as? NSValue)?.cgRectValue == Self.frame)
        #expect((info["duration"] as? NSNumber)?.doubleValue == 0.25)
    }

    @Test("getValue(into:), which kbsim port writes for getValue(_:) (Foundation on Linux stops the process there), reads each value")
    func getValueInto() throws {
        var curve = UIView.AnimationCurve.easeInOut
        try #require(Self.value("curve") as? NSNumber).getValue(into: &curve)
        #expect(curve.rawValue == 7)
        var curve32: Int32 = 0
        try #require(Self.value("curve") as? NSNumber).getValue(into: &curve32)
        #expect(curve32 == 7, "never more bytes than the variable has")
        var duration: TimeInterval = 0
        try #require(Self.value("duration") as? NSNumber).getValue(into: &duration)
        #expect(duration == 0.25)
        var single: Float = 0
        try #require(Self.value("duration") as? NSNumber).getValue(into: &single)
        #expect(single == 0.25)
        var isLocal = false
        try #require(Self.value("isLocal") as? NSNumber).getValue(into: &isLocal)
        #expect(isLocal)
        var negative = 0
        NSNumber(value: -3).getValue(into: &negative)
        #expect(negative == -3)
        var frame = CGRect.zero
        try #require(Self.value("frame") as? NSValue).getValue(into: &frame)
        #expect(frame == Self.frame, "any other value is Foundation's getValue(_:)")
    }

    @Test("the casts libraries write, on a notification the simulated keyboard posted")
    @MainActor func castsOnAPostedNotification() throws {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let controller = UIViewController()
        let field = UITextField(frame: CGRect(x: 20, y: 500, width: 300, height: 34))
        sim.window.rootViewController = controller
        controller.view.addSubview(field)
        var seen: [(CGRect?, CGFloat?, UInt?, Bool?)] = []
        let token = NotificationCenter.default.addObserver(
            forName: UIResponder.keyboardWillShowNotification,
            object: nil, queue: nil
        ) { note in
            let info = note.userInfo
            seen.append(
                (
                    info?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect,
                    info?[UIResponder.keyboardAnimationDurationUserInfoKey] as? CGFloat,
                    info?[UIResponder.keyboardAnimationCurveUserInfoKey] as? UInt,
                    info?[UIResponder.keyboardIsLocalUserInfoKey] as? Bool
                ))
        }
        field.becomeFirstResponder()
        sim.advance(by: .seconds(1))
        NotificationCenter.default.removeObserver(token)
        try #require(seen.count == 1)
        #expect(seen[0].0 == CGRect(x: 0, y: 407, width: 375, height: 260))
        #expect(seen[0].1 == 0.25)
        #expect(seen[0].2 == 7)
        #expect(seen[0].3 == true)
    }
}
