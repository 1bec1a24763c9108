import Foundation

/// A screen drawn in a storyboard, named by the scenario file instead of described inline:
///
/// ```json
/// "screen": {
///   "storyboard": "Storyboards/Login.storyboard",
///   "scene": "Login",
///   "outlets": {"nameField": "passwordField", "bottomSpace": "bottomConstraint"}
/// }
/// ```
///
/// The built-in technique's controller takes the place of the scene's view controller: the
/// scene's view is loaded into it as UIKit loads a storyboard scene (views, constraints,
/// `awakeFromNib()`), and the scene controller's outlets are set on it. The technique then
/// finds its parts (`TechniqueCatalog.Entry.parts`) as it finds an inline screen's: `outlets`
/// binds each part to an outlet of the scene's view controller or, for a constraint, to a
/// constraint's identifier (a part not listed binds to the outlet or identifier of its own
/// name). The storyboard uses UIKit's classes only: from the command line there is no app
/// module to find a custom class in.
public struct StoryboardScreen: Sendable {
    /// A technique's part bound to a name in the storyboard.
    public struct Outlet: Sendable, Equatable {
        /// The part's name (`nameField`, `bottomSpace`).
        public var part: String
        /// An outlet of the scene's view controller, or a constraint's identifier.
        public var name: String

        /// `part` bound to `name`.
        public init(part: String, name: String) {
            self.part = part
            self.name = name
        }
    }

    /// The storyboard's path as the scenario file writes it, relative to the file.
    public var path: String
    /// The scene's Storyboard ID; nil for the storyboard's initial view controller.
    public var scene: String?
    /// The parts the file binds, in its order.
    public var outlets: [Outlet]
    /// The storyboard, read and checked.
    public var document: InterfaceBuilderDocument
    /// The `id` of the scene's view controller element.
    var controllerID: String

    /// The name `part` is bound to: the file's, or the part's own.
    func name(of part: String) -> String { outlets.first { $0.part == part }?.name ?? part }

    /// Loads the scene's view into `controller`, which stands in the scene's view controller;
    /// its outlets reach `controller.setValue(_:forKey:)`.
    @MainActor func load(into controller: UIViewController) throws(InterfaceBuilderError) {
        guard let element = document.elementsByID[controllerID] else {
            throw InterfaceBuilderError(
                file: document.file, line: 0, column: 0, message: "the storyboard has no view controller with id \"\(controllerID)\"")
        }
        try document.loadView(ofScene: element, into: controller)
    }

    /// The object `part` is bound to, once the view is loaded: the outlet of that name, else
    /// (a constraint) the constraint with that identifier under `root`.
    @MainActor static func object(named name: String, isConstraint: Bool, root: UIView, outlets: [String: Any]) -> Any? {
        if let value = outlets[name] { return value }
        guard isConstraint else { return nil }
        for view in root.subtree {
            if let constraint = view.constraints.first(where: { $0.identifier == name }) { return constraint }
        }
        return nil
    }

    /// Whether `object` is what `kind` asks for; nil when it is, else what it is instead.
    @MainActor static func mismatch(_ object: Any, for kind: TechniqueCatalog.Part.Kind) -> String? {
        switch kind {
        case .view(let viewKind):
            guard let view = object as? UIView else { return "a \(type(of: object))" }
            let fits =
                switch viewKind {
                case .view: true
                case .textField: view is UITextField
                case .label: view is UILabel
                case .button: view is UIButton
                case .imageView: view is UIImageView
                case .stack: view is UIStackView
                }
            return fits ? nil : "a \(type(of: view))"
        case .scrollView:
            return object is UIScrollView ? nil : "a \(type(of: object))"
        case .constraint(let firstItem):
            guard let constraint = object as? NSLayoutConstraint else { return "a \(type(of: object))" }
            if firstItem == .stack, !(constraint.firstItem is UIStackView) {
                return "a constraint whose first item is \(constraint.firstItem.map { "a \(type(of: $0))" } ?? "nothing"), not a stack view"
            }
            return nil
        }
    }

    /// The parts bound to the loaded scene, as ``InlineScreen/build(in:)`` gives an inline
    /// screen's: views by part name (each named after its part — its accessibility identifier —
    /// so traces and `focus` steps call it that), constraints by part name (their identifier set
    /// to it, so traces call them that too). A view another outlet reaches, without an
    /// accessibility identifier of its own, is named after that outlet; the root view, without
    /// one, is `storyboardScreen`. A part that is not bound (the file was checked, so only a
    /// scenario made in code) is left out.
    @MainActor func bind(root: UIView, outlets: [String: Any], technique: Technique) -> InlineScreen.Built {
        var built = InlineScreen.Built()
        for property in scenePropertyNames {
            if let view = outlets[property] as? UIView, view.accessibilityIdentifier == nil { view.accessibilityIdentifier = property }
        }
        if root.accessibilityIdentifier == nil { root.accessibilityIdentifier = "storyboardScreen" }
        for part in TechniqueCatalog.entry(for: technique).parts {
            let isConstraint = if case .constraint = part.kind { true } else { false }
            let object = Self.object(named: name(of: part.name), isConstraint: isConstraint, root: root, outlets: outlets)
            guard let object, Self.mismatch(object, for: part.kind) == nil else { continue }
            if let view = object as? UIView {
                view.accessibilityIdentifier = part.name
                built.views[part.name] = view
            } else if let constraint = object as? NSLayoutConstraint {
                constraint.identifier = part.name
                built.constraints[part.name] = constraint
            }
        }
        return built
    }

    /// The outlets of the scene's view controller, in document order.
    var scenePropertyNames: [String] {
        guard let element = document.elementsByID[controllerID] else { return [] }
        var names: [String] = []
        for connection in element.list("connections") where connection.name == "outlet" || connection.name == "outletCollection" {
            if let property = connection["property"], !names.contains(property) { names.append(property) }
        }
        return names
    }

    /// The identifiers of the scene's constraints, in document order.
    var constraintIdentifiers: [String] {
        guard let element = document.elementsByID[controllerID] else { return [] }
        var identifiers: [String] = []
        for constraint in element.preorder where constraint.name == "constraint" {
            if let identifier = constraint["identifier"], !identifiers.contains(identifier) { identifiers.append(identifier) }
        }
        return identifiers
    }
}

/// A view controller that stands in a storyboard scene's controller to read it: it keeps the
/// outlets the scene sets (the scenario reader checks a storyboard screen's parts with it).
final class StoryboardOutletReader: UIViewController {
    /// The outlets set, by property name.
    private(set) var outlets: [String: Any] = [:]

    override func setValue(_ value: Any?, forKey key: String) {
        guard let value else { return super.setValue(value, forKey: key) }
        outlets[key] = value
    }
}
