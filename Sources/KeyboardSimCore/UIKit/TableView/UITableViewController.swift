import Foundation

/// A view controller whose view is a table, as UIKit's `UITableViewController`: it makes the
/// table, is its data source and delegate, and moves the table out of the keyboard's way.
///
/// What it does, from Apple's overview (developer.apple.com/documentation/uikit/uitableviewcontroller):
/// - **The table.** `loadView()` loads the storyboard scene's or the nib's view when the
///   controller has one, and otherwise makes a `UITableView` of the style given to
///   `init(style:)` (`.plain` for the other initializers), the size of the screen, with flexible
///   width and height. A table without a data source or delegate gets the controller.
/// - **Static cells.** A storyboard scene whose table is `dataMode="static"` gives its sections
///   and cells to the controller's default data source and delegate methods: the sections, rows,
///   header and footer titles and row heights of the document, with no code (see
///   "Storyboards and xibs" in the porting article). A subclass that overrides one of them and
///   calls `super` gets the document's answer.
/// - **Appearance.** `viewWillAppear(_:)` reloads the table's data the first time, and deselects
///   the selected rows each time while `clearsSelectionOnViewWillAppear` is true (the default).
/// - **The keyboard.** While the table is in a window, each keyboard `willShow` and `willHide`
///   sets the table's bottom `contentInset` to cover the part of the table the keyboard's end
///   frame hides, and a first responder inside the table is scrolled into view above the keyboard
///   (its cell, when it is in one). UIKit has done this since iOS 3 ("an automatic adjustment for
///   the keyboard that scrolls the selected view into position and adjusts the content inset",
///   openradar 13984333, github.com/lionheart/openradar-mirror/issues/4967). The inset is adjusted by
///   what the last adjustment added, so an inset the app set itself is kept — and an app that
///   also adds the keyboard's height in its own handler gets it twice, the bug that radar reports.
///   A covered controller whose table is still in the window adjusts too (openradar 27308799,
///   issues/15349: a table controller under a form sheet). `contentInsetAdjustmentBehavior` does
///   not stop it (openradar 35572084, issues/18905, iOS 11.2).
///   Unconfirmed, with why: the adjustment is made inside the keyboard's animation here, after the
///   app's observers have heard the notification — an iOS 6 report saw the inset set after the
///   keyboard's animation (openradar 13836932, issues/5016), and no public trace gives the timing
///   on later iOS; and the bottom of the safe area that `adjustedContentInset` already leaves out
///   is not added again (the visible rows end at the keyboard's top), which no public source states.
///
/// The data source and delegate methods are the protocols' defaults, `open` so that a subclass
/// overrides them as on iOS (`override func tableView(_:numberOfRowsInSection:)`).
///
/// ```swift
/// final class SettingsController: UITableViewController {
///     override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 12 }
///     override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
///         tableView.dequeueReusableCell(withIdentifier: "field", for: indexPath)
///     }
/// }
/// ```
open class UITableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    /// The style `loadView()` makes the table with.
    private let tableStyle: UITableView.Style
    /// What the last keyboard adjustment added to the table's bottom inset.
    private var keyboardAdjustment = ScrollingControllerKeyboardAdjustment()
    /// Whether `viewWillAppear(_:)` has reloaded the data (it does the first time).
    private var hasReloadedOnAppearance = false

    /// Whether `viewWillAppear(_:)` deselects the table's selected rows (true by default).
    open var clearsSelectionOnViewWillAppear = true

    /// A controller whose `loadView()` makes a table of `style`.
    public init(style: UITableView.Style) {
        tableStyle = style
        super.init(nibName: nil, bundle: nil)
    }

    /// A controller of a `.plain` table, or of the nib's table.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        tableStyle = .plain
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// As `UIViewController.init?(coder:)`, with a `.plain` table.
    public required init?(coder: NSCoder) {
        tableStyle = .plain
        super.init(coder: coder)
    }

    /// The table the controller manages: its view, loaded on first access.
    open var tableView: UITableView! {
        get { view as? UITableView }
        set { view = newValue }
    }

    /// The table's refresh control (iOS 10; https://developer.apple.com/documentation/uikit/uitableviewcontroller/refreshcontrol):
    /// the same as `tableView.refreshControl`, so setting it loads the view.
    open var refreshControl: UIRefreshControl? {
        get { tableView?.refreshControl }
        set { tableView?.refreshControl = newValue }
    }

    /// Loads the storyboard scene's or the nib's view, or makes a table of the controller's
    /// style; the table's data source and delegate, when it has none, are the controller.
    open override func loadView() {
        if !loadsInterfaceBuilderView(otherwise: "a UITableView") {
            let table = UITableView(frame: presentationGeometry?.screenBounds ?? .zero, style: tableStyle)
            table.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            view = table
        }
        guard let table = view as? UITableView else { return }
        if table.dataSource == nil { table.dataSource = self }
        if table.delegate == nil { table.delegate = self }
    }

    /// Reloads the table's data the first time the view appears; with
    /// `clearsSelectionOnViewWillAppear`, deselects the selected rows (the delegate is not told,
    /// as for any deselection in code).
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard let table = tableView else { return }
        if clearsSelectionOnViewWillAppear {
            for indexPath in table.indexPathsForSelectedRows ?? [] { table.deselectRow(at: indexPath, animated: animated) }
        }
        guard !hasReloadedOnAppearance else { return }
        hasReloadedOnAppearance = true
        table.reloadData()
    }

    /// Enters or leaves editing mode, the controller's and its table's: Apple's overview of
    /// `UITableViewController` says it implements this method so that the Edit|Done button
    /// (`editButtonItem`) toggles the table's editing mode.
    open override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        tableView?.setEditing(editing, animated: animated)
    }

    // MARK: The keyboard

    /// UIKit's keyboard adjustment of the table (see `ScrollingControllerKeyboardAdjustment`).
    final func adjustForKeyboard(in window: UIWindow, endFrame: CGRect) {
        guard let table = viewIfLoaded as? UITableView else { return }
        keyboardAdjustment.adjust(table, in: window, forKeyboardEndFrame: endFrame) { $0 is UITableViewCell }
    }

    // MARK: UITableViewDataSource

    /// No rows (override it); a storyboard table's static rows.
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        staticCells(of: tableView)?.numberOfRows(inSection: section) ?? 0
    }

    /// A plain cell (override it: with no rows it is never asked); a storyboard table's static cell.
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        staticCells(of: tableView)?.entry(at: indexPath)?.cell ?? UITableViewCell(style: .default, reuseIdentifier: nil)
    }

    /// One section; a storyboard table's static sections.
    open func numberOfSections(in tableView: UITableView) -> Int { staticCells(of: tableView)?.sections.count ?? 1 }

    /// No header title; a storyboard static section's.
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        staticCells(of: tableView)?.section(at: section)?.headerTitle
    }

    /// No footer title; a storyboard static section's.
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        staticCells(of: tableView)?.section(at: section)?.footerTitle
    }

    // MARK: UITableViewDelegate

    /// The table's `rowHeight`; for a storyboard static cell, the height of its frame in the document.
    open func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        staticCells(of: tableView)?.entry(at: indexPath)?.height ?? tableView.rowHeight
    }

    /// The table's `estimatedRowHeight`.
    open func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        tableView.estimatedRowHeight
    }

    /// Does nothing.
    open func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}

    /// Does nothing.
    open func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {}

    /// True.
    open func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }

    /// The row.
    open func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }

    /// Does nothing.
    open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}

    /// The row.
    open func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }

    /// Does nothing.
    open func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}

    /// `.delete`.
    open func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle {
        .delete
    }

    /// `true`.
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }

    /// Does nothing.
    open func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}

    /// `false`.
    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }

    /// Does nothing.
    open func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}

    // MARK: UIScrollViewDelegate

    /// Does nothing.
    open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    /// Does nothing.
    open func scrollViewDidZoom(_ scrollView: UIScrollView) {}
    /// Does nothing.
    open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    /// Leaves the target offset.
    open func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {}
    /// Does nothing.
    open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    /// Does nothing.
    open func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    /// Does nothing.
    open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    /// Does nothing.
    open func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    /// No view to zoom.
    open func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
    /// True.
    open func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
    /// Does nothing.
    open func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
    /// Does nothing.
    open func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}

    // MARK: More of UITableViewDelegate and UITableViewDataSource (issue 43)

    /// As `UITableViewDelegate`'s default; a subclass overrides it.
    open func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { tableView.sectionHeaderHeight }
    /// As `UITableViewDelegate`'s default; a subclass overrides it.
    open func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat { tableView.sectionFooterHeight }
    /// As `UITableViewDelegate`'s default; a subclass overrides it.
    open func tableView(_ tableView: UITableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat {
        tableView.estimatedSectionHeaderHeight
    }
    /// As `UITableViewDelegate`'s default; a subclass overrides it.
    open func tableView(_ tableView: UITableView, estimatedHeightForFooterInSection section: Int) -> CGFloat {
        tableView.estimatedSectionFooterHeight
    }
    /// As `UITableViewDelegate`'s default; a subclass overrides it.
    open func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }
    /// As `UITableViewDelegate`'s default; a subclass overrides it.
    open func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { nil }
    /// As `UITableViewDelegate`'s default; a subclass overrides it.
    open func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {}
    /// As `UITableViewDelegate`'s default; a subclass overrides it.
    open func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int) {}
    /// As `UITableViewDelegate`'s default; a subclass overrides it.
    open func tableView(_ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int) {}
    /// As `UITableViewDelegate`'s default; a subclass overrides it.
    open func tableView(_ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int) {}
    /// As `UITableViewDelegate`'s default; a subclass overrides it.
    open func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {}
    /// As `UITableViewDelegate`'s default; a subclass overrides it.
    open func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {}
    /// As `UITableViewDelegate`'s default; a subclass overrides it.
    open func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {}
    /// As `UITableViewDelegate`'s default; a subclass overrides it.
    open func tableView(_ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath) -> Int { 0 }
    /// As `UITableViewDelegate`'s default; a subclass overrides it.
    open func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool { true }
    /// As `UITableViewDelegate`'s default; a subclass overrides it.
    open func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {}
    /// As `UITableViewDelegate`'s default; a subclass overrides it.
    open func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {}
    /// None.
    open func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> UISwipeActionsConfiguration?
    {
        nil
    }
    /// None: the default actions.
    open func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> UISwipeActionsConfiguration?
    {
        nil
    }
    /// None.
    open func tableView(_ tableView: UITableView, editActionsForRowAt indexPath: IndexPath) -> [UITableViewRowAction]? { nil }
    /// As `UITableViewDelegate`'s default; a subclass overrides it.
    open func tableView(_ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String? { "Delete" }
    /// As `UITableViewDelegate`'s default; a subclass overrides it.
    open func tableView(
        _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath { proposedDestinationIndexPath }
    /// As `UITableViewDelegate`'s default; a subclass overrides it.
    open func tableView(_ tableView: UITableView, canFocusRowAt indexPath: IndexPath) -> Bool { true }
    /// As `UITableViewDelegate`'s default; a subclass overrides it.
    open func indexPathForPreferredFocusedView(in tableView: UITableView) -> IndexPath? { nil }
    /// As `UITableViewDelegate`'s default; a subclass overrides it.
    open func tableView(_ tableView: UITableView, selectionFollowsFocusForRowAt indexPath: IndexPath) -> Bool {
        tableView.selectionFollowsFocus
    }
    /// As `UITableViewDelegate`'s default; a subclass overrides it.
    open func tableView(_ tableView: UITableView, canPerformPrimaryActionForRowAt indexPath: IndexPath) -> Bool { true }
    /// As `UITableViewDelegate`'s default; a subclass overrides it.
    open func tableView(_ tableView: UITableView, performPrimaryActionForRowAt indexPath: IndexPath) {}
    /// As `UITableViewDelegate`'s default; a subclass overrides it.
    open func tableView(_ tableView: UITableView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath) -> Bool { false }
    /// As `UITableViewDelegate`'s default; a subclass overrides it.
    open func tableView(_ tableView: UITableView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath) {}
    /// As `UITableViewDelegate`'s default; a subclass overrides it.
    open func tableViewDidEndMultipleSelectionInteraction(_ tableView: UITableView) {}
    /// As `UITableViewDelegate`'s default; a subclass overrides it.
    open func tableView(_ tableView: UITableView, shouldShowMenuForRowAt indexPath: IndexPath) -> Bool { false }
    /// As `UITableViewDelegate`'s default; a subclass overrides it.
    open func tableView(
        _ tableView: UITableView, canPerformAction action: Selector, forRowAt indexPath: IndexPath, withSender sender: Any?
    ) -> Bool { false }
    /// As `UITableViewDelegate`'s default; a subclass overrides it.
    open func tableView(_ tableView: UITableView, performAction action: Selector, forRowAt indexPath: IndexPath, withSender sender: Any?) {}
    /// As `UITableViewDelegate`'s default; a subclass overrides it.
    open func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint)
        -> UIContextMenuConfiguration?
    { nil }
    /// As `UITableViewDelegate`'s default; a subclass overrides it.
    open func tableView(
        _ tableView: UITableView, previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview? { nil }
    /// As `UITableViewDelegate`'s default; a subclass overrides it.
    open func tableView(
        _ tableView: UITableView, previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview? { nil }
    /// As `UITableViewDelegate`'s default; a subclass overrides it.
    open func tableView(
        _ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) {}
    /// As `UITableViewDelegate`'s default; a subclass overrides it.
    open func tableView(
        _ tableView: UITableView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) {}
    /// As `UITableViewDelegate`'s default; a subclass overrides it.
    open func tableView(
        _ tableView: UITableView, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
        animator: any UIContextMenuInteractionCommitAnimating
    ) {}
    /// As `UITableViewDelegate`'s default; a subclass overrides it.
    open func tableView(_ tableView: UITableView, shouldUpdateFocusIn context: UITableViewFocusUpdateContext) -> Bool { true }
    /// As `UITableViewDelegate`'s default; a subclass overrides it.
    open func tableView(
        _ tableView: UITableView, didUpdateFocusIn context: UITableViewFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator
    ) {}
    /// As `UITableViewDelegate`'s default; a subclass overrides it.
    open func tableView(
        _ tableView: UITableView, shouldSpringLoadRowAt indexPath: IndexPath, with context: any UISpringLoadedInteractionContext
    ) -> Bool { true }
    /// As `UITableViewDataSource`'s default; a subclass overrides it.
    open func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }
    /// As `UITableViewDataSource`'s default; a subclass overrides it.
    open func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int { index }
    /// As `UIScrollViewDelegate`'s default; a subclass overrides it.
    open func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}
    /// As `UIScrollViewDelegate`'s default; a subclass overrides it.
    open func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {}
}
