import Testing
import UIKit
import KeyboardSim

/// The refusals of the loader that InterfaceBuilderDocumentTests' table does not reach: more of a
/// xib's, a storyboard's (scene, controller, bar button items, legacy layout guides), the ones
/// reported in the simulation's diagnostics, and the check that every refusal site of the loader
/// is shown by a test (``InterfaceBuilderRefusalSitesTests``).
@MainActor @Suite("Interface Builder refusals: each message, with the file and the line")
struct InterfaceBuilderRefusalTests {
    /// (what, a xib's objects from line 6, the line, the message).
    nonisolated static let xibRefusals: [(String, String, Int, String)] = [
        ("a top-level object that is no view", "<viewController id=\"c\"/>", 6, "<viewController> is not a view"),
        (
            "a view whose init?(coder:) fails", "<view customClass=\"FailingView\" id=\"v\"/>", 6,
            "init?(coder:) of FailingView returned nil"
        ),
        (
            "a cell's built-in label that is not a label",
            "<tableViewCell style=\"IBUITableViewCellStyleDefault\" textLabel=\"t\" id=\"c\">\n<tableViewCellContentView key=\"contentView\" id=\"cv\"><subviews>\n<view id=\"t\"/>\n</subviews></tableViewCellContentView>\n</tableViewCell>",
            8, "a cell's built-in label \"t\" must be a <label> of UILabel's class"
        ),
        (
            "a scroll view's layout guide on a plain view",
            "<view id=\"v\">\n<viewLayoutGuide key=\"contentLayoutGuide\" id=\"g\"/>\n</view>", 7,
            "<viewLayoutGuide key=\"contentLayoutGuide\"> is not supported on <view>"
        ),
        (
            "a static cell that is no table view cell",
            "<tableView dataMode=\"static\" id=\"t\"><sections><tableViewSection id=\"s\"><cells>\n<collectionViewCell id=\"cc\"/>\n</cells></tableViewSection></sections></tableView>",
            7, "a static cell's class is not a UITableViewCell"
        ),
        (
            "a constraint whose init?(coder:) fails",
            "<view id=\"v\"><constraints>\n<constraint firstAttribute=\"width\" constant=\"1\" customClass=\"FailingConstraint\" id=\"c\"/>\n</constraints></view>",
            7, "init?(coder:) of FailingConstraint returned nil"
        ),
        (
            "a constraint's relation",
            "<view id=\"v\"><constraints>\n<constraint firstAttribute=\"width\" relation=\"almost\" constant=\"1\" id=\"c\"/>\n</constraints></view>",
            7,
            "relation=\"almost\" of <constraint> is not a value KeyboardSim reads"
        ),
        (
            "a constraint's constant",
            "<view id=\"v\"><constraints>\n<constraint firstAttribute=\"width\" constant=\"wide\" id=\"c\"/>\n</constraints></view>", 7,
            "constant=\"wide\" of <constraint> is not a value KeyboardSim reads"
        ),
        (
            "the margins of a layout guide",
            "<view id=\"v\"><constraints>\n<constraint firstItem=\"g\" firstAttribute=\"leadingMargin\" secondItem=\"v\" secondAttribute=\"leading\" id=\"c\"/>\n</constraints>\n<viewLayoutGuide key=\"safeArea\" id=\"g\"/>\n</view>",
            7, "constraint attribute \"leadingMargin\" names the margins of an item that is not a view"
        ),
        (
            "an element in connections that is no connection",
            "<view id=\"v\"><connections>\n<constraint firstAttribute=\"width\" constant=\"1\" id=\"c\"/>\n</connections></view>", 7,
            "<constraint> in <connections> is not supported"
        ),
        (
            "an outlet of an object that is no responder",
            "<tapGestureRecognizer id=\"g\"><connections>\n<outlet property=\"target\" destination=\"-1\" id=\"o\"/>\n</connections></tapGestureRecognizer>",
            7, "outlet target of UITapGestureRecognizer: only a responder's (a view's, a view controller's) outlets are set"
        ),
        (
            "an action to an object that is no responder",
            "<button id=\"b\"><connections>\n<action selector=\"save:\" destination=\"g\" eventType=\"touchUpInside\" id=\"a\"/>\n</connections></button>\n<tapGestureRecognizer id=\"g\"/>",
            7, "action save: to UITapGestureRecognizer: only a responder can be a target"
        ),
        (
            "a gesture recognizer's flag", "<tapGestureRecognizer enabled=\"maybe\" id=\"g\"/>", 6,
            "enabled=\"maybe\" of <tapGestureRecognizer> is not a value KeyboardSim reads"
        ),
        (
            "an inset a scroll view does not have",
            "<scrollView id=\"s\">\n<inset key=\"contentEdgeInsets\" minX=\"1\" minY=\"1\" maxX=\"1\" maxY=\"1\"/>\n</scrollView>", 7,
            "<inset key=\"contentEdgeInsets\"> is not supported on <scrollView>"
        ),
        ("a view's tag", "<view id=\"v\" tag=\"first\"/>", 6, "tag=\"first\" of <view> is not a value KeyboardSim reads"),
        (
            "a label's number of lines", "<label id=\"l\" numberOfLines=\"many\"/>", 6,
            "numberOfLines=\"many\" of <label> is not a value KeyboardSim reads"
        ),
        (
            "a stack view's axis", "<stackView id=\"s\" axis=\"diagonal\"/>", 6,
            "axis=\"diagonal\" of <stackView> is not a value KeyboardSim reads"
        ),
        (
            "a collection view's data mode", "<collectionView id=\"cv\" dataMode=\"static\"/>", 6,
            "dataMode=\"static\" of <collectionView> is not a value KeyboardSim reads"
        ),
        (
            "a flow layout's spacing",
            "<collectionView id=\"cv\">\n<collectionViewFlowLayout key=\"collectionViewLayout\" minimumLineSpacing=\"wide\" id=\"l\"/>\n</collectionView>",
            7, "minimumLineSpacing=\"wide\" of <collectionViewFlowLayout> is not a value KeyboardSim reads"
        ),
        (
            "a flow layout's automatic estimate",
            "<collectionView id=\"cv\">\n<collectionViewFlowLayout key=\"collectionViewLayout\" automaticEstimatedItemSize=\"maybe\" id=\"l\"/>\n</collectionView>",
            7, "automaticEstimatedItemSize=\"maybe\" of <collectionViewFlowLayout> is not a value KeyboardSim reads"
        ),
        (
            "a flow layout's section inset reference",
            "<collectionView id=\"cv\">\n<collectionViewFlowLayout key=\"collectionViewLayout\" sectionInsetReference=\"page\" id=\"l\"/>\n</collectionView>",
            7, "sectionInsetReference=\"page\" of <collectionViewFlowLayout> is not a value KeyboardSim reads"
        ),
        (
            "a size a flow layout does not have",
            "<collectionView id=\"cv\"><collectionViewFlowLayout key=\"collectionViewLayout\" id=\"l\">\n<size key=\"freeformSize\" width=\"1\" height=\"1\"/>\n</collectionViewFlowLayout></collectionView>",
            7, "<size key=\"freeformSize\"> is not a flow layout's"
        ),
        (
            "an element inside a flow layout",
            "<collectionView id=\"cv\"><collectionViewFlowLayout key=\"collectionViewLayout\" id=\"l\">\n<rect key=\"frame\" x=\"0\" y=\"0\" width=\"1\" height=\"1\"/>\n</collectionViewFlowLayout></collectionView>",
            7, "<rect> inside <collectionViewFlowLayout> is not supported"
        ),
        (
            "a font's type",
            "<label id=\"l\">\n<fontDescription key=\"fontDescription\" type=\"italicSystem\" pointSize=\"17\"/>\n</label>", 7,
            "type=\"italicSystem\" of <fontDescription> is not a value KeyboardSim reads"
        ),
        (
            "a keyboard type", "<textField id=\"f\">\n<textInputTraits key=\"textInputTraits\" keyboardType=\"hexPad\"/>\n</textField>", 7,
            "keyboardType=\"hexPad\" of <textInputTraits> is not a value KeyboardSim reads"
        ),
        (
            "a text input trait's flag",
            "<textView id=\"t\">\n<textInputTraits key=\"textInputTraits\" secureTextEntry=\"maybe\"/>\n</textView>", 7,
            "secureTextEntry=\"maybe\" of <textInputTraits> is not a value KeyboardSim reads"
        ),
        (
            "a text view's delegate that is not one",
            "<textView id=\"t\"><connections>\n<outlet property=\"delegate\" destination=\"t\" id=\"o\"/>\n</connections></textView>", 7,
            "outlet delegate of UITextView takes a UITextViewDelegate, not UITextView"
        ),
        (
            "a table's data source that is not one",
            "<tableView id=\"t\"><connections>\n<outlet property=\"dataSource\" destination=\"t\" id=\"o\"/>\n</connections></tableView>",
            7,
            "outlet dataSource of UITableView takes a UITableViewDataSource, not UITableView"
        ),
        (
            "a collection view's data source that is not one",
            "<collectionView id=\"cv\"><connections>\n<outlet property=\"dataSource\" destination=\"cv\" id=\"o\"/>\n</connections></collectionView>",
            7, "outlet dataSource of UICollectionView takes a UICollectionViewDataSource, not UICollectionView"
        ),
        (
            "a scroll view's delegate that is not one",
            "<scrollView id=\"s\"><connections>\n<outlet property=\"delegate\" destination=\"s\" id=\"o\"/>\n</connections></scrollView>",
            7,
            "outlet delegate of UIScrollView takes a UIScrollViewDelegate, not UIScrollView"
        ),
        (
            "a gesture recognizer's delegate that is not one",
            "<tapGestureRecognizer id=\"g\"><connections>\n<outlet property=\"delegate\" destination=\"g\" id=\"o\"/>\n</connections></tapGestureRecognizer>",
            7, "outlet delegate of UITapGestureRecognizer takes a UIGestureRecognizerDelegate, not UITapGestureRecognizer"
        ),
        (
            "a runtime attribute's number that is not there",
            "<view id=\"v\"><userDefinedRuntimeAttributes>\n<userDefinedRuntimeAttribute type=\"number\" keyPath=\"rating\"/>\n</userDefinedRuntimeAttributes></view>",
            7, "runtime attribute rating has no number"
        ),
        (
            "a runtime attribute no class declares",
            "<view id=\"v\"><userDefinedRuntimeAttributes>\n<userDefinedRuntimeAttribute type=\"string\" keyPath=\"nickname\" value=\"x\"/>\n</userDefinedRuntimeAttributes></view>",
            7,
            "UIView is not key value coding-compliant for the key nickname (as iOS would say): kbsim port writes setValue(_:forKey:) for a class's @IBOutlet and @IBInspectable properties"
        ),
    ]

    @Test("each refusal of a xib names the file, the line and what it is", arguments: xibRefusals)
    func xibRefusal(what: String, objects: String, line: Int, message: String) {
        let error = InterfaceBuilderText.error(InterfaceBuilderText.xib(objects))
        #expect(error?.file == "Test.xib", "\(what)")
        #expect(error?.line == line, "\(what)")
        #expect(error?.message == message, "\(what)")
    }

    /// (what, the initial view controller's id, a storyboard scene's objects from line 6, the
    /// line, the message): what instantiating the initial controller and loading its view refuse.
    nonisolated static let storyboardRefusals: [(String, String, String, Int, String)] = [
        (
            "an initial view controller that is not there", "nope", "<viewController id=\"c\" sceneMemberID=\"viewController\"/>", 0,
            "the storyboard has no view controller with id \"nope\""
        ),
        (
            "a view controller whose init?(coder:) fails", "c",
            "<viewController customClass=\"FailingController\" id=\"c\" sceneMemberID=\"viewController\"/>", 6,
            "init?(coder:) of FailingController returned nil"
        ),
        (
            "a tab bar item's tag", "c",
            "<viewController id=\"c\" sceneMemberID=\"viewController\">\n<tabBarItem key=\"tabBarItem\" title=\"A\" tag=\"first\" id=\"t\"/>\n</viewController>",
            7, "tag=\"first\" of <tabBarItem> is not a value KeyboardSim reads"
        ),
        (
            "a controller's outlet to nothing", "c",
            "<viewController id=\"c\" sceneMemberID=\"viewController\"><connections>\n<outlet property=\"x\" destination=\"zzz\" id=\"o\"/>\n</connections></viewController>",
            7, "outlet destination \"zzz\" is not an object of this storyboard"
        ),
        (
            "a bar button item's system item", "c",
            "<viewController id=\"c\" sceneMemberID=\"viewController\"><navigationItem key=\"navigationItem\" id=\"n\">\n<barButtonItem key=\"rightBarButtonItem\" systemItem=\"teleport\" id=\"b\"/>\n</navigationItem></viewController>",
            7, "systemItem=\"teleport\" of <barButtonItem> is not a value KeyboardSim reads"
        ),
        (
            "a bar button item's style", "c",
            "<viewController id=\"c\" sceneMemberID=\"viewController\"><navigationItem key=\"navigationItem\" id=\"n\">\n<barButtonItem key=\"rightBarButtonItem\" title=\"Go\" style=\"bordered\" id=\"b\"/>\n</navigationItem></viewController>",
            7, "style=\"bordered\" of <barButtonItem> is not a value KeyboardSim reads"
        ),
        (
            "a bar button item's outlet", "c",
            "<viewController id=\"c\" sceneMemberID=\"viewController\"><navigationItem key=\"navigationItem\" id=\"n\">\n<barButtonItem key=\"rightBarButtonItem\" title=\"Go\" id=\"b\"><connections>\n<outlet property=\"x\" destination=\"c\" id=\"o\"/>\n</connections></barButtonItem></navigationItem></viewController>",
            8, "a bar button item's outlet is supported as an action to the scene's view controller only"
        ),
        (
            "a bar button item's action with an event type", "c",
            "<viewController id=\"c\" sceneMemberID=\"viewController\"><navigationItem key=\"navigationItem\" id=\"n\">\n<barButtonItem key=\"rightBarButtonItem\" title=\"Go\" id=\"b\"><connections>\n<action selector=\"save:\" destination=\"c\" eventType=\"touchUpInside\" id=\"a\"/>\n</connections></barButtonItem></navigationItem></viewController>",
            8, "eventType=\"touchUpInside\" of <action> is not a value KeyboardSim reads"
        ),
        (
            "a bar button item's action the controller lacks", "c",
            "<viewController id=\"c\" sceneMemberID=\"viewController\"><navigationItem key=\"navigationItem\" id=\"n\">\n<barButtonItem key=\"rightBarButtonItem\" title=\"Go\" id=\"b\"><connections>\n<action selector=\"save:\" destination=\"c\" id=\"a\"/>\n</connections></barButtonItem></navigationItem></viewController>",
            8,
            "UIViewController has no action save:: declare it `@IBAction func …` in the class and run kbsim port on its file, which writes interfaceBuilderSelector(forAction:)"
        ),
        (
            "a legacy layout guide's edge that is not its inner one", "c",
            "<viewController id=\"c\" sceneMemberID=\"viewController\">\n<layoutGuides>\n<viewControllerLayoutGuide type=\"top\" id=\"tg\"/>\n</layoutGuides>\n<view key=\"view\" id=\"v\"><constraints>\n<constraint firstItem=\"tg\" firstAttribute=\"top\" secondItem=\"v\" secondAttribute=\"top\" id=\"k\"/>\n</constraints></view>\n</viewController>",
            11, "the top layout guide's top is not supported (only the top guide's bottom and the bottom guide's top)"
        ),
        (
            "static cells in a plain view controller's scene", "c",
            "<viewController id=\"c\" sceneMemberID=\"viewController\">\n<tableView key=\"view\" dataMode=\"static\" id=\"t\">\n<sections>\n<tableViewSection id=\"ts\"><cells/></tableViewSection>\n</sections>\n</tableView>\n</viewController>",
            8, "static cells are supported in the table of a table view controller scene only (as Xcode requires)"
        ),
        (
            "a scene without a view, loaded as kbsim run loads a scenario's screen", "c",
            "<viewController id=\"c\" sceneMemberID=\"viewController\"/>", 6,
            "the scene's <viewController> has no view (<view key=\"view\">)"
        ),
    ]

    @Test("each refusal of a storyboard names the file, the line and what it is", arguments: storyboardRefusals)
    func storyboardRefusal(what: String, initial: String, objects: String, line: Int, message: String) {
        let error = InterfaceBuilderText.storyboardError(InterfaceBuilderText.storyboard(initial: initial, objects))
        #expect(error?.file == "Test.xib", "\(what)")
        #expect(error?.line == line, "\(what)")
        #expect(error?.message == message, "\(what)")
    }

    @Test("a File's Owner that is a bar button item: its actions take no event type")
    func barButtonItemOwner() {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1"><connections>
                        <action selector="tap:" destination="v" eventType="touchUpInside" id="a"/>
                    </connections></placeholder>
                    <view customClass="ActionView" id="v"/>
                </objects>
            </document>
            """
        let error = InterfaceBuilderText.error(text, owner: UIBarButtonItem())
        #expect(error?.line == 5)
        #expect(error?.message == "eventType=\"touchUpInside\" of <action> is not a value KeyboardSim reads")
        #expect(
            InterfaceBuilderText.error(text.replacingOccurrences(of: " eventType=\"touchUpInside\"", with: ""), owner: UIBarButtonItem())
                == nil)
    }

    @Test("a File's Owner's view outlet to an object that is not a view")
    func ownerViewOutlet() {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1"><connections>
                        <outlet property="view" destination="g" id="o"/>
                    </connections></placeholder>
                    <tapGestureRecognizer id="g"/>
                </objects>
            </document>
            """
        let error = InterfaceBuilderText.error(text)
        #expect(error?.line == 5)
        #expect(error?.message == "outlet view of FormOwner takes a UIView, not UITapGestureRecognizer")
    }

    @Test("a prototype cell without a reuse identifier: a warning in the diagnostics, and the load goes on")
    func prototypesWithoutIdentifier() throws {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let objects = try InterfaceBuilderText.load(
            InterfaceBuilderText.xib(
                "<tableView id=\"t\"><prototypes>\n<tableViewCell id=\"c\"/>\n</prototypes></tableView>\n<collectionView id=\"cv\"><cells>\n<collectionViewCell id=\"cc\"/>\n</cells></collectionView>"
            ))
        #expect(objects.count == 2)
        #expect(sim.diagnostics.count == 2)
        for (diagnostic, line) in zip(sim.diagnostics, [7, 10]) {
            #expect(diagnostic.hasPrefix("storyboard warning: Test.xib:\(line):"), "\(diagnostic)")
            #expect(diagnostic.hasSuffix(": a prototype cell without a reuseIdentifier is never dequeued; give it one"), "\(diagnostic)")
        }
    }

    @Test("an unwind segue without its action: the segue is not performed, and the diagnostics say why")
    func unwindWithoutAction() throws {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let text = InterfaceBuilderText.storyboard(
            "<viewController id=\"c\" sceneMemberID=\"viewController\"><connections>\n<segue kind=\"unwind\" identifier=\"back\" id=\"u\"/>\n</connections></viewController>"
        )
        let storyboard = UIStoryboard(document: try InterfaceBuilderText.document(text), modules: ["UIKitTests"])
        let controller = try #require(try storyboard.loadInitialViewController())
        sim.window.rootViewController = controller
        controller.performSegue(withIdentifier: "back", sender: nil)
        let last = try #require(sim.diagnostics.last)
        #expect(last.hasPrefix("UIViewController: segue 'back' not performed: Test.xib:7:"), "\(last)")
        #expect(last.hasSuffix(": an unwind segue without an unwindAction"), "\(last)")
    }

    @Test("a storyboard given to UINib, and a document that cannot be read")
    func documents() throws {
        let storyboard = try InterfaceBuilderText.document(
            InterfaceBuilderText.storyboard("<viewController id=\"c\" sceneMemberID=\"viewController\"/>"))
        #expect {
            _ = try UINib(document: storyboard, modules: []).instantiateObjects(withOwner: nil)
        } throws: { error in
            (error as? InterfaceBuilderError).map { $0.message == "a storyboard is not a nib: load it with UIStoryboard" && $0.line == 0 }
                == true
        }
        #expect {
            _ = try InterfaceBuilderDocument(contentsOf: URL(fileURLWithPath: "/nonexistent/Main.storyboard"))
        } throws: { error in
            (error as? InterfaceBuilderError).map {
                $0.file == "/nonexistent/Main.storyboard" && $0.line == 0 && $0.message.hasPrefix("cannot be read: ")
            } == true
        }
    }

    @Test("a storyboard and a nib that are not there: the whole message iOS gives, and where they were looked for")
    func notFound() throws {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ib-refusals-\(UUID().uuidString)")
        sim.interfaceBuilderResources = InterfaceBuilderResources(directories: [folder], modules: ["UIKitTests"])
        let storyboard = UIStoryboard(name: "Absent", bundle: nil)
        let nib = UINib(nibName: "Absent", bundle: nil)
        let searched = "searched [\"\(folder.path)\"] and the bundle"
        let advice =
            "list it in the test target's kbsim-port.txt (the KeyboardSimPort plugin) or set the simulation's interfaceBuilderResources.directories"
        guard case .failure(let storyboardError) = storyboard.document, case .failure(let nibError) = nib.document else {
            Issue.record("a document that is not there was found")
            return
        }
        #expect(storyboardError.file == "Absent.storyboard" && storyboardError.line == 0)
        #expect(storyboardError.message == "Could not find a storyboard named 'Absent' (as iOS says): \(searched); \(advice)")
        #expect(nibError.file == "Absent.xib" && nibError.line == 0)
        #expect(nibError.message == "Could not load NIB in bundle with name 'Absent' (as iOS says): \(searched); \(advice)")
    }
}
