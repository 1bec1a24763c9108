import Testing
import UIKit
import KeyboardSim

/// A collection view prototype cell's class, written as `kbsim port` leaves a cell with an outlet.
final class TileCell: UICollectionViewCell {
    weak var nameLabel: UILabel!
    private(set) var nameLabelAtAwake: UILabel?

    override func awakeFromNib() {
        super.awakeFromNib()
        nameLabelAtAwake = nameLabel
    }

    // kbsim port: Interface Builder's outlets and actions, connected by name on Linux (no key-value coding there).
    override func setValue(_ value: Any?, forKey key: String) {
        switch key {
        case "nameLabel": nameLabel = value as? UILabel
        default: super.setValue(value, forKey: key)
        }
    }
}

/// A collection view controller scene that dequeues its prototype as an iOS app does.
final class TilesController: UICollectionViewController {
    let names = ["A", "B", "C", "D", "E"]

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { names.count }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Tile", for: indexPath)
        (cell as? TileCell)?.nameLabel?.text = names[indexPath.item]
        return cell
    }
}

@MainActor @Suite("Collection view controller scenes: the flow layout and prototype cells")
struct CollectionViewControllerSceneTests {
    static let tiles = TableViewControllerSceneTests.storyboard(
        initial: "tiles",
        """
                <scene sceneID="t1">
                    <objects>
                        <collectionViewController id="tiles" customClass="TilesController" customModule="TilesApp" customModuleProvider="target" clearsSelectionOnViewWillAppear="NO" sceneMemberID="viewController">
                            <collectionView key="view" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" dataMode="prototypes" id="collection">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                                <collectionViewFlowLayout key="collectionViewLayout" minimumLineSpacing="5" minimumInteritemSpacing="7" id="flow">
                                    <size key="itemSize" width="100" height="80"/>
                                    <size key="headerReferenceSize" width="0.0" height="0.0"/>
                                    <size key="footerReferenceSize" width="0.0" height="0.0"/>
                                    <inset key="sectionInset" minX="10" minY="12" maxX="10" maxY="0.0"/>
                                </collectionViewFlowLayout>
                                <cells>
                                    <collectionViewCell opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" reuseIdentifier="Tile" id="tile" customClass="TileCell" customModule="TilesApp" customModuleProvider="target">
                                        <rect key="frame" x="10" y="12" width="100" height="80"/>
                                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                        <collectionViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" insetsLayoutMarginsFromSafeArea="NO" id="tileContent">
                                            <rect key="frame" x="0.0" y="0.0" width="100" height="80"/>
                                            <autoresizingMask key="autoresizingMask"/>
                                            <subviews>
                                                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Name" textAlignment="center" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="name">
                                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                                    <nil key="textColor"/>
                                                    <nil key="highlightedColor"/>
                                                </label>
                                            </subviews>
                                            <constraints>
                                                <constraint firstItem="name" firstAttribute="centerX" secondItem="tileContent" secondAttribute="centerX" id="cx"/>
                                                <constraint firstItem="name" firstAttribute="centerY" secondItem="tileContent" secondAttribute="centerY" id="cy"/>
                                            </constraints>
                                        </collectionViewCellContentView>
                                        <connections>
                                            <outlet property="nameLabel" destination="name" id="o1"/>
                                        </connections>
                                    </collectionViewCell>
                                </cells>
                                <connections>
                                    <outlet property="dataSource" destination="tiles" id="ds"/>
                                    <outlet property="delegate" destination="tiles" id="dl"/>
                                </connections>
                            </collectionView>
                        </collectionViewController>
                    </objects>
                </scene>
        """)

    @Test("the flow layout's item size, spacings and insets are read; each dequeue makes a prototype cell with its outlet, woken")
    func prototypes() throws {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let storyboard = UIStoryboard(document: try InterfaceBuilderText.document(Self.tiles), modules: ["UIKitTests"])
        let controller = try #require(try storyboard.loadInitialViewController() as? TilesController)
        #expect(controller.clearsSelectionOnViewWillAppear == false)
        sim.window.rootViewController = controller
        sim.advance(by: .seconds(1))
        let collection = try #require(controller.collectionView)
        #expect(collection.dataSource === controller)
        let layout = try #require(collection.collectionViewLayout as? UICollectionViewFlowLayout)
        #expect(layout.itemSize == CGSize(width: 100, height: 80))
        #expect(layout.minimumLineSpacing == 5 && layout.minimumInteritemSpacing == 7)
        #expect(layout.sectionInset == UIEdgeInsets(top: 12, left: 10, bottom: 0, right: 10))
        #expect(layout.scrollDirection == .vertical)
        let cells = (0..<5).compactMap { collection.cellForItem(at: IndexPath(item: $0, section: 0)) as? TileCell }
        #expect(cells.count == 5)
        #expect(Set(cells.map(ObjectIdentifier.init)).count == 5)
        #expect(cells.map { $0.nameLabel?.text } == ["A", "B", "C", "D", "E"])
        for cell in cells {
            #expect(cell.reuseIdentifier == "Tile")
            #expect(cell.nameLabelAtAwake === cell.nameLabel)
            #expect(cell.nameLabel.superview === cell.contentView)
            #expect(cell.frame.size == CGSize(width: 100, height: 80))
        }
        #expect(cells[0].frame.origin == CGPoint(x: 10, y: 12))
        // Three 100-point items fit in a line of 355 points; the fourth starts the next line.
        #expect(cells[3].frame.minY == CGFloat(12 + 80 + 5))
    }
}
