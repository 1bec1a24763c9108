import Foundation

/// Where a load finds the app's documents and classes: the directories searched for
/// `Main.storyboard` or `LoginView.xib` when the bundle is `nil` (or `Bundle.main`), and the
/// modules searched for a custom class (`customClass="LoginViewController"`), after the
/// document's own `customModule`. A test sets them on its simulation
/// (`sim.interfaceBuilderResources`), since after `kbsim port` the app's classes live in the
/// test's module, not the app's.
public struct InterfaceBuilderResources: Sendable, Equatable {
    /// Directories searched, in order, for `<name>.storyboard` and `<name>.xib` (also in their
    /// `Base.lproj`).
    public var directories: [URL]
    /// Modules searched, in order, for a custom class after its `customModule`.
    public var modules: [String]

    /// Resources searched in `directories`, with custom classes searched in `modules`.
    public init(directories: [URL] = [], modules: [String] = []) {
        self.directories = directories
        self.modules = modules
    }

    /// The document named `name` with `fileExtension`, in `bundle` (when it is not the main
    /// bundle) or in the directories.
    package func url(named name: String, fileExtension: String, bundle: Bundle?, searchingMainBundle: Bool = true) -> URL? {
        if let bundle, bundle != Bundle.main, let url = bundle.url(forResource: name, withExtension: fileExtension) {
            return url
        }
        for directory in directories {
            for folder in [directory, directory.appendingPathComponent("Base.lproj")] {
                let url = folder.appendingPathComponent(name).appendingPathExtension(fileExtension)
                if FileManager.default.fileExists(atPath: url.path) { return url }
            }
        }
        return searchingMainBundle ? Bundle.main.url(forResource: name, withExtension: fileExtension) : nil
    }
}

/// One instantiation of part of an Interface Builder document — a storyboard scene's view
/// controller, a view controller's view, a xib's objects — in UIKit's order (Apple's
/// documentation of `awakeFromNib()`): every object is made with `init?(coder:)` (a view's
/// subviews inside its own `init?(coder:)`, so a subclass finds them after `super.init(coder:)`),
/// then the constraints, then the outlets and actions are connected, then the user-defined
/// runtime attributes set, then `awakeFromNib()` is sent to every object made, in the order
/// their initializers finished.
@MainActor package final class InterfaceBuilderLoader {
    let document: InterfaceBuilderDocument
    let modules: [String]
    /// The objects by id: placeholders (File's Owner), objects made, layout guides.
    private(set) var objects: [String: AnyObject] = [:]
    /// The objects made, with their elements, in the order their initializers finished.
    private(set) var made: [(element: InterfaceBuilderElement, object: AnyObject)] = []
    /// The legacy top and bottom layout guides (`<viewControllerLayoutGuide>`) by id.
    private var legacyGuides: [String: (type: String, view: UIView)] = [:]
    private var pendingConstraints: [(holder: UIView, element: InterfaceBuilderElement)] = []
    /// The built-in labels of the cell being read (`textLabel="…"`), by the id of their element.
    private var builtInLabels: [String: UILabel] = [:]
    /// The first error met inside an initializer (which cannot throw).
    var failure: InterfaceBuilderError?

    /// The placeholders the load was given (File's Owner, a scene's controller).
    let placeholders: [String: AnyObject]

    package init(document: InterfaceBuilderDocument, modules: [String], placeholders: [String: AnyObject] = [:]) {
        self.document = document
        self.modules = modules
        self.placeholders = placeholders
        objects = placeholders
    }

    // MARK: Classes

    /// The class `element` makes: its `customClass`, found in its `customModule` then in the
    /// modules searched, or UIKit's class for the element.
    func objectClass<Base>(of element: InterfaceBuilderElement, default base: Base.Type, baseName: String) throws(InterfaceBuilderError)
        -> Base.Type
    {
        guard let name = element["customClass"] else { return base }
        // A Swift type's name (`LoginViewController`, `Outer.Inner`): nothing else is looked up.
        let isName = { (text: String) in
            !text.isEmpty && text.first?.isNumber == false
                && text.unicodeScalars.allSatisfy { $0 == "_" || $0 == "." || CharacterSet.alphanumerics.contains($0) }
        }
        guard isName(name), element["customModule"].map(isName) ?? true else {
            throw document.error(at: element, "custom class \"\(name)\" of <\(element.name)> is not a Swift class name")
        }
        let candidates = (element["customModule"].map { [$0] } ?? []) + modules + ["KeyboardSimCore"]
        for module in candidates {
            guard let found = _typeByName("\(module).\(name)") else { continue }
            guard let typed = found as? Base.Type else {
                throw document.error(
                    at: element, "custom class \(module).\(name) of <\(element.name)> is not a subclass of \(baseName)")
            }
            return typed
        }
        throw document.error(
            at: element,
            "custom class \(name) of <\(element.name)> not found in module\(candidates.count > 2 ? "s" : "") \(candidates.dropLast().joined(separator: ", ")): add the module that declares it to the simulation's interfaceBuilderResources.modules (after kbsim port, the test target's)"
        )
    }

    private func register(_ object: AnyObject, for element: InterfaceBuilderElement) {
        if let id = element["id"] { objects[id] = object }
        made.append((element, object))
    }

    // MARK: Objects

    /// Makes a top-level object of a xib or a scene: a view (with its subviews) or a gesture
    /// recognizer.
    func makeObject(_ element: InterfaceBuilderElement) throws(InterfaceBuilderError) -> AnyObject {
        if let make = InterfaceBuilderSchema.gestureRecognizerClasses[element.name] {
            return try makeGestureRecognizer(element, make: make)
        }
        return try makeView(element)
    }

    /// Makes a gesture recognizer (`<tapGestureRecognizer>`, `<panGestureRecognizer>`) with
    /// `make` (its element's class) and the settings the element gives; a view takes it through
    /// its `gestureRecognizers` outlet collection, and its actions are connected with the other
    /// connections.
    private func makeGestureRecognizer(_ element: InterfaceBuilderElement, make: @MainActor () -> UIGestureRecognizer)
        throws(InterfaceBuilderError) -> UIGestureRecognizer
    {
        if element["customClass"] != nil {
            throw document.error(at: element, "a custom gesture recognizer class is not supported yet; add the recognizer in code")
        }
        let recognizer = make()
        func flag(_ name: String) throws(InterfaceBuilderError) -> Bool? {
            switch element[name] {
            case nil: return nil
            case "YES": return true
            case "NO": return false
            case let other?: throw invalid(name, other, element)
            }
        }
        func count(_ name: String) throws(InterfaceBuilderError) -> Int? {
            guard let text = element[name] else { return nil }
            guard let value = Int(text), value > 0 else { throw invalid(name, text, element) }
            return value
        }
        if let value = try flag("enabled") { recognizer.isEnabled = value }
        if let value = try flag("cancelsTouchesInView") { recognizer.cancelsTouchesInView = value }
        if let value = try flag("delaysTouchesBegan") { recognizer.delaysTouchesBegan = value }
        if let value = try flag("delaysTouchesEnded") { recognizer.delaysTouchesEnded = value }
        if let tap = recognizer as? UITapGestureRecognizer {
            if let value = try count("numberOfTapsRequired") { tap.numberOfTapsRequired = value }
            if let value = try count("numberOfTouchesRequired") { tap.numberOfTouchesRequired = value }
        }
        if let pan = recognizer as? UIPanGestureRecognizer {
            if let value = try count("minimumNumberOfTouches") { pan.minimumNumberOfTouches = value }
            if let value = try count("maximumNumberOfTouches") { pan.maximumNumberOfTouches = value }
        }
        register(recognizer, for: element)
        return recognizer
    }

    // MARK: Views

    /// Makes the view `element` describes, with its subviews, through `init?(coder:)`.
    package func makeView(_ element: InterfaceBuilderElement) throws(InterfaceBuilderError) -> UIView {
        guard let base = InterfaceBuilderSchema.viewClasses[element.name] else {
            throw document.error(at: element, "<\(element.name)> is not a view")
        }
        let viewClass = try objectClass(of: element, default: base, baseName: String(describing: base))
        let coder = InterfaceBuilderCoder(element: element, loader: self)
        let made = viewClass.init(coder: coder)
        if let failure { throw failure }
        guard let view = made else {
            throw document.error(at: element, "init?(coder:) of \(viewClass) returned nil")
        }
        if !coder.decoded {
            // A subclass whose init?(coder:) calls another initializer: read the element now.
            coder.decoded = true
            try decode(element, into: view)
        }
        register(view, for: element)
        return view
    }

    /// What `UIView.init?(coder:)` calls: reads the element into the view (errors are kept for
    /// `makeView`, since an initializer cannot throw).
    func decodeFromInitializer(_ view: UIView, coder: InterfaceBuilderCoder) {
        coder.decoded = true
        guard failure == nil else { return }
        do {
            try decode(coder.element, into: view)
        } catch {
            failure = error
        }
    }

    /// Reads a view element: geometry, properties, subviews; its constraints wait until every
    /// view is made.
    func decode(_ element: InterfaceBuilderElement, into view: UIView) throws(InterfaceBuilderError) {
        try InterfaceBuilderViewProperties.apply(element, to: view, loader: self)
        for child in element.children {
            switch child.name {
            case "subviews":
                for subviewElement in child.children {
                    if let id = subviewElement["id"], let label = builtInLabels.removeValue(forKey: id) {
                        // A cell's own textLabel or detailTextLabel, as its style places it.
                        guard subviewElement.name == "label", subviewElement["customClass"] == nil else {
                            throw document.error(
                                at: subviewElement, "a cell's built-in label \"\(id)\" must be a <label> of UILabel's class")
                        }
                        try decode(subviewElement, into: label)
                        register(label, for: subviewElement)
                        continue
                    }
                    let subview = try makeView(subviewElement)
                    if let stack = view as? UIStackView {
                        stack.addArrangedSubview(subview)
                    } else {
                        view.addSubview(subview)
                    }
                }
            case "viewLayoutGuide":
                let guide: UILayoutGuide
                switch (child.key, view) {
                case ("safeArea", _): guide = view.safeAreaLayoutGuide
                case ("contentLayoutGuide", let scroll as UIScrollView): guide = scroll.contentLayoutGuide
                case ("frameLayoutGuide", let scroll as UIScrollView): guide = scroll.frameLayoutGuide
                default:
                    throw document.error(at: child, "<viewLayoutGuide key=\"\(child.key ?? "")\"> is not supported on <\(element.name)>")
                }
                if let id = child["id"] { objects[id] = guide }
            case "constraints":
                for constraint in child.children { pendingConstraints.append((view, constraint)) }
            case "tableViewCellContentView":
                // The cell made its content view: the element is read into it.
                guard let cell = view as? UITableViewCell else {
                    throw document.error(at: child, "<tableViewCellContentView> outside a table view cell is not supported")
                }
                if let id = child["id"] { objects[id] = cell.contentView }
                for attribute in ["textLabel", "detailTextLabel"] {
                    guard let id = element[attribute] else { continue }
                    guard let label = attribute == "textLabel" ? cell.textLabel : cell.detailTextLabel else {
                        throw document.error(at: element, "\(attribute)=\"\(id)\": a cell of this style has no \(attribute)")
                    }
                    builtInLabels[id] = label
                }
                try decode(child, into: cell.contentView)
                if let id = builtInLabels.keys.sorted().first {
                    throw document.error(at: child, "the cell's built-in label \"\(id)\" is not among its content view's subviews")
                }
            case "prototypes":
                guard let table = view as? UITableView else { throw document.error(at: child, "<prototypes> outside a table view") }
                try registerPrototypes(child, in: table)
            case "collectionViewCellContentView":
                guard let cell = view as? UICollectionViewCell else {
                    throw document.error(at: child, "<collectionViewCellContentView> outside a collection view cell is not supported")
                }
                if let id = child["id"] { objects[id] = cell.contentView }
                try decode(child, into: cell.contentView)
            case "cells":
                guard let collection = view as? UICollectionView else {
                    throw document.error(at: child, "<cells> outside a collection view")
                }
                for cell in child.children {
                    guard let identifier = cell["reuseIdentifier"], !identifier.isEmpty else {
                        UIStoryboard.warning(
                            document.error(at: cell, "a prototype cell without a reuseIdentifier is never dequeued; give it one"))
                        continue
                    }
                    let prototype = InterfaceBuilderPrototype(
                        document: document, element: cell, modules: modules, placeholders: placeholders)
                    collection.register(UINib(prototype: prototype), forCellWithReuseIdentifier: identifier)
                }
            case "collectionViewFlowLayout":
                guard let layout = (view as? UICollectionView)?.collectionViewLayout as? UICollectionViewFlowLayout else {
                    throw document.error(at: child, "<collectionViewFlowLayout> outside a collection view")
                }
                if let id = child["id"] { objects[id] = layout }
                try InterfaceBuilderViewProperties.apply(child, to: layout, loader: self)
            case "sections":
                guard let table = view as? UITableView else { throw document.error(at: child, "<sections> outside a table view") }
                try makeStaticCells(child, in: table)
            default:
                break
            }
        }
    }

    // MARK: Tables

    /// The embed segues of the container views made, performed once the scene's view is loaded.
    private(set) var embeds: [(container: UIView, segue: InterfaceBuilderElement)] = []

    /// The static tables made (`dataMode="static"`), for the scene's table view controller.
    private(set) var staticTables: [InterfaceBuilderStaticCells] = []

    /// Registers the table's prototype cells (`<prototypes>`) under their reuse identifiers: each
    /// dequeue makes a new cell from its element, with this load's placeholders (the scene's
    /// controller, which a cell's actions may target).
    private func registerPrototypes(_ element: InterfaceBuilderElement, in table: UITableView) throws(InterfaceBuilderError) {
        for cell in element.children {
            guard let identifier = cell["reuseIdentifier"], !identifier.isEmpty else {
                // Xcode builds it with a warning; no dequeue can name it.
                UIStoryboard.warning(
                    document.error(at: cell, "a prototype cell without a reuseIdentifier is never dequeued; give it one"))
                continue
            }
            table.interfaceBuilderPrototypes[identifier] = InterfaceBuilderPrototype(
                document: document, element: cell, modules: modules, placeholders: placeholders)
        }
    }

    /// Makes a static table's cells (`<sections>`), now: they are objects of the scene, which
    /// the controller's outlets reach.
    private func makeStaticCells(_ element: InterfaceBuilderElement, in table: UITableView) throws(InterfaceBuilderError) {
        var sections: [InterfaceBuilderStaticCells.Section] = []
        for section in element.children {
            var cells: [(cell: UITableViewCell, height: CGFloat?)] = []
            for cellElement in section.list("cells") {
                guard let cell = try makeView(cellElement) as? UITableViewCell else {
                    throw document.error(at: cellElement, "a static cell's class is not a UITableViewCell")
                }
                let height = cellElement.child("rect", key: "frame")?["height"].flatMap(Double.init).map { CGFloat($0) }
                cells.append((cell, height))
            }
            sections.append(.init(headerTitle: section["headerTitle"], footerTitle: section["footerTitle"], cells: cells))
        }
        staticTables.append(InterfaceBuilderStaticCells(table: table, sections: sections, element: element))
    }

    /// Registers the bar button items a storyboard scene's controller was made with, under their
    /// elements' ids, so the controller's outlets reach them.
    func registerBarButtonItems(of controllerElement: InterfaceBuilderElement, in navigationItem: UINavigationItem) {
        for element in controllerElement.child("navigationItem", key: "navigationItem")?.children ?? [] {
            guard let id = element["id"] else { continue }
            switch element.key {
            case "rightBarButtonItem": objects[id] = navigationItem.rightBarButtonItem
            case "leftBarButtonItem": objects[id] = navigationItem.leftBarButtonItem
            default: break
            }
        }
    }

    /// Registers the legacy top and bottom layout guides of a view controller's element.
    func registerLegacyGuides(of controllerElement: InterfaceBuilderElement, view: UIView) {
        for guide in controllerElement.list("layoutGuides") {
            if let id = guide["id"], let type = guide["type"] { legacyGuides[id] = (type, view) }
        }
    }

    // MARK: Constraints

    /// Makes and installs the constraints of every view made, in document order.
    func makeConstraints() throws(InterfaceBuilderError) {
        let pending = pendingConstraints
        pendingConstraints = []
        for (holder, element) in pending {
            let decoded = try resolveConstraint(element, holder: holder)
            let constraintClass = try objectClass(of: element, default: NSLayoutConstraint.self, baseName: "NSLayoutConstraint")
            let coder = InterfaceBuilderCoder(element: element, loader: self)
            coder.constraint = decoded
            guard let constraint = constraintClass.init(coder: coder) else {
                throw document.error(at: element, "init?(coder:) of \(constraintClass) returned nil")
            }
            if let priority = element["priority"] {
                guard let value = Float(priority), value >= 1, value <= 1000 else { throw invalid("priority", priority, element) }
                constraint.priority = UILayoutPriority(value)
            }
            if let identifier = element["identifier"] { constraint.identifier = identifier }
            register(constraint, for: element)
            holder.addConstraint(constraint)
        }
    }

    /// A constraint's items, attributes, relation, multiplier and constant, resolved.
    private func resolveConstraint(_ element: InterfaceBuilderElement, holder: UIView) throws(InterfaceBuilderError)
        -> DecodedConstraint
    {
        guard let firstName = element["firstAttribute"] else {
            throw document.error(at: element, "<constraint> has no firstAttribute")
        }
        let (firstItem, firstAttribute) = try item(element["firstItem"], firstName, holder: holder, element)
        var secondItem: AnyObject?
        var secondAttribute = NSLayoutConstraint.Attribute.notAnAttribute
        if let secondName = element["secondAttribute"] {
            (secondItem, secondAttribute) = try item(element["secondItem"], secondName, holder: holder, element)
        } else if element["secondItem"] != nil {
            throw document.error(at: element, "<constraint> has a secondItem but no secondAttribute")
        }
        if secondItem == nil && firstAttribute.axis != .horizontalSize && firstAttribute.axis != .verticalSize {
            throw document.error(at: element, "<constraint> relates \(firstName) to a constant: only width and height can be")
        }
        let relation: NSLayoutConstraint.Relation
        switch element["relation"] {
        case nil, "equal": relation = .equal
        case "greaterThanOrEqual": relation = .greaterThanOrEqual
        case "lessThanOrEqual": relation = .lessThanOrEqual
        case let other?: throw invalid("relation", other, element)
        }
        var multiplier: CGFloat = 1
        if let text = element["multiplier"] {
            let parts = text.split(separator: ":", omittingEmptySubsequences: false)
            let numbers = parts.compactMap { Double($0) }.filter(\.isFinite)
            guard numbers.count == parts.count, numbers.count == 1 || (numbers.count == 2 && numbers[1] != 0) else {
                throw invalid("multiplier", text, element)
            }
            multiplier = CGFloat(numbers.count == 2 ? numbers[0] / numbers[1] : numbers[0])
        }
        var constant: CGFloat = 0
        if let text = element["constant"] {
            guard let value = Double(text), value.isFinite else { throw invalid("constant", text, element) }
            constant = CGFloat(value)
        }
        if firstItem === secondItem && firstAttribute == secondAttribute {
            throw document.error(at: element, "<constraint> relates an item's \(firstName) to itself")
        }
        return DecodedConstraint(
            firstItem: firstItem, firstAttribute: firstAttribute, relation: relation, secondItem: secondItem,
            secondAttribute: secondAttribute, multiplier: multiplier, constant: constant)
    }

    /// The item a constraint names (the holding view when `id` is nil) and its attribute; a
    /// margin attribute (`leadingMargin`) is the item's `layoutMarginsGuide`'s, as UIKit defines it.
    private func item(_ id: String?, _ name: String, holder: UIView, _ element: InterfaceBuilderElement) throws(InterfaceBuilderError)
        -> (AnyObject, NSLayoutConstraint.Attribute)
    {
        var object: AnyObject = holder
        var attributeName = name
        if let id {
            if let legacy = legacyGuides[id] {
                // The top layout guide's bottom is the safe area's top; the bottom guide's top, its bottom.
                switch (legacy.type, name) {
                case ("top", "bottom"): return (legacy.view.safeAreaLayoutGuide, .top)
                case ("bottom", "top"): return (legacy.view.safeAreaLayoutGuide, .bottom)
                default:
                    throw document.error(
                        at: element,
                        "the \(legacy.type) layout guide's \(name) is not supported (only the top guide's bottom and the bottom guide's top)"
                    )
                }
            }
            guard let found = objects[id], found is UIView || found is UILayoutGuide else {
                throw document.error(at: element, "<constraint> names item \"\(id)\", which is not a view or layout guide of this scene")
            }
            object = found
        }
        var margins = false
        if attributeName.hasSuffix("WithinMargins") {
            attributeName = String(attributeName.dropLast("WithinMargins".count))
            margins = true
        } else if attributeName.hasSuffix("Margin") {
            attributeName = String(attributeName.dropLast("Margin".count))
            margins = true
        }
        // A baseline stays refused here (text baselines are not simulated; a storyboard aligns
        // labels and fields by them), though code's baseline constraints take the bottom edge.
        guard let attribute = NSLayoutConstraint.Attribute(rawValue: attributeName), attribute != .notAnAttribute,
            attribute != .firstBaseline, attribute != .lastBaseline
        else {
            throw document.error(
                at: element,
                "constraint attribute \"\(name)\" is not supported (baselines are not simulated); supported: left, right, top, bottom, leading, trailing, width, height, centerX, centerY and their margins"
            )
        }
        if margins {
            guard let view = object as? UIView else {
                throw document.error(at: element, "constraint attribute \"\(name)\" names the margins of an item that is not a view")
            }
            object = view.layoutMarginsGuide
        }
        return (object, attribute)
    }

    func invalid(_ attribute: String, _ value: String, _ element: InterfaceBuilderElement) -> InterfaceBuilderError {
        document.error(at: element, "\(attribute)=\"\(value)\" of <\(element.name)> is not a value KeyboardSim reads")
    }

    // MARK: Connections, runtime attributes, awakeFromNib

    /// Connects the outlets and actions of `sources` (elements with `<connections>`), the
    /// objects of which are made or placeholders. Segues are left to the storyboard.
    func connect(_ sources: [InterfaceBuilderElement]) throws(InterfaceBuilderError) {
        var collections: [(source: AnyObject, property: String, values: [AnyObject], element: InterfaceBuilderElement)] = []
        for sourceElement in sources {
            for connection in sourceElement.list("connections") {
                guard let sourceID = sourceElement["id"], let source = objects[sourceID] else { continue }
                guard ["outlet", "outletCollection", "action", "segue"].contains(connection.name) else {
                    throw document.error(at: connection, "<\(connection.name)> in <connections> is not supported")
                }
                if connection.name == "segue" {
                    // A controller's segues wait for performSegue; a control's fire on its event.
                    guard !(source is UIViewController) else { continue }
                    try connectSegue(connection, from: source)
                    continue
                }
                guard let destinationID = connection["destination"], let destination = objects[destinationID] else {
                    if connection["destination"] == "-2"
                        || document.elementsByID[connection["destination"] ?? ""]?["placeholderIdentifier"] == "IBFirstResponder"
                    {
                        throw document.error(
                            at: connection,
                            "actions sent to the First Responder are not supported yet; connect the action to a view controller")
                    }
                    // A xib loaded without an owner: the owner's connections have nothing to connect, as in UIKit.
                    if document.elementsByID[connection["destination"] ?? ""]?["placeholderIdentifier"] == "IBFilesOwner" { continue }
                    throw document.error(
                        at: connection,
                        "\(connection.name) destination \"\(connection["destination"] ?? "")\" is not an object of this scene or nib")
                }
                let property = connection["property"] ?? ""
                switch connection.name {
                case "outlet":
                    try setOutlet(property, of: source, to: destination, connection)
                case "outletCollection":
                    if let index = collections.firstIndex(where: { $0.source === source && $0.property == property }) {
                        collections[index].values.append(destination)
                    } else {
                        collections.append((source, property, [destination], connection))
                    }
                default:
                    try connectAction(connection, from: source, to: destination)
                }
            }
        }
        for collection in collections {
            try setOutlet(collection.property, of: collection.source, to: collection.values, collection.element)
        }
    }

    /// Sets outlet `property` of `source`: UIKit's own outlets (a controller's `view`, a text
    /// field's `delegate`) directly, the app's through `setValue(_:forKey:)`, which `kbsim port`
    /// writes for the class's `@IBOutlet` properties.
    private func setOutlet(_ property: String, of source: AnyObject, to value: Any, _ element: InterfaceBuilderElement)
        throws(InterfaceBuilderError)
    {
        if try InterfaceBuilderViewProperties.setUIKitOutlet(property, of: source, to: value, loader: self, element) { return }
        guard let responder = source as? UIResponder else {
            throw document.error(
                at: element, "outlet \(property) of \(type(of: source)): only a responder's (a view's, a view controller's) outlets are set"
            )
        }
        responder.undefinedKeys = []
        responder.setValue(value, forKey: property)
        if responder.undefinedKeys.contains(property) {
            responder.undefinedKeys = []
            throw document.error(
                at: element,
                "\(type(of: responder)) is not key value coding-compliant for the key \(property) (as iOS would say): declare `@IBOutlet var \(property)` in the class and run kbsim port on its file, which writes the setValue(_:forKey:) that sets it"
            )
        }
    }

    /// A segue a control triggers: on touch up inside, the scene's controller is asked
    /// `shouldPerformSegue(withIdentifier:sender:)`, then the segue is performed with the control
    /// as its sender.
    private func connectSegue(_ segue: InterfaceBuilderElement, from source: AnyObject) throws(InterfaceBuilderError) {
        if segue["kind"] == "embed" {
            guard let container = source as? UIView, document.kind == .storyboard else {
                throw document.error(at: segue, "an embed segue is supported from a storyboard scene's container view only")
            }
            embeds.append((container, segue))
            return
        }
        guard source is UIControl || source is UITableViewCell else {
            throw document.error(
                at: segue, "a segue from \(type(of: source)) is not supported (a view controller's, a control's or a table view cell's are)"
            )
        }
        guard document.kind == .storyboard, let controller = placeholders.values.lazy.compactMap({ $0 as? UIViewController }).first
        else {
            throw document.error(at: segue, "a control's or a cell's segue outside a storyboard scene is not supported")
        }
        let trigger = SegueTrigger(segue: segue, controller: controller)
        if let cell = source as? UITableViewCell {
            // Performed when the user selects the cell's row (UITableView.selectRowByUser).
            cell.selectionSegue = trigger
        } else if let control = source as? UIControl {
            controller.retainedByInterfaceBuilder.append(trigger)
            control.addTarget(trigger, action: Selector("fire:", SegueTrigger.fire), for: .touchUpInside)
        }
    }

    private func connectAction(_ connection: InterfaceBuilderElement, from source: AnyObject, to destination: AnyObject)
        throws(InterfaceBuilderError)
    {
        let selectorName = connection["selector"] ?? ""
        guard source is UIControl || source is UIGestureRecognizer || source is UIBarButtonItem else {
            throw document.error(
                at: connection,
                "action \(selectorName) from \(type(of: source)): only a control's, a gesture recognizer's or a bar button item's actions are supported"
            )
        }
        guard let target = destination as? UIResponder else {
            throw document.error(at: connection, "action \(selectorName) to \(type(of: destination)): only a responder can be a target")
        }
        guard let selector = target.interfaceBuilderSelector(forAction: selectorName) else {
            throw document.error(
                at: connection,
                "\(type(of: target)) has no action \(selectorName): declare it `@IBAction func …` in the class and run kbsim port on its file, which writes interfaceBuilderSelector(forAction:)"
            )
        }
        switch source {
        case let recognizer as UIGestureRecognizer:
            guard connection["eventType"] == nil else { throw invalid("eventType", connection["eventType"] ?? "", connection) }
            recognizer.addTarget(target, action: selector)
        case let item as UIBarButtonItem:
            guard connection["eventType"] == nil else { throw invalid("eventType", connection["eventType"] ?? "", connection) }
            item.target = target
            item.action = selector
        default:
            guard let control = source as? UIControl, let eventName = connection["eventType"],
                let event = InterfaceBuilderViewProperties.controlEvents[eventName]
            else {
                throw invalid("eventType", connection["eventType"] ?? "", connection)
            }
            control.addTarget(target, action: selector, for: event)
        }
    }

    /// Sets the user-defined runtime attributes of `elements` (objects made and placeholders).
    func setRuntimeAttributes(of elements: [InterfaceBuilderElement]) throws(InterfaceBuilderError) {
        for element in elements {
            guard let id = element["id"], let object = objects[id] else { continue }
            for attribute in element.list("userDefinedRuntimeAttributes") {
                try InterfaceBuilderViewProperties.setRuntimeAttribute(attribute, on: object, loader: self)
            }
        }
    }

    /// Sends `awakeFromNib()` to every object made, in the order they were made.
    func awake() {
        for (_, object) in made {
            switch object {
            case let responder as UIResponder: responder.awakeFromNib()
            case let constraint as NSLayoutConstraint: constraint.awakeFromNib()
            default: break
            }
        }
    }

    /// Makes everything after the objects: the constraints; the connections of the objects made
    /// and of `placeholders` (File's Owner, a storyboard scene's controller); the runtime
    /// attributes of the objects made, and of the placeholders when `placeholderAttributes`
    /// (a storyboard's controller has had its own when it was made); `awakeFromNib()`.
    func finish(placeholders: [InterfaceBuilderElement], placeholderAttributes: Bool) throws(InterfaceBuilderError) {
        try makeConstraints()
        let madeElements = made.map(\.element)
        try connect(placeholders + madeElements)
        try setRuntimeAttributes(of: (placeholderAttributes ? placeholders : []) + madeElements)
        awake()
    }
}

/// A constraint as its element says, for `NSLayoutConstraint.init?(coder:)`.
package struct DecodedConstraint {
    package let firstItem: AnyObject
    package let firstAttribute: NSLayoutConstraint.Attribute
    package let relation: NSLayoutConstraint.Relation
    package let secondItem: AnyObject?
    package let secondAttribute: NSLayoutConstraint.Attribute
    package let multiplier: CGFloat
    package let constant: CGFloat
}
