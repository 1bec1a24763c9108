import UIKit

// The bugs of bottom-constant: each is `BottomConstantController` as an app with that bug has
// it, overriding only the lines the tutorial gets wrong. Each keeps the name
// `BottomConstantController` (inside its bug's namespace), so traces name it as they name the
// correct one.

extension TechniqueBug.FrameBegin {
    /// Reads `UIKeyboardFrameBeginUserInfoKey`: where the keyboard starts, not where it ends.
    final class BottomConstantController: KeyboardSim.BottomConstantController {
        override var keyboardFrameKey: String { UIResponder.keyboardFrameBeginUserInfoKey }
    }
}

extension TechniqueBug.SizeOnly {
    /// Takes the frame's height and ignores its origin: wrong wherever the keyboard does not
    /// reach the view's bottom (iPad sheets, split and floating keyboards, a view above a tab bar).
    final class BottomConstantController: KeyboardSim.BottomConstantController {
        override func keyboardHeight(_ keyboardFrame: CGRect) -> CGFloat {
            keyboardFrame.height
        }
    }
}

extension TechniqueBug.NoLayoutIfNeeded {
    /// Changes the constant but lays nothing out in the animation block: the field jumps at the
    /// end of the turn instead of moving with the keyboard.
    final class BottomConstantController: KeyboardSim.BottomConstantController {
        override func animateAlongKeyboard(_ userInfo: [AnyHashable: Any]) {
            UIView.animate(withDuration: animationDuration(in: userInfo), delay: 0, options: animationOptions(in: userInfo), animations: {})
        }
    }
}

extension TechniqueBug.DoubleSafeArea {
    /// Lowers a constant measured from the safe area by the keyboard's full height: the
    /// home-indicator inset counts twice.
    final class BottomConstantController: KeyboardSim.BottomConstantController {
        override func covered(byKeyboardOfHeight keyboardHeight: CGFloat) -> CGFloat {
            keyboardHeight
        }
    }
}

extension TechniqueBug.RepeatedWillShow {
    /// Saves the constant in every willShow: after a second willShow (a height change) it
    /// saves the raised constant and offsets from it twice.
    final class BottomConstantController: KeyboardSim.BottomConstantController {
        override func saveOriginalConstant() {
            originalConstant = bottomConstraint.constant
        }
    }
}

extension TechniqueBug.CrashingSwitch {
    /// Switches over `UIView.AnimationCurve` with a trapping default: the keyboard's curve 7 is
    /// not a case, so the app crashes on the first willShow.
    final class BottomConstantController: KeyboardSim.BottomConstantController {
        override func animateAlongKeyboard(_ userInfo: [AnyHashable: Any]) {
            let curve = UIView.AnimationCurve(animationCurve(in: userInfo))
            switch curve {
            case .easeInOut, .easeIn, .easeOut, .linear:
                super.animateAlongKeyboard(userInfo)
            default:
                trap("Fatal error: unexpected UIView.AnimationCurve \(curve.rawValue) in a switch with a trapping default")
            }
        }
    }
}

extension TechniqueBug.HardCodedTiming {
    /// Animates for a hard-coded 0.3 s on `.curveLinear`; inside the keyboard's own animation
    /// the block inherits the keyboard's timing anyway, out of it the field lags.
    final class BottomConstantController: KeyboardSim.BottomConstantController {
        override func animationDuration(in userInfo: [AnyHashable: Any]) -> TimeInterval { 0.3 }
        override func animationOptions(in userInfo: [AnyHashable: Any]) -> UIView.AnimationOptions { .curveLinear }
    }
}

extension TechniqueBug.RawCurveOptions {
    /// Passes the raw curve as options, without `<< 16`: 7 becomes layoutSubviews |
    /// allowUserInteraction | beginFromCurrentState, and the curve bits say ease-in-out.
    final class BottomConstantController: KeyboardSim.BottomConstantController {
        override func animationOptions(in userInfo: [AnyHashable: Any]) -> UIView.AnimationOptions {
            UIView.AnimationOptions(rawValue: UInt(animationCurve(in: userInfo)))
        }
    }
}

extension TechniqueBug.CurveOrShiftedCurve {
    /// Passes `curve | curve << 16` (0x70007): the keyboard's curve plus three option bits it
    /// did not mean.
    final class BottomConstantController: KeyboardSim.BottomConstantController {
        override func animationOptions(in userInfo: [AnyHashable: Any]) -> UIView.AnimationOptions {
            let curve = UInt(animationCurve(in: userInfo))
            return UIView.AnimationOptions(rawValue: curve | curve << 16)
        }
    }
}
