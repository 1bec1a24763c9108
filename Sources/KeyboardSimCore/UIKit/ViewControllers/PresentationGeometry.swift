import Foundation

/// What a controller asks of the screen it is shown on: the bounds its first view takes, whether
/// a presentation style covers the presenter on this iOS version, and the window's navigation
/// and presentation transitions in time. The simulation answers (`ScreenGeometry`); the lifecycle
/// monitor, which only reports, does not.
///
/// ```swift
/// view = UIView(frame: presentationGeometry?.screenBounds ?? .zero)   // loadView()
/// let covers = geometry.coversPresenter(controller.modalPresentationStyle)
/// ```
@MainActor protocol PresentationGeometry: AnyObject {
    /// The screen's bounds in its interface orientation.
    var screenBounds: CGRect { get }
    /// Whether presenting with `style` covers the presenter (its view leaves the window).
    func coversPresenter(_ style: UIModalPresentationStyle) -> Bool
    /// The window's navigation and presentation transitions in time.
    var transitions: ScreenTransitions { get }
}
