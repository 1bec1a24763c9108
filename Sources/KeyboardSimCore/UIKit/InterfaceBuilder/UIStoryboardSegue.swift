import Foundation
import SimulationContext

/// A storyboard segue being performed, as UIKit's `UIStoryboardSegue`: what
/// `prepare(for:sender:)` receives, with the destination already made from the storyboard.
///
/// `perform()` does what the segue's kind says: `show` pushes the destination onto the source's
/// navigation controller (or presents it when there is none), `presentation` (and the older
/// `modal`) presents it. Other kinds (`unwind`, `embed`, custom) are not simulated yet: performing
/// one leaves a diagnostic.
@preconcurrency @MainActor open class UIStoryboardSegue {
    /// The segue's identifier in the storyboard.
    public let identifier: String?
    /// The controller the segue starts from.
    public let source: UIViewController
    /// The controller the segue leads to.
    public let destination: UIViewController
    /// The segue's kind as the storyboard writes it (`show`, `presentation`); `custom` for one
    /// made in code.
    let kind: String

    /// A segue from `source` to `destination`, as a custom segue class is made.
    public init(identifier: String?, source: UIViewController, destination: UIViewController) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
        kind = "custom"
    }

    init(identifier: String?, source: UIViewController, destination: UIViewController, kind: String) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
        self.kind = kind
    }

    /// Performs the transition the segue's kind says.
    open func perform() {
        switch kind {
        case "show", "push":
            if let navigation = source.navigationController ?? (source as? UINavigationController) {
                navigation.pushViewController(destination, animated: true)
            } else {
                source.present(destination, animated: true)
            }
        case "presentation", "modal":
            source.present(destination, animated: true)
        default:
            source.reportInterfaceBuilder(
                "\(source.auditName): the \(kind) segue\(identifier.map { " \"\($0)\"" } ?? "") is not performed (show and presentation segues are performed; embed segues when the view loads)"
            )
        }
    }
}

/// The target of a control whose storyboard segue fires on touch up inside (held by the scene's
/// controller, as a control holds its targets weakly).
final class SegueTrigger: UIResponder {
    let segue: InterfaceBuilderElement
    unowned let controller: UIViewController

    init(segue: InterfaceBuilderElement, controller: UIViewController) {
        self.segue = segue
        self.controller = controller
        super.init()
    }

    func fire(_ sender: Any) {
        let identifier = segue["identifier"]
        if let identifier, !controller.shouldPerformSegue(withIdentifier: identifier, sender: sender) { return }
        controller.performStoryboardSegue(segue, identifier: identifier, sender: sender)
    }
}

extension UIViewController {
    /// `performSegue(withIdentifier:sender:)`'s work: the segue found in the controller's scene,
    /// its destination made, `prepare(for:sender:)`, `perform()`.
    func performStoryboardSegue(_ identifier: String, sender: Any?) {
        guard let storyboard, let sceneID = storyboardSceneID, case .success(let document) = storyboard.document,
            let element = document.elementsByID[sceneID],
            let segue = element.preorder.first(where: { $0.name == "segue" && $0["identifier"] == identifier })
        else {
            reportInterfaceBuilder(
                "\(auditName): Receiver has no segue with identifier '\(identifier)' (as iOS says); the segue is not performed")
            return
        }
        performStoryboardSegue(segue, identifier: identifier, sender: sender)
    }

    /// Performs the segue `segue` of the controller's scene.
    func performStoryboardSegue(_ segue: InterfaceBuilderElement, identifier: String?, sender: Any?) {
        guard let storyboard else { return }
        let destination: UIViewController
        do throws(InterfaceBuilderError) {
            destination = try storyboard.instantiate(id: segue["destination"] ?? "")
        } catch {
            reportInterfaceBuilder("\(auditName): segue '\(identifier ?? "")' not performed: \(error)")
            return
        }
        if let style = segue["modalPresentationStyle"], let presentation = UIModalPresentationStyle(rawValue: style) {
            destination.modalPresentationStyle = presentation
        }
        let storyboardSegue = UIStoryboardSegue(identifier: identifier, source: self, destination: destination, kind: segue["kind"] ?? "")
        prepare(for: storyboardSegue, sender: sender)
        storyboardSegue.perform()
    }

    /// An embed segue of the controller's scene, performed as its view loads: the destination
    /// made from the storyboard, `prepare(for:sender:)` (with the controller as the sender:
    /// unconfirmed, Apple's documentation does not say what an embed segue's sender is), then the
    /// containment calls UIKit documents for adding a child — `willMove(toParent:)` (UIKit's
    /// `addChild(_:)` sends it; the simulated one does not, so it is sent here), `addChild(_:)`,
    /// the child's view added to the container view, filling it with flexible width and height,
    /// then `didMove(toParent:)`.
    func performEmbedSegue(_ segue: InterfaceBuilderElement, in container: UIView) throws(InterfaceBuilderError) {
        guard let storyboard else {
            reportInterfaceBuilder("\(auditName): an embed segue of a controller not made from a storyboard is not performed")
            return
        }
        let child = try storyboard.instantiate(id: segue["destination"] ?? "")
        let storyboardSegue = UIStoryboardSegue(identifier: segue["identifier"], source: self, destination: child, kind: "embed")
        prepare(for: storyboardSegue, sender: self)
        child.willMove(toParent: self)
        addChild(child)
        child.view.frame = container.bounds
        child.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.addSubview(child.view)
        child.didMove(toParent: self)
    }

    /// Leaves a diagnostic in the simulation the controller lives in, else the current one.
    func reportInterfaceBuilder(_ message: String) {
        if let lifecycleMonitor {
            lifecycleMonitor.diagnostic(message)
        } else {
            (CurrentSimulation.object as? any ApplicationHost)?.diagnostic(message)
        }
    }
}
