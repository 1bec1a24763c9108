import Foundation

/// What `kbsim explain` says frame-shift's willShow does, apart from its code: the field's
/// bottom, the gap and the keyboard's top give the shift; the curve becomes options.
extension FrameShiftController: ExplainedTechnique {
    func explanation(of handler: Handler, for notification: Notification) -> [String] {
        guard handler == .keyboardWillShow, let info = KeyboardInfo(notification), let field = activeField else { return [] }
        let keyboardTop = keyboardTop(info.endFrame)
        let gap = CGFloat(configuration.gap)
        let fieldBottom = field.convert(field.bounds, to: view).maxY + shift
        let needed = max(0, fieldBottom + gap - keyboardTop)
        let curve = info.animationCurve.rawValue
        let keyboardText =
            bug == .landscapeWidthAsHeight && view.bounds.width > view.bounds.height
            ? "keyboard top = \(formatNumber(view.bounds.height)) − width \(formatNumber(info.endFrame.width)) (pre-iOS-8 landscape code) = \(formatNumber(keyboardTop))"
            : "keyboard top in the view = \(formatNumber(keyboardTop))"
        return [
            "\(field.debugName) bottom \(formatNumber(fieldBottom)) + gap \(formatNumber(gap)) − \(keyboardText) → shift \(formatNumber(needed))\(needed == 0 ? " (not obscured: nothing moves)" : ""); options = curve \(curve) << 16 = 0x\(String(UInt(curve) << 16, radix: 16))"
        ]
    }
}
