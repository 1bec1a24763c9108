import Foundation

/// What the user is doing in the app, for Handoff, Spotlight and state restoration, as
/// Foundation's `NSUserActivity` on Apple platforms (Foundation on Linux has none). Stored: the
/// simulation hands no activity over, indexes none and restores none; the delegate methods that
/// take one (`scene(_:continue:)`, `application(_:continue:restorationHandler:)`) are never called
/// by it, and a test may call them with one of these.
open class NSUserActivity: NSObject {
    /// The activity's type (a reverse-DNS string the app declares).
    public let activityType: String
    /// A title the user sees (stored).
    open var title: String?
    /// The activity's data (stored).
    open var userInfo: [AnyHashable: Any]?
    /// A web page that continues the activity (stored).
    open var webpageURL: URL?
    /// Whether the activity may be handed off (true; stored).
    open var isEligibleForHandoff = true
    /// Whether the activity is indexed (false; stored).
    open var isEligibleForSearch = false
    /// An identifier of the activity (stored).
    open var persistentIdentifier: String?
    /// The identifier of the content the activity targets, matched against scene activation
    /// conditions (stored).
    open var targetContentIdentifier: String?

    /// An activity of `activityType`.
    public init(activityType: String) {
        self.activityType = activityType
        super.init()
    }
}

/// An object that restores itself from a user activity, as UIKit's `UIUserActivityRestoring`
/// (what `application(_:continue:restorationHandler:)`'s handler takes).
@preconcurrency @MainActor public protocol UIUserActivityRestoring: AnyObject {
    /// Restores the object's state from `activity`.
    func restoreUserActivityState(_ activity: NSUserActivity)
}

extension UIResponder: UIUserActivityRestoring {}

/// An object whose state is saved and restored with the app's, as UIKit's `UIStateRestoring`
/// (state restoration is not simulated: `UIApplication.registerObject(forStateRestoration:restorationIdentifier:)`
/// keeps nothing, and the trace says so).
@preconcurrency @MainActor public protocol UIStateRestoring: AnyObject {
    /// The object that restores before this one (`nil` by default).
    var restorationParent: (any UIStateRestoring)? { get }
}

extension UIStateRestoring {
    /// `nil`: no parent.
    public var restorationParent: (any UIStateRestoring)? { nil }
}
