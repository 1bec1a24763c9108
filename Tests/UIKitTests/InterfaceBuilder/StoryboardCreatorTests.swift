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

/// A controller whose `init?(coder:)` reads its coder, as a state-restoring app's does.
final class DecodingController: UIViewController {
    private(set) var restored: String?
    private(set) var hadKey = true

    required init?(coder: NSCoder) {
        hadKey = coder.containsValue(forKey: "draft")
        restored = coder.decodeObject(forKey: "draft") as? String
        super.init(coder: coder)
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

    @Test(
        "instantiateInitialViewController(creator:): the initial scene made by the app's initializer; nil falls back to init?(coder:); another class gives nil and says why"
    )
    func initialCreator() throws {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let storyboard = UIStoryboard(document: try InterfaceBuilderText.document(Self.storyboard), modules: ["UIKitTests"])
        var calls = 0
        let made: GreetingController? = storyboard.instantiateInitialViewController { coder in
            calls += 1
            return GreetingController(coder: coder, greeting: "Hello")
        }
        #expect(calls == 1)
        let controller = try #require(made)
        #expect(controller.greeting == "Hello")
        sim.window.rootViewController = controller
        sim.advance(by: .seconds(1))
        #expect(controller.nameField?.frame == CGRect(x: 20, y: 100, width: 335, height: 34))
        let fallback: GreetingController? = storyboard.instantiateInitialViewController { _ in nil }
        #expect(fallback?.greeting == "(none)")
        let plain: GreetingController? = storyboard.instantiateInitialViewController()
        #expect(plain?.greeting == "(none)")
        let wrong: DecodingController? = storyboard.instantiateInitialViewController()
        #expect(wrong == nil)
        #expect(
            sim.diagnostics.contains { $0.contains("the initial view controller is a GreetingController, not a DecodingController") },
            "\(sim.diagnostics)")
        let none = UIStoryboard(
            document: try InterfaceBuilderText.document(
                Self.storyboard.replacingOccurrences(of: " initialViewController=\"greet\"", with: "")),
            modules: ["UIKitTests"])
        let absent: GreetingController? = none.instantiateInitialViewController { coder in GreetingController(coder: coder, greeting: "x") }
        #expect(absent == nil)
    }

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

    @Test("the creator runs once for each controller made, with the scene's coder; its extra arguments reach the controller")
    func creatorRunsOnce() throws {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let storyboard = UIStoryboard(document: try InterfaceBuilderText.document(Self.storyboard), modules: ["UIKitTests"])
        var coders: [String] = []
        let made: GreetingController = storyboard.instantiateViewController(identifier: "Greeting") { coder in
            coders.append(String(describing: type(of: coder)))
            return GreetingController(coder: coder, greeting: "Hi \(coders.count)")
        }
        #expect(made.greeting == "Hi 1")
        #expect(coders == ["InterfaceBuilderCoder"])
        sim.window.rootViewController = made
        sim.advance(by: .seconds(1))
        #expect(made.nameField != nil)
        #expect(sim.diagnostics.isEmpty)
    }

    @Test(
        "an identifier the storyboard lacks, no creator: the fallback's coder answers a controller that reads it (Foundation on Linux's bare NSCoder traps)"
    )
    func fallbackCoderAnswers() throws {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let storyboard = UIStoryboard(document: try InterfaceBuilderText.document(Self.storyboard), modules: ["UIKitTests"])
        let made: DecodingController = storyboard.instantiateViewController(identifier: "Draft")
        #expect(made.restored == nil && made.hadKey == false)
        #expect(sim.diagnostics.contains { $0.contains("Storyboard doesn't contain a view controller with identifier 'Draft'") })
        let fromCreator: DecodingController = storyboard.instantiateViewController(identifier: "Draft") { coder in
            DecodingController(coder: coder)
        }
        #expect(fromCreator.hadKey == false && fromCreator !== made)
    }

    @Test("a scene of another class than the one asked for: the block, which returned nil, is not run again; the diagnostics say why")
    func otherClassRunsBlockOnce() throws {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let storyboard = UIStoryboard(document: try InterfaceBuilderText.document(Self.storyboard), modules: ["UIKitTests"])
        var runs = 0
        let made: DecodingController = storyboard.instantiateViewController(identifier: "Greeting") { _ in
            runs += 1
            return nil
        }
        #expect(runs == 1)
        #expect(made.hadKey == false)
        #expect(
            sim.diagnostics.contains { $0.contains("the view controller \"Greeting\" is a GreetingController, not a DecodingController") })
    }
}
