import Foundation
import Testing
@testable import KeyboardSim
@testable import KeyboardSimCore

@MainActor @Suite("ScrollViewInsetsController: Apple's insets, scrollRectToVisible, and its four bugs")
struct ScrollViewInsetsControllerTests {
    /// The controller on `device`, with the simulated keyboard raised for nameField and settled.
    private func shown(
        _ bug: TechniqueBug? = nil, device: Device = .iPhone16,
        orientation: UIInterfaceOrientation = .portrait
    ) throws -> (TechniqueHarness, ScrollViewInsetsController) {
        let harness = TechniqueHarness(TechniqueConfiguration(name: .scrollViewInsets, bug: bug), device: device, orientation: orientation)
        let controller = try #require(harness.controller as? ScrollViewInsetsController)
        harness.sim.perform { _ = controller.nameField.becomeFirstResponder() }
        harness.sim.advance(by: .seconds(1))
        return (harness, controller)
    }

    /// How far nameField's bottom stands above the keyboard's top, on screen.
    private func gap(_ harness: TechniqueHarness, _ controller: ScrollViewInsetsController) throws -> CGFloat {
        let keyboard = try #require(harness.sim.keyboard.visibleFrame)
        return keyboard.minY - controller.nameField.presentationFrameInWindow(at: harness.sim.now).maxY
    }

    @Test("willShow: the inset is the overlap less the home indicator, the field scrolls 20 points above the keyboard; willHide restores")
    func tutorial() throws {
        let (harness, controller) = try shown()
        let scrollView = controller.scrollView
        #expect(harness.sim.keyboard.visibleFrame == CGRect(x: 0, y: 516, width: 393, height: 336))
        #expect(scrollView.contentInset.bottom == 302)
        #expect(scrollView.verticalScrollIndicatorInsets.bottom == 302)
        #expect(scrollView.adjustedContentInset.bottom == 336)
        #expect(scrollView.contentOffset.y == 243)
        #expect(try gap(harness, controller) == 20)
        #expect(
            harness.changes == [
                "formScrollView.contentInset: 0,0,0,0 → 0,0,302,0", "formScrollView.verticalScrollIndicatorInsets: 0,0,0,0 → 0,0,302,0",
                "formScrollView.contentOffset: {0, -59} → {0, 243}",
            ])
        harness.sim.perform { _ = controller.nameField.resignFirstResponder() }
        harness.sim.advance(by: .seconds(1))
        #expect(scrollView.contentInset.bottom == 0 && scrollView.verticalScrollIndicatorInsets.bottom == 0)
        #expect(scrollView.contentOffset.y == -59)
        #expect(
            harness.changes.suffix(3) == [
                "formScrollView.contentInset: 0,0,302,0 → 0,0,0,0", "formScrollView.verticalScrollIndicatorInsets: 0,0,302,0 → 0,0,0,0",
                "formScrollView.contentOffset: {0, 243} → {0, -59}",
            ])
        #expect(harness.notes.isEmpty)
    }

    @Test("the content is drawn moving with the keyboard: mid-animation the field's gap is the keyboard's progress between 20 + 34 and 20")
    func movesWithTheKeyboard() throws {
        let harness = TechniqueHarness(TechniqueConfiguration(name: .scrollViewInsets), device: .iPhone16)
        let controller = try #require(harness.controller as? ScrollViewInsetsController)
        let before = controller.nameField.presentationFrameInWindow(at: harness.sim.now)
        #expect(abs(before.maxY - (852 - 34 - 20)) < 0.001)
        harness.sim.perform { _ = controller.nameField.becomeFirstResponder() }
        harness.sim.advance(by: .milliseconds(100))
        // The model offset was set at once; the drawn one follows the keyboard's spring.
        #expect(controller.scrollView.contentOffset.y == 243)
        let keyboardTop = harness.sim.keyboard.presentationFrame(at: harness.sim.now).minY
        let progress = (852 - keyboardTop) / 336
        #expect(progress > 0.2 && progress < 0.8)
        let field = controller.nameField.presentationFrameInWindow(at: harness.sim.now)
        #expect(abs(field.maxY - (798 - 302 * progress)) < 0.001)
    }

    @Test("doubleSafeArea: the inset is the whole overlap, the field stops the home indicator's 34 points too high")
    func doubleSafeArea() throws {
        let (harness, controller) = try shown(.doubleSafeArea)
        #expect(controller.scrollView.contentInset.bottom == 336)
        #expect(controller.scrollView.adjustedContentInset.bottom == 370)
        #expect(try gap(harness, controller) == 54)
        #expect(harness.changes(of: "formScrollView.contentInset") == ["formScrollView.contentInset: 0,0,0,0 → 0,0,336,0"])
        let (homeButton, onSE) = try shown(.doubleSafeArea, device: .iPhoneSE3)
        #expect(try gap(homeButton, onSE) == 20)
    }

    @Test("insetsInDidShow: nothing during the keyboard's animation; the content scrolls after didShow")
    func didShow() throws {
        let harness = TechniqueHarness(TechniqueConfiguration(name: .scrollViewInsets, bug: .insetsInDidShow), device: .iPhone16)
        let controller = try #require(harness.controller as? ScrollViewInsetsController)
        harness.sim.perform { _ = controller.nameField.becomeFirstResponder() }
        harness.sim.advance(by: .milliseconds(400))
        #expect(controller.scrollView.contentInset.bottom == 0 && controller.scrollView.contentOffset.y == -59)
        #expect(harness.changes == [HandlerChanges.changedNothing])
        harness.sim.advance(by: .seconds(1))
        #expect(controller.scrollView.contentInset.bottom == 302 && controller.scrollView.contentOffset.y == 243)
        // The offset moves on the scroll view's own animation after the handler has returned; the
        // change records where the handler sent it.
        #expect(
            harness.changes == [
                HandlerChanges.changedNothing, "formScrollView.contentInset: 0,0,0,0 → 0,0,302,0",
                "formScrollView.verticalScrollIndicatorInsets: 0,0,0,0 → 0,0,302,0", "formScrollView.contentOffset: {0, -59} → {0, 243}",
            ])
    }

    @Test("frameNotConverted: right on a full-screen iPhone, short by the sheet's top in the iPad's form sheet")
    func frameNotConverted() throws {
        let (phone, onPhone) = try shown(.frameNotConverted)
        #expect(onPhone.scrollView.contentInset.bottom == 302)
        let (pad, correct) = try shown(device: .iPad10, orientation: .landscapeRight)
        let (buggyPad, buggy) = try shown(.frameNotConverted, device: .iPad10, orientation: .landscapeRight)
        let sheetTop = correct.scrollView.convert(CGPoint.zero, to: nil).y + correct.scrollView.contentOffset.y
        #expect(sheetTop > 0)
        #expect(abs(correct.scrollView.contentInset.bottom - buggy.scrollView.contentInset.bottom - sheetTop) < 0.001)
        #expect(try gap(pad, correct) == 20)
        #expect(try gap(buggyPad, buggy) < 0)
        #expect(buggyPad.changes(of: "formScrollView.contentInset") == ["formScrollView.contentInset: 0,0,0,0 → 0,0,351,0"])
        _ = phone
    }

    @Test("insetsNeverRestored: after the hide the insets and the offset stay")
    func neverRestored() throws {
        let (harness, controller) = try shown(.insetsNeverRestored)
        harness.sim.perform { _ = controller.nameField.resignFirstResponder() }
        harness.sim.advance(by: .seconds(1))
        #expect(controller.scrollView.contentInset.bottom == 302 && controller.scrollView.contentOffset.y == 243)
        #expect(harness.changes.last == HandlerChanges.changedNothing)
    }

    @Test(
        "the matrix: the correct technique passes; each bug fails the cells where it bites",
        arguments: [
            (nil, [0, 0, 0]), (TechniqueBug.doubleSafeArea, [0, 10, 16]), (.insetsInDidShow, [10, 10, 16]),
            (.frameNotConverted, [0, 0, 16]), (.insetsNeverRestored, [10, 10, 16]),
        ] as [(TechniqueBug?, [Int])])
    func matrix(bug: TechniqueBug?, failures: [Int]) {
        let result = TechniqueMatrix.run(
            TechniqueConfiguration(name: .scrollViewInsets, bug: bug), devices: [.iPhoneSE3, .iPhone16, .iPad10])
        #expect(result.cellsRun == 36)
        #expect(result.rows.map { $0.cells.filter { !($0.result?.passed ?? true) }.count }.chunked2() == failures)
    }
}

private extension Array where Element == Int {
    /// The failures of each device: its portrait and landscape rows added.
    func chunked2() -> [Int] { stride(from: 0, to: count, by: 2).map { self[$0] + (($0 + 1) < count ? self[$0 + 1] : 0) } }
}
