import Foundation

extension NSLayoutConstraint {
    /// The constant as drawn at `instant`: UIKit animates frames, not constants, but a constant
    /// whose new frames were laid out inside an animation block moves with them; this is that
    /// value.
    public func presentationConstant(at instant: SimulationInstant) -> CGFloat {
        var value = constant
        for animation in constantAnimations {
            value += CGFloat(animation.delta[0] * animation.remaining(at: instant))
        }
        return value
    }
}

extension NSLayoutConstraint: ConstantAnimationTarget {
    var isOnScreen: Bool { (firstItem as? LayoutItem)?.layoutOwningView?.window != nil }

    func constantDidStartAnimating(_ animation: ValueAnimation) {
        constantAnimations.append(animation)
        host?.constantStartedAnimating(self)
    }
}
