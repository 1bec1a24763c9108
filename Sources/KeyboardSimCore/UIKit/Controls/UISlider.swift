import Foundation

/// A slider, as UIKit's `UISlider`: a value between `minimumValue` and `maximumValue`.
///
/// The value is stored and held to its range, as UIKit holds it; setting it in code sends
/// nothing. `Simulation.slide(_:to:)` is the user's drag: it sets the value and sends
/// `.valueChanged` (once, as a drag that ends there with `isContinuous` false does; a continuous
/// slider sends more while the finger moves, which is not simulated). Its intrinsic height is 31
/// points (unconfirmed: the thumb's height apps assume; no public measurement here).
///
/// Geometry (unconfirmed: the simulation's values, not measured on iOS): the value images sit at
/// the ends, vertically centred, at their size; the track runs between them (4 points apart
/// from each) and is 4 points high, centred; the thumb is 28 × 28, centred on the track, its
/// centre moving from `trackRect.minX + 14` at `minimumValue` to `trackRect.maxX - 14` at
/// `maximumValue`. A subclass that overrides `trackRect(forBounds:)` (a thicker track) changes
/// where the thumb is, as on iOS. Thumb and track images are stored per state and inert.
open class UISlider: UIControl {
    private var storedValue: Float = 0
    private var thumbImages: [UInt: UIImage] = [:]
    private var minimumTrackImages: [UInt: UIImage] = [:]
    private var maximumTrackImages: [UInt: UIImage] = [:]

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

    /// The style asked for (iOS 15; stored).
    open var preferredBehavioralStyle: UIBehavioralStyle = .automatic
    /// The style the slider has: `.pad` (`.mac` exists only on Mac Catalyst).
    open var behavioralStyle: UIBehavioralStyle { .pad }

    // MARK: Images per state (stored and inert)

    /// Sets the thumb's image for `state` (stored and inert).
    open func setThumbImage(_ image: UIImage?, for state: State) { thumbImages[state.rawValue] = image }
    /// The thumb's image for `state` (nil: none set for it).
    open func thumbImage(for state: State) -> UIImage? { thumbImages[state.rawValue] }
    /// Sets the track's image below the thumb for `state` (stored and inert).
    open func setMinimumTrackImage(_ image: UIImage?, for state: State) { minimumTrackImages[state.rawValue] = image }
    /// The track's image below the thumb for `state` (nil: none set for it).
    open func minimumTrackImage(for state: State) -> UIImage? { minimumTrackImages[state.rawValue] }
    /// Sets the track's image above the thumb for `state` (stored and inert).
    open func setMaximumTrackImage(_ image: UIImage?, for state: State) { maximumTrackImages[state.rawValue] = image }
    /// The track's image above the thumb for `state` (nil: none set for it).
    open func maximumTrackImage(for state: State) -> UIImage? { maximumTrackImages[state.rawValue] }
    /// The thumb's image for the current state, else the `.normal` one.
    open var currentThumbImage: UIImage? { thumbImages[state.rawValue] ?? thumbImages[State.normal.rawValue] }
    /// The image below the thumb for the current state, else the `.normal` one.
    open var currentMinimumTrackImage: UIImage? {
        minimumTrackImages[state.rawValue] ?? minimumTrackImages[State.normal.rawValue]
    }
    /// The image above the thumb for the current state, else the `.normal` one.
    open var currentMaximumTrackImage: UIImage? {
        maximumTrackImages[state.rawValue] ?? maximumTrackImages[State.normal.rawValue]
    }

    // MARK: Geometry (see above)

    /// The rectangle of `minimumValueImage` in `bounds`: at the leading end, vertically centred
    /// (zero width with no image).
    open func minimumValueImageRect(forBounds bounds: CGRect) -> CGRect {
        let size = minimumValueImage?.size ?? .zero
        return CGRect(x: bounds.minX, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// The rectangle of `maximumValueImage` in `bounds`: at the trailing end, vertically centred
    /// (zero width with no image).
    open func maximumValueImageRect(forBounds bounds: CGRect) -> CGRect {
        let size = maximumValueImage?.size ?? .zero
        return CGRect(x: bounds.maxX - size.width, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// The track's rectangle in `bounds`: between the value images (4 points from each image
    /// there is), 4 points high, vertically centred.
    open func trackRect(forBounds bounds: CGRect) -> CGRect {
        let minimum = minimumValueImageRect(forBounds: bounds)
        let maximum = maximumValueImageRect(forBounds: bounds)
        let left = minimum.width > 0 ? minimum.maxX + 4 : bounds.minX
        let right = maximum.width > 0 ? maximum.minX - 4 : bounds.maxX
        return CGRect(x: left, y: bounds.midY - 2, width: max(0, right - left), height: 4)
    }

    /// The thumb's 28 × 28 rectangle for `value` on the track `rect`, centred on it vertically.
    open func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
        let side: CGFloat = 28
        let span = maximumValue - minimumValue
        let fraction = span > 0 ? CGFloat((min(max(value, minimumValue), maximumValue) - minimumValue) / span) : 0
        let centerX = rect.minX + side / 2 + fraction * max(0, rect.width - side)
        return CGRect(x: centerX - side / 2, y: rect.midY - side / 2, width: side, height: side)
    }

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
