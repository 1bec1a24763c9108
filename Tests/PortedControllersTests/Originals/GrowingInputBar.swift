import UIKit

/// A chat input bar that tells its delegate what happens, in the shape chat libraries publish:
/// an `@objc` protocol whose requirements are mostly optional, called with `?(`, read with `??`
/// and probed with `responds(to:)`.
@MainActor @objc protocol GrowingInputBarDelegate: NSObjectProtocol {
    func inputBar(_ inputBar: GrowingInputBar, didSend text: String)
    @objc optional func inputBar(_ inputBar: GrowingInputBar, didChangeHeight height: CGFloat)
    @objc optional func inputBarShouldSend(_ inputBar: GrowingInputBar) -> Bool
    @objc optional func maximumHeight(for inputBar: GrowingInputBar) -> CGFloat
    @objc optional var sendButtonTint: UIColor { get }
}

/// A form's rows tell their owner, which need not be an NSObject.
@objc protocol FormRowDelegate: AnyObject {
    @objc optional func rowDidBeginEditing(_ row: Int)
    @objc optional func rowDidEndEditing(_ row: Int)
}

final class GrowingInputBar: UIView {
    weak var delegate: GrowingInputBarDelegate?
    private(set) var height: CGFloat = 44
    private(set) var sendButtonColor: UIColor = .systemBlue

    /// Grows by `lines` lines of 20 points, up to the delegate's maximum (120 when it has none).
    func grow(by lines: Int) {
        let maximum = delegate?.maximumHeight?(for: self) ?? 120
        height = min(44 + CGFloat(lines) * 20, maximum)
        delegate?.inputBar?(self, didChangeHeight: height)
    }

    /// Sends `text` unless the delegate says not to.
    func send(_ text: String) {
        guard delegate?.inputBarShouldSend?(self) ?? true else { return }
        sendButtonColor = delegate?.sendButtonTint ?? .systemBlue
        delegate?.inputBar(self, didSend: text)
    }

    /// Whether the delegate wants to hear of height changes.
    var delegateFollowsHeight: Bool {
        delegate?.responds(to: #selector(GrowingInputBarDelegate.inputBar(_:didChangeHeight:))) == true
    }
}

/// A screen that implements every requirement: `@objc` on its methods, one in an extension.
final class ComposeViewController: UIViewController, GrowingInputBarDelegate {
    private(set) var sent: [String] = []
    private(set) var heights: [CGFloat] = []
    var allowsSending = true

    func inputBar(_ inputBar: GrowingInputBar, didSend text: String) { sent.append(text) }
    @objc func inputBar(_ inputBar: GrowingInputBar, didChangeHeight height: CGFloat) { heights.append(height) }
    @objc func maximumHeight(for inputBar: GrowingInputBar) -> CGFloat { 80 }
    @objc var sendButtonTint: UIColor { .systemGreen }
}

extension ComposeViewController {
    @objc func inputBarShouldSend(_ inputBar: GrowingInputBar) -> Bool { allowsSending }
}

final class FormRow {
    weak var owner: FormRowDelegate?
    let index: Int

    init(index: Int) { self.index = index }

    func beginEditing() { owner?.rowDidBeginEditing?(index) }
    func endEditing() { owner?.rowDidEndEditing?(index) }
}
