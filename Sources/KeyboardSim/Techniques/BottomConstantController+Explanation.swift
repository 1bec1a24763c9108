import Foundation

/// What `kbsim explain` says bottom-constant's handlers do, apart from their code: the frame
/// read, the height it covers, the safe area, the constant saved and the new one — computed
/// with the controller's own steps (a bug's variant overrides them), worded for the bug.
extension BottomConstantController: ExplainedTechnique {
    func explanation(of handler: Handler, for notification: Notification) -> [String] {
        guard let userInfo = notification.userInfo else { return [] }
        switch handler {
        case .keyboardWillShow:
            guard let keyboardFrame = (userInfo[keyboardFrameKey] as? NSValue)?.rectValue else { return [] }
            return [arithmetic(keyboardFrame)] + animationCall(userInfo)
        case .keyboardWillHide:
            return (originalConstant.map { ["bottomSpace restored to \(formatNumber($0))"] } ?? []) + animationCall(userInfo)
        }
    }

    /// `keyboard from the end frame {{0, 407}, {375, 260}}: the part over the view, 667 − 407 =
    /// 260 − safe area 0 = 260; bottomSpace = -20 − 260 = -280`
    private func arithmetic(_ keyboardFrame: CGRect) -> String {
        let keyboardHeight = keyboardHeight(keyboardFrame)
        let covered = covered(byKeyboardOfHeight: keyboardHeight)
        let saved = bug == .repeatedWillShow ? bottomConstraint.constant : originalConstant ?? bottomConstraint.constant
        let source = keyboardFrameKey == UIResponder.keyboardFrameBeginUserInfoKey ? "the begin frame" : "the end frame"
        let height =
            bug == .sizeOnly
            ? "its height \(formatNumber(keyboardFrame.height))"
            : "the part over the view, \(formatNumber(view.bounds.maxY)) − \(formatNumber(view.convert(keyboardFrame, from: nil).minY)) = \(formatNumber(keyboardHeight))"
        let inset =
            bug == .doubleSafeArea
            ? " (the safe area's \(formatNumber(view.safeAreaInsets.bottom)) not subtracted)"
            : " − safe area \(formatNumber(view.safeAreaInsets.bottom)) = \(formatNumber(covered))"
        return
            "keyboard from \(source) \(keyboardFrame.uiKitDescription): \(height)\(inset); bottomSpace = \(formatNumber(saved)) − \(formatNumber(covered)) = \(formatNumber(saved - covered))"
    }

    /// The animation call, for the bugs that get its timing wrong.
    private func animationCall(_ userInfo: [AnyHashable: Any]) -> [String] {
        guard [.hardCodedTiming, .rawCurveOptions, .curveOrShiftedCurve].contains(bug) else { return [] }
        let options = animationOptions(in: userInfo)
        return [
            "UIView.animate(withDuration: \(formatNumber(animationDuration(in: userInfo))), options: 0x\(String(options.rawValue, radix: 16)) = \(options))"
        ]
    }
}
