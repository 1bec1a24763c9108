import Foundation
import Testing
import KBSimPort

/// A module's files ported together: the `@objc` protocol in one file, its calls in another
/// (``PortContext``), and an optional method taken as a value in an `if`.
@Suite("LinuxPort: a module's other files (PortContext)")
struct PortContextTests {
    static let protocolFile = """
        import UIKit

        @objc public protocol ChatBarDelegate: NSObjectProtocol {
            @objc optional func chatBarDidChangeHeight(height: CGFloat)
            @objc optional func chatBarShouldSend(bar: ChatBar, text: String) -> Bool
            @objc optional var accent: UIColor { get }
        }

        """

    static let barFile = """
        import UIKit

        public class ChatBar: UIView {
            public weak var delegate: ChatBarDelegate?
            var accent = UIColor.blue

            func grow(to height: CGFloat) {
                delegate?.chatBarDidChangeHeight?(height: height)
                if let d = delegate, let m = d.chatBarDidChangeHeight {
                    m(height)
                }
                var send = true
                if let m = delegate?.chatBarShouldSend {
                    send = m(self, "hi")
                }
                tintColor = delegate?.accent ?? accent
                backgroundColor = self.accent
                _ = send
            }
        }

        """

    static let portedBar = """
        import UIKit

        public class ChatBar: UIView {
            public weak var delegate: ChatBarDelegate?
            var accent = UIColor.blue

            func grow(to height: CGFloat) {
                try? delegate?.chatBarDidChangeHeight(height: height)
                if let d = delegate, let m = OptionalRequirement.method(d, "chatBarDidChangeHeight(height:)", d.chatBarDidChangeHeight) { do {
                    try m(height)
                } catch {} }
                var send = true
                if let m = OptionalRequirement.method(delegate, "chatBarShouldSend(bar:text:)", delegate?.chatBarShouldSend) { do {
                    send = try m(self, "hi")
                } catch {} }
                tintColor = (try? delegate?.accent) ?? accent
                backgroundColor = self.accent
                _ = send
            }
        }

        """

    @Test("the context holds the module's optional requirements, once each, and reads back from its manifest")
    func context() throws {
        let context = PortContext([SwiftSource(Self.protocolFile), SwiftSource(Self.barFile), SwiftSource(Self.protocolFile)])
        #expect(
            context.optionalRequirements.map(\.swiftName) == ["chatBarDidChangeHeight(height:)", "chatBarShouldSend(bar:text:)", "accent"])
        #expect(context.optionalRequirements.allSatisfy { $0.protocolName == "ChatBarDelegate" })
        #expect(context.optionalRequirements.map(\.isProperty) == [false, false, true])
        #expect(try PortContext.read(manifest: context.manifest()) == context)
        #expect(context.manifest() == PortContext([SwiftSource(Self.protocolFile)]).manifest(), "the same module, the same manifest")
        #expect(throws: (any Error).self) { try PortContext.read(manifest: "{\"optionalRequirements\": 3}") }
    }

    @Test("another file's calls, values taken in an if, and ?. reads are ported; alone the file is left as it was")
    func otherFile() {
        let context = PortContext([SwiftSource(Self.protocolFile)])
        let result = LinuxPort.port(SwiftSource(Self.barFile), context: context)
        #expect(result.text == Self.portedBar)
        #expect(result.findings.isEmpty)
        #expect(result.edits.filter { $0.kind == .rewroteOptionalCall }.count == 6)
        // Ported on its own, the file knows no ChatBarDelegate: nothing of it is touched.
        let alone = LinuxPort.port(SwiftSource(Self.barFile))
        #expect(!alone.text.contains("OptionalRequirement") && !alone.text.contains("try?"))
        // With keepingLines every line stays where it was.
        let kept = LinuxPort.port(SwiftSource(Self.barFile), keepingLines: true, context: context)
        #expect(kept.text == Self.portedBar)
        #expect(LinuxPort.port(SwiftSource(result.text), context: context).text == result.text, "porting twice changes nothing")
    }

    @Test(
        "a value taken in the declaring file is ported too; a guard, a receiver with a call and a body with its own try are left with a finding"
    )
    func refusals() {
        let input = """
            import UIKit
            @objc protocol P: AnyObject { @objc optional func f(_ x: Int) }
            class A {
                weak var p: P?
                func make() -> P? { p }
                func g() throws {
                    if let m = p?.f { m(1) }
                    if let m = make()?.f { m(2) }
                    if let m = p?.f { try h(); m(3) }
                    guard let m = p?.f else { return }
                    m(4)
                }
                func h() throws {}
            }

            """
        let result = LinuxPort.port(input)
        #expect(result.text.contains("if let m = OptionalRequirement.method(p, \"f(_:)\", p?.f) { do { try m(1) } catch {} }"))
        #expect(result.text.contains("if let m = make()?.f { m(2) }"))
        #expect(result.text.contains("if let m = p?.f { try h(); m(3) }"))
        #expect(result.text.contains("guard let m = p?.f else { return }"))
        #expect(
            result.findings.map(\.advice) == [
                "an optional requirement taken as a value (its receiver has a call) has no mechanical Linux form; call it with try? where the value is used",
                "an optional requirement taken as a value (the if's body has a try of its own) has no mechanical Linux form; call it with try? where the value is used",
            ])
    }

    @Test("another file's method is known by its whole name: a UIKit delegate's call of the same base name takes UIKit's rewrite")
    func labels() {
        let context = PortContext([
            SwiftSource("@objc protocol BarDelegate: AnyObject { @objc optional func textViewDidChange(textView: UITextView) }\n")
        ])
        let input = """
            import UIKit
            class Bar: UIView {
                weak var delegate: BarDelegate?
                let textView = UITextView()
                func changed() {
                    textView.delegate?.textViewDidChange?(textView)
                    delegate?.textViewDidChange?(textView: textView)
                }
            }

            """
        let result = LinuxPort.port(SwiftSource(input), context: context)
        #expect(result.text.contains("        textView.delegate?.textViewDidChange(textView)\n"))
        #expect(result.text.contains("        try? delegate?.textViewDidChange(textView: textView)\n"))
        #expect(result.edits.map(\.kind) == [.rewroteUIKitOptionalCall, .rewroteOptionalCall])
    }

    @Test("another file's property is read as the requirement only after ?.; a closure property of the file called with ?() stays")
    func propertiesAndClosures() {
        let context = PortContext([
            SwiftSource("@objc protocol Q: AnyObject { @objc optional var title: String { get }; @objc optional func onTap() }\n")
        ])
        let input = """
            import UIKit
            class B: UIView {
                weak var q: Q?
                var onTap: (() -> Void)?
                func g(_ label: UILabel) { label.text = q?.title ?? "none"; label.text = label.title; onTap?() }
            }

            """
        let result = LinuxPort.port(SwiftSource(input), context: context)
        #expect(result.text.contains("label.text = (try? q?.title) ?? \"none\"; label.text = label.title; onTap?()"))
    }
}
