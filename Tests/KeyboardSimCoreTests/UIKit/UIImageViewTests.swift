import Foundation
import Testing
import KeyboardSimCore

@MainActor @Suite("UIImageView")
struct UIImageViewTests {
    @Test("init(image:) sizes the frame to the image; the intrinsic size is the image's")
    func initWithImage() {
        let logo = UIImageView(image: UIImage(named: "Logo"))
        #expect(logo.frame == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(logo.intrinsicContentSize == CGSize(width: 100, height: 100))
        let empty = UIImageView(image: nil)
        #expect(empty.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
        #expect(UIImageView().image == nil)
        #expect(logo.contentHuggingPriority(for: .vertical) == UILayoutPriority(251))
    }

    @Test("KeyboardSim's imageSize initializer and property show an unnamed image of that size")
    func imageSize() {
        let view = UIImageView(imageSize: CGSize(width: 40, height: 30))
        #expect(view.frame == .zero)
        #expect(view.intrinsicContentSize == CGSize(width: 40, height: 30))
        view.imageSize = nil
        #expect(view.image == nil)
        view.image = UIImage(systemName: "star")
        #expect(view.imageSize == CGSize(width: 24, height: 24))
    }

    @Test("setting another image relayouts the view to the new image's size")
    func newImageInvalidates() {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let controller = UIViewController()
        sim.window.rootViewController = controller
        let icon = UIImageView(image: UIImage(systemName: "envelope"))
        icon.contentMode = .scaleAspectFit
        icon.clipsToBounds = true
        icon.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(icon)
        NSLayoutConstraint.activate([
            icon.centerXAnchor.constraint(equalTo: controller.view.centerXAnchor),
            icon.topAnchor.constraint(equalTo: controller.view.topAnchor, constant: 40),
        ])
        sim.advance(by: .zero)
        #expect(icon.frame == CGRect(x: 175.5, y: 40, width: 24, height: 24))
        icon.image = UIImage(named: "Avatar")
        sim.advance(by: .zero)
        #expect(icon.frame == CGRect(x: 137.5, y: 40, width: 100, height: 100))
        #expect(icon.contentMode == .scaleAspectFit)
        #expect(icon.layer.masksToBounds)
    }
}
