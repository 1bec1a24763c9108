import Testing
import UIKit
import KeyboardSim
import KBSimPort

/// A screen drawn in a storyboard (`Originals/Main.storyboard`) with its controller's file as iOS
/// apps write it (`Originals/StoryboardLoginViewController.swift`: `@IBOutlet`s, an `@IBAction`,
/// `#selector`), ported by `kbsim port` alone and loaded with `UIStoryboard` as the app loads it.
@MainActor @Suite("StoryboardLoginViewController (port) in Main.storyboard: the bottom constraint outlet follows the keyboard")
struct StoryboardLoginViewControllerTests {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    /// The app's storyboard, and its classes in this (the test's) module, where the port lives.
    static let resources = InterfaceBuilderResources(
        directories: [directory.appendingPathComponent("Originals")], modules: ["PortedControllersTests"])

    @Test("porting the original gives the port file: the outlet and action attributes deleted, the members that connect them added")
    func port() throws {
        let original = try String(
            contentsOf: Self.directory.appendingPathComponent("Originals/StoryboardLoginViewController.swift"), encoding: .utf8)
        let port = try String(
            contentsOf: Self.directory.appendingPathComponent("Ports/StoryboardLoginViewController.swift"), encoding: .utf8)
        let result = LinuxPort.port(original)
        #expect(result.text == port)
        #expect(result.findings.isEmpty)
        #expect(
            result.edits.map(\.kind) == [
                .deletedInterfaceBuilderAttribute, .deletedInterfaceBuilderAttribute, .deletedInterfaceBuilderAttribute,
                .deletedInterfaceBuilderAttribute, .rewroteSelector, .rewroteSelector, .deletedObjC, .deletedObjC,
                .deletedInterfaceBuilderAttribute, .addedInterfaceBuilderConnections,
            ])
        #expect(port.contains(#"case "bottomConstraint": bottomConstraint = value as? NSLayoutConstraint"#))
        #expect(port.contains(#"case "logIn:": Selector("logIn:", StoryboardLoginViewController.logIn)"#))
        #expect(LinuxPort.port(port).text == port, "porting the port changes nothing")
        #expect(!LinuxPort.port(port).needsEdit)
    }

    private func loadLogin(_ sim: Simulation) throws -> (UINavigationController, StoryboardLoginViewController) {
        sim.interfaceBuilderResources = Self.resources
        let storyboard = UIStoryboard(name: "Main", bundle: nil)
        let navigation = try #require(storyboard.instantiateInitialViewController() as? UINavigationController)
        let login = try #require(navigation.viewControllers.first as? StoryboardLoginViewController)
        #expect(navigation.viewControllers.count == 1)
        #expect(login.storyboard === storyboard && login.title == "Log In")
        #expect(!login.isViewLoaded, "the scene's view waits for loadView")
        return (navigation, login)
    }

    @Test(
        "loaded and shown: outlets set before viewDidLoad, the form 20 points above the safe area, then 20 above the keyboard, and back",
        arguments: Phone.both)
    func keyboard(_ phone: Phone) throws {
        let sim = Simulation(device: phone.device, profile: .iOS17)
        weak var released: StoryboardLoginViewController?
        do {
            let (navigation, login) = try loadLogin(sim)
            released = login
            sim.window.rootViewController = navigation
            sim.advance(by: .seconds(1))
            #expect(sim.diagnostics == [])
            #expect(sim.notificationCenter.currentRegistrations.count == 2)
            let email = try #require(login.emailField)
            let password = try #require(login.passwordField)
            #expect(login.fields.map(\.accessibilityIdentifier) == ["email", "password"])
            #expect(email.delegate === login && password.delegate === login)
            #expect(email.keyboardType == .emailAddress && email.returnKeyType == .next && email.autocorrectionType == .no)
            #expect(password.isSecureTextEntry && password.returnKeyType == .done)
            let button = try #require(login.view.view(withIdentifier: "email")?.superview?.subviews.last as? UIButton)
            #expect(button.title(for: .normal) == "Log In" && button.buttonType == .system)

            let restingBottom = phone.screen.height - phone.safeArea.bottom - 20
            #expect(login.bottomConstant == 20)
            #expect(button.windowFrame.maxY == restingBottom)
            #expect(email.windowFrame == CGRect(x: 20, y: restingBottom - 156, width: phone.screen.width - 40, height: 44))

            email.becomeFirstResponder()
            sim.advance(by: .seconds(1))
            #expect(sim.keyboard.frame == phone.keyboard)
            #expect(login.bottomConstant == 20 + phone.keyboard.height - phone.safeArea.bottom)
            #expect(button.windowFrame.maxY == phone.keyboard.minY - 20)

            // Return on the email field moves to the password (the delegate outlet), the button
            // (its action) logs in and ends editing; the form comes back down.
            #expect(login.textFieldShouldReturn(email))
            sim.advance(by: .seconds(1))
            #expect(password.isFirstResponder)
            button.sendActions(for: .touchUpInside)
            sim.advance(by: .seconds(1))
            #expect(login.logInTaps == 1)
            #expect(sim.keyboard.frame.minY == phone.screen.height)
            #expect(login.bottomConstant == 20)
            #expect(button.windowFrame.maxY == restingBottom)
        }
        sim.window.rootViewController = nil
        sim.advance(by: .seconds(1))
        #expect(released == nil)
        let report = sim.audit.report()
        #expect(report.isClean, "\(report)")
    }

    @Test(
        "instantiateViewController(withIdentifier:) makes the scene alone; an identifier the storyboard lacks is reported as iOS reports it"
    )
    func identifier() throws {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        sim.interfaceBuilderResources = Self.resources
        let storyboard = UIStoryboard(name: "Main", bundle: nil)
        let login = try #require(storyboard.instantiateViewController(withIdentifier: "Login") as? StoryboardLoginViewController)
        #expect(login.navigationItem.title == "Log In")
        login.loadViewIfNeeded()
        #expect(login.emailField != nil && login.bottomConstant == 20)
        let missing = storyboard.instantiateViewController(withIdentifier: "Settings")
        #expect(type(of: missing) == UIViewController.self)
        #expect(
            sim.diagnostics.map {
                $0.hasSuffix(
                    "Storyboard doesn't contain a view controller with identifier 'Settings' (as iOS says); it has [\"Login\", \"Signup\"]")
            }
                == [true])
    }

    /// Every device of the catalogue, in portrait and landscape: the rows of `kbsim matrix --device all`.
    nonisolated static let deviceRows: [(Device, UIInterfaceOrientation)] = Device.catalog.flatMap { device in
        [UIInterfaceOrientation.portrait, .landscapeRight].map { (device, $0) }
    }

    @Test(
        "every device and orientation: the outlet's constant becomes 20 plus the keyboard's height less the safe area's bottom, the button 20 points above the keyboard, and back",
        arguments: deviceRows)
    func everyDevice(device: Device, orientation: UIInterfaceOrientation) throws {
        let sim = Simulation(device: device, orientation: orientation, profile: .iOS17)
        let (navigation, login) = try loadLogin(sim)
        sim.window.rootViewController = navigation
        sim.advance(by: .seconds(1))
        let screen = sim.window.bounds
        let safeBottom = sim.window.safeAreaInsets.bottom
        let email = try #require(login.emailField)
        let button = try #require(email.superview?.subviews.last as? UIButton)
        #expect(login.bottomConstant == 20)
        #expect(button.windowFrame.maxY == screen.height - safeBottom - 20)
        #expect(button.windowFrame.width == screen.width - sim.window.safeAreaInsets.left - sim.window.safeAreaInsets.right - 40)

        email.becomeFirstResponder()
        sim.advance(by: .seconds(1))
        let keyboard = sim.keyboard.frame
        // A docked keyboard at the screen's bottom, as tall as the device's keyboard for this orientation.
        #expect(keyboard.maxY == screen.height && keyboard.width == screen.width)
        let catalogued = device.keyboardHeight(in: orientation, predictiveBar: true, emoji: false, profile: .iOS17).value
        #expect(keyboard.height == CGFloat(catalogued))
        #expect(login.bottomConstant == 20 + keyboard.height - safeBottom)
        #expect(button.windowFrame.maxY == keyboard.minY - 20)

        email.resignFirstResponder()
        sim.advance(by: .seconds(1))
        #expect(login.bottomConstant == 20)
        #expect(button.windowFrame.maxY == screen.height - safeBottom - 20)
        // Only that the device never ran iOS 17 (the old and the newest phones), nothing from the screen.
        #expect(sim.diagnostics.allSatisfy { $0.hasPrefix("no \(device.name) ran iOS 17 ") }, "\(sim.diagnostics)")
    }

    @Test(
        "the device matrix (every device, orientation and keyboard kind): made by its Storyboard ID in each cell's simulation, the password field exactly 76 points above the keyboard"
    )
    func deviceMatrix() {
        var made = 0
        let login = ControllerUnderTest(
            { () -> StoryboardLoginViewController in
                made += 1
                Simulation.current?.interfaceBuilderResources = Self.resources
                return UIStoryboard(name: "Main", bundle: nil).instantiateViewController(identifier: "Login")
            },
            // The button stands 20 points above the keyboard; the password field above it: 12
            // points of spacing and the button's 44.
            field: \.passwordField, gap: .exactly(76))
        let matrix = TechniqueMatrix.run(login, devices: Device.catalog)
        #expect(matrix.rows.count == Device.catalog.count * 2)
        #expect(matrix.cellsRun == made)
        #expect(matrix.cellsRun == TechniqueMatrix.cellCount(devices: Device.catalog) && matrix.cellsRun == 310)
        // The 4-inch phones in landscape (320 points tall) have no room for the 156-point form above
        // the Korean keyboard (its candidate row) or a keyboard with an accessory view: pushed 20
        // points above them, the password field leaves the screen at the top. Every other cell passes.
        #expect(
            matrix.failingCells.map { "\($0.device.id) \($0.orientation) \($0.cell.kind)" } == [
                "iphone-4s landscapeRight korean", "iphone-4s landscapeRight accessory",
                "iphone-se-1 landscapeRight korean", "iphone-se-1 landscapeRight accessory",
            ], "\(matrix)")
        #expect(
            TechniqueMatrix.text(matrix).contains(
                "4 cells: fieldClearsKeyboard = false: at t=2.5s the field password {{20, -43}, {440 or 528, 44}} is pushed off the screen"),
            "\(matrix)")
    }
}
