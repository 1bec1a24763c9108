extension PortWork {
    /// One optional requirement of a protocol the file declares (`@objc optional func f(_:)`).
    struct OptionalRequirement {
        /// The protocol's name.
        var protocolName: String
        /// `f`, or the property's name.
        var baseName: String
        /// `f(_:with:)`, or the property's name: what the default throws and `responds(to:)` asks.
        var swiftName: String
        var isProperty: Bool
        /// The `optional` token.
        var optionalToken: Int
        /// The default implementation's code: the requirement as ported, with a body that throws.
        var defaultImplementation: String

        /// The requirement as other files know it.
        var name: PortContext.Requirement {
            PortContext.Requirement(protocolName: protocolName, baseName: baseName, swiftName: swiftName, isProperty: isProperty)
        }
    }

    /// Edit: an optional requirement of an `@objc` protocol (which Swift on Linux refuses: no
    /// Objective-C runtime) becomes a requirement that throws, and the protocol gets an extension
    /// with a default for it that throws `OptionalRequirementNotImplemented` (the `ObjectiveC`
    /// module, which UIKit re-exports). A conformer implements it without `throws`, as on iOS,
    /// and is called; one that does not gets the default. Where the file calls it:
    ///
    ///     @objc optional func bar(_ bar: Bar, didGrow height: CGFloat)
    ///                                  →  func bar(_ bar: Bar, didGrow height: CGFloat) throws
    ///     @objc optional var tint: UIColor { get }  →  var tint: UIColor { get throws }
    ///     delegate?.bar?(self, didGrow: 44)          →  try? delegate?.bar(self, didGrow: 44)
    ///     delegate?.height?(for: row) ?? 44          →  (try? delegate?.height(for: row)) ?? 44
    ///     delegate!.height!(for: row)                →  try! delegate!.height(for: row)
    ///     delegate?.tint ?? .blue                    →  (try? delegate?.tint) ?? .blue
    ///     delegate?.responds(to: #selector(P.bar(_:didGrow:)))
    ///                                  →  OptionalRequirement.responds(delegate, to: "bar(_:didGrow:)")
    ///
    /// `try?` gives `nil` where iOS's `?(` gives `nil` (the conformer does not implement it), and
    /// `try!` stops the process where iOS's `!(` does. A property with a setter, a static
    /// requirement, an initializer or a subscript, and a requirement that already throws stay,
    /// with a finding. Uses are rewritten in the file that declares the protocol, and in the
    /// module's other files when their port is given the module's ``PortContext`` (the plugin
    /// gives it; `kbsim port --module FOLDER`); a file ported alone does not know another file's
    /// protocols, and the compiler stops at `?(` on a requirement that is no longer optional.
    ///
    /// A method requirement taken as a value in an `if` (iOS gives an optional closure, `nil`
    /// when the conformer does not implement it) is asked first and its calls in the `if`'s body
    /// become `try` in a `do` whose `catch` ends the body where the default was reached:
    ///
    ///     if let d = delegate, let m = d.barDidGrow { m(self) }
    ///         →  if let d = delegate, let m = OptionalRequirement.method(d, "barDidGrow(_:)", d.barDidGrow) { do { try m(self) } catch {} }
    ///
    /// `OptionalRequirement.method` gives `nil` once a call showed that the conformer's class
    /// does not implement it (``OptionalRequirement``'s record, as `responds(to:)`); before that,
    /// the body runs up to the first call, which reaches the default and ends it.
    mutating func rewriteOptionalRequirements() {
        rewriteOptionalDeclarations()
        // The module's other files' requirements, where the file uses them (``PortContext``).
        let declared = Set(declaredRequirements)
        let others = context.optionalRequirements.filter { !declared.contains($0) }
        if !declaredRequirements.isEmpty || !others.isEmpty { rewriteOptionalUses(own: declaredRequirements, others: others) }
        rewriteUIKitOptionalCalls(excluding: Set(declaredRequirements.map(\.baseName)))
    }

    /// The declaring half of ``rewriteOptionalRequirements()``: each optional requirement of the
    /// file's `@objc` protocols rewritten, its default added, and `declaredRequirements` set —
    /// all a ``PortContext`` needs of the file.
    mutating func rewriteOptionalDeclarations() {
        var requirements: [OptionalRequirement] = []
        // Only an `@objc` protocol may have optional requirements (elsewhere iOS refuses them too).
        for declaration in structure.declarations where declaration.kind == .protocol && declaration.modifiers.contains("@objc") {
            guard let body = declaration.body else { continue }
            var defaults: [String] = []
            for index in body.lowerBound + 1..<body.upperBound
            where source.token(index, is: .identifier, "optional") && structure.enclosingType(of: index)?.keyword == declaration.keyword {
                guard let requirement = optionalRequirement(at: index, in: declaration) else { continue }
                requirements.append(requirement)
                defaults.append(requirement.defaultImplementation)
                handledOptionals.insert(index)
            }
            guard !defaults.isEmpty else { continue }
            addDefaults(defaults, of: declaration, closingAt: body.upperBound)
        }
        declaredRequirements = requirements.map(\.name)
    }

    /// Edit: a call of an optional requirement of one of UIKit's own protocols, `x?.f?(…)`,
    /// `x.f?(…)` or `x!.f!(…)`, loses the `?` or `!` after the name. On iOS these requirements
    /// are optional; the simulated UIKit's protocols have none (Swift on Linux refuses optional
    /// requirements) and give each a default instead, which does what UIKit does when a
    /// delegate does not implement it. So the call reaches the conformer's method where there
    /// is one, as on iOS, and the default where iOS gives `nil`: a `?? fallback` after it then
    /// sees UIKit's default answer instead of the fallback.
    ///
    ///     delegate?.textFieldShouldReturn?(textField) ?? true  →  delegate?.textFieldShouldReturn(textField) ?? true
    ///     scrollDelegate!.scrollViewDidScroll!(scrollView)      →  scrollDelegate!.scrollViewDidScroll(scrollView)
    ///
    /// A name is one of UIKit's requirements when a protocol of the simulated UIKit
    /// (``UIKitMemberCatalog/simulated``) has a member of that name, and neither the file's own
    /// protocols (rewritten above, in `ownNames`) nor a property the file declares (an optional
    /// closure, called with `?(` on iOS too) has it.
    private mutating func rewriteUIKitOptionalCalls(excluding ownNames: Set<String>) {
        let properties = Set(structure.declarations.filter { $0.kind == .var || $0.kind == .let }.map(\.name))
        let uikitRequirements = UIKitMemberCatalog.simulated.protocolMembers
        for index in tokens.indices where tokens[index].kind == .identifier && index + 2 < tokens.count {
            let name = source.text(of: index)
            guard index > 0, source.token(index - 1, isPunctuation: "."),
                source.token(index + 1, isPunctuation: "?") || source.token(index + 1, isPunctuation: "!"),
                source.token(index + 2, isPunctuation: "("), let close = source.closing(index + 2),
                uikitRequirements.contains(name), !ownNames.contains(name), !properties.contains(name), !portedCalls.contains(index),
                let start = receiverStart(beforeDot: index - 1)
            else { continue }
            let original = code(from: start, through: close)
            replace(tokens[index + 1].range, with: "")
            let replacement = code(from: start, through: index) + code(from: index + 2, through: close)
            edits.append(
                PortEdit(
                    .rewroteUIKitOptionalCall, at: position(tokens[start].range.lowerBound), original: original,
                    replacement: replacement))
        }
    }

    /// Reads the requirement whose `optional` is token `index`, and makes its edits; nil (with a
    /// finding) for one that has no Linux form.
    private mutating func optionalRequirement(at index: Int, in declaration: SwiftStructure.Declaration) -> OptionalRequirement? {
        var keyword = index
        while let next = source.nextSignificant(after: keyword),
            tokens[next].kind == .attribute || source.token(next, is: .identifier, "public")
        {
            keyword = next
            if let open = source.nextSignificant(after: next), source.token(open, isPunctuation: "("), let close = source.closing(open) {
                keyword = close
            }
        }
        guard let keywordIndex = source.nextSignificant(after: keyword) else { return nil }
        keyword = keywordIndex
        let isFunction = source.token(keyword, is: .identifier, "func")
        guard isFunction || source.token(keyword, is: .identifier, "var") else {
            return unsupported(index, "a static requirement, an initializer or a subscript")
        }
        guard let nameIndex = source.nextSignificant(after: keyword), tokens[nameIndex].kind == .identifier else {
            return unsupported(index, "an operator")
        }
        let baseName = SwiftStructure.unquoted(source.text(of: nameIndex))
        let access = declaration.isPublic ? "public " : ""
        if isFunction {
            guard let open = source.nextSignificant(after: nameIndex), source.token(open, isPunctuation: "("),
                let close = source.closing(open)
            else { return unsupported(index, "a generic method") }
            var insertAfter = close
            if let effect = source.nextSignificant(after: close) {
                if source.token(effect, is: .identifier, "throws") || source.token(effect, is: .identifier, "rethrows") {
                    return unsupported(index, "a requirement that throws")
                }
                if source.token(effect, is: .identifier, "async") { insertAfter = effect }
            }
            let end = requirementEnd(after: insertAfter)
            let signature =
                code(from: keyword, through: insertAfter) + " throws"
                + (end > insertAfter ? " " + code(from: source.nextSignificant(after: insertAfter) ?? end, through: end) : "")
            let swiftName = baseName + "(" + argumentLabels(from: open, to: close).map { $0 + ":" }.joined() + ")"
            deleteOptional(index)
            let at = tokens[insertAfter].range.upperBound
            replace(at..<at, with: " throws")
            edits.append(
                PortEdit(
                    .rewroteOptionalRequirement, at: position(tokens[index].range.lowerBound),
                    original: displayed(from: index, through: end), replacement: signature))
            return OptionalRequirement(
                protocolName: declaration.name, baseName: baseName, swiftName: swiftName, isProperty: false, optionalToken: index,
                defaultImplementation: access + signature + " { throw OptionalRequirementNotImplemented(self, \"\(swiftName)\") }")
        }
        // `var name: Type { get }`
        var cursor = nameIndex
        while let next = source.nextSignificant(after: cursor), !source.token(next, isPunctuation: "{") {
            if source.token(next, isPunctuation: "}") || source.token(next, isPunctuation: ";") { return nil }
            cursor =
                source.token(next, isPunctuation: "(") || source.token(next, isPunctuation: "[") ? (source.closing(next) ?? next) : next
        }
        guard let accessorsOpen = source.nextSignificant(after: cursor), let accessorsClose = source.closing(accessorsOpen),
            let get = source.nextSignificant(after: accessorsOpen), source.token(get, is: .identifier, "get"),
            source.nextSignificant(after: get) == accessorsClose
        else { return unsupported(index, "a property with a setter") }
        deleteOptional(index)
        let at = tokens[get].range.upperBound
        replace(at..<at, with: " throws")
        let declared = code(from: keyword, through: cursor)
        edits.append(
            PortEdit(
                .rewroteOptionalRequirement, at: position(tokens[index].range.lowerBound),
                original: displayed(from: index, through: accessorsClose), replacement: declared + " { get throws }"))
        return OptionalRequirement(
            protocolName: declaration.name, baseName: baseName, swiftName: baseName, isProperty: true, optionalToken: index,
            defaultImplementation: access + declared
                + " { get throws { throw OptionalRequirementNotImplemented(self, \"\(baseName)\") } }")
    }

    /// Reports the requirement at `index` as one without a Linux form; nil.
    private mutating func unsupported(_ index: Int, _ what: String) -> OptionalRequirement? {
        handledOptionals.insert(index)
        findings.append(
            PortFinding(
                at: position(tokens[index].range.lowerBound), code: displayed(from: index, through: index),
                advice:
                    "an optional requirement that is \(what) has no Linux form (no Objective-C runtime); make it required "
                    + "and give it a default in a protocol extension"))
        return nil
    }

    private mutating func deleteOptional(_ index: Int) {
        var end = tokens[index].range.upperBound
        if index + 1 < tokens.count, tokens[index + 1].kind == .whitespace { end = tokens[index + 1].range.upperBound }
        replace(tokens[index].range.lowerBound..<end, with: "")
    }

    /// The last token of a method requirement whose parameters (or effects) end at token `index`:
    /// its result type, up to the next declaration or the protocol's end.
    private func requirementEnd(after index: Int) -> Int {
        var last = index
        while let next = source.nextSignificant(after: last) {
            if source.token(next, isPunctuation: "}") || source.token(next, isPunctuation: ";") || tokens[next].kind == .attribute
                || tokens[next].kind == .pound
                || (tokens[next].kind == .identifier && SwiftStructure.keywords.contains(source.text(of: next))
                    && !source.token(next, is: .identifier, "where"))
            {
                break
            }
            if source.token(next, isPunctuation: "(") || source.token(next, isPunctuation: "[") {
                last = source.closing(next) ?? next
            } else {
                last = next
            }
        }
        return last
    }

    /// The code from token `first` through `last` on one line: each run of spaces, line breaks
    /// and comments written as one space.
    private func code(from first: Int, through last: Int) -> String {
        var text = ""
        var pendingSpace = false
        for index in first...last {
            if tokens[index].isSignificant {
                if pendingSpace && !text.isEmpty { text += " " }
                pendingSpace = false
                text += source.text(of: index)
            } else {
                pendingSpace = true
            }
        }
        return text
    }

    /// The argument labels of the parameter list from `open` to `close`: `_` where there is none.
    private func argumentLabels(from open: Int, to close: Int) -> [String] {
        var labels: [String] = []
        var index = open
        while index < close, let first = source.nextSignificant(after: index), first < close {
            guard tokens[first].kind == .identifier else { break }
            labels.append(source.text(of: first))
            // To the next `,` outside brackets.
            var cursor = first
            while let next = source.nextSignificant(after: cursor), next < close, !source.token(next, isPunctuation: ",") {
                cursor =
                    source.token(next, isPunctuation: "(") || source.token(next, isPunctuation: "[")
                        || source.token(next, isPunctuation: "<") ? (source.closing(next) ?? next) : next
            }
            guard let comma = source.nextSignificant(after: cursor), comma < close else { break }
            index = comma
        }
        return labels
    }

    /// Adds the extension holding `defaults` after the protocol's `}` (token `close`): on lines of
    /// its own, or, after a `;`, on the `}`'s line when every line must stay where it was.
    private mutating func addDefaults(_ defaults: [String], of declaration: SwiftStructure.Declaration, closingAt close: Int) {
        let at = tokens[close].range.upperBound
        let indentation = String(
            source.text(source.lineStart(of: tokens[declaration.keyword].range.lowerBound)..<tokens[declaration.keyword].range.lowerBound)
                .prefix { $0 == " " || $0 == "\t" })
        let text =
            keepsLines
            ? "; extension \(declaration.name) { " + defaults.joined(separator: "; ") + " }"
            : "\n\n\(indentation)// kbsim port: \(declaration.name)'s optional requirements, each a default that throws (not implemented).\n"
                + "\(indentation)extension \(declaration.name) {\n"
                + defaults.map { "\(indentation)    \($0)\n" }.joined() + "\(indentation)}"
        replace(at..<at, with: text)
        edits.append(
            PortEdit(
                .addedOptionalRequirementDefaults, at: position(tokens[close].range.lowerBound), original: "protocol \(declaration.name)",
                replacement: "extension \(declaration.name) with \(defaults.count) default\(defaults.count == 1 ? "" : "s")"))
    }

    // MARK: Uses

    /// Rewrites the calls `x?.f?(…)`, `x!.f!(…)`, the methods taken as values in an `if`, the
    /// reads `x?.property` and the questions `x?.responds(to: #selector(P.f(_:)))` of the
    /// optional requirements the file declares (`own`) and those of the module's other files
    /// (`others`). A property of another file's protocol is read as one only after `?.`: a
    /// plain `x.name` in this file is more likely another type's member of the same name.
    private mutating func rewriteOptionalUses(own: [PortContext.Requirement], others: [PortContext.Requirement]) {
        let requirements = own + others
        let methods = Set(requirements.filter { !$0.isProperty }.map(\.baseName))
        // Another file's method is known by its whole name: `textViewDidChange?(textView)` is
        // UIKit's `textViewDidChange(_:)`, not a module's `textViewDidChange(textView:)`.
        let ownMethods = Set(own.filter { !$0.isProperty }.map(\.baseName))
        let otherMethods = Set(others.filter { !$0.isProperty }.map(\.swiftName))
        let ownProperties = Set(own.filter(\.isProperty).map(\.baseName))
        let otherProperties = Set(others.filter(\.isProperty).map(\.baseName)).subtracting(ownProperties)
        let declarationTokens = Set(structure.declarations.filter { $0.kind == .protocol }.compactMap(\.body).flatMap { Array($0) })
        for index in tokens.indices where tokens[index].kind == .identifier && !declarationTokens.contains(index) {
            let name = source.text(of: index)
            guard let dot = source.previousSignificant(before: index), source.token(dot, isPunctuation: "."),
                dot == index - 1
            else { continue }
            if methods.contains(name), index + 2 < tokens.count,
                source.token(index + 1, isPunctuation: "?") || source.token(index + 1, isPunctuation: "!"),
                source.token(index + 2, isPunctuation: "("), let close = source.closing(index + 2),
                ownMethods.contains(name) || otherMethods.contains(name + "(" + callLabels(from: index + 2, to: close) + ")")
            {
                portedCalls.insert(index)
                rewriteCall(at: index, close: close)
            } else if methods.contains(name), let binding = methodBinding(at: index) {
                rewriteMethodBinding(binding, requirements.filter { !$0.isProperty && $0.baseName == name })
            } else if ownProperties.contains(name) || (otherProperties.contains(name) && source.token(dot - 1, isPunctuation: "?")),
                !isInsideSelector(index),
                !isAssignment(at: source.nextSignificant(after: index) ?? tokens.count),
                !source.token(index + 1, isPunctuation: "(")
            {
                rewriteRead(at: index)
            }
        }
        for index in tokens.indices where source.token(index, is: .pound, "#selector") {
            rewriteRespondsTo(at: index, requirements)
        }
    }

    /// A method taken as a value in an `if`'s condition: `let m = x.f` (or `x?.f`), followed by
    /// `,` or the body's `{`.
    struct MethodBinding {
        /// The receiver's first token, and its last (a `?` after it left out).
        var receiver: ClosedRange<Int>
        /// The method's name token.
        var method: Int
        /// The bound name's token.
        var bound: Int
        /// The `if`'s body: its `{` and `}`.
        var bodyOpen: Int
        var bodyClose: Int
    }

    /// The binding whose method name is token `index`, or nil when it is not one.
    private func methodBinding(at index: Int) -> MethodBinding? {
        guard let start = receiverStart(beforeDot: index - 1), let equals = source.previousSignificant(before: start),
            isAssignment(at: equals), let bound = source.previousSignificant(before: equals), tokens[bound].kind == .identifier,
            let keyword = source.previousSignificant(before: bound),
            source.token(keyword, is: .identifier, "let") || source.token(keyword, is: .identifier, "var"),
            let after = source.nextSignificant(after: index),
            source.token(after, isPunctuation: ",") || source.token(after, isPunctuation: "{")
        else { return nil }
        // Back through the condition list to its `if` (a `guard` or `while` is not rewritten).
        var cursor = keyword
        while let previous = source.previousSignificant(before: cursor) {
            if source.token(previous, is: .identifier, "if") { break }
            if source.token(previous, isPunctuation: "{") || source.token(previous, isPunctuation: "}")
                || source.token(previous, isPunctuation: ";") || source.token(previous, is: .identifier, "guard")
                || source.token(previous, is: .identifier, "while")
            {
                return nil
            }
            cursor =
                source.token(previous, isPunctuation: ")") || source.token(previous, isPunctuation: "]")
                ? (source.opening(previous) ?? previous) : previous
        }
        // Forward to the body's `{`, over the rest of the conditions.
        cursor = index
        while let next = source.nextSignificant(after: cursor), !source.token(next, isPunctuation: "{") {
            if source.token(next, isPunctuation: "}") || source.token(next, isPunctuation: ";") { return nil }
            cursor =
                source.token(next, isPunctuation: "(") || source.token(next, isPunctuation: "[") ? (source.closing(next) ?? next) : next
        }
        guard let open = source.nextSignificant(after: cursor), let close = source.closing(open) else { return nil }
        var receiverEnd = index - 2
        if source.token(receiverEnd, isPunctuation: "?") { receiverEnd -= 1 }
        return MethodBinding(receiver: start...receiverEnd, method: index, bound: bound, bodyOpen: open, bodyClose: close)
    }

    /// `let m = x.f` → `let m = OptionalRequirement.method(x, "f(_:)", x.f)`, each `m(…)` in the
    /// body → `try m(…)`, and the body in `do { … } catch {}` (see ``rewriteOptionalRequirements()``).
    /// A receiver with a call in it (evaluated twice), a name with two requirements of different
    /// labels, and a body that already has a `try` of its own (whose error the `catch` would
    /// swallow) are left, with a finding.
    private mutating func rewriteMethodBinding(_ binding: MethodBinding, _ candidates: [PortContext.Requirement]) {
        let start = binding.receiver.lowerBound
        let original = displayed(from: start, through: binding.method)
        func refuse(_ why: String) {
            findings.append(
                PortFinding(
                    at: position(tokens[start].range.lowerBound), code: original,
                    advice: "an optional requirement taken as a value (\(why)) has no mechanical Linux form; "
                        + "call it with try? where the value is used"))
        }
        let selectors = Set(candidates.map(\.swiftName))
        guard selectors.count == 1, let selector = selectors.first else { return refuse("two requirements have that name") }
        guard !binding.receiver.contains(where: { source.token($0, isPunctuation: "(") }) else {
            return refuse("its receiver has a call")
        }
        let boundName = source.text(of: binding.bound)
        let body = binding.bodyOpen + 1..<binding.bodyClose
        let ownTries = body.filter { index in
            source.token(index, is: .identifier, "try")
                && !(index + 1 < tokens.count
                    && (source.token(index + 1, isPunctuation: "?") || source.token(index + 1, isPunctuation: "!")))
        }
        guard ownTries.isEmpty else { return refuse("the if's body has a try of its own") }
        let calls = body.filter { index in
            source.token(index, is: .identifier, boundName) && index + 1 < tokens.count && source.token(index + 1, isPunctuation: "(")
                && !(source.previousSignificant(before: index).map { source.token($0, isPunctuation: ".") } ?? false)
        }
        let receiver = code(from: start, through: binding.receiver.upperBound)
        let at = tokens[start].range.lowerBound
        replace(at..<at, with: "OptionalRequirement.method(\(receiver), \"\(selector)\", ")
        let end = tokens[binding.method].range.upperBound
        replace(end..<end, with: ")")
        edits.append(
            PortEdit(
                .rewroteOptionalCall, at: position(at), original: original,
                replacement: "OptionalRequirement.method(\(receiver), \"\(selector)\", \(code(from: start, through: binding.method)))"))
        guard !calls.isEmpty else { return }
        // ` do {` before the first `try ` where both go at one place (`{m(x)}`).
        let bodyStart = tokens[binding.bodyOpen].range.upperBound
        replace(bodyStart..<bodyStart, with: " do {")
        for call in calls {
            let callAt = tokens[call].range.lowerBound
            replace(callAt..<callAt, with: "try ")
        }
        let bodyEnd = tokens[binding.bodyClose].range.lowerBound
        replace(bodyEnd..<bodyEnd, with: "} catch {} ")
        edits.append(
            PortEdit(
                .rewroteOptionalCall, at: position(tokens[calls[0]].range.lowerBound), original: "\(boundName)(…)",
                replacement: "try \(boundName)(…) in do { … } catch {} (\(calls.count) call\(calls.count == 1 ? "" : "s"))"))
    }

    /// `x?.f?(…)` → `try? x?.f(…)`; `x!.f!(…)` → `try! x!.f(…)`.
    private mutating func rewriteCall(at index: Int, close: Int) {
        guard let start = receiverStart(beforeDot: index - 1) else { return }
        if let after = nextToken(after: close), isPostfix(after) {
            findings.append(
                PortFinding(
                    at: position(tokens[start].range.lowerBound), code: displayed(from: start, through: close),
                    advice: "an optional requirement's call chained further has no mechanical Linux form; write (try? call)?.rest"))
            return
        }
        let forced = source.token(index + 1, isPunctuation: "!")
        let original = displayed(from: start, through: close)
        replace(tokens[index + 1].range, with: "")
        wrap(from: start, through: close, with: forced ? "try!" : "try?")
        let replacement = (forced ? "try! " : "try? ") + code(from: start, through: index) + code(from: index + 2, through: close)
        edits.append(
            PortEdit(.rewroteOptionalCall, at: position(tokens[start].range.lowerBound), original: original, replacement: replacement))
    }

    /// `x?.property` → `(try? x?.property)`.
    private mutating func rewriteRead(at index: Int) {
        guard let start = receiverStart(beforeDot: index - 1),
            !(start == index - 2 && (source.token(start, is: .identifier, "self") || source.token(start, is: .identifier, "super"))),
            !isTried(start)
        else { return }
        if let after = nextToken(after: index), isPostfix(after) { return }
        let original = displayed(from: start, through: index)
        wrap(from: start, through: index, with: "try?")
        edits.append(
            PortEdit(
                .rewroteOptionalCall, at: position(tokens[start].range.lowerBound), original: original, replacement: "try? " + original))
    }

    /// The labels of a call's arguments from `open` to `close`, as a name writes them: `_:with:`.
    private func callLabels(from open: Int, to close: Int) -> String {
        var labels = ""
        var argumentStart = source.nextSignificant(after: open)
        while let first = argumentStart, first < close {
            if tokens[first].kind == .identifier, let colon = source.nextSignificant(after: first), source.token(colon, isPunctuation: ":")
            {
                labels += source.text(of: first) + ":"
            } else {
                labels += "_:"
            }
            // To the next `,` outside brackets.
            var cursor = first
            while let next = source.nextSignificant(after: cursor), next < close, !source.token(next, isPunctuation: ",") {
                cursor =
                    source.token(next, isPunctuation: "(") || source.token(next, isPunctuation: "[")
                        || source.token(next, isPunctuation: "{")
                    ? (source.closing(next) ?? next) : next
            }
            guard let comma = source.nextSignificant(after: cursor), comma < close else { break }
            argumentStart = source.nextSignificant(after: comma)
        }
        return labels
    }

    /// Whether the expression starting at token `start` follows `try`, `try?` or `try!` (a port's
    /// read, or the author's own).
    private func isTried(_ start: Int) -> Bool {
        guard var previous = source.previousSignificant(before: start) else { return false }
        if source.token(previous, isPunctuation: "?") || source.token(previous, isPunctuation: "!") {
            guard let before = source.previousSignificant(before: previous) else { return false }
            previous = before
        }
        return source.token(previous, is: .identifier, "try")
    }

    /// `x?.responds(to: #selector(P.f(_:)))` → `OptionalRequirement.responds(x, to: "f(_:)")`, where
    /// `P.f` is an optional requirement of a protocol the file declares.
    private mutating func rewriteRespondsTo(at index: Int, _ requirements: [PortContext.Requirement]) {
        guard let open = source.nextSignificant(after: index), source.token(open, isPunctuation: "("), let close = source.closing(open)
        else { return }
        let inner = (open + 1..<close).filter { tokens[$0].isSignificant }
        guard inner.count >= 3, tokens[inner[0]].kind == .identifier, source.token(inner[1], isPunctuation: "."),
            tokens[inner[2]].kind == .identifier
        else { return }
        let protocolName = source.text(of: inner[0])
        let baseName = source.text(of: inner[2])
        var swiftName: String?
        if inner.count > 3 {
            guard source.token(inner[3], isPunctuation: "("), let labelsClose = source.closing(inner[3]) else { return }
            let labels = (inner[3] + 1..<labelsClose).filter { tokens[$0].kind == .identifier }.map { source.text(of: $0) }
            swiftName = baseName + "(" + labels.map { $0 + ":" }.joined() + ")"
        }
        let matching = requirements.filter {
            $0.protocolName == protocolName && !$0.isProperty && $0.baseName == baseName && (swiftName == nil || $0.swiftName == swiftName)
        }
        guard matching.count == 1, let requirement = matching.first else { return }
        // `receiver.responds(to: #selector(…))`
        guard let colon = source.previousSignificant(before: index), source.token(colon, isPunctuation: ":"),
            let label = source.previousSignificant(before: colon), source.token(label, is: .identifier, "to"),
            let callOpen = source.previousSignificant(before: label), source.token(callOpen, isPunctuation: "("),
            let callClose = source.closing(callOpen), source.nextSignificant(after: close) == callClose,
            let responds = source.previousSignificant(before: callOpen), source.token(responds, is: .identifier, "responds"),
            let dot = source.previousSignificant(before: responds), source.token(dot, isPunctuation: "."),
            let start = receiverStart(beforeDot: dot)
        else { return }
        handledSelectors.insert(index)
        var receiverEnd = dot - 1
        if source.token(receiverEnd, isPunctuation: "?") { receiverEnd -= 1 }
        let replacement = "OptionalRequirement.responds(\(code(from: start, through: receiverEnd)), to: \"\(requirement.swiftName)\")"
        let range = tokens[start].range.lowerBound..<tokens[callClose].range.upperBound
        edits.append(
            PortEdit(.rewroteRespondsToOptional, at: position(range.lowerBound), original: displayed(range), replacement: replacement))
        replace(range, with: replacement)
    }

    /// Writes `keyword ` before token `start`, and parentheses around the whole when the
    /// expression does not stand alone (a statement, or the right side of `=` or `return`).
    private mutating func wrap(from start: Int, through end: Int, with keyword: String) {
        let before = source.previousSignificant(before: start)
        let after = nextToken(after: end)
        let startsAlone =
            before == nil
            || before.map {
                source.token($0, isPunctuation: "{") || source.token($0, isPunctuation: ";") || source.token($0, isPunctuation: "}")
                    || source.token($0, is: .identifier, "return") || source.token($0, is: .identifier, "in")
                    || (source.token($0, isPunctuation: "=") && !isOperatorCharacter($0 - 1))
            } == true
        let startsLine =
            before.map { source.position(of: tokens[$0].range.lowerBound).line < source.position(of: tokens[start].range.lowerBound).line }
            ?? true
        let endsAlone =
            after.map {
                source.token($0, isPunctuation: "}") || source.token($0, isPunctuation: ";")
                    || source.position(of: tokens[$0].range.lowerBound).line > source.position(of: tokens[end].range.lowerBound).line
            } ?? true
        let bare = (startsAlone || startsLine) && endsAlone
        let at = tokens[start].range.lowerBound
        replace(at..<at, with: bare ? keyword + " " : "(" + keyword + " ")
        if !bare {
            let endAt = tokens[end].range.upperBound
            replace(endAt..<endAt, with: ")")
        }
    }

    /// Whether token `index` is a character of an operator (`==`, `+=`, `<=`…).
    private func isOperatorCharacter(_ index: Int) -> Bool {
        guard index >= 0, tokens[index].kind == .punctuation else { return false }
        return "=!<>+-*/%&|^~?".unicodeScalars.contains(Unicode.Scalar(source.bytes[tokens[index].range.lowerBound]))
    }

    /// The first code token after `index`.
    private func nextToken(after index: Int) -> Int? { source.nextSignificant(after: index) }

    /// Whether token `next` continues the expression before it without a space: `.`, `?.`, a
    /// call or a subscript.
    private func isPostfix(_ next: Int) -> Bool {
        guard next > 0, tokens[next - 1].isSignificant else { return false }
        return source.token(next, isPunctuation: ".") || source.token(next, isPunctuation: "?") || source.token(next, isPunctuation: "!")
            || source.token(next, isPunctuation: "(") || source.token(next, isPunctuation: "[")
    }

    /// Whether token `index` is `=` on its own (an assignment), not `==`.
    private func isAssignment(at index: Int) -> Bool {
        guard index < tokens.count, source.token(index, isPunctuation: "=") else { return false }
        return !isOperatorCharacter(index + 1) && !isOperatorCharacter(index - 1)
    }

    /// Whether token `index` is inside the parentheses of a `#selector` or `#keyPath`.
    private func isInsideSelector(_ index: Int) -> Bool {
        var cursor = index
        for _ in 0..<16 {
            guard let previous = source.previousSignificant(before: cursor) else { return false }
            if source.token(previous, isPunctuation: "("), let pound = source.previousSignificant(before: previous),
                tokens[pound].kind == .pound
            {
                return true
            }
            cursor = previous
        }
        return false
    }

    /// Words that end a receiver when walking back from a member access.
    static let expressionKeywords: Set<String> = [
        "return", "try", "await", "in", "if", "guard", "let", "var", "case", "else", "where", "is", "as", "throw", "while",
        "switch", "repeat", "for", "defer", "do", "catch", "some", "any", "inout", "func",
    ]

    /// The first token of the postfix expression that ends just before the `.` at `dot`
    /// (`delegate`, `self.delegate?`, `items[0].owner!`, `(x as? P)`); nil when there is none
    /// (`.member` alone) or it is longer than 256 steps.
    private func receiverStart(beforeDot dot: Int) -> Int? {
        var cursor = dot
        var start: Int?
        for _ in 0..<256 {
            guard var previous = source.previousSignificant(before: cursor) else { return start }
            // Postfix `?` and `!` touch what they follow.
            while (source.token(previous, isPunctuation: "?") || source.token(previous, isPunctuation: "!")) && previous + 1 == cursor,
                previous > 0, tokens[previous - 1].isSignificant
            {
                cursor = previous
                previous -= 1
            }
            if source.token(previous, isPunctuation: ")") || source.token(previous, isPunctuation: "]") {
                guard let opener = source.opening(previous) else { return start }
                start = opener
                cursor = opener
                // A call or a subscript continues with its callee, touching it.
                if opener > 0, tokens[opener - 1].isSignificant,
                    tokens[opener - 1].kind == .identifier
                        || source.token(opener - 1, isPunctuation: ")") || source.token(opener - 1, isPunctuation: "]")
                        || source.token(opener - 1, isPunctuation: "?") || source.token(opener - 1, isPunctuation: "!")
                {
                    continue
                }
            } else if tokens[previous].kind == .identifier, !Self.expressionKeywords.contains(source.text(of: previous)) {
                start = previous
                cursor = previous
            } else {
                return start
            }
            guard let before = source.previousSignificant(before: cursor), source.token(before, isPunctuation: ".") else { return start }
            cursor = before
        }
        return nil
    }
}
