import ConstraintSolver
import Foundation

// Scroll views in Auto Layout: the content and frame layout guides, UIKit's reading of
// constraints between a scroll view's edges and its content, and the content size the
// constraints give.

extension LayoutEngine {
    /// The variables an item stands for in a constraint: its own, except where UIKit reads a
    /// scroll view's edge as its content area's — the edges (left, right, leading, trailing,
    /// top, bottom) of a scroll view related to something inside it. Widths, heights and centres
    /// stay the scroll view's frame, as do constraints to anything outside it (Apple's Auto
    /// Layout Guide, "Working with Scroll Views").
    func variables(of item: AnyObject, _ attribute: NSLayoutConstraint.Attribute, relatedTo other: AnyObject?) -> LayoutVariables? {
        variables(of: Self.layoutItem(item, attribute, relatedTo: other))
    }

    /// The item `item` stands for in a constraint on `attribute` that relates it to `other`: the
    /// scroll view's content layout guide for a scroll view's edge related to something inside
    /// it, else `item` itself.
    static func layoutItem(_ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute, relatedTo other: AnyObject?) -> AnyObject {
        if let scrollView = item as? UIScrollView, attribute.isEdge,
            let inside = (other as? LayoutItem)?.layoutOwningView, inside !== scrollView, inside.isDescendant(of: scrollView)
        {
            return scrollView.contentLayoutGuide
        }
        return item
    }

    /// The content layout guide's constraints: its origin is the scroll view's minus the content
    /// offset (it scrolls), and its size is the content size as a weak preference, so the app's
    /// constraints decide it where they determine it and the size set in code stays otherwise.
    func updateScrollContentGuideConstraints(_ entry: GuideEntry, _ guide: UILayoutGuide, _ owner: UIView) {
        guard let scrollView = owner as? UIScrollView else { return }
        let offset = scrollView.contentOffset, size = scrollView.contentSize
        let key = [-offset.x, -offset.y, size.width, size.height]
        let g = guide.variables, v = owner.layoutVariables
        set(&entry.constraints, key: &entry.key, newKey: key) {
            [
                Constraint(g.left, .equal, v.left + Double(key[0])), Constraint(g.top, .equal, v.top + Double(key[1])),
                Constraint(g.width, .equal, Double(key[2]), strength: .weak),
                Constraint(g.height, .equal, Double(key[3]), strength: .weak),
            ]
        }
    }

    /// Sets the content size of every scroll view whose content layout guide takes part in
    /// layout to the guide's solved size. Returns whether one changed.
    func applyScrollContentSizes() -> Bool {
        var changed = false
        for entry in guides {
            guard let guide = entry.guide, guide.kind == .scrollContent,
                let scrollView = guide.owningView as? UIScrollView
            else { continue }
            let solved = guide.variables.rect.size
            let size = CGSize(width: max(0, solved.width), height: max(0, solved.height))
            if scrollView.contentSize != size {
                scrollView.contentSize = size
                changed = true
            }
        }
        return changed
    }
}

extension NSLayoutConstraint.Attribute {
    /// Whether the attribute is one of a rectangle's edges (not a size or a centre).
    var isEdge: Bool {
        switch self {
        case .left, .right, .leading, .trailing, .top, .bottom: true
        case .width, .height, .centerX, .centerY, .notAnAttribute, .centerXWithinMargins, .centerYWithinMargins: false
        case .firstBaseline, .lastBaseline, .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin:
            base.isEdge
        }
    }
}
