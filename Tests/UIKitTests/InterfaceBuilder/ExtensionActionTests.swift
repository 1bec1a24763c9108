import Testing
import UIKit
import KeyboardSim

/// A controller whose action an extension declares, as in an app where the extension is in
/// another file than the class (here in one file, written as `kbsim port` writes the extension's).
class ExtensionActionController: UIViewController {
    var saves: [String] = []
}

extension ExtensionActionController {
    fileprivate func save(_ sender: Any) { saves.append("save from \(type(of: sender))") }
}

// kbsim port: actions of ExtensionActionController declared in this extension, found by their names on Linux (an override cannot be in an extension).
@MainActor final class InterfaceBuilderAction_ExtensionActionController_save_: InterfaceBuilderActionProvider {
    static var selector: Selector { Selector("save:", ExtensionActionController.save) }
}

/// A subclass with an action of its own in its body, as `kbsim port` writes it.
final class DetailedExtensionActionController: ExtensionActionController {
    func cancel(_ sender: Any) { saves.append("cancel") }

    override func interfaceBuilderSelector(forAction name: String) -> Selector? {
        switch name {
        case "cancel:": Selector("cancel:", DetailedExtensionActionController.cancel)
        default: super.interfaceBuilderSelector(forAction: name)
        }
    }
}

/// An `@IBAction` declared in an extension in another file than its class: found by name through
/// the class `kbsim port` writes beside the extension (``InterfaceBuilderActionProvider``).
@MainActor @Suite("Actions declared in an extension in another file than the class")
struct ExtensionActionTests {
    static let xib = InterfaceBuilderText.xib(
        """
        <button id="b"><connections>
        <action selector="save:" destination="-1" eventType="touchUpInside" id="a1"/>
        <action selector="cancel:" destination="-1" eventType="touchUpInside" id="a2"/>
        </connections></button>
        """)

    @Test("the extension's action is connected, also for a subclass whose own override passes the name to super")
    func connected() throws {
        let owner = DetailedExtensionActionController()
        let button = try #require(try InterfaceBuilderText.load(Self.xib, owner: owner).first as? UIButton)
        button.sendActions(for: .touchUpInside)
        #expect(owner.saves == ["save from UIButton", "cancel"])
        #expect(owner.interfaceBuilderSelector(forAction: "save:")?.name == "save:")
        #expect(ExtensionActionController().interfaceBuilderSelector(forAction: "cancel:") == nil)
    }

    @Test("a class without the action: the load says which action is missing")
    func missing() {
        let error = InterfaceBuilderText.error(Self.xib, owner: ExtensionActionController())
        #expect(
            error?.message
                == "ExtensionActionController has no action cancel:: declare it `@IBAction func …` in the class and run kbsim port on its file, which writes interfaceBuilderSelector(forAction:)"
        )
    }
}
