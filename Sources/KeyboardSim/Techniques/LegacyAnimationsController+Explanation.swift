import Foundation

/// What `kbsim explain` says legacy-animations' willShow does, apart from its code: the photo
/// ends at the keyboard's top, lowered by the safe area's inset the keyboard covers.
extension LegacyAnimationsController: ExplainedTechnique {
    func explanation(of handler: Handler, for notification: Notification) -> [String] {
        guard handler == .keyboardWillShow, let info = KeyboardInfo(notification) else { return [] }
        let keyboardTop = view.convert(info.endFrame, from: nil).minY
        let inset = view.safeAreaInsets.bottom
        // The photo's frame as the handler sets it (a CGRect reports its height standardized).
        var frame = photo.frame
        frame.size.height = keyboardTop + inset
        return [
            "photo height = keyboard top \(formatNumber(keyboardTop)) + safe area \(formatNumber(inset)) = \(formatNumber(frame.height)); its caption keeps its distance to the photo's bottom (flexible top margin)"
        ]
    }
}
