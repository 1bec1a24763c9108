import Testing
import UIKit
import KeyboardSim

@Test @MainActor func bottomConstraintClearsTheKeyboard() {
    let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
    weak var released: BottomConstraintViewController?
    do {
        let controller = BottomConstraintViewController()  // uses NotificationCenter.default
        released = controller
        sim.window.rootViewController = controller
        sim.advance(by: .seconds(1))
        controller.textField.becomeFirstResponder()
        sim.advance(by: .seconds(1))
        #expect(sim.keyboard.frame == CGRect(x: 0, y: 407, width: 375, height: 260))
        let field = controller.textField.convert(controller.textField.bounds, to: nil)
        #expect(field.maxY == 387)
        controller.textField.resignFirstResponder()
        sim.advance(by: .seconds(1))
    }
    sim.window.rootViewController = nil
    sim.advance(by: .seconds(1))
    #expect(released == nil)
    #expect(sim.audit.report().isClean)
}
