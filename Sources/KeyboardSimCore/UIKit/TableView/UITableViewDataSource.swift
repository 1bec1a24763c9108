import Foundation

/// What a table asks its data source, as UIKit's `UITableViewDataSource`: the number of rows
/// in each section and the cell of each row are required; the number of sections (1 by
/// default) is optional, here a requirement with UIKit's default.
///
/// ```swift
/// extension ListController: UITableViewDataSource {
///     func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { names.count }
///     func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
///         let cell = tableView.dequeueReusableCell(withIdentifier: "name", for: indexPath)
///         cell.textLabel?.text = names[indexPath.row]
///         return cell
///     }
/// }
/// ```
@preconcurrency @MainActor public protocol UITableViewDataSource: SelectorResponding {
    /// How many rows `section` has.
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    /// The cell for the row at `indexPath` (usually dequeued).
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
    /// How many sections the table has (1 by default).
    func numberOfSections(in tableView: UITableView) -> Int
    /// The title of `section`'s header (nil by default): with one, and no header view from the
    /// delegate, the section has a `UITableViewHeaderFooterView` header showing it.
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
    /// The title of `section`'s footer (nil by default), as the header's.
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
    /// Whether the row can be edited (deleted or inserted; `true` by default).
    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool
    /// The user confirmed the row's insertion or deletion: the data source updates its data
    /// and the table (`deleteRows(at:with:)`). Nothing by default.
    func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath)
    /// Whether the row can be moved (`false` by default).
    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool
    /// The user moved a row: the data source moves it in its data. Nothing by default.
    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
    /// The titles of the section index along the table's side (nil by default: no index; the
    /// index is not drawn).
    func sectionIndexTitles(for tableView: UITableView) -> [String]?
    /// The section a section index title leads to (its position in the index by default).
    func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int
}

extension UITableViewDataSource {
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }
    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    public func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    public func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}
    public func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }
    public func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int { index }
}
