import Foundation
import Testing

@testable import KBSimPort

@Suite("LinuxPort: raw values of UIKit's enums")
struct LinuxPortEnumRawValueTests {
    @Test("Type(rawValue:) of a UIKit enum names the case for a raw value the simulation lacks (FormToolbar)")
    func rewritesUIKitEnums() {
        let input = """
            import UIKit
            enum UIBarButtonHiddenItem: Int {
                case prev = 101
                var systemItem: UIBarButtonSystemItem { return UIBarButtonSystemItem(rawValue: rawValue)! }
            }
            let a = UIBarButtonItem.SystemItem(rawValue: 101)!
            let b = UIKeyboardType.init(rawValue: f(x, y)) ?? .default
            let c = UIKit.UIReturnKeyType(rawValue: 3)
            let d = UIControl.Event(rawValue: 1 << 24)
            let e = UIBarButtonHiddenItem(rawValue: 101)
            let g: UIKeyboardType? = .init(rawValue: 4)
            let h = UIKeyboardType(rawValue: 4, ifUnknown: .numberPad)
            let i = "UIKeyboardType(rawValue: 4)" // UIKeyboardType(rawValue: 4)

            """
        let result = LinuxPort.port(input)
        #expect(
            result.text == """
                import UIKit
                enum UIBarButtonHiddenItem: Int {
                    case prev = 101
                    var systemItem: UIBarButtonSystemItem { return UIBarButtonSystemItem(rawValue: rawValue, ifUnknown: .done)! }
                }
                let a = UIBarButtonItem.SystemItem(rawValue: 101, ifUnknown: .done)!
                let b = UIKeyboardType.init(rawValue: f(x, y), ifUnknown: .default) ?? .default
                let c = UIKit.UIReturnKeyType(rawValue: 3, ifUnknown: .default)
                let d = UIControl.Event(rawValue: 1 << 24)
                let e = UIBarButtonHiddenItem(rawValue: 101)
                let g: UIKeyboardType? = .init(rawValue: 4)
                let h = UIKeyboardType(rawValue: 4, ifUnknown: .numberPad)
                let i = "UIKeyboardType(rawValue: 4)" // UIKeyboardType(rawValue: 4)

                """)
        let edits = result.edits.filter { $0.kind == .rewroteUIKitEnumRawValue }
        #expect(edits.map(\.position.line) == [4, 6, 7, 8])
        #expect(
            edits.dropFirst().first?.description
                == "UIBarButtonItem.SystemItem(rawValue: 101) → UIBarButtonItem.SystemItem(rawValue: 101, ifUnknown: .done) "
                + "(on iOS an Objective-C enum of UIKit's takes any raw value; here one the simulation does not declare gives "
                + "the case named, and the trace says so)")
        #expect(LinuxPort.port(result.text).text == result.text, "porting the port changes nothing")
    }

    @Test("a file that declares a type of the enum's name is left alone; a pod's file that gets import UIKit is ported")
    func leavesOwnTypes() {
        let own = """
            import UIKit
            enum UIKeyboardType: Int { case a = 1 }
            let k = UIKeyboardType(rawValue: 1)!

            """
        #expect(LinuxPort.port(own).text == own)
        let foundationOnly = """
            import Foundation
            let k = UIKeyboardType(rawValue: 1)!

            """
        #expect(LinuxPort.port(foundationOnly).text == "import UIKit\nlet k = UIKeyboardType(rawValue: 1, ifUnknown: .default)!\n")
    }

    @Test("the reader: public integer enums, nested by their scope, the case whose raw value is 0 or the first, aliases")
    func reader() {
        let text = """
            public enum UIKeyboardType: Int, Sendable { case `default` = 0, asciiCapable }
            public enum UIModalPresentationStyle: Int { case automatic = -2, none = -1, fullScreen = 0, pageSheet }
            public enum UIThreeOnly: Int { case one = 1, two }
            public enum UIImplicit: UInt { case first, second }
            public enum UIStringy: String { case a }
            enum UIInternal: Int { case a }
            public enum NotUIKit: Int { case a }
            public class UIBarButtonItem {
                public enum SystemItem: Int { case done = 0, cancel }
                enum Hidden: Int { case x }
                public typealias Item = SystemItem
            }
            public extension UIView { enum AnimationCurve: Int { case easeInOut, easeIn } }
            extension UIView { public enum Tint: Int32 { case a = 5 } }
            public typealias UIBarButtonSystemItem = UIBarButtonItem.SystemItem
            public typealias UIOther = Swift.Int

            """
        #expect(
            SimulatedUIKit.integerEnums(in: [text]) == [
                "UIKeyboardType": "default", "UIModalPresentationStyle": "fullScreen", "UIThreeOnly": "one", "UIImplicit": "first",
                "UIBarButtonItem.SystemItem": "done", "UIBarButtonItem.Item": "done", "UIView.AnimationCurve": "easeInOut",
                "UIView.Tint": "a", "UIBarButtonSystemItem": "done",
            ])
    }

    @Test("the table is what the simulation's sources declare")
    func tableMatchesSources() throws {
        var texts: [String] = []
        for root in SimulatedUIKitTests.roots {
            let folder = repository.appendingPathComponent(root)
            guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { continue }
            for case let url as URL in walker where url.pathExtension == "swift" {
                texts.append(try String(contentsOf: url, encoding: .utf8))
            }
        }
        let truth = SimulatedUIKit.integerEnums(in: texts)
        #expect(truth.count > 100 && truth["UIBarButtonItem.SystemItem"] == "done")
        let table = SimulatedUIKit.integerEnums
        let lines = truth.keys.sorted().map { "\"\($0)\": \"\(truth[$0]!)\"," }
        #expect(
            table == truth,
            """
            SimulatedUIKit.integerEnums (Sources/KBSimPort/SimulatedUIKit+IntegerEnums.swift) is out of date with the sources; \
            differing: \(Set(table.keys).symmetricDifference(truth.keys).union(truth.keys.filter { table[$0] != nil && table[$0] != truth[$0] }).sorted()). \
            The table the sources give:
            \(lines.joined(separator: "\n"))
            """)
    }
}
