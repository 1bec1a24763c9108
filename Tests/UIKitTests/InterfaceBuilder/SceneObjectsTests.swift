import Testing
import UIKit
import KeyboardSim

/// A scene's controller with a tap recognizer's action and a bar button item's, written as
/// `kbsim port` writes a class with `@IBOutlet`s and `@IBAction`s.
final class ComposeController: UIViewController {
    weak var sendItem: UIBarButtonItem!
    weak var noteView: UITextView!
    private(set) var calls: [String] = []

    func dismissKeyboard(_ sender: UITapGestureRecognizer) {
        calls.append("dismissKeyboard")
        view.endEditing(true)
    }

    func send(_ sender: Any) {
        calls.append("send \(type(of: sender))")
    }

    // kbsim port: Interface Builder's outlets and actions, connected by name on Linux (no key-value coding there).
    override func setValue(_ value: Any?, forKey key: String) {
        switch key {
        case "sendItem": sendItem = value as? UIBarButtonItem
        case "noteView": noteView = value as? UITextView
        default: super.setValue(value, forKey: key)
        }
    }
    override func interfaceBuilderSelector(forAction name: String) -> Selector? {
        switch name {
        case "dismissKeyboard:": Selector("dismissKeyboard:", ComposeController.dismissKeyboard)
        case "send:": Selector("send:", ComposeController.send)
        default: super.interfaceBuilderSelector(forAction: name)
        }
    }
}

/// What a scene holds beside its views: gesture recognizers, bar button items, long texts, and
/// the empty elements older and newer Xcodes write.
@MainActor @Suite("Storyboard scene objects: gesture recognizers, bar button items, <string> texts")
struct SceneObjectsTests {
    static let storyboard = TableViewControllerSceneTests.storyboard(
        initial: "nav",
        """
                <scene sceneID="c0">
                    <objects>
                        <navigationController id="nav" sceneMemberID="viewController">
                            <toolbarItems/>
                            <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar"/>
                            <connections>
                                <segue destination="compose" kind="relationship" relationship="rootViewController" id="r"/>
                            </connections>
                        </navigationController>
                    </objects>
                </scene>
                <scene sceneID="c1">
                    <objects>
                        <viewController id="compose" customClass="ComposeController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <textView clipsSubviews="YES" contentMode="scaleToFill" id="note">
                                        <rect key="frame" x="16" y="100" width="343" height="200"/>
                                        <autoresizingMask key="autoresizingMask"/>
                                        <animations/>
                                        <string key="text">First line &amp; more,
        second line.</string>
                                        <textInputTraits key="textInputTraits"/>
                                    </textView>
                                </subviews>
                                <animations/>
                                <gestureRecognizers/>
                                <connections>
                                    <outletCollection property="gestureRecognizers" destination="tap" appends="YES" id="g"/>
                                </connections>
                            </view>
                            <navigationItem key="navigationItem" title="Compose" id="item">
                                <barButtonItem key="rightBarButtonItem" title="Send" style="done" id="sendButton">
                                    <connections>
                                        <action selector="send:" destination="compose" id="a1"/>
                                    </connections>
                                </barButtonItem>
                                <barButtonItem key="leftBarButtonItem" systemItem="cancel" id="cancelButton"/>
                            </navigationItem>
                            <connections>
                                <outlet property="sendItem" destination="sendButton" id="o1"/>
                                <outlet property="noteView" destination="note" id="o2"/>
                            </connections>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="first" sceneMemberID="firstResponder"/>
                        <tapGestureRecognizer cancelsTouchesInView="NO" id="tap">
                            <connections>
                                <action selector="dismissKeyboard:" destination="compose" id="a2"/>
                            </connections>
                        </tapGestureRecognizer>
                    </objects>
                </scene>
        """)

    func load(_ sim: Simulation) throws -> (UINavigationController, ComposeController) {
        let storyboard = UIStoryboard(document: try InterfaceBuilderText.document(Self.storyboard), modules: ["UIKitTests"])
        let navigation = try #require(try storyboard.loadInitialViewController() as? UINavigationController)
        let compose = try #require(navigation.viewControllers.first as? ComposeController)
        sim.window.rootViewController = navigation
        sim.advance(by: .seconds(1))
        return (navigation, compose)
    }

    @Test("a scene's tap gesture recognizer: attached to the view by its outlet collection, its action sent to the controller by a tap")
    func tapRecognizer() throws {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let (_, compose) = try load(sim)
        #expect(sim.diagnostics == [])
        let recognizer = try #require(compose.view.gestureRecognizers?.first as? UITapGestureRecognizer)
        #expect(compose.view.gestureRecognizers?.count == 1 && recognizer.view === compose.view)
        #expect(!recognizer.cancelsTouchesInView)
        compose.noteView.becomeFirstResponder()
        sim.advance(by: .seconds(1))
        #expect(sim.keyboard.phase.isUp)
        sim.tap(compose.view)
        sim.advance(by: .seconds(1))
        #expect(compose.calls == ["dismissKeyboard"])
        #expect(!sim.keyboard.phase.isUp)
    }

    @Test("a navigation item's bar button items: title, style, system item, the action to the controller and the outlet to the item")
    func barButtonItems() throws {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let (_, compose) = try load(sim)
        let send = try #require(compose.navigationItem.rightBarButtonItem)
        #expect(send.title == "Send" && send.style == .done && send.target === compose)
        #expect(compose.sendItem === send)
        #expect(compose.navigationItem.title == "Compose")
        #expect(compose.navigationItem.leftBarButtonItem?.systemItem == .cancel)
        let action = try #require(send.action)
        #expect(UIApplication.shared.sendAction(action, to: send.target, from: send, for: nil))
        #expect(compose.calls == ["send UIBarButtonItem"])
    }

    @Test(
        "a <string key=\"text\"> is the text of its view, line breaks and entities as written; Xcode 7's <animations/> and an empty <toolbarItems/> are read"
    )
    func longText() throws {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let (_, compose) = try load(sim)
        #expect(compose.noteView.text == "First line & more,\nsecond line.")
    }
}
