import Foundation

/// What `kbsim explain` says constant-with-layout's willShow does, apart from its code: the
/// keyboard's overlap, less the safe area, becomes the entry's bottom constant.
extension ConstantWithLayoutController: ExplainedTechnique {
    func explanation(of handler: Handler, for notification: Notification) -> [String] {
        guard handler == .keyboardWillShow, let info = KeyboardInfo(notification) else { return [] }
        let overlap = keyboardOverlap(info.endFrame)
        let inset = view.safeAreaInsets.bottom
        return [
            "keyboard over the view: \(formatNumber(overlap)); entryBottom = −(\(formatNumber(overlap)) − safe area \(formatNumber(inset))) = \(formatNumber(-max(0, overlap - inset))); the list, pinned to the entry's top, shrinks with it"
        ]
    }
}
