import Foundation

/// A screen described in the scenario file instead of named from the catalogue:
///
/// ```json
/// "screen": {
///   "views": [{"id": "entry"}, {"id": "nameField", "type": "textField", "in": "entry"}],
///   "constraints": ["entry.bottom == safeArea.bottom #entryBottom", "nameField.top == entry.top + 8", …]
/// }
/// ```
///
/// Views are made in order inside the technique's root view (`in` names an earlier view; in a
/// stack view a view is an arranged subview). A view with a `frame` keeps translating its
/// frame (struts and springs, with `autoresizing`); any other view is laid out by the
/// constraints. The technique finds what it works on by name (`TechniqueCatalogue.Entry.parts`).
public struct InlineScreen: Sendable {
    public enum Kind: String, Sendable, CaseIterable {
        case view, textField, label, button, imageView, stack
    }

    public struct ViewSpec: Sendable {
        public var id: String
        public var kind: Kind
        /// The view it is added to; nil for the root view.
        public var parent: String?
        /// Set: the view translates this frame (in its parent's coordinates) into constraints.
        public var frame: CGRect?
        public var autoresizing: UIView.AutoresizingMask = []
        /// A label's text or a button's title.
        public var text: String?
        public var imageSize: CGSize?
        public var axis: NSLayoutConstraint.Axis = .vertical
        public var spacing: CGFloat = 0
        public var alignment: UIStackView.Alignment = .fill
        public var distribution: UIStackView.Distribution = .fill
    }

    public var views: [ViewSpec]
    public var constraints: [ConstraintLine]

    /// Names a constraint can use besides the views: the root view and its guides.
    public static let builtInItems = ["view", "safeArea", "margins", "keyboard"]

    /// The views and identified constraints of a built screen, by name.
    struct Built {
        var views: [String: UIView] = [:]
        var constraints: [String: NSLayoutConstraint] = [:]

        func textField(_ id: String) -> UITextField? { views[id] as? UITextField }
    }

    /// Makes the views inside `root` and activates the constraints.
    func build(in root: UIView) -> Built {
        var built = Built()
        for spec in views {
            let view: UIView
            switch spec.kind {
            case .view: view = UIView()
            case .textField: view = UITextField()
            case .label:
                let label = UILabel()
                label.text = spec.text
                view = label
            case .button:
                let button = UIButton()
                button.title = spec.text
                view = button
            case .imageView: view = UIImageView(imageSize: spec.imageSize)
            case .stack:
                let stack = UIStackView()
                stack.axis = spec.axis
                stack.spacing = spec.spacing
                stack.alignment = spec.alignment
                stack.distribution = spec.distribution
                view = stack
            }
            view.accessibilityIdentifier = spec.id
            let parent = spec.parent.flatMap { built.views[$0] } ?? root
            if let frame = spec.frame {
                view.frame = frame
                view.autoresizingMask = spec.autoresizing
            }
            if let stack = parent as? UIStackView {
                stack.addArrangedSubview(view)
            } else {
                if spec.frame == nil { view.translatesAutoresizingMaskIntoConstraints = false }
                parent.addSubview(view)
            }
            built.views[spec.id] = view
        }
        func item(_ name: String) -> AnyObject {
            switch name {
            case "view": root
            case "safeArea": root.safeAreaLayoutGuide
            case "margins": root.layoutMarginsGuide
            case "keyboard": root.keyboardLayoutGuide
            default: built.views[name] ?? root
            }
        }
        for line in constraints {
            let constraint = NSLayoutConstraint(item: item(line.first.item), attribute: line.first.attribute, relatedBy: line.relation,
                                                toItem: line.second.map { item($0.item) }, attribute: line.second?.attribute ?? .notAnAttribute,
                                                multiplier: CGFloat(line.multiplier), constant: CGFloat(line.constant))
            constraint.priority = UILayoutPriority(line.priority)
            constraint.identifier = line.identifier
            constraint.isActive = true
            if let identifier = line.identifier { built.constraints[identifier] = constraint }
        }
        return built
    }
}

/// One constraint in the scenario's one-line syntax:
///
///     item.attribute relation [multiplier *] item.attribute [± constant] [@priority] [#identifier]
///     item.attribute relation constant [@priority] [#identifier]      (width and height only)
///
/// `entry.bottom == safeArea.bottom - 8 @750 #inputsSpace` reads as UIKit's
/// `entry.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -8)`
/// with priority 750 and identifier "inputsSpace".
public struct ConstraintLine: Sendable, CustomStringConvertible {
    public struct Anchor: Sendable {
        public var item: String
        public var attribute: NSLayoutConstraint.Attribute
        /// Where the item's name starts in the line (for errors).
        public var offset: Int
    }

    public var first: Anchor
    public var relation: NSLayoutConstraint.Relation
    public var second: Anchor?
    public var multiplier = 1.0
    public var constant = 0.0
    public var priority: Float = 1000
    public var identifier: String?

    public var description: String {
        var text = "\(first.item).\(first.attribute.rawValue) \(relation.symbol) "
        if let second {
            if multiplier != 1 { text += "\(formatNumber(multiplier)) * " }
            text += "\(second.item).\(second.attribute.rawValue)"
            if constant != 0 { text += constant < 0 ? " - \(formatNumber(-constant))" : " + \(formatNumber(constant))" }
        } else {
            text += formatNumber(constant)
        }
        if priority != 1000 { text += " @\(formatNumber(Double(priority)))" }
        if let identifier { text += " #\(identifier)" }
        return text
    }

    /// A syntax error at a character offset of the line.
    public struct SyntaxError: Error, Sendable {
        public var offset: Int
        public var message: String
    }

    static let attributes = NSLayoutConstraint.Attribute.allCases.filter { $0 != .notAnAttribute }.map(\.rawValue)

    /// Parses one line; the error names the offending place.
    public static func parse(_ text: String) throws(SyntaxError) -> ConstraintLine {
        var scanner = Scanner(characters: Array(text))
        scanner.skipSpaces()
        let first = try scanner.anchor(expected: "an item and an attribute, such as nameField.bottom")
        scanner.skipSpaces()
        let relationOffset = scanner.index
        let relation: NSLayoutConstraint.Relation
        switch (scanner.take(), scanner.take()) {
        case ("=", "="): relation = .equal
        case ("<", "="): relation = .lessThanOrEqual
        case (">", "="): relation = .greaterThanOrEqual
        default: throw SyntaxError(offset: relationOffset, message: "expected ==, <= or >= after \(first.item).\(first.attribute.rawValue)")
        }
        scanner.skipSpaces()
        var line = ConstraintLine(first: first, relation: relation)
        let rightOffset = scanner.index
        if let number = scanner.number() {
            scanner.skipSpaces()
            if scanner.peek == "*" {
                scanner.index += 1
                scanner.skipSpaces()
                line.multiplier = number
                line.second = try scanner.anchor(expected: "an item and an attribute after \"*\"")
            } else {
                line.constant = number
            }
        } else {
            line.second = try scanner.anchor(expected: "an item and an attribute, or a number, after \(relation.symbol)")
        }
        scanner.skipSpaces()
        if line.second != nil, let sign = scanner.peek, sign == "+" || sign == "-" {
            scanner.index += 1
            scanner.skipSpaces()
            let numberOffset = scanner.index
            guard let number = scanner.number(), number >= 0 else {
                throw SyntaxError(offset: numberOffset, message: "expected a number after \"\(sign)\"")
            }
            line.constant = sign == "-" ? -number : number
            scanner.skipSpaces()
        }
        if scanner.peek == "@" {
            scanner.index += 1
            let priorityOffset = scanner.index
            guard let priority = scanner.number() else {
                throw SyntaxError(offset: priorityOffset, message: "expected a priority (1–1000) after \"@\"")
            }
            guard (1...1000).contains(priority) else {
                throw SyntaxError(offset: priorityOffset, message: "priority \(formatNumber(priority)) is out of range; expected 1–1000")
            }
            line.priority = Float(priority)
            scanner.skipSpaces()
        }
        if scanner.peek == "#" {
            scanner.index += 1
            let identifierOffset = scanner.index
            let identifier = scanner.name()
            guard !identifier.isEmpty else { throw SyntaxError(offset: identifierOffset, message: "expected an identifier after \"#\"") }
            line.identifier = identifier
            scanner.skipSpaces()
        }
        guard scanner.index == scanner.characters.count else {
            throw SyntaxError(offset: scanner.index, message: "unexpected \"\(String(scanner.characters[scanner.index...]))\" at the end of the constraint")
        }
        try line.checkAttributes(rightOffset: rightOffset)
        return line
    }

    /// UIKit's rules for what can be related to what (it raises on the rest).
    private func checkAttributes(rightOffset: Int) throws(SyntaxError) {
        guard let second else {
            guard first.attribute == .width || first.attribute == .height else {
                throw SyntaxError(offset: rightOffset, message: "only width and height can be compared with a constant alone; \(first.attribute.rawValue) needs an item and an attribute")
            }
            return
        }
        let axes = (first.attribute.axis, second.attribute.axis)
        let compatible = switch axes {
        case (.horizontalSize?, .horizontalSize?), (.horizontalSize?, .verticalSize?), (.verticalSize?, .verticalSize?), (.verticalSize?, .horizontalSize?): true
        case (.horizontal?, .horizontal?), (.vertical?, .vertical?): true
        default: false
        }
        guard compatible else {
            throw SyntaxError(offset: second.offset, message: "cannot relate \(first.attribute.rawValue) to \(second.attribute.rawValue): UIKit relates positions along the same axis, or sizes")
        }
    }

    private struct Scanner {
        let characters: [Character]
        var index = 0

        var peek: Character? { index < characters.count ? characters[index] : nil }

        mutating func take() -> Character? {
            defer { index += 1 }
            return peek
        }

        mutating func skipSpaces() {
            while let character = peek, character == " " || character == "\t" { index += 1 }
        }

        mutating func name() -> String {
            let start = index
            while let character = peek, character.isLetter || character.isNumber || character == "_" || character == "-" && index > start {
                index += 1
            }
            return String(characters[start..<index])
        }

        /// An unsigned decimal number, or nil (nothing consumed) when none starts here.
        mutating func number() -> Double? {
            let start = index
            while let character = peek, character.isASCII, character.isNumber || character == "." { index += 1 }
            guard index > start, let value = Double(String(characters[start..<index])) else {
                index = start
                return nil
            }
            return value
        }

        mutating func anchor(expected: String) throws(SyntaxError) -> Anchor {
            let start = index
            let item = name()
            guard !item.isEmpty, item.first?.isLetter == true, peek == "." else {
                throw SyntaxError(offset: start, message: "expected \(expected)")
            }
            index += 1
            let attributeOffset = index
            let attributeName = name()
            guard let attribute = NSLayoutConstraint.Attribute(rawValue: attributeName), attribute != .notAnAttribute else {
                let shown = attributeName.isEmpty ? "nothing" : "\"\(attributeName)\""
                throw SyntaxError(offset: attributeOffset, message: "unknown attribute \(shown)\(suggestion(attributeName, ConstraintLine.attributes)); expected one of \(ConstraintLine.attributes.joined(separator: ", "))")
            }
            return Anchor(item: item, attribute: attribute, offset: start)
        }
    }
}

// MARK: - Decoding

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
                    throw failure(anchor.offset, "unknown item \"\(anchor.item)\"\(suggestion(anchor.item, names)); expected a view of the screen or one of \(builtInItems.joined(separator: ", "))")
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

    private static func decodeView(_ reader: Reader, _ node: LocatedJSON, _ path: String, earlier: [ViewSpec]) throws(ScenarioError) -> ViewSpec {
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
        let kind = try members.optional("type").map { node throws(ScenarioError) in
            Kind(rawValue: try reader.enumeration(node, "\(path).type", Kind.allCases.map(\.rawValue), what: "view type")) ?? .view
        } ?? .view
        for (key, kinds) in keysOfKind.sorted(by: { $0.key < $1.key }) where !kinds.contains(kind) {
            if let keyNode = members.optional(key) {
                throw reader.error(keyNode, "\(path).\(key)", "a \(kind.rawValue) has no \"\(key)\"; it is for \(kinds.map(\.rawValue).joined(separator: " and ")) views")
            }
        }
        var spec = ViewSpec(id: id, kind: kind)
        if let parentNode = members.optional("in") {
            let parent = try reader.string(parentNode, "\(path).in")
            guard earlier.contains(where: { $0.id == parent }) else {
                throw reader.error(parentNode, "\(path).in", "\"\(parent)\" is not a view listed before this one\(suggestion(parent, earlier.map(\.id)))")
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
                throw reader.error(frameNode, "\(path).frame", "an arranged subview of the stack view \"\(parent)\" gets its frame from the stack; remove the frame")
            }
        }
        if let maskNode = members.optional("autoresizing") {
            guard spec.frame != nil else {
                throw reader.error(maskNode, "\(path).autoresizing", "autoresizing applies to a view with a frame (struts and springs); add \"frame\"")
            }
            guard case .array(let names) = maskNode.value else {
                throw reader.error(maskNode, "\(path).autoresizing", "expected an array such as [\"flexibleWidth\", \"flexibleTopMargin\"]")
            }
            for (index, nameNode) in names.enumerated() {
                let name = try reader.enumeration(nameNode, "\(path).autoresizing[\(index)]", autoresizingNames.map(\.0), what: "autoresizing flag")
                spec.autoresizing.insert(autoresizingNames.first { $0.0 == name }?.1 ?? [])
            }
        }
        if let textNode = members.optional("text") { spec.text = try reader.string(textNode, "\(path).text") }
        if let sizeNode = members.optional("size") {
            guard case .array(let numbers) = sizeNode.value, numbers.count == 2 else {
                throw reader.error(sizeNode, "\(path).size", "expected [width, height]")
            }
            spec.imageSize = CGSize(width: try reader.number(numbers[0], "\(path).size[0]", range: 0...10_000),
                                    height: try reader.number(numbers[1], "\(path).size[1]", range: 0...10_000))
        }
        if let axisNode = members.optional("axis") {
            spec.axis = try reader.enumeration(axisNode, "\(path).axis", ["horizontal", "vertical"]) == "horizontal" ? .horizontal : .vertical
        }
        if let spacingNode = members.optional("spacing") { spec.spacing = try reader.number(spacingNode, "\(path).spacing", range: 0...1000) }
        if let node = members.optional("alignment") {
            spec.alignment = UIStackView.Alignment(rawValue: try reader.enumeration(node, "\(path).alignment", UIStackView.Alignment.allCases.map(\.rawValue))) ?? .fill
        }
        if let node = members.optional("distribution") {
            spec.distribution = UIStackView.Distribution(rawValue: try reader.enumeration(node, "\(path).distribution", UIStackView.Distribution.allCases.map(\.rawValue))) ?? .fill
        }
        return spec
    }

    /// The technique's parts (`TechniqueCatalogue.Entry.parts`) must be on the screen.
    private func checkParts(of technique: TechniqueConfiguration, reader: Reader, views viewsNode: LocatedJSON,
                            constraints constraintsNode: LocatedJSON) throws(ScenarioError) {
        guard let entry = TechniqueCatalogue.entries.first(where: { $0.name == technique.name }) else { return }
        for part in entry.parts {
            switch part.kind {
            case .view(let kind):
                guard let spec = views.first(where: { $0.id == part.name }) else {
                    throw reader.error(viewsNode, "$.screen.views", "\(technique.name) needs a \(kind.rawValue) with the id \"\(part.name)\": \(part.role)")
                }
                guard spec.kind == kind || kind == .view else {
                    throw reader.error(viewsNode, "$.screen.views", "\(technique.name) needs \"\(part.name)\" to be a \(kind.rawValue), not a \(spec.kind.rawValue): \(part.role)")
                }
            case .constraint(let firstItemKind):
                guard let line = constraints.first(where: { $0.identifier == part.name }) else {
                    throw reader.error(constraintsNode, "$.screen.constraints", "\(technique.name) needs a constraint with the identifier #\(part.name): \(part.role)")
                }
                if let firstItemKind, views.first(where: { $0.id == line.first.item })?.kind != firstItemKind {
                    throw reader.error(constraintsNode, "$.screen.constraints", "\(technique.name) needs the first item of #\(part.name) to be a \(firstItemKind.rawValue): \(part.role)")
                }
            }
        }
    }
}
