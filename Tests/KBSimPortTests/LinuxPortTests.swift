import Testing
@testable import KBSimCommands
@testable import KBSimPort

@Suite("LinuxPort")
struct LinuxPortTests {
    /// The ported text, and a check that porting it again changes nothing.
    private func ported(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) -> String {
        let once = LinuxPort.port(text).text
        let twice = LinuxPort.port(once)
        #expect(twice.text == once, "porting twice differs from porting once", sourceLocation: sourceLocation)
        #expect(twice.edits.isEmpty, "\(twice.edits)", sourceLocation: sourceLocation)
        return once
    }

    // MARK: Edit 1: @objc

    @Test(
        "@objc goes; the rest of the line stays",
        arguments: [
            ("    @objc func f() {}\n", "    func f() {}\n"),
            ("    @objc private func f() {}\n", "    private func f() {}\n"),
            ("    @available(iOS 13, *) @objc func f() {}\n", "    @available(iOS 13, *) func f() {}\n"),
            ("    @objc(keyboardWillShow:) func f(_ n: Notification) {}\n", "    func f(_ n: Notification) {}\n"),
            ("    @objc (switchValueDidChange) func f() {}\n", "    func f() {}\n"),
            ("    @objc dynamic var x = 1\n", "    dynamic var x = 1\n"),
            ("@objc protocol P {}\n", "protocol P: AnyObject {}\n"),
            ("@objc public protocol P: NSObjectProtocol {}\n", "public protocol P: AnyObject, NSObjectProtocol {}\n"),
            ("@objc protocol P: AnyObject {}\n", "protocol P: AnyObject {}\n"),
            ("@objc protocol P: class {}\n", "protocol P: class {}\n"),
            ("    @objc   \t func f() {}\n", "    func f() {}\n"),
            ("    @objc // the selector needs it\n    func f() {}\n", "    // the selector needs it\n    func f() {}\n"),
        ])
    func objc(input: String, output: String) {
        #expect(ported(input) == output)
    }

    @Test("a line that held only @objc disappears, with its line break")
    func objcLine() {
        let input = "class A {\n    @objc\n    func f() {}\n    @objc(g:)   \n    func g(_ x: Any) {}\n}\n"
        #expect(ported(input) == "class A {\n    func f() {}\n    func g(_ x: Any) {}\n}\n")
        let result = LinuxPort.port(input)
        #expect(result.edits.map(\.description) == ["delete @objc", "delete @objc(g:)"])
        #expect(result.edits.map(\.position) == [TextPosition(line: 2, column: 5), TextPosition(line: 4, column: 5)])
        #expect(result.edits.map(\.kind) == [.deletedObjC, .deletedObjC])
    }

    @Test("@objc at the end of a line takes the spaces before it")
    func objcAtLineEnd() {
        #expect(ported("final @objc\nclass A {}\n") == "final\nclass A {}\n")
    }

    @Test("@nonobjc and @objc in comments and strings are not @objc attributes")
    func notObjC() {
        let input = "class A {\n    @nonobjc func f() {} // @objc\n    let s = \"@objc\" /* @objc */\n}\n"
        let result = LinuxPort.port(input)
        #expect(result.text == input)
        #expect(result.edits.isEmpty)
    }

    @Test("@objcMembers goes like @objc")
    func objcMembers() {
        let result = LinuxPort.port("@objcMembers public final class A: NSObject {}\n")
        #expect(result.text == "public final class A: NSObject {}\n")
        #expect(result.edits.map(\.description) == ["delete @objcMembers"])
        #expect(result.findings.isEmpty)
    }

    // MARK: Edit 2: #selector

    @Test(
        "#selector forms become Class.name",
        arguments: [
            ("#selector(keyboardWillShow(_:))", "A.keyboardWillShow"),
            ("#selector(tap)", "A.tap"),
            ("#selector(self.keyboardWillShow(_:))", "A.keyboardWillShow"),
            ("#selector(Self.tap)", "A.tap"),
            ("#selector(B.handle(_:with:))", "B.handle"),
            ("#selector(Outer.Inner.handle(_:))", "Outer.Inner.handle"),
            ("#selector(tap())", "A.tap"),
            ("#selector( tap /* the button */ )", "A.tap"),
            ("#selector(`default`(_:))", "A.`default`"),
        ])
    func selector(written: String, rewritten: String) {
        let input = "class A {\n    func wire() { center.addObserver(self, selector: \(written), name: n, object: nil) }\n}\n"
        #expect(
            ported(input) == "class A {\n    func wire() { center.addObserver(self, selector: \(rewritten), name: n, object: nil) }\n}\n")
        let edit = LinuxPort.port(input).edits
        #expect(edit == [PortEdit(.rewroteSelector, at: TextPosition(line: 2, column: 54), original: written, replacement: rewritten)])
    }

    @Test("a #selector over several lines becomes one name; the report shows it on one line")
    func multilineSelector() {
        let input =
            "class A {\r\n    func wire() {\r\n        center.addObserver(\r\n            self,\r\n            selector: #selector(\r\n                keyboardWillShow(_:)\r\n            ),\r\n            name: n, object: nil)\r\n    }\r\n}\r\n"
        let output =
            "class A {\r\n    func wire() {\r\n        center.addObserver(\r\n            self,\r\n            selector: A.keyboardWillShow,\r\n            name: n, object: nil)\r\n    }\r\n}\r\n"
        #expect(ported(input) == output)
        #expect(LinuxPort.port(input).edits.map(\.description) == ["#selector(keyboardWillShow(_:)) → A.keyboardWillShow"])
        #expect(LinuxPort.port(input).edits.map(\.position) == [TextPosition(line: 5, column: 23)])
    }

    @Test("the enclosing class: the innermost class or extension, nested types and closures included")
    func enclosingClass() {
        let input = """
            class Outer: UIViewController {
                func a() { _ = #selector(a) }
                class Inner: UIView {
                    func b() { items.forEach { _ in _ = #selector(b) } }
                }
                func c() { _ = #selector(c) }
                lazy var button: UIButton = {
                    let b = UIButton(); b.addTarget(self, action: #selector(c), for: .touchUpInside); return b
                }()
            }
            extension Outer.Inner: UITextFieldDelegate {
                func d() { _ = #selector(d) }
            }
            extension Outer {
                struct Helper { }
                func e() { _ = #selector(self.e) }
            }
            final class Generic<T>: NSObject where T: Equatable { func f() { _ = #selector(f) } }
            """
        let selectors = LinuxPort.port(input).edits.map(\.replacement)
        // Kept as values (`_ =`), the selectors carry their methods; passed as `action:`, the method itself.
        #expect(
            selectors == [
                #"Selector("a", Outer.a)"#, #"Selector("b", Inner.b)"#, #"Selector("c", Outer.c)"#, "Outer.c",
                #"Selector("d", Outer.Inner.d)"#, #"Selector("e", Outer.e)"#, #"Selector("f", Generic.f)"#,
            ])
        #expect(LinuxPort.port(input).findings.isEmpty)
    }

    @Test("a selector passed as selector: or action: is the method itself; kept as a value, a Selector that carries it")
    func selectorValues() {
        let input = """
            class A: NSObject {
                func f(_ n: Notification) {}
                func g() {
                    NotificationCenter.default.addObserver(self, selector: #selector(f(_:)), name: nil, object: nil)
                    button.addTarget(self, action: #selector(A.f), for: .touchUpInside)
                    let kept: Selector = #selector(f(_:))
                    if responds(to: #selector(self.f(_:))) {}
                }
                var selector: Selector { return #selector(A.f(_:)) }
            }
            """
        let result = LinuxPort.port(input)
        #expect(
            result.edits.map(\.replacement) == ["A.f", "A.f", #"Selector("f:", A.f)"#, #"Selector("f:", A.f)"#, #"Selector("f:", A.f)"#])
        #expect(result.findings.isEmpty, "a Selector that carries its method needs no hand edit")
        #expect(!LinuxPort.port(result.text).needsEdit)
    }

    @Test("a #selector of a method of UIKit's delegate protocols names the protocol, which responds(to:) answers from conformance")
    func uikitProtocolSelectors() {
        let input = """
            class A: NSObject {
                func f(_ delegate: any UITextFieldDelegate) {
                    if delegate.responds(to: #selector(UITextFieldDelegate.textFieldShouldReturn(_:))) {}
                    let s = #selector((any UITableViewDelegate).tableView(_:heightForRowAt:))
                    let t = #selector((any UITextFieldDelegate).textField(_:shouldChangeCharactersIn:
                                                                           replacementString:))
                    let own = #selector(Bar.grow(_:))
                }
            }
            """
        let result = LinuxPort.port(input)
        #expect(
            result.edits.filter { $0.kind == .rewroteSelector }.map(\.replacement) == [
                #"Selector("textFieldShouldReturn:", of: (any UITextFieldDelegate).self)"#,
                #"Selector("tableView:heightForRowAt:", of: (any UITableViewDelegate).self)"#,
                #"Selector("textField:shouldChangeCharactersIn:replacementString:", of: (any UITextFieldDelegate).self)"#,
                #"Selector("grow:", Bar.grow)"#,
            ])
        #expect(result.findings.isEmpty)
    }

    @Test(
        "an action: of UIKit's calls is the method itself; of any other call (a library's own init taking a Selector, a bar button item), a Selector that carries it"
    )
    func actionOfOtherCalls() {
        let input = """
            class A: NSObject {
                func done(_ item: UIBarButtonItem) {}
                func wire() {
                    let item = UIBarButtonItem(title: "Done", style: .done, target: self, action: #selector(done(_:)))
                    let tap = UITapGestureRecognizer(target: self, action: #selector(done))
                    let config = ButtonConfiguration(title: "Done", action: #selector(done(_:)))
                    let custom = MyBarButtonItem(barButtonSystemItem: .done, target: self, action: #selector(done(_:)))
                    let nested = ButtonConfiguration(title: f(g([1, 2]), { $0 }), action: #selector(done(_:)))
                    items.append(contentsOf: [UIBarButtonItem(image: nil, style: .plain, target: self, action: #selector(done))])
                    button?.addTarget(self, action: #selector(done), for: .touchUpInside)
                    let pan = UIPanGestureRecognizer.init(target: self, action: #selector(done))
                    center.addObserver(self, selector: #selector(done(_:)), name: flag ? a : b, object: nil)
                }
            }
            """
        let result = LinuxPort.port(input)
        #expect(
            result.edits.filter { $0.kind == .rewroteSelector }.map(\.replacement) == [
                #"Selector("done:", A.done)"#, "A.done", #"Selector("done:", A.done)"#, #"Selector("done:", A.done)"#,
                #"Selector("done:", A.done)"#, #"Selector("done", A.done)"#, "A.done", #"Selector("done", A.done)"#, "A.done",
            ])
        #expect(result.findings.isEmpty)
    }

    @Test(
        "a class whose name a member shares (UIColorPickerViewControllerDelegate's colorPickerViewController(_:didSelect:continuously:), a property of its own) is named Self in the selectors written in its body"
    )
    func classNamedAsAMember() {
        let input = """
            class colorPickerViewController: UIViewController, UIColorPickerViewControllerDelegate {
                @IBAction func pickerButton(_ sender: Any) {}
                func wire() { let s = #selector(pickerButton(_:)); _ = s }
            }
            class item: NSObject {
                var item = 0
                func tap() {}
                func wire() { let s = #selector(tap); _ = s }
            }
            class Plain: UIViewController, UIColorPickerViewControllerDelegate {
                func tap() {}
                func wire() { let s = #selector(tap); _ = s }
            }
            """
        let result = LinuxPort.port(input)
        #expect(
            result.edits.filter { $0.kind == .rewroteSelector }.map(\.replacement) == [
                #"Selector("pickerButton:", Self.pickerButton)"#, #"Selector("tap", Self.tap)"#, #"Selector("tap", Plain.tap)"#,
            ])
        #expect(result.text.contains(#"case "pickerButton:": Selector("pickerButton:", Self.pickerButton)"#), "\(result.text)")
        #expect(result.findings.isEmpty)
    }

    @Test("sendAction's first argument is the method itself, as its Linux form takes it")
    func sendAction() {
        let text = ported(
            "class A { func f() { UIApplication.shared.sendAction(#selector(UIResponder.resignFirstResponder), to: nil, from: nil, for: nil) } }"
        )
        #expect(
            text
                == "class A { func f() { UIApplication.shared.sendAction(UIResponder.resignFirstResponder, to: nil, from: nil, for: nil) } }"
        )
    }

    @Test("a standard edit action named through its protocol is UIResponder's method")
    func standardEditAction() {
        let text = ported(
            "class A: UITextField { override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool { action != #selector(UIResponderStandardEditActions.paste(_:)) } }"
        )
        #expect(
            text
                == #"class A: UITextField { override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool { action != Selector("paste:", UIResponder.paste(_:)) } }"#
        )
    }

    @Test("a standard edit action keeps its labels, so copy(_:) is not NSObject's copy()")
    func standardEditActionKeepsLabels() {
        let text = ported(
            "class A: UITextField { override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool { action == #selector(UIResponderStandardEditActions.copy(_:)) || action == #selector(UIResponderStandardEditActions.selectAll(_:)) } }"
        )
        #expect(
            text
                == #"class A: UITextField { override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool { action == Selector("copy:", UIResponder.copy(_:)) || action == Selector("selectAll:", UIResponder.selectAll(_:)) } }"#
        )
    }

    @Test(
        "a selector's name is the Objective-C runtime's",
        arguments: [
            ("f", "f"), ("f()", "f"), ("f(_:)", "f:"), ("f(_:with:)", "f:with:"), ("f(note:)", "fWithNote:"),
            ("f(note:_:)", "fWithNote::"), ("A.keyboardWillShow(note:)", "keyboardWillShowWithNote:"),
        ])
    func objectiveCNames(written: String, name: String) {
        let text = ported("class A { func f() { let s: Selector = #selector(\(written)) } }")
        #expect(text.contains("Selector(\"\(name)\", A."), "\(text)")
    }

    @Test("a Selector with more than one argument needs no hand edit; one made from a string does, whatever its argument holds")
    func selectorFindings() {
        #expect(LinuxPort.port(#"let s = Selector("f:", A.f)"#).findings.isEmpty)
        #expect(LinuxPort.port(#"let s = Selector(names.map { a, b in a }.joined())"#).findings.count == 1)
        #expect(LinuxPort.port(#"let s = Selector(["f", "g"][0])"#).findings.count == 1)
    }

    @Test("NSClassFromString is typed as a responder class, once, and only where UIKit is imported")
    func classLookup() {
        let foundationOnly = #"import Foundation\#nlet c: AnyClass? = NSClassFromString("Model")"#
        #expect(LinuxPort.port(foundationOnly).text == foundationOnly)
        #expect(!LinuxPort.port(#"import UIKit\#nlet c = (NSClassFromString("UIView") as UIKit.UIResponder.Type?)"#).needsEdit)
        let input =
            #"import UIKit\#nif let c = NSClassFromString("UIApplication"), c.responds(to: s) {}; let d = Foundation.NSClassFromString(x)"#
        let result = LinuxPort.port(input)
        #expect(
            result.text
                == #"import UIKit\#nif let c = (NSClassFromString("UIApplication") as UIResponder.Type?), c.responds(to: s) {}; let d = Foundation.NSClassFromString(x)"#
        )
        #expect(
            result.edits.map(\.description) == [
                #"NSClassFromString("UIApplication") → (NSClassFromString("UIApplication") as UIResponder.Type?) (a class found by name, with its class methods)"#
            ])
        #expect(!LinuxPort.port(result.text).needsEdit, "a typed lookup is not typed again")
    }

    @Test("getValue(&x) on a number becomes getValue(into: &x) where UIKit is imported; other calls and files stay")
    func numberGetValue() {
        let input = """
            import UIKit
            func read(_ info: [AnyHashable: Any]) {
                var curve = UIView.AnimationCurve.easeInOut
                (info[UIResponder.keyboardAnimationCurveUserInfoKey] as! NSNumber).getValue(&curve)
                value.getValue(&rect, size: 32); getValue(&x); value.getValue(pointer); value.getValue(&a[0])
            }
            """
        let result = LinuxPort.port(input)
        #expect(result.text == input.replacingOccurrences(of: "NSNumber).getValue(&curve)", with: "NSNumber).getValue(into: &curve)"))
        #expect(
            result.edits.map(\.description) == [
                "getValue(&curve) → getValue(into: &curve) (Foundation on Linux stops the process in NSNumber.getValue(_:))"
            ])
        #expect(!LinuxPort.port(result.text).needsEdit, "a ported call is not ported again")
        let foundationOnly = "import Foundation\nfunc f(n: NSNumber) { var i = 0; n.getValue(&i) }"
        #expect(LinuxPort.port(foundationOnly).text == foundationOnly, "without UIKit there is no getValue(into:)")
    }

    @Test("nested #selector: each finding shows its code shortened in the middle, so the report grows with the input, not its square")
    func nestedSelectors() {
        let depth = 2_000
        let input =
            "class A { func f() { _ = " + String(repeating: "#selector(", count: depth) + "f" + String(repeating: ")", count: depth)
            + " } }"
        let result = LinuxPort.port(input)
        #expect(result.findings.count == depth - 1, "the innermost is rewritten; each enclosing one is not a method's name")
        let report = result.findings.map(\.description).joined(separator: "\n")
        #expect(report.utf8.count < 30 * input.utf8.count, "\(report.utf8.count) bytes of report for \(input.utf8.count) of input")
        #expect(result.findings.allSatisfy { $0.code.utf8.count <= PortWork.displayedLimit + 8 })
        #expect(result.findings.first?.code.contains(" … ") == true)
    }

    @Test("never Self: a non-final class's Self does not type-check")
    func neverSelf() {
        let text = ported("class A { func f() { _ = #selector(Self.f); _ = #selector(self.f) } }")
        #expect(text == #"class A { func f() { _ = Selector("f", A.f); _ = Selector("f", A.f) } }"#)
        #expect(!text.contains("Self"))
    }

    @Test("#selector(self?.f) in a [weak self] closure names the class's method, as self.f does")
    func selectorThroughOptionalSelf() {
        let text = ported(
            "class A { lazy var b: UIButton = { [weak self] in let b = UIButton(); b.addTarget(self, action: #selector(self?.f), for: .touchUpInside); return b }(); @objc func f() {} }"
        )
        #expect(text.contains("action: A.f,"))
        #expect(!text.contains("#selector"))
    }

    @Test("#selector in a protocol extension constrained to a class names Self's method (the conforming class's)")
    func selectorInClassConstrainedProtocolExtension() {
        let text = ported("extension Q where Self: UIViewController { func f() { _ = #selector(f); _ = #selector(self.f) } }")
        #expect(text == #"extension Q where Self: UIViewController { func f() { _ = Selector("f", Self.f); _ = Selector("f", Self.f) } }"#)
    }

    @Test(
        "#selector that cannot be rewritten: left as it is, with advice",
        arguments: [
            ("let s = #selector(tap)", "it stands outside any class; write Type.tap, naming the class that declares the method"),
            (
                "struct S { func f() { _ = #selector(f) } }",
                "it stands in struct S, not a class; write Type.f, naming the class that declares the method"
            ),
            (
                "protocol P {}\nextension P { func f() { _ = #selector(f) } }",
                "it stands in an extension of the protocol P; write Type.f, naming the class that declares the method"
            ),
            (
                "class A { func f() { _ = #selector(getter: UIView.frame) } }",
                "a property's getter or setter has no Linux form; observe or call a method instead"
            ),
            ("class A { func f() { _ = #selector(super.viewDidLoad) } }", "write it with the superclass's name: Superclass.method"),
            ("class A { func f() { _ = #selector(f as () -> Void) } }", "only a method's name can be rewritten; write Type.method by hand"),
        ])
    func selectorFindings(input: String, advice: String) {
        let result = LinuxPort.port(input)
        #expect(result.text == input)
        #expect(result.edits.isEmpty)
        #expect(result.findings.map(\.advice) == [advice])
        #expect(result.findings.first?.code.hasPrefix("#selector(") == true)
        #expect(result.needsEdit)
    }

    // MARK: Edit 3: import Foundation

    @Test(
        "import Foundation beside import UIKit goes, its line with it",
        arguments: [
            ("import Foundation\nimport UIKit\n\nclass A {}\n", "import UIKit\n\nclass A {}\n"),
            ("import UIKit\nimport Foundation", "import UIKit\n"),
            ("import UIKit\r\nimport Foundation\r\nimport KeyboardSim\r\n", "import UIKit\r\nimport KeyboardSim\r\n"),
            ("@preconcurrency import Foundation\nimport UIKit\n", "import UIKit\n"),
            ("import Foundation // Notification\nimport UIKit\n", "// Notification\nimport UIKit\n"),
            ("import UIKit; import Foundation\n", "import UIKit;\n"),
            // In one #if clause (InputMask's files): the same ambiguity, the same edit.
            (
                "#if canImport(UIKit) && canImport(Foundation)\nimport Foundation\nimport UIKit\n#endif\n",
                "#if canImport(UIKit) && canImport(Foundation)\nimport UIKit\n#endif\n"
            ),
            ("#if DEBUG\nimport UIKit\n@preconcurrency import Foundation\n#endif\n", "#if DEBUG\nimport UIKit\n#endif\n"),
        ])
    func foundationImport(input: String, output: String) {
        #expect(ported(input) == output)
        #expect(LinuxPort.port(input).edits.map(\.kind) == [.deletedFoundationImport])
    }

    @Test(
        "import Foundation stays without an unconditional import UIKit",
        arguments: [
            "import Foundation\nclass A {}\n",
            "import Foundation\n#if canImport(UIKit)\nimport UIKit\n#endif\n",
            "import UIKit\n#if DEBUG\nimport Foundation\n#endif\n",
            "#if DEBUG\nimport UIKit\n#else\nimport Foundation\n#endif\n",
            "#if A\nimport UIKit\n#endif\n#if DEBUG\nimport Foundation\n#endif\n",
            "#if A\nimport Foundation\n#if B\nimport UIKit\n#endif\n#endif\n",
            "import UIKit\nimport struct Foundation.Date\nimport Foundation.NSString\n",
            "import UIKit\nlet s = \"import Foundation\" // import Foundation\n",
        ])
    func foundationImportKept(input: String) {
        let result = LinuxPort.port(input)
        #expect(result.text == input)
        #expect(result.edits.isEmpty)
    }

    @Test(
        "a file that imports Foundation and uses UIKit's names (a pod's file, under its umbrella header on iOS) imports UIKit instead",
        arguments: [
            ("import Foundation\nfinal class Bar: UIView {}\n", "import UIKit\nfinal class Bar: UIView {}\n", "UIView"),
            (
                "// A pod's file\n@preconcurrency import Foundation\nextension NSLayoutConstraint {}\n",
                "// A pod's file\nimport UIKit\nextension NSLayoutConstraint {}\n", "NSLayoutConstraint"
            ),
            // Foundation's on iOS, absent from Foundation on Linux, declared by the UIKit module.
            (
                "import Foundation\nfunc kind(_ c: [NSKeyValueChangeKey: Any]) {}\n",
                "import UIKit\nfunc kind(_ c: [NSKeyValueChangeKey: Any]) {}\n",
                "NSKeyValueChangeKey"
            ),
        ])
    func uikitImportAdded(input: String, output: String, name: String) {
        let result = LinuxPort.port(input)
        #expect(result.text == output)
        #expect(result.edits.map(\.description).last?.hasSuffix("→ import UIKit (the file uses \(name))") == true)
        #expect(LinuxPort.port(result.text).edits.isEmpty, "porting twice gives what porting once gave")
    }

    @Test(
        "import UIKit.Submodule becomes import UIKit: KeyboardSim's UIKit is one module, with the submodules' names in it",
        arguments: [
            (
                "import UIKit.UIGestureRecognizerSubclass\nclass R: UIGestureRecognizer {}\n",
                "import UIKit\nclass R: UIGestureRecognizer {}\n"
            ),
            ("#if swift(>=4.2)\nimport UIKit.UIGeometry\n#endif\n", "#if swift(>=4.2)\nimport UIKit\n#endif\n"),
            ("import Foundation\nimport UIKit.UIGeometry\n", "import UIKit\n"),
        ])
    func uikitSubmoduleImport(input: String, output: String) {
        let result = LinuxPort.port(input)
        #expect(result.text == output)
        #expect(result.edits.map(\.kind).contains(.addedUIKitImport))
        #expect(LinuxPort.port(result.text).edits.isEmpty, "porting twice gives what porting once gave")
    }

    @Test(
        "import CoreGraphics, which Linux lacks, becomes import Foundation (CGFloat, CGRect… are there), or goes beside UIKit or Foundation",
        arguments: [
            ("import CoreGraphics\npublic struct P { let x: CGFloat }\n", "import Foundation\npublic struct P { let x: CGFloat }\n"),
            ("import UIKit\nimport CoreGraphics\n", "import UIKit\n"),
            ("import CoreGraphics\nimport Foundation\n", "import Foundation\n"),
        ])
    func coreGraphicsImport(input: String, output: String) {
        let result = LinuxPort.port(input)
        #expect(result.text == output)
        #expect(result.edits.map(\.kind) == [.rewroteCoreGraphicsImport])
        #expect(result.findings.isEmpty)
        #expect(LinuxPort.port(result.text).edits.isEmpty, "porting twice gives what porting once gave")
    }

    @Test(
        "a file that uses no UIKit name (in code: comments and strings do not count), or imports none, is left",
        arguments: [
            "import Foundation\nstruct Model {}\n", "import Foundation\n// UIView\nlet s = \"UIView\"\n", "final class Bar: UIView {}\n",
        ])
    func uikitImportNotAdded(input: String) {
        #expect(LinuxPort.port(input).text == input)
    }

    // MARK: The whole file

    @Test("comments and strings are never rewritten")
    func commentsAndStrings() {
        let input = """
            import UIKit
            class A {
                /// Call with #selector(f) from an @objc context.
                func f() {
                    let s = "#selector(f) @objc import Foundation"
                    let t = \"\"\"
                        @objc #selector(f(_:)) \\(g("#selector(h)"))
                        \"\"\"
                    let u = ##"@objc "#selector(f)"## + "\\(#selector(f))"
                    /* @objc /* #selector(f) */ */
                }
            }
            """
        let result = LinuxPort.port(input)
        #expect(result.text == input)
        #expect(result.edits.isEmpty)
    }

    @Test(
        "a file that needs nothing comes back byte for byte",
        arguments: [
            "import UIKit\r\n\r\nfinal class A: UIViewController {\r\n    override func viewDidLoad() { super.viewDidLoad() }\r\n}\r\n",
            "\u{FEFF}import KeyboardSim\n\tlet x = 1   \n\n",
            "",
            "let s = \"unterminated\n/* open comment",
        ])
    func nothingToDo(input: String) {
        let result = LinuxPort.port(input)
        #expect(Array(result.text.utf8) == Array(input.utf8))
        #expect(!result.needsEdit)
    }

    @Test("CRLF files keep CRLF; deleted lines take their CRLF with them")
    func crlf() {
        let input =
            "import Foundation\r\nimport UIKit\r\n\r\nclass A {\r\n    @objc\r\n    func f() {}\r\n    func g() { _ = #selector(f) }\r\n}\r\n"
        let output = ported(input)
        #expect(output == "import UIKit\r\n\r\nclass A {\r\n    func f() {}\r\n    func g() { _ = Selector(\"f\", A.f) }\r\n}\r\n")
        #expect(!output.utf8.split(separator: UInt8(ascii: "\n")).dropLast().contains { $0.last != UInt8(ascii: "\r") })
    }

    @Test("a keyboard handler as an iOS developer writes it: the edits, in the order of the file")
    func handler() {
        let input = """
            import Foundation
            import UIKit

            class LoginViewController: UIViewController {
                @IBOutlet weak var bottom: NSLayoutConstraint!

                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)),
                                                           name: UIResponder.keyboardWillShowNotification, object: nil)
                }

                @objc func keyboardWillShow(_ notification: Notification) {
                    guard let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue else { return }
                    bottom.constant = frame.cgRectValue.height
                }
            }
            """
        let result = LinuxPort.port(input)
        #expect(
            result.text == """
                import UIKit

                class LoginViewController: UIViewController {
                    weak var bottom: NSLayoutConstraint!

                    override func viewWillAppear(_ animated: Bool) {
                        super.viewWillAppear(animated)
                        NotificationCenter.default.addObserver(self, selector: LoginViewController.keyboardWillShow,
                                                               name: UIResponder.keyboardWillShowNotification, object: nil)
                    }

                    func keyboardWillShow(_ notification: Notification) {
                        guard let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue else { return }
                        bottom.constant = frame.cgRectValue.height
                    }

                    // kbsim port: Interface Builder's outlets and actions, connected by name on Linux (no key-value coding there).
                    override func setValue(_ value: Any?, forKey key: String) {
                        switch key {
                        case "bottom": bottom = value as? NSLayoutConstraint
                        default: super.setValue(value, forKey: key)
                        }
                    }
                }
                """)
        #expect(
            result.edits.map(\.description) == [
                "delete import Foundation (import UIKit re-exports it)",
                "delete @IBOutlet (a storyboard connects it through the members added to its class)",
                "#selector(keyboardWillShow(_:)) → LoginViewController.keyboardWillShow",
                "delete @objc",
                "add to class LoginViewController: setValue(_:forKey:) for bottom",
            ])
        #expect(result.edits.map(\.position.line) == [1, 5, 9, 13, 17])
        #expect(result.findings.isEmpty)
    }

    // MARK: Findings

    @Test(
        "what Swift on Linux refuses and no edit fixes is reported, and left",
        arguments: [
            (
                "class A { func f() -> String { #keyPath(A) } }", "#keyPath(A)",
                "#keyPath needs the Objective-C runtime; write the key as a string, or use a Swift key path"
            ),
            (
                "extension A { @IBOutlet var b: UILabel! }", "@IBOutlet",
                "the class A is declared in another file: move this outlet into the class's body, where kbsim port adds the members that connect it"
            ),
            (
                "class A { let s = Selector((\"tap:\")) }", "Selector((\"tap:\"))",
                "a selector made from a string names no method Swift on Linux can call; pass the method itself, Type.method, or Selector(\"name\", Type.method)"
            ),
            (
                "protocol P { func f(); optional func g() }", "optional",
                "an optional requirement needs an @objc protocol; make it required and give it a default in a protocol extension"
            ),
            ("import SwiftUI\n", "import SwiftUI", "there is no SwiftUI on Linux; the code that needs it cannot run under KeyboardSim"),
        ])
    func findings(input: String, code: String, advice: String) {
        let result = LinuxPort.port(input)
        #expect(result.text == input)
        #expect(
            result.findings == [
                PortFinding(
                    at: TextPosition(
                        line: 1,
                        column: input.distance(from: input.startIndex, to: input.range(of: code)?.lowerBound ?? input.startIndex) + 1),
                    code: code, advice: advice)
            ])
    }

    @Test(
        "look-alikes are not findings",
        arguments: [
            "class A { @IBAction func tap(_ sender: Any) {} }",
            "class A { let optional: Int? = nil; func f() -> Selector? { nil } }",
            "struct S { var x: Int? { Optional.none }; func f(_ o: Optional<Int>) {} }",
            "#if canImport(QuartzCore)\nimport QuartzCore\n#endif\n",
            "let s = \"#keyPath(A.x) @IBOutlet\"",
        ])
    func notFindings(input: String) {
        #expect(LinuxPort.port(input).findings.isEmpty)
    }
}

@Suite("LinuxPort: a selector of an inherited UIKit method")
struct LinuxPortInheritedSelectorTests {
    @Test("#selector of a UIKit method the class inherits names UIKit's class; one the class declares keeps the class")
    func inherited() {
        let input = """
            import UIKit

            class SearchViewController<Model: AnyObject>: UIViewController {
                let field = UITextField()
                override func viewDidAppear(_ animated: Bool) {
                    super.viewDidAppear(animated)
                    field.perform(#selector(becomeFirstResponder), with: nil, afterDelay: 0.1)
                        perform(#selector(reload), with: nil, afterDelay: 0.3)
                    perform(#selector(self.resignFirstResponder))
                }
                @objc func reload() {}
                override func resignFirstResponder() -> Bool { super.resignFirstResponder() }
            }

            """
        let text = LinuxPort.port(input).text
        #expect(text.contains("field.perform(Selector(\"becomeFirstResponder\", UIResponder.becomeFirstResponder), with: nil"))
        #expect(text.contains("perform(Selector(\"reload\", SearchViewController.reload), with: nil"))
        #expect(text.contains("perform(Selector(\"resignFirstResponder\", SearchViewController.resignFirstResponder))"))
    }
}
