import Foundation
import Testing
import KeyboardSimTestSupport
@testable import KeyboardSim
@testable import KeyboardSimImport
@testable import KeyboardSimCore

/// Printed `userInfo` values, read by their key's documented type.
@Suite("PrintedValue: values as logs print them")
struct PrintedValueTests {
    static let frame = UIResponder.keyboardFrameEndUserInfoKey
    static let center = UIResponder.keyboardCenterEndUserInfoKey
    static let duration = UIResponder.keyboardAnimationDurationUserInfoKey
    static let curve = UIResponder.keyboardAnimationCurveUserInfoKey
    static let isLocal = UIResponder.keyboardIsLocalUserInfoKey

    @Test(
        "each key's documented type, in every printing",
        arguments: [
            (frame, "\"NSRect: {{0, 407}, {375, 260}}\"", UserInfoValue.rect(CGRect(x: 0, y: 407, width: 375, height: 260))),
            (frame, "NSRect: {{0, 407.5}, {375, 259.5}}", .rect(CGRect(x: 0, y: 407.5, width: 375, height: 259.5))),
            (frame, "{{0, -264}, {768, 304}}", .rect(CGRect(x: 0, y: -264, width: 768, height: 304))),
            (frame, "(0.0, 407.0, 375.0, 260.0)", .rect(CGRect(x: 0, y: 407, width: 375, height: 260))),
            (frame, "Optional(CGRect: {{0, 1}, {2, 3}})", .rect(CGRect(x: 0, y: 1, width: 2, height: 3))),
            (center, "NSPoint: {187.5, 537}", .point(CGPoint(x: 187.5, y: 537))),
            (center, "(160.0, 460.0)", .point(CGPoint(x: 160, y: 460))),
            (duration, "\"0.25\"", .number(0.25)),
            (duration, " 0 ", .number(0)),
            (curve, "7", .integer(7)),
            (isLocal, "1", .bool(true)),
            (isLocal, "NO", .bool(false)),
            (isLocal, "true", .bool(true)),
            ("OtherKey", "{{1, 2}, {3, 4}}", .rect(CGRect(x: 1, y: 2, width: 3, height: 4))),
            ("OtherKey", "{1, 2}", .point(CGPoint(x: 1, y: 2))),
            ("OtherKey", "1", .number(1)),
            ("OtherKey", "YES", .bool(true)),
            ("OtherKey", "\"<UIKBRenderConfig: 0x1>\"", .string("<UIKBRenderConfig: 0x1>")),
        ])
    func reads(key: String, printed: String, value: UserInfoValue) {
        #expect((try? PrintedValue.interpret(printed, key: key).get()) == value)
    }

    @Test(
        "a value its key cannot hold: the key, the value as printed, and what the key holds",
        arguments: [
            (frame, "{160, 460}", "UIKeyboardFrameEndUserInfoKey = {160, 460}: expected NSRect: {{x, y}, {width, height}}"),
            (center, "{{0, 0}, {1, 1}}", "UIKeyboardCenterEndUserInfoKey = {{0, 0}, {1, 1}}: expected NSPoint: {x, y}"),
            (duration, " -0.25", "UIKeyboardAnimationDurationUserInfoKey = -0.25: expected a duration in seconds"),
            (curve, "7.0", "UIKeyboardAnimationCurveUserInfoKey = 7.0: expected a curve (a whole number)"),
            (isLocal, "2", "UIKeyboardIsLocalUserInfoKey = 2: expected 1 or 0 (a Boolean)"),
        ])
    func refuses(key: String, printed: String, message: String) {
        guard case .failure(let error) = PrintedValue.interpret(printed, key: key) else {
            Issue.record("\(printed) read as a \(key)")
            return
        }
        #expect(error.message == message)
    }

    @Test("the documented types of the keys")
    func documentedTypes() {
        #expect(PrintedValue.DocumentedType(key: UIResponder.keyboardFrameBeginUserInfoKey) == .rect)
        #expect(PrintedValue.DocumentedType(key: UIResponder.keyboardBoundsUserInfoKey) == .rect)
        #expect(PrintedValue.DocumentedType(key: UIResponder.keyboardCenterBeginUserInfoKey) == .point)
        #expect(PrintedValue.DocumentedType(key: Self.duration) == .duration)
        #expect(PrintedValue.DocumentedType(key: Self.curve) == .curve)
        #expect(PrintedValue.DocumentedType(key: Self.isLocal) == .flag)
        #expect(PrintedValue.DocumentedType(key: "UIKeyboardFrameChangedByUserInteraction") == nil)
    }

    @Test("a printed UIScreen's size")
    func screenSize() {
        #expect(
            PrintedValue.screenSize(inDescription: "<UIScreen: 0x7fc5a0d0; bounds = {{0, 0}, {375, 667}}; mode = <UIScreenMode: 0x6000>>")
                == CGSize(width: 375, height: 667))
        #expect(PrintedValue.screenSize(inDescription: "<UIWindow: 0x1; bounds = {{0, 0}, {375, 667}}>") == nil)
        #expect(PrintedValue.screenSize(inDescription: "<UIScreen: 0x1>") == nil)
    }
}
