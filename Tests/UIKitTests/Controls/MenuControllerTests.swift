import Testing
import UIKit
import KeyboardSim

/// UIKit's editing menu controller as Apple documents it: one per app (`shared`), shown with
/// `showMenu(from:rect:)` or `setMenuVisible(_:animated:)`, posting its will/did show and hide
/// notifications with itself as the object.
/// The menu's notifications as heard: name, whether the object is the menu, visible then.
@MainActor private final class MenuPosts {
    var lines: [String] = []
}

@MainActor @Suite("UIMenuController: the shared menu, its visibility and notifications")
struct MenuControllerTests {
    @Test("shared is one object per simulation's app; showing and hiding post will and did, in order, with it as object")
    func showAndHide() {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        sim.window.addSubview(view)
        let menu = UIMenuController.shared
        #expect(UIMenuController.shared === menu)
        let posts = MenuPosts()
        var tokens: [NSObjectProtocol] = []
        for name in [
            UIMenuController.willShowMenuNotification, UIMenuController.didShowMenuNotification,
            UIMenuController.willHideMenuNotification, UIMenuController.didHideMenuNotification,
        ] {
            tokens.append(
                NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { note in
                    let (posted, isMenu) = (note.name.rawValue, note.object as AnyObject === menu)
                    MainActor.assumeIsolated { posts.lines.append("\(posted) \(isMenu) \(menu.isMenuVisible)") }
                })
        }
        #expect(menu.isMenuVisible == false)
        menu.showMenu(from: view, rect: CGRect(x: 10, y: 0, width: 20, height: 40))
        #expect(menu.isMenuVisible)
        menu.showMenu(from: view, rect: .zero)
        menu.hideMenu()
        menu.setMenuVisible(false, animated: true)
        #expect(
            posts.lines == [
                "UIMenuControllerWillShowMenuNotification true false", "UIMenuControllerDidShowMenuNotification true true",
                "UIMenuControllerWillHideMenuNotification true true", "UIMenuControllerDidHideMenuNotification true false",
            ], "showing a shown menu or hiding a hidden one posts nothing")
        #expect(menu.menuFrame == .zero, "no menu is drawn in a simulation")
        for token in tokens { NotificationCenter.default.removeObserver(token) }
    }

    @Test("the next simulation's app has its own menu controller, hidden")
    func perSimulation() {
        let first = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let menu = UIMenuController.shared
        menu.setMenuVisible(true, animated: false)
        let second = Simulation(device: .iPhoneSE3, profile: .iOS17)
        #expect(UIMenuController.shared !== menu)
        #expect(UIMenuController.shared.isMenuVisible == false)
        withExtendedLifetime((first, second)) {}
    }

    @Test("a menu item keeps its title and action")
    func item() {
        let item = UIMenuItem(title: "Quote", action: Selector("quote:"))
        #expect(item.title == "Quote" && item.action == Selector("quote:"))
    }
}
