import Foundation

// A frame that is not finite never reaches a view: on iOS its layer refuses it.

extension CGRect {
    /// Whether every number of the rectangle is finite (neither NaN nor ±infinity).
    package var hasFiniteNumbers: Bool {
        origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite
    }
}

extension UIView {
    /// Whether `frame` is refused because a number of it is NaN or infinite — what a chain of
    /// multipliers that overflows gives, or a division by zero in an app's frame arithmetic.
    ///
    /// On iOS a view's frame is its layer's position and bounds, and Core Animation raises
    /// `CALayerInvalidGeometry` ("CALayer position contains NaN", "CALayer bounds contains
    /// NaN") for a number that is not finite: the app terminates with that uncaught exception.
    /// Here the view keeps the frame it has, and the first such frame in a window is recorded
    /// as a crash of the controller the view belongs to (`handlerCrashes` counts it, and
    /// `fieldClearsKeyboard` fails on it); the window's later ones are refused without a word,
    /// as the app would have stopped at the first, and so are a view's outside any window (no
    /// trace to record into). `source` says who set it: "Auto Layout gave" or "the app set".
    func refusesNonFiniteFrame(_ frame: CGRect, source: String, window: UIWindow?) -> Bool {
        guard !frame.hasFiniteNumbers else { return false }
        guard let window, !window.refusedNonFiniteFrame else { return true }
        window.refusedNonFiniteFrame = true
        window.traceRecorder.recordCrash(
            controller: crashingControllerName,
            reason:
                "\(source) \(debugName) the frame \(frame.uiKitDescription), which is not finite: its layer raises CALayerInvalidGeometry and the app terminates (the view keeps \(self.frame.uiKitDescription); later frames that are not finite are refused too)"
        )
        return true
    }

    /// The controller a crash in this view's code is recorded in: the nearest view
    /// controller owning the view or an ancestor, else "the app".
    var crashingControllerName: String {
        var view: UIView? = self
        while let current = view {
            if let name = current.owningViewController?.auditName { return name }
            view = current.superview
        }
        return "the app"
    }
}
