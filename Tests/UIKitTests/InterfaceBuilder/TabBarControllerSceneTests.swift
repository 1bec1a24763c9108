import Testing
import UIKit
import KeyboardSim

@MainActor @Suite("Tab bar controller scenes: the tabs in the order of their relationship segues, with their items")
struct TabBarControllerSceneTests {
    static let tabs = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="tabs">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="t0">
                    <objects>
                        <tabBarController id="tabs" sceneMemberID="viewController">
                            <tabBar key="tabBar" contentMode="scaleToFill" insetsLayoutMarginsFromSafeArea="NO" id="bar">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="49"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMinY="YES"/>
                                <color key="backgroundColor" white="0.0" alpha="0.0" colorSpace="calibratedWhite"/>
                            </tabBar>
                            <connections>
                                <segue destination="inbox" kind="relationship" relationship="viewControllers" id="r1"/>
                                <segue destination="settingsNav" kind="relationship" relationship="viewControllers" id="r2"/>
                            </connections>
                        </tabBarController>
                    </objects>
                </scene>
                <scene sceneID="t1">
                    <objects>
                        <viewController id="inbox" customClass="SceneController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="inboxView">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            </view>
                            <tabBarItem key="tabBarItem" title="Inbox" image="tray" tag="7" id="i1"/>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="t2">
                    <objects>
                        <navigationController id="settingsNav" sceneMemberID="viewController">
                            <tabBarItem key="tabBarItem" title="Settings" image="gear" selectedImage="gear.fill" id="i2"/>
                            <navigationBar key="navigationBar" contentMode="scaleToFill" id="navBar">
                                <rect key="frame" x="0.0" y="20" width="375" height="44"/>
                                <autoresizingMask key="autoresizingMask"/>
                            </navigationBar>
                            <connections>
                                <segue destination="settings" kind="relationship" relationship="rootViewController" id="r3"/>
                            </connections>
                        </navigationController>
                    </objects>
                </scene>
                <scene sceneID="t3">
                    <objects>
                        <viewController title="Settings" id="settings" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="settingsView">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
            <resources>
                <image name="tray" width="25" height="20"/>
                <image name="gear" width="24" height="24"/>
                <image name="gear.fill" width="26" height="26"/>
            </resources>
        </document>
        """

    @Test("the tab bar controller gets its tabs, each with the tab bar item the document gives it; the first is shown")
    func tabs() throws {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let storyboard = UIStoryboard(document: try InterfaceBuilderText.document(Self.tabs), modules: ["UIKitTests"])
        let tabs = try #require(try storyboard.loadInitialViewController() as? UITabBarController)
        let controllers = try #require(tabs.viewControllers)
        #expect(controllers.count == 2)
        let inbox = try #require(controllers.first as? SceneController)
        let navigation = try #require(controllers.last as? UINavigationController)
        #expect(navigation.viewControllers.first?.title == "Settings")
        #expect(inbox.tabBarItem.title == "Inbox" && inbox.tabBarItem.tag == 7)
        #expect(inbox.tabBarItem.image?.size == CGSize(width: 25, height: 20))
        #expect(navigation.tabBarItem.title == "Settings")
        #expect(navigation.tabBarItem.image?.size == CGSize(width: 24, height: 24))
        #expect(navigation.tabBarItem.selectedImage?.size == CGSize(width: 26, height: 26))
        #expect(tabs.tabBar.items?.map(\.title) == ["Inbox", "Settings"])
        #expect(tabs.selectedIndex == 0 && inbox.awoke == 1)
        sim.window.rootViewController = tabs
        sim.advance(by: .seconds(1))
        #expect(inbox.view.window === sim.window)
        #expect(navigation.viewIfLoaded?.window == nil)
        tabs.selectedIndex = 1
        sim.advance(by: .seconds(1))
        #expect(navigation.view.window === sim.window && inbox.view.window == nil)
    }

    @Test("a relationship its controller does not have stops the load at the segue's line")
    func wrongRelationship() throws {
        let text = Self.tabs.replacingOccurrences(
            of: "relationship=\"rootViewController\" id=\"r3\"", with: "relationship=\"viewControllers\" id=\"r3\"")
        let line = try #require(text.components(separatedBy: "\n").firstIndex { $0.contains("id=\"r3\"") }) + 1
        let storyboard = UIStoryboard(document: try InterfaceBuilderText.document(text), modules: ["UIKitTests"])
        do {
            _ = try storyboard.loadInitialViewController()
            Issue.record("the storyboard loaded")
        } catch {
            #expect(error.line == line)
            #expect(
                error.message
                    == "relationship segue \"viewControllers\" of <navigationController> is not supported (a navigation controller's rootViewController and a tab bar controller's viewControllers are)"
            )
        }
    }
}
