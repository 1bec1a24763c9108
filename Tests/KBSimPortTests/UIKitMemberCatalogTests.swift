import Foundation
import Testing
@testable import KBSimCommands
@testable import KBSimPort

/// `UIKitMemberCatalog.simulated` is generated from the simulation's sources; this test regenerates
/// it and compares, so the members `kbsim port` believes exist cannot drift from the declarations.
@Suite("UIKitMemberCatalog")
struct UIKitMemberCatalogTests {
    static let generatedFile = repository.appendingPathComponent("Sources/KBSimPort/SimulatedUIKitMembers.swift")

    /// The catalog read from the UIKit module's sources.
    static func fromSources() throws -> UIKitMemberCatalog {
        var texts: [String] = []
        for root in SimulatedUIKitTests.roots {
            let folder = repository.appendingPathComponent(root)
            guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { continue }
            for case let url as URL in walker where url.pathExtension == "swift" {
                texts.append(try String(contentsOf: url, encoding: .utf8))
            }
        }
        return UIKitMemberCatalog.read(texts)
    }

    @Test("the generated catalog is the sources' (KBSIM_RECORD_MEMBERS=1 rewrites it)")
    func generatedMatchesSources() throws {
        let expected = try Self.fromSources().swiftSource()
        if ProcessInfo.processInfo.environment["KBSIM_RECORD_MEMBERS"] == "1" {
            try expected.write(to: Self.generatedFile, atomically: true, encoding: .utf8)
        }
        let committed = try String(contentsOf: Self.generatedFile, encoding: .utf8)
        #expect(
            committed == expected,
            "SimulatedUIKitMembers.swift is out of date: run KBSIM_RECORD_MEMBERS=1 swift test --filter UIKitMemberCatalogTests")
        let same = UIKitMemberCatalog.simulated == (try Self.fromSources())
        #expect(same, "the compiled catalog is the sources' (rebuild after recording)")
    }

    @Test("a class has its own, its superclasses' and its protocols' members; a type inheriting something unknown has none to say")
    func members() throws {
        let catalog = UIKitMemberCatalog.simulated
        let textViewMembers = catalog.members(of: "UITextView")
        let textView = try #require(textViewMembers)
        #expect(
            textView.isSuperset(of: [
                "isEditable", "returnKeyType", "frame", "addSubview", "becomeFirstResponder", "convert", "hashValue",
                "self", "bottomAnchor", "heightAnchor",
            ]))
        #expect(
            !textView.contains("makeTouchBar") && textView.contains("textContainerInset")
                && textView.contains("contentOffset"))
        let keyboardType = catalog.members(of: "UIKeyboardType")
        #expect(keyboardType?.isSuperset(of: ["numberPad", "emailAddress", "rawValue", "allCases"]) == true)
        let control = catalog.members(of: "UIControl")
        #expect(control?.contains("State") == true, "nested types are members")
        let other = catalog.members(of: "NotUIKit")
        #expect(other == nil)
        let unknown = UIKitMemberCatalog(types: ["UIThing": .init(kind: "class", supertypes: ["NSProxy"], members: ["a"])])
        #expect(unknown.members(of: "UIThing") == nil, "the members of a supertype the catalog does not know are not listed")
        // UIResponder derives from Foundation's NSObject, whose members are listed.
        #expect(textView.isSuperset(of: ["isKind", "isMember", "isEqual", "classForCoder", "superclass"]))
    }

    @Test("the reader: public members, extensions (public ones whole), protocol requirements, enum cases on one line")
    func reader() {
        let catalog = UIKitMemberCatalog.read([
            """
            open class UIThing: UIBase, UIProto {
                public var shown = 1
                var hidden = 2
                open func act(_ x: Int) {}
                public struct Nested {}
            }
            public class UIBase {}
            public protocol UIProto { var needed: Int { get } }
            public extension UIThing { func added() {} }
            extension UIThing: Sendable { public static let constant = 1; func internalOnly() {} }
            public enum UIMode: Int { case a = 0, b, c(Int), `default`
                case d,
                     e
                static func make() {}
            }
            class UIInternal { public var x = 1 }
            """
        ])
        #expect(
            catalog.types["UIThing"]
                == .init(
                    kind: "class", supertypes: ["UIBase", "UIProto", "Sendable"],
                    members: ["shown", "act", "Nested", "added", "constant"]))
        #expect(catalog.types["UIProto"]?.members == ["needed"])
        #expect(catalog.types["UIMode"]?.members == ["a", "b", "c", "default", "d", "e"])
        #expect(catalog.types["UIInternal"] == nil)
        #expect(catalog.members(of: "UIThing")?.isSuperset(of: ["shown", "needed", "self"]) == true)
    }
}
