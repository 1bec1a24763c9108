import Foundation

/// A stepper, as UIKit's `UIStepper`: minus and plus buttons that change a value by `stepValue`.
///
/// The value is stored and held to its range; setting it in code sends nothing.
/// `Simulation.tapStepper(_:increment:)` is the user's tap on plus or minus: the value moves by
/// `stepValue` (wrapping at the ends when `wraps`) and `.valueChanged` is sent. Its size is 94 ×
/// 32 points (unconfirmed: the size printed for iOS 13 and later; no public measurement here).
/// Background, divider, increment and decrement images are stored per state and inert.
open class UIStepper: UIControl {
    private var storedValue: Double = 0
    /// Stored images (inert), by kind and state.
    private var images: [String: UIImage] = [:]

    /// The value, held to `minimumValue`…`maximumValue` (default 0).
    open var value: Double {
        get { storedValue }
        set { storedValue = min(max(newValue.isFinite ? newValue : minimumValue, minimumValue), maximumValue) }
    }
    /// The smallest value (default 0). It must stay below `maximumValue`, as Apple documents:
    /// UIKit raises an exception otherwise; here the old minimum is kept and the trace says so.
    open var minimumValue: Double = 0 {
        didSet {
            if !(minimumValue < maximumValue) {
                refuse("minimumValue = \(minimumValue)", "it must be less than maximumValue (\(maximumValue))", kept: oldValue)
                minimumValue = oldValue
            }
            value = storedValue
        }
    }
    /// The largest value (default 100). It must stay above `minimumValue`, as Apple documents:
    /// UIKit raises an exception otherwise; here the old maximum is kept and the trace says so.
    open var maximumValue: Double = 100 {
        didSet {
            if !(maximumValue > minimumValue) {
                refuse("maximumValue = \(maximumValue)", "it must be greater than minimumValue (\(minimumValue))", kept: oldValue)
                maximumValue = oldValue
            }
            value = storedValue
        }
    }
    /// What a tap adds or takes away (default 1). It must be greater than 0, as Apple documents:
    /// UIKit raises an exception otherwise; here the old step is kept and the trace says so.
    open var stepValue: Double = 1 {
        didSet {
            if !(stepValue > 0) {
                refuse("stepValue = \(stepValue)", "it must be greater than 0", kept: oldValue)
                stepValue = oldValue
            }
        }
    }
    /// Whether a held button repeats (default `true`; one tap here is one step).
    open var autorepeat = true
    /// Whether the value wraps from one end to the other (default `false`).
    open var wraps = false
    /// Whether `.valueChanged` is sent while a button is held (default `true`).
    open var isContinuous = true

    // MARK: Images per state (stored and inert)

    /// Sets the background image for `state` (stored and inert).
    open func setBackgroundImage(_ image: UIImage?, for state: State) { images["background \(state.rawValue)"] = image }
    /// The background image for `state` (nil: none set for it).
    open func backgroundImage(for state: State) -> UIImage? { images["background \(state.rawValue)"] }
    /// Sets the plus button's image for `state` (stored and inert).
    open func setIncrementImage(_ image: UIImage?, for state: State) { images["increment \(state.rawValue)"] = image }
    /// The plus button's image for `state` (nil: none set for it).
    open func incrementImage(for state: State) -> UIImage? { images["increment \(state.rawValue)"] }
    /// Sets the minus button's image for `state` (stored and inert).
    open func setDecrementImage(_ image: UIImage?, for state: State) { images["decrement \(state.rawValue)"] = image }
    /// The minus button's image for `state` (nil: none set for it).
    open func decrementImage(for state: State) -> UIImage? { images["decrement \(state.rawValue)"] }
    /// Sets the divider's image between buttons in these states (stored and inert).
    open func setDividerImage(_ image: UIImage?, forLeftSegmentState leftState: State, rightSegmentState rightState: State) {
        images["divider \(leftState.rawValue) \(rightState.rawValue)"] = image
    }
    /// The divider's image between buttons in these states (nil: none set).
    open func dividerImage(forLeftSegmentState leftState: State, rightSegmentState rightState: State) -> UIImage? {
        images["divider \(leftState.rawValue) \(rightState.rawValue)"]
    }

    /// The stepper's size: 94 × 32 points.
    open override var intrinsicContentSize: CGSize { CGSize(width: 94, height: 32) }

    /// A value UIKit refuses with an exception: the trace says so and what was kept.
    private func refuse(_ assignment: String, _ why: String, kept: Double) {
        diagnostic(
            "\(debugName).\(assignment): crash on a real device (UIKit raises NSInvalidArgumentException: \(why)); \(kept) was kept")
    }

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
