import Testing
import UIKit
import KeyboardSim

/// Each tutorial's finished controller, as the reader has it after the last step that builds it,
/// on the whole device matrix: it keeps its field clear as the built-in technique does. The
/// controllers come from the compiled listings (`Listings/`), so a tutorial whose code stops
/// working fails here.
@MainActor @Suite("tutorial controllers")
struct TutorialControllerTests {
    /// Each tutorial's finished controller, by tutorial.
    static let controllers: [String: ControllerUnderTest] = [
        "bottom-constant": ControllerUnderTest({ BottomConstant4.LoginViewController() }, field: \.nameField, gap: .exactly(20)),
        "stack-offset": ControllerUnderTest({ StackOffset4.SurveyViewController() }, field: \.nameField, gap: .exactly(20)),
        "frame-shift": ControllerUnderTest({ FrameShift4.FormViewController() }, field: \.nameField, gap: .atLeast(20)),
        "legacy-animations": ControllerUnderTest({ LegacyAnimations4.PhotoViewController() }, field: \.captionField, gap: .exactly(20)),
        "constant-with-layout": ControllerUnderTest({ ConstantWithLayout4.ChatViewController() }, field: \.nameField, gap: .exactly(20)),
        "keyboard-layout-guide": ControllerUnderTest(
            { KeyboardLayoutGuide3.EditorViewController() }, field: \.nameField, gap: .exactly(20)),
        "scroll-view-insets": ControllerUnderTest({ ScrollViewInsets4.SettingsViewController() }, field: \.nameField, gap: .exactly(20)),
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

    @Test("the bottom-constant tutorial's frameBegin step is caught: its field is covered")
    func frameBeginIsCaught() {
        let broken = ControllerUnderTest({ BottomConstant5.LoginViewController() }, field: \.nameField, gap: .exactly(20))
        let matrix = TechniqueMatrix.run(broken, devices: [.iPhoneSE3], orientations: [.portrait])
        #expect(matrix.cellsRun == 5)
        #expect(matrix.failures == 5, "\(matrix)")
    }
}
