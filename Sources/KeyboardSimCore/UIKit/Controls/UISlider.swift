import Foundation

/// A slider, as UIKit's `UISlider`: a value between `minimumValue` and `maximumValue`.
///
/// The value is stored and held to its range, as UIKit holds it; setting it in code sends
/// nothing. `Simulation.slide(_:to:)` is the user's drag: it sets the value and sends
/// `.valueChanged` (once, as a drag that ends there with `isContinuous` false does; a continuous
/// slider sends more while the finger moves, which is not simulated). Its intrinsic height is 31
/// points (unconfirmed: the thumb's height apps assume; no public measurement here).
open class UISlider: UIControl {
    private var storedValue: Float = 0

    /// The value, held to `minimumValue`…`maximumValue` (default 0).
    open var value: Float {
        get { storedValue }
        set { storedValue = clamped(newValue) }
    }
    /// The smallest value (default 0). A value below it is raised to it.
    open var minimumValue: Float = 0 {
        didSet {
            if maximumValue < minimumValue { maximumValue = minimumValue }
            storedValue = clamped(storedValue)
        }
    }
    /// The largest value (default 1). A value above it is lowered to it.
    open var maximumValue: Float = 1 {
        didSet {
            if minimumValue > maximumValue { minimumValue = maximumValue }
            storedValue = clamped(storedValue)
        }
    }
    /// Whether a drag sends `.valueChanged` as it moves (default `true`) or only where it ends.
    open var isContinuous = true
    /// The image at the minimum end (stored; nothing is drawn).
    open var minimumValueImage: UIImage?
    /// The image at the maximum end (stored; nothing is drawn).
    open var maximumValueImage: UIImage?
    /// The track's tint below the thumb (stored).
    open var minimumTrackTintColor: UIColor?
    /// The track's tint above the thumb (stored).
    open var maximumTrackTintColor: UIColor?
    /// The thumb's tint (stored).
    open var thumbTintColor: UIColor?

    /// Sets the value; `animated` moves the thumb on iOS (not drawn). Sends nothing.
    open func setValue(_ value: Float, animated: Bool) { self.value = value }

    /// A slider takes any width; its height is 31 points.
    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: 31) }

    /// The user dragged the thumb to `value`: set (held to the range), and `.valueChanged` sent.
    func userSlid(to value: Float) {
        self.value = value
        sendActions(for: .valueChanged)
    }

    private func clamped(_ value: Float) -> Float {
        guard value.isFinite else { return minimumValue }
        return min(max(value, minimumValue), maximumValue)
    }
}

/// A stepper, as UIKit's `UIStepper`: minus and plus buttons that change a value by `stepValue`.
///
/// The value is stored and held to its range; setting it in code sends nothing.
/// `Simulation.tapStepper(_:increment:)` is the user's tap on plus or minus: the value moves by
/// `stepValue` (wrapping at the ends when `wraps`) and `.valueChanged` is sent. Its size is 94 ×
/// 32 points (unconfirmed: the size printed for iOS 13 and later; no public measurement here).
open class UIStepper: UIControl {
    private var storedValue: Double = 0

    /// The value, held to `minimumValue`…`maximumValue` (default 0).
    open var value: Double {
        get { storedValue }
        set { storedValue = min(max(newValue.isFinite ? newValue : minimumValue, minimumValue), maximumValue) }
    }
    /// The smallest value (default 0).
    open var minimumValue: Double = 0 {
        didSet { value = storedValue }
    }
    /// The largest value (default 100).
    open var maximumValue: Double = 100 {
        didSet { value = storedValue }
    }
    /// What a tap adds or takes away (default 1).
    open var stepValue: Double = 1
    /// Whether a held button repeats (default `true`; one tap here is one step).
    open var autorepeat = true
    /// Whether the value wraps from one end to the other (default `false`).
    open var wraps = false
    /// Whether `.valueChanged` is sent while a button is held (default `true`).
    open var isContinuous = true

    /// The stepper's size: 94 × 32 points.
    open override var intrinsicContentSize: CGSize { CGSize(width: 94, height: 32) }

    /// The user tapped plus (`increment`) or minus: the value moves one step, and
    /// `.valueChanged` is sent if it changed.
    func userStepped(increment: Bool) {
        let old = value
        var next = old + (increment ? stepValue : -stepValue)
        if wraps {
            if next > maximumValue { next = minimumValue } else if next < minimumValue { next = maximumValue }
        }
        value = next
        if value != old { sendActions(for: .valueChanged) }
    }
}
