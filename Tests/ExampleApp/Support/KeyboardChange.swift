import UIKit

/// What a keyboard notification says about the keyboard's move: where it ends, how long it takes
/// and along which curve, read from the notification's userInfo.
struct KeyboardChange {
    let endFrame: CGRect
    let duration: TimeInterval
    let options: UIView.AnimationOptions

    init?(_ notification: Notification) {
        guard let info = notification.userInfo,
              let endFrame = (info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue,
              let duration = info[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double,
              let curve = info[UIResponder.keyboardAnimationCurveUserInfoKey] as? UInt else { return nil }
        self.endFrame = endFrame
        self.duration = duration
        self.options = UIView.AnimationOptions(rawValue: curve << 16)
    }

    /// How many points of `view`'s bottom the keyboard covers, less the safe area the constraint
    /// already keeps clear. The frame is in screen coordinates: converted, then intersected with
    /// the view, as Apple's documentation asks, so an iPad keyboard that is undocked, split or
    /// floating (its frame empty, or away from the bottom edge) covers nothing.
    @MainActor func overlap(in view: UIView) -> CGFloat {
        let keyboard = view.convert(endFrame, from: nil).intersection(view.bounds)
        guard !keyboard.isNull, keyboard.height > 0, keyboard.maxY >= view.bounds.maxY else { return 0 }
        return max(0, keyboard.height - view.safeAreaInsets.bottom)
    }
}
