import Foundation

/// A layout guide that fits content of an aspect ratio, as UIKit's `UILayoutGuideAspectFitting`
/// (iOS 16; https://developer.apple.com/documentation/uikit/uilayoutguideaspectfitting).
@preconcurrency @MainActor public protocol UILayoutGuideAspectFitting: AnyObject {
    /// The content's width over its height (1 by default; Apple documents more than 0 and at most
    /// 100: a value outside is clamped into that range here).
    var aspectRatio: CGFloat { get set }
}

/// The window's aspect-fit guide: the largest rectangle of `aspectRatio` centered in the window's
/// safe area, by Auto Layout constraints of the window's.
@MainActor final class AspectFitLayoutGuide: UILayoutGuide, UILayoutGuideAspectFitting {
    /// The constraint that holds the ratio (replaced when the ratio changes).
    private var ratioConstraint: NSLayoutConstraint?

    var aspectRatio: CGFloat = 1 {
        didSet {
            let clamped = aspectRatio.isFinite ? min(max(aspectRatio, 0.01), 100) : 1
            if clamped != aspectRatio { aspectRatio = clamped }
            constrainRatio()
        }
    }

    /// Adds the guide to `window` with its constraints.
    func install(in window: UIWindow) {
        identifier = "UIWindowSafeAreaAspectFitLayoutGuide"
        window.addLayoutGuide(self)
        let safe = window.safeAreaLayoutGuide
        let fillWidth = widthAnchor.constraint(equalTo: safe.widthAnchor)
        fillWidth.priority = .defaultHigh
        let fillHeight = heightAnchor.constraint(equalTo: safe.heightAnchor)
        fillHeight.priority = .defaultHigh
        NSLayoutConstraint.activate([
            centerXAnchor.constraint(equalTo: safe.centerXAnchor), centerYAnchor.constraint(equalTo: safe.centerYAnchor),
            widthAnchor.constraint(lessThanOrEqualTo: safe.widthAnchor), heightAnchor.constraint(lessThanOrEqualTo: safe.heightAnchor),
            fillWidth, fillHeight,
        ])
        constrainRatio()
    }

    /// Replaces the ratio constraint with one for `aspectRatio`.
    private func constrainRatio() {
        guard owningView != nil else { return }
        ratioConstraint?.isActive = false
        let ratio = widthAnchor.constraint(equalTo: heightAnchor, multiplier: aspectRatio)
        ratio.isActive = true
        ratioConstraint = ratio
        owningView?.setNeedsLayout()
    }
}

extension UIWindow {
    /// A guide centered in the window's safe area, as large as fits content of its
    /// `aspectRatio` (iOS 16;
    /// https://developer.apple.com/documentation/uikit/uiwindow/safeareaaspectfitlayoutguide):
    /// made when first read, then the same guide. Laid out by the window's Auto Layout: the
    /// largest rectangle of the ratio inside the safe area, centered in it.
    public var safeAreaAspectFitLayoutGuide: any UILayoutGuide & UILayoutGuideAspectFitting {
        if let aspectFitGuide { return aspectFitGuide }
        let guide = AspectFitLayoutGuide()
        aspectFitGuide = guide
        guide.install(in: self)
        return guide
    }
}
