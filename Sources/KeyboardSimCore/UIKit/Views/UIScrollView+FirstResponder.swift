import Foundation

// UIKit scrolls a text field that becomes first responder into view in the scroll view around
// it, and again when the keyboard did show; and a becomeFirstResponder() asked of a view that is
// in no window yet is carried out when the view enters one.

/// Why UIKit scrolls the first responder into view, as the trace says it.
enum FirstResponderScrollReason: String {
    /// The responder just became first responder.
    case becameFirstResponder = "it became first responder"
    /// The keyboard did show (`keyboardDidShowNotification`) while it is first responder.
    case keyboardDidShow = "the keyboard did show"
}

extension UIScrollView {
    /// The first iOS whose text fields scroll the scroll view around them to themselves: iOS 8
    /// ("On iOS 8 UITextField gained the ability to scroll its scroller (parent scroll view) in
    /// order to make the text view visible when gaining first responder status … On iOS 7 nothing
    /// happens", openradar 20798351, github.com/lionheart/openradar-mirror/issues/1322).
    static let firstVersionScrollingFirstResponderIntoView = 8
}

extension UIWindow {
    /// Scrolls the first responder into view as UIKit does, when it is a view that asks for it
    /// (`UIView.rectScrolledIntoView(asFirstResponder:)`: a text field, a text view): the nearest
    /// enclosing scroll view whose scrolling is enabled is sent
    /// `scrollRectToVisible(_:animated: true)` with the responder's rectangle in its content —
    /// the scroll view's own open method, so that a subclass overriding it (to defer it, to add a
    /// margin, to refuse it) is called as on iOS. Nothing before iOS 8
    /// (`scrollsFirstResponderIntoView`).
    ///
    /// When, and from where:
    /// - **Becoming first responder** (`reason == .becameFirstResponder`), after the delegate's
    ///   did-begin and after the keyboard's will-notifications when they are posted in the same
    ///   turn: UITextField scrolls "its scroller (parent scroll view)" with "the appropriately
    ///   converted text field frame" (openradar 20798351); a field "scroll[s itself] into view
    ///   automatically when [it is] activated" (github.com/woelmer/UIScrollViewWithAutoLayout
    ///   pull 4); React Native overrides the method in its scroll view to stop "textFields
    ///   automatically scrolling scroll views that contain them" (github.com/facebook/react-native
    ///   issues/7789); a component library's scroll view overrides it so "it can't auto-scroll the
    ///   editing text field/view" (github.com/Hipo/macaroon, ScrollView.swift). An app's scroll in
    ///   its did-begin delegate call is overtaken
    ///   by UIKit's, which comes after (openradar 15391357,
    ///   github.com/lionheart/openradar-mirror/issues/4260).
    /// - **The keyboard did show** (`reason == .keyboardDidShow`), after the app's observers of
    ///   `keyboardDidShowNotification`: ScrollingContentViewController's README speaks of
    ///   `scrollRectToVisible` "called automatically by iOS after keyboard changes", which its
    ///   scroll view defers until the insets have followed the keyboard
    ///   (github.com/drewolbrich/ScrollingContentViewController). So a handler that only sets the
    ///   bottom inset (Stripe's example KeyboardAvoidingScrollView) gets its field scrolled above
    ///   the keys.
    ///
    /// Unconfirmed, with why: that a scroll view whose `isScrollEnabled` is false is passed over
    /// for the next one out, that the call is animated, and that the keyboard's did-show is the
    /// moment of the second call (the sources above name "after keyboard changes", not the
    /// notification) are the simulation's reading, with no public log to check them; a change of
    /// the scroll view's insets alone, with no keyboard notification, scrolls nothing (no public
    /// source says it does); a text view's rectangle is its insertion point's (see `UITextView`);
    /// and at the did-show, a scroll view already animating its offset (the app's own animated
    /// `scrollRectToVisible` after a keyboard change announced with duration 0) toward a place
    /// where the rectangle shows is not asked again — at becoming first responder it is, and the
    /// app's scroll is overtaken (openradar 15391357, above), but no public trace shows the
    /// did-show's call during such an animation, and asking would throw away the app's margin.
    ///
    /// The trace records a scroll UIKit started (an animation record, "UIKit scrolls …"), and a
    /// diagnostic when the rectangle is still outside the scroll view's visible area after the
    /// call (insets that leave no room, or an override that did not scroll); a call that leaves
    /// the content where it was and the rectangle visible records nothing.
    func scrollFirstResponderIntoView(_ reason: FirstResponderScrollReason) {
        guard scrollsFirstResponderIntoView, let responder = firstResponder as? UIView, responder.window === self,
            let rect = responder.rectScrolledIntoView(asFirstResponder: reason)
        else { return }
        var ancestor = responder.superview
        while let view = ancestor, !((view as? UIScrollView)?.isScrollEnabled ?? false) { ancestor = view.superview }
        guard let scrollView = ancestor as? UIScrollView else { return }
        let target = scrollView.convert(rect, from: responder)
        let before = scrollView.scrollDestination
        // At the did-show, content the app is already scrolling to where the rectangle shows is
        // left to arrive (see the documentation: unconfirmed).
        if reason == .keyboardDidShow, scrollView.isScrollAnimating, scrollView.visibleContentRect(at: before).contains(target) {
            return
        }
        scrollView.scrollRectToVisible(target, animated: true)
        let after = scrollView.scrollDestination
        func describe(_ point: CGPoint) -> String { "{\(formatNumber(point.x)), \(formatNumber(point.y))}" }
        let call = "\(scrollView.debugName).scrollRectToVisible(\(target.uiKitDescription), animated: true)"
        if after != before {
            traceRecorder.recordAnimation(
                "UIKit scrolls \(responder.debugName) into view (\(reason.rawValue)): \(call), content offset \(describe(before)) → \(describe(after))"
            )
        } else if !scrollView.visibleContentRect(at: after).contains(target) {
            traceRecorder.diagnostic(
                "UIKit scrolls \(responder.debugName) into view (\(reason.rawValue)) with \(call): it stays outside the visible area \(scrollView.visibleContentRect(at: after).uiKitDescription) (the insets leave no room, or an override of scrollRectToVisible did not scroll)"
            )
        }
    }
}

extension UIScrollView {
    /// The part of the content shown at `offset`: the bounds there, inset by
    /// `adjustedContentInset` (where `scrollRectToVisible(_:animated:)` makes a rectangle visible).
    func visibleContentRect(at offset: CGPoint) -> CGRect {
        CGRect(origin: offset, size: bounds.size).inset(by: adjustedContentInset)
    }
}

extension UIView {
    /// Carries out a `becomeFirstResponder()` this view or a view inside it was asked for while
    /// in no window, now that it is in one: the first such view, in the subtree's order, is sent
    /// `becomeFirstResponder()` (its own, overridable), and the other requests in the subtree are
    /// dropped.
    ///
    /// UIKit does so as the view is added: published stack traces show
    /// `-[UIView(Internal) _addSubview:positioned:relativeTo:]` → `_postMovedFromSuperview:` →
    /// `_promoteSelfOrDescendantToFirstResponderIfNecessary` → `deferredBecomeFirstResponder` →
    /// `-[UITextView becomeFirstResponder]`, inside a navigation controller's push
    /// (`-[UINavigationTransitionView transition:fromView:toView:]`;
    /// nutrient.io/blog/surprises-with-swift-extensions, 2016), and on an addSubview to a table on
    /// iOS 8 (github.com/rep2255/edittextoverlaybug, README). `becomeFirstResponder()` returns
    /// false meanwhile (unconfirmed: no public trace shows what UIKit returns; the view is not first
    /// responder until it enters a window, and `isFirstResponder` says so).
    /// Hence the common advice to call it in `viewWillAppear` so that the keyboard comes with a
    /// pushed screen ("Normally if you set a UITextField to become first responder in viewDidLoad
    /// or viewWillAppear, when the view controller is pushed … the view controller slides in from
    /// the right with the keyboard already up", stackoverflow.com/questions/33486030), although
    /// "self.view.window is still nil by the time either viewDidLoad or viewWillAppear: is
    /// called" during a push (an answer to "Have the keyboard slide into view from the right",
    /// mirrored at itecnote.com). ScrollingContentViewController
    /// handles screens "when each view controller calls a text field's becomeFirstResponder
    /// method in viewWillAppear, such that the keyboard remains visible across view controller
    /// transitions" (its README).
    func becomePendingFirstResponder() {
        guard window != nil else { return }
        var chosen: UIView?
        for view in subtree where view.wantsToBecomeFirstResponderInWindow {
            view.wantsToBecomeFirstResponderInWindow = false
            if chosen == nil { chosen = view }
        }
        _ = chosen?.becomeFirstResponder()
    }
}
