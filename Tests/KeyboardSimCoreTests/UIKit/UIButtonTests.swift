import Foundation
import Testing
import KeyboardSimCore

@MainActor @Suite("UIButton")
struct UIButtonTests {
    @Test("titles, colours and images per state fall back to the normal one")
    func perState() {
        let button = UIButton(type: .system)
        #expect(button.buttonType == .system)
        #expect(UIButton().buttonType == .custom)
        #expect(UIButton.ButtonType.roundedRect == .system)
        button.setTitle("Log In", for: .normal)
        button.setTitle("Wait…", for: .disabled)
        button.setTitleColor(.systemGray, for: .disabled)
        button.setImage(UIImage(systemName: "lock"), for: .normal)
        #expect(button.title(for: .highlighted) == "Log In")
        #expect(button.currentTitle == "Log In")
        #expect(button.titleLabel?.text == "Log In")
        #expect(button.titleColor(for: .normal) == nil)
        #expect(button.currentTitleColor == .systemBlue)
        #expect(button.image(for: .selected) == UIImage(systemName: "lock"))
        button.isEnabled = false
        #expect(button.currentTitle == "Wait…")
        #expect(button.titleLabel?.text == "Wait…")
        #expect(button.currentTitleColor == .systemGray)
        #expect(button.titleLabel?.textColor == .systemGray)
        button.isEnabled = true
        #expect(button.titleLabel?.textColor == .systemBlue)
        #expect(UIButton(type: .custom).currentTitleColor == .white)
    }

    @Test(
        "intrinsic size: 8.5 points a character plus 24, scaled by the title font; 34 high; plus the image",
        arguments: [
            ("Send", nil as CGFloat?, nil as String?, CGSize(width: 58, height: 34)),
            ("Log In", nil, nil, CGSize(width: 75, height: 34)),
            ("Send", 34, nil, CGSize(width: 92, height: 34)),
            ("", nil, "photo", CGSize(width: 48, height: 34)),
            ("Go", nil, "Banner", CGSize(width: 141, height: 100)),
        ])
    func intrinsicSize(title: String, fontSize: CGFloat?, imageName: String?, size: CGSize) {
        let button = UIButton(type: .system)
        button.setTitle(title, for: .normal)
        if let fontSize { button.titleLabel?.font = .systemFont(ofSize: fontSize) }
        if let imageName {
            button.setImage(imageName == "photo" ? UIImage(systemName: imageName) : UIImage(named: imageName), for: .normal)
        }
        #expect(button.intrinsicContentSize == size)
    }

    @Test("a title or font change relayouts the button under Auto Layout")
    func relayout() {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let controller = UIViewController()
        sim.window.rootViewController = controller
        let button = UIButton(type: .system)
        button.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(button)
        NSLayoutConstraint.activate([
            button.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor, constant: 20),
            button.topAnchor.constraint(equalTo: controller.view.topAnchor, constant: 100),
        ])
        button.setTitle("Send", for: .normal)
        sim.advance(by: .zero)
        #expect(button.frame == CGRect(x: 20, y: 100, width: 58, height: 34))
        button.titleLabel?.font = .boldSystemFont(ofSize: 34)
        sim.advance(by: .zero)
        #expect(button.frame.width == 92)
    }
}
