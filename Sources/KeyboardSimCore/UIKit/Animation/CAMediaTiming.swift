import Foundation

/// The timing of an animation or a layer, as Core Animation's `CAMediaTiming` protocol, which
/// `CAAnimation` and `CALayer` adopt as Apple declares them
/// ([CAMediaTiming](https://developer.apple.com/documentation/quartzcore/camediatiming)).
///
/// An animation's timing decides when it runs on the simulation's clock (see ``CAAnimation``);
/// a layer's is kept, and the trace says it is not applied to the animations added to it.
@preconcurrency @MainActor public protocol CAMediaTiming: AnyObject {
    /// When the object begins, in its parent's time (`CACurrentMediaTime()` for an animation).
    var beginTime: CFTimeInterval { get set }
    /// One cycle's length in seconds.
    var duration: CFTimeInterval { get set }
    /// The rate of the object's local time against its parent's.
    var speed: Float { get set }
    /// An offset into the object's local time.
    var timeOffset: CFTimeInterval { get set }
    /// How many cycles it runs (`.infinity`: forever).
    var repeatCount: Float { get set }
    /// How long it repeats, in seconds.
    var repeatDuration: CFTimeInterval { get set }
    /// Whether each cycle runs forwards then backwards.
    var autoreverses: Bool { get set }
    /// What it does outside its active duration.
    var fillMode: CAMediaTimingFillMode { get set }
}

// Adopted in an extension, so that the protocol's main actor does not become the animation's
// (an animation is made and configured on any thread, as on iOS).
extension CAAnimation: CAMediaTiming {}

extension CALayer: CAMediaTiming {}
