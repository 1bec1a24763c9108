import Testing
import UIKit
import KeyboardSim

/// A delegate that is not a responder, as a library's helper object is (an `NSObject` on iOS).
@MainActor private final class FieldHelper: UITextFieldDelegate {
    func textFieldShouldReturn(_ textField: UITextField) -> Bool { false }
}

/// A responder that adopts two of UIKit's delegate protocols, as a screen's controller does.
@MainActor private final class ListScreen: UIViewController, UITableViewDataSource, UITableViewDelegate {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { UITableViewCell() }
}

/// A protocol of the app's own, whose methods UIKit knows nothing of.
@MainActor private protocol BarDelegate: AnyObject {
    func barDidGrow()
}

@MainActor private final class Bar: BarDelegate {
    func barDidGrow() {}
}

/// A data source of the collection view, which answers no for the methods whose absence UIKit
/// acts on.
@MainActor private final class Grid: UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        UICollectionViewCell()
    }
}

/// `responds(to:)` with the selector of a method of one of UIKit's delegate protocols, as
/// libraries ask before calling an optional method
/// (`delegate.responds(to: #selector(UITextFieldDelegate.textFieldShouldReturn(_:)))`, which
/// `kbsim port` writes `Selector("textFieldShouldReturn:", of: (any UITextFieldDelegate).self)`).
/// Here every optional method of UIKit's delegate protocols has a default that does what UIKit
/// does when the delegate lacks it, so a conformer is answered yes; the few methods whose mere
/// presence changes what UIKit does are answered no, with a diagnostic.
@MainActor @Suite("responds(to:) for the methods of UIKit's delegate protocols")
struct DelegateRespondsTests {
    @Test("a conformer that is not a responder answers yes for its protocol's methods, through the protocol's existential")
    func helperConforms() {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let delegate: any UITextFieldDelegate = FieldHelper()
        #expect(delegate.responds(to: Selector("textFieldShouldReturn:", of: (any UITextFieldDelegate).self)))
        #expect(delegate.responds(to: Selector("textFieldShouldClear:", of: (any UITextFieldDelegate).self)))
        // What the library then calls: the conformer's own method, or the default, UIKit's answer.
        #expect(delegate.textFieldShouldReturn(UITextField()) == false)
        #expect(delegate.textFieldShouldClear(UITextField()) == true)
        #expect(!delegate.responds(to: Selector("scrollViewDidScroll:", of: (any UIScrollViewDelegate).self)))
        #expect(!delegate.responds(to: nil))
        #expect(sim.diagnostics == [])
    }

    @Test("a responder answers for the protocols it adopts, and no for others")
    func responderConforms() {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let screen = ListScreen()
        #expect(screen.responds(to: Selector("tableView:heightForRowAt:", of: (any UITableViewDelegate).self)))
        #expect(screen.responds(to: Selector("scrollViewDidScroll:", of: (any UIScrollViewDelegate).self)))
        #expect(screen.responds(to: Selector("numberOfSectionsIn:", of: (any UITableViewDataSource).self)))
        #expect(!screen.responds(to: Selector("textFieldShouldReturn:", of: (any UITextFieldDelegate).self)))
        let delegate: any UITableViewDelegate = screen
        #expect(delegate.responds(to: Selector("tableView:didSelectRowAt:", of: (any UITableViewDelegate).self)))
        #expect(sim.diagnostics == [])
    }

    @Test(
        "the methods whose presence alone changes what UIKit does are answered no, with a diagnostic",
        arguments: [
            ("tableView:commit:forRowAt:", "UITableViewDataSource"),
            ("tableView:canMoveRowAt:", "UITableViewDataSource"),
            ("tableView:moveRowAt:to:", "UITableViewDataSource"),
        ])
    func presenceMatters(selector: String, protocolName: String) {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let screen = ListScreen()
        #expect(!screen.responds(to: Selector(selector, of: (any UITableViewDataSource).self)))
        #expect(
            sim.diagnostics == [
                "ListScreen.responds(to: \"\(selector)\") answered false: whether \(protocolName)'s method is there changes what UIKit does, and Swift on Linux cannot tell an implementation from the protocol's default (no Objective-C runtime)"
            ])
    }

    @Test("a collection view's data source: moving and supplementary views are answered no")
    func collectionDataSource() {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let source: any UICollectionViewDataSource = Grid()
        let of = (any UICollectionViewDataSource).self
        #expect(source.responds(to: Selector("numberOfSectionsIn:", of: of)))
        #expect(!source.responds(to: Selector("collectionView:canMoveItemAt:", of: of)))
        #expect(!source.responds(to: Selector("collectionView:moveItemAt:to:", of: of)))
        #expect(!source.responds(to: Selector("collectionView:viewForSupplementaryElementOfKind:at:", of: of)))
        #expect(sim.diagnostics.count == 3)
    }

    @Test("a selector of the app's own protocol is not answered from conformance: no, with a diagnostic")
    func ownProtocol() {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let screen = ListScreen()
        #expect(!screen.responds(to: Selector("barDidGrow", of: (any BarDelegate).self)))
        #expect(
            sim.diagnostics == [
                "ListScreen.responds(to: \"barDidGrow\") answered false: only the methods of UIKit's delegate protocols are answered from conformance; for an optional requirement of your own protocol, kbsim port writes OptionalRequirement.responds(_:to:)"
            ])
        _ = Bar()
    }

    @Test("a selector that carries a method of a class keeps its answer: whether the object is of that class")
    func classMethodKept() {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let delegate: any UITextFieldDelegate = FieldHelper()
        #expect(delegate.responds(to: Selector("textFieldShouldReturn:", FieldHelper.textFieldShouldReturn)))
        #expect(!ListScreen().responds(to: Selector("textFieldShouldReturn:", FieldHelper.textFieldShouldReturn)))
        #expect(!delegate.responds(to: NSSelectorFromString("textFieldShouldReturn:")))
        #expect(sim.diagnostics.count == 1)
    }
}

/// A presentation controller's delegate that answers only the older method.
@MainActor private final class SheetAdapter: UIAdaptivePresentationControllerDelegate {
    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle { .overFullScreen }
}

/// `adaptivePresentationStyle(for:traitCollection:)`'s default: "If you do not implement this
/// method in your delegate, UIKit calls the adaptivePresentationStyle(for:) method instead"
/// (Apple's documentation of the method), so a library that asks the newer one hears the older.
@MainActor @Suite("UIAdaptivePresentationControllerDelegate's defaults")
struct AdaptivePresentationDefaultsTests {
    @Test("the trait-collection method's default answers what adaptivePresentationStyle(for:) says")
    func traitMethodFallsBack() {
        _ = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let presented = UIViewController()
        presented.modalPresentationStyle = .formSheet
        let controller = UIPresentationController(presentedViewController: presented, presenting: nil)
        let delegate: any UIAdaptivePresentationControllerDelegate = SheetAdapter()
        #expect(delegate.adaptivePresentationStyle(for: controller, traitCollection: UITraitCollection()) == .overFullScreen)
    }
}
