import Foundation
import Testing
@testable import KeyboardSimCore

/// A posted userInfo in the trace: kept as posted and decoded when read, unless it holds an
/// object of the app's, which the trace must not keep alive.
@Suite("OrderedUserInfo: a posted userInfo")
struct OrderedUserInfoTests {
    final class Payload {}

    @Test("numbers, NSValues and strings are decoded when read, in the trace's order")
    func lazy() {
        let info = OrderedUserInfo([
            UIResponder.keyboardAnimationCurveUserInfoKey: NSNumber(value: 7),
            UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: CGRect(x: 0, y: 407, width: 375, height: 260)),
            "note": "a string",
        ])
        #expect(
            info.entries.map(\.key) == [UIResponder.keyboardFrameEndUserInfoKey, UIResponder.keyboardAnimationCurveUserInfoKey, "note"])
        #expect(info.animationCurve == 7)
        #expect(info.endFrame == CGRect(x: 0, y: 407, width: 375, height: 260))
    }

    @Test("an object of the app's in a userInfo is described at once and not kept alive")
    func objectNotKept() {
        weak var weakPayload: Payload?
        var info: OrderedUserInfo?
        do {
            let payload = Payload()
            weakPayload = payload
            info = OrderedUserInfo(["payload": payload, "count": NSNumber(value: 1)])
        }
        #expect(weakPayload == nil, "the trace keeps no reference to the app's object")
        #expect(info?.entries.first { $0.key == "payload" }?.value.description.contains("Payload") == true)
    }
}
