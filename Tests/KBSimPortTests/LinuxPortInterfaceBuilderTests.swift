import Testing
@testable import KBSimPort

/// `kbsim port`'s fifth edit: `@IBOutlet` and `@IBAction` deleted, and the members through which
/// a storyboard connects them added to the class (`setValue(_:forKey:)`,
/// `interfaceBuilderSelector(forAction:)`).
@Suite("LinuxPort: Interface Builder's outlets and actions")
struct LinuxPortInterfaceBuilderTests {
    @Test(
        "outlets (private, weak, optional, implicitly unwrapped, non-optional, a collection) and actions (sender, no argument, labelled), in source order"
    )
    func members() {
        let input = """
            import UIKit

            final class FormController: UIViewController {
                @IBOutlet private weak var bottomConstraint: NSLayoutConstraint!
                @IBOutlet weak var nameField: UITextField?
                @IBOutlet var container: UIView = UIView()
                @IBOutlet var fields: [UITextField]!

                @IBAction func done(_ sender: Any) {}
                @IBAction private func reset() {}
            }

            extension FormController {
                @IBAction func send(sender: UIButton) {}
            }
            """
        let result = LinuxPort.port(input)
        #expect(
            result.text == """
                import UIKit

                final class FormController: UIViewController {
                    private weak var bottomConstraint: NSLayoutConstraint!
                    weak var nameField: UITextField?
                    var container: UIView = UIView()
                    var fields: [UITextField]!

                    func done(_ sender: Any) {}
                    private func reset() {}

                    // kbsim port: Interface Builder's outlets and actions, connected by name on Linux (no key-value coding there).
                    override func setValue(_ value: Any?, forKey key: String) {
                        switch key {
                        case "bottomConstraint": bottomConstraint = value as? NSLayoutConstraint
                        case "nameField": nameField = value as? UITextField
                        case "container": if let value = value as? UIView { container = value }
                        case "fields": fields = value as? [UITextField]
                        default: super.setValue(value, forKey: key)
                        }
                    }
                    override func interfaceBuilderSelector(forAction name: String) -> Selector? {
                        switch name {
                        case "done:": Selector("done:", FormController.done)
                        case "reset": Selector("reset", FormController.reset)
                        case "sendWithSender:": Selector("sendWithSender:", FormController.send)
                        default: super.interfaceBuilderSelector(forAction: name)
                        }
                    }
                }

                extension FormController {
                    func send(sender: UIButton) {}
                }
                """)
        #expect(result.findings.isEmpty)
        #expect(result.edits.filter { $0.kind == .deletedInterfaceBuilderAttribute }.count == 7)
        #expect(
            result.edits.first { $0.kind == .addedInterfaceBuilderConnections }?.description
                == "add to class FormController: setValue(_:forKey:) for bottomConstraint, nameField, container, fields; interfaceBuilderSelector(forAction:) for done:, reset, sendWithSender:"
        )
        #expect(LinuxPort.port(result.text).text == result.text, "porting the port changes nothing")
        #expect(!LinuxPort.port(result.text).needsEdit)
    }

    @Test(
        "segue actions (the coder alone, unlabelled; with the sender and the identifier): listed with the actions under their Objective-C names, written with their labels"
    )
    func segueActions() {
        let input = """
            class ListController: UIViewController {
                @IBSegueAction func makeDetail(_ coder: NSCoder) -> DetailController? { DetailController(coder: coder) }
                @IBSegueAction private func makeDetail(coder: NSCoder, sender: Any?, segueIdentifier: String?) -> UIViewController? { nil }
                @IBAction func done(_ sender: Any) {}
            }
            """
        let result = LinuxPort.port(input)
        #expect(
            result.text == """
                class ListController: UIViewController {
                    func makeDetail(_ coder: NSCoder) -> DetailController? { DetailController(coder: coder) }
                    private func makeDetail(coder: NSCoder, sender: Any?, segueIdentifier: String?) -> UIViewController? { nil }
                    func done(_ sender: Any) {}

                    // kbsim port: Interface Builder's outlets and actions, connected by name on Linux (no key-value coding there).
                    override func interfaceBuilderSelector(forAction name: String) -> Selector? {
                        switch name {
                        case "makeDetail:": Selector("makeDetail:", ListController.makeDetail(_:))
                        case "makeDetailWithCoder:sender:segueIdentifier:": Selector("makeDetailWithCoder:sender:segueIdentifier:", ListController.makeDetail(coder:sender:segueIdentifier:))
                        case "done:": Selector("done:", ListController.done)
                        default: super.interfaceBuilderSelector(forAction: name)
                        }
                    }
                }
                """)
        #expect(result.findings.isEmpty)
        #expect(LinuxPort.port(result.text).text == result.text, "porting the port changes nothing")
    }

    @Test(
        "actions in an extension of a class declared in another file: a class beside the extension gives each by name (a private one made fileprivate, which it reaches); porting again changes nothing"
    )
    func extensionInAnotherFile() {
        let input = """
            extension LoginViewController {
                @IBAction private func logIn(_ sender: Any) {}
                @IBSegueAction func makeDetail(coder: NSCoder, sender: Any?) -> UIViewController? { nil }
            }

            extension Outer.Inner { @IBAction func tap(_ sender: UIButton) {} }
            """
        let result = LinuxPort.port(input)
        #expect(
            result.text == """
                extension LoginViewController {
                    fileprivate func logIn(_ sender: Any) {}
                    func makeDetail(coder: NSCoder, sender: Any?) -> UIViewController? { nil }
                }

                // kbsim port: actions of LoginViewController declared in this extension, found by their names on Linux (an override cannot be in an extension).
                @MainActor final class InterfaceBuilderAction_LoginViewController_logIn_: InterfaceBuilderActionProvider {
                    static var selector: Selector { Selector("logIn:", LoginViewController.logIn) }
                }
                @MainActor final class InterfaceBuilderAction_LoginViewController_makeDetailWithCoder_sender_: InterfaceBuilderActionProvider {
                    static var selector: Selector { Selector("makeDetailWithCoder:sender:", LoginViewController.makeDetail(coder:sender:)) }
                }

                extension Outer.Inner { func tap(_ sender: UIButton) {} }

                // kbsim port: actions of Outer.Inner declared in this extension, found by their names on Linux (an override cannot be in an extension).
                @MainActor final class InterfaceBuilderAction_Outer_Inner_tap_: InterfaceBuilderActionProvider {
                    static var selector: Selector { Selector("tap:", Outer.Inner.tap) }
                }
                """)
        #expect(result.findings.isEmpty)
        #expect(
            result.edits.filter { $0.kind == .addedInterfaceBuilderConnections }.map(\.description) == [
                "add to the file, after extension LoginViewController: InterfaceBuilderAction_LoginViewController_logIn_ for logIn: (the method made fileprivate, which that class reaches), InterfaceBuilderAction_LoginViewController_makeDetailWithCoder_sender_ for makeDetailWithCoder:sender:",
                "add to the file, after extension Outer.Inner: InterfaceBuilderAction_Outer_Inner_tap_ for tap:",
            ])
        #expect(LinuxPort.port(result.text).text == result.text, "porting the port changes nothing")
        let kept = LinuxPort.port(SwiftSource("extension A {\n    @IBAction func b(_ s: Any) {}\n}\nlet x = 1\n"), keepingLines: true)
        #expect(
            kept.text
                == "extension A {\n    func b(_ s: Any) {}\n}; @MainActor final class InterfaceBuilderAction_A_b_: InterfaceBuilderActionProvider { static var selector: Selector { Selector(\"b:\", A.b) } }\nlet x = 1\n"
        )
    }

    @Test("a class on one line, and nested classes: each gets its own members")
    func shapes() {
        #expect(
            LinuxPort.port("class A: UIView { @IBOutlet var b: UILabel! }").text
                == """
                class A: UIView { var b: UILabel!
                    // kbsim port: Interface Builder's outlets and actions, connected by name on Linux (no key-value coding there).
                    override func setValue(_ value: Any?, forKey key: String) {
                        switch key {
                        case "b": b = value as? UILabel
                        default: super.setValue(value, forKey: key)
                        }
                    }
                }
                """)
        let nested = LinuxPort.port(
            """
            class Outer: UIView {
                class Inner: UIView {
                    @IBOutlet var a: UILabel!
                }
                @IBOutlet var b: UILabel!
            }
            """)
        #expect(
            nested.edits.map(\.description).filter { $0.hasPrefix("add to") } == [
                "add to class Inner: setValue(_:forKey:) for a", "add to class Outer: setValue(_:forKey:) for b",
            ])
        #expect(nested.text.components(separatedBy: "override func setValue").count == 3)
    }

    @Test(
        "keeping lines (the build plugin's #sourceLocation): the members go on the closing brace's line, each ended by a semicolon (two declarations on one line need one)"
    )
    func keepingLines() {
        let input = "class A: UIView {\n    @IBOutlet var b: UILabel!\n    @IBAction func c(_ s: Any) {}\n}\nlet x = 1\n"
        let result = LinuxPort.port(SwiftSource(input), keepingLines: true)
        let lines = result.text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == input.split(separator: "\n", omittingEmptySubsequences: false).count)
        #expect(lines[1] == "    var b: UILabel!" && lines[4] == "let x = 1")
        #expect(
            lines[3]
                == #"override func setValue(_ value: Any?, forKey key: String) { switch key { case "b": b = value as? UILabel; default: super.setValue(value, forKey: key); } }; override func interfaceBuilderSelector(forAction name: String) -> Selector? { switch name { case "c:": Selector("c:", A.c); default: super.interfaceBuilderSelector(forAction: name); } };}"#
        )
    }

    @Test(
        "what cannot be connected is reported, and left",
        arguments: [
            (
                "class A { @IBAction func tap(_ sender: Any, forEvent event: UIEvent) {} }", "@IBAction",
                "an action with 2 parameters cannot be connected on Linux; take the sender alone (`_ sender: Any`)"
            ),
            (
                "class A { @IBOutlet var b }", "@IBOutlet",
                "an @IBOutlet needs `var name: Type` (the type written out) to be connected on Linux"
            ),
            (
                "extension A { @IBOutlet var b: UILabel! }", "@IBOutlet",
                "the class A is declared in another file: move this outlet into the class's body, where kbsim port adds the members that connect it"
            ),
            (
                "extension A { @IBAction func tap(_ sender: Any, forEvent event: UIEvent) {} }", "@IBAction",
                "an action with 2 parameters cannot be connected on Linux; take the sender alone (`_ sender: Any`)"
            ),
            ("@IBOutlet var b: UILabel!", "@IBOutlet", "an @IBOutlet outside a class cannot be connected; move it into the class"),
            (
                "class A { @IBSegueAction func make() -> UIViewController? { nil } }", "@IBSegueAction",
                "a segue action with 0 parameters cannot be connected; it takes the destination's coder, then the sender and the segue's identifier (`_ coder: NSCoder, sender: Any?, segueIdentifier: String?`)"
            ),

        ])
    func findings(input: String, code: String, advice: String) {
        let result = LinuxPort.port(input)
        #expect(result.text == input)
        #expect(result.findings.map(\.advice) == [advice])
        #expect(result.findings.map(\.code) == [code])
    }
}

/// `@IBInspectable` properties, which Swift on Linux takes, are set by name too (Interface
/// Builder writes their values as user-defined runtime attributes); a class that already has the
/// members is left alone.
@Suite("LinuxPort: @IBInspectable and classes that already have the members")
struct LinuxPortInspectableTests {
    @Test("an @IBInspectable property stays, and joins the outlets in setValue(_:forKey:); porting again changes nothing")
    func inspectable() {
        let input = """
            @IBDesignable class RoundedField: UITextField {
                @IBInspectable var corner: CGFloat = 0
                @IBOutlet weak var badge: UILabel?
            }
            """
        let result = LinuxPort.port(input)
        #expect(
            result.text == """
                @IBDesignable class RoundedField: UITextField {
                    @IBInspectable var corner: CGFloat = 0
                    weak var badge: UILabel?

                    // kbsim port: Interface Builder's outlets and actions, connected by name on Linux (no key-value coding there).
                    override func setValue(_ value: Any?, forKey key: String) {
                        switch key {
                        case "corner": if let value = value as? CGFloat { corner = value }
                        case "badge": badge = value as? UILabel
                        default: super.setValue(value, forKey: key)
                        }
                    }
                }
                """)
        #expect(result.findings.isEmpty)
        #expect(LinuxPort.port(result.text).text == result.text)
        #expect(!LinuxPort.port(result.text).needsEdit)
        let alone = LinuxPort.port("class A: UIView { @IBInspectable var b: Int = 0 }")
        #expect(alone.text.contains(#"case "b": if let value = value as? Int { b = value }"#))
        #expect(alone.edits.map(\.kind) == [.addedInterfaceBuilderConnections])
    }

    @Test("a property named value or key, as the parameters of setValue(_:forKey:) are, is set through self")
    func propertyNamedLikeAParameter() {
        let result = LinuxPort.port(
            "class Row: UIView {\n    @IBInspectable var value: String?\n    @IBInspectable var key: Int = 0\n    @IBOutlet var title: UILabel!\n}\n"
        )
        #expect(result.text.contains(#"case "value": self.value = value as? String"#))
        #expect(result.text.contains(#"case "key": if let value = value as? Int { self.key = value }"#))
        #expect(result.text.contains(#"case "title": title = value as? UILabel"#))
    }

    @Test(
        "in an open or public class the members are as accessible as UIKit's, as Swift requires of an override",
        arguments: [("open class", "open override func"), ("public final class", "public override func"), ("class", "override func")])
    func accessibleMembers(declaration: String, member: String) {
        let result = LinuxPort.port(
            "\(declaration) Bar: UIView {\n    @IBInspectable open var limit: Int = 0\n    @IBAction func send(_ sender: UIButton) {}\n}\n")
        #expect(result.text.contains("\(member) setValue(_ value: Any?, forKey key: String)"))
        #expect(result.text.contains("\(member) interfaceBuilderSelector(forAction name: String) -> Selector?"))
    }

    @Test("an outlet added to a class that already has setValue(_:forKey:) is reported, not given a second one")
    func existingMembers() {
        let input = """
            class A: UIView {
                @IBOutlet var b: UILabel!
                override func setValue(_ value: Any?, forKey key: String) { super.setValue(value, forKey: key) }
            }
            """
        let result = LinuxPort.port(input)
        #expect(result.text == input)
        #expect(
            result.findings.map(\.advice) == [
                "the class A already has its own setValue(_:forKey:): add this outlet to it"
            ])
    }

    @Test("a class whose superclass is NSObject itself loses the attributes and gets no members: nothing to override")
    func objectClass() {
        let input = """
            import UIKit

            public class KeyboardManager: NSObject {
                @IBOutlet weak var view: UIView?
                @IBAction func handlePan(recognizer: UIPanGestureRecognizer) {}
            }

            final class Helper: Foundation.NSObject {
                @IBAction func tapped(_ sender: Any) {}
            }
            """
        let result = LinuxPort.port(input)
        #expect(
            result.text == """
                import UIKit

                public class KeyboardManager: NSObject {
                    weak var view: UIView?
                    func handlePan(recognizer: UIPanGestureRecognizer) {}
                }

                final class Helper: Foundation.NSObject {
                    func tapped(_ sender: Any) {}
                }
                """)
        #expect(result.edits.map(\.kind) == Array(repeating: .deletedInterfaceBuilderAttributeOfObject, count: 3))
        #expect(
            result.edits.first?.description
                == "delete @IBOutlet (KeyboardManager is not a responder: a storyboard on Linux connects only a responder's outlets and actions)"
        )
        #expect(result.findings.isEmpty)
    }
}
