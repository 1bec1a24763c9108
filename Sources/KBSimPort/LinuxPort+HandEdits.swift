extension PortWork {
    /// Apple's frameworks that a view controller's file may import and that do not exist on Linux.
    static let appleOnlyModules: Set<String> = [
        "AVFoundation", "AVKit", "CoreData", "CoreImage", "CoreLocation", "CoreText", "MapKit",
        "OSLog", "Photos", "PhotosUI", "SafariServices", "SwiftUI", "UniformTypeIdentifiers",
        "UserNotifications", "WebKit", "os",
    ]

    /// Reports what Swift on Linux refuses and no edit of ``LinuxPort`` can fix; the code stays.
    mutating func findHandEdits() {
        for index in tokens.indices {
            switch tokens[index].kind {
            case .pound where source.text(of: index) == "#keyPath" && !handledKeyPaths.contains(index):
                find(
                    index, through: parenthesesEnd(after: index),
                    "#keyPath needs the Objective-C runtime; write the key as a string, or use a Swift key path")
            case .pound where source.text(of: index) == "#if" || source.text(of: index) == "#elseif":
                findPlatformCondition(index)
            case .identifier where source.text(of: index) == "override":
                findExtensionOverride(index)
            case .identifier:
                findName(index)
            default:
                break
            }
        }
        for statement in imports where !statement.isConditional {
            let module = String(statement.module.prefix { $0 != "." })
            guard Self.appleOnlyModules.contains(module) else { continue }
            let advice = "there is no \(module) on Linux; the code that needs it cannot run under KeyboardSim"
            findings.append(PortFinding(at: position(statement.range.lowerBound), code: displayed(statement.range), advice: advice))
        }
    }

    /// Reports an `override` in an extension of one of UIKit's classes (`extension
    /// UITableViewCell { override open var inputView: UIView? { … } }`): iOS takes it, as the
    /// member is Objective-C's and the runtime replaces the method; Swift on Linux overrides a
    /// member only in a class's body, and UIKit's classes are not the app's to edit.
    ///
    /// An override in an extension of a UIKit class moves into the body of each of the module's
    /// classes that derive from it directly (reported only when the module has none).
    /// An override in an extension of a class this file declares, or another file of the module
    /// the port was given (``PortContext``), is moved into the class's body
    /// (``moveExtensionOverrides(originalPositions:)``); one in an extension of a class declared
    /// elsewhere (a file the port was not given, another library) is reported: only its class's
    /// body can take it.
    private mutating func findExtensionOverride(_ index: Int) {
        guard let type = structure.enclosingType(of: index), type.kind == .extension, type.depth == 0 else { return }
        if UIKitMemberCatalog.simulated.types[type.name]?.kind == "class" {
            // Moved into the module's subclasses of it, when it has any (LinuxPort+ExtensionOverrides.swift).
            guard !movableOverrides.contains(where: { $0.range.contains(tokens[index].range.lowerBound) }) else { return }
            findings.append(
                PortFinding(
                    at: position(tokens[index].range.lowerBound), code: displayed(tokens[index].range),
                    advice: "an override in an extension of UIKit's \(type.name): Swift on Linux overrides only in a class's body "
                        + "(iOS replaces the Objective-C method); move it into a subclass of \(type.name) and use that class"))
        } else if structure.declarations.contains(where: { $0.kind == .class && $0.depth == 0 && $0.name == type.name }) {
            let offset = tokens[index].range.lowerBound
            guard !movableOverrides.contains(where: { $0.range.contains(offset) }) else { return }
            findings.append(
                PortFinding(
                    at: position(offset), code: displayed(tokens[index].range),
                    advice: "an override in an extension of \(type.name) that kbsim port does not move (its extension has a where "
                        + "clause or an #if around it, or its lines hold other code): Swift on Linux overrides only in a class's "
                        + "body; move it into \(type.name)'s body"))
        } else if UIKitMemberCatalog.simulated.types[type.name] == nil {
            let offset = tokens[index].range.lowerBound
            guard !movableOverrides.contains(where: { $0.range.contains(offset) }) else { return }
            findings.append(
                PortFinding(
                    at: position(tokens[index].range.lowerBound), code: displayed(tokens[index].range),
                    advice: "an override in an extension of \(type.name), a class this file does not declare: Swift on Linux "
                        + "overrides only in a class's body (iOS takes it in an extension: the member is Objective-C's); "
                        + "move it into \(type.name)'s body (the KeyboardSimPort plugin moves it, and kbsim port --module with "
                        + "the class's file, writing elsewhere than --in-place)"))
        }
    }

    /// Reports an `#if` or `#elseif` whose condition reads differently on Linux than on an iPhone,
    /// evaluated as a whole (``CompilationCondition``): false on Linux where an iPhone compiles the
    /// code (`targetEnvironment(simulator)`, `_runtime(_ObjC)`; `os(iOS)` is first rewritten as
    /// `canImport(UIKit)`), so nothing else would say it never runs here; or true on Linux where an
    /// iPhone skips it (`os(Linux)`). A condition
    /// true in both places (`!os(visionOS)`, `!(os(OSX) || targetEnvironment(macCatalyst))`) or
    /// naming Linux itself is not reported. The finding shows the condition through its first
    /// Apple platform test.
    private mutating func findPlatformCondition(_ index: Int) {
        guard let condition = CompilationCondition(after: index, in: source),
            let test = condition.tests.first(where: \.isApple)
        else { return }
        // A condition whose os(iOS) was rewritten reads on Linux as the port left it.
        let linux = portedConditions.contains(index) ? condition.expression.value(at: .linuxPorted) : condition.linux
        let iPhone = condition.iPhone
        if linux == false, iPhone != false {
            find(
                index, through: test.last,
                "false on Linux: the code under it is not compiled here, so KeyboardSim never runs it; "
                    + "write the condition as canImport(UIKit) (true with KeyboardSim's UIKit) if that code should run")
        } else if linux == true, iPhone == false {
            find(
                index, through: test.last,
                "true on Linux, false on iOS: the code under it, which iOS skips, is compiled and run here "
                    + "(and an #else branch iOS runs is not); write the condition as !canImport(UIKit) "
                    + "(false with KeyboardSim's UIKit) to follow iOS")
        }
    }

    /// What Foundation on Linux (swift-corelibs-foundation) does not have, though iOS code uses
    /// it beside UIKit: the name, and what to write instead. Each is refused by the compiler
    /// with Foundation's own message ("unavailable", "cannot find"); the finding says it before
    /// the build, as something the simulated UIKit cannot close.
    static let foundationOnLinuxGaps: [String: String] = [
        "DateComponentsFormatter":
            "Foundation on Linux has no DateComponentsFormatter (unavailable: \"Not supported in swift-corelibs-foundation\"); "
            + "format the components in code, or keep this code out of what KeyboardSim builds",
        "AutoreleasingUnsafeMutablePointer":
            "AutoreleasingUnsafeMutablePointer exists only with the Objective-C runtime; on Linux Formatter's getObjectValue "
            + "takes an UnsafeMutablePointer<AnyObject?>",
        "mutableArrayValue":
            "key-value coding's collection proxies (mutableArrayValue(forKey:)) need the Objective-C runtime, which Linux does "
            + "not have; change the array itself and tell observers in code",
        "formatterBehavior":
            "Foundation on Linux has no formatterBehavior on NumberFormatter or DateFormatter; iOS has only the 10.4 behavior "
            + "(behavior10_0 is macOS-only in Apple's NumberFormatter.Behavior pages), which swift-corelibs-foundation's "
            + "formatters follow, so setting it changes nothing on iOS: delete the line",
        "NSExpression":
            "Foundation on Linux has no NSExpression (predicate strings and key-value coding are not supported in "
            + "swift-corelibs-foundation); use NSPredicate(block:) or a closure",
    ]

    private mutating func findName(_ index: Int) {
        if let gap = Self.foundationOnLinuxGaps[source.text(of: index)] {
            return find(index, through: index, gap)
        }
        if let previous = source.previousSignificant(before: index), source.token(previous, isPunctuation: ".") { return }
        switch source.text(of: index) {
        case "NSPredicate":
            guard let open = source.nextSignificant(after: index), source.token(open, isPunctuation: "("),
                let label = source.nextSignificant(after: open), source.token(label, is: .identifier, "format")
            else { return }
            find(
                index, through: parenthesesEnd(after: index),
                "Foundation on Linux has no predicate strings (NSPredicate(format:) is unavailable in swift-corelibs-foundation); "
                    + "write NSPredicate(block:) or a closure")
        case "Selector":
            guard let open = source.nextSignificant(after: index), source.token(open, isPunctuation: "("),
                !hasSecondArgument(open)
            else { return }
            find(
                index, through: parenthesesEnd(after: index),
                "a selector made from a string names no method Swift on Linux can call; pass the method itself, Type.method, or Selector(\"name\", Type.method)"
            )
        case "optional":
            guard !handledOptionals.contains(index), structure.enclosingType(of: index)?.kind == .protocol,
                let next = source.nextSignificant(after: index),
                ["func", "var", "init", "subscript"].contains(source.text(of: next))
            else { return }
            find(
                index, through: index,
                "an optional requirement needs an @objc protocol; make it required and give it a default in a protocol extension")
        default:
            break
        }
    }

    /// The `)` closing the parentheses that follow token `index`, or `index` itself.
    private func parenthesesEnd(after index: Int) -> Int {
        guard let open = source.nextSignificant(after: index), source.token(open, isPunctuation: "("), let close = source.closing(open)
        else {
            return index
        }
        return close
    }

    private mutating func find(_ first: Int, through last: Int, _ advice: String) {
        findings.append(
            PortFinding(at: position(tokens[first].range.lowerBound), code: displayed(from: first, through: last), advice: advice))
    }

    /// Whether the parenthesised arguments opening at `open` are more than one: `Selector("name",
    /// Type.method)`, a selector that carries its method, as `kbsim port` writes it.
    private func hasSecondArgument(_ open: Int) -> Bool {
        guard let close = source.closing(open) else { return false }
        var index = open + 1
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
}
