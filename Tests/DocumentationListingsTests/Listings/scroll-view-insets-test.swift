// Sources/KeyboardSim/KeyboardSim.docc/Resources/scroll-view-insets-test.swift, as kbsim port ports it, compiled here: edit it there, then run
// KBSIM_RECORD_DOCS=1 swift test --filter DocumentationListings
import Testing
import UIKit
import KeyboardSim

@MainActor struct ScrollViewInsetsTest {
    @Test @MainActor func nameFieldStaysAboveTheKeyboard() {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        // The screen as the app makes it: the scene whose Storyboard ID is "Settings".
        let settings: SettingsViewController = UIStoryboard(name: "Settings", bundle: nil).instantiateViewController(identifier: "Settings")
        sim.window.rootViewController = settings
        sim.advance(by: .seconds(0.5))

        settings.nameField.becomeFirstResponder()
        sim.advance(by: .seconds(1))

        // The field's frame in the window's coordinates, like the keyboard's: 20 points above the keyboard.
        let field = settings.nameField.convert(settings.nameField.bounds, to: nil)
        #expect(field.maxY == sim.keyboard.frame.minY - 20)
    }

    @Test @MainActor func everyDeviceOrientationAndKeyboard() {
        let screen = ControllerUnderTest(
            { UIStoryboard(name: "Settings", bundle: nil).instantiateViewController(identifier: "Settings") as SettingsViewController },
            field: \.nameField, gap: .exactly(20))
        let matrix = TechniqueMatrix.run(screen)
        #expect(matrix.passed, "\(TechniqueMatrix.text(matrix))")
    }
}
