import Testing
import UIKit
import KeyboardSim

/// Each tutorial's finished controller, as the reader has it after the last step that builds it,
/// on the whole device matrix: it keeps its field clear as the built-in technique does. The
/// controllers are the KeyboardSimPort plugin's ports of the finished steps (this target's
/// `kbsim-port.txt`), made as the app makes them (a storyboard's scene where the tutorial draws
/// one), so a tutorial whose code or storyboard stops working fails here.
@MainActor @Suite("tutorial controllers")
struct TutorialControllerTests {
    /// Each tutorial's finished controller, by tutorial.
    static let controllers: [String: ControllerUnderTest] = [
        "bottom-constant": ControllerUnderTest(
            { UIStoryboard(name: "Login", bundle: nil).instantiateViewController(identifier: "Login") as LoginViewController },
            field: \.nameField, gap: .exactly(20)),
        "stack-offset": ControllerUnderTest(
            { UIStoryboard(name: "Survey", bundle: nil).instantiateViewController(identifier: "Survey") as SurveyViewController },
            field: \.nameField, gap: .exactly(20)),
        "frame-shift": ControllerUnderTest(
            { UIStoryboard(name: "Form", bundle: nil).instantiateViewController(identifier: "Form") as FormViewController },
            field: \.nameField, gap: .atLeast(20)),
        "legacy-animations": ControllerUnderTest({ PhotoViewController() }, field: \.captionField, gap: .exactly(20)),
        "constant-with-layout": ControllerUnderTest(
            { UIStoryboard(name: "Chat", bundle: nil).instantiateViewController(identifier: "Chat") as ChatViewController },
            field: \.nameField, gap: .exactly(20)),
        "keyboard-layout-guide": ControllerUnderTest({ EditorViewController() }, field: \.nameField, gap: .exactly(20)),
        "scroll-view-insets": ControllerUnderTest(
            { UIStoryboard(name: "Settings", bundle: nil).instantiateViewController(identifier: "Settings") as SettingsViewController },
            field: \.nameField, gap: .exactly(20)),
    ]

    @Test(
        "a tutorial's finished controller passes every cell of the matrix",
        arguments: [
            "bottom-constant", "stack-offset", "frame-shift", "legacy-animations", "constant-with-layout", "keyboard-layout-guide",
            "scroll-view-insets",
        ])
    func finishedControllerPassesTheMatrix(_ tutorial: String) throws {
        let controller = try #require(Self.controllers[tutorial])
        let matrix = TechniqueMatrix.run(controller)
        #expect(matrix.cellsRun == 102)
        #expect(matrix.passed, "\(matrix)")
    }

    @Test("the storyboards the stack-offset and frame-shift tutorials draw lay out as the built-in screens their replays show")
    func drawnScreensMatchTheBuiltInScreens() {
        // stack-offset-run.txt at 0.5 s, on an iPhone 16: outerStack {{20, 79}, {353, 434.5}},
        // nameField {{20, 479.5}, {287, 34}} (the tutorial's "current y = 79 + 400.5 + 0").
        let phone = Simulation(device: .iPhone16, profile: .iOS17)
        let survey: SurveyViewController = UIStoryboard(name: "Survey", bundle: nil).instantiateViewController(identifier: "Survey")
        phone.window.rootViewController = survey
        phone.advance(by: .seconds(0.5))
        #expect(survey.nameField.convert(survey.nameField.bounds, to: nil) == CGRect(x: 20, y: 479.5, width: 287, height: 34))
        #expect(survey.outerTop.constant == 20)
        // frame-shift-run.txt at 0.5 s, on an iPhone SE (3rd generation): contentView
        // {{0, 0}, {375, 667}}, nameField {{20, 547}, {335, 34}}, 120 points above the bottom.
        let se = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let form: FormViewController = UIStoryboard(name: "Form", bundle: nil).instantiateViewController(identifier: "Form")
        se.window.rootViewController = form
        se.advance(by: .seconds(0.5))
        #expect(form.contentView.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
        #expect(form.nameField.convert(form.nameField.bounds, to: nil) == CGRect(x: 20, y: 547, width: 335, height: 34))
    }

    @Test("the bottom-constant tutorial's frameBegin step is caught: its field is covered")
    func frameBeginIsCaught() {
        // Step 5's class (Listings/), made from the storyboard's scene, whose custom class names
        // the finished step's: the creator makes the step's own.
        let broken = ControllerUnderTest(
            {
                UIStoryboard(name: "Login", bundle: nil).instantiateViewController(identifier: "Login") { coder in
                    BottomConstant5.LoginViewController(coder: coder)
                } as BottomConstant5.LoginViewController
            }, field: \.nameField, gap: .exactly(20))
        let matrix = TechniqueMatrix.run(broken, devices: [.iPhoneSE3], orientations: [.portrait])
        #expect(matrix.cellsRun == 5)
        #expect(matrix.failures == 5, "\(matrix)")
    }
}
