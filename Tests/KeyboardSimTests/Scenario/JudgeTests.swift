import Foundation
import Testing
@testable import KeyboardSim
@testable import KeyboardSimCore

/// The judge's `restoreError`: where the primary field rests once the keyboard has gone,
/// against where it rested before it came.
@MainActor @Suite("Judge: restoreError")
struct JudgeTests {
    private let screen = CGRect(x: 0, y: 0, width: 375, height: 667)
    private let field = CGRect(x: 20, y: 600, width: 335, height: 34)

    /// The judge's `restoreError` for a trace of these rest points without a keyboard, each
    /// on its screen (a `screen` record when the size changes).
    private func restoreError(_ points: [(field: CGRect, insets: [UIEdgeInsets], screen: CGRect)]) -> Verdict? {
        var records = [
            TraceRecord(
                time: .zero, event: .judging(JudgedFields(primaryField: "nameField", fields: ["nameField"], gap: 20, exactGap: true)))
        ]
        var screenSize: CGSize?
        for (index, point) in points.enumerated() {
            let time = SimulationInstant.seconds(Double(index))
            if point.screen.size != screenSize {
                screenSize = point.screen.size
                records.append(TraceRecord(time: time, event: .screen(orientation: "portrait", size: point.screen.size, safeArea: .zero)))
            }
            records.append(
                TraceRecord(
                    time: time, event: .restWithoutKeyboard(field: NamedFrame(name: "nameField", frame: point.field), insets: point.insets))
            )
        }
        return Judge.verdicts(records).first { $0.check == .restoreError }
    }

    @Test("back where it was: 0; nothing to compare: 0, and the detail says so")
    func restored() {
        #expect(restoreError([(field, [], screen), (field, [], screen)])?.value == .number(0))
        #expect(
            restoreError([(field, [], screen), (field, [], screen)])?.detail
                == "the field came back to where it rested before the keyboard, all 1 times")
        #expect(
            restoreError([(field, [], screen)])?.detail
                == "the field never came back to rest with the keyboard gone, so nothing was compared")
    }

    @Test("a field left up: how far, from where")
    func leftUp() {
        let verdict = restoreError([(field, [], screen), (field.offsetBy(dx: 0, dy: -302), [], screen)])
        #expect(verdict?.value == .number(302))
        #expect(
            verdict?.detail
                == "at t=1s the field nameField rests at {{20, 298}, {335, 34}} with the keyboard gone, 302 points from {{20, 600}, {335, 34}}, where it rested before the keyboard came"
        )
    }

    @Test("content left scrolled is not a field out of place (the runner gives the field in its scroll view's content); an inset kept is")
    func scrollViews() {
        // Same place in the content, the insets back to zero: restored, however far the content stays scrolled.
        #expect(restoreError([(field, [.zero], screen), (field, [.zero], screen)])?.value == .number(0))
        let kept = restoreError([(field, [.zero], screen), (field, [UIEdgeInsets(top: 0, left: 0, bottom: 302, right: 0)], screen)])
        #expect(kept?.value == .number(302))
        #expect(
            kept?.detail
                == "at t=1s, with the keyboard gone, the scroll view nameField sits in keeps the content inset {top 0, left 0, bottom 302, right 0} where it had {top 0, left 0, bottom 0, right 0} before the keyboard came"
        )
    }

    @Test("a rotation starts afresh: the field belongs elsewhere on the new screen")
    func rotation() {
        let landscape = CGRect(x: 0, y: 0, width: 667, height: 375)
        #expect(restoreError([(field, [], screen), (CGRect(x: 20, y: 300, width: 627, height: 34), [], landscape)])?.value == .number(0))
    }
}
