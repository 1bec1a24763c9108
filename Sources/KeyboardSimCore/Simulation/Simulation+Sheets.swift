import Foundation

// The user's gestures on a sheet: a drag to another detent, a swipe down to dismiss it.

extension Simulation {
    /// The user drags the sheet that presents `controller` (or its nearest presented ancestor) to
    /// the detent `identifier`: the sheet moves there in an animation (0.4 s ease in and out,
    /// unconfirmed), and after it the sheet's delegate hears
    /// `sheetPresentationControllerDidChangeSelectedDetentIdentifier(_:)` — after the sheet
    /// comes to rest, as UIKit calls it (github.com/boscojwho/SheetInteraction's README: the
    /// delegate is told "when a sheet finishes animating to its target detent"). A detent the
    /// sheet does not have, or one inactive here, leaves a diagnostic and nothing moves; the
    /// detent the sheet already shows changes nothing.
    ///
    /// ```swift
    /// sim.dragSheet(picker, to: .large)
    /// sim.advance(by: .seconds(1))
    /// ```
    public func dragSheet(_ controller: UIViewController, to identifier: UISheetPresentationController.Detent.Identifier) {
        perform {
            guard let sheet = presentedSheet(of: controller, for: "dragSheet(_:to:)") else { return }
            guard sheet.hasActiveDetent(identifier) else {
                diagnostic("dragSheet(_:to:): \(controller.auditName)'s sheet has no active detent \(identifier)")
                return
            }
            guard !sheet.shows(identifier) else { return }
            UIView.animate(
                withDuration: ScreenTransitions.presentationDuration.secondsValue,
                animations: { sheet.selectedDetentIdentifier = identifier },
                completion: { _ in
                    (sheet.delegate as? any UISheetPresentationControllerDelegate)?
                        .sheetPresentationControllerDidChangeSelectedDetentIdentifier(sheet)
                })
        }
    }

    /// The user swipes the sheet that presents `controller` (or its nearest presented ancestor)
    /// down, as UIKit handles it (Apple's documentation of `UIAdaptivePresentationControllerDelegate`
    /// and `isModalInPresentation`): with `isModalInPresentation`, or when the delegate's
    /// `presentationControllerShouldDismiss(_:)` answers false, the sheet stays and the delegate
    /// hears `presentationControllerDidAttemptToDismiss(_:)`; otherwise it hears
    /// `presentationControllerWillDismiss(_:)`, the sheet is dismissed (animated), and
    /// `presentationControllerDidDismiss(_:)` follows the dismissal. A controller that is not
    /// presented in a sheet leaves a diagnostic.
    ///
    /// ```swift
    /// sim.swipeDownToDismiss(editor)
    /// sim.advance(by: .seconds(1))
    /// #expect(delegate.events == ["willDismiss", "didDismiss"])
    /// ```
    public func swipeDownToDismiss(_ controller: UIViewController) {
        perform {
            guard let sheet = presentedSheet(of: controller, for: "swipeDownToDismiss(_:)") else { return }
            let presented = sheet.presentedViewController
            let delegate = sheet.delegate
            if presented.isModalInPresentation || delegate?.presentationControllerShouldDismiss(sheet) == false {
                delegate?.presentationControllerDidAttemptToDismiss(sheet)
                return
            }
            delegate?.presentationControllerWillDismiss(sheet)
            presented.presentingViewController?.dismiss(animated: true) {
                delegate?.presentationControllerDidDismiss(sheet)
            }
        }
    }

    /// The sheet presenting `controller` or its nearest presented ancestor, or nil with a
    /// diagnostic naming `method`.
    private func presentedSheet(of controller: UIViewController, for method: String) -> UISheetPresentationController? {
        var candidate: UIViewController? = controller
        while let current = candidate, current.presentingViewController == nil { candidate = current.parent }
        guard let presented = candidate,
            let sheet = presented.ownPresentationController as? UISheetPresentationController, !sheet.coversPresenter
        else {
            diagnostic("\(method): \(controller.auditName) is not presented in a sheet")
            return nil
        }
        return sheet
    }
}
