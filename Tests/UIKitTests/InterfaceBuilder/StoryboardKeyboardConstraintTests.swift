import Testing
import UIKit
import KeyboardSim

/// A constraint subclass that exists only as a storyboard constraint's custom class, in the shape
/// keyboard libraries publish (written for these tests, as `kbsim port` leaves such a file): it
/// registers for the keyboard in `init?(coder:)`, takes its resting constant in `awakeFromNib()`,
/// and adds the keyboard's height to it while the keyboard shows.
final class StoryboardKeyboardConstraint: NSLayoutConstraint {
    private var offset: CGFloat = 0
    private(set) var keyboardHeight: CGFloat = 0

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        NotificationCenter.default.addObserver(
            self, selector: StoryboardKeyboardConstraint.keyboardWillShow, name: UIResponder.keyboardWillShowNotification, object: nil)
        NotificationCenter.default.addObserver(
            self, selector: StoryboardKeyboardConstraint.keyboardWillHide, name: UIResponder.keyboardWillHideNotification, object: nil)
    }

    deinit {
        NotificationCenter.default.removeObserver(self)
    }

    override func awakeFromNib() {
        super.awakeFromNib()
        offset = constant
    }

    func keyboardWillShow(_ notification: Notification) {
        guard let frame = (notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue else { return }
        keyboardHeight = frame.height
        constant = offset + keyboardHeight
    }

    func keyboardWillHide(_ notification: Notification) {
        keyboardHeight = 0
        constant = offset
    }
}

@MainActor @Suite("StoryboardKeyboardConstraint: a constraint subclass made only by a storyboard, as the app makes it")
struct StoryboardKeyboardConstraintTests {
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="vc">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <viewController id="vc" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <textField borderStyle="roundedRect" translatesAutoresizingMaskIntoConstraints="NO" id="field">
                                        <constraints>
                                            <constraint firstAttribute="height" constant="44" id="h"/>
                                        </constraints>
                                        <accessibility key="accessibilityConfiguration" identifier="field"/>
                                    </textField>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="safe"/>
                                <constraints>
                                    <constraint firstItem="field" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="20" id="l"/>
                                    <constraint firstItem="safe" firstAttribute="trailing" secondItem="field" secondAttribute="trailing" constant="20" id="t"/>
                                    <constraint firstItem="root" firstAttribute="bottom" secondItem="field" secondAttribute="bottom" constant="16" identifier="follow" id="b" customClass="StoryboardKeyboardConstraint" customModule="App" customModuleProvider="target"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    @Test(
        "made through init?(coder:) with its items, woken with its storyboard constant, it follows the keyboard",
        arguments: [
            (Device.iPhoneSE3, CGFloat(260)), (Device.iPhone16, CGFloat(336)),
        ])
    func follows(device: Device, keyboardHeight: CGFloat) throws {
        let sim = Simulation(device: device, profile: .iOS17)
        let storyboard = UIStoryboard(document: try InterfaceBuilderText.document(Self.storyboard), modules: ["UIKitTests"])
        let controller = try #require(try storyboard.loadInitialViewController())
        sim.window.rootViewController = controller
        sim.advance(by: .seconds(1))
        let constraint = try #require(controller.view.constraints.last as? StoryboardKeyboardConstraint)
        #expect(constraint.identifier == "follow" && constraint.firstAttribute == .bottom && constraint.firstItem === controller.view)
        let field = try #require(controller.view.view(withIdentifier: "field") as? UITextField)
        let screenHeight = device.portraitSize.height
        #expect(constraint.constant == 16)
        #expect(field.convert(field.bounds, to: nil).maxY == screenHeight - 16)

        field.becomeFirstResponder()
        sim.advance(by: .seconds(1))
        #expect(sim.keyboard.frame.height == keyboardHeight)
        #expect(constraint.constant == 16 + keyboardHeight)
        #expect(field.convert(field.bounds, to: nil).maxY == screenHeight - keyboardHeight - 16)

        field.resignFirstResponder()
        sim.advance(by: .seconds(1))
        #expect(constraint.constant == 16)
        #expect(field.convert(field.bounds, to: nil).maxY == screenHeight - 16)
    }
}
