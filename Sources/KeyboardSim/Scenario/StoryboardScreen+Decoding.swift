import Foundation

/// A storyboard screen read from a scenario file's
/// `"screen": {"storyboard": "…", "scene": "…", "outlets": {…}}`: the storyboard read and
/// checked, its scene found, its classes UIKit's, then the scene loaded once, off screen, and
/// every part of the technique bound — so that everything the replay would trip on is refused
/// here, at the file's line, before anything runs.
extension StoryboardScreen {
    /// The keys of a storyboard screen, in the order the encoder writes them.
    static let keys = ["storyboard", "scene", "outlets"]

    @MainActor static func decode(
        _ reader: Reader, _ node: LocatedJSON, technique: TechniqueConfiguration, device: Device, orientation: UIInterfaceOrientation,
        profile: BehaviorProfile
    ) throws(ScenarioError) -> StoryboardScreen {
        let members = try reader.object(node, "$.screen", keys: keys)
        let pathNode = try members.required("storyboard")
        let path = try reader.string(pathNode, "$.screen.storyboard")
        guard !path.isEmpty, path.hasSuffix(".storyboard") else {
            throw reader.error(
                pathNode, "$.screen.storyboard", "\"\(path)\" is not a .storyboard file; expected its path, relative to the scenario file")
        }
        let file = resolvedPath(path, scenarioFile: reader.file)
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: file))
        } catch {
            var failure = reader.error(pathNode, "$.screen.storyboard", "cannot read the storyboard \(file) (\(readProblem(file)))")
            failure.cannotReadInput = true
            throw failure
        }
        let document: InterfaceBuilderDocument
        do throws(InterfaceBuilderError) {
            document = try InterfaceBuilderDocument(data: data, file: file)
        } catch {
            throw reader.error(pathNode, "$.screen.storyboard", "\(error)")
        }
        guard document.kind == .storyboard else {
            throw reader.error(pathNode, "$.screen.storyboard", "\(file) is a xib; a scenario's screen is a storyboard's scene")
        }
        let (controller, sceneName) = try scene(of: document, reader, members, node)
        try checkClasses(document, controller: controller, sceneName: sceneName, reader: reader, pathNode: pathNode)
        var outlets: [Outlet] = []
        let parts = TechniqueCatalog.entry(for: technique.name).parts
        if let outletsNode = members.optional("outlets") {
            let listed = try reader.object(outletsNode, "$.screen.outlets", keys: nil)
            for (part, valueNode) in listed.ordered {
                guard parts.contains(where: { $0.name == part }) else {
                    throw reader.error(
                        valueNode, "$.screen.outlets.\(part)",
                        "\(technique.name) has no part \"\(part)\"\(suggestion(part, parts.map(\.name))); its parts are \(parts.map { "\"\($0.name)\"" }.joined(separator: ", "))"
                    )
                }
                let name = try reader.string(valueNode, "$.screen.outlets.\(part)")
                outlets.append(Outlet(part: part, name: name))
            }
        }
        let screen = StoryboardScreen(
            path: path, scene: sceneName, outlets: outlets, document: document, controllerID: controller["id"] ?? "")
        try screen.checkParts(
            technique: technique.name, reader: reader, members: members, node: node, device: device, orientation: orientation,
            profile: profile)
        return screen
    }

    /// The storyboard's path: `path` as written when absolute, else in the scenario file's folder.
    static func resolvedPath(_ path: String, scenarioFile: String) -> String {
        guard !path.hasPrefix("/") else { return path }
        let folder = (scenarioFile as NSString).deletingLastPathComponent
        return folder.isEmpty ? path : "\(folder)/\(path)"
    }

    /// Why a file cannot be read, in a few words.
    private static func readProblem(_ file: String) -> String {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: file, isDirectory: &isFolder) else { return "no such file" }
        return isFolder.boolValue ? "it is a folder" : "it cannot be read"
    }

    /// The scene's view controller: the one with the file's Storyboard ID, else the initial one.
    private static func scene(
        of document: InterfaceBuilderDocument, _ reader: Reader, _ members: Reader.Members, _ node: LocatedJSON
    ) throws(ScenarioError) -> (InterfaceBuilderElement, String?) {
        let identifiers = document.storyboardIdentifiers
        let listed =
            identifiers.isEmpty
            ? "it has no scene with a Storyboard ID (Interface Builder's identity inspector sets one)"
            : "its scenes with a Storyboard ID are \(identifiers.map { "\"\($0)\"" }.joined(separator: ", "))"
        let element: InterfaceBuilderElement
        let sceneName: String?
        if let sceneNode = members.optional("scene") {
            let name = try reader.string(sceneNode, "$.screen.scene")
            guard let found = document.scenes.first(where: { $0["storyboardIdentifier"] == name }) else {
                throw reader.error(
                    sceneNode, "$.screen.scene",
                    "\(document.file) has no scene with the Storyboard ID \"\(name)\"\(suggestion(name, identifiers)); \(listed)")
            }
            element = found
            sceneName = name
        } else {
            guard let id = document.initialViewControllerID, let found = document.elementsByID[id] else {
                throw reader.error(
                    node, "$.screen",
                    "\(document.file) has no initial view controller; name a scene with \"scene\": \(listed)")
            }
            element = found
            sceneName = nil
        }
        guard element.name == "viewController" else {
            throw reader.error(
                members.optional("scene") ?? node, members.optional("scene") == nil ? "$.screen" : "$.screen.scene",
                "\(document.file):\(element.line):\(element.column): the scene\(sceneName.map { " \"\($0)\"" } ?? " of the initial view controller") is a <\(element.name)>; the technique's controller takes the place of a plain view controller (<viewController>): name the scene of the screen itself"
            )
        }
        return (element, sceneName)
    }

    /// Every class the scene names is UIKit's: the technique's controller stands in the scene's
    /// view controller, and from the command line there is no app module to find a custom class
    /// in. A class of the app is refused, never replaced by its UIKit class: the replay would pass
    /// or fail a screen that is not the app's. The refusal names every such class with its line,
    /// and the test that runs them instead (the app's package, its `kbsim-port.txt`).
    private static func checkClasses(
        _ document: InterfaceBuilderDocument, controller: InterfaceBuilderElement, sceneName: String?, reader: Reader,
        pathNode: LocatedJSON
    ) throws(ScenarioError) {
        var found: [(name: String, element: InterfaceBuilderElement)] = []
        if let name = controller["customClass"] { found.append((name, controller)) }
        for element in controller.preorder.dropFirst() {
            guard let name = element["customClass"] else { continue }
            if element["customModule"] == nil, _typeByName("KeyboardSimCore.\(name)") != nil { continue }
            found.append((name, element))
        }
        guard let first = found.first else { return }
        let plural = found.count > 1
        let listed = found.map { name, element in
            "\"\(name)\" (\(element === controller ? "the scene's view controller" : "<\(element.name)>"), line \(element.line))"
        }
        var clauses: [String] = []
        if let name = controller["customClass"] {
            clauses.append("the technique's controller would take the place of \(name), whose own code would not run")
        }
        let views = found.filter { $0.element !== controller }.map(\.name)
        if views.count == 1 {
            clauses.append(
                "a UIKit class in place of \(views[0]) would not be your screen (none of its own code would run: initializers, layout, intrinsic size)"
            )
        } else if let last = views.last {
            clauses.append(
                "UIKit classes in place of \(views.dropLast().joined(separator: ", ")) and \(last) would not be your screen (none of their own code would run: initializers, layout, intrinsic size)"
            )
        }
        let reasons = clauses.joined(separator: "; ")
        let storyboard = (document.file as NSString).lastPathComponent
        let name = (storyboard as NSString).deletingPathExtension
        let make =
            sceneName.map { "instantiateViewController(identifier: \"\($0)\")" } ?? "instantiateInitialViewController()"
        throw reader.error(
            pathNode, "$.screen.storyboard",
            "\(document.file):\(first.element.line):\(first.element.column): the storyboard names \(plural ? "classes" : "a class") of your app, which the command line cannot make (no app module is built there): \(listed.joined(separator: ", ")). \(reasons.prefix(1).uppercased() + reasons.dropFirst()), so the storyboard is refused. To replay the built-in technique on this screen, remove the custom class\(plural ? "es" : ""); to run your own classes, test them in your app's package: list their Swift files and \(storyboard) in the test target's kbsim-port.txt and make the scene with UIStoryboard(name: \"\(name)\", bundle: nil).\(make) (the tutorials' \"Test your own file\"; the article \"Testing an iOS app's files on Linux\")"
        )
    }

    /// Loads the scene once, off screen, in a simulation of its own that never runs, and binds
    /// every part: a load the storyboard loader refuses, a part bound to nothing or to the
    /// wrong kind of object, is refused at its place in the file.
    @MainActor private func checkParts(
        technique: Technique, reader: Reader, members: Reader.Members, node: LocatedJSON, device: Device,
        orientation: UIInterfaceOrientation, profile: BehaviorProfile
    ) throws(ScenarioError) {
        let sim = Simulation(
            device: device, orientation: orientation, profile: profile, framesPerSecond: nil, keyboard: .simulated,
            handsOverAppRegistrations: false)
        let entry = TechniqueCatalog.entry(for: technique)
        let outletsNode = members.optional("outlets")
        let sceneText = scene.map { "the scene \"\($0)\"" } ?? "the initial scene"
        // The storyboard loader's refusal, or what each part is bound to.
        let probe: (loadProblem: String?, parts: [(part: String, message: String)]) = sim.perform {
            let standIn = StoryboardOutletReader()
            do throws(InterfaceBuilderError) {
                try load(into: standIn)
            } catch {
                return ("\(error)", [])
            }
            let root = standIn.view ?? UIView()
            var found: [(String, String)] = []
            var scroll: UIScrollView?
            var field: UIView?
            for part in entry.parts {
                let isConstraint = if case .constraint = part.kind { true } else { false }
                let name = name(of: part.name)
                guard let object = Self.object(named: name, isConstraint: isConstraint, root: root, outlets: standIn.outlets) else {
                    let candidates = scenePropertyNames + (isConstraint ? constraintIdentifiers : [])
                    let outletList =
                        scenePropertyNames.isEmpty ? "none" : scenePropertyNames.map { "\"\($0)\"" }.joined(separator: ", ")
                    let identifierList =
                        constraintIdentifiers.isEmpty ? "none" : constraintIdentifiers.map { "\"\($0)\"" }.joined(separator: ", ")
                    found.append(
                        (
                            part.name,
                            "\(entry.name) binds \"\(part.name)\" (\(part.role)) to \"\(name)\", which is no outlet of \(sceneText)\(isConstraint ? " and no constraint's identifier" : "") in \(document.file)\(suggestion(name, candidates)); its outlets: \(outletList)\(isConstraint ? "; its constraint identifiers: \(identifierList)" : "")"
                        ))
                    continue
                }
                if let mismatch = Self.mismatch(object, for: part.kind) {
                    found.append(
                        (
                            part.name,
                            "\(entry.name) needs \"\(part.name)\" to be \(Self.kindName(part.kind)) (\(part.role)); \"\(name)\" is \(mismatch)"
                        ))
                    continue
                }
                if part.name == "formScrollView" { scroll = object as? UIScrollView }
                if part.name == TechniqueCatalog.primaryField.name { field = object as? UIView }
            }
            if technique == .scrollViewInsets, found.isEmpty, let scroll, let field, !field.isDescendant(of: scroll) {
                found.append(
                    (
                        TechniqueCatalog.primaryField.name,
                        "\(entry.name) needs \"\(TechniqueCatalog.primaryField.name)\" (\"\(name(of: TechniqueCatalog.primaryField.name))\") inside \"formScrollView\" (\"\(name(of: "formScrollView"))\"): the scroll view scrolls it into view"
                    ))
            }
            return (nil, found)
        }
        if let problem = probe.loadProblem {
            throw reader.error(members.optional("storyboard") ?? node, "$.screen.storyboard", problem)
        }
        guard let first = probe.parts.first else { return }
        let listedNode = outletsNode.flatMap { try? reader.object($0, "$.screen.outlets", keys: nil).optional(first.part) }
        if let listedNode {
            throw reader.error(listedNode, "$.screen.outlets.\(first.part)", first.message)
        }
        throw reader.error(
            outletsNode ?? node, outletsNode == nil ? "$.screen" : "$.screen.outlets",
            "\(first.message) (bind it with \"outlets\": {\"\(first.part)\": \"…\"})")
    }

    /// A part's kind in words.
    private static func kindName(_ kind: TechniqueCatalog.Part.Kind) -> String {
        switch kind {
        case .view(.view): "a view"
        case .view(let kind): "a \(kind.rawValue)"
        case .scrollView: "a scroll view"
        case .constraint(firstItem: .some(let kind)): "a constraint whose first item is a \(kind.rawValue)"
        case .constraint(firstItem: nil): "a constraint"
        }
    }
}
