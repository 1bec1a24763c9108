import Foundation
import Testing
import KeyboardSim
import KeyboardSimCore

/// Storyboard screens in scenario files: `"screen": {"storyboard": …, "scene": …, "outlets": {…}}`
/// read, bound to the technique's parts, and every refusal located in the scenario file and, where
/// it is the storyboard's, in the storyboard too.
@MainActor @Suite("Storyboard screens: decoding, binding and refusals")
final class StoryboardScreenDecodingTests {
    /// A folder of its own for each test, with `Login.storyboard` written from `login`'s XML.
    private let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("kbsim-storyboard-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: folder) }

    /// A storyboard with one scene, `Login`, the initial one: an email field, a password field
    /// whose bottom constraint (identifier `passwordSpace`) is an outlet, a label.
    static func login(controllerAttributes: String = "", fieldClass: String = "", extraScene: String = "", extraXML: String = "")
        -> String
    {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES" initialViewController="vc">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <viewController storyboardIdentifier="Login" id="vc"\(controllerAttributes) sceneMemberID="viewController">
                            <view key="view" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <subviews>
                                    <textField translatesAutoresizingMaskIntoConstraints="NO" id="email"/>
                                    <textField translatesAutoresizingMaskIntoConstraints="NO"\(fieldClass) id="password"/>
                                    <label text="Sign in" translatesAutoresizingMaskIntoConstraints="NO" id="title"/>
                                    \(extraXML)
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="safe"/>
                                <constraints>
                                    <constraint firstItem="email" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="40" id="c1"/>
                                    <constraint firstItem="email" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c2"/>
                                    <constraint firstItem="email" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" constant="-20" id="c3"/>
                                    <constraint firstItem="password" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c4"/>
                                    <constraint firstItem="password" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" constant="-20" id="c5"/>
                                    <constraint firstItem="password" firstAttribute="bottom" secondItem="safe" secondAttribute="bottom" constant="-20" identifier="passwordSpace" id="c6"/>
                                    <constraint firstItem="title" firstAttribute="top" secondItem="email" secondAttribute="bottom" constant="8" id="c7"/>
                                    <constraint firstItem="title" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c8"/>
                                </constraints>
                            </view>
                            <connections>
                                <outlet property="bottomConstraint" destination="c6" id="o1"/>
                                <outlet property="emailField" destination="email" id="o2"/>
                                <outlet property="passwordField" destination="password" id="o3"/>
                                <outlet property="titleLabel" destination="title" id="o4"/>
                            </connections>
                        </viewController>
                    </objects>
                </scene>
                \(extraScene)
            </scenes>
        </document>
        """
    }

    /// Writes `storyboard` as `Login.storyboard` and parses a scenario in the same folder whose
    /// screen is `screen`.
    private func parse(
        _ screen: String, storyboard: String = login(), technique: String = "bottom-constant", steps: String = "[]"
    ) throws(ScenarioError) -> Scenario {
        try? Data(storyboard.utf8).write(to: folder.appendingPathComponent("Login.storyboard"))
        let text = """
            {"title": "t", "device": "iPhone SE (3rd generation)",
             "screen": \(screen),
             "technique": {"name": "\(technique)"}, "steps": \(steps), "expect": {"fieldClearsKeyboard": true}}
            """
        return try Scenario.parse(text, file: folder.appendingPathComponent("s.json").path)
    }

    /// The error `parse` throws, without the folder's path.
    private func refusal(
        _ screen: String, storyboard: String = login(), technique: String = "bottom-constant", steps: String = "[]"
    ) -> ScenarioError? {
        do {
            _ = try parse(screen, storyboard: storyboard, technique: technique, steps: steps)
            return nil
        } catch {
            var error = error
            error.file = error.file.replacingOccurrences(of: folder.path, with: "DIR")
            error.message = error.message.replacingOccurrences(of: folder.path, with: "DIR")
            return error
        }
    }

    private static let bound =
        #"{"storyboard": "Login.storyboard", "scene": "Login", "outlets": {"nameField": "passwordField", "bottomSpace": "bottomConstraint"}}"#

    @Test("a scene by Storyboard ID, its outlets bound to the technique's parts; encoded back as written")
    func decodes() throws {
        let scenario = try parse(Self.bound)
        #expect(scenario.screen == "storyboard" && scenario.inlineScreen == nil)
        let screen = try #require(scenario.storyboardScreen)
        #expect(screen.path == "Login.storyboard" && screen.scene == "Login")
        #expect(screen.outlets == [.init(part: "nameField", name: "passwordField"), .init(part: "bottomSpace", name: "bottomConstraint")])
        #expect(screen.document.file == folder.appendingPathComponent("Login.storyboard").path)
        #expect(
            screen.jsonValue.compact
                == #"{"storyboard": "Login.storyboard", "scene": "Login", "outlets": {"nameField": "passwordField", "bottomSpace": "bottomConstraint"}}"#
        )
    }

    @Test("without a scene, the initial view controller; a part not listed binds to the outlet or identifier of its name")
    func initialSceneAndDefaultNames() throws {
        let scenario = try parse(
            #"{"storyboard": "Login.storyboard", "outlets": {"nameField": "passwordField", "bottomSpace": "passwordSpace"}}"#)
        #expect(scenario.storyboardScreen?.scene == nil)
        // bottomSpace by the constraint's identifier; nameField by its outlet.
        let renamed = Self.login().replacingOccurrences(of: #"property="passwordField""#, with: #"property="nameField""#)
            .replacingOccurrences(of: #"identifier="passwordSpace""#, with: #"identifier="bottomSpace""#)
        #expect(refusal(#"{"storyboard": "Login.storyboard"}"#, storyboard: renamed) == nil)
    }

    @Test("the bound views and constraints carry their part's name: focus steps, the trace and the verdicts use it")
    func runs() throws {
        let scenario = try parse(
            Self.bound, steps: #"[{"at": 0.5, "do": "focus", "field": "nameField"}, {"at": 1.5, "do": "dismissKeyboard"}]"#)
        let result = ScenarioRunner.run(scenario)
        #expect(result.passed, "\(result)")
        let text = TraceReport.text(result.trace)
        #expect(text.contains("BottomConstantController changed bottomSpace.constant: -20 → -280"), "\(text)")
        #expect(text.contains("emailField {{20, 60}"), "another outlet's view is named after its outlet")
        #expect(text.contains("titleLabel {{20, "))
        #expect(text.contains("storyboardScreen {{0, 0}, {375, 667}}"), "the root view, without an identifier of its own")
    }

    @Test("a focus step naming a field the storyboard does not have is refused, listing the storyboard screen's fields")
    func focusNames() {
        let error = refusal(Self.bound, steps: #"[{"at": 0.5, "do": "focus", "field": "passwordField"}]"#)
        #expect(
            error?.message
                == #"no field "passwordField" on the scenario's screens; the fields are storyboard: "emailField", "nameField""#,
            "\(String(describing: error))")
    }

    @Test("a storyboard that is missing is an input that cannot be read: the path, and where the file names it")
    func missing() {
        let error = refusal(#"{"storyboard": "Nope.storyboard"}"#)
        #expect(error?.description == "DIR/s.json:2:27: $.screen.storyboard: cannot read the storyboard DIR/Nope.storyboard (no such file)")
        #expect(error?.cannotReadInput == true)
        #expect(refusal(#"{"storyboard": "Login.xib"}"#)?.cannotReadInput == false)
        #expect(
            refusal(#"{"storyboard": "Login.xib"}"#)?.message
                == #""Login.xib" is not a .storyboard file; expected its path, relative to the scenario file"#)
    }

    @Test("a scene that does not exist: the scenes that do; a scene that is not a plain view controller")
    func scenes() {
        #expect(
            refusal(#"{"storyboard": "Login.storyboard", "scene": "Logn"}"#)?.description
                == #"DIR/s.json:2:56: $.screen.scene: DIR/Login.storyboard has no scene with the Storyboard ID "Logn" (did you mean "Login"?); its scenes with a Storyboard ID are "Login""#
        )
        let noInitial = Self.login().replacingOccurrences(of: #" initialViewController="vc""#, with: "")
        #expect(
            refusal(#"{"storyboard": "Login.storyboard"}"#, storyboard: noInitial)?.message
                == #"DIR/Login.storyboard has no initial view controller; name a scene with "scene": its scenes with a Storyboard ID are "Login""#
        )
        let navigation = Self.login(
            extraScene: """
                <scene sceneID="s2"><objects>
                    <navigationController storyboardIdentifier="Nav" id="nav" sceneMemberID="viewController"/>
                </objects></scene>
                """)
        let error = refusal(#"{"storyboard": "Login.storyboard", "scene": "Nav"}"#, storyboard: navigation)
        #expect(error?.path == "$.screen.scene")
        #expect(
            error?.message.hasSuffix(
                #"the scene "Nav" is a <navigationController>; the technique's controller takes the place of a plain view controller (<viewController>): name the scene of the screen itself"#
            ) == true, "\(String(describing: error))")
    }

    @Test("an outlet or identifier the scene does not have: the scene's outlets and constraint identifiers")
    func missingOutlet() {
        let error = refusal(
            #"{"storyboard": "Login.storyboard", "outlets": {"nameField": "passwordField", "bottomSpace": "bottomConstrant"}}"#)
        #expect(error?.path == "$.screen.outlets.bottomSpace")
        #expect(
            error?.message
                == #"bottom-constant binds "bottomSpace" (the constraint whose constant the handler lowers by the keyboard's overlap (nameField.bottom == safeArea.bottom - 20)) to "bottomConstrant", which is no outlet of the initial scene and no constraint's identifier in DIR/Login.storyboard (did you mean "bottomConstraint"?); its outlets: "bottomConstraint", "emailField", "passwordField", "titleLabel"; its constraint identifiers: "passwordSpace""#,
            "\(String(describing: error))")
        // A part not listed, and not in the storyboard by its own name: how to bind it.
        let unlisted = refusal(#"{"storyboard": "Login.storyboard", "outlets": {"nameField": "passwordField"}}"#)
        #expect(unlisted?.path == "$.screen.outlets")
        #expect(unlisted?.message.hasSuffix(#"(bind it with "outlets": {"bottomSpace": "…"})"#) == true, "\(String(describing: unlisted))")
        // A key that is no part of the technique.
        let unknown = refusal(#"{"storyboard": "Login.storyboard", "outlets": {"nameFeld": "passwordField"}}"#)
        #expect(
            unknown?.message
                == #"bottom-constant has no part "nameFeld" (did you mean "nameField"?); its parts are "nameField", "bottomSpace""#)
    }

    @Test("a part bound to the wrong kind of object")
    func wrongKind() {
        let error = refusal(
            #"{"storyboard": "Login.storyboard", "outlets": {"nameField": "titleLabel", "bottomSpace": "bottomConstraint"}}"#)
        #expect(error?.path == "$.screen.outlets.nameField")
        #expect(
            error?.message
                == #"bottom-constant needs "nameField" to be a textField (the field the technique keeps clear of the keyboard); "titleLabel" is a UILabel"#
        )
    }

    /// How a refusal of the app's classes ends: the two ways on, the test's call named.
    static let customClassRoute =
        #"To replay the built-in technique on this screen, remove the custom class; to run your own classes, test them in your app's package: list their Swift files and Login.storyboard in the test target's kbsim-port.txt and make the scene with UIStoryboard(name: "Login", bundle: nil).instantiateViewController(identifier: "Login") (the tutorials' "Test your own file"; the article "Testing an iOS app's files on Linux")"#

    @Test("custom classes: the scene's controller is the technique's; any other class must be UIKit's")
    func customClasses() {
        // A tutorial's storyboard: the scene names the app's controller.
        let controller = refusal(
            Self.bound, storyboard: Self.login(controllerAttributes: #" customClass="LoginViewController" customModule="LoginApp""#))
        #expect(controller?.path == "$.screen.storyboard")
        #expect(
            controller?.message
                == #"DIR/Login.storyboard:6:158: the storyboard names a class of your app, which the command line cannot make (no app module is built there): "LoginViewController" (the scene's view controller, line 6). The technique's controller would take the place of LoginViewController, whose own code would not run, so the storyboard is refused. "#
                + Self.customClassRoute, "\(String(describing: controller))")
        let field = refusal(Self.bound, storyboard: Self.login(fieldClass: #" customClass="PaddedTextField" customModule="App""#))
        #expect(
            field?.message
                == #"DIR/Login.storyboard:11:149: the storyboard names a class of your app, which the command line cannot make (no app module is built there): "PaddedTextField" (<textField>, line 11). A UIKit class in place of PaddedTextField would not be your screen (none of its own code would run: initializers, layout, intrinsic size), so the storyboard is refused. "#
                + Self.customClassRoute, "\(String(describing: field))")
        #expect(refusal(Self.bound, storyboard: Self.login(fieldClass: #" customClass="UITextField""#)) == nil, "a UIKit class by name")
    }

    @Test("every custom class is named at once, with its line; the initial scene's call when the file names no scene")
    func everyCustomClass() {
        let both = Self.login(
            controllerAttributes: #" customClass="LoginViewController" customModule="LoginApp""#,
            fieldClass: #" customClass="PaddedTextField" customModule="LoginApp""#)
        let error = refusal(
            #"{"storyboard": "Login.storyboard", "outlets": {"nameField": "passwordField", "bottomSpace": "bottomConstraint"}}"#,
            storyboard: both)
        #expect(error?.path == "$.screen.storyboard")
        #expect(
            error?.message.hasPrefix(
                #"DIR/Login.storyboard:6:158: the storyboard names classes of your app, which the command line cannot make (no app module is built there): "LoginViewController" (the scene's view controller, line 6), "PaddedTextField" (<textField>, line 11). The technique's controller would take the place of LoginViewController, whose own code would not run; a UIKit class in place of PaddedTextField would not be your screen (none of its own code would run: initializers, layout, intrinsic size), so the storyboard is refused. To replay"#
            ) == true, "\(String(describing: error))")
        #expect(
            error?.message.hasSuffix(
                #"remove the custom classes; to run your own classes, test them in your app's package: list their Swift files and Login.storyboard in the test target's kbsim-port.txt and make the scene with UIStoryboard(name: "Login", bundle: nil).instantiateInitialViewController() (the tutorials' "Test your own file"; the article "Testing an iOS app's files on Linux")"#
            ) == true, "\(String(describing: error))")
    }

    @Test("an element the storyboard loader refuses: its file, line and message")
    func loaderRefusal() {
        let error = refusal(Self.bound, storyboard: Self.login(extraXML: #"<webView id="web"/>"#))
        #expect(error?.path == "$.screen.storyboard")
        #expect(error?.message.hasPrefix("DIR/Login.storyboard:13:46: ") == true, "\(String(describing: error))")
        #expect(
            error?.message.hasSuffix(
                "<webView> is not supported by KeyboardSim's storyboard loader yet; remove it, or build that part of the screen in code")
                == true)
    }

    @Test("scroll-view-insets binds formScrollView to a scroll view with nameField inside it; an inline screen cannot give one")
    func scrollView() throws {
        let inline = refusal(#"{"views": [{"id": "nameField", "type": "textField"}]}"#, technique: "scroll-view-insets")
        #expect(
            inline?.message
                == #"scroll-view-insets needs a scroll view "formScrollView" (the scroll view whose bottom insets take the keyboard's overlap, with nameField inside it), which an inline screen cannot describe; name the technique's own screen, or draw the screen in a storyboard: {"storyboard": "….storyboard", …}"#
        )
        let outside = Self.login(extraXML: #"<scrollView translatesAutoresizingMaskIntoConstraints="NO" id="scroll"/>"#)
            .replacingOccurrences(
                of: "</connections>", with: #"<outlet property="scrollView" destination="scroll" id="o5"/></connections>"#)
        let error = refusal(
            #"{"storyboard": "Login.storyboard", "outlets": {"nameField": "passwordField", "formScrollView": "scrollView"}}"#,
            storyboard: outside, technique: "scroll-view-insets")
        #expect(
            error?.message
                == #"scroll-view-insets needs "nameField" ("passwordField") inside "formScrollView" ("scrollView"): the scroll view scrolls it into view"#
        )
    }
}
