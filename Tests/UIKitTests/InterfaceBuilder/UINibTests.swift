import Testing
import UIKit
import KeyboardSim

/// `UINib` and the Interface Builder loader, one element kind at a time: what each element and
/// attribute sets, the connections, and UIKit's order (`init?(coder:)`, connections,
/// `awakeFromNib()`).
@MainActor @Suite("UINib: xibs read on Linux, element by element")
struct UINibTests {
    private func view(_ xml: String) throws -> UIView {
        let objects = try InterfaceBuilderText.load(InterfaceBuilderText.xib(xml), owner: FormOwner())
        return try #require(objects.first as? UIView)
    }

    @Test("<view>: frame, autoresizing mask, Auto Layout flag, hidden, alpha, tag, content mode, priorities, margins, accessibility")
    func plainView() throws {
        let view = try view(
            """
            <view hidden="YES" alpha="0.5" tag="7" contentMode="scaleAspectFit" horizontalHuggingPriority="251" verticalCompressionResistancePriority="749" id="v1">
                <rect key="frame" x="10" y="20" width="300" height="400"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" heightSizable="YES"/>
                <edgeInsets key="layoutMargins" top="1" left="2" bottom="3" right="4"/>
                <accessibility key="accessibilityConfiguration" identifier="card" label="Card"/>
            </view>
            """)
        #expect(type(of: view) == UIView.self)
        #expect(view.frame == CGRect(x: 10, y: 20, width: 300, height: 400))
        #expect(view.autoresizingMask == [.flexibleRightMargin, .flexibleHeight])
        #expect(view.translatesAutoresizingMaskIntoConstraints)
        #expect(view.isHidden && view.alpha == 0.5 && view.tag == 7 && view.contentMode == .scaleAspectFit)
        #expect(view.contentHuggingPriority(for: .horizontal) == UILayoutPriority(251))
        #expect(view.contentCompressionResistancePriority(for: .vertical) == UILayoutPriority(749))
        #expect(view.layoutMargins == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(view.accessibilityIdentifier == "card" && view.accessibilityLabel == "Card")
    }

    @Test("a view's directionalEdgeInsets: its language-directional margins, as Xcode writes them")
    func directionalMargins() throws {
        let view = try view(
            """
            <view id="v1">
                <rect key="frame" x="0" y="0" width="300" height="400"/>
                <directionalEdgeInsets key="directionalLayoutMargins" top="1" leading="2" bottom="3" trailing="4"/>
            </view>
            """)
        #expect(view.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        #expect(view.layoutMargins == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
    }

    @Test("<label>: text, lines, alignment, line breaks, font")
    func label() throws {
        let root = try view(
            """
            <view id="v1">
                <subviews>
                    <label text="Welcome" textAlignment="center" lineBreakMode="wordWrap" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="l1">
                        <fontDescription key="fontDescription" type="boldSystem" pointSize="28"/>
                        <nil key="textColor"/>
                    </label>
                </subviews>
            </view>
            """)
        let label = try #require(root.subviews.first as? UILabel)
        #expect(label.text == "Welcome" && label.numberOfLines == 0)
        #expect(label.textAlignment == .center && label.lineBreakMode == .byWordWrapping)
        #expect(label.font.pointSize == 28)
        #expect(!label.translatesAutoresizingMaskIntoConstraints)
    }

    @Test("<button>: type, title, and its action sent to the File's Owner")
    func button() throws {
        let owner = FormOwner()
        let objects = try InterfaceBuilderText.load(
            InterfaceBuilderText.xib(
                """
                <button buttonType="system" enabled="NO" id="b1">
                    <rect key="frame" x="0" y="0" width="80" height="44"/>
                    <state key="normal" title="Save"/>
                    <connections>
                        <action selector="save:" destination="-1" eventType="touchUpInside" id="a1"/>
                    </connections>
                </button>
                """), owner: owner)
        let button = try #require(objects.first as? UIButton)
        #expect(button.buttonType == .system && button.title(for: .normal) == "Save" && !button.isEnabled)
        button.isEnabled = true
        button.sendActions(for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        #expect(owner.saves == ["UIButton", "UIButton"])
    }

    @Test("<textField>: text, placeholder, border, and its text input traits")
    func textField() throws {
        let root = try view(
            """
            <view id="v1">
                <subviews>
                    <textField text="a@b.c" placeholder="Email" borderStyle="roundedRect" clearButtonMode="whileEditing" minimumFontSize="17" id="f1">
                        <fontDescription key="fontDescription" type="system" pointSize="15"/>
                        <textInputTraits key="textInputTraits" autocapitalizationType="none" autocorrectionType="no" keyboardType="emailAddress" keyboardAppearance="dark" returnKeyType="next" enablesReturnKeyAutomatically="YES" textContentType="email"/>
                    </textField>
                    <textField id="f2">
                        <textInputTraits key="textInputTraits" returnKeyType="done" secureTextEntry="YES"/>
                    </textField>
                </subviews>
            </view>
            """)
        let email = try #require(root.subviews.first as? UITextField)
        #expect(email.text == "a@b.c" && email.placeholder == "Email" && email.borderStyle == .roundedRect)
        #expect(email.clearButtonMode == .whileEditing && email.minimumFontSize == 17 && email.font?.pointSize == 15)
        #expect(email.keyboardType == .emailAddress && email.returnKeyType == .next && email.keyboardAppearance == .dark)
        #expect(email.autocapitalizationType == UITextAutocapitalizationType.none && email.autocorrectionType == .no)
        #expect(email.enablesReturnKeyAutomatically && email.textContentType == UITextContentType(rawValue: "email"))
        let password = try #require(root.subviews.last as? UITextField)
        #expect(password.isSecureTextEntry && password.returnKeyType == .done && password.keyboardType == .default)
    }

    @Test("<textView>: text, editable, traits")
    func textView() throws {
        let root = try view(
            """
            <view id="v1">
                <subviews>
                    <textView text="Notes" editable="NO" textAlignment="natural" id="t1">
                        <textInputTraits key="textInputTraits" autocapitalizationType="sentences" returnKeyType="send"/>
                    </textView>
                </subviews>
            </view>
            """)
        let textView = try #require(root.subviews.first as? UITextView)
        #expect(textView.text == "Notes" && !textView.isEditable && textView.returnKeyType == .send)
    }

    @Test("<imageView>: the image's size from the document's resources, else UIImage(named:)'s")
    func imageView() throws {
        let text = InterfaceBuilderText.xib(
            """
            <view id="v1">
                <subviews>
                    <imageView image="logo" contentMode="scaleAspectFit" id="i1"/>
                    <imageView image="other" id="i2"/>
                </subviews>
            </view>
            """
        ).replacingOccurrences(
            of: "    </objects>",
            with: "    </objects>\n    <resources>\n        <image name=\"logo\" width=\"120\" height=\"40\"/>\n    </resources>")
        let root = try #require(try InterfaceBuilderText.load(text).first as? UIView)
        let logo = try #require(root.subviews.first as? UIImageView)
        #expect(logo.image?.size == CGSize(width: 120, height: 40))
        #expect(logo.intrinsicContentSize == CGSize(width: 120, height: 40))
        #expect((root.subviews.last as? UIImageView)?.image?.size == UIImage(named: "other")?.size)
    }

    @Test("<stackView>: axis, distribution, alignment, spacing, its subviews arranged in order")
    func stackView() throws {
        let root = try view(
            """
            <view id="v1">
                <subviews>
                    <stackView axis="vertical" distribution="fillEqually" alignment="center" spacing="12" id="s1">
                        <subviews>
                            <label text="A" id="l1"/>
                            <label text="B" id="l2"/>
                        </subviews>
                    </stackView>
                </subviews>
            </view>
            """)
        let stack = try #require(root.subviews.first as? UIStackView)
        #expect(stack.axis == .vertical && stack.distribution == .fillEqually && stack.alignment == .center && stack.spacing == 12)
        #expect(stack.arrangedSubviews.map { ($0 as? UILabel)?.text } == ["A", "B"])
        #expect(stack.arrangedSubviews.count == stack.subviews.count)
    }

    @Test("<scrollView>: keyboard dismiss mode, its content and frame layout guides in constraints")
    func scrollView() throws {
        let root = try view(
            """
            <view id="v1">
                <rect key="frame" x="0" y="0" width="320" height="480"/>
                <subviews>
                    <scrollView keyboardDismissMode="interactive" contentInsetAdjustmentBehavior="never" id="sc1">
                        <rect key="frame" x="0" y="0" width="320" height="480"/>
                        <subviews>
                            <view translatesAutoresizingMaskIntoConstraints="NO" id="c1">
                                <constraints>
                                    <constraint firstAttribute="height" constant="900" id="k1"/>
                                </constraints>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="c1" firstAttribute="top" secondItem="cg1" secondAttribute="top" id="k2"/>
                            <constraint firstItem="c1" firstAttribute="bottom" secondItem="cg1" secondAttribute="bottom" id="k3"/>
                            <constraint firstItem="c1" firstAttribute="leading" secondItem="cg1" secondAttribute="leading" id="k4"/>
                            <constraint firstItem="c1" firstAttribute="trailing" secondItem="cg1" secondAttribute="trailing" id="k5"/>
                            <constraint firstItem="c1" firstAttribute="width" secondItem="fg1" secondAttribute="width" id="k6"/>
                        </constraints>
                        <viewLayoutGuide key="contentLayoutGuide" id="cg1"/>
                        <viewLayoutGuide key="frameLayoutGuide" id="fg1"/>
                    </scrollView>
                </subviews>
            </view>
            """)
        let scroll = try #require(root.subviews.first as? UIScrollView)
        #expect(scroll.keyboardDismissMode == .interactive && scroll.contentInsetAdjustmentBehavior == .never)
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let controller = UIViewController()
        controller.view.addSubview(root)
        sim.window.rootViewController = controller
        sim.advance(by: .seconds(1))
        #expect(scroll.contentSize == CGSize(width: 320, height: 900))
        #expect(scroll.constraints.map { $0.secondItem === scroll.contentLayoutGuide } == [true, true, true, true, false])
    }

    @Test("<scrollView>: bouncing, scroll indicators, paging and indicator style, each as Interface Builder writes it")
    func scrollViewFlags() throws {
        let root = try view(
            """
            <view id="v1">
                <rect key="frame" x="0" y="0" width="320" height="480"/>
                <subviews>
                    <scrollView bounces="NO" alwaysBounceVertical="YES" alwaysBounceHorizontal="YES" showsHorizontalScrollIndicator="NO" showsVerticalScrollIndicator="NO" pagingEnabled="YES" indicatorStyle="white" id="sc1"/>
                    <scrollView id="sc2"/>
                </subviews>
            </view>
            """)
        let scroll = try #require(root.subviews.first as? UIScrollView)
        #expect(!scroll.bounces && scroll.alwaysBounceVertical && scroll.alwaysBounceHorizontal)
        #expect(!scroll.showsHorizontalScrollIndicator && !scroll.showsVerticalScrollIndicator)
        #expect(scroll.isPagingEnabled && scroll.indicatorStyle == .white)
        // Without the attributes, UIKit's defaults.
        let plain = try #require(root.subviews.last as? UIScrollView)
        #expect(plain.bounces && !plain.alwaysBounceVertical && !plain.alwaysBounceHorizontal && !plain.isPagingEnabled)
        #expect(plain.showsHorizontalScrollIndicator && plain.showsVerticalScrollIndicator && plain.indicatorStyle == .default)
        // A value Interface Builder does not write is refused where it stands.
        let refusal = try #require(throws: InterfaceBuilderError.self) {
            try view(#"<view id="v1"><subviews><scrollView alwaysBounceVertical="yes" id="s"/></subviews></view>"#)
        }
        #expect(refusal.message.contains("alwaysBounceVertical=\"yes\""), "\(refusal)")
    }

    @Test("<constraint>: items, relation, multiplier (ratio or number), constant, priority, identifier, margins, custom class")
    func constraints() throws {
        interfaceBuilderLog = []
        let root = try view(
            """
            <view id="v1">
                <rect key="frame" x="0" y="0" width="300" height="300"/>
                <subviews>
                    <view translatesAutoresizingMaskIntoConstraints="NO" id="a">
                        <constraints>
                            <constraint firstAttribute="width" secondItem="a" secondAttribute="height" multiplier="2:1" id="c1"/>
                            <constraint firstAttribute="height" constant="50" id="c0"/>
                        </constraints>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstItem="a" firstAttribute="leading" secondItem="v1" secondAttribute="leadingMargin" id="c2"/>
                    <constraint firstItem="a" firstAttribute="top" secondItem="v1" secondAttribute="top" constant="10" id="c3"/>
                    <constraint firstItem="a" firstAttribute="width" relation="lessThanOrEqual" secondItem="v1" secondAttribute="width" multiplier="0.5" constant="-4" priority="750" identifier="half" id="c4"/>
                    <constraint firstItem="a" firstAttribute="bottom" relation="lessThanOrEqual" secondItem="v1" secondAttribute="centerY" identifier="low" id="c5" customClass="AwakeningConstraint" customModule="FormApp"/>
                </constraints>
            </view>
            """)
        let inner = root.subviews[0]
        let ratio = try #require(inner.constraints.first)
        #expect(ratio.firstItem === inner && ratio.firstAttribute == .width && ratio.secondAttribute == .height && ratio.multiplier == 2)
        #expect(root.constraints.map(\.identifier) == [nil, nil, "half", "low"])
        let margin = root.constraints[0]
        #expect(margin.secondItem === root.layoutMarginsGuide && margin.secondAttribute == .leading)
        let half = root.constraints[2]
        #expect(
            half.relation == .lessThanOrEqual && half.multiplier == 0.5 && half.constant == -4 && half.priority == UILayoutPriority(750))
        let low = try #require(root.constraints[3] as? AwakeningConstraint)
        #expect(low.relation == .lessThanOrEqual && low.secondAttribute == .centerY && low.constant == 99)
        #expect(interfaceBuilderLog == ["awake constraint low 0.0"])
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let controller = UIViewController()
        controller.view.addSubview(root)
        sim.window.rootViewController = controller
        sim.advance(by: .seconds(1))
        #expect(inner.frame == CGRect(x: 8, y: 10, width: 100, height: 50))
    }

    @Test("outlets, outlet collections in document order, UIKit's outlets (delegate), runtime attributes")
    func outlets() throws {
        let owner = FormOwner()
        let objects = try InterfaceBuilderText.load(
            InterfaceBuilderText.xib(
                """
                <view id="v1">
                    <subviews>
                        <textField id="f1">
                            <connections>
                                <outlet property="delegate" destination="-1" id="o0"/>
                            </connections>
                        </textField>
                        <textField id="f2"/>
                        <textView id="t1">
                            <userDefinedRuntimeAttributes>
                                <userDefinedRuntimeAttribute type="string" keyPath="accessibilityIdentifier" value="notes"/>
                                <userDefinedRuntimeAttribute type="number" keyPath="layer.cornerRadius">
                                    <integer key="value" value="8"/>
                                </userDefinedRuntimeAttribute>
                            </userDefinedRuntimeAttributes>
                        </textView>
                    </subviews>
                </view>
                """
            ).replacingOccurrences(
                of: "customModuleProvider=\"target\"/>",
                with: """
                    customModuleProvider="target">
                                <connections>
                                    <outlet property="view" destination="v1" id="o1"/>
                                    <outlet property="nameField" destination="f2" id="o2"/>
                                    <outlet property="noteView" destination="t1" id="o3"/>
                                    <outletCollection property="fields" destination="f2" collectionClass="NSMutableArray" id="o4"/>
                                    <outletCollection property="fields" destination="f1" collectionClass="NSMutableArray" id="o5"/>
                                </connections>
                                <userDefinedRuntimeAttributes>
                                    <userDefinedRuntimeAttribute type="number" keyPath="rating">
                                        <integer key="value" value="4"/>
                                    </userDefinedRuntimeAttribute>
                                    <userDefinedRuntimeAttribute type="number" keyPath="weight">
                                        <real key="value" value="2.5"/>
                                    </userDefinedRuntimeAttribute>
                                    <userDefinedRuntimeAttribute type="boolean" keyPath="isDraft" value="YES"/>
                                </userDefinedRuntimeAttributes>
                            </placeholder>
                    """), owner: owner)
        let root = try #require(objects.first as? UIView)
        #expect(objects.count == 1)
        #expect(owner.view === root)
        #expect(owner.nameField === root.subviews[1])
        #expect(owner.hasNoteView)
        #expect(owner.fields.map { $0 === root.subviews[1] } == [true, false])
        #expect(owner.fields.map { $0 === root.subviews[0] } == [false, true])
        #expect((root.subviews[0] as? UITextField)?.delegate === owner)
        #expect(root.subviews[2].accessibilityIdentifier == "notes" && root.subviews[2].layer.cornerRadius == 8)
        #expect(
            owner.rating == 4 && owner.weight == 2.5 && owner.isDraft,
            "numbers and booleans come as NSNumbers, as key-value coding passes them")
    }

    @Test(
        "UIKit's order: subviews made inside their superview's init?(coder:), outlets set before awakeFromNib, awakeFromNib once each, in the order the initializers finished"
    )
    func order() throws {
        interfaceBuilderLog = []
        let objects = try InterfaceBuilderText.load(
            InterfaceBuilderText.xib(
                """
                <view customClass="LoggingView" customModule="FormApp" id="outer">
                    <subviews>
                        <view customClass="LoggingView" id="inner1">
                            <accessibility key="accessibilityConfiguration" identifier="inner1"/>
                        </view>
                        <view customClass="LoggingView" id="inner2">
                            <accessibility key="accessibilityConfiguration" identifier="inner2"/>
                        </view>
                    </subviews>
                    <accessibility key="accessibilityConfiguration" identifier="outer"/>
                </view>
                <view customClass="LoggingView" id="second">
                    <accessibility key="accessibilityConfiguration" identifier="second"/>
                </view>
                """))
        #expect(objects.count == 2)
        #expect(
            interfaceBuilderLog == [
                "init inner1 (0 subviews)", "init inner2 (0 subviews)", "init outer (2 subviews)", "init second (0 subviews)",
                "awake inner1", "awake inner2", "awake outer", "awake second",
            ])
        #expect((objects.first as? LoggingView)?.subviewsAtInit == 2)
    }

    @Test("a subclass's setValue(_:forKey:) passes the keys it does not know to its superclass's, and a key no class knows stops the load")
    func inheritedOutlets() throws {
        let owner = DetailedFormOwner()
        let text = InterfaceBuilderText.xib(
            owner: "DetailedFormOwner",
            """
            <view id="v1">
                <subviews>
                    <label text="T" id="l1"/>
                </subviews>
            </view>
            """
        ).replacingOccurrences(
            of: "customModuleProvider=\"target\"/>",
            with: """
                customModuleProvider="target">
                            <connections>
                                <outlet property="view" destination="v1" id="o1"/>
                                <outlet property="titleLabel" destination="l1" id="o2"/>
                                <outlet property="subtitleLabel" destination="l1" id="o3"/>
                            </connections>
                        </placeholder>
                """)
        let error = InterfaceBuilderText.error(text, owner: owner)
        #expect(owner.titleLabel?.text == "T")
        #expect(error?.line == 8)
        #expect(
            error?.message
                == "DetailedFormOwner is not key value coding-compliant for the key subtitleLabel (as iOS would say): declare `@IBOutlet var subtitleLabel` in the class and run kbsim port on its file, which writes the setValue(_:forKey:) that sets it"
        )
    }

    @Test("a xib loaded without an owner: its objects are made, the owner's connections have nothing to connect")
    func noOwner() throws {
        let objects = try InterfaceBuilderText.load(
            InterfaceBuilderText.xib(
                """
                <button id="b1">
                    <connections>
                        <action selector="save:" destination="-1" eventType="touchUpInside" id="a1"/>
                    </connections>
                </button>
                """), owner: nil)
        #expect(objects.count == 1 && objects.first is UIButton)
    }
}
