// Sources/KeyboardSim/KeyboardSim.docc/Resources/keyboard-layout-guide-test.swift, as kbsim port ports it, compiled here: edit it there, then run
// KBSIM_RECORD_DOCS=1 swift test --filter DocumentationListings
import Testing
import UIKit
import KeyboardSim

@MainActor struct KeyboardLayoutGuideTest {
    @Test @MainActor func nameFieldStaysAboveTheKeyboard() {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let editor = EditorViewController()
        sim.window.rootViewController = editor
        sim.advance(by: .seconds(0.5))

        editor.nameField.becomeFirstResponder()
        sim.advance(by: .seconds(1))

        // The field's frame in the window's coordinates, like the keyboard's: 20 points above the keyboard.
        let field = editor.nameField.convert(editor.nameField.bounds, to: nil)
        #expect(field.maxY == sim.keyboard.frame.minY - 20)
    }

    @Test @MainActor func everyDeviceOrientationAndKeyboard() {
        let screen = ControllerUnderTest({ EditorViewController() }, field: \.nameField, gap: .exactly(20))
        let matrix = TechniqueMatrix.run(screen)
        #expect(matrix.passed, "\(TechniqueMatrix.text(matrix))")
    }
}
