import Foundation

/// UIKit's answers without the table delegate's context-menu, focus and spring-loading methods.
///
/// UIKit asks for a row's context menu on a long press (or a secondary click) and shows it with
/// the previews; the focus methods run as the focus engine moves focus; spring loading runs as a
/// drag hovers over a row. The simulation performs no long press, runs no focus engine and no
/// drag, so the table never calls these: the app's own code, or a library forwarding them
/// through `tableView.delegate`, reaches the delegate's implementation
/// (https://developer.apple.com/documentation/uikit/uitableviewdelegate).
extension UITableViewDelegate {
    /// UIKit's answer when the delegate does not implement the method.
    public func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint)
        -> UIContextMenuConfiguration?
    { nil }
    /// UIKit's answer when the delegate does not implement the method.
    public func tableView(
        _ tableView: UITableView, previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview? { nil }
    /// UIKit's answer when the delegate does not implement the method.
    public func tableView(
        _ tableView: UITableView, previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview? { nil }
    /// Nothing, as UIKit does when the delegate does not implement the method.
    public func tableView(
        _ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) {}
    /// Nothing, as UIKit does when the delegate does not implement the method.
    public func tableView(
        _ tableView: UITableView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) {}
    /// Nothing, as UIKit does when the delegate does not implement the method.
    public func tableView(
        _ tableView: UITableView, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
        animator: any UIContextMenuInteractionCommitAnimating
    ) {}
    /// UIKit's answer when the delegate does not implement the method.
    public func tableView(_ tableView: UITableView, shouldUpdateFocusIn context: UITableViewFocusUpdateContext) -> Bool { true }
    /// Nothing, as UIKit does when the delegate does not implement the method.
    public func tableView(
        _ tableView: UITableView, didUpdateFocusIn context: UITableViewFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator
    ) {}
    /// UIKit's answer when the delegate does not implement the method.
    public func tableView(
        _ tableView: UITableView, shouldSpringLoadRowAt indexPath: IndexPath, with context: any UISpringLoadedInteractionContext
    ) -> Bool { true }
}

extension UITableView {
    /// The interaction that shows the rows' context menus (iOS 14;
    /// https://developer.apple.com/documentation/uikit/uitableview/contextmenuinteraction): nil,
    /// as no long press shows a menu here.
    public var contextMenuInteraction: UIContextMenuInteraction? { nil }
}

/// Which elements of a table hug their content, as UIKit's `UITableViewContentHuggingElements`
/// (iOS 18; https://developer.apple.com/documentation/uikit/uitableviewcontenthuggingelements).
public struct UITableViewContentHuggingElements: OptionSet, Sendable, Hashable {
    /// The raw bits.
    public let rawValue: Int
    /// Elements from raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Section headers hug their content.
    public static let sectionHeaders = UITableViewContentHuggingElements(rawValue: 1)
}
