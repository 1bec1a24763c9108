import Testing
import UIKit
import KeyboardSim

/// Two flags Xcode's attributes inspector writes on a scene's controller: "Extend Edges: Under
/// Opaque Bars" (`extendedLayoutIncludesOpaqueBars`, false unless set) and a navigation
/// controller's "Shows Navigation Bar" unchecked (`navigationBarHidden`: UIKit's
/// `isNavigationBarHidden`, false unless set).
@MainActor @Suite("Scene controller flags: extendedLayoutIncludesOpaqueBars and a navigation controller's navigationBarHidden")
struct ControllerFlagsTests {
    static func storyboard(navigation: String, form: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="nav">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <navigationController \(navigation) id="nav" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar">
                                <rect key="frame" x="0.0" y="20" width="375" height="44"/>
                                <autoresizingMask key="autoresizingMask"/>
                            </navigationBar>
                            <connections>
                                <segue destination="form" kind="relationship" relationship="rootViewController" id="root"/>
                            </connections>
                        </navigationController>
                    </objects>
                </scene>
                <scene sceneID="s2">
                    <objects>
                        <viewController \(form) id="form" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="formView">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <viewLayoutGuide key="safeArea" id="safe"/>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    /// The storyboard's navigation controller on an iPhone SE (3rd generation), shown.
    func show(_ text: String, in sim: Simulation) throws -> UINavigationController {
        let storyboard = UIStoryboard(document: try InterfaceBuilderText.document(text), modules: ["UIKitTests"])
        let navigation = try #require(try storyboard.loadInitialViewController() as? UINavigationController)
        sim.window.rootViewController = navigation
        sim.advance(by: .seconds(0.5))
        return navigation
    }

    @Test("YES sets both; the hidden bar adds nothing to the root's safe area (20: the status bar), as a shown one does (64)")
    func flagsSet() throws {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let hidden = try show(
            Self.storyboard(
                navigation: #"extendedLayoutIncludesOpaqueBars="YES" navigationBarHidden="YES""#,
                form: #"extendedLayoutIncludesOpaqueBars="YES""#), in: sim)
        let form = try #require(hidden.viewControllers.first)
        #expect(hidden.isNavigationBarHidden && hidden.navigationBar.isHidden)
        #expect(hidden.extendedLayoutIncludesOpaqueBars && form.extendedLayoutIncludesOpaqueBars)
        #expect(form.view.safeAreaInsets.top == 20)

        let shown = try show(Self.storyboard(navigation: "", form: ""), in: sim)
        let plain = try #require(shown.viewControllers.first)
        #expect(!shown.isNavigationBarHidden && !shown.navigationBar.isHidden)
        #expect(!shown.extendedLayoutIncludesOpaqueBars && !plain.extendedLayoutIncludesOpaqueBars)
        #expect(plain.view.safeAreaInsets.top == 64)

        let no = try show(
            Self.storyboard(navigation: #"navigationBarHidden="NO""#, form: #"extendedLayoutIncludesOpaqueBars="NO""#), in: sim)
        #expect(!no.isNavigationBarHidden && no.viewControllers.first?.extendedLayoutIncludesOpaqueBars == false)
        #expect(sim.diagnostics == [])
    }

    @Test("a value other than YES or NO stops the load at the controller's line, naming the attribute and the value")
    func refused() throws {
        let text = Self.storyboard(navigation: #"navigationBarHidden="yes""#, form: "")
        let line = try #require(text.components(separatedBy: "\n").firstIndex { $0.contains("id=\"nav\"") }) + 1
        let storyboard = UIStoryboard(document: try InterfaceBuilderText.document(text), modules: ["UIKitTests"])
        do {
            _ = try storyboard.loadInitialViewController()
            Issue.record("the storyboard loaded")
        } catch {
            #expect(error.line == line)
            #expect(error.message == #"attribute navigationBarHidden="yes" of <navigationController> must be YES or NO"#)
        }
        let form = Self.storyboard(navigation: "", form: #"extendedLayoutIncludesOpaqueBars="1""#)
        #expect(
            InterfaceBuilderText.storyboardError(form)?.message
                == #"attribute extendedLayoutIncludesOpaqueBars="1" of <viewController> must be YES or NO"#)
    }
}
