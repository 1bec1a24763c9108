import UIKit

// The bugs of scroll-view-insets: each is `ScrollViewInsetsController` as an app with that bug
// has it, overriding only the step it gets wrong. Each keeps the name
// `ScrollViewInsetsController` (inside its bug's namespace), so traces name it as they name the
// correct one.

extension TechniqueBug.DoubleSafeArea {
    /// Sets the bottom inset to the keyboard's whole overlap, although the adjusted inset adds
    /// the safe area's bottom already: on a phone with a home indicator the content scrolls
    /// that far too high, leaving a gap of its height above the keyboard.
    final class ScrollViewInsetsController: KeyboardSim.ScrollViewInsetsController {
        override func bottomInset(forOverlap overlap: CGFloat) -> CGFloat {
            overlap
        }
    }
}

extension TechniqueBug.InsetsInDidShow {
    /// Sets the insets and scrolls in `keyboardDidShow`: the keyboard arrives over the field,
    /// and only then does the content scroll, on its own 0.3 s. Its didShow observer is a
    /// selector observer whatever `observers` says, added and removed at the configured points.
    final class ScrollViewInsetsController: KeyboardSim.ScrollViewInsetsController {
        override var setsInsetsOnDidShow: Bool { true }
    }
}

extension TechniqueBug.FrameNotConverted {
    /// Compares the keyboard's end frame, in screen coordinates, with the scroll view's frame in
    /// its superview's: right where the scroll view's superview starts at the screen's origin
    /// (a full-screen iPhone form), wrong in the iPad's form sheet.
    final class ScrollViewInsetsController: KeyboardSim.ScrollViewInsetsController {
        override func keyboardOverlap(inScrollView keyboardFrame: CGRect) -> CGFloat {
            max(0, scrollView.frame.maxY - keyboardFrame.minY)
        }
    }
}

extension TechniqueBug.InsetsNeverRestored {
    /// Does nothing when the keyboard hides: the insets stay, and the content stays scrolled up
    /// with a keyboard's height of empty space below it.
    final class ScrollViewInsetsController: KeyboardSim.ScrollViewInsetsController {
        override func restoreInsets() {}
    }
}
