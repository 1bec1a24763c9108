import Testing
import UIKit
import KeyboardSim

/// A child embedded by a container view: it logs its containment calls.
final class EmbeddedController: UIViewController {
    private(set) var calls: [String] = []
    override func willMove(toParent parent: UIViewController?) {
        super.willMove(toParent: parent)
        calls.append("willMove \(parent.map { String(describing: type(of: $0)) } ?? "nil")")
    }
    override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent)
        calls.append("didMove \(parent.map { String(describing: type(of: $0)) } ?? "nil")")
    }
}

@MainActor @Suite("Embed segues: a container view's child controller")
struct EmbedSegueTests {
    static let storyboard = TableViewControllerSceneTests.storyboard(
        initial: "form",
        """
                <scene sceneID="e1">
                    <objects>
                        <viewController id="form" customClass="SceneController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <containerView opaque="NO" contentMode="scaleToFill" id="container">
                                        <rect key="frame" x="20" y="100" width="335" height="200"/>
                                        <autoresizingMask key="autoresizingMask"/>
                                        <connections>
                                            <segue destination="child" kind="embed" identifier="embedChild" id="s1"/>
                                        </connections>
                                    </containerView>
                                </subviews>
                            </view>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="e2">
                    <objects>
                        <viewController id="child" customClass="EmbeddedController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="childRoot">
                                <rect key="frame" x="0.0" y="0.0" width="335" height="200"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            </view>
                        </viewController>
                    </objects>
                </scene>
        """)

    @Test(
        "addChild(_:) sends the child willMove(toParent:) before adding it, as UIKit's does (Apple's documentation of willMove(toParent:)); didMove(toParent:) is the container's to send"
    )
    func addChildSendsWillMove() {
        let parent = UIViewController()
        let child = EmbeddedController()
        parent.addChild(child)
        #expect(child.calls == ["willMove UIViewController"])
        #expect(child.parent === parent && parent.children.count == 1)
        parent.addChild(child)
        #expect(child.calls == ["willMove UIViewController"], "adding a child again does nothing")
    }

    @Test("when the parent's view loads: prepare(for:sender:), the child added with its containment calls, its view in the container")
    func embed() throws {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let storyboard = UIStoryboard(document: try InterfaceBuilderText.document(Self.storyboard), modules: ["UIKitTests"])
        let parent = try #require(try storyboard.loadInitialViewController() as? SceneController)
        #expect(parent.children.isEmpty)
        sim.window.rootViewController = parent
        sim.advance(by: .seconds(1))
        #expect(parent.prepared == ["embedChild → EmbeddedController from ?"])
        let child = try #require(parent.children.first as? EmbeddedController)
        #expect(parent.children.count == 1)
        #expect(child.calls == ["willMove SceneController", "didMove SceneController"])
        let container = try #require(parent.view.subviews.first)
        #expect(child.view.superview === container)
        #expect(child.view.frame == CGRect(x: 0, y: 0, width: 335, height: 200))
        #expect(child.view.window === sim.window)
    }
}
