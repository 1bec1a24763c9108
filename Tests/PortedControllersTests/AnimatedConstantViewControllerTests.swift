import Testing
import UIKit
import KeyboardSim

@MainActor @Suite("AnimatedConstantViewController (port): the message bar's constant, then layoutIfNeeded() inside UIView.animate")
struct AnimatedConstantViewControllerTests {
    /// The bar: an 8-point margin, the 36-point field, an 8-point margin.
    static let barHeight: CGFloat = 52

    @Test(
        "show, hide and release: the bar sits on the keyboard and the table shrinks with it; observers removed when the screen goes",
        arguments: Phone.both)
    func showHideRelease(_ phone: Phone) {
        let sim = Simulation(device: phone.device, profile: .iOS17)
        let screen = phone.screen
        let safeBottom = screen.height - phone.safeArea.bottom
        weak var released: AnimatedConstantViewController?
        do {
            let controller = AnimatedConstantViewController(contactName: "Ana")
            released = controller
            sim.window.rootViewController = controller
            sim.advance(by: .seconds(1))
            #expect(controller.title == "Ana")
            #expect(sim.notificationCenter.currentRegistrations.count == 2)
            #expect(controller.messageBarBottomConstraint.constant == 0)
            #expect(
                controller.messageBar.windowFrame
                    == CGRect(x: 0, y: safeBottom - Self.barHeight, width: screen.width, height: Self.barHeight))
            #expect(
                controller.messageField.windowFrame
                    == CGRect(x: 12, y: safeBottom - Self.barHeight + 8, width: screen.width - 24 - 8 - 58, height: 36))
            #expect(
                controller.tableView.windowFrame
                    == CGRect(
                        x: 0, y: phone.safeArea.top, width: screen.width,
                        height: safeBottom - Self.barHeight - phone.safeArea.top))

            controller.messageField.becomeFirstResponder()
            sim.advance(by: .seconds(1))
            #expect(sim.keyboard.frame == phone.keyboard)
            #expect(controller.messageBarBottomConstraint.constant == -(phone.keyboard.height - phone.safeArea.bottom))
            #expect(controller.messageBar.windowFrame.maxY == phone.keyboard.minY)
            #expect(controller.tableView.windowFrame.maxY == phone.keyboard.minY - Self.barHeight)

            controller.messageField.resignFirstResponder()
            sim.advance(by: .seconds(1))
            #expect(controller.messageBarBottomConstraint.constant == 0)
            #expect(controller.messageBar.windowFrame.maxY == safeBottom)
        }
        sim.window.rootViewController = nil
        sim.advance(by: .seconds(1))
        #expect(released == nil)
        #expect(sim.notificationCenter.currentRegistrations.isEmpty, "removeObserver(self) in viewWillDisappear")
        let report = sim.audit.report()
        #expect(report.isClean, "\(report)")
    }

    @Test("the table's rows come from the data source: three messages, one more after Send")
    func tableShowsTheMessages() {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let controller = AnimatedConstantViewController(contactName: "Ana")
        sim.window.rootViewController = controller
        sim.advance(by: .seconds(1))
        #expect(controller.tableView.numberOfRows(inSection: 0) == 3)
        controller.messageField.text = "On my way"
        controller.sendButton.sendActions(for: .touchUpInside)
        sim.advance(by: .seconds(1))
        #expect(controller.messages.last == "On my way")
        #expect(controller.messageField.text?.isEmpty ?? true)
        #expect(controller.tableView.numberOfRows(inSection: 0) == 4)
    }
}
