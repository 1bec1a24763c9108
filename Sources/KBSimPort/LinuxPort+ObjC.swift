extension PortWork {
    /// Edit 1: deletes every `@objc`, `@objc(name:)` and `@objcMembers` attribute.
    ///
    ///     @objc func f()          →  func f()
    ///     @objc private func f()  →  private func f()
    ///     @objc(keyboardWillShow:)   (a line of its own: the line goes)
    ///     @objc (valueChanged) func f()  →  func f()
    ///     @objc protocol P        →  protocol P: AnyObject
    ///
    /// An `@objc` protocol is a class protocol (`weak var delegate: P?` needs that), so the
    /// `AnyObject` it implied is written out.
    mutating func deleteObjCAttributes() {
        for index in tokens.indices
        where source.token(index, is: .attribute, "@objc") || source.token(index, is: .attribute, "@objcMembers") {
            var end = tokens[index].range.upperBound
            var last = index
            // `@objc(name)`, or `@objc (name)` with spaces, which Swift 5 takes with a warning.
            var open = index + 1
            while open < tokens.count, tokens[open].kind == .whitespace { open += 1 }
            if source.token(open, isPunctuation: "("), let close = source.closing(open) {
                end = tokens[close].range.upperBound
                last = close
            }
            let range = tokens[index].range.lowerBound..<end
            edits.append(PortEdit(.deletedObjC, at: position(range.lowerBound), original: displayed(range)))
            delete(range)
            keepClassConstraint(ofProtocolAfter: last)
        }
    }

    /// When the declaration after token `index` is a protocol, adds `AnyObject` to what it
    /// inherits: `protocol P {` → `protocol P: AnyObject {`, `protocol P: Q {` → `protocol P: AnyObject, Q {`.
    private mutating func keepClassConstraint(ofProtocolAfter index: Int) {
        var cursor = index
        // Modifiers and other attributes between `@objc` and `protocol`.
        while let next = source.nextSignificant(after: cursor), next - index < 20 {
            if source.token(next, is: .identifier, "protocol") {
                guard let name = source.nextSignificant(after: next), tokens[name].kind == .identifier else { return }
                if let colon = source.nextSignificant(after: name), source.token(colon, isPunctuation: ":") {
                    if let first = source.nextSignificant(after: colon),
                        source.token(first, is: .identifier, "AnyObject") || source.token(first, is: .identifier, "class")
                    {
                        return
                    }
                    replace(tokens[colon].range, with: ": AnyObject,")
                } else {
                    replace(tokens[name].range, with: source.text(of: name) + ": AnyObject")
                }
                return
            }
            guard tokens[next].kind == .attribute || tokens[next].kind == .identifier else { return }
            cursor = next
        }
    }

    /// Edit: writes each call of `NSClassFromString` as a responder class, which UIKit's
    /// `NSClassFromString` gives: UIKit's responder classes and the app's own, with the class
    /// methods libraries call on them (`applicationClass.responds(to: sharedApplicationSelector)`).
    /// Foundation's, which a file importing UIKit also sees, gives an `AnyClass`, on which Swift on
    /// Linux finds no method; the type written out chooses UIKit's. Only in a file that imports
    /// UIKit: elsewhere `UIResponder` does not exist, and Foundation's is the one there is.
    ///
    ///     NSClassFromString("UIApplication")   →  (NSClassFromString("UIApplication") as UIResponder.Type?)
    mutating func qualifyClassLookups() {
        guard imports.contains(where: { $0.module == "UIKit" }) else { return }
        for index in tokens.indices where source.token(index, is: .identifier, "NSClassFromString") {
            guard let open = source.nextSignificant(after: index), source.token(open, isPunctuation: "("),
                let close = source.closing(open),
                !(source.previousSignificant(before: index).map { source.token($0, isPunctuation: ".") } ?? false),
                !isTypedAsResponderClass(after: close)
            else { continue }
            let range = tokens[index].range.lowerBound..<tokens[close].range.upperBound
            let call = displayed(range)
            edits.append(
                PortEdit(
                    .qualifiedClassLookup, at: position(range.lowerBound), original: call,
                    replacement: "(\(call) as UIResponder.Type?)"))
            // Around the call, not over it: an edit inside its arguments stays.
            replace(tokens[index].range.lowerBound..<tokens[index].range.lowerBound, with: "(")
            replace(tokens[close].range.upperBound..<tokens[close].range.upperBound, with: " as UIResponder.Type?)")
        }
    }

    /// Whether `as UIResponder.Type?` (or `as UIKit.UIResponder.Type?`) follows token `index`: a
    /// call already ported, or typed so by hand.
    private func isTypedAsResponderClass(after index: Int) -> Bool {
        guard let cast = source.nextSignificant(after: index), source.token(cast, is: .identifier, "as"),
            var type = source.nextSignificant(after: cast)
        else { return false }
        if source.token(type, is: .identifier, "UIKit"), let dot = source.nextSignificant(after: type),
            source.token(dot, isPunctuation: "."), let name = source.nextSignificant(after: dot)
        {
            type = name
        }
        return source.token(type, is: .identifier, "UIResponder")
    }

    /// Edit: `value.getValue(&x)` written as `value.getValue(into: &x)` where the file imports
    /// UIKit (or will): Foundation on Linux stops the process in `NSNumber.getValue(_:)`, the call
    /// iOS code reads a keyboard notification's curve with, and Swift cannot shadow it (the
    /// raw-pointer method is always chosen). UIKit's `NSValue.getValue(into:)` writes a number as
    /// Darwin's does and gives any other value to Foundation's. Only a call with one argument,
    /// `&` and a name, is rewritten.
    mutating func rewriteNumberGetValue() {
        guard imports.contains(where: { $0.module == "UIKit" }) || edits.contains(where: { $0.kind == .addedUIKitImport })
        else { return }
        for index in tokens.indices where source.token(index, is: .identifier, "getValue") {
            guard let dot = source.previousSignificant(before: index), source.token(dot, isPunctuation: "."),
                let open = source.nextSignificant(after: index), source.token(open, isPunctuation: "("),
                let close = source.closing(open),
                let ampersand = source.nextSignificant(after: open), source.token(ampersand, isPunctuation: "&"),
                tokens[ampersand].range.count == 1,
                let name = source.nextSignificant(after: ampersand), tokens[name].kind == .identifier,
                source.nextSignificant(after: name) == close
            else { continue }
            let call = tokens[index].range.lowerBound..<tokens[close].range.upperBound
            let original = displayed(call)
            let at = tokens[ampersand].range.lowerBound
            replace(at..<at, with: "into: ")
            edits.append(
                PortEdit(
                    .rewroteGetValue, at: position(call.lowerBound), original: original,
                    replacement: "getValue(into: &\(source.text(of: name)))"))
        }
    }
}

extension PortWork {
    /// The properties UIKit adds to every `NSObject` (the UIAccessibility informal protocol), which
    /// Foundation on Linux's `NSObject` does not have.
    static let nsObjectAccessibilityProperties: Set<String> = [
        "accessibilityLabel", "accessibilityHint", "accessibilityValue", "accessibilityTraits", "accessibilityFrame",
        "accessibilityLanguage", "accessibilityElementsHidden", "accessibilityViewIsModal", "isAccessibilityElement",
        "shouldGroupAccessibilityChildren", "accessibilityAttributedLabel", "accessibilityAttributedHint",
        "accessibilityAttributedValue", "accessibilityActivationPoint", "accessibilityPath", "accessibilityNavigationStyle",
        "accessibilityCustomActions", "accessibilityElements", "accessibilityContainerType",
    ]

    /// Deletes `override` from an accessibility property that UIKit adds to `NSObject`
    /// (`accessibilityLabel`, …) in a class whose superclass is `NSObject` itself: Foundation on
    /// Linux's `NSObject` has no such property, so the override overrides nothing; without the
    /// word the property is the class's own, read and written as on iOS.
    ///
    ///     final class Item: NSObject {
    ///         override var accessibilityLabel: String? { didSet {} }   →   var accessibilityLabel: String? { didSet {} }
    mutating func deleteNSObjectAccessibilityOverrides() {
        for index in tokens.indices where source.token(index, is: .identifier, "var") {
            guard let name = source.nextSignificant(after: index),
                Self.nsObjectAccessibilityProperties.contains(source.text(of: name)),
                let type = structure.enclosingType(of: index), type.kind == .class,
                superclass(of: type) == "NSObject"
            else { continue }
            var cursor = index
            while let previous = source.previousSignificant(before: cursor),
                tokens[previous].kind == .identifier || tokens[previous].kind == .attribute
            {
                guard source.token(previous, is: .identifier, "override") else {
                    guard SwiftStructure.modifierWords.contains(source.text(of: previous)) || tokens[previous].kind == .attribute
                    else { break }
                    cursor = previous
                    continue
                }
                let range = tokens[previous].range
                edits.append(
                    PortEdit(
                        .deletedNSObjectOverride, at: position(range.lowerBound), original: "override",
                        replacement: source.text(of: name)))
                delete(range)
                break
            }
        }
    }

    /// The first type a class inherits as written (`NSObject`, `Foundation.NSObject` as
    /// `NSObject`), or `nil` when it inherits nothing.
    func superclass(of type: SwiftStructure.Declaration) -> String? {
        guard var cursor = source.nextSignificant(after: type.keyword), let body = type.body else { return nil }
        if let open = source.nextSignificant(after: cursor), source.token(open, isPunctuation: "<") {
            // Generic parameters: to the `>` that closes them.
            var depth = 0
            cursor = open
            while cursor < body.lowerBound {
                if source.token(cursor, isPunctuation: "<") { depth += 1 }
                if source.token(cursor, isPunctuation: ">") { depth -= 1 }
                if depth == 0 { break }
                cursor += 1
            }
        }
        guard let colon = source.nextSignificant(after: cursor), source.token(colon, isPunctuation: ":"),
            var name = source.nextSignificant(after: colon), name < body.lowerBound, tokens[name].kind == .identifier
        else { return nil }
        if source.text(of: name) == "Foundation", let dot = source.nextSignificant(after: name), source.token(dot, isPunctuation: "."),
            let next = source.nextSignificant(after: dot)
        {
            name = next
        }
        return source.text(of: name)
    }
}

extension PortWork {
    /// Writes `NSAttributedString()` and `NSMutableAttributedString()` as `…(string: "")`: NSObject's
    /// `init()` gives an empty attributed string on iOS, and Foundation on Linux's attributed
    /// strings have no `init()` (nor can a module add one: NSObject declares it).
    /// Edit: `#keyPath(Type.property.sub)` or `#keyPath(property.sub)` written as the string it
    /// stands for, `"property.sub"` (what the compiler makes of it on iOS: the type names where to
    /// look, and is not part of the key). Swift on Linux has no `#keyPath`; the string is what
    /// `addObserver(_:forKeyPath:options:context:)`, `value(forKeyPath:)` and
    /// `CABasicAnimation(keyPath:)` take. A `#keyPath` of a type alone, or with anything but names
    /// and dots in it, stays, with a finding.
    mutating func rewriteKeyPathExpressions() {
        for index in tokens.indices where source.token(index, is: .pound, "#keyPath") {
            guard let open = source.nextSignificant(after: index), source.token(open, isPunctuation: "("),
                let close = source.closing(open)
            else { continue }
            let inner = (open + 1..<close).filter { tokens[$0].isSignificant }
            guard inner.count % 2 == 1,
                inner.indices.allSatisfy({ position in
                    position % 2 == 0 ? tokens[inner[position]].kind == .identifier : source.token(inner[position], isPunctuation: ".")
                })
            else { continue }
            var names = inner.enumerated().filter { $0.offset % 2 == 0 }.map { source.text(of: $0.element) }
            // `Type.property`: the type says where to look; the key is the rest.
            if let first = names.first?.first, first.isUppercase { names.removeFirst() }
            guard !names.isEmpty else { continue }
            let key = "\"" + names.joined(separator: ".") + "\""
            let range = tokens[index].range.lowerBound..<tokens[close].range.upperBound
            edits.append(PortEdit(.rewroteKeyPathExpression, at: position(range.lowerBound), original: displayed(range), replacement: key))
            replace(range, with: key)
            handledKeyPaths.insert(index)
        }
    }

    mutating func rewriteEmptyAttributedStrings() {
        for index in tokens.indices
        where source.token(index, is: .identifier, "NSAttributedString")
            || source.token(index, is: .identifier, "NSMutableAttributedString")
        {
            if let previous = source.previousSignificant(before: index), source.token(previous, isPunctuation: ".") { continue }
            guard let open = index + 1 < tokens.count ? index + 1 : nil, source.token(open, isPunctuation: "("),
                let close = source.nextSignificant(after: open), close == open + 1, source.token(close, isPunctuation: ")")
            else { continue }
            let call = tokens[index].range.lowerBound..<tokens[close].range.upperBound
            replace(tokens[open].range.upperBound..<tokens[open].range.upperBound, with: "string: \"\"")
            edits.append(
                PortEdit(
                    .rewroteEmptyAttributedString, at: position(call.lowerBound), original: displayed(call),
                    replacement: "\(source.text(of: index))(string: \"\")"))
        }
    }
}
