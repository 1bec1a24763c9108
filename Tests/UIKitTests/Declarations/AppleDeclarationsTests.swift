import Testing
import UIKit
import KeyboardSim

/// An image class of the app's own, as on iOS, where `UIImage` is open. It declares a designated
/// initializer, so it implements UIImage's required ones, as on iOS.
private final class Badge: UIImage, @unchecked Sendable {
    var kind = "badge"
    override init() { super.init() }
    required init?(coder: NSCoder) { super.init(coder: coder) }
    required convenience init(imageLiteralResourceName path: String) { self.init() }
}

/// A subclass with its own designated initializer, which calls UIImage's designated `init()`.
private final class Placeholder: UIImage, @unchecked Sendable {
    let label: String
    init(label: String) {
        self.label = label
        super.init()
    }
    required init?(coder: NSCoder) { nil }
    required convenience init(imageLiteralResourceName path: String) {
        self.init(label: path)
    }
}

/// A window subclass that overrides `init(windowScene:)`, designated on iOS.
private final class AppWindow: UIWindow {
    var madeThrough: [String] = []
    override init(windowScene: UIWindowScene) {
        super.init(windowScene: windowScene)
        madeThrough.append("init(windowScene:)")
    }
    required init?(coder: NSCoder) { nil }
}

/// A bar of the app's own, which a navigation controller cannot make from its class here.
private final class TallBar: UINavigationBar {}

/// Declarations as Apple's pages give them (Tests/UIKitTests/Fixtures/AppleMembers.txt):
/// `UINavigationController.init(navigationBarClass:toolbarClass:)`, `UICollectionView` made with
/// UIView's initializer (which compiles on iOS and raises there), `UIImage` open with
/// `init(imageLiteralResourceName:)` required, `UIWindow.init(windowScene:)` designated.
@MainActor @Suite("Declarations as Apple's documentation gives them")
struct AppleDeclarationsTests {
    @Test("UINavigationController(navigationBarClass:toolbarClass:) with UIKit's bars: an empty stack that pushes as any")
    func navigationBarClass() {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let navigation = UINavigationController(navigationBarClass: nil, toolbarClass: UIToolbar.self)
        #expect(navigation.viewControllers.isEmpty)
        let first = UIViewController()
        navigation.pushViewController(first, animated: false)
        sim.window.rootViewController = navigation
        sim.advance(by: .seconds(1))
        #expect(navigation.topViewController === first)
        #expect(sim.diagnostics == [])
    }

    @Test("a bar class of the app's own is said in the trace: the bar stays UIKit's")
    func customBarClass() {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let navigation = UINavigationController(navigationBarClass: TallBar.self, toolbarClass: nil)
        #expect(type(of: navigation.navigationBar) == UINavigationBar.self)
        #expect(
            sim.diagnostics == [
                "UINavigationController(navigationBarClass:toolbarClass:): the TallBar is not made (no Objective-C runtime to make a class from its name); the controller has a plain UINavigationBar"
            ])
    }

    @Test("UICollectionView(frame:) and UICollectionView() compile, as on iOS, and the trace says a device would crash")
    func collectionViewWithoutLayout() {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let framed = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        let bare = UICollectionView()
        #expect(framed.collectionViewLayout is UICollectionViewFlowLayout)
        #expect(framed.frame == CGRect(x: 0, y: 0, width: 320, height: 200))
        #expect(bare.frame == .zero)
        #expect(sim.diagnostics.count == 2)
        #expect(
            sim.diagnostics.allSatisfy {
                $0.hasPrefix("crash on a real device: UICollectionView must be initialized with a non-nil layout parameter")
            })
        let laidOut = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        #expect(laidOut.collectionViewLayout is UICollectionViewFlowLayout)
        #expect(sim.diagnostics.count == 2)
    }

    @Test("UIImage is open: a subclass calls init() from its own initializers and is made from literals")
    func imageSubclasses() {
        let badge = Badge()
        #expect(badge.kind == "badge")
        #expect(badge.size == .zero)
        let image: UIImage = badge
        #expect(image is Badge)
        let placeholder = Placeholder(label: "empty")
        #expect(placeholder.size == .zero)
        #expect(placeholder.label == "empty")
        let literal: Placeholder = #imageLiteral(resourceName: "Logo")
        #expect(literal.label == "Logo")
    }

    @Test("UIWindow.init(windowScene:) is designated: a subclass overrides it and stands in for the simulation's window")
    func windowSubclass() throws {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let scene = try #require(sim.window.windowScene)
        let window = AppWindow(windowScene: scene)
        #expect(window.madeThrough == ["init(windowScene:)"])
        let root = UIViewController()
        window.rootViewController = root
        #expect(sim.window.rootViewController === root)
    }
}
