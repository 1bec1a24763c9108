extension PortWork {
    /// The members of `NSNumber` that code reaches through `AnyObject` (a notification's
    /// duration and curve).
    static let numberMembersLookedUp: Set<String> = [
        "boolValue", "intValue", "int8Value", "int16Value", "int32Value", "int64Value", "uintValue", "uint8Value",
        "uint16Value", "uint32Value", "uint64Value", "floatValue", "doubleValue", "decimalValue",
    ]

    /// Objective-C names a lookup on `AnyObject` finds through another class (`NSString`'s
    /// `integerValue` and `longLongValue`), and the `NSNumber` member Swift names the same
    /// method (`-integerValue` is `intValue` in Swift).
    static let numberMembersRenamed: [String: String] = [
        "integerValue": "intValue", "unsignedIntegerValue": "uintValue", "longLongValue": "int64Value",
        "unsignedLongLongValue": "uint64Value",
    ]

    /// The members of `NSValue` that code reaches through `AnyObject` (a keyboard's frame).
    static let valueMembersLookedUp: Set<String> = [
        "cgRectValue", "cgPointValue", "cgSizeValue", "cgVectorValue", "cgAffineTransformValue", "uiEdgeInsetsValue",
        "uiOffsetValue", "directionalEdgeInsetsValue", "rangeValue",
    ]

    /// Edit: a number's or a value's member reached through `AnyObject`, written with the
    /// class that has it:
    ///
    ///     (info[UIResponder.keyboardFrameEndUserInfoKey]! as AnyObject).cgRectValue
    ///         →  ((info[UIResponder.keyboardFrameEndUserInfoKey]! as? NSValue)?.cgRectValue)
    ///     (info[UIResponder.keyboardAnimationDurationUserInfoKey]! as AnyObject).doubleValue!
    ///         →  ((info[UIResponder.keyboardAnimationDurationUserInfoKey]! as? NSNumber)?.doubleValue)!
    ///
    /// On iOS a member looked up on `AnyObject` is found at run time through the Objective-C
    /// runtime, and gives an optional: `nil` when the object has no such member. Swift on Linux
    /// looks up nothing on `AnyObject`; the conditional cast gives the same optional (`nil` when
    /// the value is not a number or a value), which the code then unwraps as it did. Only the
    /// members of `NSNumber` and `NSValue` a notification's values are read with, after
    /// `(… as AnyObject)`; `integerValue`, which iOS finds as `NSString`'s and calls on the
    /// number, is written with the number's Swift name, `intValue`.
    mutating func rewriteAnyObjectValueLookups() {
        for index in tokens.indices where source.token(index, is: .identifier, "AnyObject") {
            guard let cast = source.previousSignificant(before: index), source.token(cast, is: .identifier, "as"),
                let close = source.nextSignificant(after: index), source.token(close, isPunctuation: ")"),
                let open = source.opening(close),
                let dot = source.nextSignificant(after: close), source.token(dot, isPunctuation: "."),
                let member = source.nextSignificant(after: dot), tokens[member].kind == .identifier
            else { continue }
            let written = source.text(of: member)
            let name = Self.numberMembersRenamed[written] ?? written
            let type: String
            if Self.numberMembersLookedUp.contains(name) {
                type = "NSNumber"
            } else if Self.valueMembersLookedUp.contains(name) {
                type = "NSValue"
            } else {
                continue
            }
            let original = displayed(from: open, through: member)
            let start = tokens[open].range.lowerBound, end = tokens[member].range.upperBound
            replace(start..<start, with: "(")
            replace(tokens[cast].range.lowerBound..<tokens[index].range.upperBound, with: "as? \(type)")
            replace(tokens[dot].range, with: "?.")
            if name != written { replace(tokens[member].range, with: name) }
            replace(end..<end, with: ")")
            let expression =
                source.nextSignificant(after: open).flatMap { first in
                    source.previousSignificant(before: cast).map { displayed(from: first, through: $0) }
                } ?? ""
            edits.append(
                PortEdit(
                    .rewroteAnyObjectLookup, at: position(start), original: original,
                    replacement: "((\(expression) as? \(type))?.\(name))"))
        }
    }
}

extension PortWork {
    /// Edit: NSObject's class method `description()` called on a class found at run time,
    /// written as Foundation's function that gives the same name:
    ///
    ///     type(of: object).description()  →  NSStringFromClass(type(of: object))
    ///
    /// On iOS `+description` of a class is its name (`MyApp.ChatView`), found through the
    /// Objective-C runtime even on `AnyObject`'s class; Foundation's `NSObject` on Linux has no
    /// class method `description()`, and Swift looks up nothing on `AnyObject.Type`.
    /// `NSStringFromClass` gives the module-qualified name for the app's classes, as iOS does (for
    /// UIKit's own classes it names the simulation's module, where iOS gives `UIView` alone).
    mutating func rewriteClassDescriptionCalls() {
        for index in tokens.indices where source.token(index, is: .identifier, "type") {
            guard let open = source.nextSignificant(after: index), source.token(open, isPunctuation: "("),
                let label = source.nextSignificant(after: open), source.token(label, is: .identifier, "of"),
                let close = source.closing(open),
                let dot = source.nextSignificant(after: close), source.token(dot, isPunctuation: "."),
                let member = source.nextSignificant(after: dot), source.token(member, is: .identifier, "description"),
                let callOpen = source.nextSignificant(after: member), source.token(callOpen, isPunctuation: "("),
                let callClose = source.nextSignificant(after: callOpen), source.token(callClose, isPunctuation: ")")
            else { continue }
            if let before = source.previousSignificant(before: index), source.token(before, isPunctuation: ".") { continue }
            let original = displayed(from: index, through: callClose)
            let classExpression = source.text(tokens[index].range.lowerBound..<tokens[close].range.upperBound)
            let replacement = "NSStringFromClass(\(classExpression))"
            replace(tokens[index].range.lowerBound..<tokens[callClose].range.upperBound, with: replacement)
            edits.append(
                PortEdit(
                    .rewroteClassDescription, at: position(tokens[index].range.lowerBound), original: original, replacement: replacement))
        }
    }
}
