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
}
