import Foundation

/// The pull-to-refresh control of a scroll view, as UIKit's `UIRefreshControl`
/// (`UIScrollView.refreshControl`). Pulling is not simulated; `beginRefreshing()` and
/// `endRefreshing()` in code set `isRefreshing`, and send nothing, as UIKit's do (the
/// `.valueChanged` event comes from the user's pull only).
open class UIRefreshControl: UIControl {
    /// Whether a refresh is in progress (false until `beginRefreshing()`).
    open private(set) var isRefreshing = false
    /// The title shown under the spinner (stored; nothing is drawn).
    open var attributedTitle: NSAttributedString?

    /// A refresh control.
    public init() { super.init(frame: .zero) }

    /// Archives are not simulated: the control starts as `UIRefreshControl()`.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Starts a refresh begun in code: `isRefreshing` becomes true (the spinner is not drawn).
    open func beginRefreshing() { isRefreshing = true }

    /// Ends the refresh: `isRefreshing` becomes false.
    open func endRefreshing() { isRefreshing = false }
}
