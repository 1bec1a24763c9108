import Testing
import UIKit
import KeyboardSim

@Test @MainActor func nameFieldStaysAboveTheKeyboard() {
    let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
    // The screen as the app makes it: the scene whose Storyboard ID is "Login".
    let login: LoginViewController = UIStoryboard(name: "Login", bundle: nil).instantiateViewController(identifier: "Login")
    sim.window.rootViewController = login
    sim.advance(by: .seconds(0.5))

    login.nameField.becomeFirstResponder()
    sim.advance(by: .seconds(1))

    // The field's frame in the window's coordinates, like the keyboard's: 20 points above the keyboard.
    let field = login.nameField.convert(login.nameField.bounds, to: nil)
    #expect(field.maxY == sim.keyboard.frame.minY - 20)
}

@Test @MainActor func everyDeviceOrientationAndKeyboard() {
    let screen = ControllerUnderTest(
        { UIStoryboard(name: "Login", bundle: nil).instantiateViewController(identifier: "Login") as LoginViewController },
        field: \.nameField, gap: .exactly(20))
    let matrix = TechniqueMatrix.run(screen)
    #expect(matrix.passed, "\(TechniqueMatrix.text(matrix))")
}
