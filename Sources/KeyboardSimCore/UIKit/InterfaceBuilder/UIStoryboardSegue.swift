import Foundation
import SimulationContext

/// A storyboard segue being performed, as UIKit's `UIStoryboardSegue`: what
/// `prepare(for:sender:)` receives, with the destination already made from the storyboard.
///
/// `perform()` does what the segue's kind says: `show` pushes the destination onto the source's
/// navigation controller (or presents it when there is none), `presentation` (and the older
/// `modal`) presents it, `unwind` goes back to the destination: the presentations above it
/// dismissed and its navigation controller's `unwind(for:towards:)` (a pop to it). A segue whose
/// storyboard names a `customClass` is made of that class (its `init(identifier:source:destination:)`),
/// whose `perform()` the app writes; the base class's `perform()` of a `custom` segue leaves a
/// diagnostic.
@preconcurrency @MainActor open class UIStoryboardSegue: NSObject {
    /// The segue's identifier in the storyboard.
    public let identifier: String?
    /// The controller the segue starts from.
    public let source: UIViewController
    /// The controller the segue leads to.
    public let destination: UIViewController
    /// The segue's kind as the storyboard writes it (`show`, `presentation`, `unwind`);
    /// `custom` for one made in code.
    var kind = "custom"

    /// A segue from `source` to `destination`: how a storyboard makes a custom segue class, and
    /// how an app makes one in code.
    public required init(identifier: String?, source: UIViewController, destination: UIViewController) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
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
        case "unwind":
            unwindTransition()
        default:
            source.reportInterfaceBuilder(
                "\(source.auditName): the \(kind) segue\(identifier.map { " \"\($0)\"" } ?? "") is not performed (show, presentation and unwind segues are performed, embed segues when the view loads; a custom segue class performs its own)"
            )
        }
    }
}

extension UIStoryboardSegue {
    /// An unwind segue's transition back to its destination: each presentation between the
    /// source and the destination dismissed, then the destination's navigation controller told
    /// `unwind(for:towards:)` (which pops to it).
    fileprivate func unwindTransition() {
        var current = source
        while true {
            if let navigation = current.navigationController, navigation.viewControllers.contains(where: { $0 === destination }) {
                navigation.unwind(for: self, towards: destination)
                return
            }
            let root = current.outermostParent
            guard root !== destination.outermostParent, let presenting = root.presentingViewController else { return }
            presenting.dismiss(animated: true)
            current = (presenting as? UINavigationController)?.topViewController ?? presenting
        }
    }
}

extension UIViewController {
    /// The controller at the top of this one's parent chain.
    var outermostParent: UIViewController {
        var controller = self
        while let parent = controller.parent { controller = parent }
        return controller
    }

    /// Where an unwind segue from this controller may end, nearest first: the controllers below
    /// it in its navigation stack, then the controller that presented it (or that controller's
    /// navigation stack from the top), and so on up. (Apple's documentation says UIKit searches
    /// the source's parent and presenting controllers; this order is the simulation's reading.)
    func unwindCandidates() -> [UIViewController] {
        var candidates: [UIViewController] = []
        var current: UIViewController = self
        var includingCurrent = false
        while true {
            if let navigation = current.navigationController,
                let index = navigation.viewControllers.firstIndex(where: {
                    $0 === current || $0 === current.outermostParentBelow(navigation)
                })
            {
                candidates += navigation.viewControllers[...index].reversed().dropFirst(includingCurrent ? 0 : 1)
            } else if includingCurrent {
                candidates.append(current)
            }
            guard let presenting = current.outermostParent.presentingViewController else { return candidates }
            current = (presenting as? UINavigationController)?.topViewController ?? presenting
            includingCurrent = true
        }
    }

    /// The ancestor of this controller (or itself) whose parent is `container`.
    private func outermostParentBelow(_ container: UIViewController) -> UIViewController {
        var controller = self
        while let parent = controller.parent, parent !== container { controller = parent }
        return controller
    }
}

/// The target of a control whose storyboard segue fires on touch up inside (held by the scene's
/// controller, as a control holds its targets weakly), or the segue of a table view cell,
/// performed when its row is selected (held by the cell).
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

    /// Performs the segue `segue` of the controller's scene: its destination made from the
    /// storyboard (an unwind segue's found among the controllers it may go back to), the segue
    /// made of its class, `prepare(for:sender:)`, an unwind segue's action sent to its
    /// destination, then `perform()` — the order Apple's documentation of unwind segues gives.
    func performStoryboardSegue(_ segue: InterfaceBuilderElement, identifier: String?, sender: Any?) {
        guard let storyboard, case .success(let document) = storyboard.document else { return }
        let named = identifier.map { " '\($0)'" } ?? ""
        let destination: UIViewController
        var unwindAction: Selector?
        do throws(InterfaceBuilderError) {
            if segue["kind"] == "unwind" {
                guard let name = segue["unwindAction"], !name.isEmpty else {
                    throw document.error(at: segue, "an unwind segue without an unwindAction")
                }
                if let action = segue["destinationCreationSelector"] {
                    throw document.error(
                        at: segue, "segue action \(action) on an unwind segue: an unwind segue goes back to a controller, it makes none")
                }
                let action = Selector(name)
                guard let found = unwindCandidates().first(where: { $0.canPerformUnwindSegueAction(action, from: self, sender: sender) })
                else {
                    reportInterfaceBuilder(
                        "\(auditName): unwind segue\(named) not performed: no view controller it can go back to has the action \(name) (declare `@IBAction func` with that name in it and run kbsim port on its file)"
                    )
                    return
                }
                destination = found
                unwindAction = action
            } else {
                destination = try instantiateDestination(of: segue, sender: sender, from: storyboard, document)
                if let style = segue["modalPresentationStyle"], let presentation = UIModalPresentationStyle(interfaceBuilderName: style) {
                    destination.modalPresentationStyle = presentation
                }
            }
            let segueClass = try InterfaceBuilderLoader(document: document, modules: storyboard.modules).objectClass(
                of: segue, default: UIStoryboardSegue.self, baseName: "UIStoryboardSegue")
            let storyboardSegue = segueClass.init(identifier: identifier, source: self, destination: destination)
            storyboardSegue.kind = segue["kind"] ?? ""
            prepare(for: storyboardSegue, sender: sender)
            if let unwindAction { destination.sendUnwindAction(unwindAction, with: storyboardSegue) }
            storyboardSegue.perform()
        } catch {
            reportInterfaceBuilder("\(auditName): segue\(named) not performed: \(error)")
        }
    }

    /// Makes the destination of `segue`, a segue of this controller's scene: with the scene's
    /// segue action when the segue names one (`destinationCreationSelector`, the method the app
    /// marks `@IBSegueAction`, which `kbsim port` lists in `interfaceBuilderSelector(forAction:)`),
    /// called with the destination's coder, and the segue's sender and identifier when it takes
    /// them (`makeDetail(_:sender:segueIdentifier:)`); a segue action that returns `nil` leaves the
    /// destination to its class's `init?(coder:)`, as if it had not been called (Stack Overflow
    /// 69496614, whose answer reads Apple's documentation and tries the variants). Without one,
    /// the destination is made from the storyboard alone.
    private func instantiateDestination(
        of segue: InterfaceBuilderElement, sender: Any?, from storyboard: UIStoryboard, _ document: InterfaceBuilderDocument
    ) throws(InterfaceBuilderError) -> UIViewController {
        let destinationID = segue["destination"] ?? ""
        guard let name = segue["destinationCreationSelector"] else { return try storyboard.instantiate(id: destinationID) }
        guard let selector = interfaceBuilderSelector(forAction: name) else {
            throw document.error(
                at: segue,
                "\(type(of: self)) has no segue action \(name): declare it `@IBSegueAction func …` in the class and run kbsim port on its file, which writes interfaceBuilderSelector(forAction:)"
            )
        }
        let identifier = segue["identifier"]
        var problem: String?
        let creator = { [unowned self] (coder: NSCoder) -> UIViewController? in
            // The segue action's parameters: the coder, then the sender and the identifier, by the
            // number of parts of its name.
            let argument: Any =
                switch name.filter({ $0 == ":" }).count {
                case 1: coder
                case 2: (coder, sender)
                default: (coder, sender, identifier)
                }
            if let why = selector.unreachable(on: self, with: argument) {
                problem = why
                return nil
            }
            // What the method returned: an optional's value, or nothing for `nil`.
            guard var result = selector.method?.perform(self, argument).result else { return nil }
            while Mirror(reflecting: result).displayStyle == .optional {
                guard let value = Mirror(reflecting: result).children.first?.value else { return nil }
                result = value
            }
            guard let controller = result as? UIViewController else {
                problem = "it returned a \(type(of: result)), not a view controller"
                return nil
            }
            return controller
        }
        let destination = try storyboard.instantiate(id: destinationID, within: [], creator: creator)
        if let problem { throw document.error(at: segue, "segue action \(name) of \(type(of: self)): \(problem)") }
        return destination
    }

    /// Calls this controller's unwind action `action` (its `@IBAction func …(_ segue:)`) with `segue`.
    private func sendUnwindAction(_ action: Selector, with segue: UIStoryboardSegue) {
        guard let method = interfaceBuilderSelector(forAction: action.name) else { return }
        if let why = method.unreachable(on: self, with: segue) {
            reportInterfaceBuilder("\(auditName): unwind action \(action.name) not sent: \(why)")
            return
        }
        _ = method.method?.call(self, segue)
    }

    /// An embed segue of the controller's scene, performed as its view loads: the destination
    /// made from the storyboard, `prepare(for:sender:)` (with the controller as the sender:
    /// unconfirmed, Apple's documentation does not say what an embed segue's sender is), then the
    /// containment calls UIKit documents for adding a child — `addChild(_:)` (which sends
    /// `willMove(toParent:)`), the child's view added to the container view, filling it with
    /// flexible width and height, then `didMove(toParent:)`.
    func performEmbedSegue(_ segue: InterfaceBuilderElement, in container: UIView, of document: InterfaceBuilderDocument)
        throws(InterfaceBuilderError)
    {
        guard let storyboard else {
            reportInterfaceBuilder("\(auditName): an embed segue of a controller not made from a storyboard is not performed")
            return
        }
        let child = try instantiateDestination(of: segue, sender: self, from: storyboard, document)
        let storyboardSegue = UIStoryboardSegue(identifier: segue["identifier"], source: self, destination: child)
        storyboardSegue.kind = "embed"
        prepare(for: storyboardSegue, sender: self)
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
            CurrentSimulation.host?.diagnostic(message)
        }
    }
}
