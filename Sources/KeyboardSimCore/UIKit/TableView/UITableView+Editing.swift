import Foundation

extension UITableView {
    /// The user taps the editing control of the row at `indexPath` (`Simulation.tapEditingControl(ofRowAt:in:)`):
    /// tapping a control makes the table call the data source's `tableView(_:commit:forRowAt:)`
    /// (developer.apple.com/documentation/uikit/uitableview/isediting): at once for an insertion
    /// control; for a deletion control, after the user confirms with the Delete button, which is
    /// the row's trailing action shown here as a swipe shows it.
    func tapEditingControlByUser(at indexPath: IndexPath) {
        let row = "row \(indexPath.section).\(indexPath.row) of \(debugName)"
        guard isEditing else {
            diagnostic("tapEditingControl on \(row), whose table is not editing (setEditing(true, animated:) first): nothing happened")
            return
        }
        guard indexPath.section >= 0, indexPath.section < numberOfSections, indexPath.row >= 0,
            indexPath.row < numberOfRows(inSection: indexPath.section), cellForRow(at: indexPath) != nil
        else {
            diagnostic("tapEditingControl on \(row), which is not on screen: nothing happened")
            return
        }
        switch editingStyleByUser(forRowAt: indexPath) {
        case .none:
            diagnostic("tapEditingControl on \(row), which has no editing control (its editing style is .none): nothing happened")
        case .insert:
            dataSource?.tableView(self, commit: .insert, forRowAt: indexPath)
        case .delete:
            closeSwipeActions()
            let (actions, _) = swipeActions(forRowAt: indexPath, edge: .trailing)
            guard !actions.isEmpty else {
                diagnostic("tapEditingControl on \(row): the row has no trailing actions to confirm with; nothing happened")
                return
            }
            revealedSwipeActions = RevealedSwipeActions(indexPath: indexPath, edge: .trailing, actions: actions)
        }
    }

    /// The user drags the reorder control of the row at `source` to `destination`
    /// (`Simulation.moveRow(at:to:in:)`): while editing, when the data source's `canMoveRowAt`
    /// allows it; the delegate's `targetIndexPathForMoveFromRowAt` gives the final place; the
    /// table moves the row, then tells the data source (`tableView(_:moveRowAt:to:)`).
    func moveRowByUser(from source: IndexPath, to destination: IndexPath) {
        let row = "row \(source.section).\(source.row) of \(debugName)"
        guard isEditing else {
            diagnostic("moveRow on \(row), whose table is not editing (setEditing(true, animated:) first): nothing happened")
            return
        }
        func exists(_ path: IndexPath) -> Bool {
            path.section >= 0 && path.section < numberOfSections && path.row >= 0 && path.row < numberOfRows(inSection: path.section)
        }
        guard exists(source), exists(destination) else {
            diagnostic("moveRow from \(row) to \(destination.section).\(destination.row): a row that does not exist; nothing happened")
            return
        }
        guard dataSource?.tableView(self, canMoveRowAt: source) ?? false else {
            diagnostic(
                "moveRow on \(row): the data source's tableView(_:canMoveRowAt:) is false (its default), so the row has no reorder control; nothing happened"
            )
            return
        }
        let target =
            tableDelegate?.tableView(self, targetIndexPathForMoveFromRowAt: source, toProposedIndexPath: destination) ?? destination
        guard exists(target) else {
            diagnostic("moveRow on \(row): the delegate's target \(target.section).\(target.row) does not exist; nothing happened")
            return
        }
        guard target != source else { return }
        moveRow(at: source, to: target)
        dataSource?.tableView(self, moveRowAt: source, to: target)
    }
}
