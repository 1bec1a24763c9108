import Foundation

/// What a font picker tells its delegate, as UIKit's `UIFontPickerViewControllerDelegate`
/// (iOS 13, https://developer.apple.com/documentation/uikit/uifontpickerviewcontrollerdelegate).
/// Both methods are optional, as in UIKit.
@preconcurrency @MainActor public protocol UIFontPickerViewControllerDelegate: SelectorResponding {
    /// The user picked a font: read `selectedFontDescriptor`.
    func fontPickerViewControllerDidPickFont(_ viewController: UIFontPickerViewController)
    /// The user cancelled. Not called in the simulation, which has no picker's cancel button; a
    /// dismissal in code does not call it.
    func fontPickerViewControllerDidCancel(_ viewController: UIFontPickerViewController)
}

extension UIFontPickerViewControllerDelegate {
    public func fontPickerViewControllerDidPickFont(_ viewController: UIFontPickerViewController) {}
    public func fontPickerViewControllerDidCancel(_ viewController: UIFontPickerViewController) {}
}

/// The system's font picker, as UIKit's `UIFontPickerViewController` (iOS 13,
/// https://developer.apple.com/documentation/uikit/uifontpickerviewcontroller): a view controller
/// presented like any other.
///
/// Its content is inert: no list of families is built in its view, and the configuration is
/// stored, not applied. The user's pick is `Simulation.pickFont(_:in:)`, which sets
/// `selectedFontDescriptor` and tells the delegate.
open class UIFontPickerViewController: UIViewController {
    /// How a font picker lists fonts, as UIKit's `UIFontPickerViewController.Configuration`
    /// (stored and inert).
    open class Configuration: NSObject, NSCopying {
        /// Whether each family's faces are listed (default `false`).
        open var includeFaces = false
        /// Whether names are shown in the system font rather than in their own (default `false`).
        open var displayUsingSystemFont = false
        /// The languages the listed fonts must support (default `nil`: all fonts).
        open var filteredLanguagesPredicate: NSPredicate?

        /// A configuration listing every family in its own font.
        public override init() { super.init() }

        /// A copy with the same settings.
        open func copy(with zone: NSZone? = nil) -> Any {
            let copy = Configuration()
            copy.includeFaces = includeFaces
            copy.displayUsingSystemFont = displayUsingSystemFont
            copy.filteredLanguagesPredicate = filteredLanguagesPredicate
            return copy
        }
    }

    /// The configuration the picker was made with (a copy).
    public let configuration: Configuration
    /// The delegate (held weakly).
    open weak var delegate: (any UIFontPickerViewControllerDelegate)?
    /// The font the user picked (`nil` until one is picked), or one set in code to show as picked.
    open var selectedFontDescriptor: UIFontDescriptor?

    /// A picker listing fonts as `configuration` says (default: every family).
    public init(configuration: Configuration = Configuration()) {
        self.configuration = (configuration.copy() as? Configuration) ?? configuration
        super.init(nibName: nil, bundle: nil)
    }

    /// Archives are not simulated: a picker with the default configuration.
    public required init?(coder: NSCoder) {
        configuration = Configuration()
        super.init(coder: coder)
    }

    /// The user picks the font `descriptor` describes: `selectedFontDescriptor` is set and the
    /// delegate hears `fontPickerViewControllerDidPickFont(_:)`.
    final func userPicked(_ descriptor: UIFontDescriptor) {
        selectedFontDescriptor = descriptor
        delegate?.fontPickerViewControllerDidPickFont(self)
    }
}
