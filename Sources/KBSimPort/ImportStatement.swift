/// An `import` statement at a file's top level: `import UIKit`, `@preconcurrency import Foundation`,
/// `import UIKit.UIGestureRecognizerSubclass`. A declaration import (`import class Foundation.NSString`)
/// is not one: it imports a single name, not the module.
struct ImportStatement: Equatable {
    /// `UIKit`, `UIKit.UIGestureRecognizerSubclass`.
    var module: String
    /// From its first attribute through the module's name.
    var range: Range<Int>
    /// Whether it stands inside an `#if` block.
    var isConditional: Bool
    /// The `#if`, `#elseif`, `#else` or `#endif` directives before it: two imports with the same
    /// count stand in the same clause of the same block (or both outside any).
    var clause: Int

    /// Every module import at the top level of `source`, in order.
    static func all(in source: SwiftSource, _ structure: SwiftStructure) -> [ImportStatement] {
        var statements: [ImportStatement] = []
        var directives = 0
        for index in source.tokens.indices {
            if source.tokens[index].kind == .pound, ["#if", "#elseif", "#else", "#endif"].contains(source.text(of: index)) {
                directives += 1
            }
            guard source.token(index, is: .identifier, "import") && structure.braceDepth[index] == 0 else { continue }
            if let previous = source.previousSignificant(before: index), source.token(previous, isPunctuation: ".") { continue }
            guard var last = source.nextSignificant(after: index), source.tokens[last].kind == .identifier,
                !SwiftStructure.keywords.contains(source.text(of: last))
            else { continue }
            var module = source.text(of: last)
            while let dot = source.nextSignificant(after: last), source.token(dot, isPunctuation: "."),
                let part = source.nextSignificant(after: dot), source.tokens[part].kind == .identifier
            {
                module += "." + source.text(of: part)
                last = part
            }
            var first = index
            while let previous = source.previousSignificant(before: first), source.tokens[previous].kind == .attribute { first = previous }
            statements.append(
                ImportStatement(
                    module: module, range: source.tokens[first].range.lowerBound..<source.tokens[last].range.upperBound,
                    isConditional: structure.conditionalDepth[index] > 0, clause: directives))
        }
        return statements
    }
}

extension PortWork {
    /// Edit 3a: a file that imports Foundation and uses UIKit's names without importing UIKit — a
    /// CocoaPods library's file, compiled on iOS under the pod's umbrella header, which imports
    /// UIKit — has its `import Foundation` become `import UIKit` (which re-exports Foundation).
    /// A file that imports UIKit anywhere (inside `#if` too), or uses none of its names, is left.
    mutating func addUIKitImport() {
        // An unconditional `import QuartzCore` becomes `import UIKit` (`replaceCoreGraphicsImport()`).
        guard
            !imports.contains(where: {
                $0.module == "UIKit" || $0.module.hasPrefix("UIKit.") || ($0.module == "QuartzCore" && !$0.isConditional)
            }),
            let foundation = imports.first(where: { $0.module == "Foundation" && !$0.isConditional }),
            let use = tokens.indices.first(where: { tokens[$0].kind == .identifier && Self.isUIKitName(source.text(of: $0)) })
        else { return }
        edits.append(
            PortEdit(
                .addedUIKitImport, at: position(foundation.range.lowerBound), original: displayed(foundation.range),
                replacement: "import UIKit (the file uses \(source.text(of: use)))"))
        replace(foundation.range, with: "import UIKit")
    }

    /// Whether `name` is one of UIKit's: Apple's `UI` prefix followed by a capital (`UIView`,
    /// `UIEdgeInsets`), or a Core Animation, Auto Layout or text name the simulated UIKit brings
    /// (`CALayer`, `NSLayoutConstraint`, `NSTextAttachment`) — `NS` names among them that are
    /// Foundation's on iOS too, which Foundation on Linux lacks and the `UIKit` module declares
    /// (`NSKeyValueChangeKey`, `NSMapTable`).
    private static func isUIKitName(_ name: String) -> Bool {
        if SimulatedUIKit.names.contains(name) && (name.hasPrefix("CA") || name.hasPrefix("NS")) && !FoundationOnLinux.names.contains(name)
        {
            return true
        }
        if name == "UIKit" { return false }
        let scalars = Array(name.unicodeScalars.prefix(3))
        return scalars.count == 3 && scalars[0] == "U" && scalars[1] == "I" && ("A"..."Z").contains(scalars[2])
    }

    /// Edit 3b: `import UIKit.UIGestureRecognizerSubclass` (or any of UIKit's submodules) becomes
    /// `import UIKit`: KeyboardSim's UIKit is one module, and the submodules' names are in it.
    mutating func importWholeUIKit() {
        for statement in imports where statement.module.hasPrefix("UIKit.") {
            let original = source.text(statement.range)
            guard original.hasSuffix(statement.module) else { continue }
            let replacement = String(original.dropLast(statement.module.count)) + "UIKit"
            edits.append(
                PortEdit(
                    .addedUIKitImport, at: position(statement.range.lowerBound), original: original,
                    replacement: "\(replacement) (KeyboardSim's UIKit is one module, with \(statement.module)'s names in it)"))
            replace(statement.range, with: replacement)
        }
    }

    /// Edit 3c: `import CoreGraphics`, which Linux does not have, goes beside an unconditional
    /// import of UIKit or Foundation, and otherwise becomes `import Foundation`, where Linux keeps
    /// `CGFloat`, `CGPoint`, `CGSize` and `CGRect`.
    ///
    /// `import QuartzCore` (Core Animation: `CALayer`, `CATransform3D`…, which KeyboardSim's UIKit
    /// holds; Linux has no QuartzCore) is deleted beside an import of UIKit, or written as
    /// `import UIKit`.
    mutating func replaceCoreGraphicsImport() {
        let importsUIKit = imports.contains { !$0.isConditional && ($0.module == "UIKit" || $0.module.hasPrefix("UIKit.")) }
        for statement in imports where statement.module == "QuartzCore" && !statement.isConditional {
            let original = displayed(statement.range)
            if importsUIKit {
                edits.append(
                    PortEdit(
                        .rewroteCoreGraphicsImport, at: position(statement.range.lowerBound), original: original,
                        replacement: "nothing (import UIKit brings CALayer, CATransform3D…)"))
                delete(statement.range)
            } else {
                edits.append(
                    PortEdit(
                        .rewroteCoreGraphicsImport, at: position(statement.range.lowerBound), original: original,
                        replacement: "import UIKit (where KeyboardSim keeps CALayer, CATransform3D…)"))
                replace(statement.range, with: "import UIKit")
            }
        }
        let importsFoundation = imports.contains {
            !$0.isConditional
                && ($0.module == "Foundation" || $0.module == "UIKit" || $0.module.hasPrefix("UIKit.") || $0.module == "QuartzCore")
        }
        for statement in imports where statement.module == "CoreGraphics" {
            let original = displayed(statement.range)
            if importsFoundation && !statement.isConditional {
                edits.append(
                    PortEdit(
                        .rewroteCoreGraphicsImport, at: position(statement.range.lowerBound), original: original,
                        replacement: "nothing (the file's other import brings CGFloat, CGRect…)"))
                delete(statement.range)
            } else {
                edits.append(
                    PortEdit(
                        .rewroteCoreGraphicsImport, at: position(statement.range.lowerBound), original: original,
                        replacement: "import Foundation (where Linux keeps CGFloat, CGPoint, CGSize and CGRect)"))
                replace(statement.range, with: "import Foundation")
            }
        }
    }

    /// Edit 3: deletes `import Foundation` when the file also imports UIKit (which re-exports it;
    /// kept, `NotificationCenter.default` or `ProcessInfo.processInfo` would be ambiguous): an
    /// unconditional one beside an unconditional UIKit, and one inside an `#if` clause beside a
    /// UIKit import in the same clause (`#if canImport(UIKit)` … `import Foundation; import UIKit`;
    /// a conditional `import QuartzCore` is not made UIKit, so it does not count). Imports in other
    /// clauses are left: the clause that imports UIKit may not be the one compiled.
    mutating func deleteFoundationImport() {
        func isUIKit(_ statement: ImportStatement) -> Bool {
            statement.module == "UIKit" || statement.module.hasPrefix("UIKit.") || statement.module == "QuartzCore"
        }
        let unconditionalUIKit = imports.contains { isUIKit($0) && !$0.isConditional }
        for statement in imports where statement.module == "Foundation" {
            let beside =
                statement.isConditional
                ? imports.contains { $0.isConditional && $0.clause == statement.clause && $0.module != "QuartzCore" && isUIKit($0) }
                : unconditionalUIKit
            guard beside else { continue }
            edits.append(PortEdit(.deletedFoundationImport, at: position(statement.range.lowerBound), original: displayed(statement.range)))
            delete(statement.range)
        }
    }
}
