import Foundation
import Testing
@testable import KBSimCommands
@testable import KBSimPort

/// `SimulatedUIKit.names` is what `kbsim port` believes the simulation declares; this reads the
/// simulation's sources so the table cannot drift from them, in either direction.
@Suite("SimulatedUIKit")
struct SimulatedUIKitTests {
    /// Where the `UIKit` module's declarations live: the core module (or, before it existed,
    /// `KeyboardSim`'s `UIKit` folder) and the thin `UIKit` module over it.
    static let roots = ["Sources/KeyboardSimCore", "Sources/KeyboardSim/UIKit", "Sources/UIKit"]

    /// The Swift files under the roots that exist, and the UIKit-looking names they declare.
    static func declared() throws -> (files: Int, names: Set<String>) {
        var files = 0
        var names: Set<String> = []
        for root in roots {
            let folder = repository.appendingPathComponent(root)
            guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { continue }
            for case let url as URL in walker where url.pathExtension == "swift" {
                files += 1
                names.formUnion(publicUIKitNames(in: try String(contentsOf: url, encoding: .utf8)))
            }
        }
        return (files, names)
    }

    @Test("the table is the simulation's public UIKit names, no more, no less")
    func tableMatchesSources() throws {
        let (files, names) = try Self.declared()
        #expect(files >= 10, "no sources found under \(Self.roots.joined(separator: ", "))")
        #expect(names.contains("UIView") && names.contains("NSLayoutConstraint"))
        let difference = tableDifference(table: SimulatedUIKit.names, truth: names)
        #expect(
            difference == nil,
            """
            SimulatedUIKit.names (Sources/KBSimPort/SimulatedUIKit.swift) is out of date with the public \
            declarations under \(Self.roots.joined(separator: ", ")): \(difference ?? "")
            """)
    }

    @Test("every name in the table looks like UIKit's, and none is Foundation's but what UIKit shadows on purpose")
    func tableShape() {
        #expect(SimulatedUIKit.names.allSatisfy(UnsimulatedAPI.looksLikeUIKit))
        // The UIKit module's NSClassFromString gives a responder class, with the class methods
        // Foundation's AnyClass lacks on Linux.
        #expect(SimulatedUIKit.names.intersection(FoundationOnLinux.names) == ["NSClassFromString"])
    }

    @Test("the reader sees public and open top-level names only")
    func reader() {
        let text = """
            public final class UIColor {}
            open class UIFont { public class UINested {} }
            @MainActor public protocol UIAppearance {}
            public typealias UIViewAnimationOptions = UIView.AnimationOptions
            public func UIGraphicsBeginImageContext() {}
            public let UIFontWeightBold = 1
            class UIInternal {}
            package struct UIPackage {}
            public struct KeyboardThing {}
            public extension UIView { struct UIInExtension {} }
            """
        #expect(
            publicUIKitNames(in: text) == [
                "UIColor", "UIFont", "UIAppearance", "UIViewAnimationOptions", "UIGraphicsBeginImageContext", "UIFontWeightBold",
            ])
    }

    @Test("the failure says which names to add and which to remove")
    func difference() {
        #expect(
            tableDifference(table: ["UIView", "UIOld"], truth: ["UIView", "UIFont", "UIColor"])
                == #"add "UIColor", "UIFont"; remove "UIOld""#)
        #expect(tableDifference(table: ["UIView"], truth: ["UIView"]) == nil)
    }
}
