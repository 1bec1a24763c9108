import Foundation
import SimulationContext

extension UIViewController {
    /// What the default `loadView()` loads from Interface Builder: the storyboard scene's view,
    /// or the nib named at `init(nibName:bundle:)` with the controller as its File's Owner.
    /// Returns `nil` when there is nothing to load, `""` when the view is loaded, and otherwise
    /// why it is not (the caller makes a plain view).
    func loadInterfaceBuilderView() -> String? {
        let source: InterfaceBuilderViewSource
        let what: String
        if let interfaceBuilderView {
            source = interfaceBuilderView
            what = "storyboard scene \"\(interfaceBuilderView.controllerElement?["id"] ?? "")\""
        } else if let nibName {
            what = "nib \"\(nibName)\""
            let nib = UINib(nibName: nibName, bundle: nibBundle)
            switch nib.document {
            case .success(let document):
                source = InterfaceBuilderViewSource(document: document, controllerElement: nil, viewElement: nil, modules: nib.modules)
            case .failure(let error):
                return "\(what) not loaded (\(error.message))"
            }
        } else if let (name, document, modules) = defaultNib() {
            what = "nib \"\(name)\""
            source = InterfaceBuilderViewSource(document: document, controllerElement: nil, viewElement: nil, modules: modules)
        } else {
            return nil
        }
        do throws(InterfaceBuilderError) {
            try source.load(into: self)
        } catch {
            view = nil
            return "\(what) not loaded (\(error))"
        }
        guard isViewLoaded else { return "\(what) not loaded (its File's Owner has no view outlet)" }
        return ""
    }

    /// The nib a controller made without a nib name loads, as Apple documents `nibName`: for
    /// `MyViewController`, `MyView.xib`, else `MyViewController.xib` — looked for only in the
    /// directories of the simulation's `interfaceBuilderResources` (none by default, so a
    /// controller made in code looks for nothing), and only for a class of the app's (UIKit's own
    /// controllers have no nib).
    private func defaultNib() -> (String, InterfaceBuilderDocument, [String])? {
        guard let resources = CurrentSimulation.host?.searchedInterfaceBuilderResources,
            !resources.directories.isEmpty,
            !(String(reflecting: type(of: self)).hasPrefix("KeyboardSimCore."))
        else { return nil }
        let className = String(describing: type(of: self))
        var names = [className]
        if className.hasSuffix("Controller") { names.insert(String(className.dropLast("Controller".count)), at: 0) }
        for name in names {
            guard let url = resources.url(named: name, fileExtension: "xib", bundle: nil, searchingMainBundle: false) else {
                continue
            }
            do throws(InterfaceBuilderError) {
                return (name, try InterfaceBuilderDocument(contentsOf: url), resources.modules)
            } catch {
                lifecycleMonitor?.diagnostic("\(auditName).loadView: nib \"\(name)\" not loaded (\(error))")
                return nil
            }
        }
        return nil
    }
}
