import Foundation

/// A service the share sheet offers, as UIKit's `UIActivity`
/// (https://developer.apple.com/documentation/uikit/uiactivity): subclass it to offer your own.
/// The defaults are Apple's: no type, title or image, and an activity that can perform nothing.
/// The simulation shows no share sheet, so it never asks an activity anything.
@preconcurrency @MainActor open class UIActivity: NSObject {
    /// Where an activity is listed, as UIKit's `UIActivity.Category` (raw values as UIKit's).
    public enum Category: Int, Sendable {
        /// The row of actions (copy, print).
        case action = 0
        /// The row of apps to share with.
        case share = 1
    }

    /// What identifies an activity, as UIKit's `UIActivity.ActivityType`. The raw values of the
    /// system's types are unconfirmed (the strings iOS prints for them; Apple's pages give only
    /// the names).
    public struct ActivityType: RawRepresentable, Hashable, Sendable {
        /// The identifier's string.
        public var rawValue: String
        /// The type named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The type named `rawValue`.
        public init(_ rawValue: String) { self.rawValue = rawValue }

        /// Posting to Facebook.
        public static let postToFacebook = ActivityType(rawValue: "com.apple.UIKit.activity.PostToFacebook")
        /// Posting to Twitter.
        public static let postToTwitter = ActivityType(rawValue: "com.apple.UIKit.activity.PostToTwitter")
        /// Sending a message.
        public static let message = ActivityType(rawValue: "com.apple.UIKit.activity.Message")
        /// Sending an email.
        public static let mail = ActivityType(rawValue: "com.apple.UIKit.activity.Mail")
        /// Printing.
        public static let print = ActivityType(rawValue: "com.apple.UIKit.activity.Print")
        /// Copying to the pasteboard.
        public static let copyToPasteboard = ActivityType(rawValue: "com.apple.UIKit.activity.CopyToPasteboard")
        /// Assigning an image to a contact.
        public static let assignToContact = ActivityType(rawValue: "com.apple.UIKit.activity.AssignToContact")
        /// Saving to the photo library.
        public static let saveToCameraRoll = ActivityType(rawValue: "com.apple.UIKit.activity.SaveToCameraRoll")
        /// Adding to Safari's reading list.
        public static let addToReadingList = ActivityType(rawValue: "com.apple.UIKit.activity.AddToReadingList")
        /// Sending with AirDrop.
        public static let airDrop = ActivityType(rawValue: "com.apple.UIKit.activity.AirDrop")
        /// Opening in Books.
        public static let openInIBooks = ActivityType(rawValue: "com.apple.UIKit.activity.OpenInIBooks")
        /// Marking up as a PDF.
        public static let markupAsPDF = ActivityType(rawValue: "com.apple.UIKit.activity.MarkupAsPDF")
    }

    /// The row the activity is listed in (default `.action`).
    open class var activityCategory: Category { .action }
    /// The activity's type (default `nil`).
    open var activityType: ActivityType? { nil }
    /// The activity's title in the sheet (default `nil`).
    open var activityTitle: String? { nil }
    /// The activity's image in the sheet (default `nil`).
    open var activityImage: UIImage? { nil }
    /// A view controller the activity presents instead of performing (default `nil`).
    open var activityViewController: UIViewController? { nil }

    /// An activity with Apple's defaults.
    public override init() { super.init() }

    /// Whether the activity can act on `activityItems` (default `false`).
    open func canPerform(withActivityItems activityItems: [Any]) -> Bool { false }
    /// Takes the items before `perform()` (default: nothing).
    open func prepare(withActivityItems activityItems: [Any]) {}
    /// Performs the activity (default: nothing); call `activityDidFinish(_:)` when done.
    open func perform() {}
    /// Tells the system the activity finished (stored: the simulation shows no sheet to close).
    open func activityDidFinish(_ completed: Bool) { finished = completed }

    /// What the last `activityDidFinish(_:)` said, if it was called.
    private(set) var finished: Bool?
}

/// The share sheet, as UIKit's `UIActivityViewController`
/// (https://developer.apple.com/documentation/uikit/uiactivityviewcontroller): a view controller
/// presented like any other (as a sheet on iPhone; from a popover's source on iPad).
///
/// Its content is inert: no services are listed in its view, and the items are stored, not
/// shared. `completionWithItemsHandler` is called only when a test says the user finished, with
/// `Simulation.completeActivity(_:type:completed:returnedItems:)`; presenting or dismissing it in
/// code never calls it.
///
/// ```swift
/// let share = UIActivityViewController(activityItems: [url], applicationActivities: nil)
/// share.completionWithItemsHandler = { type, completed, _, _ in log.append("\(completed)") }
/// present(share, animated: true)
/// sim.completeActivity(share, type: .copyToPasteboard, completed: true)
/// ```
open class UIActivityViewController: UIViewController {
    /// The handler's type, as UIKit's `UIActivityViewController.CompletionWithItemsHandler`: the
    /// activity's type (`nil` when the user closed the sheet), whether it completed, the items an
    /// extension returned, and an error.
    public typealias CompletionWithItemsHandler = (UIActivity.ActivityType?, Bool, [Any]?, (any Error)?) -> Void

    /// The items to share, as given (not public in UIKit).
    let activityItems: [Any]
    /// The app's own activities, as given (not public in UIKit).
    let applicationActivities: [UIActivity]?
    /// Called when the user finishes (see the type for when the simulation calls it).
    open var completionWithItemsHandler: CompletionWithItemsHandler?
    /// The system activities not to offer (stored and inert).
    open var excludedActivityTypes: [UIActivity.ActivityType]?
    /// Whether the most likely activity is shown prominently (iOS 17; stored and inert).
    open var allowsProminentActivity = true

    /// A share sheet for `activityItems`, offering `applicationActivities` beside the system's.
    public init(activityItems: [Any], applicationActivities: [UIActivity]?) {
        self.activityItems = activityItems
        self.applicationActivities = applicationActivities
        super.init(nibName: nil, bundle: nil)
    }

    /// Archives are not simulated: a share sheet with no items.
    public required init?(coder: NSCoder) {
        activityItems = []
        applicationActivities = nil
        super.init(coder: coder)
    }

    /// The user finishes with `type` (`nil`: closed the sheet): the handler is called.
    final func userFinished(_ type: UIActivity.ActivityType?, completed: Bool, returnedItems: [Any]?) {
        completionWithItemsHandler?(type, completed, returnedItems, nil)
    }
}
