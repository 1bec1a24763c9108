import Foundation

/// A view made to be an input view or an input accessory view, with the keyboard's look, as
/// UIKit's `UIInputView`. It is a plain view here: its height is its frame's (what the keyboard
/// shows it at), whatever `allowsSelfSizing` says — sizing it from its constraints is not
/// simulated — and its style is stored.
///
/// ```swift
/// let bar = UIInputView(frame: CGRect(x: 0, y: 0, width: 0, height: 44), inputViewStyle: .keyboard)
/// field.inputAccessoryView = bar
/// ```
open class UIInputView: UIView {
    /// How an input view looks, as UIKit's `UIInputView.Style`.
    public enum Style: Int, Sendable, CaseIterable {
        /// A plain background.
        case `default`
        /// The keyboard's background.
        case keyboard
    }

    /// The style it was made with.
    public let inputViewStyle: Style

    /// Whether UIKit sizes it from its constraints (iOS 9; stored: the frame's height is used).
    open var allowsSelfSizing = false

    /// An input view of `inputViewStyle`.
    public init(frame: CGRect, inputViewStyle: Style) {
        self.inputViewStyle = inputViewStyle
        super.init(frame: frame)
    }

    /// A `.default` input view.
    public override convenience init(frame: CGRect) {
        self.init(frame: frame, inputViewStyle: .default)
    }

    /// As `UIView.init?(coder:)`, with the `.default` style.
    public required init?(coder: NSCoder) {
        inputViewStyle = .default
        super.init(coder: coder)
    }
}
