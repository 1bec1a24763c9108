extension PortWork {
    /// Apple's frameworks that a view controller's file may import and that do not exist on Linux.
    static let appleOnlyModules: Set<String> = [
        "AVFoundation", "AVKit", "CoreData", "CoreImage", "CoreLocation", "CoreText", "MapKit",
        "OSLog", "Photos", "PhotosUI", "QuartzCore", "SafariServices", "SwiftUI", "UniformTypeIdentifiers",
        "UserNotifications", "WebKit", "os",
    ]

    /// Reports what Swift on Linux refuses and no edit of ``LinuxPort`` can fix; the code stays.
    mutating func findHandEdits() {
        for index in tokens.indices {
            switch tokens[index].kind {
            case .pound where source.text(of: index) == "#keyPath":
                find(
                    index, through: parenthesesEnd(after: index),
                    "#keyPath needs the Objective-C runtime; write the key as a string, or use a Swift key path")
            case .pound where source.text(of: index) == "#if" || source.text(of: index) == "#elseif":
                findPlatformCondition(index)
            case .identifier:
                findName(index)
            default:
                break
            }
        }
        for statement in imports where !statement.isConditional {
            let module = String(statement.module.prefix { $0 != "." })
            guard Self.appleOnlyModules.contains(module) else { continue }
            let advice =
                module == "QuartzCore"
                ? "there is no \(module) on Linux; delete the import (CGFloat, CGRect, CGPoint and CGSize come with UIKit)"
                : "there is no \(module) on Linux; the code that needs it cannot run under KeyboardSim"
            findings.append(PortFinding(at: position(statement.range.lowerBound), code: displayed(statement.range), advice: advice))
        }
    }

    /// Reports `#if os(iOS)` (and the other Apple platforms) and `#if targetEnvironment(…)`: false
    /// on Linux, so the code under them is not compiled, and nothing else would say so; and
    /// `#if !os(iOS)`, true on Linux. A negated other platform (`!os(visionOS)`) is true on Linux as
    /// on an iPhone, and is not reported.
    private mutating func findPlatformCondition(_ index: Int) {
        let applePlatforms: Set<String> = ["iOS", "tvOS", "watchOS", "visionOS", "macOS", "OSX", "macCatalyst"]
        let line = source.position(of: tokens[index].range.lowerBound).line
        var cursor = index
        while let next = source.nextSignificant(after: cursor), source.position(of: tokens[next].range.lowerBound).line == line {
            cursor = next
            let argument = source.nextSignificant(after: next).flatMap { source.nextSignificant(after: $0) }
            let namesApplePlatform =
                source.token(next, is: .identifier, "os")
                && argument.map { applePlatforms.contains(source.text(of: $0)) } == true
            guard namesApplePlatform || source.token(next, is: .identifier, "targetEnvironment") else { continue }
            if let previous = source.previousSignificant(before: next), source.token(previous, isPunctuation: "!") {
                // Negated: true on Linux, as on an iPhone, unless it negates iOS itself.
                guard namesApplePlatform, let argument, source.text(of: argument) == "iOS" else { continue }
                find(
                    index, through: parenthesesEnd(after: next),
                    "true on Linux, false on iOS: the code under it, which iOS skips, is compiled and run here "
                        + "(and an #else branch iOS runs is not); write the condition as !canImport(UIKit) "
                        + "(false with KeyboardSim's UIKit) to follow iOS")
                return
            }
            find(
                index, through: parenthesesEnd(after: next),
                "false on Linux: the code under it is not compiled here, so KeyboardSim never runs it; "
                    + "write the condition as canImport(UIKit) (true with KeyboardSim's UIKit) if that code should run")
            return
        }
    }

    private mutating func findName(_ index: Int) {
        if let previous = source.previousSignificant(before: index), source.token(previous, isPunctuation: ".") { return }
        switch source.text(of: index) {
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
