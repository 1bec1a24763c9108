import Foundation

// The local and remote notification API of iOS 8 and 9, deprecated in iOS 10 for the User
// Notifications framework. The simulation keeps what the app schedules and registers, and
// delivers nothing: no notification fires, and no push service exists.

/// A notification the app schedules, as UIKit's `UILocalNotification` (deprecated in iOS 10;
/// https://developer.apple.com/documentation/uikit/uilocalnotification). Stored: it never fires
/// here.
@available(*, deprecated, message: "Use UserNotifications framework's UNNotificationRequest")
@preconcurrency @MainActor open class UILocalNotification: NSObject {
    /// When it fires.
    open var fireDate: Date?
    /// The time zone `fireDate` is read in (nil: absolute time).
    open var timeZone: TimeZone?
    /// How often it repeats (an empty set: never).
    open var repeatInterval: NSCalendar.Unit = []
    /// The alert's title.
    open var alertTitle: String?
    /// The alert's text.
    open var alertBody: String?
    /// The alert's action title.
    open var alertAction: String?
    /// Whether the alert shows its action.
    open var hasAction = true
    /// The sound's file name.
    open var soundName: String?
    /// The number the app's icon shows.
    open var applicationIconBadgeNumber = 0
    /// The app's own values.
    open var userInfo: [AnyHashable: Any]?
    /// The identifier of the category whose actions the alert shows.
    open var category: String?

    /// A notification with no date.
    public override init() { super.init() }
}

/// The kinds of alert the app may show, as UIKit's `UIUserNotificationType` (deprecated in
/// iOS 10; https://developer.apple.com/documentation/uikit/uiusernotificationtype).
@available(*, deprecated, message: "Use UserNotifications framework's UNAuthorizationOptions")
public struct UIUserNotificationType: OptionSet, Sendable, Hashable {
    /// The raw bits.
    public let rawValue: UInt
    /// Types from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The icon's badge.
    public static let badge = UIUserNotificationType(rawValue: 1 << 0)
    /// A sound.
    public static let sound = UIUserNotificationType(rawValue: 1 << 1)
    /// An alert.
    public static let alert = UIUserNotificationType(rawValue: 1 << 2)
}

/// The kinds of remote notification the app registered for, as UIKit's
/// `UIRemoteNotificationType` (deprecated in iOS 8;
/// https://developer.apple.com/documentation/uikit/uiremotenotificationtype).
@available(*, deprecated, message: "Use UserNotifications framework's UNAuthorizationOptions")
public struct UIRemoteNotificationType: OptionSet, Sendable, Hashable {
    /// The raw bits.
    public let rawValue: UInt
    /// Types from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The icon's badge.
    public static let badge = UIRemoteNotificationType(rawValue: 1 << 0)
    /// A sound.
    public static let sound = UIRemoteNotificationType(rawValue: 1 << 1)
    /// An alert.
    public static let alert = UIRemoteNotificationType(rawValue: 1 << 2)
    /// Newsstand content.
    public static let newsstandContentAvailability = UIRemoteNotificationType(rawValue: 1 << 3)
}

/// A group of actions a notification shows, as UIKit's `UIUserNotificationCategory` (deprecated
/// in iOS 10; https://developer.apple.com/documentation/uikit/uiusernotificationcategory).
@available(*, deprecated, message: "Use UserNotifications framework's UNNotificationCategory")
@preconcurrency @MainActor open class UIUserNotificationCategory: NSObject {
    /// The category's identifier.
    open internal(set) var identifier: String?
    /// A category with no identifier.
    public override init() { super.init() }
}

/// What alerts the app asks to show, as UIKit's `UIUserNotificationSettings` (deprecated in
/// iOS 10; https://developer.apple.com/documentation/uikit/uiusernotificationsettings).
@available(*, deprecated, message: "Use UserNotifications framework's UNNotificationSettings")
@preconcurrency @MainActor open class UIUserNotificationSettings: NSObject {
    /// The kinds of alert.
    public let types: UIUserNotificationType
    /// The categories of actions.
    public let categories: Set<UIUserNotificationCategory>?

    /// Settings for `types` with `categories`.
    public init(types: UIUserNotificationType, categories: Set<UIUserNotificationCategory>?) {
        self.types = types
        self.categories = categories
        super.init()
    }
}

extension UIApplication {
    /// The local notifications scheduled and not cancelled (deprecated in iOS 10). They never
    /// fire here: each stays until it is cancelled or the list is set.
    @available(*, deprecated, message: "Use UserNotifications framework's UNUserNotificationCenter")
    public var scheduledLocalNotifications: [UILocalNotification]? {
        get { localNotifications.compactMap { $0 as? UILocalNotification } }
        set { localNotifications = newValue ?? [] }
    }

    /// Schedules `notification` (deprecated in iOS 10): it joins `scheduledLocalNotifications`
    /// and never fires.
    @available(*, deprecated, message: "Use UserNotifications framework's UNUserNotificationCenter")
    public func scheduleLocalNotification(_ notification: UILocalNotification) {
        localNotifications.append(notification)
    }

    /// Cancels `notification` (deprecated in iOS 10): it leaves `scheduledLocalNotifications`.
    @available(*, deprecated, message: "Use UserNotifications framework's UNUserNotificationCenter")
    public func cancelLocalNotification(_ notification: UILocalNotification) {
        localNotifications.removeAll { $0 === notification }
    }

    /// Shows `notification` now (deprecated in iOS 10): not simulated, nothing is shown or
    /// delivered, and the trace says so.
    @available(*, deprecated, message: "Use UserNotifications framework's UNUserNotificationCenter")
    public func presentLocalNotificationNow(_ notification: UILocalNotification) {
        notSimulated("presentLocalNotificationNow(_:) (local notifications are not delivered)")
    }

    /// Asks to show the alerts `notificationSettings` describes (deprecated in iOS 10). The
    /// simulation asks no user: the settings are registered as asked, and the delegate's
    /// `application(_:didRegister:)` is told at once (unconfirmed: on iOS after the user answers).
    @available(*, deprecated, message: "Use UserNotifications framework's requestAuthorization(options:completionHandler:)")
    public func registerUserNotificationSettings(_ notificationSettings: UIUserNotificationSettings) {
        registeredNotificationSettings = notificationSettings
        delegate?.application(self, didRegister: notificationSettings)
    }

    /// The settings last registered (deprecated in iOS 10; nil before any).
    @available(*, deprecated, message: "Use UserNotifications framework's getNotificationSettings(completionHandler:)")
    public var currentUserNotificationSettings: UIUserNotificationSettings? {
        registeredNotificationSettings as? UIUserNotificationSettings
    }

    /// Registers with the push service for `types` (deprecated in iOS 8): not simulated (no push
    /// service), and the trace says so.
    @available(*, deprecated, message: "Use registerForRemoteNotifications()")
    public func registerForRemoteNotifications(matching types: UIRemoteNotificationType) {
        notSimulated("registerForRemoteNotifications(matching:) (no push service)")
    }

    /// The remote notification types the app registered for (deprecated in iOS 8): none.
    @available(*, deprecated, message: "Use isRegisteredForRemoteNotifications")
    public func enabledRemoteNotificationTypes() -> UIRemoteNotificationType { [] }
}

/// UIKit's answers without the deprecated local-notification methods.
extension UIApplicationDelegate {
    /// Nothing, as UIKit without the method.
    @available(*, deprecated, message: "Use UserNotifications framework's UNUserNotificationCenterDelegate")
    public func application(_ application: UIApplication, didReceive notification: UILocalNotification) {}
    /// Nothing, as UIKit without the method.
    @available(*, deprecated, message: "Use UserNotifications framework's UNUserNotificationCenter")
    public func application(_ application: UIApplication, didRegister notificationSettings: UIUserNotificationSettings) {}
    /// Calls `completionHandler()`.
    @available(*, deprecated, message: "Use UserNotifications framework's UNUserNotificationCenterDelegate")
    public func application(
        _ application: UIApplication, handleActionWithIdentifier identifier: String?, for notification: UILocalNotification,
        completionHandler: @escaping () -> Void
    ) { completionHandler() }
    /// Calls `completionHandler()`.
    @available(*, deprecated, message: "Use UserNotifications framework's UNUserNotificationCenterDelegate")
    public func application(
        _ application: UIApplication, handleActionWithIdentifier identifier: String?, for notification: UILocalNotification,
        withResponseInfo responseInfo: [AnyHashable: Any], completionHandler: @escaping () -> Void
    ) { completionHandler() }
}
