import Foundation

/// A storyboard table's prototype cell (`<prototypes>` → `<tableViewCell reuseIdentifier="…">`):
/// what `dequeueReusableCell(withIdentifier:)` makes for its identifier when no cell waits in
/// the reuse queue and no class is registered for it in code. Each cell is made anew from the
/// element, as iOS instantiates a prototype from the storyboard's compiled nib: `init?(coder:)`
/// for the cell and its subviews, the constraints, the cell's outlets and its controls' actions
/// (to the scene's controller, too), the runtime attributes, then `awakeFromNib()`.
@MainActor final class InterfaceBuilderPrototype {
    let document: InterfaceBuilderDocument
    let element: InterfaceBuilderElement
    let modules: [String]
    /// The placeholders of the load that found the prototype (the scene's controller), held
    /// weakly: the controller holds the table that holds the prototype.
    private let placeholders: [(id: String, object: WeakObject)]

    init(document: InterfaceBuilderDocument, element: InterfaceBuilderElement, modules: [String], placeholders: [String: AnyObject]) {
        self.document = document
        self.element = element
        self.modules = modules
        self.placeholders = placeholders.keys.sorted().compactMap { id in placeholders[id].map { (id, WeakObject($0)) } }
    }

    /// A new view made from the prototype, or why it cannot be made.
    func instantiate() throws(InterfaceBuilderError) -> UIView {
        var objects: [String: AnyObject] = [:]
        for (id, box) in placeholders { if let object = box.object { objects[id] = object } }
        let loader = InterfaceBuilderLoader(document: document, modules: modules, placeholders: objects)
        let view = try loader.makeView(element)
        try loader.finish(placeholders: [], placeholderAttributes: false)
        return view
    }

    /// A new cell made from the prototype; nil, with the reason in the simulation's trace, when
    /// it cannot be made.
    func makeTableCell() -> UITableViewCell? {
        do throws(InterfaceBuilderError) {
            guard let cell = try instantiate() as? UITableViewCell else {
                throw document.error(at: element, "the prototype's class is not a UITableViewCell")
            }
            return cell
        } catch {
            UIStoryboard.diagnostic(error)
            return nil
        }
    }
}

/// A reference that does not keep its object alive.
final class WeakObject {
    weak var object: AnyObject?
    init(_ object: AnyObject) { self.object = object }
}

/// A storyboard table's static cells (`dataMode="static"`: `<sections>` → `<tableViewSection>` →
/// `<cells>`), made once with the scene, which its `UITableViewController`'s default data
/// source and delegate methods give the table, as UIKit's static tables do: the sections and
/// rows of the document, each section's header and footer titles, each row the height of its
/// cell's frame in the document (the table's `rowHeight` for a cell without one).
/// Unconfirmed, with why: Apple documents static cells only as a storyboard feature of table
/// view controllers ("Filling a table with data"); that the controller's own data source methods
/// answer with them — so a subclass that overrides `tableView(_:numberOfRowsInSection:)` and
/// calls `super` sees them — is the widely described behaviour, not stated by Apple.
@MainActor final class InterfaceBuilderStaticCells {
    struct Section {
        let headerTitle: String?
        let footerTitle: String?
        let cells: [(cell: UITableViewCell, height: CGFloat?)]
    }

    weak var table: UITableView?
    let sections: [Section]
    /// The `<sections>` element, for errors.
    let element: InterfaceBuilderElement

    init(table: UITableView, sections: [Section], element: InterfaceBuilderElement) {
        self.table = table
        self.sections = sections
        self.element = element
    }

    /// The section at `index`, else nil.
    func section(at index: Int) -> Section? { sections.indices.contains(index) ? sections[index] : nil }

    func numberOfRows(inSection section: Int) -> Int { self.section(at: section)?.cells.count ?? 0 }

    func entry(at indexPath: IndexPath) -> (cell: UITableViewCell, height: CGFloat?)? {
        guard indexPath.count == 2, let cells = section(at: indexPath.section)?.cells, cells.indices.contains(indexPath.row) else {
            return nil
        }
        return cells[indexPath.row]
    }
}

extension UITableViewController {
    /// The static cells of `tableView`, when it is the controller's storyboard table of static cells.
    final func staticCells(of tableView: UITableView) -> InterfaceBuilderStaticCells? {
        retainedByInterfaceBuilder.lazy.compactMap { $0 as? InterfaceBuilderStaticCells }.first { $0.table === tableView }
    }
}
