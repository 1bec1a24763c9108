import UIKit

extension TechniqueBug.LandscapeWidthAsHeight {
    /// frame-shift as pre-iOS-8 tutorials wrote it: the keyboard's frame came in portrait
    /// coordinates, so in landscape its height was its width. Named `FrameShiftController` like
    /// the correct one, so traces name it the same.
    final class FrameShiftController: KeyboardSim.FrameShiftController {
        override func keyboardTop(_ keyboardFrame: CGRect) -> CGFloat {
            let landscape = view.bounds.width > view.bounds.height
            return view.bounds.height - (landscape ? keyboardFrame.width : keyboardFrame.height)
        }
    }
}
