import Testing
import UIKit
import KeyboardSim

/// A menu drawn as a table view controller's static cells: what it logs of a row's selection
/// and of the segue the row's cell performs.
final class MenuController: UITableViewController {
    private(set) var log: [String] = []

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        log.append("didSelectRowAt \(indexPath.row)")
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        log.append("prepare \(segue.identifier ?? "-") sender \((sender as? UITableViewCell)?.textLabel?.text ?? "?")")
    }
}

@MainActor @Suite("Table view cells: built-in styles and their labels, segues drawn from a cell")
struct CellStyleAndSegueTests {
    static let storyboard = TableViewControllerSceneTests.storyboard(
        initial: "nav",
        """
                <scene sceneID="m0">
                    <objects>
                        <navigationController id="nav" sceneMemberID="viewController">
                            <connections>
                                <segue destination="menu" kind="relationship" relationship="rootViewController" id="r"/>
                            </connections>
                        </navigationController>
                    </objects>
                </scene>
                <scene sceneID="m1">
                    <objects>
                        <tableViewController id="menu" customClass="MenuController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                            <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" dataMode="static" style="plain" rowHeight="64" id="table">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <sections>
                                    <tableViewSection id="section">
                                        <cells>
                                            <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" selectionStyle="default" textLabel="label1" style="IBUITableViewCellStyleDefault" id="cell1">
                                                <rect key="frame" x="0.0" y="0.0" width="375" height="64"/>
                                                <autoresizingMask key="autoresizingMask"/>
                                                <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" id="content1">
                                                    <rect key="frame" x="0.0" y="0.0" width="375" height="63.5"/>
                                                    <autoresizingMask key="autoresizingMask"/>
                                                    <subviews>
                                                        <label opaque="NO" multipleTouchEnabled="YES" contentMode="left" text="Sign up" id="label1">
                                                            <rect key="frame" x="16" y="0.0" width="343" height="63.5"/>
                                                            <autoresizingMask key="autoresizingMask"/>
                                                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                                        </label>
                                                    </subviews>
                                                </tableViewCellContentView>
                                                <connections>
                                                    <segue destination="form" kind="show" identifier="signUp" id="s1"/>
                                                </connections>
                                            </tableViewCell>
                                            <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" textLabel="label2" detailTextLabel="detail2" style="IBUITableViewCellStyleValue1" id="cell2">
                                                <rect key="frame" x="0.0" y="64" width="375" height="64"/>
                                                <autoresizingMask key="autoresizingMask"/>
                                                <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" id="content2">
                                                    <rect key="frame" x="0.0" y="0.0" width="375" height="63.5"/>
                                                    <autoresizingMask key="autoresizingMask"/>
                                                    <subviews>
                                                        <label opaque="NO" contentMode="left" text="Version" id="label2">
                                                            <rect key="frame" x="16" y="0.0" width="100" height="63.5"/>
                                                            <autoresizingMask key="autoresizingMask"/>
                                                        </label>
                                                        <label opaque="NO" contentMode="left" text="1.0" id="detail2">
                                                            <rect key="frame" x="300" y="0.0" width="59" height="63.5"/>
                                                            <autoresizingMask key="autoresizingMask"/>
                                                        </label>
                                                    </subviews>
                                                </tableViewCellContentView>
                                            </tableViewCell>
                                        </cells>
                                    </tableViewSection>
                                </sections>
                            </tableView>
                        </tableViewController>
                    </objects>
                </scene>
                <scene sceneID="m2">
                    <objects>
                        <viewController id="form" customClass="SceneController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="formRoot">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            </view>
                        </viewController>
                    </objects>
                </scene>
        """)

    func load(_ sim: Simulation) throws -> (UINavigationController, MenuController) {
        let storyboard = UIStoryboard(document: try InterfaceBuilderText.document(Self.storyboard), modules: ["UIKitTests"])
        let navigation = try #require(try storyboard.loadInitialViewController() as? UINavigationController)
        let menu = try #require(navigation.viewControllers.first as? MenuController)
        sim.window.rootViewController = navigation
        sim.advance(by: .seconds(1))
        return (navigation, menu)
    }

    @Test("a cell of a built-in style: the document's labels are its textLabel and detailTextLabel, not extra subviews")
    func builtInLabels() throws {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let (_, menu) = try load(sim)
        #expect(sim.diagnostics == [])
        let first = try #require(menu.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
        let second = try #require(menu.tableView.cellForRow(at: IndexPath(row: 1, section: 0)))
        #expect(first.textLabel?.text == "Sign up" && first.detailTextLabel == nil)
        #expect(second.textLabel?.text == "Version" && second.detailTextLabel?.text == "1.0")
        #expect(first.contentView.subviews.count == 1 && second.contentView.subviews.count == 2)
    }

    @Test(
        "a tap on a cell with a segue: prepare(for:sender:) with the cell as sender, then the delegate's didSelectRowAt, the destination pushed"
    )
    func cellSegue() throws {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let (navigation, menu) = try load(sim)
        sim.tap(try #require(menu.tableView.cellForRow(at: IndexPath(row: 0, section: 0))))
        sim.advance(by: .seconds(1))
        #expect(menu.log == ["prepare signUp sender Sign up", "didSelectRowAt 0"])
        #expect(navigation.topViewController is SceneController && navigation.viewControllers.count == 2)
        navigation.popViewController(animated: false)
        sim.advance(by: .seconds(1))
        sim.tap(try #require(menu.tableView.cellForRow(at: IndexPath(row: 1, section: 0))))
        #expect(menu.log.last == "didSelectRowAt 1", "a cell without a segue is only selected")
        #expect(navigation.viewControllers.count == 1)
    }
}
