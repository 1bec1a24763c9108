import Testing
import UIKit
import KeyboardSim

@Test @MainActor func nameFieldStaysAboveTheKeyboard() {
    let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
    // The screen as the app makes it: the scene whose Storyboard ID is "Form".
    let form: FormViewController = UIStoryboard(name: "Form", bundle: nil).instantiateViewController(identifier: "Form")
    sim.window.rootViewController = form
    sim.advance(by: .seconds(0.5))

    form.nameField.becomeFirstResponder()
    sim.advance(by: .seconds(1))

    // The field's frame in the window's coordinates, like the keyboard's: at least 20 points above the keyboard.
    let field = form.nameField.convert(form.nameField.bounds, to: nil)
    #expect(field.maxY <= sim.keyboard.frame.minY - 20)
}

@Test @MainActor func everyDeviceOrientationAndKeyboard() {
    let screen = ControllerUnderTest(
        { UIStoryboard(name: "Form", bundle: nil).instantiateViewController(identifier: "Form") as FormViewController },
        field: \.nameField, gap: .atLeast(20))
    let matrix = TechniqueMatrix.run(screen)
    #expect(matrix.passed, "\(TechniqueMatrix.text(matrix))")
}
