import KeyboardSim
import Testing
import UIKit

/// `UIBarButtonItem`'s initializers as Apple declares them: the target–action ones take
/// `target: Any?`, the iOS 14 ones a primary action and a menu.
@MainActor @Suite("Bar button item initializers")
struct BarButtonItemInitializersTests {
    final class Editor: UIViewController {
        var finished = 0
        func finish() { finished += 1 }
    }

    @Test("an object passed as `Any?` is the target, held weakly; a value that is not an object leaves it nil")
    func targetIsAny() {
        var editor: Editor? = Editor()
        let done = UIBarButtonItem(title: "Done", style: .done, target: editor as Any?, action: Selector("finish", Editor.finish))
        #expect(done.target === editor)
        #expect(done.style == .done && done.title == "Done")
        let method: Any = Editor.finish  // what `self` names in a stored property's initializer
        let image = UIBarButtonItem(image: UIImage(systemName: "trash"), style: .plain, target: method, action: nil)
        #expect(image.target == nil)
        let system = UIBarButtonItem(barButtonSystemItem: .add, target: editor as Any, action: nil)
        #expect(system.target === editor && system.systemItem == .add)
        editor = nil
        #expect(done.target == nil)
    }

    @Test("a primary action gives the item its title and image; a system item keeps its own; the menu is kept")
    func primaryActionAndMenu() {
        let sort = UIAction(title: "Sort", image: UIImage(systemName: "arrow.up.arrow.down")) { _ in }
        let menu = UIMenu(title: "Order", children: [sort])
        let item = UIBarButtonItem(title: "Ignored", image: nil, primaryAction: sort, menu: menu)
        #expect(item.title == "Sort")
        #expect(item.image == UIImage(systemName: "arrow.up.arrow.down"))
        #expect(item.primaryAction === sort && item.menu === menu)
        #expect(item.style == .plain && item.target == nil && item.action == nil)

        let list = UIBarButtonItem(image: UIImage(systemName: "list.number"), menu: menu)
        #expect(list.title == nil && list.image == UIImage(systemName: "list.number") && list.menu === menu)

        let add = UIBarButtonItem(systemItem: .add, primaryAction: sort)
        #expect(add.systemItem == .add && add.title == nil && add.primaryAction === sort)

        let fromAction = UIBarButtonItem(primaryAction: sort)
        #expect(fromAction.title == "Sort" && fromAction.menu == nil)
    }
}
