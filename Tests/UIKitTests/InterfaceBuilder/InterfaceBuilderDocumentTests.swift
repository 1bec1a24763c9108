import Testing
import UIKit
import KeyboardSim

/// Every refusal of the Interface Builder reader and loader: what it says, and the line it
/// names. Nothing unsupported is skipped silently.
@MainActor @Suite("InterfaceBuilderDocument: what is refused, with the file, the line and what it is")
struct InterfaceBuilderDocumentTests {
    @Test("a storyboard and a xib are told apart; the initial controller, identifiers and segues are read")
    func kinds() throws {
        let xib = try InterfaceBuilderText.document(InterfaceBuilderText.xib("<view id=\"v\"/>"))
        #expect(xib.kind == .xib && xib.initialViewControllerID == nil && xib.file == "Test.xib")
        let storyboard = try InterfaceBuilderText.document(UIStoryboardTests.storyboard)
        #expect(storyboard.kind == .storyboard && storyboard.initialViewControllerID == "nav")
        #expect(storyboard.storyboardIdentifiers == ["Form", "Detail"])
        #expect(
            storyboard.segues.map(\.description) == [
                "relationship rootViewController nav → form", "show more → detail \"buttonDetail\"",
                "show form → detail \"showDetail\"", "presentation form → detail \"presentDetail\"",
            ])
    }

    /// The refusals of elements inside a xib's objects: (what, the objects' text, line, message).
    nonisolated static let refusals: [(String, String, Int, String)] = [
        (
            "an element", "<mapView id=\"m\"/>", 6,
            "<mapView> is not supported by KeyboardSim's storyboard loader yet; remove it, or build that part of the screen in code"
        ),
        (
            "an attribute", "<view id=\"v\" hidesWhenStopped=\"YES\"/>", 6,
            "attribute hidesWhenStopped=\"YES\" of <view> is not supported by KeyboardSim's storyboard loader yet"
        ),
        (
            "a key", "<view id=\"v\">\n<rect key=\"bounds\" x=\"0\" y=\"0\" width=\"1\" height=\"1\"/>\n</view>", 7,
            "<rect key=\"bounds\"> is not supported (supported keys: frame)"
        ),
        (
            "an element where it cannot stand", "<view id=\"v\"><subviews><viewController id=\"c\"/></subviews></view>", 6,
            "<viewController> inside <subviews> is not supported"
        ),
        (
            "text content", "<view id=\"v\">hello</view>", 6,
            "text inside <view> is not supported: Interface Builder's attributes are read, and the text of a <string key=…>"
        ),
        (
            "a <string> for an attribute given already", "<label id=\"l\" text=\"a\">\n<string key=\"text\">b</string>\n</label>", 7,
            "<string key=\"text\"> gives text a second time: <label> has it as an attribute"
        ),
        (
            "a <string> for a key not read", "<label id=\"l\">\n<string key=\"userLabel\">b</string>\n</label>", 7,
            "<string key=\"userLabel\"> is not supported (supported keys: text)"
        ),
        (
            "an id used twice", "<view id=\"v\"/>\n<view id=\"v\"/>", 7,
            "id \"v\" is used twice (first at line 6): every object's id must be unique"
        ),
        (
            "a class not found", "<view customClass=\"NoSuchView\" customModule=\"FormApp\" id=\"v\"/>", 6,
            "custom class NoSuchView of <view> not found in modules FormApp, UIKitTests: add the module that declares it to the simulation's interfaceBuilderResources.modules (after kbsim port, the test target's)"
        ),
        (
            "a class name that is no Swift name", "<view customClass=\"Box&lt;Int&gt;\" id=\"v\"/>", 6,
            "custom class \"Box<Int>\" of <view> is not a Swift class name"
        ),
        (
            "a class of the wrong kind", "<view customClass=\"FormOwner\" id=\"v\"/>", 6,
            "custom class UIKitTests.FormOwner of <view> is not a subclass of UIView"
        ),
        (
            "a value not read", "<view id=\"v\" hidden=\"maybe\"/>", 6, "hidden=\"maybe\" of <view> is not a value KeyboardSim reads"
        ),
        (
            "a number that is not finite", "<view id=\"v\" alpha=\"nan\"/>", 6, "alpha=\"nan\" of <view> is not a value KeyboardSim reads"
        ),
        (
            "a baseline",
            "<view id=\"v\"><constraints>\n<constraint firstAttribute=\"firstBaseline\" constant=\"1\" id=\"c\"/>\n</constraints></view>",
            7,
            "constraint attribute \"firstBaseline\" is not supported (baselines are not simulated); supported: left, right, top, bottom, leading, trailing, width, height, centerX, centerY and their margins"
        ),
        (
            "a multiplier",
            "<view id=\"v\"><constraints>\n<constraint firstAttribute=\"width\" secondItem=\"v\" secondAttribute=\"height\" multiplier=\"1:0\" id=\"c\"/>\n</constraints></view>",
            7,
            "multiplier=\"1:0\" of <constraint> is not a value KeyboardSim reads"
        ),
        (
            "a priority",
            "<view id=\"v\"><constraints>\n<constraint firstAttribute=\"width\" constant=\"1\" priority=\"2000\" id=\"c\"/>\n</constraints></view>",
            7,
            "priority=\"2000\" of <constraint> is not a value KeyboardSim reads"
        ),
        (
            "a constant edge",
            "<view id=\"v\"><constraints>\n<constraint firstAttribute=\"top\" constant=\"1\" id=\"c\"/>\n</constraints></view>", 7,
            "<constraint> relates top to a constant: only width and height can be"
        ),
        (
            "an item that is not there",
            "<view id=\"v\"><constraints>\n<constraint firstItem=\"nope\" firstAttribute=\"width\" constant=\"1\" id=\"c\"/>\n</constraints></view>",
            7,
            "<constraint> names item \"nope\", which is not a view or layout guide of this scene"
        ),
        (
            "an outlet to nothing",
            "<view id=\"v\"><connections>\n<outlet property=\"x\" destination=\"zzz\" id=\"o\"/>\n</connections></view>", 7,
            "outlet destination \"zzz\" is not an object of this scene or nib"
        ),
        (
            "an outlet no class declares",
            "<view id=\"v\"><connections>\n<outlet property=\"x\" destination=\"v\" id=\"o\"/>\n</connections></view>", 7,
            "UIView is not key value coding-compliant for the key x (as iOS would say): declare `@IBOutlet var x` in the class and run kbsim port on its file, which writes the setValue(_:forKey:) that sets it"
        ),
        (
            "an outlet of UIKit's of the wrong type",
            "<textField id=\"f\"><connections>\n<outlet property=\"delegate\" destination=\"f\" id=\"o\"/>\n</connections></textField>", 7,
            "outlet delegate of UITextField takes a UITextFieldDelegate, not UITextField"
        ),
        (
            "an action no class declares",
            "<button id=\"b\"><connections>\n<action selector=\"cancel:\" destination=\"-1\" eventType=\"touchUpInside\" id=\"a\"/>\n</connections></button>",
            7,
            "FormOwner has no action cancel:: declare it `@IBAction func …` in the class and run kbsim port on its file, which writes interfaceBuilderSelector(forAction:)"
        ),
        (
            "an action to the First Responder",
            "<button id=\"b\"><connections>\n<action selector=\"copy:\" destination=\"-2\" eventType=\"touchUpInside\" id=\"a\"/>\n</connections></button>",
            7,
            "actions sent to the First Responder are not supported yet; connect the action to a view controller"
        ),
        (
            "an action on a view that is no control",
            "<view id=\"v\"><connections>\n<action selector=\"save:\" destination=\"-1\" eventType=\"touchUpInside\" id=\"a\"/>\n</connections></view>",
            7,
            "action save: from UIView: only a control's, a gesture recognizer's or a bar button item's actions are supported"
        ),
        (
            "a segue from a view that is no control",
            "<view id=\"v\"><connections>\n<segue destination=\"v\" kind=\"show\" id=\"s\"/>\n</connections></view>", 7,
            "a segue from UIView is not supported (a view controller's, a control's or a table view cell's are)"
        ),
        (
            "a control's segue outside a storyboard scene",
            "<button id=\"b\"><connections>\n<segue destination=\"b\" kind=\"show\" id=\"s\"/>\n</connections></button>", 7,
            "a control's or a cell's segue outside a storyboard scene is not supported"
        ),
        (
            "an event type",
            "<button id=\"b\"><connections>\n<action selector=\"save:\" destination=\"-1\" eventType=\"touchSomewhere\" id=\"a\"/>\n</connections></button>",
            7,
            "eventType=\"touchSomewhere\" of <action> is not a value KeyboardSim reads"
        ),
        (
            "a runtime attribute's type",
            "<view id=\"v\"><userDefinedRuntimeAttributes>\n<userDefinedRuntimeAttribute type=\"color\" keyPath=\"tint\"/>\n</userDefinedRuntimeAttributes></view>",
            7,
            "runtime attribute tint of type color is not supported (string, number and boolean are)"
        ),
        (
            "a runtime attribute's key path",
            "<view id=\"v\"><userDefinedRuntimeAttributes>\n<userDefinedRuntimeAttribute type=\"string\" keyPath=\"layer.name\" value=\"x\"/>\n</userDefinedRuntimeAttributes></view>",
            7,
            "runtime attribute key path layer.name on UIView is not supported"
        ),
        (
            "a text style", "<label id=\"l\">\n<fontDescription key=\"fontDescription\" style=\"UICTFontTextStyleBody\"/>\n</label>", 7,
            "<fontDescription> without a pointSize is not supported (text styles are not simulated)"
        ),
        (
            "static cells outside a table view controller scene",
            "<tableView dataMode=\"static\" id=\"t\">\n<sections>\n<tableViewSection id=\"s\"><cells/></tableViewSection>\n</sections>\n</tableView>",
            7, "static cells are supported in the table of a table view controller scene only (as Xcode requires)"
        ),
        (
            "sections in a table that is not static", "<tableView id=\"t\"><sections/></tableView>", 6,
            "a table with <sections> must be dataMode=\"static\""
        ),
        (
            "a table's data mode", "<tableView dataMode=\"dynamic\" id=\"t\"/>", 6,
            "dataMode=\"dynamic\" of <tableView> is not a value KeyboardSim reads"
        ),
        ("a table's style", "<tableView style=\"fancy\" id=\"t\"/>", 6, "style=\"fancy\" of <tableView> is not a value KeyboardSim reads"),
        (
            "a cell's built-in style not known", "<tableViewCell style=\"IBUITableViewCellStyleFancy\" id=\"c\"/>", 6,
            "style=\"IBUITableViewCellStyleFancy\" of <tableViewCell> is not a value KeyboardSim reads"
        ),
        (
            "a cell's built-in label its style lacks",
            "<tableViewCell style=\"IBUITableViewCellStyleDefault\" detailTextLabel=\"d\" id=\"c\">\n<tableViewCellContentView key=\"contentView\" id=\"cv\"/>\n</tableViewCell>",
            6, "detailTextLabel=\"d\": a cell of this style has no detailTextLabel"
        ),
        (
            "a cell's built-in label not among its content view's subviews",
            "<tableViewCell style=\"IBUITableViewCellStyleDefault\" textLabel=\"t\" id=\"c\">\n<tableViewCellContentView key=\"contentView\" id=\"cv\"/>\n</tableViewCell>",
            7, "the cell's built-in label \"t\" is not among its content view's subviews"
        ),
        (
            "a gesture recognizer's custom class", "<tapGestureRecognizer customClass=\"Tap\" id=\"g\"/>", 6,
            "a custom gesture recognizer class is not supported yet; add the recognizer in code"
        ),
        (
            "a gesture recognizer's tap count", "<tapGestureRecognizer numberOfTapsRequired=\"0\" id=\"g\"/>", 6,
            "numberOfTapsRequired=\"0\" of <tapGestureRecognizer> is not a value KeyboardSim reads"
        ),
        (
            "a gesture recognizer's action with an event type",
            "<tapGestureRecognizer id=\"g\"><connections>\n<action selector=\"save:\" destination=\"-1\" eventType=\"touchUpInside\" id=\"a\"/>\n</connections></tapGestureRecognizer>",
            7, "eventType=\"touchUpInside\" of <action> is not a value KeyboardSim reads"
        ),
        (
            "a view's gesture recognizers that are not",
            "<view id=\"v\"><connections>\n<outletCollection property=\"gestureRecognizers\" destination=\"w\" appends=\"YES\" id=\"o\"/>\n</connections></view>\n<view id=\"w\"/>",
            7, "outlet gestureRecognizers of UIView takes gesture recognizers, not Array<AnyObject>"
        ),
        (
            "a cell's selection style", "<tableViewCell selectionStyle=\"purple\" id=\"c\"/>", 6,
            "selectionStyle=\"purple\" of <tableViewCell> is not a value KeyboardSim reads"
        ),
        (
            "a content view outside a cell", "<view id=\"v\">\n<tableViewCellContentView key=\"contentView\" id=\"cv\"/>\n</view>", 7,
            "<tableViewCellContentView> inside <view> is not supported"
        ),
        (
            "a section outside sections", "<tableView id=\"t\"><prototypes>\n<tableViewSection id=\"s\"/>\n</prototypes></tableView>", 7,
            "<tableViewSection> inside <prototypes> is not supported"
        ),
        (
            "a collection cell's content view in the shape before Xcode 11",
            "<collectionViewCell id=\"c\">\n<view key=\"contentView\" id=\"cv\"/>\n</collectionViewCell>", 7,
            "<view> inside <collectionViewCell> is not supported"
        ),
        (
            "a custom collection view layout",
            "<collectionView id=\"cv\">\n<collectionViewLayout key=\"collectionViewLayout\" id=\"l\"/>\n</collectionView>", 7,
            "<collectionViewLayout> is not supported by KeyboardSim's storyboard loader yet; remove it, or build that part of the screen in code"
        ),
        (
            "a flow layout's scroll direction",
            "<collectionView id=\"cv\">\n<collectionViewFlowLayout key=\"collectionViewLayout\" scrollDirection=\"diagonal\" id=\"l\"/>\n</collectionView>",
            7, "scrollDirection=\"diagonal\" of <collectionViewFlowLayout> is not a value KeyboardSim reads"
        ),
        (
            "a flow layout's size that is not one",
            "<collectionView id=\"cv\"><collectionViewFlowLayout key=\"collectionViewLayout\" id=\"l\">\n<size key=\"cellSize\" width=\"1\" height=\"1\"/>\n</collectionViewFlowLayout></collectionView>",
            7,
            "<size key=\"cellSize\"> is not supported (supported keys: estimatedItemSize, footerReferenceSize, freeformSize, headerReferenceSize, itemSize)"
        ),
        (
            "a collection content view outside a cell",
            "<view id=\"v\">\n<collectionViewCellContentView key=\"contentView\" id=\"cv\"/>\n</view>", 7,
            "<collectionViewCellContentView> inside <view> is not supported"
        ),
        (
            "a system tab bar item",
            "<viewController id=\"c\">\n<tabBarItem key=\"tabBarItem\" systemItem=\"favorites\" id=\"t\"/>\n</viewController>",
            7, "attribute systemItem=\"favorites\" of <tabBarItem> is not supported by KeyboardSim's storyboard loader yet"
        ),
        (
            "a tab bar outside a tab bar controller", "<viewController id=\"c\">\n<tabBar key=\"tabBar\" id=\"b\"/>\n</viewController>", 7,
            "<tabBar> inside <viewController> is not supported"
        ),
        (
            "a constraint without its first attribute",
            "<view id=\"v\"><constraints>\n<constraint constant=\"1\" id=\"c\"/>\n</constraints></view>", 7,
            "<constraint> has no firstAttribute"
        ),
        (
            "a constraint with a second item and no second attribute",
            "<view id=\"v\"><constraints>\n<constraint firstAttribute=\"width\" secondItem=\"v\" constant=\"1\" id=\"c\"/>\n</constraints></view>",
            7, "<constraint> has a secondItem but no secondAttribute"
        ),
        (
            "a constraint relating an attribute to itself",
            "<view id=\"v\"><constraints>\n<constraint firstItem=\"v\" firstAttribute=\"width\" secondItem=\"v\" secondAttribute=\"width\" id=\"c\"/>\n</constraints></view>",
            7, "<constraint> relates an item's width to itself"
        ),
        (
            "an action from a view that is not a control",
            "<view id=\"v\"><connections>\n<action selector=\"save:\" destination=\"-1\" id=\"a\"/>\n</connections></view>", 7,
            "action save: from UIView: only a control's, a gesture recognizer's or a bar button item's actions are supported"
        ),
        (
            "an action to the First Responder",
            "<button id=\"b\"><connections>\n<action selector=\"save:\" destination=\"-2\" eventType=\"touchUpInside\" id=\"a\"/>\n</connections></button>",
            7, "actions sent to the First Responder are not supported yet; connect the action to a view controller"
        ),
        (
            "a connection to an object that is not there",
            "<view id=\"v\"><connections>\n<outlet property=\"field\" destination=\"nope\" id=\"o\"/>\n</connections></view>", 7,
            "outlet destination \"nope\" is not an object of this scene or nib"
        ),
        (
            "an outlet the class does not declare",
            "<view id=\"v\"><connections>\n<outlet property=\"nameField\" destination=\"w\" id=\"o\"/>\n</connections></view>\n<view id=\"w\"/>",
            7,
            "UIView is not key value coding-compliant for the key nameField (as iOS would say): declare `@IBOutlet var nameField` in the class and run kbsim port on its file, which writes the setValue(_:forKey:) that sets it"
        ),
        (
            "a segue from a plain view",
            "<view id=\"v\"><connections>\n<segue destination=\"v\" kind=\"show\" id=\"s\"/>\n</connections></view>", 7,
            "a segue from UIView is not supported (a view controller's, a control's or a table view cell's are)"
        ),
        (
            "a control's segue in a xib",
            "<button id=\"b\"><connections>\n<segue destination=\"b\" kind=\"show\" id=\"s\"/>\n</connections></button>", 7,
            "a control's or a cell's segue outside a storyboard scene is not supported"
        ),
        (
            "an embed segue in a xib",
            "<view id=\"v\"><connections>\n<segue destination=\"v\" kind=\"embed\" id=\"s\"/>\n</connections></view>", 7,
            "an embed segue is supported from a storyboard scene's container view only"
        ),
    ]

    @Test("each refusal names the file, the line and what it is", arguments: refusals)
    func refusal(what: String, objects: String, line: Int, message: String) {
        let error = InterfaceBuilderText.error(InterfaceBuilderText.xib(objects))
        #expect(error?.file == "Test.xib", "\(what)")
        #expect(error?.line == line, "\(what)")
        #expect(error?.message == message, "\(what)")
    }

    @Test("the document itself: not XML, not Interface Builder's, not iOS's, unreadable")
    func documents() throws {
        func error(_ text: String) -> InterfaceBuilderError? {
            do {
                _ = try InterfaceBuilderText.document(text)
                return nil
            } catch let error as InterfaceBuilderError {
                return error
            } catch {
                return nil
            }
        }
        let broken = error(InterfaceBuilderText.xib("<view id=\"v\">\n<subviews>\n</view>"))
        #expect(broken?.line == 8)
        #expect(broken?.message == "not well-formed XML (XMLParser error 76: a closing tag that does not match its element)")
        #expect(error("<a>&bogus;</a>")?.message == "not well-formed XML (XMLParser error 26: an entity that is not declared)")
        #expect(error("")?.message == "not well-formed XML (no element)")
        #expect(error("not xml")?.message == "not well-formed XML (XMLParser error 4: the document is empty)")
        #expect(
            error("<plist version=\"1.0\"/>")?.description
                == "Test.xib:1:21: <plist> is not an Interface Builder document: the root element of a .storyboard or .xib is <document>")
        #expect(
            error("<document type=\"com.apple.InterfaceBuilder3.Cocoa.XIB\"/>")?.message
                == "document type \"com.apple.InterfaceBuilder3.Cocoa.XIB\" is not supported: only iOS storyboards and xibs (com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB, com.apple.InterfaceBuilder3.CocoaTouch.XIB)"
        )
        #expect(throws: InterfaceBuilderError.self) {
            try InterfaceBuilderDocument(contentsOf: URL(fileURLWithPath: "/nonexistent/Main.storyboard"))
        }
    }
}
