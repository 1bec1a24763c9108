import Testing
import KBSimCommands
import KBSimPort

@Suite("LinuxPort: optional protocol requirements")
struct LinuxPortOptionalRequirementsTests {
    static let input = """
        import UIKit

        @objc protocol InputBarDelegate: NSObjectProtocol {
            func inputBar(_ bar: InputBar, didSend text: String)
            @objc optional func inputBar(_ bar: InputBar, didChangeHeight height: CGFloat)
            @objc optional func heightForBar(at index: Int) -> CGFloat
            @objc optional var tint: UIColor { get }
        }

        class InputBar: UIView {
            weak var delegate: InputBarDelegate?
            var onTap: (() -> Void)?

            func grow() {
                delegate?.inputBar?(self, didChangeHeight: 44)
                let height = delegate?.heightForBar?(at: 0) ?? 44
                backgroundColor = delegate?.tint ?? .blue
                if delegate?.responds(to: #selector(InputBarDelegate.heightForBar(at:))) == true {
                    frame.size.height = delegate!.heightForBar!(at: 1)
                }
                onTap?()
                _ = height
            }
        }

        """

    static let expected = """
        import UIKit

        protocol InputBarDelegate: AnyObject, NSObjectProtocol {
            func inputBar(_ bar: InputBar, didSend text: String)
            func inputBar(_ bar: InputBar, didChangeHeight height: CGFloat) throws
            func heightForBar(at index: Int) throws -> CGFloat
            var tint: UIColor { get throws }
        }

        // kbsim port: InputBarDelegate's optional requirements, each a default that throws (not implemented).
        extension InputBarDelegate {
            func inputBar(_ bar: InputBar, didChangeHeight height: CGFloat) throws { throw OptionalRequirementNotImplemented(self, "inputBar(_:didChangeHeight:)") }
            func heightForBar(at index: Int) throws -> CGFloat { throw OptionalRequirementNotImplemented(self, "heightForBar(at:)") }
            var tint: UIColor { get throws { throw OptionalRequirementNotImplemented(self, "tint") } }
        }

        class InputBar: UIView {
            weak var delegate: InputBarDelegate?
            var onTap: (() -> Void)?

            func grow() {
                try? delegate?.inputBar(self, didChangeHeight: 44)
                let height = (try? delegate?.heightForBar(at: 0)) ?? 44
                backgroundColor = (try? delegate?.tint) ?? .blue
                if OptionalRequirement.responds(delegate, to: "heightForBar(at:)") == true {
                    frame.size.height = try! delegate!.heightForBar(at: 1)
                }
                onTap?()
                _ = height
            }
        }

        """

    @Test("requirements become throwing ones with defaults; calls, reads and responds(to:) follow")
    func ported() {
        let result = LinuxPort.port(Self.input)
        #expect(result.text == Self.expected)
        #expect(result.edits.filter { $0.kind == .rewroteOptionalRequirement }.count == 3)
        #expect(result.edits.filter { $0.kind == .rewroteOptionalCall }.count == 4)
        #expect(result.edits.filter { $0.kind == .addedOptionalRequirementDefaults }.count == 1)
        #expect(result.edits.filter { $0.kind == .deletedObjC }.count == 4)
        #expect(
            result.edits.first { $0.kind == .rewroteOptionalCall }?.description
                == "delegate?.inputBar?(self, didChangeHeight: 44) → try? delegate?.inputBar(self, didChangeHeight: 44)")
        #expect(result.findings == [])
        let responds = result.edits.filter { $0.kind == .rewroteRespondsToOptional }
        #expect(responds.map(\.original) == ["delegate?.responds(to: #selector(InputBarDelegate.heightForBar(at:)))"])
        #expect(responds.first?.description.contains("true until a call") == true)
        #expect(!result.edits.contains { $0.kind == .rewroteSelector }, "the #selector went with its responds(to:)")
        let again = LinuxPort.port(result.text)
        #expect(again.text == result.text && again.edits.isEmpty, "porting twice changes nothing")
    }

    @Test("with keepingLines, every line stays where it was")
    func keepingLines() {
        let result = LinuxPort.port(SwiftSource(Self.input), keepingLines: true)
        let lines = result.text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == Self.input.split(separator: "\n", omittingEmptySubsequences: false).count)
        // A `;` after the `}`: Swift refuses two declarations on a line without one.
        #expect(lines[7].hasPrefix("}; extension InputBarDelegate { func inputBar("))
        #expect(lines[14] == "        try? delegate?.inputBar(self, didChangeHeight: 44)")
    }

    @Test("a public protocol's defaults are public; a property with a setter and a static requirement stay, with a finding")
    func publicAndUnsupported() {
        let input = """
            @objc public protocol FormDelegate {
                @objc optional func formDidSubmit(_ form: Form)
                @objc optional var title: String { get set }
                @objc optional static func make() -> Form
            }

            """
        let result = LinuxPort.port(input)
        #expect(
            result.text.contains(
                "public func formDidSubmit(_ form: Form) throws { throw OptionalRequirementNotImplemented(self, \"formDidSubmit(_:)\") }"))
        #expect(result.text.contains("    optional var title: String { get set }\n"))
        #expect(result.text.contains("    optional static func make() -> Form\n"))
        #expect(result.findings.count == 2)
        #expect(result.findings.allSatisfy { $0.advice.contains("optional requirement") })
    }

    @Test("an optional closure property called with ?() and a protocol without optional requirements stay")
    func untouched() {
        let input = """
            import UIKit
            protocol P: AnyObject { func f() }
            class A { var onTap: (() -> Void)?; weak var p: P?; func g() { onTap?(); p?.f() } }

            """
        let result = LinuxPort.port(input)
        #expect(result.text == input)
        #expect(result.edits.isEmpty)
    }

    static let uikitInput = """
        import UIKit

        final class Forwarder: NSObject, UITextFieldDelegate, UIScrollViewDelegate {
            weak var forwardee: UITextFieldDelegate?
            weak var scrollDelegate: UIScrollViewDelegate?
            var scrollViewDidZoom: ((UIScrollView) -> Void)?

            func textFieldShouldReturn(_ textField: UITextField) -> Bool {
                forwardee?.textFieldShouldReturn?(textField) ?? true
            }

            func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
                guard let forwardee else { return true }
                return forwardee.textField?(textField,
                                            shouldChangeCharactersIn: range,
                                            replacementString: string) ?? true
            }

            func scrollViewDidScroll(_ scrollView: UIScrollView) {
                scrollDelegate?.scrollViewDidScroll?(scrollView)
                scrollDelegate!.scrollViewDidEndDecelerating!(scrollView)
                self.scrollViewDidZoom?(scrollView)
            }
        }

        """

    static let uikitNote =
        " (UIKit's protocols have no optional requirements here: a delegate that does not implement it gets UIKit's default, "
        + "which answers where iOS gives nil)"

    @Test("calls of UIKit's own delegates' optional requirements lose their ? or !: UIKit's protocols here have defaults")
    func uikitProtocols() {
        let result = LinuxPort.port(Self.uikitInput)
        let expected = Self.uikitInput
            .replacingOccurrences(of: "textFieldShouldReturn?(", with: "textFieldShouldReturn(")
            .replacingOccurrences(of: "forwardee.textField?(", with: "forwardee.textField(")
            .replacingOccurrences(of: "scrollViewDidScroll?(scrollView)", with: "scrollViewDidScroll(scrollView)")
            .replacingOccurrences(of: "scrollViewDidEndDecelerating!(", with: "scrollViewDidEndDecelerating(")
        #expect(result.text == expected)
        #expect(result.text.contains("self.scrollViewDidZoom?(scrollView)"), "the file's own closure property keeps its ?")
        let calls = result.edits.filter { $0.kind == .rewroteUIKitOptionalCall }
        #expect(
            calls.map(\.description) == [
                "forwardee?.textFieldShouldReturn?(textField) → forwardee?.textFieldShouldReturn(textField)"
                    + Self.uikitNote,
                "forwardee.textField?(textField, shouldChangeCharactersIn: range, replacementString: string) → "
                    + "forwardee.textField(textField, shouldChangeCharactersIn: range, replacementString: string)"
                    + Self.uikitNote,
                "scrollDelegate?.scrollViewDidScroll?(scrollView) → scrollDelegate?.scrollViewDidScroll(scrollView)"
                    + Self.uikitNote,
                "scrollDelegate!.scrollViewDidEndDecelerating!(scrollView) → scrollDelegate!.scrollViewDidEndDecelerating(scrollView)"
                    + Self.uikitNote,
            ])
        #expect(calls.map(\.position.line) == [9, 14, 20, 21])
        #expect(result.edits.count == calls.count && result.findings.isEmpty)
        let again = LinuxPort.port(result.text)
        #expect(again.text == result.text && again.edits.isEmpty, "porting twice changes nothing")
        let kept = LinuxPort.port(SwiftSource(Self.uikitInput), keepingLines: true)
        #expect(kept.text == expected, "the edits stay on their lines")
    }

    @Test("a requirement of the file's own @objc protocol named as a UIKit delegate's takes the file's rewrite")
    func ownProtocolFirst() {
        let input = """
            import UIKit
            @objc protocol ListDelegate: AnyObject { @objc optional func tableView(_ list: List, didPick row: Int) }
            class List { weak var delegate: ListDelegate?; func pick() { delegate?.tableView?(self, didPick: 1) } }

            """
        let result = LinuxPort.port(input)
        #expect(result.text.contains("try? delegate?.tableView(self, didPick: 1)"))
        #expect(!result.edits.contains { $0.kind == .rewroteUIKitOptionalCall })
    }
}
