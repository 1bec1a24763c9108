// Sources/KeyboardSim/KeyboardSim.docc/Resources/bottom-constant-test.swift, compiled here: edit it there, then run
// KBSIM_RECORD_DOCS=1 swift test --filter DocumentationListings
import Testing
import UIKit
import KeyboardSim

extension BottomConstant4 {
    @Test @MainActor func nameFieldStaysAboveTheKeyboard() {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let login = LoginViewController()
        sim.window.rootViewController = login
        sim.advance(by: .seconds(0.5))

        login.nameField.becomeFirstResponder()
        sim.advance(by: .seconds(1))

        // The field's frame in the window's coordinates, like the keyboard's: 20 points above the keyboard.
        let field = login.nameField.convert(login.nameField.bounds, to: nil)
        #expect(field.maxY == sim.keyboard.frame.minY - 20)
    }

    @Test @MainActor func everyDeviceOrientationAndKeyboard() {
        let screen = ControllerUnderTest({ LoginViewController() }, field: \.nameField, gap: .exactly(20))
        let matrix = TechniqueMatrix.run(screen)
        #expect(matrix.passed, "\(TechniqueMatrix.text(matrix))")
    }
}
