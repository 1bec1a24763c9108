import Foundation

/// The host's request to an app extension, as Foundation's `NSExtensionContext`
/// (https://developer.apple.com/documentation/foundation/nsextensioncontext), which `import
/// UIKit` brings on iOS. The simulated app is not an extension: `UIViewController.extensionContext`
/// is nil, and nothing makes one.
open class NSExtensionContext: NSObject {
    /// The items the host sent (none here).
    open var inputItems: [Any] { [] }

    /// A context (the system makes them for an extension).
    override init() { super.init() }

    /// Ends the request, returning `items` to the host (there is no host: `completionHandler`
    /// is called with false).
    open func completeRequest(returningItems items: [Any]?, completionHandler: ((Bool) -> Void)? = nil) {
        completionHandler?(false)
    }

    /// Cancels the request with `error` (there is no host to tell).
    open func cancelRequest(withError error: any Error) {}
}
