/// The status bar's style, as UIKit's `UIStatusBarStyle` (raw values as UIKit's). The status
/// bar is not drawn: a controller's `preferredStatusBarStyle` is stored in its type and read by
/// nothing.
public enum UIStatusBarStyle: Int, Sendable {
    /// Dark or light content, chosen by the interface style.
    case `default` = 0
    /// Light content, for dark backgrounds.
    case lightContent = 1
    /// Dark content, for light backgrounds (iOS 13).
    case darkContent = 3
}
