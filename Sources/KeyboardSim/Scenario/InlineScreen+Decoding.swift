import Foundation

/// An inline screen read from a scenario file's `"screen": {"views": […], "constraints": […]}`:
/// each view and constraint checked where it stands, then the technique's parts required.
extension InlineScreen {
    static let viewKeys = ["id", "type", "in", "frame", "autoresizing", "text", "size", "axis", "spacing", "alignment", "distribution"]
    /// The keys only some kinds of view take.
    static let keysOfKind: [String: [Kind]] = [
        "text": [.label, .button], "size": [.imageView],
        "axis": [.stack], "spacing": [.stack], "alignment": [.stack], "distribution": [.stack],
    ]
    static let autoresizingNames: [(String, UIView.AutoresizingMask)] = [
        ("flexibleLeftMargin", .flexibleLeftMargin), ("flexibleWidth", .flexibleWidth), ("flexibleRightMargin", .flexibleRightMargin),
        ("flexibleTopMargin", .flexibleTopMargin), ("flexibleHeight", .flexibleHeight), ("flexibleBottomMargin", .flexibleBottomMargin),
    ]
    static let maximumViews = 500

    static func decode(_ reader: Reader, _ node: LocatedJSON, technique: TechniqueConfiguration) throws(ScenarioError) -> InlineScreen {
        let members = try reader.object(node, "$.screen", keys: ["views", "constraints"])
        let viewsNode = try members.required("views")
        var views: [ViewSpec] = []
        for (index, viewNode) in try reader.array(viewsNode, "$.screen.views", of: "views", atMost: maximumViews).enumerated() {
            views.append(try decodeView(reader, viewNode, "$.screen.views[\(index)]", earlier: views))
        }
        var constraints: [ConstraintLine] = []
        if let constraintsNode = members.optional("constraints") {
            let lineNodes = try reader.array(constraintsNode, "$.screen.constraints", of: "constraint strings")
            let names = views.map(\.id) + builtInItems
            for (index, lineNode) in lineNodes.enumerated() {
                let path = "$.screen.constraints[\(index)]"
                let text = try reader.string(lineNode, path)
                func failure(_ offset: Int, _ message: String) -> ScenarioError {
                    // The column of the character inside the string (exact unless it has escapes).
                    var position = lineNode.position
                    if !text.contains(where: { $0 == "\"" || $0 == "\\" || !$0.isASCII }) { position.column += 1 + offset }
                    return ScenarioError(file: reader.file, position: position, path: path, message: "\"\(text)\": \(message)")
                }
                let line: ConstraintLine
                do {
                    line = try ConstraintLine.parse(text)
                } catch {
                    throw failure(error.offset, error.message)
                }
                for anchor in [line.first] + (line.second.map { [$0] } ?? []) where !names.contains(anchor.item) {
                    throw failure(
                        anchor.offset,
                        "unknown item \"\(anchor.item)\"\(suggestion(anchor.item, names)); expected a view of the screen or one of \(builtInItems.joined(separator: ", "))"
                    )
                }
                if let identifier = line.identifier, constraints.contains(where: { $0.identifier == identifier }) {
                    throw failure(0, "a second constraint with the identifier #\(identifier)")
                }
                constraints.append(line)
            }
        }
        let screen = InlineScreen(views: views, constraints: constraints)
        try screen.checkParts(of: technique, reader: reader, views: viewsNode, constraints: members.optional("constraints") ?? node)
        return screen
    }

    private static func decodeView(_ reader: Reader, _ node: LocatedJSON, _ path: String, earlier: [ViewSpec]) throws(ScenarioError)
        -> ViewSpec
    {
        let members = try reader.object(node, path, keys: viewKeys)
        let idNode = try members.required("id")
        let id = try reader.string(idNode, "\(path).id")
        guard let first = id.first, first.isLetter, id.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else {
            throw reader.error(idNode, "\(path).id", "\"\(id)\" is not a name; expected letters, digits and _ starting with a letter")
        }
        guard !builtInItems.contains(id) else {
            throw reader.error(idNode, "\(path).id", "\"\(id)\" names the root view or one of its guides; choose another id")
        }
        guard !earlier.contains(where: { $0.id == id }) else {
            throw reader.error(idNode, "\(path).id", "a second view with the id \"\(id)\"")
        }
        let kind =
            try members.optional("type").map { node throws(ScenarioError) in
                Kind(rawValue: try reader.enumeration(node, "\(path).type", Kind.allCases.map(\.rawValue), what: "view type")) ?? .view
            } ?? .view
        for (key, kinds) in keysOfKind.sorted(by: { $0.key < $1.key }) where !kinds.contains(kind) {
            if let keyNode = members.optional(key) {
                throw reader.error(
                    keyNode, "\(path).\(key)",
                    "a \(kind.rawValue) has no \"\(key)\"; it is for \(kinds.map(\.rawValue).joined(separator: " and ")) views")
            }
        }
        var spec = ViewSpec(id: id, kind: kind)
        if let parentNode = members.optional("in") {
            let parent = try reader.string(parentNode, "\(path).in")
            guard earlier.contains(where: { $0.id == parent }) else {
                throw reader.error(
                    parentNode, "\(path).in", "\"\(parent)\" is not a view listed before this one\(suggestion(parent, earlier.map(\.id)))")
            }
            spec.parent = parent
        }
        if let frameNode = members.optional("frame") {
            guard case .array(let numbers) = frameNode.value, numbers.count == 4 else {
                throw reader.error(frameNode, "\(path).frame", "expected [x, y, width, height]")
            }
            var values: [Double] = []
            for (index, number) in numbers.enumerated() {
                values.append(try reader.number(number, "\(path).frame[\(index)]", range: index < 2 ? -10_000...10_000 : 0...10_000))
            }
            spec.frame = CGRect(x: values[0], y: values[1], width: values[2], height: values[3])
            if let parent = spec.parent, earlier.first(where: { $0.id == parent })?.kind == .stack {
                throw reader.error(
                    frameNode, "\(path).frame",
                    "an arranged subview of the stack view \"\(parent)\" gets its frame from the stack; remove the frame")
            }
        }
        if let maskNode = members.optional("autoresizing") {
            guard spec.frame != nil else {
                throw reader.error(
                    maskNode, "\(path).autoresizing", "autoresizing applies to a view with a frame (struts and springs); add \"frame\"")
            }
            guard case .array(let names) = maskNode.value else {
                throw reader.error(maskNode, "\(path).autoresizing", "expected an array such as [\"flexibleWidth\", \"flexibleTopMargin\"]")
            }
            for (index, nameNode) in names.enumerated() {
                let name = try reader.enumeration(
                    nameNode, "\(path).autoresizing[\(index)]", autoresizingNames.map(\.0), what: "autoresizing flag")
                spec.autoresizing.insert(autoresizingNames.first { $0.0 == name }?.1 ?? [])
            }
        }
        if let textNode = members.optional("text") { spec.text = try reader.string(textNode, "\(path).text") }
        if let sizeNode = members.optional("size") {
            guard case .array(let numbers) = sizeNode.value, numbers.count == 2 else {
                throw reader.error(sizeNode, "\(path).size", "expected [width, height]")
            }
            spec.imageSize = CGSize(
                width: try reader.number(numbers[0], "\(path).size[0]", range: 0...10_000),
                height: try reader.number(numbers[1], "\(path).size[1]", range: 0...10_000))
        }
        if let axisNode = members.optional("axis") {
            spec.axis =
                try reader.enumeration(axisNode, "\(path).axis", ["horizontal", "vertical"]) == "horizontal" ? .horizontal : .vertical
        }
        if let spacingNode = members.optional("spacing") {
            spec.spacing = try reader.number(spacingNode, "\(path).spacing", range: 0...1000)
        }
        if let node = members.optional("alignment") {
            spec.alignment =
                UIStackView.Alignment(
                    rawValue: try reader.enumeration(node, "\(path).alignment", UIStackView.Alignment.allCases.map(\.rawValue))) ?? .fill
        }
        if let node = members.optional("distribution") {
            spec.distribution =
                UIStackView.Distribution(
                    rawValue: try reader.enumeration(node, "\(path).distribution", UIStackView.Distribution.allCases.map(\.rawValue)))
                ?? .fill
        }
        return spec
    }

    /// The technique's parts (`TechniqueCatalog.Entry.parts`) must be on the screen.
    private func checkParts(
        of technique: TechniqueConfiguration, reader: Reader, views viewsNode: LocatedJSON,
        constraints constraintsNode: LocatedJSON
    ) throws(ScenarioError) {
        for part in TechniqueCatalog.entry(for: technique.name).parts {
            switch part.kind {
            case .view(let kind):
                guard let spec = views.first(where: { $0.id == part.name }) else {
                    throw reader.error(
                        viewsNode, "$.screen.views", "\(technique.name) needs a \(kind.rawValue) with the id \"\(part.name)\": \(part.role)"
                    )
                }
                guard spec.kind == kind || kind == .view else {
                    throw reader.error(
                        viewsNode, "$.screen.views",
                        "\(technique.name) needs \"\(part.name)\" to be a \(kind.rawValue), not a \(spec.kind.rawValue): \(part.role)")
                }
            case .scrollView:
                throw reader.error(
                    viewsNode, "$.screen.views",
                    "\(technique.name) needs a scroll view \"\(part.name)\" (\(part.role)), which an inline screen cannot describe; name the technique's own screen, or draw the screen in a storyboard: {\"storyboard\": \"….storyboard\", …}"
                )
            case .constraint(let firstItemKind):
                guard let line = constraints.first(where: { $0.identifier == part.name }) else {
                    throw reader.error(
                        constraintsNode, "$.screen.constraints",
                        "\(technique.name) needs a constraint with the identifier #\(part.name): \(part.role)")
                }
                if let firstItemKind, views.first(where: { $0.id == line.first.item })?.kind != firstItemKind {
                    throw reader.error(
                        constraintsNode, "$.screen.constraints",
                        "\(technique.name) needs the first item of #\(part.name) to be a \(firstItemKind.rawValue): \(part.role)")
                }
            }
        }
    }
}
