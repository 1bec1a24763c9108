import Foundation

/// A search bar and its results table over a controller's content, as UIKit's
/// `UISearchDisplayController` (deprecated in iOS 8 for `UISearchController`;
/// https://developer.apple.com/documentation/uikit/uisearchdisplaycontroller). Stored: it never
/// shows its results table here.
@available(*, deprecated, message: "Use UISearchController")
@preconcurrency @MainActor open class UISearchDisplayController: NSObject {
    /// The search bar.
    public let searchBar: UISearchBar
    /// The controller whose content is searched.
    public private(set) weak var searchContentsController: UIViewController?
    /// Whether the search interface shows (stored).
    open var isActive = false

    /// A search display controller for `searchBar` over `viewController`'s content.
    public init(searchBar: UISearchBar, contentsController viewController: UIViewController) {
        self.searchBar = searchBar
        searchContentsController = viewController
        super.init()
    }
}

extension UIViewController {
    /// The search display controller of the controller (deprecated in iOS 8; nil: none is made
    /// for a controller here).
    @available(*, deprecated, message: "Use UISearchController")
    public var searchDisplayController: UISearchDisplayController? { nil }

    /// Dismisses the movie player the controller presented (deprecated in iOS 9; the Media
    /// Player framework is not simulated, so there is none to dismiss).
    @available(*, deprecated, message: "Use AVPlayerViewController")
    public func dismissMoviePlayerViewControllerAnimated() {}
}
