import Testing
import UIKit
import KeyboardSim

/// The example app's sign-in screen, drawn in Tests/ExampleApp/Base.lproj/Main.storyboard with
/// its image in Tests/ExampleApp/Assets.xcassets: kbsim-port.txt lists both beside the Swift
/// files, and the test loads them by name as the app does — no `interfaceBuilderResources` set.
@MainActor @Suite("An app's storyboard and asset catalog, taken by the KeyboardSimPort plugin")
struct SignInStoryboardTests {
    @Test(
        "UIStoryboard(name: \"Main\", bundle: nil) makes the ported SignInViewController; its bottom-constraint outlet follows the keyboard",
        arguments: [(Device.iPhoneSE3, CGFloat(260)), (Device.iPhone16, CGFloat(336))])
    func storyboardScreen(device: Device, keyboardHeight: CGFloat) throws {
        let sim = Simulation(device: device, profile: .iOS17)
        #expect(sim.interfaceBuilderResources == InterfaceBuilderResources())
        let storyboard = UIStoryboard(name: "Main", bundle: nil)
        let signIn = try #require(storyboard.instantiateInitialViewController() as? SignInViewController)
        sim.window.rootViewController = signIn
        sim.advance(by: .seconds(0.5))

        // The catalog's size (240 × 80 pixels at 2x), not the 100 × 100 the storyboard's <resources> gives.
        #expect(signIn.logoView.image?.size == CGSize(width: 120, height: 40))
        #expect(UIImage(named: "Logo")?.size == CGSize(width: 120, height: 40))
        #expect(signIn.emailField.keyboardType == .emailAddress)
        let screenHeight = device.portraitSize.height
        let safeBottom = sim.window.safeAreaInsets.bottom
        #expect(signIn.passwordField.convert(signIn.passwordField.bounds, to: nil).maxY == screenHeight - safeBottom - 20)

        signIn.emailField.becomeFirstResponder()
        sim.advance(by: .seconds(1))
        #expect(sim.keyboard.frame.height == keyboardHeight)
        #expect(signIn.passwordField.convert(signIn.passwordField.bounds, to: nil).maxY == screenHeight - keyboardHeight - 20)

        signIn.emailField.resignFirstResponder()
        sim.advance(by: .seconds(1))
        #expect(signIn.formBottomConstraint.constant == 20)
        #expect(signIn.passwordField.convert(signIn.passwordField.bounds, to: nil).maxY == screenHeight - safeBottom - 20)
    }

    @Test("the scene found by its Storyboard ID, as the app would instantiate it")
    func storyboardIdentifier() {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let controller = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "SignIn")
        #expect(controller is SignInViewController)
        #expect(sim.diagnostics.isEmpty)
    }

    @Test("the device matrix: the storyboard screen, made by its Storyboard ID inside the matrix's own simulations")
    func deviceMatrix() {
        let signIn = ControllerUnderTest(
            { UIStoryboard(name: "Main", bundle: nil).instantiateViewController(identifier: "SignIn") as SignInViewController },
            field: \.passwordField, gap: .atLeast(20))
        let matrix = TechniqueMatrix.run(signIn)
        #expect(matrix.cellsRun == TechniqueMatrix.cellCount())
        #expect(matrix.passed, "\(TechniqueMatrix.text(matrix))")
    }
}
