import Foundation
import KeyboardSim
import Testing
import UIKit

/// A label pinned 16 points inside `container` on every side. The label's text is the
/// simulation's metric: 8.5 points per character and 20.5 points per line at 17 points, the
/// width rounded up to a whole point, so "Hello" is 43 × 20.5.
@MainActor private func pinnedLabel(in container: UIView, text: String = "Hello") -> UILabel {
    let label = UILabel()
    label.text = text
    label.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(label)
    NSLayoutConstraint.activate([
        label.topAnchor.constraint(equalTo: container.topAnchor, constant: 16),
        label.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 16),
        container.trailingAnchor.constraint(equalTo: label.trailingAnchor, constant: 16),
        container.bottomAnchor.constraint(equalTo: label.bottomAnchor, constant: 16),
    ])
    return label
}

@MainActor
@Suite("UIView.systemLayoutSizeFitting")
struct SystemLayoutSizeFittingTests {
    @Test("A view out of a window that translates its mask: the size its content's constraints give, its frame untouched")
    func compressedOutOfWindow() {
        let header = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 10))
        let label = pinnedLabel(in: header)
        #expect(header.translatesAutoresizingMaskIntoConstraints)
        #expect(header.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 75, height: 52.5))
        #expect(header.frame == CGRect(x: 0, y: 0, width: 320, height: 10))
        #expect(label.frame == .zero)
    }

    @Test("A required width gives the height at that width; fittingSizeLevel pulls the other dimension to the target")
    func requiredWidth() {
        let header = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 10))
        _ = pinnedLabel(in: header)
        let size = header.systemLayoutSizeFitting(
            CGSize(width: 320, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        #expect(size == CGSize(width: 320, height: 52.5))
        // The expanded size pulls the label's free dimension only as far as its hugging lets it.
        let expanded = header.systemLayoutSizeFitting(
            CGSize(width: 320, height: UIView.layoutFittingExpandedSize.height), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        #expect(expanded == CGSize(width: 320, height: 52.5))
    }

    @Test("A view that does not translate its mask, with width and height constraints of its own, answers them")
    func ownConstraints() {
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            view.widthAnchor.constraint(equalToConstant: 200), view.heightAnchor.constraint(equalToConstant: 100),
        ])
        #expect(view.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 200, height: 100))
        #expect(view.systemLayoutSizeFitting(UIView.layoutFittingExpandedSize) == CGSize(width: 200, height: 100))
    }

    @Test("A cell-like view: a content view with a flexible mask follows the view, so the content sizes the view")
    func flexibleContentView() {
        let cell = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 44))
        let content = UIView(frame: cell.bounds)
        content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        cell.addSubview(content)
        _ = pinnedLabel(in: content, text: "Hello, world")
        let size = cell.systemLayoutSizeFitting(
            CGSize(width: 300, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        #expect(size == CGSize(width: 300, height: 52.5))
        #expect(content.frame == cell.bounds)
    }

    @Test("A view with no constraints anywhere in it answers its current size")
    func noAutoLayout() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        view.addSubview(UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)))
        #expect(view.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 320, height: 480))
    }

    @Test("A label on its own: its intrinsic size")
    func labelAlone() {
        let label = UILabel()
        label.text = "Hello"
        #expect(label.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 43, height: 20.5))
    }

    @Test("A view in a window: fitting leaves the window's layout as it was, and the header sized from it lays out")
    func inWindowLeavesLiveLayoutAlone() {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let controller = UIViewController()
        sim.window.rootViewController = controller
        let header = UIView(frame: CGRect(x: 0, y: 100, width: 375, height: 10))
        controller.view.addSubview(header)
        let label = pinnedLabel(in: header, text: "Hello, world")
        sim.advance(by: .milliseconds(100))
        #expect(label.frame == CGRect(x: 16, y: 16, width: 343, height: -22))
        let size = header.systemLayoutSizeFitting(
            CGSize(width: 375, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        #expect(size == CGSize(width: 375, height: 52.5))
        #expect(header.frame == CGRect(x: 0, y: 100, width: 375, height: 10))
        #expect(label.frame == CGRect(x: 16, y: 16, width: 343, height: -22))
        header.frame.size.height = size.height
        sim.advance(by: .milliseconds(100))
        #expect(label.frame == CGRect(x: 16, y: 16, width: 343, height: 20.5))
    }

    @Test("A required target the view's own required constraints refuse: theirs win, and the trace says so")
    func requiredTargetConflict() {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        view.widthAnchor.constraint(equalToConstant: 200).isActive = true
        view.heightAnchor.constraint(equalToConstant: 50).isActive = true
        let size = view.systemLayoutSizeFitting(
            CGSize(width: 320, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        #expect(size == CGSize(width: 200, height: 50))
        #expect(sim.diagnostics.count == 1)
        #expect(sim.diagnostics.first?.contains("systemLayoutSizeFitting") == true)
    }
}
