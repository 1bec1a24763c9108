import Foundation

/// Told ahead of time which rows a table will soon show, so their data can load before their
/// cells are asked for, as UIKit's `UITableViewDataSourcePrefetching` (iOS 10;
/// https://developer.apple.com/documentation/uikit/uitableviewdatasourceprefetching).
///
/// Not simulated: UIKit decides from the scrolling's speed and direction which rows to name, and
/// when, and Apple does not document the rule. A table keeps its `prefetchDataSource` and never
/// calls it; setting one leaves a line in the trace that says so. A test calls the methods itself
/// to check what they load.
@preconcurrency @MainActor public protocol UITableViewDataSourcePrefetching: SelectorResponding {
    /// The rows at `indexPaths` will be shown soon: start loading their data.
    func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath])
    /// The rows at `indexPaths` are no longer expected soon: cancel their loading.
    func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath])
}

extension UITableViewDataSourcePrefetching {
    /// Nothing, as UIKit without the (optional) method.
    public func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {}
}

/// The collection view's counterpart of `UITableViewDataSourcePrefetching`, as UIKit's
/// `UICollectionViewDataSourcePrefetching` (iOS 10), and not simulated for the same reason: a
/// collection view keeps its `prefetchDataSource` and never calls it.
@preconcurrency @MainActor public protocol UICollectionViewDataSourcePrefetching: SelectorResponding {
    /// The items at `indexPaths` will be shown soon: start loading their data.
    func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath])
    /// The items at `indexPaths` are no longer expected soon: cancel their loading.
    func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath])
}

extension UICollectionViewDataSourcePrefetching {
    /// Nothing, as UIKit without the (optional) method.
    public func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {}
}

extension UIView {
    /// The trace line for a prefetching data source set on `kind` (a table or a collection view).
    final func prefetchingNotSimulated(_ kind: String, rows: String) {
        diagnostic(
            "\(kind).prefetchDataSource: prefetching is not simulated; the \(rows) are never named ahead of time (call the data source's methods from the test)"
        )
    }
}
