extension PortWork {
    /// Edit 5: deletes `@IBOutlet` (which Swift on Linux refuses), `@IBAction` and
    /// `@IBSegueAction` (which it takes, with nothing to connect them), and adds to the end of the
    /// class's body the two members through which a storyboard or a xib connects them there
    /// (Swift on Linux has no key-value coding and no Objective-C runtime to find a method by
    /// name):
    ///
    ///     class LoginViewController: UIViewController {
    ///         @IBOutlet weak var bottomConstraint: NSLayoutConstraint!
    ///         @IBAction func logIn(_ sender: Any) { … }
    ///     }
    ///
    /// becomes
    ///
    ///     class LoginViewController: UIViewController {
    ///         weak var bottomConstraint: NSLayoutConstraint!
    ///         func logIn(_ sender: Any) { … }
    ///
    ///         // kbsim port: Interface Builder's outlets and actions, connected by name on Linux.
    ///         override func setValue(_ value: Any?, forKey key: String) {
    ///             switch key {
    ///             case "bottomConstraint": bottomConstraint = value as? NSLayoutConstraint
    ///             default: super.setValue(value, forKey: key)
    ///             }
    ///         }
    ///         override func interfaceBuilderSelector(forAction name: String) -> Selector? {
    ///             switch name {
    ///             case "logIn:": Selector("logIn:", LoginViewController.logIn)
    ///             default: super.interfaceBuilderSelector(forAction: name)
    ///             }
    ///         }
    ///     }
    ///
    /// An `@IBInspectable` property (which Swift on Linux takes) is set by name too: Interface
    /// Builder writes its value as a user-defined runtime attribute. An `@IBSegueAction`
    /// (`makeDetail(coder:sender:segueIdentifier:)`) joins the actions, under its Objective-C name
    /// (`makeDetailWithCoder:sender:segueIdentifier:`) and written with its labels
    /// (`Selector("makeDetailWithCoder:sender:segueIdentifier:", LoginViewController.makeDetail(coder:sender:segueIdentifier:))`):
    /// a segue whose storyboard names it makes its destination through it.
    ///
    /// A class whose superclass is `NSObject` itself (a keyboard manager with an `@IBAction` its
    /// own pan recognizer calls) gets no members: there is nothing in Foundation on Linux's
    /// `NSObject` to override, and a storyboard connects only a responder; the attribute is
    /// deleted and the method stays.
    ///
    /// The members are in the class's body (an override cannot be in an extension), so they reach
    /// `private` outlets, and a subclass's pass the keys it does not know to its superclass's.
    /// An action declared in an extension of a class of the same file is listed in the class's
    /// body. Porting again changes nothing: the attributes are gone, so nothing is added twice.
    mutating func connectInterfaceBuilderMembers() {
        var connections: [(typeName: String, outlets: [Outlet], actions: [Action])] = []
        var extensionActions: [(declaration: SwiftStructure.Declaration, action: Action, widened: Bool)] = []
        func add(_ typeName: String, outlet: Outlet? = nil, action: Action? = nil) {
            if let index = connections.firstIndex(where: { $0.typeName == typeName }) {
                if let outlet { connections[index].outlets.append(outlet) }
                if let action { connections[index].actions.append(action) }
            } else {
                connections.append((typeName, outlet.map { [$0] } ?? [], action.map { [$0] } ?? []))
            }
        }
        for index in tokens.indices {
            if source.token(index, is: .attribute, "@IBInspectable") {
                // Swift on Linux takes @IBInspectable: the attribute stays, and the property is
                // set by name as an outlet is (a user-defined runtime attribute), unless the class
                // already has its setValue(_:forKey:) (a port's).
                if let type = structure.enclosingType(of: index), type.kind == .class, !overrides("setValue", in: type.name),
                    !isObject(type.name),
                    let property = outlet(after: index)
                {
                    add(type.name, outlet: property)
                }
                continue
            }
            let isOutlet = source.token(index, is: .attribute, "@IBOutlet")
            let isSegueAction = source.token(index, is: .attribute, "@IBSegueAction")
            guard isOutlet || isSegueAction || source.token(index, is: .attribute, "@IBAction") else { continue }
            let what = isOutlet ? "outlet" : isSegueAction ? "segue action" : "action"
            let range = tokens[index].range
            guard let type = structure.enclosingType(of: index), type.kind == .class || type.kind == .extension else {
                find(index, "an \(source.text(of: index)) outside a class cannot be connected; move it into the class")
                continue
            }
            guard declaresClass(type.name) else {
                if !isOutlet, type.kind == .extension, type.depth == 0 {
                    // An action of a class declared in another file: found by name through a class beside the extension.
                    switch action(after: index, isSegueAction: isSegueAction) {
                    case .success(let action):
                        extensionActions.append((type, action, widenPrivateAccess(from: index)))
                        edits.append(
                            PortEdit(.deletedInterfaceBuilderAttribute, at: position(range.lowerBound), original: source.text(of: index)))
                        delete(range)
                    case .failure(let problem):
                        find(index, problem.advice)
                    }
                    continue
                }
                find(
                    index,
                    "the class \(type.name) is declared in another file: move this \(what) into the class's body, where kbsim port adds the members that connect it"
                )
                continue
            }
            if isObject(type.name) {
                // Nothing to override, nothing that connects it: the attribute goes, the member stays.
                edits.append(
                    PortEdit(
                        .deletedInterfaceBuilderAttributeOfObject, at: position(range.lowerBound), original: source.text(of: index),
                        replacement: type.name))
                delete(range)
                continue
            }
            let member = isOutlet ? "setValue" : "interfaceBuilderSelector"
            guard !overrides(member, in: type.name) else {
                find(
                    index,
                    "the class \(type.name) already has its own \(member == "setValue" ? "setValue(_:forKey:)" : "interfaceBuilderSelector(forAction:)"): add this \(what) to it"
                )
                continue
            }
            if isOutlet {
                guard let outlet = outlet(after: index) else {
                    find(index, "an @IBOutlet needs `var name: Type` (the type written out) to be connected on Linux")
                    continue
                }
                add(type.name, outlet: outlet)
            } else {
                switch action(after: index, isSegueAction: isSegueAction) {
                case .success(let action): add(type.name, action: action)
                case .failure(let problem):
                    find(index, problem.advice)
                    continue
                }
            }
            edits.append(PortEdit(.deletedInterfaceBuilderAttribute, at: position(range.lowerBound), original: source.text(of: index)))
            delete(range)
        }
        addActionProviders(extensionActions)
        for connection in connections {
            guard let declaration = structure.declarations.first(where: { $0.kind == .class && $0.name == connection.typeName }),
                let body = declaration.body, source.token(body.upperBound, isPunctuation: "}")
            else { continue }
            let close = tokens[body.upperBound].range.lowerBound
            let indent = String(
                source.text(
                    source.lineStart(of: tokens[declaration.keyword].range.lowerBound)..<tokens[declaration.keyword].range.lowerBound
                ).prefix { $0 == " " || $0 == "\t" })
            // An override in an open or public class is as accessible as the class, as Swift requires.
            let access =
                declaration.modifiers.contains("open") ? "open " : declaration.modifiers.contains("public") ? "public " : ""
            let members = interfaceBuilderMembers(
                of: selectorQualifier(for: declaration), outlets: connection.outlets, actions: connection.actions, access: access)
            let closeLineStart = source.lineStart(of: close)
            let closeOnOwnLine = source.isBlank(closeLineStart..<close)
            if keepsLines {
                // One line, before the closing brace, so that every line stays where it was.
                replace(close..<close, with: members.joined(separator: " ") + (closeOnOwnLine ? "" : " "))
            } else if closeOnOwnLine {
                replace(closeLineStart..<closeLineStart, with: "\n" + members.map { indent + "    " + $0 }.joined(separator: "\n") + "\n")
            } else {
                var start = close
                while start > closeLineStart, source.isBlank(start - 1..<start) { start -= 1 }
                replace(start..<close, with: "\n" + members.map { indent + "    " + $0 }.joined(separator: "\n") + "\n" + indent)
            }
            var summary: [String] = []
            if !connection.outlets.isEmpty {
                summary.append("setValue(_:forKey:) for \(connection.outlets.map(\.name).joined(separator: ", "))")
            }
            if !connection.actions.isEmpty {
                summary.append("interfaceBuilderSelector(forAction:) for \(connection.actions.map(\.selector).joined(separator: ", "))")
            }
            edits.append(
                PortEdit(
                    .addedInterfaceBuilderConnections, at: position(close), original: "class \(connection.typeName)",
                    replacement: summary.joined(separator: "; ")))
        }
    }

    /// Adds after each extension of a class declared in another file, for each of its actions, the
    /// class through which the loader finds the action by name (`InterfaceBuilderActionProvider`
    /// in the `UIKit` module): an override of `interfaceBuilderSelector(forAction:)` can only be in
    /// the class's body, which the port of this file does not see.
    private mutating func addActionProviders(
        _ extensionActions: [(declaration: SwiftStructure.Declaration, action: Action, widened: Bool)]
    ) {
        var extensions: [SwiftStructure.Declaration] = []
        for (declaration, _, _) in extensionActions where !extensions.contains(declaration) { extensions.append(declaration) }
        for declaration in extensions {
            guard let body = declaration.body, source.token(body.upperBound, isPunctuation: "}") else { continue }
            let entries = extensionActions.filter { $0.declaration == declaration }
            let actions = entries.map(\.action)
            let end = tokens[body.upperBound].range.upperBound
            var lines = [
                "// kbsim port: actions of \(declaration.name) declared in this extension, found by their names on Linux (an override cannot be in an extension)."
            ]
            var names: [String] = []
            var oneLine: [String] = []
            for action in actions {
                // The name UIResponder.interfaceBuilderProvidedSelector(forAction:) looks for.
                let name =
                    "InterfaceBuilderAction_"
                    + String((declaration.name + "_" + action.selector).map { $0 == "." || $0 == ":" ? "_" : $0 })
                let selector = "static var selector: Selector { Selector(\"\(action.selector)\", \(declaration.name).\(action.method)) }"
                names.append(name)
                lines += ["@MainActor final class \(name): InterfaceBuilderActionProvider {", "    " + selector, "}"]
                oneLine.append("@MainActor final class \(name): InterfaceBuilderActionProvider { \(selector) }")
            }
            if keepsLines {
                // On the extension's closing line, so that every line stays where it was.
                replace(end..<end, with: "; " + oneLine.joined(separator: "; "))
            } else {
                replace(end..<end, with: "\n\n" + lines.joined(separator: "\n"))
            }
            edits.append(
                PortEdit(
                    .addedInterfaceBuilderConnections, at: position(end), original: "the file, after extension \(declaration.name)",
                    replacement: zip(names, entries).map { name, entry in
                        "\(name) for \(entry.action.selector)\(entry.widened ? " (the method made fileprivate, which that class reaches)" : "")"
                    }.joined(separator: ", ")))
        }
    }

    /// Makes the `private` method after the attribute at `index` `fileprivate`, so that the class
    /// beside its extension reaches it; true when it was `private`.
    private mutating func widenPrivateAccess(from index: Int) -> Bool {
        var cursor = index
        while let next = source.nextSignificant(after: cursor), next - index < 20, !source.token(next, is: .identifier, "func") {
            cursor = next
            if source.token(next, is: .identifier, "private"),
                let after = source.nextSignificant(after: next), !source.token(after, isPunctuation: "(")
            {
                replace(tokens[next].range, with: "fileprivate")
                return true
            }
        }
        return false
    }

    /// An `@IBOutlet` property: its name and type (optionality left out).
    struct Outlet {
        var name: String
        var type: String
        var isOptional: Bool
    }

    /// An `@IBAction` or `@IBSegueAction` method: how Swift names it (`done`,
    /// `makeDetail(coder:sender:)`: a segue action's labels are written, as it may be overloaded)
    /// and the selector Interface Builder names it by.
    struct Action {
        var method: String
        var selector: String
    }

    /// The lines of the members added to the class (without their indentation).
    private func interfaceBuilderMembers(of typeName: String, outlets: [Outlet], actions: [Action], access: String) -> [String] {
        var lines = ["// kbsim port: Interface Builder's outlets and actions, connected by name on Linux (no key-value coding there)."]
        if !outlets.isEmpty {
            lines.append("\(access)override func setValue(_ value: Any?, forKey key: String) {")
            lines.append("    switch key {")
            for outlet in outlets {
                // A property named as a parameter of setValue(_:forKey:) is reached through self.
                let property = ["value", "key"].contains(outlet.name) ? "self.\(outlet.name)" : outlet.name
                lines.append(
                    outlet.isOptional
                        ? "    case \"\(outlet.name)\": \(property) = value as? \(outlet.type)"
                        : "    case \"\(outlet.name)\": if let value = value as? \(outlet.type) { \(property) = value }")
            }
            lines.append("    default: super.setValue(value, forKey: key)")
            lines.append("    }")
            lines.append("}")
        }
        if !actions.isEmpty {
            lines.append("\(access)override func interfaceBuilderSelector(forAction name: String) -> Selector? {")
            lines.append("    switch name {")
            for action in actions {
                lines.append("    case \"\(action.selector)\": Selector(\"\(action.selector)\", \(typeName).\(action.method))")
            }
            lines.append("    default: super.interfaceBuilderSelector(forAction: name)")
            lines.append("    }")
            lines.append("}")
        }
        if keepsLines {
            // Joined on one line: the statements of a switch case, and two declarations (a member's
            // closing brace, unindented), need separators there.
            return lines.dropFirst().map { line in
                let statement = line.drop { $0 == " " }
                return statement.hasPrefix("case ") || statement.hasPrefix("default:") || line == "}" ? statement + ";" : String(statement)
            }
        }
        return lines
    }

    /// The property after the `@IBOutlet` at `index`: `weak var name: Type!`.
    private func outlet(after index: Int) -> Outlet? {
        var cursor = index
        while let next = source.nextSignificant(after: cursor), next - index < 40 {
            cursor = next
            guard source.token(next, is: .identifier, "var") else { continue }
            guard let name = source.nextSignificant(after: next), tokens[name].kind == .identifier,
                let colon = source.nextSignificant(after: name), source.token(colon, isPunctuation: ":"),
                let first = source.nextSignificant(after: colon)
            else { return nil }
            // The type runs to the end of the line, an `=` or a `{`.
            let line = source.position(of: tokens[first].range.lowerBound).line
            var last = first
            var scan = first
            while let following = source.nextSignificant(after: scan),
                source.position(of: tokens[following].range.lowerBound).line == line,
                !source.token(following, isPunctuation: "="), !source.token(following, isPunctuation: "{"),
                !source.token(following, isPunctuation: "}"), !source.token(following, isPunctuation: ";")
            {
                last = following
                scan = following
                if let close = source.closing(following) { last = close; scan = close }
            }
            var type = source.text(tokens[first].range.lowerBound..<tokens[last].range.upperBound)
            var isOptional = false
            if type.hasSuffix("!") || type.hasSuffix("?") {
                type.removeLast()
                isOptional = true
            }
            return Outlet(name: source.text(of: name), type: type, isOptional: isOptional)
        }
        return nil
    }

    /// The method after the `@IBAction` (or, with `isSegueAction`, the `@IBSegueAction`) at
    /// `index`, with the selector Interface Builder names it by: Objective-C's name of the method
    /// (`done:`, `sendWithSender:`, `makeDetailWithCoder:sender:segueIdentifier:`).
    private func action(after index: Int, isSegueAction: Bool = false) -> Result<Action, SelectorProblem> {
        var cursor = index
        while let next = source.nextSignificant(after: cursor), next - index < 40 {
            cursor = next
            guard source.token(next, is: .identifier, "func") else { continue }
            guard let name = source.nextSignificant(after: next), tokens[name].kind == .identifier,
                let open = source.nextSignificant(after: name), source.token(open, isPunctuation: "("),
                let close = source.closing(open)
            else { break }
            // The external labels: the first identifier of each parameter.
            var labels: [String] = []
            var expectLabel = true
            var scan = open
            while let token = source.nextSignificant(after: scan), token < close {
                scan = token
                if expectLabel, tokens[token].kind == .identifier {
                    labels.append(source.text(of: token))
                    expectLabel = false
                } else if source.token(token, isPunctuation: ",") {
                    expectLabel = true
                } else if let nested = source.closing(token) {
                    scan = nested
                }
            }
            let method = source.text(of: name)
            if isSegueAction {
                // A segue action takes the destination's coder, then the sender and the segue's identifier, both optional.
                guard (1...3).contains(labels.count) else {
                    return .failure(
                        SelectorProblem(
                            advice:
                                "a segue action with \(labels.count) parameters cannot be connected; it takes the destination's coder, then the sender and the segue's identifier (`_ coder: NSCoder, sender: Any?, segueIdentifier: String?`)"
                        ))
                }
                let first =
                    labels[0] == "_" ? method + ":" : method + "With" + labels[0].prefix(1).uppercased() + labels[0].dropFirst() + ":"
                let selector = first + labels.dropFirst().map { $0 == "_" ? ":" : $0 + ":" }.joined()
                return .success(Action(method: "\(method)(\(labels.map { $0 + ":" }.joined()))", selector: selector))
            }
            guard labels.count <= 1 else {
                return .failure(
                    SelectorProblem(
                        advice:
                            "an action with \(labels.count) parameters cannot be connected on Linux; take the sender alone (`_ sender: Any`)"
                    ))
            }
            let selector =
                labels.first.map { $0 == "_" ? method + ":" : method + "With" + $0.prefix(1).uppercased() + $0.dropFirst() + ":" } ?? method
            return .success(Action(method: method, selector: selector))
        }
        return .failure(SelectorProblem(advice: "an @IBAction needs the method after it"))
    }

    /// Whether the body of class `typeName` declares a function named `name` (the members this
    /// edit adds, written by an earlier port or by hand).
    private func overrides(_ name: String, in typeName: String) -> Bool {
        structure.declarations.contains { declaration in
            declaration.kind == .func && declaration.name == name
                && structure.enclosingType(of: declaration.keyword).map { $0.kind == .class && $0.name == typeName } == true
        }
    }

    /// A class of this file whose superclass is `NSObject` itself: not a responder, so neither
    /// `setValue(_:forKey:)` nor `interfaceBuilderSelector(forAction:)` is there to override.
    private func isObject(_ name: String) -> Bool {
        guard let declaration = structure.declarations.first(where: { $0.kind == .class && $0.name == name }) else { return false }
        return superclass(of: declaration) == "NSObject"
    }

    private func declaresClass(_ name: String) -> Bool {
        structure.declarations.contains { $0.kind == .class && $0.name == name }
    }

    private mutating func find(_ index: Int, _ advice: String) {
        findings.append(PortFinding(at: position(tokens[index].range.lowerBound), code: displayed(tokens[index].range), advice: advice))
    }
}
