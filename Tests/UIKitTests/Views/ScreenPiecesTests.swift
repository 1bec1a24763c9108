import KeyboardSim
import Testing
import UIKit

/// UIKit a screen uses beside its keyboard code, found missing in published code nobody had
/// named (a bottom sheet library, a keyboard-avoiding view): presentation controllers as content
/// containers, haptics, the idiom function, layer rasterization, out-parameter pointers.
@MainActor @Suite("Screen pieces: content containers, haptics, idiom, rasterization")
struct ScreenPiecesTests {
    /// Records the sizes it is told about.
    final class Recording: UIViewController {
        var sizes: [CGSize] = []
        override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
            super.viewWillTransition(to: size, with: coordinator)
            sizes.append(size)
        }
    }

    @Test("a presentation controller names its presenter, and a rotation reaches the presented controller through it")
    func presentationControllerAsContainer() {
        let (sim, root) = shownScreen(UIViewController())
        let presented = Recording()
        presented.modalPresentationStyle = .fullScreen
        root.present(presented, animated: false)
        sim.advance(by: .seconds(1))
        let presentation = presented.presentationController
        #expect(presentation != nil)
        #expect(presentation?.presentingViewController === root)
        #expect(presentation?.presentedViewController === presented)
        sim.rotate(to: .landscapeLeft)
        #expect(presented.sizes == [CGSize(width: 667, height: 375)])
        // UIContentContainer's defaults: a child gets its parent's size; the preferred size is the presented one's.
        presented.preferredContentSize = CGSize(width: 300, height: 200)
        let container: any UIContentContainer = presentation ?? root
        #expect(container.preferredContentSize == CGSize(width: 300, height: 200))
        #expect(
            root.size(forChildContentContainer: presented, withParentContainerSize: CGSize(width: 10, height: 20))
                == CGSize(width: 10, height: 20))
        withExtendedLifetime(sim) {}
    }

    @Test("haptics play nothing, and each generator says so once in the trace")
    func feedbackGenerators() {
        let (sim, _) = shownScreen(UIViewController())
        let impact = UIImpactFeedbackGenerator(style: .heavy)
        impact.prepare()
        impact.impactOccurred()
        impact.impactOccurred(intensity: 0.5)
        let selection = UISelectionFeedbackGenerator()
        selection.selectionChanged()
        UINotificationFeedbackGenerator().notificationOccurred(.success)
        #expect(impact.style == .heavy)
        #expect(UIImpactFeedbackGenerator().style == .medium, "UIKit's default style")
        #expect(
            sim.diagnostics.filter { $0.contains("haptic") } == [
                "UIImpactFeedbackGenerator.impactOccurred(): haptic feedback is not simulated; nothing plays",
                "UISelectionFeedbackGenerator.selectionChanged(): haptic feedback is not simulated; nothing plays",
                "UINotificationFeedbackGenerator.notificationOccurred(_:): haptic feedback is not simulated; nothing plays",
            ])
    }

    @Test("UI_USER_INTERFACE_IDIOM() is the device's idiom")
    func idiom() {
        let phone = Simulation(device: .iPhoneSE3, profile: .iOS17)
        #expect(UI_USER_INTERFACE_IDIOM() == .phone)
        let pad = Simulation(device: .iPad10, profile: .iOS17)
        #expect(UI_USER_INTERFACE_IDIOM() == .pad)
        withExtendedLifetime((phone, pad)) {}
    }

    @Test("a layer keeps its rasterization settings; an out-parameter pointer writes its value")
    func rasterizationAndPointers() {
        let layer = CALayer()
        #expect(!layer.shouldRasterize && layer.rasterizationScale == 1)
        layer.shouldRasterize = true
        layer.rasterizationScale = 3
        #expect(layer.shouldRasterize && layer.rasterizationScale == 3)
        func fill(_ out: AutoreleasingUnsafeMutablePointer<Int>) { out.pointee = 42 }
        var value = 0
        fill(&value)
        #expect(value == 42)
    }
}

@MainActor @Suite("UIApplication's key-value coding on the class")
struct ApplicationKeyValueTests {
    @Test("sharedApplication and shared are the app; another key is nil, and the trace says so")
    func sharedApplication() {
        let (sim, _) = shownScreen(UIViewController())
        #expect((UIApplication.value(forKey: "sharedApplication") as? UIApplication) === UIApplication.shared)
        #expect((UIApplication.value(forKeyPath: "shared") as? UIApplication) === sim.application)
        #expect(UIApplication.value(forKey: "delegate") == nil)
        #expect(UIApplication.value(forKeyPath: "shared.delegate") == nil)
        #expect(
            sim.diagnostics.suffix(2) == [
                "UIApplication.value(forKey: \"delegate\"): only sharedApplication (shared) is simulated; answered nil",
                "UIApplication.value(forKeyPath: \"shared.delegate\"): only sharedApplication (shared) is simulated; answered nil",
            ])
    }
}

@MainActor @Suite("Table cells and header views from nibs; layer geometry bits; NSIndexPath")
struct TableNibAndLayerTests {
    @Test("a nib registered for an identifier makes the table's cells (with the identifier when the nib gives none), and its header views")
    func nibCells() throws {
        let cellNib = try UINib(
            document: InterfaceBuilderText.document(
                InterfaceBuilderText.xib(
                    owner: "NSObject",
                    """
                    <tableViewCell style="IBUITableViewCellStyleDefault" id="c">
                    <tableViewCellContentView key="contentView" id="cv"/>
                    </tableViewCell>
                    """)), modules: ["UIKitTests"])
        let (sim, controller) = shownScreen(UIViewController())
        let table = UITableView(frame: controller.view.bounds)
        controller.view.addSubview(table)
        table.register(cellNib, forCellReuseIdentifier: "row")
        let cell = try #require(table.dequeueReusableCell(withIdentifier: "row"))
        #expect(cell.reuseIdentifier == "row")
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        #expect(table.dequeueReusableCell(withIdentifier: "row").map { type(of: $0) == UITableViewCell.self } == true)
        let headerNib = try UINib(
            document: InterfaceBuilderText.document(InterfaceBuilderText.xib(owner: "NSObject", #"<view id="v"/>"#)), modules: [])
        table.register(headerNib, forHeaderFooterViewReuseIdentifier: "header")
        #expect(table.dequeueReusableHeaderFooterView(withIdentifier: "header") == nil)
        #expect(sim.diagnostics.last == "the nib registered for \"header\" has no header or footer view at its top level")
    }

    @Test("a layer's anchor point and shadow path are kept; a view's layer gives the view's anchor point; rotations compose")
    func layerGeometry() {
        let layer = CALayer()
        #expect(layer.anchorPoint == CGPoint(x: 0.5, y: 0.5))
        layer.anchorPoint = CGPoint(x: 0, y: 1)
        layer.shadowPath = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10)).cgPath
        #expect(layer.anchorPoint == CGPoint(x: 0, y: 1) && layer.shadowPath != nil)
        let view = UIView()
        view.layer.anchorPoint = CGPoint(x: 0.5, y: 0)
        #expect(view.anchorPoint == CGPoint(x: 0.5, y: 0))
        // A quarter turn about z is CGAffineTransform(rotationAngle:)'s, and two make a half turn.
        let quarter = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        let affine = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(abs(quarter.m11 - affine.a) < 1e-12 && abs(quarter.m12 - affine.b) < 1e-12 && abs(quarter.m21 - affine.c) < 1e-12)
        let half = CATransform3DRotate(quarter, .pi / 2, 0, 0, 1)
        #expect(abs(half.m11 + 1) < 1e-12 && abs(half.m22 + 1) < 1e-12)
        #expect(CATransform3DMakeRotation(1, 0, 0, 0) == CATransform3DIdentity)
    }

    @Test("NSIndexPath has UIKit's row, item and section")
    func indexPaths() {
        let path = NSIndexPath(row: 3, section: 1)
        #expect(path.row == 3 && path.item == 3 && path.section == 1)
        #expect(NSIndexPath(item: 2, section: 0).item == 2)
        #expect((IndexPath(row: 4, section: 2) as NSIndexPath).row == 4)
    }

    @Test("a view's modal flag for VoiceOver is kept; the escape gesture answers false; prepareForInterfaceBuilder is there to override")
    func accessibilityAndDesignables() {
        final class Designable: UIView {
            var prepared = false
            override func prepareForInterfaceBuilder() {
                super.prepareForInterfaceBuilder()
                prepared = true
            }
        }
        let view = Designable()
        view.accessibilityViewIsModal = true
        #expect(view.accessibilityViewIsModal && !view.accessibilityPerformEscape())
        view.prepareForInterfaceBuilder()
        #expect(view.prepared)
    }
}
