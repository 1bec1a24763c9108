import Testing
import UIKit
import KeyboardSim

/// A prototype cell's class, written as `kbsim port` leaves a cell with outlets.
final class NoteCell: UITableViewCell {
    weak var titleLabel: UILabel!
    weak var flagButton: UIButton!
    private(set) var titleLabelAtAwake: UILabel?
    private(set) var subviewsAtInit = -1

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        subviewsAtInit = contentView.subviews.count
    }

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
    }

    override func awakeFromNib() {
        super.awakeFromNib()
        titleLabelAtAwake = titleLabel
    }

    // kbsim port: Interface Builder's outlets and actions, connected by name on Linux (no key-value coding there).
    override func setValue(_ value: Any?, forKey key: String) {
        switch key {
        case "titleLabel": titleLabel = value as? UILabel
        case "flagButton": flagButton = value as? UIButton
        default: super.setValue(value, forKey: key)
        }
    }
}

/// A table view controller scene with prototype cells: it dequeues them as an iOS app does.
final class NotesController: UITableViewController {
    var notes = ["Milk", "Eggs", "Bread"]
    private(set) var flagged: [String] = []

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { notes.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "NoteCell", for: indexPath)
        (cell as? NoteCell)?.titleLabel?.text = notes[indexPath.row]
        return cell
    }

    func flag(_ sender: Any) {
        guard let button = sender as? UIButton, let cell = button.superview?.superview as? NoteCell else { return }
        flagged.append(cell.titleLabel.text ?? "?")
    }

    // kbsim port: Interface Builder's outlets and actions, connected by name on Linux (no key-value coding there).
    override func interfaceBuilderSelector(forAction name: String) -> Selector? {
        switch name {
        case "flag:": Selector("flag:", NotesController.flag)
        default: super.interfaceBuilderSelector(forAction: name)
        }
    }
}

/// A settings form drawn as a static table, with outlets to the fields in its cells.
final class AccountFormController: UITableViewController {
    weak var emailField: UITextField!
    weak var passwordField: UITextField!
    weak var lastField: UITextField!
    private(set) var emailFieldAtViewDidLoad: UITextField?

    override func viewDidLoad() {
        super.viewDidLoad()
        emailFieldAtViewDidLoad = emailField
    }

    // kbsim port: Interface Builder's outlets and actions, connected by name on Linux (no key-value coding there).
    override func setValue(_ value: Any?, forKey key: String) {
        switch key {
        case "emailField": emailField = value as? UITextField
        case "passwordField": passwordField = value as? UITextField
        case "lastField": lastField = value as? UITextField
        default: super.setValue(value, forKey: key)
        }
    }
}

@MainActor @Suite("Table view controller scenes: prototype and static cells")
struct TableViewControllerSceneTests {
    static func storyboard(initial: String, _ scenes: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="\(initial)">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <dependencies>
                <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="22504"/>
                <capability name="Safe area layout guides" minToolsVersion="9.0"/>
                <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
            </dependencies>
            <scenes>
        \(scenes)
            </scenes>
        </document>
        """
    }

    static let notes = storyboard(
        initial: "notes",
        """
                <scene sceneID="n1">
                    <objects>
                        <tableViewController storyboardIdentifier="Notes" id="notes" customClass="NotesController" customModule="NotesApp" customModuleProvider="target" sceneMemberID="viewController">
                            <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" separatorStyle="default" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="28" sectionFooterHeight="28" id="table">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                                <prototypes>
                                    <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="none" indentationWidth="10" reuseIdentifier="NoteCell" id="proto" customClass="NoteCell" customModule="NotesApp" customModuleProvider="target">
                                        <rect key="frame" x="0.0" y="50" width="375" height="44"/>
                                        <autoresizingMask key="autoresizingMask"/>
                                        <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="proto" id="protoContent">
                                            <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                                            <autoresizingMask key="autoresizingMask"/>
                                            <subviews>
                                                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Title" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                                    <nil key="textColor"/>
                                                    <nil key="highlightedColor"/>
                                                </label>
                                                <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="flag">
                                                    <state key="normal" title="Flag"/>
                                                    <connections>
                                                        <action selector="flag:" destination="notes" eventType="touchUpInside" id="a1"/>
                                                    </connections>
                                                </button>
                                            </subviews>
                                            <constraints>
                                                <constraint firstItem="title" firstAttribute="leading" secondItem="protoContent" secondAttribute="leading" constant="16" id="c1"/>
                                                <constraint firstItem="title" firstAttribute="centerY" secondItem="protoContent" secondAttribute="centerY" id="c2"/>
                                                <constraint firstItem="protoContent" firstAttribute="trailing" secondItem="flag" secondAttribute="trailing" constant="16" id="c3"/>
                                                <constraint firstItem="flag" firstAttribute="centerY" secondItem="protoContent" secondAttribute="centerY" id="c4"/>
                                            </constraints>
                                        </tableViewCellContentView>
                                        <connections>
                                            <outlet property="titleLabel" destination="title" id="o1"/>
                                            <outlet property="flagButton" destination="flag" id="o2"/>
                                        </connections>
                                    </tableViewCell>
                                </prototypes>
                                <connections>
                                    <outlet property="dataSource" destination="notes" id="ds"/>
                                    <outlet property="delegate" destination="notes" id="dl"/>
                                </connections>
                            </tableView>
                        </tableViewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="fr" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>
                    </objects>
                    <point key="canvasLocation" x="100" y="100"/>
                </scene>
        """)

    /// A static cell of `height` points holding a text field `fieldID` (an outlet of the controller).
    static func fieldCell(_ id: String, height: Int, y: Int, field fieldID: String, keyboard: String = "default") -> String {
        """
                                            <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="none" indentationWidth="10" id="\(id)">
                                                <rect key="frame" x="0.0" y="\(y)" width="375" height="\(height)"/>
                                                <autoresizingMask key="autoresizingMask"/>
                                                <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="\(id)" id="\(id)-content">
                                                    <rect key="frame" x="0.0" y="0.0" width="375" height="\(height)"/>
                                                    <autoresizingMask key="autoresizingMask"/>
                                                    <subviews>
                                                        <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" placeholder="\(fieldID)" textAlignment="natural" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="\(fieldID)">
                                                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                                            <textInputTraits key="textInputTraits" keyboardType="\(keyboard)"/>
                                                            <accessibility key="accessibilityConfiguration" identifier="\(fieldID)"/>
                                                        </textField>
                                                    </subviews>
                                                    <constraints>
                                                        <constraint firstItem="\(fieldID)" firstAttribute="leading" secondItem="\(id)-content" secondAttribute="leading" constant="16" id="\(id)-l"/>
                                                        <constraint firstAttribute="trailing" secondItem="\(fieldID)" secondAttribute="trailing" constant="16" id="\(id)-t"/>
                                                        <constraint firstItem="\(fieldID)" firstAttribute="top" secondItem="\(id)-content" secondAttribute="top" constant="8" id="\(id)-top"/>
                                                        <constraint firstAttribute="bottom" secondItem="\(fieldID)" secondAttribute="bottom" constant="8" id="\(id)-b"/>
                                                    </constraints>
                                                </tableViewCellContentView>
                                            </tableViewCell>
        """
    }

    /// A grouped form: an account section (email, password: 44 points) and a profile section of
    /// eight 60-point rows, the last of them near the screen's bottom.
    static let form = storyboard(
        initial: "account",
        """
                <scene sceneID="f1">
                    <objects>
                        <tableViewController storyboardIdentifier="Account" id="account" customClass="AccountFormController" customModule="FormApp" customModuleProvider="target" clearsSelectionOnViewWillAppear="NO" sceneMemberID="viewController">
                            <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="static" style="grouped" separatorStyle="default" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="18" sectionFooterHeight="18" id="formTable">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <color key="backgroundColor" systemColor="groupTableViewBackgroundColor"/>
                                <sections>
                                    <tableViewSection headerTitle="Account" id="s-account">
                                        <cells>
        \(fieldCell("c-email", height: 44, y: 18, field: "email", keyboard: "emailAddress"))
        \(fieldCell("c-password", height: 44, y: 62, field: "password"))
                                        </cells>
                                    </tableViewSection>
                                    <tableViewSection headerTitle="Profile" footerTitle="Shown to others" id="s-profile">
                                        <cells>
        \((0..<8).map { fieldCell("c-profile\($0)", height: 60, y: 124 + 60 * $0, field: "profile\($0)") }.joined(separator: "\n"))
                                        </cells>
                                    </tableViewSection>
                                </sections>
                                <connections>
                                    <outlet property="dataSource" destination="account" id="ds"/>
                                    <outlet property="delegate" destination="account" id="dl"/>
                                </connections>
                            </tableView>
                            <connections>
                                <outlet property="emailField" destination="email" id="o-email"/>
                                <outlet property="passwordField" destination="password" id="o-password"/>
                                <outlet property="lastField" destination="profile7" id="o-last"/>
                            </connections>
                        </tableViewController>
                    </objects>
                </scene>
        """)

    func load(_ text: String) throws -> UIViewController {
        let storyboard = UIStoryboard(document: try InterfaceBuilderText.document(text), modules: ["UIKitTests"])
        return try #require(try storyboard.loadInitialViewController())
    }

    @Test("prototype cells: each dequeue makes a new cell from the document, outlets connected, awake, actions to the controller")
    func prototypes() throws {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let controller = try #require(try load(Self.notes) as? NotesController)
        sim.window.rootViewController = controller
        sim.advance(by: .seconds(1))
        let table = try #require(controller.tableView)
        #expect(table.dataSource === controller && table.delegate === controller)
        #expect(table.style == .plain && table.rowHeight == UITableView.automaticDimension)
        let cells = table.visibleCells.compactMap { $0 as? NoteCell }
        #expect(cells.count == 3)
        #expect(Set(cells.map(ObjectIdentifier.init)).count == 3)
        #expect(cells.map { $0.titleLabel?.text } == ["Milk", "Eggs", "Bread"])
        for cell in cells {
            #expect(cell.reuseIdentifier == "NoteCell")
            #expect(cell.selectionStyle == .none)
            #expect(cell.subviewsAtInit == 2)
            #expect(cell.titleLabelAtAwake === cell.titleLabel)
            #expect(cell.titleLabel.superview === cell.contentView && cell.flagButton.superview === cell.contentView)
            #expect(cell.contentView.constraints.count == 4)
        }
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)) == CGRect(x: 0, y: 44, width: 375, height: 44))
        let eggs = cells[1]
        #expect(eggs.titleLabel.frame.minX == 16)
        sim.tap(eggs.flagButton)
        #expect(controller.flagged == ["Eggs"])
        // A class registered in code wins over the prototype, as a later registration does on iOS.
        table.register(UITableViewCell.self, forCellReuseIdentifier: "NoteCell")
        #expect(!(table.dequeueReusableCell(withIdentifier: "NoteCell") is NoteCell))
    }

    @Test("static cells: the document's sections, rows, titles and heights, with no data source code; outlets into the cells")
    func staticCells() throws {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let controller = try #require(try load(Self.form) as? AccountFormController)
        #expect(controller.clearsSelectionOnViewWillAppear == false)
        sim.window.rootViewController = controller
        sim.advance(by: .seconds(1))
        let table = try #require(controller.tableView)
        #expect(table.style == .grouped)
        #expect(controller.emailFieldAtViewDidLoad === controller.emailField)
        #expect(table.numberOfSections == 2)
        #expect(table.numberOfRows(inSection: 0) == 2 && table.numberOfRows(inSection: 1) == 8)
        #expect(controller.tableView(table, titleForHeaderInSection: 1) == "Profile")
        #expect(controller.tableView(table, titleForFooterInSection: 1) == "Shown to others")
        #expect(controller.tableView(table, titleForFooterInSection: 0) == nil)
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).height == 44)
        // Each titled header and footer is 28 points high (UITableView.defaultSectionHeaderHeight):
        // section 0's header, its two rows, section 1's header, then its rows and footer.
        #expect(table.rectForHeader(inSection: 0).height == 28 && table.rectForFooter(inSection: 0).height == 0)
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 1)) == CGRect(x: 0, y: 144, width: 375, height: 60))
        #expect(table.contentSize.height == CGFloat(28 + 88 + 28 + 8 * 60 + 28))
        let emailCell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(controller.emailField.isDescendant(of: emailCell))
        #expect(controller.emailField.keyboardType == .emailAddress)
        #expect(controller.passwordField.isDescendant(of: try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))))
        // The field fills its cell's content view, inset by the document's constraints.
        #expect(controller.emailField.frame == CGRect(x: 16, y: 8, width: 375 - 32, height: 44 - 16))
        // The same cells come back after a reload, as a static table's cells are made once.
        table.reloadData()
        table.layoutIfNeeded()
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) === emailCell)
    }

    @Test("the keyboard: a field in a static cell near the bottom is scrolled above the keys by the table controller")
    func keyboard() throws {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let controller = try #require(try load(Self.form) as? AccountFormController)
        sim.window.rootViewController = controller
        sim.advance(by: .seconds(1))
        let field = try #require(controller.lastField)
        let before = field.convert(field.bounds, to: nil)
        // The last row's field (8 points inside its 60-point cell), below where the keys will be:
        // the table, alwaysBounceVertical in the document, has its top inset adjusted by the status
        // bar's 20 points (Apple's documentation of ContentInsetAdjustmentBehavior.scrollableAxes,
        // which .automatic follows outside a navigation controller).
        #expect(controller.tableView.alwaysBounceVertical && controller.tableView.adjustedContentInset.top == 20)
        #expect(before.maxY == controller.tableView.rectForRow(at: IndexPath(row: 7, section: 1)).maxY - 8 + 20)
        #expect(before.maxY == CGFloat(636), "below the status bar and the two 28-point section headers")
        sim.tap(field)
        sim.advance(by: .seconds(1))
        #expect(field.isFirstResponder)
        let keyboardTop = sim.keyboard.frame.minY
        #expect(keyboardTop == CGFloat(667 - 260))
        #expect(before.maxY > keyboardTop)
        let after = field.convert(field.bounds, to: nil)
        #expect(after.maxY <= keyboardTop)
        #expect(after.maxY > keyboardTop - 60)
        #expect(controller.tableView.contentOffset.y > 0)
        #expect(controller.tableView.contentInset.bottom > 0)
    }
}
