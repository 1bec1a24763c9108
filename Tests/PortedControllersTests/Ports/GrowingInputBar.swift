import UIKit

/// A chat input bar that tells its delegate what happens, in the shape chat libraries publish:
/// an `@objc` protocol whose requirements are mostly optional, called with `?(`, read with `??`
/// and probed with `responds(to:)`.
@MainActor protocol GrowingInputBarDelegate: AnyObject, NSObjectProtocol {
    func inputBar(_ inputBar: GrowingInputBar, didSend text: String)
    func inputBar(_ inputBar: GrowingInputBar, didChangeHeight height: CGFloat) throws
    func inputBarShouldSend(_ inputBar: GrowingInputBar) throws -> Bool
    func maximumHeight(for inputBar: GrowingInputBar) throws -> CGFloat
    var sendButtonTint: UIColor { get throws }
}

// kbsim port: GrowingInputBarDelegate's optional requirements, each a default that throws (not implemented).
extension GrowingInputBarDelegate {
    func inputBar(_ inputBar: GrowingInputBar, didChangeHeight height: CGFloat) throws { throw OptionalRequirementNotImplemented(self, "inputBar(_:didChangeHeight:)") }
    func inputBarShouldSend(_ inputBar: GrowingInputBar) throws -> Bool { throw OptionalRequirementNotImplemented(self, "inputBarShouldSend(_:)") }
    func maximumHeight(for inputBar: GrowingInputBar) throws -> CGFloat { throw OptionalRequirementNotImplemented(self, "maximumHeight(for:)") }
    var sendButtonTint: UIColor { get throws { throw OptionalRequirementNotImplemented(self, "sendButtonTint") } }
}

/// A form's rows tell their owner, which need not be an NSObject.
protocol FormRowDelegate: AnyObject {
    func rowDidBeginEditing(_ row: Int) throws
    func rowDidEndEditing(_ row: Int) throws
}

// kbsim port: FormRowDelegate's optional requirements, each a default that throws (not implemented).
extension FormRowDelegate {
    func rowDidBeginEditing(_ row: Int) throws { throw OptionalRequirementNotImplemented(self, "rowDidBeginEditing(_:)") }
    func rowDidEndEditing(_ row: Int) throws { throw OptionalRequirementNotImplemented(self, "rowDidEndEditing(_:)") }
}

final class GrowingInputBar: UIView {
    weak var delegate: GrowingInputBarDelegate?
    private(set) var height: CGFloat = 44
    private(set) var sendButtonColor: UIColor = .systemBlue

    /// Grows by `lines` lines of 20 points, up to the delegate's maximum (120 when it has none).
    func grow(by lines: Int) {
        let maximum = (try? delegate?.maximumHeight(for: self)) ?? 120
        height = min(44 + CGFloat(lines) * 20, maximum)
        try? delegate?.inputBar(self, didChangeHeight: height)
    }

    /// Sends `text` unless the delegate says not to.
    func send(_ text: String) {
        guard (try? delegate?.inputBarShouldSend(self)) ?? true else { return }
        sendButtonColor = (try? delegate?.sendButtonTint) ?? .systemBlue
        delegate?.inputBar(self, didSend: text)
    }

    /// Whether the delegate wants to hear of height changes.
    var delegateFollowsHeight: Bool {
        OptionalRequirement.responds(delegate, to: "inputBar(_:didChangeHeight:)") == true
    }
}

/// A screen that implements every requirement: `@objc` on its methods, one in an extension.
final class ComposeViewController: UIViewController, GrowingInputBarDelegate {
    private(set) var sent: [String] = []
    private(set) var heights: [CGFloat] = []
    var allowsSending = true

    func inputBar(_ inputBar: GrowingInputBar, didSend text: String) { sent.append(text) }
    func inputBar(_ inputBar: GrowingInputBar, didChangeHeight height: CGFloat) { heights.append(height) }
    func maximumHeight(for inputBar: GrowingInputBar) -> CGFloat { 80 }
    var sendButtonTint: UIColor { .systemGreen }
}

extension ComposeViewController {
    func inputBarShouldSend(_ inputBar: GrowingInputBar) -> Bool { allowsSending }
}

final class FormRow {
    weak var owner: FormRowDelegate?
    let index: Int

    init(index: Int) { self.index = index }

    func beginEditing() { try? owner?.rowDidBeginEditing(index) }
    func endEditing() { try? owner?.rowDidEndEditing(index) }
}
