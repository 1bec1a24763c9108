import Foundation

/// The state a controller's content-unavailable configuration is updated for, as UIKit's
/// `UIContentUnavailableConfigurationState` (iOS 17;
/// https://developer.apple.com/documentation/uikit/uicontentunavailableconfigurationstate-swift.struct):
/// what `UIViewController.updateContentUnavailableConfiguration(using:)` is given.
public struct UIContentUnavailableConfigurationState: UIConfigurationState {
    /// The traits the configuration is for.
    public var traitCollection: UITraitCollection
    /// The search text (UIKit's default is the text of the controller's search controller's bar;
    /// nil here unless set).
    public var searchText: String?

    /// A state for `traitCollection`, with no search text.
    public init(traitCollection: UITraitCollection) {
        self.traitCollection = traitCollection
    }
}
