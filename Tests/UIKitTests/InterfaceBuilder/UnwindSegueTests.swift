import Testing
import UIKit
import KeyboardSim

/// What the unwind and custom segue tests' controllers saw, in order.
@MainActor var segueLog: [String] = []

/// A list the editor unwinds to: its `@IBAction func unwindToList(_ segue:)` as `kbsim port`
/// writes it.
final class UnwindListController: UIViewController {
    func unwindToList(_ segue: UIStoryboardSegue) {
        segueLog.append("unwindToList from \(type(of: segue.source)) (\(segue.identifier ?? "-"))")
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        segueLog.append("list prepare \(segue.identifier ?? "-") \(type(of: segue))")
    }

    override func interfaceBuilderSelector(forAction name: String) -> Selector? {
        switch name {
        case "unwindToList:": Selector("unwindToList:", UnwindListController.unwindToList)
        default: super.interfaceBuilderSelector(forAction: name)
        }
    }
}

/// The editor: a Save button's unwind segue, a manual one ("cancel"), and a refusal switch.
final class UnwindEditorController: UIViewController {
    var allowsSave = true

    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        segueLog.append("editor should \(identifier)")
        return allowsSave
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        segueLog.append("editor prepare \(segue.identifier ?? "-") → \(type(of: segue.destination))")
    }
}

/// A segue class of the app's, named by a storyboard segue's customClass: it pushes without
/// animation, and says so.
final class PlainPushSegue: UIStoryboardSegue {
    override func perform() {
        segueLog.append("PlainPushSegue.perform \(identifier ?? "-")")
        source.navigationController?.pushViewController(destination, animated: false)
    }
}

@MainActor @Suite("Unwind segues and custom segue classes")
struct UnwindSegueTests {
    static let storyboard = TableViewControllerSceneTests.storyboard(
        initial: "nav",
        """
                <scene sceneID="u0">
                    <objects>
                        <navigationController id="nav" sceneMemberID="viewController">
                            <connections>
                                <segue destination="list" kind="relationship" relationship="rootViewController" id="r"/>
                            </connections>
                        </navigationController>
                    </objects>
                </scene>
                <scene sceneID="u1">
                    <objects>
                        <viewController id="list" customClass="UnwindListController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="listRoot">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            </view>
                            <connections>
                                <segue destination="editor" kind="show" identifier="edit" id="s1"/>
                                <segue destination="editor" kind="custom" customClass="PlainPushSegue" customModule="App" customModuleProvider="target" identifier="plainEdit" id="s2"/>
                                <segue destination="editorNav" kind="presentation" identifier="compose" modalPresentationStyle="fullScreen" id="s3"/>
                            </connections>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="u2">
                    <objects>
                        <navigationController id="editorNav" sceneMemberID="viewController">
                            <connections>
                                <segue destination="editor" kind="relationship" relationship="rootViewController" id="r2"/>
                            </connections>
                        </navigationController>
                    </objects>
                </scene>
                <scene sceneID="u3">
                    <objects>
                        <viewController id="editor" customClass="UnwindEditorController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="editorRoot">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <button buttonType="system" id="save">
                                        <rect key="frame" x="16" y="100" width="100" height="44"/>
                                        <state key="normal" title="Save"/>
                                        <connections>
                                            <segue destination="exit" kind="unwind" identifier="save" unwindAction="unwindToList:" id="s4"/>
                                        </connections>
                                    </button>
                                </subviews>
                            </view>
                            <connections>
                                <segue destination="exit" kind="unwind" identifier="cancel" unwindAction="unwindToList:" id="s5"/>
                                <segue destination="exit" kind="unwind" identifier="nowhere" unwindAction="unwindToNowhere:" id="s6"/>
                            </connections>
                        </viewController>
                        <exit id="exit" userLabel="Exit" sceneMemberID="exit"/>
                    </objects>
                </scene>
        """)

    func load(_ sim: Simulation) throws -> (UINavigationController, UnwindListController) {
        segueLog = []
        let storyboard = UIStoryboard(document: try InterfaceBuilderText.document(Self.storyboard), modules: ["UIKitTests"])
        let navigation = try #require(try storyboard.loadInitialViewController() as? UINavigationController)
        let list = try #require(navigation.viewControllers.first as? UnwindListController)
        sim.window.rootViewController = navigation
        sim.advance(by: .seconds(1))
        return (navigation, list)
    }

    @Test("a button's unwind segue: shouldPerformSegue, the source's prepare, the destination's unwind action, then the pop back to it")
    func buttonUnwind() throws {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let (navigation, list) = try load(sim)
        list.performSegue(withIdentifier: "edit", sender: nil)
        sim.advance(by: .seconds(1))
        let editor = try #require(navigation.topViewController as? UnwindEditorController)
        let save = try #require(editor.view.subviews.first as? UIButton)
        editor.allowsSave = false
        sim.tap(save)
        sim.advance(by: .seconds(1))
        #expect(navigation.topViewController === editor, "shouldPerformSegue said no")
        editor.allowsSave = true
        sim.tap(save)
        sim.advance(by: .seconds(1))
        #expect(
            segueLog == [
                "list prepare edit UIStoryboardSegue", "editor should save", "editor should save",
                "editor prepare save → UnwindListController", "unwindToList from UnwindEditorController (save)",
            ])
        #expect(navigation.viewControllers.count == 1 && navigation.topViewController === list)
        #expect(sim.diagnostics == [])
    }

    @Test("performSegue(withIdentifier:) to an exit: a manual unwind segue dismisses the presentation between source and destination")
    func manualUnwindThroughPresentation() throws {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let (navigation, list) = try load(sim)
        list.performSegue(withIdentifier: "compose", sender: nil)
        sim.advance(by: .seconds(1))
        let editorNav = try #require(list.presentedViewController as? UINavigationController)
        let editor = try #require(editorNav.topViewController as? UnwindEditorController)
        editor.performSegue(withIdentifier: "cancel", sender: nil)
        sim.advance(by: .seconds(1))
        #expect(
            segueLog.suffix(2) == ["editor prepare cancel → UnwindListController", "unwindToList from UnwindEditorController (cancel)"])
        #expect(!segueLog.contains("editor should cancel"), "not asked for a segue performed in code, as Apple documents")
        #expect(list.presentedViewController == nil && navigation.presentedViewController == nil)
        #expect(sim.diagnostics == [])
    }

    @Test("an unwind action no controller on the way back has: nothing happens, and the trace says why")
    func unwindNowhere() throws {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let (navigation, list) = try load(sim)
        list.performSegue(withIdentifier: "edit", sender: nil)
        sim.advance(by: .seconds(1))
        let editor = try #require(navigation.topViewController as? UnwindEditorController)
        editor.performSegue(withIdentifier: "nowhere", sender: nil)
        sim.advance(by: .seconds(1))
        #expect(navigation.topViewController === editor)
        #expect(
            sim.diagnostics == [
                "UnwindEditorController: unwind segue 'nowhere' not performed: no view controller it can go back to has the action unwindToNowhere: (declare `@IBAction func` with that name in it and run kbsim port on its file)"
            ])
    }

    @Test("a segue's customClass: the app's UIStoryboardSegue subclass is made, prepared and performs itself")
    func customSegueClass() throws {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let (navigation, list) = try load(sim)
        list.performSegue(withIdentifier: "plainEdit", sender: nil)
        sim.advance(by: .seconds(1))
        #expect(segueLog == ["list prepare plainEdit PlainPushSegue", "PlainPushSegue.perform plainEdit"])
        #expect(navigation.topViewController is UnwindEditorController)
    }
}
