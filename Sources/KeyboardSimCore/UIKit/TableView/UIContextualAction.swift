import Foundation

/// An action shown when the user swipes a table row, as UIKit's `UIContextualAction`: a title,
/// a style and a handler that the user's tap on the action (`Simulation.tapSwipeAction(_:in:)`)
/// or a full swipe (`Simulation.swipeRow(at:in:direction:fully:)`) runs. The handler calls its
/// completion with whether it performed the action; the row's actions close then
/// (developer.apple.com/documentation/uikit/uicontextualaction/handler-swift.typealias). The
/// button's look (`backgroundColor`, `image`) is stored and not drawn.
///
/// ```swift
/// func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
///     -> UISwipeActionsConfiguration? {
///     let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, done in
///         self.items.remove(at: indexPath.row)
///         tableView.deleteRows(at: [indexPath], with: .automatic)
///         done(true)
///     }
///     return UISwipeActionsConfiguration(actions: [delete])
/// }
/// ```
@preconcurrency @MainActor open class UIContextualAction: NSObject {
    /// How an action looks, as UIKit's `UIContextualAction.Style`.
    public enum Style: Int, Sendable {
        /// A normal action.
        case normal
        /// A destructive action (red in UIKit).
        case destructive
    }

    /// What the action does: given the action, the view it was shown in (the row's cell), and a
    /// completion to call with whether the action was performed.
    public typealias Handler = (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

    /// The action's style.
    public private(set) var style = Style.normal
    /// The button's title.
    open var title: String?
    /// The button's background colour (stored and inert).
    open var backgroundColor: UIColor! = .systemGray
    /// The button's image (stored and inert).
    open var image: UIImage?
    /// The handler the action runs.
    public private(set) var handler: Handler = { _, _, completion in completion(false) }

    /// A normal action with no title whose handler does nothing and completes with `false` (the
    /// action was not performed): the designated initializer, as NSObject's `init()` is UIKit's
    /// (iOS's handler is then nil, which UIKit's own code would call; unconfirmed what it does).
    public override init() {}

    /// An action with a style, a title and the handler it runs: convenience, through `init()`, as
    /// Apple declares it.
    public convenience init(style: Style, title: String?, handler: @escaping Handler) {
        self.init()
        self.style = style
        self.title = title
        self.handler = handler
        backgroundColor = style == .destructive ? .systemRed : .systemGray
    }
}

/// The actions of a swipe on one edge of a table row, as UIKit's `UISwipeActionsConfiguration`:
/// the first is the outermost and the one a full swipe performs
/// (developer.apple.com/documentation/uikit/uiswipeactionsconfiguration/init(actions:)). An empty
/// configuration shows no actions, where `nil` from the delegate asks for the default ones.
@preconcurrency @MainActor open class UISwipeActionsConfiguration: NSObject {
    /// The actions, outermost first.
    public let actions: [UIContextualAction]
    /// Whether a full swipe performs the first action (true by default, as Apple documents).
    open var performsFirstActionWithFullSwipe = true

    /// A configuration of `actions`, outermost first.
    public init(actions: [UIContextualAction]) {
        self.actions = actions
    }
}

/// A row's swipe action before iOS 11, as UIKit's `UITableViewRowAction` (deprecated in iOS 13:
/// use `UIContextualAction`): what the delegate's `tableView(_:editActionsForRowAt:)` gives.
/// Tapping it runs its handler with the row's index path and closes the row's actions.
@preconcurrency @MainActor open class UITableViewRowAction: NSObject {
    /// How a row action looks, as UIKit's `UITableViewRowAction.Style`.
    public enum Style: Int, Sendable {
        /// The default style: destructive.
        case `default` = 0
        /// A normal action.
        case normal = 1
        /// A destructive action: the same as `.default`.
        public static let destructive = Style.default
    }

    /// The action's style.
    public let style: Style
    /// The button's title.
    open var title: String?
    /// The button's background colour (stored and inert).
    open var backgroundColor: UIColor?
    private let handler: (UITableViewRowAction, IndexPath) -> Void

    /// An action with a style, a title and the handler a tap runs.
    public init(style: Style, title: String?, handler: @escaping (UITableViewRowAction, IndexPath) -> Void) {
        self.style = style
        self.title = title
        self.handler = handler
    }

    /// The action as a contextual action: its handler runs this one's, then closes the row.
    func contextualAction(at indexPath: IndexPath) -> UIContextualAction {
        UIContextualAction(style: style == .normal ? .normal : .destructive, title: title) { [self] _, _, done in
            handler(self, indexPath)
            done(true)
        }
    }
}

/// Where a row's swipe actions are.
enum SwipeActionsEdge: Equatable, CustomStringConvertible {
    /// The leading edge: a swipe to the right (in a left-to-right layout).
    case leading
    /// The trailing edge: a swipe to the left.
    case trailing

    var description: String { self == .leading ? "leading" : "trailing" }
}

extension UITableView {
    /// A row whose swipe actions are showing.
    struct RevealedSwipeActions {
        let indexPath: IndexPath
        let edge: SwipeActionsEdge
        let actions: [UIContextualAction]
    }

    /// The actions a swipe on `edge` of the row shows, as UIKit finds them: the delegate's
    /// configuration for that edge; when it gives nil on the trailing edge, its (deprecated)
    /// `tableView(_:editActionsForRowAt:)`; when that gives nil too, the default: a Delete action
    /// (titled by `titleForDeleteConfirmationButtonForRowAt`) for a row the data source can edit
    /// whose editing style is `.delete`, which commits the deletion through the data source's
    /// `tableView(_:commit:forRowAt:)`. The leading edge has no default actions. Returns the
    /// actions and whether a full swipe performs the first.
    func swipeActions(forRowAt indexPath: IndexPath, edge: SwipeActionsEdge) -> (actions: [UIContextualAction], fullSwipe: Bool) {
        let configuration =
            edge == .leading
            ? tableDelegate?.tableView(self, leadingSwipeActionsConfigurationForRowAt: indexPath)
            : tableDelegate?.tableView(self, trailingSwipeActionsConfigurationForRowAt: indexPath)
        if let configuration { return (configuration.actions, configuration.performsFirstActionWithFullSwipe) }
        guard edge == .trailing else { return ([], false) }
        if let rowActions = tableDelegate?.tableView(self, editActionsForRowAt: indexPath) {
            return (rowActions.map { $0.contextualAction(at: indexPath) }, false)
        }
        guard dataSource?.tableView(self, canEditRowAt: indexPath) ?? false,
            (tableDelegate?.tableView(self, editingStyleForRowAt: indexPath) ?? .delete) == .delete
        else { return ([], false) }
        let title = tableDelegate?.tableView(self, titleForDeleteConfirmationButtonForRowAt: indexPath) ?? "Delete"
        let delete = UIContextualAction(style: .destructive, title: title) { [weak self] _, _, done in
            guard let self else { return }
            self.dataSource?.tableView(self, commit: .delete, forRowAt: indexPath)
            done(true)
        }
        return ([delete], true)
    }

    /// The user swipes the row toward `edge`'s opposite side to show `edge`'s actions (closing
    /// another row's first); with `fully`, a full swipe, which performs the first action when
    /// the configuration says so. Returns the actions shown; none, with a diagnostic, for a row
    /// that is not on screen, a table that is editing, or a row without actions.
    func swipeRowByUser(at indexPath: IndexPath, edge: SwipeActionsEdge, fully: Bool) -> [UIContextualAction] {
        let row = "row \(indexPath.section).\(indexPath.row) of \(debugName)"
        guard indexPath.section >= 0, indexPath.section < numberOfSections, indexPath.row >= 0,
            indexPath.row < numberOfRows(inSection: indexPath.section)
        else {
            diagnostic("swipe on \(row), which does not exist (\(numberOfSections) sections): nothing happened")
            return []
        }
        guard let cell = cellForRow(at: indexPath) else {
            diagnostic("swipe on \(row), which is not on screen (scroll it into view first): nothing happened")
            return []
        }
        guard !isEditing else {
            diagnostic("swipe on \(row) while the table is editing: UIKit shows no swipe actions then; nothing happened")
            return []
        }
        closeSwipeActions()
        let (actions, fullSwipe) = swipeActions(forRowAt: indexPath, edge: edge)
        guard !actions.isEmpty else {
            diagnostic("swipe on \(row): the row has no \(edge) swipe actions; nothing happened")
            return []
        }
        tableDelegate?.tableView(self, willBeginEditingRowAt: indexPath)
        revealedSwipeActions = RevealedSwipeActions(indexPath: indexPath, edge: edge, actions: actions)
        if fully {
            if fullSwipe {
                perform(actions[0], in: cell)
            } else {
                diagnostic("full swipe on \(row): performsFirstActionWithFullSwipe is false, so the actions stay shown")
            }
        }
        return actions
    }

    /// The user taps the shown swipe action titled `title`: its handler runs. A title not shown
    /// is a diagnostic that lists the shown ones.
    func tapSwipeActionByUser(titled title: String) {
        guard let revealed = revealedSwipeActions else {
            diagnostic("tap on the swipe action \"\(title)\" of \(debugName), which shows no swipe actions: nothing happened")
            return
        }
        guard let action = revealed.actions.first(where: { $0.title == title }) else {
            let shown = revealed.actions.map { "\"\($0.title ?? "")\"" }.joined(separator: ", ")
            diagnostic("tap on the swipe action \"\(title)\" of \(debugName), which shows \(shown): nothing happened")
            return
        }
        guard let cell = cellForRow(at: revealed.indexPath) else { return }
        perform(action, in: cell)
    }

    /// Runs `action`'s handler with a completion that closes the row's actions (once).
    private func perform(_ action: UIContextualAction, in cell: UITableViewCell) {
        guard let revealed = revealedSwipeActions else { return }
        var completed = false
        action.handler(action, cell) { [weak self] _ in
            guard !completed, let self else { return }
            completed = true
            guard let current = self.revealedSwipeActions, current.indexPath == revealed.indexPath else { return }
            self.closeSwipeActions()
        }
    }

    /// Closes the row's shown swipe actions, telling the delegate the row's editing ended.
    func closeSwipeActions() {
        guard let revealed = revealedSwipeActions else { return }
        revealedSwipeActions = nil
        tableDelegate?.tableView(self, didEndEditingRowAt: revealed.indexPath)
    }
}
