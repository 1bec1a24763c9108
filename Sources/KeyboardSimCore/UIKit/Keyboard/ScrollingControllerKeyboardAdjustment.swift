import Foundation

/// UIKit's own keyboard adjustment of the scroll view a table or collection view controller
/// manages: at each keyboard `willShow` and `willHide`, the scroll view's bottom `contentInset`
/// covers the part of it the keyboard's end frame hides, and a first responder inside it is
/// scrolled into view above the keyboard (its cell, when it is in one).
///
/// The inset is changed by the difference from what the last adjustment added, so an inset the
/// app set itself is kept — and an app that also adds the keyboard's height in its own handler
/// gets it twice. The bottom of the safe area that `adjustedContentInset` already leaves out is
/// not added again. Sources and what is unconfirmed: `UITableViewController`'s and
/// `UICollectionViewController`'s documentation comments.
@MainActor struct ScrollingControllerKeyboardAdjustment {
    /// What the last adjustment added to the scroll view's bottom inset.
    private var added: CGFloat = 0

    /// Adjusts `scrollView` (in `window`) for a keyboard whose end frame is `endFrame` (the
    /// window's coordinates); `isCell` tells which ancestor of the first responder to scroll into
    /// view.
    mutating func adjust(_ scrollView: UIScrollView, in window: UIWindow, forKeyboardEndFrame endFrame: CGRect, isCell: (UIView) -> Bool) {
        guard scrollView.window === window else { return }
        let inWindow = scrollView.convert(scrollView.bounds, to: nil)
        let covered = inWindow.intersection(endFrame)
        let hidden = covered.isNull || covered.isEmpty ? 0 : inWindow.maxY - covered.minY
        let insetBySafeArea = scrollView.adjustedContentInset.bottom - scrollView.contentInset.bottom
        let adjustment = max(0, hidden - max(0, insetBySafeArea))
        if adjustment != added {
            scrollView.contentInset.bottom += adjustment - added
            added = adjustment
        }
        guard adjustment > 0, let responder = window.firstResponder as? UIView, responder.isDescendant(of: scrollView) else { return }
        var shown: UIView = responder
        var ancestor = responder.superview
        while let view = ancestor, view !== scrollView {
            if isCell(view) { shown = view }
            ancestor = view.superview
        }
        scrollView.scrollRectToVisible(scrollView.convert(shown.bounds, from: shown), animated: false)
    }
}

extension UIWindow {
    /// UIKit's keyboard adjustment of every table and collection view controller whose scroll
    /// view is in this window, for a keyboard whose end frame is `endFrame` (the window's
    /// coordinates), on iOS `majorVersion` (collection view controllers from iOS 9).
    final func adjustScrollingControllers(forKeyboardEndFrame endFrame: CGRect, iOSMajorVersion majorVersion: Int) {
        for controller in controllersInHierarchy {
            if let table = controller as? UITableViewController {
                table.adjustForKeyboard(in: self, endFrame: endFrame)
            } else if let collection = controller as? UICollectionViewController,
                majorVersion >= UICollectionViewController.firstVersionAdjustingForKeyboard
            {
                collection.adjustForKeyboard(in: self, endFrame: endFrame)
            }
        }
    }
}
