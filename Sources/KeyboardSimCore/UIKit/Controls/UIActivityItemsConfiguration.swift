import Foundation

/// What a responder or a scene offers to share, as UIKit's `UIActivityItemsConfigurationReading`
/// (iOS 13; https://developer.apple.com/documentation/uikit/uiactivityitemsconfigurationreading).
/// No share sheet or system command reads one here.
@preconcurrency @MainActor public protocol UIActivityItemsConfigurationReading: AnyObject {
    /// The items offered, as item providers.
    var itemProvidersForActivityItemsConfiguration: [NSItemProvider] { get }
}

/// What gives a scene's activity items configuration, as UIKit's
/// `UIActivityItemsConfigurationProviding` (iOS 15).
@preconcurrency @MainActor public protocol UIActivityItemsConfigurationProviding: AnyObject {
    /// The configuration offered (nil: none).
    var activityItemsConfiguration: (any UIActivityItemsConfigurationReading)? { get }
}
