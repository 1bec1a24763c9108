import Testing
import UIKit
import KeyboardSim

/// A controller with a dependency, made by a storyboard's creator block (iOS 13).
final class GreetingController: UIViewController {
    let greeting: String
    weak var nameField: UITextField!

    init?(coder: NSCoder, greeting: String) {
        self.greeting = greeting
        super.init(coder: coder)
    }

    required init?(coder: NSCoder) {
        greeting = "(none)"
        super.init(coder: coder)
    }

    // kbsim port: Interface Builder's outlets and actions, connected by name on Linux (no key-value coding there).
    override func setValue(_ value: Any?, forKey key: String) {
        switch key {
        case "nameField": nameField = value as? UITextField
        default: super.setValue(value, forKey: key)
        }
    }
}

@MainActor @Suite("UIStoryboard.instantiateViewController(identifier:creator:)")
struct StoryboardCreatorTests {
    static let storyboard = TableViewControllerSceneTests.storyboard(
        initial: "greet",
        """
                <scene sceneID="g1">
                    <objects>
                        <viewController storyboardIdentifier="Greeting" id="greet" customClass="GreetingController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <textField opaque="NO" contentMode="scaleToFill" id="name">
                                        <rect key="frame" x="20" y="100" width="335" height="34"/>
                                        <autoresizingMask key="autoresizingMask"/>
                                    </textField>
                                </subviews>
                            </view>
                            <connections>
                                <outlet property="nameField" destination="name" id="o1"/>
                            </connections>
                        </viewController>
                    </objects>
                </scene>
        """)

    @Test("the creator makes the scene's controller with the app's own initializer; nil falls back to init?(coder:)")
    func creator() throws {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let storyboard = UIStoryboard(document: try InterfaceBuilderText.document(Self.storyboard), modules: ["UIKitTests"])
        let made: GreetingController = storyboard.instantiateViewController(identifier: "Greeting") { coder in
            GreetingController(coder: coder, greeting: "Hello")
        }
        #expect(made.greeting == "Hello")
        sim.window.rootViewController = made
        sim.advance(by: .seconds(1))
        #expect(made.nameField?.frame == CGRect(x: 20, y: 100, width: 335, height: 34))
        let fallback: GreetingController = storyboard.instantiateViewController(identifier: "Greeting") { _ in nil }
        #expect(fallback.greeting == "(none)" && fallback !== made)
        let plain: GreetingController = storyboard.instantiateViewController(identifier: "Greeting")
        #expect(plain.greeting == "(none)")
    }

    @Test("an identifier the storyboard lacks: the reason in the trace, a controller made by the creator")
    func missing() throws {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let storyboard = UIStoryboard(document: try InterfaceBuilderText.document(Self.storyboard), modules: ["UIKitTests"])
        let made: GreetingController = storyboard.instantiateViewController(identifier: "Nope") { coder in
            GreetingController(coder: coder, greeting: "Fallback")
        }
        #expect(made.greeting == "Fallback" && made.nameField == nil)
        #expect(sim.diagnostics.contains { $0.contains("Storyboard doesn't contain a view controller with identifier 'Nope'") })
    }
}
