import Testing
import KBSimPort

/// An override in an extension of a class another file of the module declares: the extension's
/// file leaves it out, the class's file takes it (``PortContext/movedOverrides``).
@Suite("LinuxPort: an override in another file's extension moves into its class (PortContext)")
struct PortContextOverridesTests {
    static let classFile = """
        import UIKit

        public class Constraint: NSLayoutConstraint {
            var label: String?
        }

        """

    static let extensionFile = """
        import Foundation

        public extension Constraint {
            /// Names the constraint.
            override var description: String {
                "constraint \\(label ?? "")"
            }

            func helper() {}
        }

        """

    static func context(keepingLines: Bool) -> PortContext {
        PortContext(
            files: [("/lib/Constraint.swift", SwiftSource(classFile)), ("/lib/Debugging.swift", SwiftSource(extensionFile))],
            keepingLines: keepingLines)
    }

    @Test("the extension's file leaves it out and the class's file takes it, with its comment and the extension's access")
    func moved() throws {
        let context = Self.context(keepingLines: false)
        #expect(context.classFiles == ["Constraint": "/lib/Constraint.swift"])
        try #require(context.movedOverrides.count == 1)
        #expect(context.movedOverrides[0].file == "/lib/Debugging.swift" && context.movedOverrides[0].line == 4)

        let leaving = LinuxPort.port(SwiftSource(Self.extensionFile), context: context, file: "/lib/Debugging.swift")
        #expect(!leaving.text.contains("description") && leaving.text.contains("func helper() {}"))
        #expect(leaving.findings.isEmpty)
        #expect(
            leaving.edits.filter { $0.kind == .movedExtensionOverride }.map(\.description) == [
                "move override var description in an extension of Constraint into class Constraint's body in Constraint.swift (Swift on Linux overrides only in a class's body; iOS takes it in an extension)"
            ])

        let taking = LinuxPort.port(SwiftSource(Self.classFile), context: context, file: "/lib/Constraint.swift")
        #expect(
            taking.text == """
                import UIKit

                public class Constraint: NSLayoutConstraint {
                    var label: String?
                    /// Names the constraint.
                    public override var description: String {
                        "constraint \\(label ?? "")"
                    }
                }

                """)
        #expect(
            taking.edits.map(\.description) == [
                "move an override in an extension of Constraint (Debugging.swift, line 4) into class Constraint's body (Swift on Linux overrides only in a class's body; iOS takes it in an extension)"
            ])
        #expect(taking.edits.first?.position.line == 5, "reported at the class's closing brace")
    }

    @Test("a private function of the extension's file that the moving member calls loses private; the rest keep it")
    func privateHelpers() {
        let debugging = """
            import UIKit

            public extension Constraint {
                override var description: String { "\\(describe(self))" }
            }

            private func describe(_ object: AnyObject) -> String { "<\\(object)>" }
            private func unused() {}

            """
        let files = [("/lib/Constraint.swift", SwiftSource(Self.classFile)), ("/lib/Debugging.swift", SwiftSource(debugging))]
        let context = PortContext(files: files, keepingLines: false)
        let result = LinuxPort.port(SwiftSource(debugging), context: context, file: "/lib/Debugging.swift")
        #expect(result.text.contains("\nfunc describe(_ object: AnyObject) -> String"))
        #expect(result.text.contains("private func unused() {}"))
        #expect(
            result.edits.filter { $0.kind == .widenedPrivateDeclaration }.map(\.description) == [
                "private func describe → func describe (a member moved into its class in another file uses it; a private declaration is seen only in its own file)"
            ])
    }

    @Test("keeping lines: directives name the extension's file and lines, then the class's file again")
    func keepingLines() throws {
        let context = Self.context(keepingLines: true)
        let taking = LinuxPort.port(SwiftSource(Self.classFile), keepingLines: true, context: context, file: "/lib/Constraint.swift")
        let lines = taking.text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[3] == "    var label: String?")
        #expect(lines[4] == "#sourceLocation(file: \"/lib/Debugging.swift\", line: 4)")
        #expect(lines[5] == "    /// Names the constraint.")
        #expect(lines[9] == "#sourceLocation(file: \"/lib/Constraint.swift\", line: 5)")
        #expect(lines[10] == "}")
        let leaving = LinuxPort.port(SwiftSource(Self.extensionFile), keepingLines: true, context: context, file: "/lib/Debugging.swift")
        #expect(
            leaving.text.split(separator: "\n", omittingEmptySubsequences: false).count
                == Self.extensionFile.split(separator: "\n", omittingEmptySubsequences: false).count,
            "the extension's file keeps its lines")
        #expect(leaving.text.contains("Constraint {\n\n\n\n\n\n    func helper() {}"), "lines 4 to 8 left empty")
    }

    @Test("without the module, with the class in two files, or in place of the files: a finding, nothing moves")
    func notMoved() {
        let alone = LinuxPort.port(SwiftSource(Self.extensionFile), file: "/lib/Debugging.swift")
        #expect(alone.text.contains("override var description"))
        #expect(alone.findings.count == 1 && alone.findings[0].advice.contains("KeyboardSimPort plugin moves it"))

        let twice = PortContext(
            files: [
                ("/lib/Constraint.swift", SwiftSource(Self.classFile)), ("/lib/Other/Constraint.swift", SwiftSource(Self.classFile)),
                ("/lib/Debugging.swift", SwiftSource(Self.extensionFile)),
            ], keepingLines: false)
        #expect(twice.classFiles.isEmpty && twice.movedOverrides.isEmpty)
        #expect(LinuxPort.port(SwiftSource(Self.extensionFile), context: twice, file: "/lib/Debugging.swift").findings.count == 1)

        let samePath = PortContext(
            files: [("/lib/Constraint.swift", SwiftSource(Self.classFile)), ("/lib/./Constraint.swift", SwiftSource(Self.classFile))],
            keepingLines: false)
        #expect(samePath.classFiles == ["Constraint": "/lib/Constraint.swift"], "one file named two ways is one file")

        let unnamed = LinuxPort.port(SwiftSource(Self.classFile), context: Self.context(keepingLines: false))
        #expect(!unnamed.text.contains("description"), "a port that does not know its file takes nothing")
    }

    @Test("the manifest carries classes and moved overrides; one written before them still reads")
    func manifest() throws {
        let context = Self.context(keepingLines: true)
        #expect(try PortContext.read(manifest: context.manifest()) == context)
        let earlier = try PortContext.read(manifest: "{\"optionalRequirements\": []}")
        #expect(earlier == .none)
    }
}

/// A member an extension declares that a subclass overrides: iOS overrides the extension's
/// Objective-C method; Swift on Linux overrides only what a class's body declares.
@Suite("LinuxPort: a member an extension declares, overridden by a subclass, moves into its class")
struct PortOverriddenExtensionMemberTests {
    static let listenerFile = """
        import UIKit

        open class MaskedListener: NSObject {
            open var text = ""
        }

        extension MaskedListener: UITextFieldDelegate {
            open func textFieldDidBeginEditing(_ textField: UITextField) {
                text = textField.text ?? ""
            }

            private func textFieldShouldClear(_ textField: UITextField) -> Bool { true }

            func helper() {}
        }

        """

    @Test("a local declaration of an overridden name in a member's body is not a member: it stays (SnapKit's description)")
    func localDeclaration() {
        let input = """
            import UIKit

            public class Constraint: NSLayoutConstraint {}

            public extension Constraint {
                override var description: String {
                    var description = "<"
                    description += ">"
                    return description
                }
            }

            """
        let result = LinuxPort.port(SwiftSource(input))
        #expect(result.edits.map(\.kind) == [.movedExtensionOverride])
        #expect(result.text.contains("        var description = \"<\""))
        #expect(!result.text.contains("public var description = "))
    }

    static let numberFile = """
        import UIKit

        class NumberListener: MaskedListener {
            override func textFieldDidBeginEditing(_ textField: UITextField) {
                super.textFieldDidBeginEditing(textField)
            }
        }

        """

    @Test("with the module: the overridden member goes into the class's body; the rest stays in the extension")
    func moved() {
        let context = PortContext(
            files: [
                ("/lib/MaskedListener.swift", SwiftSource(Self.listenerFile)), ("/lib/NumberListener.swift", SwiftSource(Self.numberFile)),
            ],
            keepingLines: false)
        #expect(context.overriddenNames == ["textFieldDidBeginEditing"])
        let result = LinuxPort.port(SwiftSource(Self.listenerFile), context: context, file: "/lib/MaskedListener.swift")
        #expect(
            result.text == """
                import UIKit

                open class MaskedListener: NSObject {
                    open var text = ""
                    open func textFieldDidBeginEditing(_ textField: UITextField) {
                        text = textField.text ?? ""
                    }
                }

                extension MaskedListener: UITextFieldDelegate {

                    private func textFieldShouldClear(_ textField: UITextField) -> Bool { true }

                    func helper() {}
                }

                """)
        #expect(
            result.edits.map(\.description) == [
                "move func textFieldDidBeginEditing in an extension of MaskedListener into class MaskedListener's body (a subclass overrides it: Swift on Linux overrides only what a class's body declares; iOS overrides an extension's Objective-C method)"
            ])
        #expect(LinuxPort.port(SwiftSource(Self.numberFile), context: context, file: "/lib/NumberListener.swift").edits.isEmpty)
    }

    @Test("in one file, without the module: the subclass's override is enough")
    func oneFile() {
        let result = LinuxPort.port(SwiftSource(Self.listenerFile + Self.numberFile))
        #expect(result.edits.map(\.kind) == [.movedOverriddenExtensionMember])
        #expect(result.text.contains("    open var text = \"\"\n    open func textFieldDidBeginEditing"))
    }
}
