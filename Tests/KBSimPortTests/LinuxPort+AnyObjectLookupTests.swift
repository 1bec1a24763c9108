import KBSimPort
import Testing

@Suite("LinuxPort: a number's or a value's member looked up on AnyObject")
struct LinuxPortAnyObjectLookupTests {
    @Test("(x as AnyObject).cgRectValue and .doubleValue are written with NSValue and NSNumber; other members stay (Former)")
    func lookups() {
        let input = """
            import UIKit
            func keyboardWillAppear(_ info: [AnyHashable: Any]) {
                let frame = (info[UIResponder.keyboardFrameEndUserInfoKey]! as AnyObject).cgRectValue
                let duration = (info[UIResponder.keyboardAnimationDurationUserInfoKey]! as AnyObject).doubleValue!
                if let curve = (info[UIResponder.keyboardAnimationCurveUserInfoKey] as AnyObject).integerValue { use(curve) }
                let other = (info["name"] as AnyObject).description
                let kept = (info["x"] as? AnyObject)?.doubleValue
            }

            """
        let result = LinuxPort.port(input)
        #expect(
            result.text == """
                import UIKit
                func keyboardWillAppear(_ info: [AnyHashable: Any]) {
                    let frame = ((info[UIResponder.keyboardFrameEndUserInfoKey]! as? NSValue)?.cgRectValue)
                    let duration = ((info[UIResponder.keyboardAnimationDurationUserInfoKey]! as? NSNumber)?.doubleValue)!
                    if let curve = ((info[UIResponder.keyboardAnimationCurveUserInfoKey] as? NSNumber)?.intValue) { use(curve) }
                    let other = (info["name"] as AnyObject).description
                    let kept = (info["x"] as? AnyObject)?.doubleValue
                }

                """)
        let rewritten = result.edits.filter { $0.kind == .rewroteAnyObjectLookup }
        #expect(rewritten.map(\.position.line) == [3, 4, 5])
        #expect(
            rewritten.first?.description
                == "(info[UIResponder.keyboardFrameEndUserInfoKey]! as AnyObject).cgRectValue → "
                + "((info[UIResponder.keyboardFrameEndUserInfoKey]! as? NSValue)?.cgRectValue) "
                + "(Swift on Linux looks up no member on AnyObject: the cast gives the same optional)")
        #expect(LinuxPort.port(result.text).text == result.text, "porting the port changes nothing")
    }
}

@Suite("LinuxPort: an override in an extension of UIKit's class")
struct LinuxPortExtensionOverrideTests {
    @Test(
        "moved into the file's subclass of it (Former's UITableViewCell extension); reported with advice when no class of the file or module derives from it"
    )
    func extensionOverride() {
        let input = """
            import UIKit
            extension UITableViewCell {
                override open var inputView: UIView? { return super.inputView }
            }
            class Cell: UITableViewCell {
                override var canBecomeFirstResponder: Bool { true }
            }
            extension Cell {
                func helper() {}
            }

            """
        let moved = LinuxPort.port(input)
        #expect(moved.findings.isEmpty)
        #expect(
            moved.text == """
                import UIKit
                extension UITableViewCell {
                }
                class Cell: UITableViewCell {
                    override var canBecomeFirstResponder: Bool { true }
                    override var inputView: UIView? { return super.inputView }
                }
                extension Cell {
                    func helper() {}
                }

                """)
        let alone = """
            import UIKit
            extension UITableViewCell {
                override open var inputView: UIView? { return super.inputView }
            }

            """
        let result = LinuxPort.port(alone)
        #expect(result.text == alone)
        #expect(result.findings.map(\.position.line) == [3])
        #expect(
            result.findings.first?.advice
                == "an override in an extension of UIKit's UITableViewCell: Swift on Linux overrides only in a class's body "
                + "(iOS replaces the Objective-C method); move it into a subclass of UITableViewCell and use that class")
    }
}

@Suite("LinuxPort: a class's description() found at run time")
struct LinuxPortClassDescriptionTests {
    @Test("type(of: x).description() becomes NSStringFromClass(type(of: x)); a value's description stays")
    func rewritten() {
        let input = """
            import UIKit

            func describe(_ object: AnyObject, _ view: UIView) -> String {
                var text = type(of: object).description()
                text += type(of: view.superview!).description() + view.description
                return text + Swift.type(of: view).description()
            }

            """
        let result = LinuxPort.port(input)
        #expect(result.text.contains("var text = NSStringFromClass(type(of: object))"))
        #expect(result.text.contains("text += NSStringFromClass(type(of: view.superview!)) + view.description"))
        #expect(result.text.contains("Swift.type(of: view).description()"), "a qualified type(of:) is left as written")
        #expect(
            result.edits.first?.description
                == "type(of: object).description() → NSStringFromClass(type(of: object)) (NSObject's class method description() is the class's name; Foundation on Linux has no such method, and NSStringFromClass gives the same name)"
        )
    }
}
