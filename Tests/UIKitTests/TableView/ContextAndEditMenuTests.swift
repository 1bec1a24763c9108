import Testing
import UIKit

/// A table delegate that makes a context menu for every row and records what it is told.
private final class MenuRows: UITableViewDelegate {
    var log: [String] = []
    func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint)
        -> UIContextMenuConfiguration?
    {
        log.append("menu \(indexPath.row) at \(Int(point.x)),\(Int(point.y))")
        return UIContextMenuConfiguration(identifier: "row \(indexPath.row)" as NSString, previewProvider: nil) { suggested in
            UIMenu(title: "Row", children: suggested)
        }
    }
    func tableView(
        _ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) { log.append("will display \(configuration.identifier as? NSString ?? "")") }
}

/// A table view controller whose subclass overrides the context-menu method, as iOS code does.
private final class MenuListController: UITableViewController {
    override func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint)
        -> UIContextMenuConfiguration?
    { UIContextMenuConfiguration(identifier: "list" as NSString, previewProvider: nil, actionProvider: nil) }
}

/// A collection delegate that makes a context menu for the items pressed.
private final class MenuItems: UICollectionViewDelegate {
    func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath], point: CGPoint)
        -> UIContextMenuConfiguration?
    { indexPaths.isEmpty ? nil : UIContextMenuConfiguration(identifier: "\(indexPaths.count) items" as NSString) }
}

/// An edit menu delegate that records the calls and what the animators run.
private final class EditMenuRecorder: UIEditMenuInteractionDelegate {
    var log: [String] = []
    func editMenuInteraction(
        _ interaction: UIEditMenuInteraction, menuFor configuration: UIEditMenuConfiguration, suggestedActions: [UIMenuElement]
    ) -> UIMenu? {
        log.append("menu for \((configuration.identifier as? String) ?? "nil") with \(suggestedActions.count) suggested")
        return UIMenu(children: [UIAction(title: "Share") { _ in }])
    }
    func editMenuInteraction(
        _ interaction: UIEditMenuInteraction, willPresentMenuFor configuration: UIEditMenuConfiguration,
        animator: any UIEditMenuInteractionAnimating
    ) {
        log.append("will present \((configuration.identifier as? String) ?? "nil")")
        animator.addAnimations { self.log.append("present animation") }
        animator.addCompletion { self.log.append("present completion") }
    }
    func editMenuInteraction(
        _ interaction: UIEditMenuInteraction, willDismissMenuFor configuration: UIEditMenuConfiguration,
        animator: any UIEditMenuInteractionAnimating
    ) {
        log.append("will dismiss \((configuration.identifier as? String) ?? "nil")")
        animator.addCompletion { self.log.append("dismiss completion") }
    }
}

/// A text field delegate that answers the edit-menu method.
private final class FieldMenu: UITextFieldDelegate {
    func textField(_ textField: UITextField, editMenuForCharactersIn range: NSRange, suggestedActions: [UIMenuElement]) -> UIMenu? {
        UIMenu(title: "\(range.location)+\(range.length)", children: suggestedActions)
    }
}

/// A text field delegate that answers nothing.
private final class PlainField: UITextFieldDelegate {}

/// A text view delegate that answers nothing.
private final class PlainTextView: UITextViewDelegate {}

@MainActor
@Suite("Context menus on tables and collections, edit menus on text (issue 43)")
struct ContextAndEditMenuTests {
    let row = IndexPath(row: 2, section: 0)

    @Test("a table delegate's context-menu methods reach it through the table's delegate, and a table view controller's override")
    func tableContextMenuThroughTheDelegate() {
        let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        let rows = MenuRows()
        tableView.delegate = rows
        let configuration = tableView.delegate?.tableView(tableView, contextMenuConfigurationForRowAt: row, point: CGPoint(x: 10, y: 20))
        #expect(configuration?.identifier as? NSString == "row 2")
        if let configuration {
            tableView.delegate?.tableView(tableView, willDisplayContextMenu: configuration, animator: nil)
            // Not implemented by the delegate: UIKit's default, no preview of its own.
            #expect(tableView.delegate?.tableView(tableView, previewForHighlightingContextMenuWithConfiguration: configuration) == nil)
        }
        #expect(rows.log == ["menu 2 at 10,20", "will display row 2"])
        // No long press shows a menu here, so the table has no interaction for one.
        #expect(tableView.contextMenuInteraction == nil)

        let list = MenuListController(style: .plain)
        let listMenu = list.tableView.delegate?.tableView(list.tableView, contextMenuConfigurationForRowAt: row, point: .zero)
        #expect(listMenu?.identifier as? NSString == "list")
    }

    @Test("a collection delegate's menu for several items; a scroll-view delegate that is not a collection's answers nil")
    func collectionContextMenu() {
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: UICollectionViewFlowLayout())
        let items = MenuItems()
        collectionView.delegate = items
        let pressed = [IndexPath(item: 0, section: 0), IndexPath(item: 3, section: 0)]
        let menu = collectionView.delegate?.collectionView(collectionView, contextMenuConfigurationForItemsAt: pressed, point: .zero)
        #expect(menu?.identifier as? NSString == "2 items")
        #expect(collectionView.delegate?.collectionView(collectionView, contextMenuConfigurationForItemsAt: [], point: .zero) == nil)
        #expect(collectionView.delegate?.collectionView(collectionView, shouldSpringLoadItemAt: pressed[0], with: HoveringDrag()) == true)
        #expect(
            collectionView.delegate?.collectionView(collectionView, sceneActivationConfigurationForItemAt: pressed[0], point: .zero) == nil)
        #expect(collectionView.contextMenuInteraction == nil)
    }

    @Test("presentEditMenu asks the delegate for the menu, tells it, and runs the animator at once; presenting again dismisses first")
    func editMenuInteraction() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let recorder = EditMenuRecorder()
        let interaction = UIEditMenuInteraction(delegate: recorder)
        view.addInteraction(interaction)
        #expect(interaction.view === view)
        interaction.dismissMenu()  // none shown: nothing to tell
        let first = UIEditMenuConfiguration(identifier: "first", sourcePoint: CGPoint(x: 30, y: 40))
        interaction.presentEditMenu(with: first)
        #expect(interaction.location(in: view) == CGPoint(x: 30, y: 40))
        interaction.presentEditMenu(with: UIEditMenuConfiguration(identifier: "second", sourcePoint: .zero))
        interaction.dismissMenu()
        #expect(
            recorder.log == [
                "menu for first with 0 suggested", "will present first", "present animation", "present completion",
                "will dismiss first", "dismiss completion",
                "menu for second with 0 suggested", "will present second", "present animation", "present completion",
                "will dismiss second", "dismiss completion",
            ])
        // The delegate's default target: the source point, as a zero-size rectangle.
        #expect(PlainEditMenu().editMenuInteraction(interaction, targetRectFor: first) == CGRect(x: 30, y: 40, width: 0, height: 0))
    }

    @Test("text delegates' edit-menu methods: the delegate's answer, or nil (the system's menu) without one")
    func textEditMenus() {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
        let range = NSRange(location: 1, length: 3)
        let answered: any UITextFieldDelegate = FieldMenu()
        let plain: any UITextFieldDelegate = PlainField()
        #expect(answered.textField(field, editMenuForCharactersIn: range, suggestedActions: [])?.title == "1+3")
        #expect(plain.textField(field, editMenuForCharactersIn: range, suggestedActions: []) == nil)
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let plainView: any UITextViewDelegate = PlainTextView()
        #expect(plainView.textView(textView, editMenuForTextIn: range, suggestedActions: []) == nil)
        if let end = field.selectedTextRange {
            #expect(field.editMenu(for: end, suggestedActions: []) == nil)
        }
    }

    @Test("UITextInput's dictation and alternatives defaults insert through insertText(_:)")
    func dictationDefaults() {
        let (sim, controller) = shownScreen(FieldController())
        sim.tap(controller.field)
        controller.field.insertDictationResult([UIDictationPhrase(text: "Hello"), UIDictationPhrase(text: " there")])
        controller.field.insertText("!", alternatives: ["?"], style: .lowConfidence)
        #expect(controller.field.text == "Hello there!")
        #expect(controller.field.insertTextPlaceholder(with: CGSize(width: 10, height: 10)).rects.isEmpty)
        #expect(controller.field.frame(forDictationResultPlaceholder: controller.field.insertDictationResultPlaceholder) == .zero)
    }
}

/// An edit menu delegate that answers nothing.
private final class PlainEditMenu: UIEditMenuInteractionDelegate {}

/// A drag hovering over a view (the simulation makes none; a test stands in for one).
private final class HoveringDrag: UISpringLoadedInteractionContext {
    var state: UISpringLoadedInteractionEffectState { .possible }
    var targetView: UIView?
    var targetItem: Any?
    func location(in view: UIView?) -> CGPoint { .zero }
}

/// A screen with one field.
private final class FieldController: UIViewController {
    let field = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 34))
    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(field)
    }
}
