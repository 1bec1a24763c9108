import Testing
@testable import KBSimCommands
@testable import KBSimPort

@Suite("SwiftStructure")
struct SwiftStructureTests {
    @Test("declarations: kind, name, modifiers, depth")
    func declarations() {
        let source = SwiftSource(
            """
            @MainActor public final class A: B, C where T: D {
                class func make() {}
                private(set) var x = 1
                @available(iOS 13, *) open class var y: Int { 1 }
                struct Nested {}
            }
            extension Outer.Inner: P {}
            extension Q where Self: UIView {}
            protocol P: class {}
            let v = x.class
            """)
        let declarations = SwiftStructure(source).declarations
        #expect(declarations.map(\.kind) == [.class, .func, .var, .var, .struct, .extension, .extension, .protocol, .let])
        #expect(declarations.map(\.name) == ["A", "make", "x", "y", "Nested", "Outer.Inner", "Q", "P", "v"])
        #expect(declarations.map(\.depth) == [0, 1, 1, 1, 1, 0, 0, 0, 0])
        #expect(declarations[0].modifiers == ["@MainActor", "public", "final"])
        #expect(declarations[1].modifiers == ["class"])
        #expect(declarations[2].modifiers == ["private"])
        #expect(declarations[3].modifiers == ["@available", "open", "class"])
        #expect(declarations[0].isPublic && declarations[3].isPublic && !declarations[2].isPublic)
        #expect(declarations.map(\.constrainsSelf) == [false, false, false, false, false, false, true, false, false])
    }

    @Test("a member named with a modifier word is declared: UIApplication's open(_:options:completionHandler:)")
    func memberNamedWithAModifierWord() {
        let source = SwiftSource("open class App { open func open(_ url: URL) {}; public var optional = 1; class func final() {} }")
        let declarations = SwiftStructure(source).declarations
        #expect(declarations.map(\.name) == ["App", "open", "optional", "final"])
        #expect(declarations[1].modifiers == ["open"] && declarations[1].isPublic)
    }

    @Test("the enclosing type of a token: the innermost body holding it")
    func enclosingType() {
        let source = SwiftSource("class A { func f() { g { h } }; struct S { let i = 1 } }\nlet j = 2")
        let structure = SwiftStructure(source)
        func enclosing(_ name: String) -> String? {
            let index = source.tokens.indices.first { source.text(of: $0) == name } ?? 0
            return structure.enclosingType(of: index)?.name
        }
        #expect(enclosing("h") == "A")
        #expect(enclosing("i") == "S")
        #expect(enclosing("j") == nil)
        #expect(enclosing("{") == nil)
    }

    @Test("brace and #if depths; braces in strings and comments do not count")
    func depths() {
        let source = SwiftSource("#if os(iOS)\na { \"{\" /* } */ b }\n#else\nc\n#endif\nd")
        let structure = SwiftStructure(source)
        func depths(_ name: String) -> (Int, Int)? {
            source.tokens.indices.first { source.text(of: $0) == name }.map { (structure.braceDepth[$0], structure.conditionalDepth[$0]) }
        }
        #expect(depths("a")! == (0, 1))
        #expect(depths("b")! == (1, 1))
        #expect(depths("#else")! == (0, 0))
        #expect(depths("c")! == (0, 1))
        #expect(depths("#endif")! == (0, 0))
        #expect(depths("d")! == (0, 0))
    }
}
