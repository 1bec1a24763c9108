import Testing
import UIKit
import KeyboardSim

/// An image class that declares no initializer: on iOS it inherits UIImage's designated
/// initializers (`init()`, `init?(data:)`, `init(cgImage:)`… as Apple's pages declare them) and
/// its convenience ones.
private final class Icon: UIImage, @unchecked Sendable {
    var role = "icon"
}

/// A window subclass that overrides `init(frame:)`, designated on UIView and inherited by
/// UIWindow on iOS.
private final class MainWindow: UIWindow {
    var madeThrough = ""
    override init(frame: CGRect) {
        super.init(frame: frame)
        madeThrough = "init(frame:)"
    }
    required init?(coder: NSCoder) { nil }
}

/// A window subclass that declares no initializer: it inherits `init(frame:)`.
private final class PlainWindow: UIWindow {}

private final class Home: UIViewController {}

@MainActor @Suite("Initializers a subclass inherits, as Apple declares them")
struct InheritedInitializersTests {
    /// A 2 × 3 PNG header (the signature, then the IHDR chunk's width and height).
    private let png = Data([
        0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 2, 0, 0, 0, 3, 8, 6, 0, 0, 0,
    ])

    @Test("a UIImage subclass with no initializer of its own inherits UIImage's designated and convenience initializers")
    func imageSubclassInherits() throws {
        let empty = Icon()
        #expect(empty.size == .zero && empty.role == "icon")
        let decoded = try #require(Icon(data: png))
        #expect(decoded.size == CGSize(width: 2, height: 3))
        let halved = try #require(Icon(data: png, scale: 2))
        #expect(halved.size == CGSize(width: 1, height: 1.5))
        #expect(Icon(data: Data([1, 2, 3])) == nil)
        let drawn = Icon(cgImage: CGImage(width: 40, height: 20), scale: 2, orientation: .right)
        #expect(drawn.size == CGSize(width: 10, height: 20), "a quarter turn swaps the sides")
        #expect(Icon(contentsOfFile: "/nonexistent/icon.png") == nil)
        let named: Icon? = Icon(named: "Logo")
        #expect(named?.size == UIImage.namedImageSize)
        let literal: Icon = #imageLiteral(resourceName: "Logo")
        #expect(literal.role == "icon")
        #expect(Icon(coder: NSCoder()) == nil, "archives are not simulated")
    }

    @Test("UIWindow(frame:) stands in for the simulation's window, as UIWindow(windowScene:) does; subclasses inherit or override it")
    func windowWithFrame() {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let window = UIWindow(frame: UIScreen.main.bounds)
        #expect(window.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
        let home = Home()
        window.rootViewController = home
        window.makeKeyAndVisible()
        #expect(sim.window.rootViewController === home, "the app delegate's window is the simulation's")
        let main = MainWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(main.madeThrough == "init(frame:)")
        #expect(PlainWindow(frame: .zero).frame == .zero)
    }
}
