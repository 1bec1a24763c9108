extension PortWork {
    /// Edit 2: writes each `#selector(…)` naming a method as `Class.method` where it is passed
    /// straight to a UIKit call that takes a method (the `selector:` or `action:` argument of one
    /// of `callsTakingMethods`, the first argument of `sendAction`), and as a `Selector` that
    /// carries the method anywhere else (a `Selector` variable, a `return`, `responds(to:)`, a
    /// library's own call, a bar button item), named as the Objective-C runtime names it (`f(_:)`
    /// is `f:`, `f(note:)` is `fWithNote:`):
    ///
    ///     #selector(keyboardWillShow(_:))        →  FormController.keyboardWillShow   (in class FormController
    ///     #selector(self.keyboardWillShow(_:))   →  FormController.keyboardWillShow    or an extension of it)
    ///     #selector(Self.tap)                    →  FormController.tap
    ///     #selector(self?.tap)                   →  FormController.tap     (in a `[weak self]` closure)
    ///     #selector(tap)                         →  Self.tap               (in `extension P where Self: UIViewController`)
    ///     #selector(Other.handle(_:with:))       →  Other.handle
    ///     return #selector(handle(note:))        →  return Selector("handleWithNote:", FormController.handle)
    ///
    /// A `#selector` that names a getter or setter, goes through `super`, is not a plain method
    /// name, or stands outside a class (or in an extension of a protocol with no `where Self`
    /// clause) is left, with a finding. In `extension P where Self: C` it is `Self.method`: the
    /// compiler then says so if `C` is not a class.
    mutating func rewriteSelectors() {
        for index in tokens.indices where source.token(index, is: .pound, "#selector") && !handledSelectors.contains(index) {
            guard let open = source.nextSignificant(after: index), source.token(open, isPunctuation: "("),
                let close = source.closing(open)
            else { continue }
            let range = tokens[index].range.lowerBound..<tokens[close].range.upperBound
            let code = displayed(range)
            if let selector = uikitProtocolSelector(from: open, to: close) {
                edits.append(PortEdit(.rewroteSelector, at: position(range.lowerBound), original: code, replacement: selector))
                replace(range, with: selector)
                continue
            }
            switch methodReference(at: index, from: open, to: close) {
            case .success(var reference):
                if !isMethodArgument(index) {
                    reference = "Selector(\"\(selectorName(from: open, to: close))\", \(reference))"
                }
                edits.append(PortEdit(.rewroteSelector, at: position(range.lowerBound), original: code, replacement: reference))
                replace(range, with: reference)
            case .failure(let problem):
                findings.append(PortFinding(at: position(range.lowerBound), code: code, advice: problem.advice))
            }
        }
    }

    /// The most tokens a `#selector`'s method reference has (`Outer.Inner.name(_:with:…)`).
    static let longestMethodReference = 64

    /// Why a `#selector` cannot be rewritten, and what to write instead.
    struct SelectorProblem: Error {
        var advice: String
    }

    /// `Class.method` for the `#selector` at `index` whose parentheses are `open` and `close`.
    private func methodReference(at index: Int, from open: Int, to close: Int) -> Result<String, SelectorProblem> {
        // A method's name is a few tokens: only the first ones are looked at, so that nested
        // code costs no more than its own length.
        let inner = Array((open + 1..<close).lazy.filter { tokens[$0].isSignificant }.prefix(Self.longestMethodReference + 1))
        guard inner.count <= Self.longestMethodReference else {
            return .failure(SelectorProblem(advice: "only a method's name can be rewritten; write Type.method by hand"))
        }
        if inner.count >= 2, source.token(inner[1], isPunctuation: ":"),
            source.token(inner[0], is: .identifier, "getter") || source.token(inner[0], is: .identifier, "setter")
        {
            return .failure(SelectorProblem(advice: "a property's getter or setter has no Linux form; observe or call a method instead"))
        }
        guard let path = methodPath(inner) else {
            return .failure(SelectorProblem(advice: "only a method's name can be rewritten; write Type.method by hand"))
        }
        if path.first == "super" {
            return .failure(SelectorProblem(advice: "write it with the superclass's name: Superclass.method"))
        }
        guard path.count == 1 || path.first == "self" || path.first == "Self" else {
            // A standard edit action named through its protocol (`UIResponderStandardEditActions.paste(_:)`,
            // an optional requirement on iOS) is `UIResponder`'s method here: a protocol's method
            // names no class a `Selector` can carry.
            // Its argument labels stay (`UIResponder.copy(_:)`): the bare name `UIResponder.copy` is
            // ambiguous beside `NSObject`'s `copy()`.
            if path.count == 2, path[0] == "UIResponderStandardEditActions" {
                return .success("UIResponder." + path[1] + writtenArgumentLabels(inner))
            }
            return .success(path.joined(separator: "."))
        }
        let method = path.dropFirst(path.count == 1 ? 0 : 1).joined(separator: ".")
        guard let type = structure.enclosingType(of: index) else {
            return .failure(
                SelectorProblem(advice: "it stands outside any class; write Type.\(method), naming the class that declares the method"))
        }
        // In a protocol extension constrained to a class (`extension P where Self: UIViewController`)
        // the method is `Self`'s: `Self.method` is a method of the class conforming to it.
        if type.kind == .extension, type.constrainsSelf { return .success("Self." + method) }
        guard type.kind == .class || (type.kind == .extension && !declaresProtocol(type.name)) else {
            let what =
                type.kind == .extension ? "an extension of the protocol \(type.name)" : "\(type.kind.rawValue) \(type.name), not a class"
            return .failure(
                SelectorProblem(advice: "it stands in \(what); write Type.\(method), naming the class that declares the method"))
        }
        // A UIKit method the class inherits (`#selector(becomeFirstResponder)` sent to a field by
        // `field.perform(_:with:afterDelay:)`) is named by the UIKit class that declares it: a
        // selector is a name on iOS, sent to any object that has the method, and a selector here
        // calls its method on objects of the class it names.
        if type.kind == .class, let inherited = uikitDeclaringClass(of: method, inheritedBy: type) {
            return .success(inherited + "." + method)
        }
        return .success(selectorQualifier(for: type) + "." + method)
    }

    /// How code in the body of `type` (a class or an extension of it) names that class in the
    /// `Type.method` a selector carries: by its name, or as `Self` when a member seen there shares
    /// the name. Unqualified lookup in a body finds members before the file's types, so in
    /// `class colorPickerViewController: UIViewController, UIColorPickerViewControllerDelegate`
    /// the name is the protocol's `colorPickerViewController(_:didSelect:continuously:)`; a member
    /// of the file's own classes (`var item` in `class item`) hides it the same way. `Self` is the
    /// class there (the dynamic type, whose method is the class's).
    func selectorQualifier(for type: SwiftStructure.Declaration) -> String {
        let name = type.name.split(separator: ".").last.map(String.init) ?? type.name
        let declaredAsMember = structure.declarations.contains { declaration in
            declaration.name == name && !declaration.kind.isType && declaration.depth > 0
        }
        if declaredAsMember { return "Self" }
        let catalog = UIKitMemberCatalog.simulated
        for inherited in UIKitMemberCatalog.inheritance(of: type, in: source) {
            if catalog.members(of: inherited)?.contains(name) ?? false { return "Self" }
        }
        return type.name
    }

    /// The UIKit class that declares `method` (`becomeFirstResponder`, `endEditing(_:)`), when
    /// `type`, a class of this file, does not declare a member of that name in the file and
    /// inherits it from UIKit; nil otherwise.
    private func uikitDeclaringClass(of method: String, inheritedBy type: SwiftStructure.Declaration) -> String? {
        let base = String(method.prefix { $0 != "(" })
        let declared = structure.declarations.contains { declaration in
            declaration.name == base && structure.enclosingType(of: declaration.keyword)?.name == type.name
        }
        guard !declared, let superclass = superclass(of: type) else { return nil }
        let catalog = UIKitMemberCatalog.simulated
        return catalog.lineage(of: superclass).first { name in
            catalog.types[name].map { $0.kind == "class" && $0.members.contains(base) } ?? false
        }
    }

    /// The argument labels written after a method's name in a `#selector` (`(_:)` of
    /// `copy(_:)`), as written; empty when none are.
    private func writtenArgumentLabels(_ inner: [Int]) -> String {
        guard let open = inner.firstIndex(where: { source.token($0, isPunctuation: "(") }) else { return "" }
        return inner[open...].map { source.text(of: $0) }.joined()
    }

    /// The names of `name`, `self.name`, `Type.name(_:with:)`; nil for anything else.
    private func methodPath(_ inner: [Int]) -> [String]? {
        var path: [String] = []
        var cursor = 0
        guard cursor < inner.count, tokens[inner[cursor]].kind == .identifier else { return nil }
        path.append(source.text(of: inner[cursor]))
        cursor += 1
        // `self?.name` (in a closure that captures `[weak self]`) names the method as `self.name` does.
        if path == ["self"], cursor < inner.count,
            source.token(inner[cursor], isPunctuation: "?") || source.token(inner[cursor], isPunctuation: "!")
        {
            cursor += 1
        }
        while cursor + 1 < inner.count, source.token(inner[cursor], isPunctuation: "."), tokens[inner[cursor + 1]].kind == .identifier {
            path.append(source.text(of: inner[cursor + 1]))
            cursor += 2
        }
        guard cursor < inner.count else { return path }
        // Argument labels: `(_:)`, `(_:with:)`, `()`.
        guard source.token(inner[cursor], isPunctuation: "(") else { return nil }
        cursor += 1
        while cursor + 1 < inner.count, tokens[inner[cursor]].kind == .identifier, source.token(inner[cursor + 1], isPunctuation: ":") {
            cursor += 2
        }
        guard cursor == inner.count - 1, source.token(inner[cursor], isPunctuation: ")") else { return nil }
        return path
    }

    /// The UIKit and Foundation calls whose `selector:` or `action:` argument the simulation also
    /// takes as the method itself (`addObserver(self, selector: Controller.keyboardWillShow, …)`).
    /// Any other call gets a `Selector` that carries the method, which every one of these takes
    /// too: a library's own `init(title:action:)`, whose parameter is a `Selector`, and a
    /// `UIBarButtonItem`, whose `action` is kept and compared as a selector.
    static let callsTakingMethods: Set<String> = [
        "addObserver", "addTarget", "UIGestureRecognizer", "UITapGestureRecognizer", "UIPanGestureRecognizer",
    ]

    /// Whether the `#selector` at `index` is an argument labelled `selector:` or `action:` of one
    /// of `callsTakingMethods`, or the first argument of `sendAction(`, where the simulation's
    /// APIs take the method itself.
    private func isMethodArgument(_ index: Int) -> Bool {
        guard let before = source.previousSignificant(before: index) else { return false }
        if source.token(before, isPunctuation: "("), let callee = source.previousSignificant(before: before) {
            return source.token(callee, is: .identifier, "sendAction")
        }
        guard source.token(before, isPunctuation: ":"), let label = source.previousSignificant(before: before),
            source.token(label, is: .identifier, "selector") || source.token(label, is: .identifier, "action"),
            let callee = callee(ofArgumentAt: label)
        else { return false }
        return Self.callsTakingMethods.contains(callee)
    }

    /// The name of the function or type called with the argument whose label is token `label`
    /// (`addTarget` in `button.addTarget(self, action: …)`, `UIBarButtonItem` in
    /// `UIBarButtonItem(title: "Done", style: .done, target: self, action: …)`): the identifier
    /// before the parenthesis that opens the argument list, found by stepping back over whole
    /// bracketed arguments (at most 256 steps, so nested code stays linear).
    private func callee(ofArgumentAt label: Int) -> String? {
        var cursor = label
        for _ in 0..<256 {
            guard let previous = source.previousSignificant(before: cursor) else { return nil }
            if source.token(previous, isPunctuation: ")") || source.token(previous, isPunctuation: "]")
                || source.token(previous, isPunctuation: "}")
            {
                guard let open = source.opening(previous) else { return nil }
                cursor = open
                continue
            }
            if source.token(previous, isPunctuation: "[") || source.token(previous, isPunctuation: "{") { return nil }
            if source.token(previous, isPunctuation: "(") {
                guard let name = source.previousSignificant(before: previous), tokens[name].kind == .identifier else { return nil }
                return source.text(of: name)
            }
            cursor = previous
        }
        return nil
    }

    /// The selector's name as the Objective-C runtime spells it, from the Swift name inside
    /// `#selector(…)` (its type left out): `f` and `f()` give `f`; `f(_:)` gives `f:`;
    /// `f(_:with:)` gives `f:with:`; `f(note:)` gives `fWithNote:`, Swift's rule for a first
    /// argument label.
    private func selectorName(from open: Int, to close: Int) -> String {
        selectorName((open + 1..<close).filter { tokens[$0].isSignificant })
    }

    /// The selector's name from the significant tokens of a method reference (`f(_:with:)`,
    /// `Type.f(_:)`).
    private func selectorName(_ inner: [Int]) -> String {
        let parenthesis = inner.firstIndex { source.token($0, isPunctuation: "(") } ?? inner.endIndex
        guard let nameAt = inner[..<parenthesis].lastIndex(where: { tokens[$0].kind == .identifier }) else { return "" }
        let base = source.text(of: inner[nameAt])
        let labels = inner[parenthesis...].filter { tokens[$0].kind == .identifier }.map { source.text(of: $0) }
        guard let first = labels.first else { return base }
        let head = first == "_" ? base : base + "With" + first.prefix(1).uppercased() + first.dropFirst()
        return ([head] + labels.dropFirst().map { $0 == "_" ? "" : $0 }).map { $0 + ":" }.joined()
    }

    /// `Selector("textFieldShouldReturn:", of: (any UITextFieldDelegate).self)` for a `#selector`
    /// (parentheses `open` and `close`) naming a method of one of UIKit's protocols, written
    /// `UITextFieldDelegate.textFieldShouldReturn(_:)` or
    /// `(any UITextFieldDelegate).textFieldShouldReturn(_:)`: such a selector is asked of a
    /// delegate (`responds(to:)`), which answers it from its conformance. `nil` for anything
    /// else, a protocol that is not a delegate's, or a protocol the file declares itself.
    ///
    ///     #selector(UITextFieldDelegate.textFieldShouldReturn(_:))
    ///         →  Selector("textFieldShouldReturn:", of: (any UITextFieldDelegate).self)
    ///     #selector((any UITableViewDelegate).tableView(_:heightForRowAt:))
    ///         →  Selector("tableView:heightForRowAt:", of: (any UITableViewDelegate).self)
    private func uikitProtocolSelector(from open: Int, to close: Int) -> String? {
        let inner = Array((open + 1..<close).lazy.filter { tokens[$0].isSignificant }.prefix(Self.longestMethodReference + 1))
        guard inner.count <= Self.longestMethodReference else { return nil }
        var method = inner[...]
        let protocolName: String
        if inner.count >= 5, source.token(inner[0], isPunctuation: "("), source.token(inner[1], is: .identifier, "any"),
            tokens[inner[2]].kind == .identifier, source.token(inner[3], isPunctuation: ")"), source.token(inner[4], isPunctuation: ".")
        {
            protocolName = source.text(of: inner[2])
            method = inner[5...]
        } else if inner.count >= 3, tokens[inner[0]].kind == .identifier, source.token(inner[1], isPunctuation: ".") {
            protocolName = source.text(of: inner[0])
            method = inner[2...]
        } else {
            return nil
        }
        // Only the delegate protocols, which answer `responds(to:)` from conformance
        // (`SelectorResponding`); a protocol UIKit's own classes adopt (the standard edit
        // actions) names the class's method, below.
        guard UIKitMemberCatalog.simulated.types[protocolName]?.kind == "protocol", Self.isDelegateProtocol(protocolName),
            !declaresProtocol(protocolName),
            let path = methodPath(Array(method)), path.count == 1
        else { return nil }
        return "Selector(\"\(selectorName(Array(method)))\", of: (any \(protocolName)).self)"
    }

    /// Whether UIKit's protocol `name` refines `SelectorResponding`, directly or through another
    /// (`UITableViewDelegate` through `UIScrollViewDelegate`).
    static func isDelegateProtocol(_ name: String, depth: Int = 0) -> Bool {
        guard depth < 8, let type = UIKitMemberCatalog.simulated.types[name] else { return false }
        return type.supertypes.contains { $0 == "SelectorResponding" || isDelegateProtocol($0, depth: depth + 1) }
    }

    /// Whether the file declares a protocol named `name`.
    private func declaresProtocol(_ name: String) -> Bool {
        structure.declarations.contains { $0.kind == .protocol && $0.name == name }
    }
}
