import Testing
import UIKit
import KeyboardSim

/// A storyboard's view controller, as the tests load it.
final class SceneController: UIViewController {
    weak var nameField: UITextField!
    private(set) var awoke = 0
    private(set) var nameFieldAtViewDidLoad: UITextField?
    private(set) var prepared: [String] = []
    var allowsSegues = true
    private(set) var asked: [String] = []

    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        asked.append(identifier)
        return allowsSegues
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        super.prepare(for: segue, sender: sender)
        prepared.append("\(segue.identifier ?? "?") → \(type(of: segue.destination)) from \(sender as? String ?? "?")")
    }

    override func awakeFromNib() {
        super.awakeFromNib()
        awoke += 1
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        nameFieldAtViewDidLoad = nameField
    }

    // kbsim port: Interface Builder's outlets and actions, connected by name on Linux (no key-value coding there).
    override func setValue(_ value: Any?, forKey key: String) {
        switch key {
        case "nameField": nameField = value as? UITextField
        default: super.setValue(value, forKey: key)
        }
    }
}

/// `UIStoryboard`: scenes, navigation, identifiers, where files come from; and a controller's
/// nib name, `Bundle.loadNibNamed`.
@MainActor @Suite("UIStoryboard: scenes made on Linux")
struct UIStoryboardTests {
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="nav">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <navigationController id="nav" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar">
                                <rect key="frame" x="0.0" y="20" width="375" height="44"/>
                                <autoresizingMask key="autoresizingMask"/>
                            </navigationBar>
                            <connections>
                                <segue destination="form" kind="relationship" relationship="rootViewController" id="g1"/>
                            </connections>
                        </navigationController>
                    </objects>
                </scene>
                <scene sceneID="s2">
                    <objects>
                        <viewController storyboardIdentifier="Form" title="Form" id="form" customClass="SceneController" customModule="FormApp" customModuleProvider="target" sceneMemberID="viewController">
                            <layoutGuides>
                                <viewControllerLayoutGuide type="top" id="top"/>
                                <viewControllerLayoutGuide type="bottom" id="bottom"/>
                            </layoutGuides>
                            <view key="view" contentMode="scaleToFill" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <textField translatesAutoresizingMaskIntoConstraints="NO" id="name">
                                        <constraints>
                                            <constraint firstAttribute="height" constant="44" id="h"/>
                                        </constraints>
                                    </textField>
                                    <button buttonType="system" id="more">
                                        <rect key="frame" x="16" y="200" width="100" height="44"/>
                                        <state key="normal" title="More"/>
                                        <connections>
                                            <segue destination="detail" kind="show" identifier="buttonDetail" id="g4"/>
                                        </connections>
                                    </button>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="name" firstAttribute="top" secondItem="top" secondAttribute="bottom" constant="10" id="c1"/>
                                    <constraint firstItem="bottom" firstAttribute="top" secondItem="name" secondAttribute="bottom" constant="300" priority="250" id="c2"/>
                                    <constraint firstItem="name" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c3"/>
                                    <constraint firstItem="name" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" constant="-16" id="c4"/>
                                </constraints>
                            </view>
                            <connections>
                                <outlet property="nameField" destination="name" id="o1"/>
                                <segue destination="detail" kind="show" identifier="showDetail" id="g2"/>
                                <segue destination="detail" kind="presentation" identifier="presentDetail" modalPresentationStyle="fullScreen" id="g3"/>
                            </connections>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="s3">
                    <objects>
                        <viewController storyboardIdentifier="Detail" id="detail" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="detailRoot">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    /// A directory holding `files` (name → text), made for one test.
    static func directory(_ files: [String: String]) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("kbsim-ib-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        for (name, text) in files { try text.write(to: url.appendingPathComponent(name), atomically: true, encoding: .utf8) }
        return url
    }

    @Test(
        "the initial controller: a navigation controller with its root; the root's view waits for loadView, then its outlets are set before viewDidLoad and the legacy layout guides are the safe area's edges"
    )
    func initial() throws {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let folder = try Self.directory(["Main.storyboard": Self.storyboard])
        defer { try? FileManager.default.removeItem(at: folder) }
        sim.interfaceBuilderResources = InterfaceBuilderResources(directories: [folder], modules: ["UIKitTests"])
        let storyboard = UIStoryboard(name: "Main", bundle: nil)
        let navigation = try #require(storyboard.instantiateInitialViewController() as? UINavigationController)
        let form = try #require(navigation.viewControllers.first as? SceneController)
        #expect(navigation.viewControllers.count == 1)
        #expect(form.awoke == 1 && form.title == "Form" && form.storyboard === storyboard && navigation.storyboard === storyboard)
        #expect(!form.isViewLoaded && form.nameField == nil)
        sim.window.rootViewController = navigation
        sim.advance(by: .seconds(1))
        #expect(sim.diagnostics == [])
        let field = try #require(form.nameFieldAtViewDidLoad)
        #expect(field === form.nameField && form.awoke == 1)
        #expect(
            field.convert(field.bounds, to: nil)
                == CGRect(x: 16, y: form.view.safeAreaInsets.top + 10 + form.view.frame.minY, width: 343, height: 44))
        #expect(form.view.constraints.map(\.identifier) == [nil, nil, nil, nil])
        #expect(form.view.constraints[1].firstItem === form.view.safeAreaLayoutGuide && form.view.constraints[1].firstAttribute == .bottom)
    }

    @Test("by identifier; an identifier it lacks and a storyboard that is not there are reported as iOS reports them")
    func identifiers() throws {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let folder = try Self.directory(["Main.storyboard": Self.storyboard])
        defer { try? FileManager.default.removeItem(at: folder) }
        sim.interfaceBuilderResources = InterfaceBuilderResources(directories: [folder], modules: ["UIKitTests"])
        let detail = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "Detail")
        #expect(type(of: detail) == UIViewController.self && detail.view.frame.width == 375)
        _ = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "Nope")
        let missing = UIStoryboard(name: "Other", bundle: nil)
        #expect(missing.instantiateInitialViewController() == nil)
        #expect(sim.diagnostics.count == 3)
        #expect(
            sim.diagnostics.first?.hasSuffix(
                "Storyboard doesn't contain a view controller with identifier 'Nope' (as iOS says); it has [\"Form\", \"Detail\"]") == true)
        #expect(
            sim.diagnostics.dropFirst().allSatisfy {
                $0.hasPrefix("storyboard not loaded: Other.storyboard:0:0: Could not find a storyboard named 'Other' (as iOS says)")
            })
    }

    @Test("a bundle's storyboard: UIStoryboard(name:bundle:) with a bundle other than the main one reads its resource")
    func bundle() throws {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let folder = try Self.directory(["Main.storyboard": Self.storyboard])
        defer { try? FileManager.default.removeItem(at: folder) }
        sim.interfaceBuilderResources = InterfaceBuilderResources(modules: ["UIKitTests"])
        let bundle = try #require(Bundle(path: folder.path))
        #expect(UIStoryboard(name: "Main", bundle: bundle).instantiateViewController(withIdentifier: "Form") is SceneController)
        #expect(sim.diagnostics == [])
    }

    @Test("UIViewController(nibName:bundle:) loads its xib with itself as File's Owner; Bundle.loadNibNamed gives the top-level objects")
    func nibName() throws {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let xib = InterfaceBuilderText.xib(
            owner: "SceneController",
            """
            <view id="v1">
                <rect key="frame" x="0" y="0" width="375" height="667"/>
                <subviews>
                    <textField id="f1"/>
                </subviews>
            </view>
            """
        ).replacingOccurrences(
            of: "customModuleProvider=\"target\"/>",
            with: """
                customModuleProvider="target">
                            <connections>
                                <outlet property="view" destination="v1" id="o1"/>
                                <outlet property="nameField" destination="f1" id="o2"/>
                            </connections>
                        </placeholder>
                """)
        let folder = try Self.directory(["FormView.xib": xib])
        defer { try? FileManager.default.removeItem(at: folder) }
        sim.interfaceBuilderResources = InterfaceBuilderResources(directories: [folder], modules: ["UIKitTests"])
        let form = SceneController(nibName: "FormView", bundle: nil)
        sim.window.rootViewController = form
        sim.advance(by: .seconds(1))
        #expect(sim.diagnostics == [])
        #expect(form.nameFieldAtViewDidLoad != nil && form.nameField?.superview === form.view)
        #expect(form.awoke == 0, "the File's Owner is not sent awakeFromNib")

        let owner = SceneController(nibName: nil, bundle: nil)
        let objects = try #require(Bundle(path: folder.path)?.loadNibNamed("FormView", owner: owner))
        #expect(objects.count == 1 && (objects.first as? UIView) === owner.viewIfLoaded && owner.nameField != nil)
        #expect(Bundle(path: folder.path)?.loadNibNamed("Missing", owner: nil) == nil)
        #expect(sim.diagnostics.count == 1 && sim.diagnostics.first?.contains("Could not load NIB in bundle with name 'Missing'") == true)
    }

    @Test(
        "a controller made without a nib name loads the xib named after its class (Scene.xib for SceneController), as Apple documents nibName; UIKit's own controllers look for none"
    )
    func defaultNibName() throws {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let xib = InterfaceBuilderText.xib(
            owner: "SceneController",
            """
            <view id="v1">
                <subviews>
                    <textField id="f1"/>
                </subviews>
            </view>
            """
        ).replacingOccurrences(
            of: "customModuleProvider=\"target\"/>",
            with: """
                customModuleProvider="target">
                            <connections>
                                <outlet property="view" destination="v1" id="o1"/>
                                <outlet property="nameField" destination="f1" id="o2"/>
                            </connections>
                        </placeholder>
                """)
        let folder = try Self.directory(["Scene.xib": xib, "UIViewController.xib": xib])
        defer { try? FileManager.default.removeItem(at: folder) }
        sim.interfaceBuilderResources = InterfaceBuilderResources(directories: [folder], modules: ["UIKitTests"])
        let scene = SceneController()
        scene.loadViewIfNeeded()
        #expect(scene.nameField?.superview === scene.view)
        let plain = UIViewController()
        plain.loadViewIfNeeded()
        #expect(plain.view.subviews.isEmpty)
        #expect(sim.diagnostics == [])
    }

    @Test("relationship segues that lead in a circle are refused, not followed")
    func circle() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="a">
                <scenes>
                    <scene sceneID="s1">
                        <objects>
                            <navigationController id="a" sceneMemberID="viewController">
                                <connections>
                                    <segue destination="b" kind="relationship" relationship="rootViewController" id="g1"/>
                                </connections>
                            </navigationController>
                            <navigationController id="b" sceneMemberID="viewController">
                                <connections>
                                    <segue destination="a" kind="relationship" relationship="rootViewController" id="g2"/>
                                </connections>
                            </navigationController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        let storyboard = UIStoryboard(document: try InterfaceBuilderText.document(text), modules: ["UIKitTests"])
        #expect {
            _ = try storyboard.loadInitialViewController()
        } throws: { error in
            (error as? InterfaceBuilderError)?.message == "relationship segues lead in a circle back to \"a\""
                && (error as? InterfaceBuilderError)?.line == 13
        }
    }

    @Test(
        "performSegue: the destination made from the storyboard, prepare(for:sender:), then a show segue pushes and a presentation segue presents; an identifier the scene lacks is reported"
    )
    func segues() throws {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let storyboard = UIStoryboard(document: try InterfaceBuilderText.document(Self.storyboard), modules: ["UIKitTests"])
        let navigation = try #require(try storyboard.loadInitialViewController() as? UINavigationController)
        let form = try #require(navigation.viewControllers.first as? SceneController)
        sim.window.rootViewController = navigation
        sim.advance(by: .seconds(1))
        form.performSegue(withIdentifier: "showDetail", sender: "button")
        sim.advance(by: .seconds(1))
        #expect(form.prepared == ["showDetail → UIViewController from button"])
        #expect(navigation.viewControllers.count == 2 && navigation.topViewController?.storyboard === storyboard)
        navigation.popViewController(animated: false)
        sim.advance(by: .seconds(1))
        form.performSegue(withIdentifier: "presentDetail", sender: nil)
        sim.advance(by: .seconds(1))
        #expect(form.prepared.count == 2)
        let presented = try #require(navigation.presentedViewController ?? form.presentedViewController)
        #expect(presented.modalPresentationStyle == .fullScreen)
        form.performSegue(withIdentifier: "nope", sender: nil)
        #expect(
            sim.diagnostics.last
                == "SceneController: Receiver has no segue with identifier 'nope' (as iOS says); the segue is not performed")
        #expect(form.asked == [], "segues performed in code are not asked about")
    }

    @Test(
        "a segue a button triggers: shouldPerformSegue is asked on touch up inside, then the segue is performed with the button as sender")
    func buttonSegue() throws {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let storyboard = UIStoryboard(document: try InterfaceBuilderText.document(Self.storyboard), modules: ["UIKitTests"])
        let navigation = try #require(try storyboard.loadInitialViewController() as? UINavigationController)
        let form = try #require(navigation.viewControllers.first as? SceneController)
        sim.window.rootViewController = navigation
        sim.advance(by: .seconds(1))
        let button = try #require(form.view.subviews.last as? UIButton)
        form.allowsSegues = false
        button.sendActions(for: .touchUpInside)
        sim.advance(by: .seconds(1))
        #expect(form.asked == ["buttonDetail"] && form.prepared == [] && navigation.viewControllers.count == 1)
        form.allowsSegues = true
        button.sendActions(for: .touchUpInside)
        sim.advance(by: .seconds(1))
        #expect(form.asked == ["buttonDetail", "buttonDetail"])
        #expect(form.prepared == ["buttonDetail → UIViewController from ?"])
        #expect(navigation.viewControllers.count == 2)
        #expect(sim.diagnostics == [])
    }
}
