import Foundation

extension Simulation {
    /// The user leaves the app (the home gesture, another app opened): the app delegate and the
    /// app's notifications in UIKit's order (`UIApplication.leave`), ending with
    /// `applicationState == .background`.
    ///
    /// The first responder keeps its status, as on iOS, where the keyboard is there again when
    /// the app returns. What the keyboard posts around leaving and returning is not simulated:
    /// public reports agree that a keyboard notification can reach an app that is not active yet
    /// after it returns (Tencent/QMUI_iOS#565), but not on the order or the durations, so the
    /// trace says it was left out rather than guess.
    public func enterBackground() {
        guard application.applicationState == .active else {
            diagnostic("enterBackground while the app is \(application.applicationState). Ignored.")
            return
        }
        perform { application.leave(postingOn: notificationCenter) }
        if keyboard.phase.isUp {
            diagnostic(
                "the app left with the keyboard up: the keyboard notifications iOS posts around background and foreground are not simulated (unconfirmed)"
            )
        }
    }

    /// The user comes back to the app: the app delegate and the app's notifications in UIKit's
    /// order (`UIApplication.returnToForeground`), ending with `applicationState == .active`.
    public func enterForeground() {
        guard application.applicationState == .background else {
            diagnostic("enterForeground while the app is \(application.applicationState). Ignored.")
            return
        }
        perform { application.returnToForeground(postingOn: notificationCenter) }
    }
}
