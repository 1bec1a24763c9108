import Foundation

/// What `kbsim explain` says scroll-view-insets' handlers do, apart from their code: the
/// keyboard's overlap with the scroll view, the inset set, and where the content scrolls —
/// computed with the controller's own steps (a bug's variant overrides them), worded for the bug.
extension ScrollViewInsetsController: ExplainedTechnique {
    func explanation(of handler: Handler, for notification: Notification) -> [String] {
        switch handler {
        case .keyboardWillShow:
            guard let keyboardFrame = (notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue else {
                return []
            }
            if setsInsetsOnDidShow, notification.name == UIResponder.keyboardWillShowNotification {
                return ["willShow: nothing; the insets wait for keyboardDidShow, after the keyboard has arrived over the field"]
            }
            return [insets(keyboardFrame), scroll(inset: bottomInset(forOverlap: keyboardOverlap(inScrollView: keyboardFrame)))]
        case .keyboardWillHide:
            let now = scrollView.contentInset.bottom
            if bug == .insetsNeverRestored {
                return [
                    "willHide: nothing; contentInset.bottom stays \(formatNumber(now)) and the content stays scrolled (offset y \(formatNumber(scrollView.contentOffset.y)))"
                ]
            }
            let range = scrollView.contentSize.height + scrollView.adjustedContentInset.bottom - now - scrollView.bounds.height
            let back = max(-scrollView.adjustedContentInset.top, min(scrollView.contentOffset.y, range))
            return [
                "contentInset.bottom and verticalScrollIndicatorInsets.bottom \(formatNumber(now)) → 0; the content offset y \(formatNumber(scrollView.contentOffset.y)) → \(formatNumber(back)), inside the keyboard's animation (the offset's move into the smaller range is unconfirmed)"
            ]
        }
    }

    /// `keyboard {{0, 477}, {375, 335}} over formScrollView: 812 − 477 = 335 − safe area 34 =
    /// 301; contentInset.bottom = verticalScrollIndicatorInsets.bottom = 301`
    private func insets(_ keyboardFrame: CGRect) -> String {
        let overlap = keyboardOverlap(inScrollView: keyboardFrame)
        let inset = bottomInset(forOverlap: overlap)
        let safe = scrollView.safeAreaInsets.bottom
        let over =
            bug == .frameNotConverted
            ? "the scroll view's frame bottom \(formatNumber(scrollView.frame.maxY)) (in its superview) − the keyboard's top \(formatNumber(keyboardFrame.minY)) (on screen, not converted) = \(formatNumber(overlap))"
            : "\(formatNumber(scrollView.bounds.maxY)) − \(formatNumber(scrollView.convert(keyboardFrame, from: nil).minY)) = \(formatNumber(overlap))"
        let minus =
            bug == .doubleSafeArea
            ? " (the safe area's \(formatNumber(safe)), which the adjusted inset adds again, not subtracted)"
            : " − safe area \(formatNumber(safe)) = \(formatNumber(inset))"
        return
            "keyboard \(keyboardFrame.uiKitDescription) over formScrollView: \(over)\(minus); contentInset.bottom = verticalScrollIndicatorInsets.bottom = \(formatNumber(inset)) (adjusted bottom \(formatNumber(inset + safe)))"
    }

    /// Where `scrollRectToVisible` takes the active field once the bottom inset is `inset`,
    /// computed as the scroll view will: as little as shows it, within the scrollable range.
    private func scroll(inset: CGFloat) -> String {
        guard let field = activeField else { return "no field of the form is being edited: nothing to scroll" }
        let rect = visibleRect(of: field)
        let top = scrollView.adjustedContentInset.top
        let bottom = inset + scrollView.adjustedContentInset.bottom - scrollView.contentInset.bottom
        let height = scrollView.bounds.height, offset = scrollView.contentOffset.y
        let name = "\(field.accessibilityIdentifier ?? "the field") ± \(formatNumber(configuration.gap))"
        if rect.minY >= offset + top && rect.maxY <= offset + height - bottom {
            return "scrollRectToVisible(\(name)): visible already, the content stays at offset y \(formatNumber(offset))"
        }
        let wanted = rect.minY < offset + top || rect.height > height - top - bottom ? rect.minY - top : rect.maxY - (height - bottom)
        let target = max(-top, min(wanted, max(-top, scrollView.contentSize.height + bottom - height)))
        let timing =
            setsInsetsOnDidShow
            ? "on the scroll view's own 0.3 s, after the keyboard has arrived"
            : "inside the keyboard's animation, with its timing (unconfirmed for animated: true)"
        return "scrollRectToVisible(\(name), animated: true): content offset y \(formatNumber(offset)) → \(formatNumber(target)), \(timing)"
    }
}
