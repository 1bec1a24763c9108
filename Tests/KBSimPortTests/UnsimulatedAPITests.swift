import Testing
@testable import KBSimCommands
@testable import KBSimPort

@Suite("UnsimulatedAPI")
struct UnsimulatedAPITests {
    /// A table of its own, so that these tests hold while the simulation grows.
    private let simulated: Set<String> = ["UIView", "UIViewController", "UIImageView", "UIButton", "NSLayoutConstraint", "UIEdgeInsets"]

    private func names(_ text: String) -> [UnsimulatedName] { UnsimulatedAPI.names(in: SwiftSource(text), simulated: simulated) }

    @Test("unsimulated names, each with every place it is used, ordered by first use")
    func found() {
        let text = """
            import UIKit

            final class ProfileViewController: UIViewController {
                let avatar = UIImageView(image: UIImage(named: "avatar"))
                override func viewDidLoad() {
                    view.backgroundColor = UIColor.systemBackground
                    avatar.layer.cornerRadius = 4; let l: CALayer = view.layer
                    avatar.tintColor = UIColor.red; UIView.transition(with: view, duration: 1, options: [], animations: nil)
                }
            }
            """
        let found = names(text)
        #expect(found.map(\.name) == ["UIImage", "UIColor", "CALayer"])
        #expect(
            found.map(\.positions) == [
                [TextPosition(line: 4, column: 37)],
                [TextPosition(line: 6, column: 32), TextPosition(line: 8, column: 28)],
                [TextPosition(line: 7, column: 47)],
            ])
        #expect(found[1].description == "UIColor at 6:32, 8:28")
    }

    @Test("simulated names, Foundation's on Linux, and the file's own are not reported")
    func notReported() {
        let text = """
            import UIKit
            class UIFancyButton: UIButton {}
            typealias UIThing = UIView
            func NSDoSomething() {}
            let constraint: NSLayoutConstraint? = nil
            let frame = (NSValue(cgRect: CGRect.zero) as NSValue).cgRectValue
            let inset = UIEdgeInsets(top: 1, left: 0, bottom: 0, right: 0); NSLog("%@", NSNumber(value: 1))
            let f: CGFloat = 0; let fancy = UIFancyButton(); let t: UIThing? = nil
            """
        #expect(names(text).isEmpty)
    }

    @Test("comments, strings, imports and members after a dot are not uses; a module-qualified name is")
    func notUses() {
        let text = """
            import UIKit.UIGestureRecognizerSubclass
            // UIColor in a comment
            let s = "UIColor in a string \\(1)"
            let n = Notification.Name.UIKeyboardWillShow
            let c = UIKit.UIColor.red
            """
        #expect(names(text).map(\.name) == ["UIColor"])
        #expect(names(text).first?.positions == [TextPosition(line: 5, column: 15)])
    }

    @Test("the command's table is SimulatedUIKit's")
    func defaultTable() {
        let text = "let a: UIView? = nil; let b: UIPasteControl? = nil"
        #expect(UnsimulatedAPI.names(in: SwiftSource(text)) == UnsimulatedAPI.names(in: SwiftSource(text), simulated: SimulatedUIKit.names))
        #expect(UnsimulatedAPI.names(in: SwiftSource(text)).map(\.name) == ["UIPasteControl"])
    }

    @Test(
        "what looks like UIKit's",
        arguments: [
            ("UIColor", true), ("NSLayoutConstraint", true), ("CALayer", true), ("CGAffineTransform", true),
            ("UIGraphicsBeginImageContext", true), ("NSParagraphStyle", true),
            ("CAPTION_HEIGHT", false), ("NSURL", false), ("UI", false), ("Ui", false), ("UIx", false), ("CartItem", false),
            ("Label", false),
        ])
    func looksLikeUIKit(name: String, expected: Bool) {
        #expect(UnsimulatedAPI.looksLikeUIKit(name) == expected)
    }
}
