import Foundation

/// How the user touched a link or an attachment in a text view, as UIKit's
/// `UITextItemInteraction` (iOS 10; deprecated with the delegate methods that take it in iOS 17):
/// a tap, a long press that shows actions, or a press that previews.
public enum UITextItemInteraction: Int, Sendable, CaseIterable {
    /// A tap: open the link, or the attachment's default action.
    case invokeDefaultAction = 0
    /// A long press: the action sheet.
    case presentActions = 1
    /// A press that previews the item.
    case preview = 2
}

/// UIKit's answers without the link and attachment methods: yes, do the default action. None of
/// them is asked here: the simulation taps views and fields, not the text items inside a text
/// view (`Simulation.tap` on a text view focuses it).
extension UITextViewDelegate {
    public func textView(_ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange) -> Bool { true }
    public func textView(_ textView: UITextView, shouldInteractWith textAttachment: NSTextAttachment, in characterRange: NSRange) -> Bool {
        true
    }
    public func textView(
        _ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange, interaction: UITextItemInteraction
    ) -> Bool { true }
    public func textView(
        _ textView: UITextView, shouldInteractWith textAttachment: NSTextAttachment, in characterRange: NSRange,
        interaction: UITextItemInteraction
    ) -> Bool { true }
}
