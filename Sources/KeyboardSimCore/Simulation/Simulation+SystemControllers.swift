import Foundation

// What the user does in the system's own view controllers — the colour and font pickers, the
// share sheet, a page view controller's pages — whose content the simulation does not build:
// each is one call that says what the user picked or finished, and reaches the app through the
// delegate or handler UIKit would call.

extension Simulation {
    /// The user picks `color` in `picker`: `selectedColor` becomes `color` and the delegate hears
    /// `colorPickerViewController(_:didSelect:continuously: false)` (which by default calls
    /// `colorPickerViewControllerDidSelectColor(_:)`). A picker that is not on screen leaves a
    /// diagnostic and hears nothing.
    public func pickColor(_ color: UIColor, in picker: UIColorPickerViewController) {
        guard onScreen(picker, "pick a colour") else { return }
        picker.userPicked(color)
    }

    /// The user picks the font `descriptor` describes in `picker`: `selectedFontDescriptor`
    /// becomes `descriptor` and the delegate hears `fontPickerViewControllerDidPickFont(_:)`. A
    /// picker that is not on screen leaves a diagnostic and hears nothing.
    public func pickFont(_ descriptor: UIFontDescriptor, in picker: UIFontPickerViewController) {
        guard onScreen(picker, "pick a font") else { return }
        picker.userPicked(descriptor)
    }

    /// The user finishes with the share sheet `controller`: with the activity of `type`
    /// (`completed` saying whether it went through), or closing the sheet (`type` `nil`). Its
    /// `completionWithItemsHandler` is called with these values and no error; the simulation
    /// calls it nowhere else. A sheet that is not on screen leaves a diagnostic and calls nothing.
    public func completeActivity(
        _ controller: UIActivityViewController, type: UIActivity.ActivityType?, completed: Bool, returnedItems: [Any]? = nil
    ) {
        guard onScreen(controller, "finish the share sheet") else { return }
        controller.userFinished(type, completed: completed, returnedItems: returnedItems)
    }

    /// The user swipes `pageViewController` to the next page (`.forward`) or the previous one:
    /// the data source is asked for it; the delegate hears
    /// `pageViewController(_:willTransitionTo:)`, the pages turn (animated: advance the clock to
    /// see its end) and the delegate hears
    /// `pageViewController(_:didFinishAnimating:previousViewControllers:transitionCompleted:)`.
    /// With no page there (or no data source), nothing turns and the trace says why.
    public func swipePage(_ direction: UIPageViewController.NavigationDirection, in pageViewController: UIPageViewController) {
        guard onScreen(pageViewController, "swipe a page") else { return }
        if let why = pageViewController.swipeByUser(direction) {
            diagnostic(
                "swipe \(direction == .forward ? "forward" : "back") in \(Swift.type(of: pageViewController)): \(why); nothing turned")
        }
    }

    /// Whether `controller`'s view is in this simulation's window; if not, a diagnostic says
    /// that `what` did nothing.
    private func onScreen(_ controller: UIViewController, _ what: String) -> Bool {
        guard controller.viewIfLoaded?.window === window else {
            diagnostic("\(what) in \(Swift.type(of: controller)): it is not on screen; nothing happened")
            return false
        }
        return true
    }
}
