import Testing
import UIKit
import KeyboardSim

/// A destination made by a segue action, with what it was given.
final class InjectedDetailController: UIViewController {
    let name: String

    init?(coder: NSCoder, name: String) {
        self.name = name
        super.init(coder: coder)
    }

    required init?(coder: NSCoder) {
        name = "made by init?(coder:)"
        super.init(coder: coder)
    }
}

/// A list whose segues make their destinations through `@IBSegueAction` methods, written as
/// `kbsim port` writes them (the attributes gone, the methods listed at the end).
final class SegueActionListController: UIViewController {
    var name = "Ada"
    var returnsNil = false
    private(set) var calls: [String] = []

    func makeDetail(_ coder: NSCoder) -> InjectedDetailController? {
        calls.append("makeDetail(_:)")
        return returnsNil ? nil : InjectedDetailController(coder: coder, name: name)
    }

    func makeDetail(coder: NSCoder, sender: Any?, segueIdentifier: String?) -> UIViewController? {
        calls.append("makeDetail(coder:sender:segueIdentifier:) \(sender as? String ?? "?") \(segueIdentifier ?? "?")")
        return InjectedDetailController(coder: coder, name: "for \(segueIdentifier ?? "?")")
    }

    func makeLabel(_ coder: NSCoder) -> String { "not a controller" }

    // kbsim port: Interface Builder's outlets and actions, connected by name on Linux (no key-value coding there).
    override func interfaceBuilderSelector(forAction name: String) -> Selector? {
        switch name {
        case "makeDetail:": Selector("makeDetail:", SegueActionListController.makeDetail(_:))
        case "makeDetailWithCoder:sender:segueIdentifier:":
            Selector("makeDetailWithCoder:sender:segueIdentifier:", SegueActionListController.makeDetail(coder:sender:segueIdentifier:))
        case "makeLabel:": Selector("makeLabel:", SegueActionListController.makeLabel(_:))
        default: super.interfaceBuilderSelector(forAction: name)
        }
    }
}

/// `@IBSegueAction`: a segue whose storyboard names a segue action (`destinationCreationSelector`)
/// makes its destination through the source controller's method, given the destination's coder.
@MainActor @Suite("Segue actions: a segue's destination made by the app's @IBSegueAction method")
struct SegueActionTests {
    static let storyboard = InterfaceBuilderText.storyboard(
        initial: "list",
        """
        <viewController customClass="SegueActionListController" id="list" sceneMemberID="viewController">
            <view key="view" id="lv">
                <rect key="frame" x="0" y="0" width="375" height="667"/>
                <subviews>
                    <button id="b">
                        <rect key="frame" x="16" y="100" width="100" height="44"/>
                        <connections>
                            <segue destination="detail" kind="presentation" identifier="tapDetail" destinationCreationSelector="makeDetail:" id="sb"/>
                        </connections>
                    </button>
                    <containerView id="cv">
                        <rect key="frame" x="16" y="200" width="200" height="200"/>
                        <connections>
                            <segue destination="detail" kind="embed" destinationCreationSelector="makeDetail:" id="se"/>
                        </connections>
                    </containerView>
                </subviews>
            </view>
            <connections>
                <segue destination="detail" kind="presentation" identifier="showDetail" destinationCreationSelector="makeDetailWithCoder:sender:segueIdentifier:" id="s2"/>
                <segue destination="detail" kind="presentation" identifier="missing" destinationCreationSelector="makeSummary:" id="s3"/>
                <segue destination="detail" kind="presentation" identifier="label" destinationCreationSelector="makeLabel:" id="s4"/>
            </connections>
        </viewController>
        </objects></scene><scene sceneID="s2"><objects>
        <viewController customClass="InjectedDetailController" title="Detail" id="detail" sceneMemberID="viewController"/>
        """)

    /// The list, its view loaded in the simulation's window.
    func list(_ sim: Simulation) throws -> SegueActionListController {
        let storyboard = UIStoryboard(document: try InterfaceBuilderText.document(Self.storyboard), modules: ["UIKitTests"])
        let list = try #require(try storyboard.loadInitialViewController() as? SegueActionListController)
        sim.window.rootViewController = list
        sim.advance(by: .seconds(1))
        return list
    }

    @Test("a button's segue and an embed segue: the destination is the one the segue action made, from the storyboard's coder")
    func buttonAndEmbed() throws {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let list = try list(sim)
        let embedded = try #require(list.children.first as? InjectedDetailController)
        #expect(embedded.name == "Ada" && embedded.title == "Detail")
        #expect(list.calls == ["makeDetail(_:)"])
        list.name = "Grace"
        let button = try #require(list.view.subviews.first as? UIButton)
        button.sendActions(for: .touchUpInside)
        sim.advance(by: .seconds(1))
        let presented = try #require(list.presentedViewController as? InjectedDetailController)
        #expect(presented.name == "Grace" && presented.title == "Detail")
        #expect(list.calls == ["makeDetail(_:)", "makeDetail(_:)"])
        #expect(sim.diagnostics == [])
    }

    @Test("a segue action that takes the sender and the identifier gets them")
    func senderAndIdentifier() throws {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let list = try list(sim)
        list.performSegue(withIdentifier: "showDetail", sender: "row 3")
        sim.advance(by: .seconds(1))
        let presented = try #require(list.presentedViewController as? InjectedDetailController)
        #expect(presented.name == "for showDetail")
        #expect(list.calls.last == "makeDetail(coder:sender:segueIdentifier:) row 3 showDetail")
        #expect(sim.diagnostics == [])
    }

    @Test("a segue action that returns nil: the destination is made by its class's init?(coder:), as if it had not been called")
    func returnsNil() throws {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let list = try list(sim)
        list.returnsNil = true
        list.performSegue(withIdentifier: "tapDetail", sender: nil)
        sim.advance(by: .seconds(1))
        let presented = try #require(list.presentedViewController as? InjectedDetailController, "\(sim.diagnostics)")
        #expect(presented.name == "made by init?(coder:)" && presented.title == "Detail")
        #expect(list.calls.last == "makeDetail(_:)")
    }

    @Test("a segue action the controller lacks, and one that makes no controller: the segue is not performed, and the diagnostics say why")
    func refusals() throws {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let list = try list(sim)
        list.performSegue(withIdentifier: "missing", sender: nil)
        #expect(list.presentedViewController == nil)
        let missing = try #require(sim.diagnostics.last)
        #expect(missing.hasPrefix("SegueActionListController: segue 'missing' not performed: Test.xib:26:"), "\(missing)")
        #expect(
            missing.hasSuffix(
                ": SegueActionListController has no segue action makeSummary:: declare it `@IBSegueAction func …` in the class and run kbsim port on its file, which writes interfaceBuilderSelector(forAction:)"
            ), "\(missing)")
        list.performSegue(withIdentifier: "label", sender: nil)
        #expect(list.presentedViewController == nil)
        let label = try #require(sim.diagnostics.last)
        #expect(label.hasPrefix("SegueActionListController: segue 'label' not performed: Test.xib:27:"), "\(label)")
        #expect(
            label.hasSuffix(": segue action makeLabel: of SegueActionListController: it returned a String, not a view controller"),
            "\(label)")
    }

    @Test("a segue action on an unwind segue, and on a relationship segue, is refused")
    func unwindAndRelationship() throws {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let unwind = InterfaceBuilderText.storyboard(
            "<viewController id=\"c\" sceneMemberID=\"viewController\"><connections>\n<segue kind=\"unwind\" identifier=\"back\" unwindAction=\"done:\" destinationCreationSelector=\"makeDetail:\" id=\"u\"/>\n</connections></viewController>"
        )
        let storyboard = UIStoryboard(document: try InterfaceBuilderText.document(unwind), modules: ["UIKitTests"])
        let controller = try #require(try storyboard.loadInitialViewController())
        sim.window.rootViewController = controller
        controller.performSegue(withIdentifier: "back", sender: nil)
        let last = try #require(sim.diagnostics.last)
        #expect(
            last.hasSuffix(": segue action makeDetail: on an unwind segue: an unwind segue goes back to a controller, it makes none"),
            "\(last)")
        let relationship = InterfaceBuilderText.storyboard(
            initial: "n",
            "<navigationController id=\"n\" sceneMemberID=\"viewController\"><connections>\n<segue destination=\"c\" kind=\"relationship\" relationship=\"rootViewController\" destinationCreationSelector=\"makeRoot:\" id=\"r\"/>\n</connections></navigationController>\n<viewController id=\"c\" sceneMemberID=\"viewController\"/>"
        )
        let error = InterfaceBuilderText.storyboardError(relationship)
        #expect(error?.line == 7)
        #expect(
            error?.message
                == "segue action makeRoot: on a relationship segue is not supported yet (show, presentation, custom and embed segues call theirs); make the controller in the segue action's place with init?(coder:)"
        )
    }
}
