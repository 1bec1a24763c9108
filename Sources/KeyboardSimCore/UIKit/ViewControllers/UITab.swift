import Foundation

/// A tab of a tab bar controller, as UIKit's `UITab` (iOS 18;
/// https://developer.apple.com/documentation/uikit/uitab). Stored: the simulated tab bar
/// controller makes its tabs from `viewControllers`, not from tabs, so
/// `UIViewController.tab` is nil.
@preconcurrency @MainActor open class UITab: NSObject {
    /// The tab's title.
    open var title: String
    /// The tab's image.
    open var image: UIImage?
    /// The tab's identifier.
    public let identifier: String
    /// What makes the tab's controller (stored; not called here).
    let viewControllerProvider: ((UITab) -> UIViewController)?

    /// A tab titled `title`, whose controller `viewControllerProvider` makes.
    public init(
        title: String, image: UIImage?, identifier: String, viewControllerProvider: ((UITab) -> UIViewController)? = nil
    ) {
        self.title = title
        self.image = image
        self.identifier = identifier
        self.viewControllerProvider = viewControllerProvider
        super.init()
    }
}
