import Foundation
import SimulationContext

// The views bars show for their bar button items. UIKit's are private views in the bar's
// hierarchy, one per item that is not a space; apps and libraries reach them through the private
// key "view" (`item.value(forKey: "view")`, to anchor a drop-down to a button), and a tap on one
// sends the item's action. Here a toolbar places its items' views from the leading edge and a
// navigation bar its top item's leading and trailing items from its edges, each as high as the
// bar. The widths and margins are the simulation's own (unconfirmed: UIKit does not document its
// bar layout): 16 points from the bar's edges, 8 between items; a title's width as the system font
// of 17 points measures it, plus 8 points each side; an image 24 points plus 8 each side; at least
// 44 points, the smallest hit target Apple's Human Interface Guidelines give; a custom view its
// own width; a fixed space its `width`; flexible spaces share what is left.

/// The view a bar shows for one of its bar button items: a control that sends the item's action
/// when tapped, or the holder of the item's custom view.
final class BarButtonItemView: UIControl {
    /// The item it shows (the bar holds the items).
    weak var item: UIBarButtonItem?

    /// The tap reached it: the item's action is sent (its custom view, if any, takes its own taps).
    override func tapEnded() {
        item?.sendTap(from: self)
    }
}

extension UIBarButtonItem {
    /// Points a title or an image is padded by on each side, and the narrowest an item is.
    static let titlePadding: CGFloat = 8
    static let minimumWidth: CGFloat = 44

    /// Whether the item is a space (no view of its own).
    var isSpace: Bool { systemItem == .fixedSpace || systemItem == .flexibleSpace }

    /// The width the item takes in a bar (a flexible space: 0, it shares what is left).
    var widthInBar: CGFloat {
        if systemItem == .flexibleSpace { return 0 }
        if width > 0 || systemItem == .fixedSpace { return max(0, width) }
        if let customView {
            return customView.frame.width > 0 ? customView.frame.width : max(0, customView.intrinsicContentSize.width)
        }
        let content: CGFloat =
            if let title, !title.isEmpty {
                title.size(withAttributes: [.font: UIFont.systemFont(ofSize: 17)]).width
            } else if image != nil {
                24
            } else {
                0
            }
        return max(Self.minimumWidth, content + 2 * Self.titlePadding)
    }

    /// The view that shows the item in the bar it is in, placed there now; nil when no bar shows
    /// it (not in a toolbar's `items` or its navigation bar's top item), or for a space.
    func viewInBar() -> UIView? {
        guard !isSpace, let bar else { return nil }
        if let toolbar = bar as? UIToolbar {
            toolbar.placeItemViews()
        } else if let navigationBar = bar as? UINavigationBar {
            navigationBar.placeItemViews()
        }
        guard let holder = bar.subviews.first(where: { ($0 as? BarButtonItemView)?.item === self }) else { return nil }
        if let customView, customView.superview === holder { return customView }
        return holder
    }

    /// The user tapped the item's view: its primary action runs, else its action is sent to its
    /// target (nil: up the responder chain) through the app, with the item as the sender, as
    /// UIKit's `sendAction(_:to:from:for:)`; an item with only a menu, or nothing, says so.
    func sendTap(from view: UIView) {
        if let primaryAction {
            primaryAction.perform(from: self)
        } else if let action {
            guard let application = view.window?.application ?? CurrentSimulation.host?.application else {
                return view.diagnostic("tap on \(traceName): no app to send its action through; not sent")
            }
            _ = application.sendAction(action, to: target, from: self, for: nil as UIEvent?)
        } else if menu != nil {
            view.diagnostic("tap on \(traceName): its menu would show; menus are not simulated")
        } else {
            view.diagnostic("tap on \(traceName): it has no action, primary action or menu; nothing happened")
        }
    }

    /// How the trace names the item: its title, else its system item, else its type.
    var traceName: String {
        if let title, !title.isEmpty { return "UIBarButtonItem \"\(title)\"" }
        if let systemItem { return "UIBarButtonItem .\(systemItem)" }
        return "UIBarButtonItem"
    }
}

extension UIToolbar {
    /// Places the views of its items (see UIBarButtonItem+Bar.swift).
    func placeItemViews() {
        placeBarButtonItemViews(leading: items ?? [], trailing: [])
    }
}

extension UINavigationBar {
    /// Places the views of its top item's leading and trailing items (see UIBarButtonItem+Bar.swift).
    func placeItemViews() {
        placeBarButtonItemViews(leading: topItem?.leftBarButtonItems ?? [], trailing: topItem?.rightBarButtonItems ?? [])
    }
}

extension UIView {
    /// Places a bar's item views: `leading` from the leading edge, `trailing` (outermost first)
    /// from the trailing edge, flexible spaces sharing what is left; views of items no longer
    /// shown leave the bar (see the top of UIBarButtonItem+Bar.swift for the widths).
    func placeBarButtonItemViews(leading: [UIBarButtonItem], trailing: [UIBarButtonItem]) {
        let margin: CGFloat = 16
        let spacing: CGFloat = 8
        let shown = leading + trailing
        for case let holder as BarButtonItemView in subviews where !shown.contains(where: { $0 === holder.item && !$0.isSpace }) {
            holder.removeFromSuperview()
        }
        let widths = shown.map(\.widthInBar)
        let flexible = shown.filter { $0.systemItem == .flexibleSpace }.count
        let used = widths.reduce(0, +) + spacing * CGFloat(max(0, shown.count - 1))
        let share = flexible > 0 ? max(0, bounds.width - 2 * margin - used) / CGFloat(flexible) : 0
        var x = margin
        for (item, width) in zip(leading, widths) {
            let width = item.systemItem == .flexibleSpace ? share : width
            place(item, in: CGRect(x: x, y: 0, width: width, height: bounds.height))
            x += width + spacing
        }
        x = bounds.width - margin
        for (item, width) in zip(trailing, widths.dropFirst(leading.count)) {
            let width = item.systemItem == .flexibleSpace ? share : width
            place(item, in: CGRect(x: x - width, y: 0, width: width, height: bounds.height))
            x -= width + spacing
        }
    }

    /// Gives `item` its view in this bar at `frame` (none for a space).
    private func place(_ item: UIBarButtonItem, in frame: CGRect) {
        guard !item.isSpace else { return }
        let holder =
            subviews.lazy.compactMap { $0 as? BarButtonItemView }.first { $0.item === item }
            ?? {
                let made = BarButtonItemView(frame: frame)
                made.item = item
                addSubview(made)
                return made
            }()
        if holder.frame != frame { holder.frame = frame }
        if holder.isEnabled != item.isEnabled { holder.isEnabled = item.isEnabled }
        if let custom = item.customView {
            if custom.superview !== holder { holder.addSubview(custom) }
            let size = custom.frame.size == .zero ? frame.size : custom.frame.size
            let centered = CGRect(
                x: (frame.width - size.width) / 2, y: (frame.height - size.height) / 2, width: size.width, height: size.height)
            if custom.frame != centered { custom.frame = centered }
        }
    }
}
