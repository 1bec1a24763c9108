import Foundation

extension NSLayoutConstraint {
    /// A layout axis, as UIKit's `NSLayoutConstraint.Axis`.
    public enum Axis: Int, Sendable {
        /// Left to right, or top to bottom.
        case horizontal, vertical
    }
}

extension UIView: LayoutAnchorProviding {
    public var layoutName: String { debugName }
    public var layoutOwningView: UIView? { self }

    /// 8 points, UIKit's standard spacing between sibling views.
    public static let systemSpacing: CGFloat = 8
    /// "No intrinsic size in this dimension."
    public static let noIntrinsicMetric: CGFloat = -1

    /// The constraints installed on this view (it is their items' nearest common ancestor).
    public var constraints: [NSLayoutConstraint] { installedConstraints }

    /// Activates `constraint` (legacy API; the constraint is installed on the items' nearest
    /// common ancestor, which UIKit requires the receiver to be).
    public func addConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = true }
    /// Activates `constraints` (installed on the items' nearest common ancestor).
    public func addConstraints(_ constraints: [NSLayoutConstraint]) { NSLayoutConstraint.activate(constraints) }
    /// Deactivates `constraint`.
    public func removeConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = false }
    /// Deactivates `constraints`.
    public func removeConstraints(_ constraints: [NSLayoutConstraint]) { NSLayoutConstraint.deactivate(constraints) }

    /// Adds a layout guide owned by this view.
    public func addLayoutGuide(_ guide: UILayoutGuide) {
        guard !layoutGuides.contains(where: { $0 === guide }) else { return }
        guide.owningView = self
        layoutGuides.append(guide)
    }

    /// Removes a layout guide.
    public func removeLayoutGuide(_ guide: UILayoutGuide) {
        layoutGuides.removeAll { $0 === guide }
        window?.layoutEngine.unregister(guide)
        guide.owningView = nil
    }

    /// The margins used by `layoutMarginsGuide`, measured from the safe area when
    /// `insetsLayoutMarginsFromSafeArea` (UIKit's default).
    var effectiveLayoutMargins: UIEdgeInsets {
        guard insetsLayoutMarginsFromSafeArea else { return layoutMargins }
        let safe = safeAreaInsets
        return UIEdgeInsets(
            top: safe.top + layoutMargins.top, left: safe.left + layoutMargins.left,
            bottom: safe.bottom + layoutMargins.bottom, right: safe.right + layoutMargins.right)
    }

    /// The widest a readable column of text is: 672 points (unconfirmed: UIKit's value at the
    /// default Large content size as commonly reported; Dynamic Type is not simulated).
    public static let readableContentMaximumWidth: CGFloat = 672

    /// The area for text that stays readable, as UIKit's `readableContentGuide`: the layout
    /// margins' rectangle, narrowed to at most `readableContentMaximumWidth` points and centred
    /// in it. On an iPhone it equals `layoutMarginsGuide`; on an iPad in portrait it is a
    /// 672-point column.
    ///
    /// ```swift
    /// label.leadingAnchor.constraint(equalTo: view.readableContentGuide.leadingAnchor).isActive = true
    /// ```
    public var readableContentGuide: UILayoutGuide {
        if let guide = layoutGuides.first(where: { $0.kind == .readableContent }) { return guide }
        let guide = UILayoutGuide(kind: .readableContent, name: "readableContent")
        addLayoutGuide(guide)
        return guide
    }

    /// The readable content rectangle in this view's coordinates.
    var readableContentFrame: CGRect {
        var rect = CGRect(origin: .zero, size: bounds.size).inset(by: effectiveLayoutMargins)
        let limit = UIView.readableContentMaximumWidth
        if rect.width > limit {
            rect.origin.x += (rect.width - limit) / 2
            rect.size.width = limit
        }
        return rect
    }

    /// Whether the constraints leave this view's frame undetermined (UIKit's debugging
    /// property). `ambiguousLayoutAttributes` names the free attributes.
    public var hasAmbiguousLayout: Bool { !ambiguousLayoutAttributes.isEmpty }

    /// Which of left, top, width and height the constraints do not determine.
    public var ambiguousLayoutAttributes: [String] {
        window?.layoutEngine.ambiguousVariables(of: self) ?? []
    }

    /// The nearest view that is `a` or `b` or an ancestor of both.
    static func nearestCommonAncestor(_ a: UIView, _ b: UIView) -> UIView? {
        var ancestors: [ObjectIdentifier] = []
        var current: UIView? = a
        while let view = current {
            ancestors.append(ObjectIdentifier(view))
            current = view.superview
        }
        current = b
        while let view = current {
            if ancestors.contains(ObjectIdentifier(view)) { return view }
            current = view.superview
        }
        return nil
    }

    // MARK: Struts and springs

    /// Which of a view's margins and dimensions stretch with its superview, as UIKit's
    /// `UIView.AutoresizingMask`.
    public struct AutoresizingMask: OptionSet, Hashable, Sendable {
        public var rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The distance to the superview's left edge changes with it.
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        /// The width changes with the superview's.
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        /// The distance to the superview's right edge changes with it.
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        /// The distance to the superview's top edge changes with it.
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        /// The height changes with the superview's.
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        /// The distance to the superview's bottom edge changes with it.
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    /// Resizes the subviews that translate their autoresizing mask after this view's size
    /// changed from `old`: along each axis the change is shared among the flexible parts
    /// (margin, size, margin) in proportion to their current lengths, as UIKit does.
    func resizeSubviews(from old: CGSize) {
        guard autoresizesSubviews, !subviews.isEmpty, old != frame.size else { return }
        // A subview's frame may run app code that takes this view out of its superview (a layout
        // pass does not hold a plain view): held until done.
        let held = Unmanaged.passRetained(self)
        defer { held.release() }
        for subview in subviews where subview.translatesAutoresizingMaskIntoConstraints && !subview.autoresizingMask.isEmpty {
            let mask = subview.autoresizingMask
            let f = subview.frame
            let x = Self.distribute(
                old.width, frame.size.width, [f.minX, f.width, old.width - f.maxX],
                [mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin)])
            let y = Self.distribute(
                old.height, frame.size.height, [f.minY, f.height, old.height - f.maxY],
                [mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight), mask.contains(.flexibleBottomMargin)])
            subview.frame = CGRect(x: x[0], y: y[0], width: x[1], height: y[1])
        }
    }

    private static func distribute(_ old: CGFloat, _ new: CGFloat, _ parts: [CGFloat], _ flexible: [Bool]) -> [CGFloat] {
        let delta = new - old
        let flexibleTotal = zip(parts, flexible).filter(\.1).reduce(CGFloat(0)) { $0 + max(0, $1.0) }
        let flexibleCount = CGFloat(flexible.filter { $0 }.count)
        guard flexibleCount > 0 else { return [parts[0], parts[1]] }
        var result = parts
        for index in 0..<3 where flexible[index] {
            let share = flexibleTotal > 0 ? max(0, parts[index]) / flexibleTotal : 1 / flexibleCount
            result[index] = parts[index] + delta * share
        }
        return [result[0], result[1]]
    }
}
