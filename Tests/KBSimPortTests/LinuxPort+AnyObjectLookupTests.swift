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
                    if let curve = ((info[UIResponder.keyboardAnimationCurveUserInfoKey] as? NSNumber)?.integerValue) { use(curve) }
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
