import Testing
import UIKit
import KeyboardSim

/// A chat screen as iOS 14 apps write it: a list of messages from a diffable data source, cells
/// from a registration, and a field in each cell.
private final class MessagesController: UIViewController {
    final class MessageCell: UICollectionViewCell {
        let field = UITextField(frame: CGRect(x: 16, y: 5, width: 200, height: 34))
        var message = ""
        override init(frame: CGRect) {
            super.init(frame: frame)
            contentView.addSubview(field)
        }
        required init?(coder: NSCoder) { nil }
    }

    let layout = UICollectionViewFlowLayout()
    lazy var messages = UICollectionView(frame: CGRect(x: 0, y: 0, width: 375, height: 667), collectionViewLayout: layout)
    var dataSource: UICollectionViewDiffableDataSource<Int, String>!
    var configured: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        layout.itemSize = CGSize(width: 375, height: 44)
        layout.minimumLineSpacing = 0
        messages.contentInsetAdjustmentBehavior = .never
        view.addSubview(messages)
        let registration = UICollectionView.CellRegistration<MessageCell, String> { [weak self] cell, _, message in
            cell.message = message
            self?.configured.append(message)
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: messages) { collectionView, indexPath, message in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: message)
        }
    }

    func show(_ identifiers: [String]) {
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(identifiers)
        dataSource.apply(snapshot, animatingDifferences: true)
    }

    func cell(_ message: String) -> MessageCell? {
        dataSource.indexPath(for: message).flatMap { messages.cellForItem(at: $0) as? MessageCell }
    }
}

@MainActor @Suite("Diffable data sources: a snapshot applied changes the list by the difference")
struct DiffableDataSourceTests {
    @Test("a snapshot's sections and items, built and edited as apps do")
    func snapshot() {
        var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
        snapshot.appendSections(["a", "b"])
        snapshot.appendItems([1, 2, 3], toSection: "a")
        snapshot.appendItems([4])
        snapshot.insertItems([0], beforeItem: 1)
        snapshot.moveItem(4, afterItem: 1)
        snapshot.deleteItems([2])
        #expect(snapshot.itemIdentifiers(inSection: "a") == [0, 1, 4, 3])
        #expect(snapshot.itemIdentifiers(inSection: "b") == [])
        #expect(snapshot.numberOfItems == 4)
        #expect(snapshot.sectionIdentifier(containingItem: 3) == "a")
        #expect(snapshot.indexOfItem(3) == 3)
        snapshot.insertSections(["z"], beforeSection: "a")
        #expect(snapshot.sectionIdentifiers == ["z", "a", "b"])
    }

    @Test("the first snapshot shows its items; a new message keeps the cells and the focused field of the others")
    func applyKeepsCells() throws {
        let screen = MessagesController()
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        sim.window.rootViewController = screen
        screen.show(["hi", "how are you", "fine"])
        sim.advance(by: .seconds(1))
        #expect(screen.messages.numberOfItems(inSection: 0) == 3)
        let fine = try #require(screen.cell("fine"))
        #expect(fine.message == "fine")
        #expect(fine.frame.minY == 88)
        sim.tap(fine.field)
        sim.advance(by: .seconds(1))
        screen.configured = []
        screen.show(["hello", "hi", "how are you", "fine", "and you?"])
        #expect(screen.cell("fine") === fine, "the same cell, moved down")
        #expect(fine.frame.minY == 132)
        #expect(fine.field.isFirstResponder, "its field keeps the keyboard")
        #expect(screen.configured == ["hello", "and you?"], "only the new items' cells are asked for")
        screen.show(["hi", "fine"])
        #expect(screen.cell("fine") === fine)
        #expect(screen.messages.numberOfItems(inSection: 0) == 2)
        #expect(screen.dataSource.itemIdentifier(for: IndexPath(item: 1, section: 0)) == "fine")
        #expect(sim.diagnostics.isEmpty)
    }

    @Test("a table's diffable data source: rows follow the snapshot; a duplicate identifier is said in the trace")
    func table() throws {
        final class ListController: UITableViewController {
            var source: UITableViewDiffableDataSource<Int, String>!
            override func viewDidLoad() {
                super.viewDidLoad()
                tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
                source = UITableViewDiffableDataSource(tableView: tableView) { tableView, indexPath, name in
                    let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
                    cell.textLabel?.text = name
                    return cell
                }
            }
        }
        let list = ListController()
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        sim.window.rootViewController = list
        sim.advance(by: .seconds(1))
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["Ann", "Bob"])
        list.source.apply(snapshot)
        #expect(list.tableView.numberOfRows(inSection: 0) == 2)
        #expect(list.tableView.cellForRow(at: IndexPath(row: 1, section: 0))?.textLabel?.text == "Bob")
        snapshot.appendItems(["Ann"])
        list.source.apply(snapshot)
        #expect(sim.diagnostics.first?.contains("identifiers more than once (item Ann)") == true)
    }
}
