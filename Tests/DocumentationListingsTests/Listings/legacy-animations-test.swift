// Sources/KeyboardSim/KeyboardSim.docc/Resources/legacy-animations-test.swift, as kbsim port ports it, compiled here: edit it there, then run
// KBSIM_RECORD_DOCS=1 swift test --filter DocumentationListings
import Testing
import UIKit
import KeyboardSim

@MainActor struct LegacyAnimationsTest {
    @Test @MainActor func captionFieldStaysAboveTheKeyboard() {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let photo = PhotoViewController()
        sim.window.rootViewController = photo
        sim.advance(by: .seconds(0.5))

        photo.captionField.becomeFirstResponder()
        sim.advance(by: .seconds(1))

        // The field's frame in the window's coordinates, like the keyboard's: 20 points above the keyboard.
        let field = photo.captionField.convert(photo.captionField.bounds, to: nil)
        #expect(field.maxY == sim.keyboard.frame.minY - 20)
    }

    @Test @MainActor func everyDeviceOrientationAndKeyboard() {
        let screen = ControllerUnderTest({ PhotoViewController() }, field: \.captionField, gap: .exactly(20))
        let matrix = TechniqueMatrix.run(screen)
        #expect(matrix.passed, "\(TechniqueMatrix.text(matrix))")
    }
}
