import KBSimCommands
import KBSimPort
import Testing

@Suite("LinuxPort: NSObject's accessibility properties")
struct LinuxPortNSObjectOverridesTests {
    @Test(
        "override of an accessibility property in a class that inherits NSObject itself: override goes (IQKeyboardToolbar's configurations)"
    )
    func nsObjectSubclass() {
        let input = """
            import UIKit

            @objcMembers public final class BarButtonConfiguration: NSObject {
                public override var accessibilityLabel: String? { didSet { } }
                override var isAccessibilityElement: Bool {
                    get { true }
                    set {}
                }
            }

            final class Box<T: Equatable>: Foundation.NSObject {
                override var accessibilityHint: String? { get { nil } set {} }
            }

            """
        let result = LinuxPort.port(input)
        #expect(result.text.contains("    public var accessibilityLabel: String? { didSet { } }\n"))
        #expect(result.text.contains("    var isAccessibilityElement: Bool {\n"))
        #expect(result.text.contains("    var accessibilityHint: String? { get { nil } set {} }\n"))
        #expect(!result.text.contains("override"))
        let deleted = result.edits.filter { $0.kind == .deletedNSObjectOverride }
        #expect(deleted.map(\.position.line) == [4, 5, 12])
        #expect(
            deleted.first?.description
                == "delete override of accessibilityLabel (UIKit adds it to NSObject; Foundation on Linux's NSObject has none)")
        #expect(LinuxPort.port(result.text).text == result.text, "porting the port changes nothing")
    }

    @Test("a view's, another superclass's, or another property's override stays")
    func otherOverridesStay() {
        let input = """
            import UIKit

            final class Cell: UIView {
                override var accessibilityLabel: String? { get { "cell" } set {} }
            }
            final class Item: BaseItem {
                override var accessibilityLabel: String? { get { "item" } set {} }
            }
            final class Model: NSObject {
                override var description: String { "model" }
            }

            """
        let result = LinuxPort.port(input)
        #expect(!result.edits.contains { $0.kind == .deletedNSObjectOverride })
        #expect(result.text.components(separatedBy: "override var").count == 4)
    }
}

@Suite("LinuxPort: empty attributed strings")
struct LinuxPortEmptyAttributedStringTests {
    @Test("NSAttributedString() and NSMutableAttributedString() get (string: \"\") (InputBarAccessoryView's AttachmentCell)")
    func emptyAttributedStrings() {
        let input = """
            import UIKit
            let title = NSMutableAttributedString()
            let empty = NSAttributedString()
            let kept = NSAttributedString(string: "x")
            let type = NSMutableAttributedString.self
            let nested = Foundation.NSMutableAttributedString( )

            """
        let result = LinuxPort.port(input)
        #expect(
            result.text == """
                import UIKit
                let title = NSMutableAttributedString(string: "")
                let empty = NSAttributedString(string: "")
                let kept = NSAttributedString(string: "x")
                let type = NSMutableAttributedString.self
                let nested = Foundation.NSMutableAttributedString( )

                """)
        let rewritten = result.edits.filter { $0.kind == .rewroteEmptyAttributedString }
        #expect(
            rewritten.map(\.description) == [
                "NSMutableAttributedString() → NSMutableAttributedString(string: \"\") (Foundation on Linux's attributed strings have no init())",
                "NSAttributedString() → NSAttributedString(string: \"\") (Foundation on Linux's attributed strings have no init())",
            ])
        #expect(LinuxPort.port(result.text).text == result.text, "porting the port changes nothing")
    }
}
