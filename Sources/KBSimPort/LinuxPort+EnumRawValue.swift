extension PortWork {
    /// Edit: `init(rawValue:)` of one of UIKit's enums with an integer raw type names the case to
    /// use for a raw value the simulation does not declare:
    ///
    ///     UIBarButtonItem.SystemItem(rawValue: 101)!
    ///         →  UIBarButtonItem.SystemItem(rawValue: 101, ifUnknown: .done)!
    ///
    /// On iOS UIKit's enums are Objective-C `NS_ENUM`s, whose `init(rawValue:)` takes any raw
    /// value (FormToolbar makes its arrows from the undocumented system items 101 and 102); the
    /// simulation's are Swift enums, which give `nil` for a raw value they do not list, and a
    /// force unwrap stops the test process. `init(rawValue:ifUnknown:)` (the `UIKit` module's) never
    /// gives `nil`: a raw value the simulation does not declare gives the case named, which is
    /// the enum's case whose raw value is 0 (or its first case), and the current simulation's
    /// trace says so. A Swift enum cannot hold a raw value it does not declare, and making UIKit's
    /// enums structs would break the exhaustive `switch`es written over them; the call stays
    /// failable, so `!`, `if let` and `??` compile as written.
    ///
    /// Any `Type(rawValue: x)` or `Type.init(rawValue: x)` with one argument whose type, as
    /// written (`UIKeyboardType`, `UIBarButtonItem.SystemItem`, the Swift 4 `UIBarButtonSystemItem`,
    /// with or without `UIKit.`), is one of ``SimulatedUIKit/integerEnums``, in a file that
    /// imports UIKit and declares no type of that name itself. `.init(rawValue:)` with the type
    /// left to inference is left as it is (the port cannot tell its type).
    mutating func rewriteUIKitEnumRawValues() {
        guard imports.contains(where: { $0.module == "UIKit" }) || edits.contains(where: { $0.kind == .addedUIKitImport })
        else { return }
        let ownTypes = Set(structure.declarations.filter { ($0.kind != .extension && $0.kind.isType) || $0.kind == .typealias }.map(\.name))
        for label in tokens.indices where source.token(label, is: .identifier, "rawValue") {
            guard let colon = source.nextSignificant(after: label), source.token(colon, isPunctuation: ":"),
                let open = source.previousSignificant(before: label), source.token(open, isPunctuation: "("),
                let close = source.closing(open), !hasSecondArgument(from: colon, to: close),
                let callee = source.previousSignificant(before: open), tokens[callee].kind == .identifier,
                let typeName = typeNameOfCall(endingAt: callee)
            else { continue }
            let written = typeName.name.hasPrefix("UIKit.") ? String(typeName.name.dropFirst("UIKit.".count)) : typeName.name
            guard let fallback = SimulatedUIKit.integerEnums[written],
                let outermost = written.split(separator: ".").first, !ownTypes.contains(String(outermost)),
                let lastArgument = source.previousSignificant(before: close), lastArgument > colon
            else { continue }
            let insertion = ", ifUnknown: .\(fallback)"
            let at = tokens[lastArgument].range.upperBound
            replace(at..<at, with: insertion)
            let call = tokens[typeName.first].range.lowerBound..<tokens[close].range.upperBound
            edits.append(
                PortEdit(
                    .rewroteUIKitEnumRawValue, at: position(call.lowerBound), original: displayed(call),
                    replacement: displayed(call.lowerBound..<at) + insertion + displayed(at..<call.upperBound)))
        }
    }

    /// Whether the arguments from `colon` (the first label's) to `close` hold a comma outside
    /// nested brackets: a second argument.
    private func hasSecondArgument(from colon: Int, to close: Int) -> Bool {
        var index = colon + 1
        while index < close {
            if source.token(index, isPunctuation: "(") || source.token(index, isPunctuation: "[")
                || source.token(index, isPunctuation: "{"),
                let nested = source.closing(index)
            {
                index = nested + 1
                continue
            }
            if source.token(index, isPunctuation: ",") { return true }
            index += 1
        }
        return false
    }

    /// The dotted type name a call whose callee ends at `callee` is made on (`A.B` in `A.B(…)` and
    /// `A.B.init(…)`), and its first token; `nil` when the name follows another expression
    /// (`x.y(…)`, `.init(…)`).
    private func typeNameOfCall(endingAt callee: Int) -> (name: String, first: Int)? {
        var last = callee
        if source.token(last, is: .identifier, "init") {
            guard let dot = source.previousSignificant(before: last), source.token(dot, isPunctuation: "."),
                let type = source.previousSignificant(before: dot), tokens[type].kind == .identifier
            else { return nil }
            last = type
        }
        var parts = [source.text(of: last)]
        var first = last
        while first > 0, source.token(first - 1, isPunctuation: "."), first > 1, tokens[first - 2].kind == .identifier {
            first -= 2
            parts.insert(source.text(of: first), at: 0)
        }
        if let before = source.previousSignificant(before: first), source.token(before, isPunctuation: ".") { return nil }
        return (parts.joined(separator: "."), first)
    }
}
