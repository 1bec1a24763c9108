import KBSimPort
import Testing
import UIKit

/// Implements only the required method: an NSObject, as many delegates are.
private final class SilentDelegate: NSObject, GrowingInputBarDelegate {
    var sent: [String] = []
    func inputBar(_ inputBar: GrowingInputBar, didSend text: String) { sent.append(text) }
}

/// Not an NSObject, implementing one of two optional requirements, in another file than the
/// protocol (the port's protocol extension gives it the other).
private final class RowLogger: FormRowDelegate {
    var log: [String] = []
    func rowDidEndEditing(_ row: Int) { log.append("end \(row)") }
}

@MainActor @Suite("kbsim port: @objc optional requirements, ported and compiled, behave as on iOS")
struct GrowingInputBarTests {
    static let directory = PortedSource.testDirectory

    @Test("LinuxPort.port(Originals/GrowingInputBar.swift) is Ports/GrowingInputBar.swift, byte for byte, with nothing left to do")
    func portIsTheCompiledFile() throws {
        let original = try String(contentsOf: Self.directory.appendingPathComponent("Originals/GrowingInputBar.swift"), encoding: .utf8)
        let port = try String(contentsOf: Self.directory.appendingPathComponent("Ports/GrowingInputBar.swift"), encoding: .utf8)
        let result = LinuxPort.port(original)
        #expect(result.text == port)
        #expect(result.findings == [])
        #expect(result.edits.filter { $0.kind == .rewroteOptionalRequirement }.count == 6)
        #expect(result.edits.filter { $0.kind == .addedOptionalRequirementDefaults }.count == 2)
        #expect(result.edits.filter { $0.kind == .rewroteOptionalCall }.count == 6)
        #expect(result.edits.filter { $0.kind == .rewroteRespondsToOptional }.count == 1)
    }

    @Test("a conformer implementing every optional requirement is called for each, and answers responds(to:) yes")
    func fullConformer() {
        let bar = GrowingInputBar()
        let controller = ComposeViewController()
        bar.delegate = controller
        #expect(bar.delegateFollowsHeight)
        bar.grow(by: 1)
        bar.grow(by: 5)
        #expect(controller.heights == [64, 80], "its maximumHeight(for:), 80, caps the second")
        #expect(bar.height == 80)
        bar.send("hi")
        #expect(controller.sent == ["hi"])
        #expect(bar.sendButtonColor == .systemGreen)
        controller.allowsSending = false
        bar.send("no")
        #expect(controller.sent == ["hi"], "its inputBarShouldSend, in an extension, said no")
        #expect(bar.delegateFollowsHeight)
    }

    @Test("a conformer implementing none gets iOS's fallbacks, and responds(to:) says no once a call has shown it")
    func requiredOnly() {
        let bar = GrowingInputBar()
        let delegate = SilentDelegate()
        bar.delegate = delegate
        // The limit the port reports: before any call, Linux cannot tell (iOS says no here).
        #expect(bar.delegateFollowsHeight)
        bar.grow(by: 5)
        #expect(bar.height == 120, "no maximumHeight(for:): the bar's own 120")
        bar.send("hi")
        #expect(delegate.sent == ["hi"], "no inputBarShouldSend: sent")
        #expect(bar.sendButtonColor == .systemBlue, "no sendButtonTint: the bar's own blue")
        #expect(!bar.delegateFollowsHeight, "grow(by:) reached the default of inputBar(_:didChangeHeight:)")
    }

    @Test("no delegate: responds(to:) is nil, as delegate?.responds(to:) is")
    func noDelegate() {
        #expect(OptionalRequirement.responds(nil, to: "inputBar(_:didChangeHeight:)") == nil)
        #expect(GrowingInputBar().delegateFollowsHeight == false)
    }

    @Test("a class that is not an NSObject, implementing one of two: that one is called, the other does nothing")
    func partialConformer() {
        let row = FormRow(index: 3)
        let logger = RowLogger()
        row.owner = logger
        row.beginEditing()
        row.endEditing()
        #expect(logger.log == ["end 3"])
        #expect(throws: OptionalRequirementNotImplemented.self) { try logger.rowDidBeginEditing(3) }
        #expect(!OptionalRequirement.responds(logger, to: "rowDidBeginEditing(_:)"))
        #expect(OptionalRequirement.responds(logger, to: "rowDidEndEditing(_:)"))
    }

    @Test("the default's error names the class and the requirement")
    func errorDescription() {
        let error = OptionalRequirementNotImplemented(RowLogger(), "rowDidBeginEditing(_:)")
        #expect(
            error.description
                == "RowLogger does not implement the optional requirement rowDidBeginEditing(_:) (its protocol extension's default was called)"
        )
    }
}
