import Foundation

/// An on/off switch, as UIKit's `UISwitch`: a settings row's control.
///
/// `isOn` is stored; setting it in code sends nothing, as in UIKit. A tap (`Simulation.tap(_:)`)
/// flips it and sends `.valueChanged`, then the tap's own events, as a finger does. Its size is
/// fixed, 51 × 31 points, whatever frame it is given a width and height for (the size UIKit has
/// given a switch since iOS 7; unconfirmed by a public measurement in this repository: taken as
/// the size apps' layout code assumes).
open class UISwitch: UIControl {
    /// Whether the switch is on (default `false`).
    open var isOn = false
    /// The tint of the track when on (stored; nothing is drawn).
    open var onTintColor: UIColor?
    /// The tint of the thumb (stored; nothing is drawn).
    open var thumbTintColor: UIColor?
    /// The switch's style as asked for (iOS 14; stored).
    open var preferredStyle: Style = .automatic
    /// The style shown: a checkbox only on Mac Catalyst, so a switch here.
    open var style: Style { .sliding }
    /// The title a checkbox-style switch shows (iOS 14; stored).
    open var title: String?
    /// The image on the track when on: ignored since iOS 7, as Apple documents (stored and inert).
    open var onImage: UIImage?
    /// The image on the track when off: ignored since iOS 7, as Apple documents (stored and inert).
    open var offImage: UIImage?

    /// The styles a switch can have, as UIKit's `UISwitch.Style`.
    public enum Style: Int, Sendable {
        /// The platform's default.
        case automatic = 0
        /// A checkbox (Mac Catalyst).
        case checkbox = 1
        /// The sliding switch of iOS.
        case sliding = 2
    }

    /// Sets `isOn`; `animated` slides the thumb on iOS (not drawn). Sends nothing.
    open func setOn(_ on: Bool, animated: Bool) { isOn = on }

    /// A switch's fixed size, 51 × 31 points.
    open override var intrinsicContentSize: CGSize { CGSize(width: 51, height: 31) }

    /// The fixed size, whatever `size` is offered.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    override func receiveTap() {
        setOn(!isOn, animated: true)
        sendActions(for: .valueChanged)
        super.receiveTap()
    }
}
