import Foundation
import Testing
import KeyboardSimCore

/// A label pinned to the readable content guide.
private final class ReadableController: UIViewController {
    let label = UILabel()
    override func viewDidLoad() {
        super.viewDidLoad()
        label.text = "Terms"
        label.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(label)
        let guide = view.readableContentGuide
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            label.topAnchor.constraint(equalTo: guide.topAnchor),
        ])
    }
}

@MainActor @Suite("UIView: readableContentGuide")
struct ReadableContentGuideTests {
    @Test("on an iPhone it is the layout margins' rectangle")
    func iPhone() {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let controller = ReadableController()
        sim.window.rootViewController = controller
        sim.advance(by: .zero)
        let view: UIView = controller.view
        #expect(view.readableContentGuide === view.readableContentGuide)
        #expect(view.readableContentGuide.layoutFrame == view.layoutMarginsGuide.layoutFrame)
        #expect(controller.label.frame.minX == view.layoutMarginsGuide.layoutFrame.minX)
        #expect(controller.label.frame.width == view.layoutMarginsGuide.layoutFrame.width)
    }

    @Test("on an iPad in portrait it is a 672-point column centred in the margins, and constraints follow it")
    func iPad() {
        let sim = Simulation(device: .iPad10, profile: .iOS17)
        let controller = ReadableController()
        sim.window.rootViewController = controller
        sim.advance(by: .zero)
        let view: UIView = controller.view
        let margins = view.layoutMarginsGuide.layoutFrame
        let readable = view.readableContentGuide.layoutFrame
        #expect(view.bounds.width == 820)
        #expect(readable.width == 672)
        #expect(readable.midX == margins.midX)
        #expect(readable.minY == margins.minY)
        #expect(readable.height == margins.height)
        #expect(controller.label.frame == CGRect(x: readable.minX, y: readable.minY, width: 672, height: 20.5))
        #expect(controller.label.frame.minX == 74)
    }
}
