import Foundation

/// What a configuration is applied for, as UIKit's `UIConfigurationState`: the traits, and
/// for cells the selection, highlight and editing (`UICellConfigurationState`).
@preconcurrency @MainActor public protocol UIConfigurationState {
    /// The traits the configuration is for.
    var traitCollection: UITraitCollection { get set }
}

/// A cell's state for its configurations, as UIKit's `UICellConfigurationState`: what
/// `UITableViewCell.configurationState` and `UICollectionViewCell.configurationState` answer.
public struct UICellConfigurationState: UIConfigurationState {
    /// The traits of the cell.
    public var traitCollection: UITraitCollection
    /// Whether the cell is selected.
    public var isSelected = false
    /// Whether the cell is highlighted (a touch is on it).
    public var isHighlighted = false
    /// Whether the cell is disabled (stored).
    public var isDisabled = false
    /// Whether the cell is focused (the focus engine is not simulated: false).
    public var isFocused = false
    /// Whether the cell is in editing mode.
    public var isEditing = false
    /// Whether the cell is swiped open (swipes are not simulated: false).
    public var isSwiped = false
    /// Whether the cell is expanded in an outline (stored).
    public var isExpanded = false
    /// Whether the cell is being reordered (stored).
    public var isReordering = false

    /// A state for these traits, nothing else set.
    public init(traitCollection: UITraitCollection) { self.traitCollection = traitCollection }
}

/// How a view's content is made and updated, as UIKit's `UIContentConfiguration`: a cell
/// whose `contentConfiguration` is set shows `makeContentView()` in its content view, and
/// asks `updated(for:)` when its state changes.
@preconcurrency @MainActor public protocol UIContentConfiguration {
    /// A new view showing this configuration.
    func makeContentView() -> any UIView & UIContentView
    /// This configuration for `state` (a selected or highlighted cell's look).
    func updated(for state: any UIConfigurationState) -> Self
}

/// A view that shows a content configuration, as UIKit's `UIContentView`.
@preconcurrency @MainActor public protocol UIContentView: AnyObject {
    /// The configuration shown; setting another updates the view.
    var configuration: any UIContentConfiguration { get set }
    /// Whether the view can show `configuration` (true for one of its own type by default).
    func supports(_ configuration: any UIContentConfiguration) -> Bool
}

extension UIContentView {
    /// True when `configuration` is of the shown one's type.
    public func supports(_ configuration: any UIContentConfiguration) -> Bool {
        type(of: configuration) == type(of: self.configuration)
    }
}

/// A cell's background, as UIKit's `UIBackgroundConfiguration` (stored: nothing is drawn).
public struct UIBackgroundConfiguration {
    /// The background color (nil: the style's).
    public var backgroundColor: UIColor?
    /// The corner radius.
    public var cornerRadius: CGFloat = 0
    /// The insets of the background from the cell's edges.
    public var backgroundInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)

    /// An empty background.
    public static func clear() -> UIBackgroundConfiguration { UIBackgroundConfiguration() }
    /// The background of a plain list's cell.
    public static func listPlainCell() -> UIBackgroundConfiguration { UIBackgroundConfiguration() }
    /// The background of a grouped list's cell.
    public static func listGroupedCell() -> UIBackgroundConfiguration { UIBackgroundConfiguration() }

    /// This background for `state` (the same: nothing is drawn).
    public func updated(for state: any UIConfigurationState) -> UIBackgroundConfiguration { self }
}

extension UIView {
    /// Shows `configuration` in this view (a cell's content view), filling it, and returns the
    /// view that shows it: `shown` given the new configuration when it supports it, otherwise a
    /// new content view in its place; `nil` (nothing shown) when `configuration` is.
    func show(_ configuration: (any UIContentConfiguration)?, replacing shown: (any UIView & UIContentView)?) -> (
        any UIView & UIContentView
    )? {
        guard let configuration else {
            shown?.removeFromSuperview()
            return nil
        }
        if let shown, shown.supports(configuration) {
            shown.configuration = configuration
            return shown
        }
        shown?.removeFromSuperview()
        let view = configuration.makeContentView()
        view.frame = bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(view)
        return view
    }
}
