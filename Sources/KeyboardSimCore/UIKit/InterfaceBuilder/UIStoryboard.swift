import Foundation
import SimulationContext

/// A storyboard, as UIKit's `UIStoryboard`: its view controllers are made from the
/// `.storyboard` file's XML on Linux (Xcode compiles it to a `.storyboardc` on iOS; here the
/// source is read, see ``InterfaceBuilderDocument``).
///
/// A view controller is made with `init?(coder:)` and sent `awakeFromNib()`; its view is made
/// when it loads (`loadView`), with its outlets and actions connected before `viewDidLoad`, as
/// Apple documents for storyboards. A navigation controller comes with its root view controller
/// (its `rootViewController` relationship). Other segues are recorded and not performed yet.
///
/// Where the file comes from: with a bundle other than `Bundle.main`, the bundle's resource;
/// with `nil` or `Bundle.main`, the current simulation's `interfaceBuilderResources`
/// directories (then the main bundle). A storyboard that cannot be found or read does not stop
/// the test: the simulation's trace says why, and the instantiations give no controller.
///
/// ```swift
/// sim.interfaceBuilderResources = InterfaceBuilderResources(directories: [storyboards], modules: ["AppTests"])
/// let login = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "Login")
/// ```
@preconcurrency @MainActor open class UIStoryboard: NSObject {
    /// The document read, or why it could not be.
    package let document: Result<InterfaceBuilderDocument, InterfaceBuilderError>
    /// The modules searched for custom classes.
    package let modules: [String]

    /// The storyboard `name` (without `.storyboard`) in `storyboardBundleOrNil`.
    public init(name: String, bundle storyboardBundleOrNil: Bundle?) {
        let resources = CurrentSimulation.host?.searchedInterfaceBuilderResources ?? InterfaceBuilderResources()
        modules = resources.modules
        guard let url = resources.url(named: name, fileExtension: "storyboard", bundle: storyboardBundleOrNil) else {
            document = .failure(
                InterfaceBuilderError(
                    file: "\(name).storyboard", line: 0, column: 0,
                    message:
                        "Could not find a storyboard named '\(name)' (as iOS says): searched \(resources.directories.map(\.path)) and the bundle; list it in the test target's kbsim-port.txt (the KeyboardSimPort plugin) or set the simulation's interfaceBuilderResources.directories"
                ))
            Self.report(document)
            return
        }
        do throws(InterfaceBuilderError) {
            document = .success(try InterfaceBuilderDocument(contentsOf: url))
        } catch {
            document = .failure(error)
            Self.report(document)
        }
    }

    /// A storyboard of a document already read (KeyboardSim's own: tests).
    package init(document: InterfaceBuilderDocument, modules: [String]) {
        self.document = .success(document)
        self.modules = modules
    }

    private static func report(_ document: Result<InterfaceBuilderDocument, InterfaceBuilderError>) {
        if case .failure(let error) = document { diagnostic(error) }
    }

    static func diagnostic(_ error: InterfaceBuilderError) {
        CurrentSimulation.host?.diagnostic("storyboard not loaded: \(error)")
    }

    /// Leaves `storyboard warning: FILE:LINE:COLUMN: …` in the current simulation's diagnostics:
    /// something in the document that Xcode builds with a warning, and the load goes on.
    static func warning(_ error: InterfaceBuilderError) {
        CurrentSimulation.host?.diagnostic("storyboard warning: \(error)")
    }

    /// The storyboard's initial view controller (its arrow in Interface Builder); `nil` when it
    /// has none, or when it cannot be made (the trace says why).
    open func instantiateInitialViewController() -> UIViewController? {
        do throws(InterfaceBuilderError) {
            let document = try document.get()
            guard let id = document.initialViewControllerID else { return nil }
            return try instantiate(id: id)
        } catch {
            Self.diagnostic(error)
            return nil
        }
    }

    /// The storyboard's initial view controller made by `creator` (iOS 13), as
    /// `instantiateViewController(identifier:creator:)` makes an identified one: the block gets the
    /// coder of the scene's controller and calls the app's own initializer; when it returns `nil`,
    /// or is `nil`, the scene's class is made with `init?(coder:)` (Apple's documentation of this
    /// method, https://developer.apple.com/documentation/uikit/uistoryboard/instantiateinitialviewcontroller(creator:)).
    /// `nil` when the storyboard has no initial view controller, or when it cannot be made or is
    /// not a `ViewController` (the simulation's diagnostics say why).
    open func instantiateInitialViewController<ViewController: UIViewController>(
        creator: ((NSCoder) -> ViewController?)? = nil
    ) -> ViewController? {
        do throws(InterfaceBuilderError) {
            let document = try document.get()
            guard let id = document.initialViewControllerID else { return nil }
            let controller = try instantiate(id: id, within: [], creator: creator.map { block in { block($0) } })
            guard let typed = controller as? ViewController else {
                throw InterfaceBuilderError(
                    file: document.file, line: 0, column: 0,
                    message: "the initial view controller is a \(type(of: controller)), not a \(ViewController.self)")
            }
            return typed
        } catch {
            Self.diagnostic(error)
            return nil
        }
    }

    /// A new view controller, each call, whose Storyboard ID is `identifier`. iOS raises an
    /// exception for an identifier the storyboard does not have (Apple's documentation of this
    /// method); here the simulation's diagnostics say so and a plain `UIViewController` comes back.
    open func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
        do throws(InterfaceBuilderError) {
            return try loadViewController(identifier: identifier)
        } catch {
            Self.diagnostic(error)
            return UIViewController()
        }
    }

    /// A new view controller whose Storyboard ID is `identifier`, made by `creator` (iOS 13): the
    /// block gets the coder of the scene's controller, and calls the app's own initializer (one
    /// that takes its dependencies and calls `super.init(coder:)`); when it returns `nil`, or is
    /// `nil`, the scene's class is made with `init?(coder:)` (Apple's documentation of this
    /// method, https://developer.apple.com/documentation/uikit/uistoryboard/instantiateviewcontroller(identifier:creator:)).
    /// The block runs once for each controller made. The rest is as
    /// `instantiateViewController(withIdentifier:)`.
    ///
    /// iOS raises an exception for an identifier the storyboard does not have and for a
    /// controller that is not a `ViewController`; here the simulation's diagnostics say so, and
    /// the controller returned is the one the block already made, else one made by the block (if
    /// it has not run), else by `ViewController(coder:)`, from a coder that holds nothing (and answers every question,
    /// where Foundation on Linux's bare `NSCoder` stops the process). Only when both return `nil`
    /// does the test stop here, with the storyboard and the identifier: no value of the app's
    /// class exists to return, and UIKit's signature is not optional.
    open func instantiateViewController<ViewController: UIViewController>(
        identifier: String, creator: ((NSCoder) -> ViewController?)? = nil
    ) -> ViewController {
        // What the block made, so that a load that fails after it does not run the block again.
        var made: ViewController?
        var ran = false
        let creating = creator.map { block in
            { (coder: NSCoder) -> UIViewController? in
                ran = true
                made = block(coder)
                return made
            }
        }
        do throws(InterfaceBuilderError) {
            let document = try document.get()
            guard let scene = document.scenes.first(where: { $0["storyboardIdentifier"] == identifier }) else {
                throw InterfaceBuilderError(
                    file: document.file, line: 0, column: 0,
                    message:
                        "Storyboard doesn't contain a view controller with identifier '\(identifier)' (as iOS says); it has \(document.storyboardIdentifiers)"
                )
            }
            let controller = try instantiate(id: scene["id"] ?? "", within: [], creator: creating)
            guard let typed = controller as? ViewController else {
                throw document.error(
                    at: scene, "the view controller \"\(identifier)\" is a \(type(of: controller)), not a \(ViewController.self)")
            }
            return typed
        } catch {
            Self.diagnostic(error)
        }
        if let made { return made }
        let empty = InterfaceBuilderCoder(
            element: InterfaceBuilderElement(name: "viewController", attributes: [:], line: 0, column: 0), loader: self)
        if let controller = (ran ? nil : creator?(empty)) ?? ViewController(coder: empty) { return controller }
        // Only an app's init?(coder:) that returns nil reaches here; iOS has raised an exception by then.
        let file = (try? document.get().file) ?? "the storyboard"
        fatalError(
            "instantiateViewController(identifier: \"\(identifier)\") of \(file): the scene could not be made (the simulation's diagnostics say why) and both the creator and \(ViewController.self)(coder:) returned nil, so no \(ViewController.self) exists to return (iOS raises an exception here)"
        )
    }

    /// The view controller whose Storyboard ID is `identifier`, or why it cannot be made.
    package func loadViewController(identifier: String) throws(InterfaceBuilderError) -> UIViewController {
        let document = try document.get()
        guard let scene = document.scenes.first(where: { $0["storyboardIdentifier"] == identifier }) else {
            throw InterfaceBuilderError(
                file: document.file, line: 0, column: 0,
                message:
                    "Storyboard doesn't contain a view controller with identifier '\(identifier)' (as iOS says); it has \(document.storyboardIdentifiers)"
            )
        }
        return try instantiate(id: scene["id"] ?? "")
    }

    /// The initial view controller, or why it cannot be made.
    package func loadInitialViewController() throws(InterfaceBuilderError) -> UIViewController? {
        let document = try document.get()
        guard let id = document.initialViewControllerID else { return nil }
        return try instantiate(id: id)
    }

    /// Makes the view controller of the scene whose controller has `id`: `init?(coder:)`, its
    /// title and navigation item, a navigation controller's root, `awakeFromNib()`. Its view
    /// waits for `loadView`.
    package func instantiate(id: String) throws(InterfaceBuilderError) -> UIViewController {
        try instantiate(id: id, within: [])
    }

    /// `instantiate(id:)` inside the relationship segues that lead to `id` from `enclosing`,
    /// with `creator` making the controller (from its coder) when it gives one.
    func instantiate(
        id: String, within enclosing: [String], creator: ((NSCoder) -> UIViewController?)? = nil
    ) throws(InterfaceBuilderError) -> UIViewController {
        let document = try document.get()
        guard let element = document.elementsByID[id], let baseName = InterfaceBuilderSchema.viewControllerClasses[element.name] else {
            throw InterfaceBuilderError(
                file: document.file, line: 0, column: 0, message: "the storyboard has no view controller with id \"\(id)\"")
        }
        let loader = InterfaceBuilderLoader(document: document, modules: modules)
        let base = InterfaceBuilderSchema.viewControllerTypes[element.name] ?? UIViewController.self
        let controllerClass = try loader.objectClass(of: element, default: base, baseName: baseName)
        let coder = InterfaceBuilderCoder(element: element, loader: loader)
        guard let controller = creator?(coder) ?? controllerClass.init(coder: coder) else {
            throw document.error(at: element, "init?(coder:) of \(controllerClass) returned nil")
        }
        controller.storyboard = self
        controller.storyboardSceneID = id
        if let title = element["title"] { controller.title = title }
        // Two flags Xcode writes on a scene's controller ("Extend Edges: Under Opaque Bars", a
        // navigation controller's "Shows Navigation Bar" unchecked), YES or NO.
        if let extends = try flag("extendedLayoutIncludesOpaqueBars", of: element, in: document) {
            controller.extendedLayoutIncludesOpaqueBars = extends
        }
        if let hidden = try flag("navigationBarHidden", of: element, in: document) {
            (controller as? UINavigationController)?.isNavigationBarHidden = hidden
        }
        if let item = element.child("navigationItem", key: "navigationItem") {
            if let title = item["title"] { controller.navigationItem.title = title }
            try makeBarButtonItems(of: item, for: controller, loader: loader)
        }
        if let clears = element["clearsSelectionOnViewWillAppear"] {
            (controller as? UITableViewController)?.clearsSelectionOnViewWillAppear = clears != "NO"
            (controller as? UICollectionViewController)?.clearsSelectionOnViewWillAppear = clears != "NO"
        }
        if let view = element.children.first(where: { $0.key == "view" && InterfaceBuilderSchema.viewClasses[$0.name] != nil }) {
            controller.interfaceBuilderView = InterfaceBuilderViewSource(
                document: document, controllerElement: element, viewElement: view, modules: modules)
        }
        if let item = element.child("tabBarItem", key: "tabBarItem") {
            let tabBarItem = controller.tabBarItem ?? UITabBarItem()
            if let title = item["title"] { tabBarItem.title = title }
            if let name = item["image"] { tabBarItem.image = InterfaceBuilderViewProperties.image(named: name, in: document) }
            if let name = item["selectedImage"] {
                tabBarItem.selectedImage = InterfaceBuilderViewProperties.image(named: name, in: document)
            }
            if let tag = item["tag"] {
                guard let value = Int(tag) else {
                    throw document.error(at: item, "tag=\"\(tag)\" of <tabBarItem> is not a value KeyboardSim reads")
                }
                tabBarItem.tag = value
            }
            controller.tabBarItem = tabBarItem
        }
        var tabs: [UIViewController] = []
        for segue in element.list("connections") where segue.name == "segue" && segue["kind"] == "relationship" {
            let relationship = segue["relationship"] ?? ""
            guard
                (relationship == "rootViewController" && controller is UINavigationController)
                    || (relationship == "viewControllers" && controller is UITabBarController)
            else {
                throw document.error(
                    at: segue,
                    "relationship segue \"\(relationship)\" of <\(element.name)> is not supported (a navigation controller's rootViewController and a tab bar controller's viewControllers are)"
                )
            }
            let destination = segue["destination"] ?? ""
            if let action = segue["destinationCreationSelector"] {
                throw document.error(
                    at: segue,
                    "segue action \(action) on a relationship segue is not supported yet (show, presentation, custom and embed segues call theirs); make the controller in the segue action's place with init?(coder:)"
                )
            }
            guard !enclosing.contains(destination), destination != id else {
                throw document.error(at: segue, "relationship segues lead in a circle back to \"\(destination)\"")
            }
            let child = try instantiate(id: destination, within: enclosing + [id])
            if relationship == "viewControllers" {
                tabs.append(child)
            } else {
                // A navigation controller's root, added as init(rootViewController:) adds it.
                controller.addChild(child)
                child.didMove(toParent: controller)
            }
        }
        if let tabBarController = controller as? UITabBarController, !tabs.isEmpty {
            // The tabs in the order of the segues, the first selected, as Interface Builder draws them.
            tabBarController.viewControllers = tabs
        }
        for segue in element.list("connections") where segue.name == "outlet" || segue.name == "outletCollection" || segue.name == "action"
        {
            // A controller's outlets lead into its view, connected when the view loads.
            guard let destination = segue["destination"], document.elementsByID[destination] != nil else {
                throw document.error(
                    at: segue, "\(segue.name) destination \"\(segue["destination"] ?? "")\" is not an object of this storyboard")
            }
        }
        for attribute in element.list("userDefinedRuntimeAttributes") {
            try InterfaceBuilderViewProperties.setRuntimeAttribute(attribute, on: controller, loader: loader)
        }
        controller.awakeFromNib()
        return controller
    }
}

extension UIStoryboard {
    /// The bar button items of a scene's navigation item (`rightBarButtonItem`,
    /// `leftBarButtonItem`): title, style, system item, image, and the action they send to the
    /// scene's controller.
    private func makeBarButtonItems(
        of navigationItem: InterfaceBuilderElement, for controller: UIViewController, loader: InterfaceBuilderLoader
    )
        throws(InterfaceBuilderError)
    {
        let document = loader.document
        for element in navigationItem.children where element.name == "barButtonItem" {
            let item: UIBarButtonItem
            if let name = element["systemItem"] {
                let systemItems = (0...UIBarButtonItem.SystemItem.close.rawValue).compactMap { UIBarButtonItem.SystemItem(rawValue: $0) }
                guard let systemItem = systemItems.first(where: { String(describing: $0) == name }) else {
                    throw loader.invalid("systemItem", name, element)
                }
                item = UIBarButtonItem(barButtonSystemItem: systemItem, target: nil, action: nil)
            } else {
                item = UIBarButtonItem(title: element["title"], style: .plain, target: nil, action: nil)
            }
            switch element["style"] {
            case nil: break
            case "plain": item.style = .plain
            case "done": item.style = .done
            case let other?: throw loader.invalid("style", other, element)
            }
            if let name = element["image"] { item.image = InterfaceBuilderViewProperties.image(named: name, in: document) }
            for connection in element.list("connections") {
                guard connection.name == "action", connection["destination"] == element.parent?.parent?["id"] else {
                    throw document.error(
                        at: connection,
                        "a bar button item's \(connection.name) is supported as an action to the scene's view controller only")
                }
                let name = connection["selector"] ?? ""
                guard connection["eventType"] == nil else { throw loader.invalid("eventType", connection["eventType"] ?? "", connection) }
                guard let selector = controller.interfaceBuilderSelector(forAction: name) else {
                    throw document.error(
                        at: connection,
                        "\(type(of: controller)) has no action \(name): declare it `@IBAction func …` in the class and run kbsim port on its file, which writes interfaceBuilderSelector(forAction:)"
                    )
                }
                item.target = controller
                item.action = selector
            }
            switch element.key {
            case "rightBarButtonItem": controller.navigationItem.rightBarButtonItem = item
            default: controller.navigationItem.leftBarButtonItem = item
            }
        }
    }
}

/// A view controller's view as a storyboard scene or a xib draws it, made when the controller
/// loads its view.
package struct InterfaceBuilderViewSource {
    let document: InterfaceBuilderDocument
    /// The controller's element (a storyboard scene), or `nil` for a xib whose File's Owner it is.
    let controllerElement: InterfaceBuilderElement?
    /// The `<view key="view">` of a scene; `nil` for a xib.
    let viewElement: InterfaceBuilderElement?
    let modules: [String]

    /// Makes the view and connects it to `controller`: the scene's view, its constraints, the
    /// controller's outlets and actions into it, its runtime attributes, `awakeFromNib()` for
    /// each object made.
    @MainActor func load(into controller: UIViewController) throws(InterfaceBuilderError) {
        if let controllerElement, let viewElement, let id = controllerElement["id"] {
            let loader = InterfaceBuilderLoader(document: document, modules: modules, placeholders: [id: controller])
            let view = try loader.makeView(viewElement)
            loader.registerLegacyGuides(of: controllerElement, view: view)
            // The scene's other objects (gesture recognizers), and its bar button items, made with the controller.
            for object in controllerElement.parent?.children ?? [] where object !== controllerElement && object.name != "placeholder" {
                guard object.name != "exit" else { continue }
                _ = try loader.makeObject(object)
            }
            loader.registerBarButtonItems(of: controllerElement, in: controller.navigationItem)
            controller.view = view
            try loader.finish(placeholders: [controllerElement], placeholderAttributes: false)
            for statics in loader.staticTables {
                // Xcode: "Static table views are only valid when embedded in UITableViewController instances".
                guard let tableController = controller as? UITableViewController, statics.table === view else {
                    throw document.error(
                        at: statics.element,
                        "static cells are supported in the table of a table view controller scene only (as Xcode requires)")
                }
                tableController.retainedByInterfaceBuilder.append(statics)
            }
            for (container, segue) in loader.embeds {
                try controller.performEmbedSegue(segue, in: container, of: document)
            }
        } else {
            _ = try UINib(document: document, modules: modules).instantiateObjects(withOwner: controller)
        }
    }
}

extension InterfaceBuilderDocument {
    /// Gives `controller` the view of the storyboard scene whose view controller is
    /// `controllerElement`, with `controller` in the scene controller's place: the view and its
    /// constraints made, the scene controller's outlets and actions connected to `controller`
    /// (through `setValue(_:forKey:)` for outlets UIKit does not define), `awakeFromNib()` sent
    /// to every object made. `kbsim run` loads a scenario's storyboard screen this way, with a
    /// built-in technique's controller in the scene; custom classes are looked for in `modules`
    /// and KeyboardSimCore.
    @MainActor package func loadView(
        ofScene controllerElement: InterfaceBuilderElement, into controller: UIViewController, modules: [String] = []
    ) throws(InterfaceBuilderError) {
        guard
            let viewElement = controllerElement.children.first(where: {
                $0.key == "view" && InterfaceBuilderSchema.viewClasses[$0.name] != nil
            })
        else {
            throw error(at: controllerElement, "the scene's <\(controllerElement.name)> has no view (<view key=\"view\">)")
        }
        try InterfaceBuilderViewSource(document: self, controllerElement: controllerElement, viewElement: viewElement, modules: modules)
            .load(into: controller)
    }
}

extension InterfaceBuilderError {
    /// Leaves `storyboard not loaded: FILE:LINE:COLUMN: …` in the current simulation's
    /// diagnostics, as a storyboard that cannot be loaded does.
    @MainActor package func reportAsDiagnostic() { UIStoryboard.diagnostic(self) }
}

extension UIStoryboard {
    /// The YES or NO of `element`'s attribute `name`; nil without it; any other value is refused
    /// at the element.
    fileprivate func flag(
        _ name: String, of element: InterfaceBuilderElement, in document: InterfaceBuilderDocument
    ) throws(InterfaceBuilderError) -> Bool? {
        guard let value = element[name] else { return nil }
        guard value == "YES" || value == "NO" else {
            throw document.error(at: element, "attribute \(name)=\"\(value)\" of <\(element.name)> must be YES or NO")
        }
        return value == "YES"
    }
}
