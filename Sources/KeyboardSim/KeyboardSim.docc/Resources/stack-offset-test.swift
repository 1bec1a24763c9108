import Testing
import UIKit
import KeyboardSim

@Test @MainActor func nameFieldStaysAboveTheKeyboard() {
    let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
    // The screen as the app makes it: the scene whose Storyboard ID is "Survey".
    let survey: SurveyViewController = UIStoryboard(name: "Survey", bundle: nil).instantiateViewController(identifier: "Survey")
    sim.window.rootViewController = survey
    sim.advance(by: .seconds(0.5))

    survey.nameField.becomeFirstResponder()
    sim.advance(by: .seconds(1))

    // The field's frame in the window's coordinates, like the keyboard's: 20 points above the keyboard.
    let field = survey.nameField.convert(survey.nameField.bounds, to: nil)
    #expect(field.maxY == sim.keyboard.frame.minY - 20)
}

@Test @MainActor func everyDeviceOrientationAndKeyboard() {
    let screen = ControllerUnderTest(
        { UIStoryboard(name: "Survey", bundle: nil).instantiateViewController(identifier: "Survey") as SurveyViewController },
        field: \.nameField, gap: .exactly(20))
    let matrix = TechniqueMatrix.run(screen)
    #expect(matrix.passed, "\(TechniqueMatrix.text(matrix))")
}
