import Testing
import UIKit
import KeyboardSim

/// A table's drag and drop delegate, as an app writes one (the simulation never asks it).
private final class RowDragDrop: UITableViewDragDelegate, UITableViewDropDelegate {
    var names = ["Ada", "Grace"]
    func tableView(_ tableView: UITableView, itemsForBeginning session: any UIDragSession, at indexPath: IndexPath) -> [UIDragItem] {
        let item = UIDragItem(itemProvider: NSItemProvider(object: names[indexPath.row] as NSString))
        item.localObject = names[indexPath.row]
        return [item]
    }
    func tableView(_ tableView: UITableView, performDropWith coordinator: any UITableViewDropCoordinator) {}
}

/// A collection view's drag and drop delegate.
private final class ItemDragDrop: UICollectionViewDragDelegate, UICollectionViewDropDelegate {
    func collectionView(_ collectionView: UICollectionView, itemsForBeginning session: any UIDragSession, at indexPath: IndexPath)
        -> [UIDragItem]
    { [] }
    func collectionView(_ collectionView: UICollectionView, performDropWith coordinator: any UICollectionViewDropCoordinator) {}
}

@MainActor
@Suite("Item providers on the pasteboard, and drag and drop delegates (issue 43)")
struct ItemProvidersAndDragDropTests {
    @Test("setObjects puts one item per string or URL; itemProviders read them back and load them as String and URL")
    func pasteboardItemProviders() {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        _ = sim
        let pasteboard = UIPasteboard.general
        pasteboard.setObjects(["first", "second"])
        #expect(pasteboard.strings == ["first", "second"])
        pasteboard.setObjects([URL(string: "https://swift.org")!], localOnly: true, expirationDate: nil)
        #expect(pasteboard.url == URL(string: "https://swift.org"))
        #expect(pasteboard.numberOfItems == 1)

        pasteboard.string = "copied"
        let providers = pasteboard.itemProviders
        #expect(providers.count == 1)
        #expect(providers.first?.registeredTypeIdentifiers == ["public.utf8-plain-text"])
        #expect(providers.first?.canLoadObject(ofClass: String.self) == true)
        #expect(providers.first?.canLoadObject(ofClass: URL.self) == false)
        var loaded: [String] = []
        _ = providers.first?.loadObject(ofClass: String.self) { string, error in
            loaded.append(string ?? "error: \(error.map { "\($0)" } ?? "none")")
        }
        #expect(loaded == ["copied"], "loaded before loadObject returned")

        let provider = NSItemProvider(object: "from a provider" as NSString)
        pasteboard.setItemProviders(
            [provider, NSItemProvider(object: NSURL(string: "https://example.com")!)], localOnly: false, expirationDate: nil)
        #expect(pasteboard.strings == ["from a provider"])
        #expect(pasteboard.urls == [URL(string: "https://example.com")!])
    }

    @Test("drag and drop delegates are kept weakly by the table and the collection view; their defaults answer as UIKit's")
    func dragAndDropDelegates() {
        let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        let rows = RowDragDrop()
        tableView.dragDelegate = rows
        tableView.dropDelegate = rows
        #expect(tableView.dragDelegate === rows && tableView.dropDelegate === rows)
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: UICollectionViewFlowLayout())
        do {
            let items = ItemDragDrop()
            collectionView.dragDelegate = items
            collectionView.dropDelegate = items
            #expect(collectionView.dragDelegate === items)
        }
        #expect(collectionView.dragDelegate == nil, "held weakly")
        #expect(collectionView.dropDelegate == nil)
    }

    @Test("a responder's and a scene's activity items are stored")
    func activityItems() throws {
        let (sim, controller) = shownScreen(UIViewController())
        let shared = SharedItems()
        controller.activityItemsConfiguration = shared
        #expect(controller.activityItemsConfiguration?.itemProvidersForActivityItemsConfiguration.count == 1)
        let scene = try #require(sim.application.connectedScenes.first as? UIWindowScene)
        scene.activityItemsConfigurationSource = shared
        #expect(scene.activityItemsConfigurationSource === shared)
    }
}

/// Items a screen offers to share.
private final class SharedItems: UIActivityItemsConfigurationReading, UIActivityItemsConfigurationProviding {
    var itemProvidersForActivityItemsConfiguration: [NSItemProvider] { [NSItemProvider(object: "note" as NSString)] }
    var activityItemsConfiguration: (any UIActivityItemsConfigurationReading)? { self }
}
