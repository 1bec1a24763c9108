import UIKit

extension TechniqueBug.RepeatedWillShow {
    /// stack-offset saving the top constant in every willShow: after a second willShow it saves
    /// the moved constant, and the hide restores that instead of the original. Named
    /// `StackOffsetController` like the correct one, so traces name it the same.
    final class StackOffsetController: KeyboardSim.StackOffsetController {
        override func saveOriginalTop() {
            originalTop = outerTop.constant
        }
    }
}
