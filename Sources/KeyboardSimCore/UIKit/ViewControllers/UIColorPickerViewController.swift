import Foundation

/// What a colour picker tells its delegate, as UIKit's `UIColorPickerViewControllerDelegate`
/// (iOS 14, https://developer.apple.com/documentation/uikit/uicolorpickerviewcontrollerdelegate).
/// Every method is optional, as in UIKit.
@preconcurrency @MainActor public protocol UIColorPickerViewControllerDelegate: SelectorResponding {
    /// The user picked `color` (iOS 15). `continuously` is true while a pick is still moving
    /// (a drag across the spectrum); the simulation's picks are whole, so it is false. By default
    /// calls `colorPickerViewControllerDidSelectColor(_:)`, so a delegate written for iOS 14
    /// hears the pick (unconfirmed: the order in which UIKit calls the two is not documented).
    func colorPickerViewController(_ viewController: UIColorPickerViewController, didSelect color: UIColor, continuously: Bool)
    /// The user picked a colour (iOS 14; deprecated in iOS 15): read `selectedColor`.
    func colorPickerViewControllerDidSelectColor(_ viewController: UIColorPickerViewController)
    /// The user closed the picker. Not called in the simulation, which has no picker's close
    /// button; a dismissal in code does not call it.
    func colorPickerViewControllerDidFinish(_ viewController: UIColorPickerViewController)
}

extension UIColorPickerViewControllerDelegate {
    public func colorPickerViewController(_ viewController: UIColorPickerViewController, didSelect color: UIColor, continuously: Bool) {
        colorPickerViewControllerDidSelectColor(viewController)
    }
    public func colorPickerViewControllerDidSelectColor(_ viewController: UIColorPickerViewController) {}
    public func colorPickerViewControllerDidFinish(_ viewController: UIColorPickerViewController) {}
}

/// The system's colour picker, as UIKit's `UIColorPickerViewController` (iOS 14,
/// https://developer.apple.com/documentation/uikit/uicolorpickerviewcontroller): a view
/// controller presented like any other (`present(_:animated:completion:)`).
///
/// Its content is inert: no grid, spectrum or sliders are built in its view, and a colour set in
/// code (`selectedColor`) tells the delegate nothing, as on iOS. The user's pick is
/// `Simulation.pickColor(_:in:)`, which sets `selectedColor` and tells the delegate.
///
/// ```swift
/// let picker = UIColorPickerViewController()
/// picker.delegate = self
/// present(picker, animated: true)
/// sim.pickColor(.systemTeal, in: picker)   // the delegate hears didSelect
/// ```
open class UIColorPickerViewController: UIViewController {
    /// The delegate (held weakly).
    open weak var delegate: (any UIColorPickerViewControllerDelegate)?
    /// The colour shown as picked (default white: unconfirmed, Apple's page gives no default;
    /// white is what the picker shows when none was set).
    open var selectedColor: UIColor = .white
    /// Whether the picker offers an opacity slider (default `true`; stored and inert).
    open var supportsAlpha = true

    /// A picker with white picked (`init()` comes through here, as for any view controller).
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Archives: as `UIViewController.init(coder:)`.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The user picks `color`: `selectedColor` is set and the delegate hears
    /// `colorPickerViewController(_:didSelect:continuously: false)`.
    final func userPicked(_ color: UIColor) {
        selectedColor = color
        delegate?.colorPickerViewController(self, didSelect: color, continuously: false)
    }
}
