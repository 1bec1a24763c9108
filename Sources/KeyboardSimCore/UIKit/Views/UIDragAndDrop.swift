import Foundation

// Drag and drop (iOS 11). Drags are not simulated: no drag starts and nothing is dropped, so
// none of the delegates below is asked and no session or coordinator is made. The types let an
// app's drag and drop delegates compile, with the members they use most.

/// A dragged item, as UIKit's `UIDragItem` (https://developer.apple.com/documentation/uikit/uidragitem).
@preconcurrency @MainActor open class UIDragItem: NSObject {
    /// The data the item carries.
    public let itemProvider: NSItemProvider
    /// An object for a drop in the same app (stored).
    open var localObject: Any?

    /// An item carrying `itemProvider`'s data.
    public init(itemProvider: NSItemProvider) {
        self.itemProvider = itemProvider
        super.init()
    }
}

/// What drag and drop sessions share, as UIKit's `UIDragDropSession`.
@preconcurrency @MainActor public protocol UIDragDropSession: AnyObject {
    /// The items dragged.
    var items: [UIDragItem] { get }
    /// Where the drag is, in `view`.
    func location(in view: UIView) -> CGPoint
    /// Whether the drop may move the items (not copy them).
    var allowsMoveOperation: Bool { get }
    /// Whether the drag stays in the app it started in.
    var isRestrictedToDraggingApplication: Bool { get }
    /// Whether an item holds a type of `typeIdentifiers`.
    func hasItemsConforming(toTypeIdentifiers typeIdentifiers: [String]) -> Bool
}

/// A drag in progress, as UIKit's `UIDragSession` (https://developer.apple.com/documentation/uikit/uidragsession).
@preconcurrency @MainActor public protocol UIDragSession: UIDragDropSession {
    /// A value the app keeps with the drag.
    var localContext: Any? { get set }
}

/// A drag over a drop target, as UIKit's `UIDropSession` (https://developer.apple.com/documentation/uikit/uidropsession).
@preconcurrency @MainActor public protocol UIDropSession: UIDragDropSession {
    /// The drag session when the drag started in this app (nil otherwise).
    var localDragSession: (any UIDragSession)? { get }
}

/// A dropped item in a table, as UIKit's `UITableViewDropItem`.
@preconcurrency @MainActor public protocol UITableViewDropItem: AnyObject {
    /// The item dragged.
    var dragItem: UIDragItem { get }
    /// The row it came from, when it came from this table.
    var sourceIndexPath: IndexPath? { get }
}

/// What a table's drop delegate is given to perform a drop, as UIKit's
/// `UITableViewDropCoordinator`.
@preconcurrency @MainActor public protocol UITableViewDropCoordinator: AnyObject {
    /// The items dropped.
    var items: [any UITableViewDropItem] { get }
    /// Where they are dropped (nil: not on a row).
    var destinationIndexPath: IndexPath? { get }
    /// The drop's session.
    var session: any UIDropSession { get }
}

/// What a table asks for the rows the user drags, as UIKit's `UITableViewDragDelegate`
/// (https://developer.apple.com/documentation/uikit/uitableviewdragdelegate). Never asked here.
@preconcurrency @MainActor public protocol UITableViewDragDelegate: AnyObject {
    /// The items a drag of the row at `indexPath` starts with (empty: no drag).
    func tableView(_ tableView: UITableView, itemsForBeginning session: any UIDragSession, at indexPath: IndexPath) -> [UIDragItem]
    /// The items a tap on the row adds to a drag (none by default).
    func tableView(_ tableView: UITableView, itemsForAddingTo session: any UIDragSession, at indexPath: IndexPath, point: CGPoint)
        -> [UIDragItem]
}

extension UITableViewDragDelegate {
    /// None, as UIKit without the method.
    public func tableView(_ tableView: UITableView, itemsForAddingTo session: any UIDragSession, at indexPath: IndexPath, point: CGPoint)
        -> [UIDragItem]
    { [] }
}

/// What a table asks about drops on it, as UIKit's `UITableViewDropDelegate`
/// (https://developer.apple.com/documentation/uikit/uitableviewdropdelegate). Never asked here.
@preconcurrency @MainActor public protocol UITableViewDropDelegate: AnyObject {
    /// Performs the drop `coordinator` describes.
    func tableView(_ tableView: UITableView, performDropWith coordinator: any UITableViewDropCoordinator)
    /// Whether the table takes the drag's data (true by default).
    func tableView(_ tableView: UITableView, canHandle session: any UIDropSession) -> Bool
}

extension UITableViewDropDelegate {
    /// True, as UIKit without the method.
    public func tableView(_ tableView: UITableView, canHandle session: any UIDropSession) -> Bool { true }
}

/// A dropped item in a collection view, as UIKit's `UICollectionViewDropItem`.
@preconcurrency @MainActor public protocol UICollectionViewDropItem: AnyObject {
    /// The item dragged.
    var dragItem: UIDragItem { get }
    /// The item it came from, when it came from this collection view.
    var sourceIndexPath: IndexPath? { get }
}

/// What a collection view's drop delegate is given to perform a drop, as UIKit's
/// `UICollectionViewDropCoordinator`.
@preconcurrency @MainActor public protocol UICollectionViewDropCoordinator: AnyObject {
    /// The items dropped.
    var items: [any UICollectionViewDropItem] { get }
    /// Where they are dropped (nil: not on an item).
    var destinationIndexPath: IndexPath? { get }
    /// The drop's session.
    var session: any UIDropSession { get }
}

/// What a collection view asks for the items the user drags, as UIKit's
/// `UICollectionViewDragDelegate`
/// (https://developer.apple.com/documentation/uikit/uicollectionviewdragdelegate). Never asked here.
@preconcurrency @MainActor public protocol UICollectionViewDragDelegate: AnyObject {
    /// The items a drag of the item at `indexPath` starts with (empty: no drag).
    func collectionView(_ collectionView: UICollectionView, itemsForBeginning session: any UIDragSession, at indexPath: IndexPath)
        -> [UIDragItem]
    /// The items a tap on the item adds to a drag (none by default).
    func collectionView(
        _ collectionView: UICollectionView, itemsForAddingTo session: any UIDragSession, at indexPath: IndexPath, point: CGPoint
    ) -> [UIDragItem]
}

extension UICollectionViewDragDelegate {
    /// None, as UIKit without the method.
    public func collectionView(
        _ collectionView: UICollectionView, itemsForAddingTo session: any UIDragSession, at indexPath: IndexPath, point: CGPoint
    ) -> [UIDragItem] { [] }
}

/// What a collection view asks about drops on it, as UIKit's `UICollectionViewDropDelegate`
/// (https://developer.apple.com/documentation/uikit/uicollectionviewdropdelegate). Never asked here.
@preconcurrency @MainActor public protocol UICollectionViewDropDelegate: AnyObject {
    /// Performs the drop `coordinator` describes.
    func collectionView(_ collectionView: UICollectionView, performDropWith coordinator: any UICollectionViewDropCoordinator)
    /// Whether the collection view takes the drag's data (true by default).
    func collectionView(_ collectionView: UICollectionView, canHandle session: any UIDropSession) -> Bool
}

extension UICollectionViewDropDelegate {
    /// True, as UIKit without the method.
    public func collectionView(_ collectionView: UICollectionView, canHandle session: any UIDropSession) -> Bool { true }
}
