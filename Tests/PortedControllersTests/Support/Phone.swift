import UIKit
import KeyboardSim

/// A phone the ports are driven on, with what iOS 17 shows there: the screen, the safe area and
/// the docked keyboard (with the predictive bar).
struct Phone: Sendable, CustomStringConvertible {
    var device: Device
    /// The keyboard's frame once it is up, in window coordinates.
    var keyboard: CGRect

    var screen: CGSize { device.portraitSize }
    var safeArea: UIEdgeInsets { device.portraitSafeArea.value }
    var description: String { device.name }

    /// A home-indicator iPhone: 393 × 852, safe area 59 / 34, keyboard 336.
    static let iPhone16 = Phone(device: .iPhone16, keyboard: CGRect(x: 0, y: 516, width: 393, height: 336))
    /// A home-button iPhone: 375 × 667, safe area 20 / 0, keyboard 260.
    static let iPhoneSE3 = Phone(device: .iPhoneSE3, keyboard: CGRect(x: 0, y: 407, width: 375, height: 260))

    nonisolated static let both: [Phone] = [.iPhone16, .iPhoneSE3]
}

extension UIView {
    /// The view's bounds in window coordinates, as a test asks UIKit for them.
    var windowFrame: CGRect { convert(bounds, to: nil) }
}
