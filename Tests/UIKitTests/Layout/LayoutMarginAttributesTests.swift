import Testing
import UIKit
import KeyboardSim

/// `NSLayoutConstraint.Attribute`'s margin and baseline attributes, as UIKit's: a view's
/// `topMargin` is the top of its layout margins guide, `centerXWithinMargins` its centre; a
/// baseline is the bottom edge (text baselines are not simulated, and the trace says so for a
/// label). Items passed as `Any`, as Apple declares `init(item:attribute:relatedBy:toItem:…)`.
@MainActor @Suite("NSLayoutConstraint: margin and baseline attributes, items as Any")
struct LayoutMarginAttributesTests {
    /// A library's helper that takes its items as `Any`, as UIKit's initializer does.
    static func constrain(
        _ item1: Any, _ attribute1: NSLayoutConstraint.Attribute, to item2: Any?, _ attribute2: NSLayoutConstraint.Attribute,
        constant: CGFloat = 0
    )
        -> NSLayoutConstraint
    {
        (item1 as? UIView)?.translatesAutoresizingMaskIntoConstraints = false
        let constraint = NSLayoutConstraint(
            item: item1, attribute: attribute1, relatedBy: .equal, toItem: item2, attribute: attribute2, multiplier: 1, constant: constant)
        constraint.isActive = true
        return constraint
    }

    @Test("a child pinned to its container's margins sits inside them; the centre within margins is the margins guide's")
    func margins() {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let controller = UIViewController()
        sim.window.rootViewController = controller
        let container = UIView(frame: CGRect(x: 0, y: 100, width: 300, height: 200))
        container.layoutMargins = UIEdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
        controller.view.addSubview(container)
        let child = UIView()
        container.addSubview(child)
        for (attribute, margin) in [
            (NSLayoutConstraint.Attribute.top, NSLayoutConstraint.Attribute.topMargin), (.leading, .leadingMargin),
            (.trailing, .trailingMargin), (.bottom, .bottomMargin),
        ] {
            _ = Self.constrain(child, attribute, to: container, margin)
        }
        let dot = UIView()
        container.addSubview(dot)
        _ = Self.constrain(dot, .centerX, to: container, .centerXWithinMargins)
        _ = Self.constrain(dot, .centerY, to: container, .centerYWithinMargins)
        _ = Self.constrain(dot, .width, to: nil, .notAnAttribute, constant: 10)
        _ = Self.constrain(dot, .height, to: nil, .notAnAttribute, constant: 10)
        sim.advance(by: .seconds(1))
        // Inside 20…260 across and 10…170 down.
        #expect(child.frame == CGRect(x: 20, y: 10, width: 240, height: 160))
        #expect(dot.frame == CGRect(x: 135, y: 85, width: 10, height: 10))
        #expect(sim.diagnostics == [])
    }

    @Test("a view's own margin attribute on the left side: the child's leftMargin is the container's left plus the child's margin")
    func marginOnFirstItem() {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let controller = UIViewController()
        sim.window.rootViewController = controller
        let container = UIView(frame: CGRect(x: 0, y: 100, width: 300, height: 200))
        controller.view.addSubview(container)
        let child = UIView()
        child.layoutMargins = UIEdgeInsets(top: 0, left: 15, bottom: 0, right: 0)
        container.addSubview(child)
        _ = Self.constrain(child, .leftMargin, to: container, .left, constant: 50)
        _ = Self.constrain(child, .top, to: container, .top)
        _ = Self.constrain(child, .width, to: nil, .notAnAttribute, constant: 100)
        _ = Self.constrain(child, .height, to: nil, .notAnAttribute, constant: 20)
        sim.advance(by: .seconds(1))
        #expect(child.frame == CGRect(x: 35, y: 0, width: 100, height: 20))
    }

    @Test("a baseline is the bottom edge; for a label the trace says text baselines are not simulated")
    func baselines() {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let controller = UIViewController()
        sim.window.rootViewController = controller
        let box = UIView(frame: CGRect(x: 0, y: 100, width: 100, height: 40))
        controller.view.addSubview(box)
        let label = UILabel()
        label.text = "Name"
        label.accessibilityIdentifier = "nameLabel"
        controller.view.addSubview(label)
        _ = Self.constrain(label, .lastBaseline, to: box, .lastBaseline)
        _ = Self.constrain(label, .left, to: box, .right, constant: 8)
        sim.advance(by: .seconds(1))
        #expect(label.frame.maxY == 140)
        #expect(label.frame.minX == 108)
        #expect(sim.diagnostics == ["UIView.lastBaseline of nameLabel: text baselines are not simulated; the bottom edge is used"])
    }

    @Test("the attributes print as UIKit names them")
    func names() {
        let view = UIView()
        let constraint = NSLayoutConstraint(
            item: view, attribute: .topMargin, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 4)
        #expect(constraint.firstAttribute == .topMargin)
        #expect(NSLayoutConstraint.Attribute.centerXWithinMargins.rawValue == "centerXWithinMargins")
        #expect(NSLayoutConstraint.Attribute.firstBaseline.rawValue == "firstBaseline")
    }
}
