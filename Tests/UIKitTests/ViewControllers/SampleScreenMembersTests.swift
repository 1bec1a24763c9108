import Testing
import UIKit
import KeyboardSim

// What Apple's own sample screens (a text view that bolds words, a table of text fields with a
// search field's tokens, a search controller in a table controller) ask of UIKit beside the
// keyboard: font traits, a navigation item's animated setters, header views with list content,
// search tokens, and a search controller's updater and delegate.

@MainActor @Suite struct FontDescriptorSymbolicTraitsTests {
    @Test func traitValuesAreApples() {
        // UIFontDescriptorSymbolicTraits in UIFontDescriptor.h: italic 1 << 0, bold 1 << 1,
        // expanded 1 << 5, condensed 1 << 6, monospace 1 << 10.
        #expect(UIFontDescriptor.SymbolicTraits.traitItalic.rawValue == 1)
        #expect(UIFontDescriptor.SymbolicTraits.traitBold.rawValue == 2)
        #expect(UIFontDescriptor.SymbolicTraits.traitExpanded.rawValue == 32)
        #expect(UIFontDescriptor.SymbolicTraits.traitCondensed.rawValue == 64)
        #expect(UIFontDescriptor.SymbolicTraits.traitMonoSpace.rawValue == 1024)
    }

    @Test func boldDescriptorMakesABoldFontOfTheSameSize() throws {
        let body = UIFont.preferredFont(forTextStyle: .body)
        #expect(!body.fontDescriptor.symbolicTraits.contains(.traitBold))
        let bold = try #require(body.fontDescriptor.withSymbolicTraits(.traitBold))
        #expect(bold.symbolicTraits.contains(.traitBold))
        let font = UIFont(descriptor: bold, size: 0)
        #expect(font.pointSize == 17)
        #expect(font.weight == .bold)
        #expect(font.fontDescriptor.symbolicTraits.contains(.traitBold))
        #expect(UIFont.boldSystemFont(ofSize: 12).fontDescriptor.symbolicTraits == [.traitBold])
    }

    @Test func traitsReplaceTheDescriptorsTraits() throws {
        let bold = UIFont.boldSystemFont(ofSize: 15).fontDescriptor
        let italic = try #require(bold.withSymbolicTraits(.traitItalic))
        #expect(italic.symbolicTraits == [.traitItalic])
        #expect(UIFont(descriptor: italic, size: 0).weight == .regular)
        let both = try #require(bold.withSymbolicTraits([.traitBold, .traitItalic]))
        #expect(both.symbolicTraits == [.traitBold, .traitItalic])
        #expect(both.pointSize == 15)
    }
}

@MainActor @Suite struct NavigationItemSettersTests {
    @Test func animatedSettersSetTheItems() {
        let item = UINavigationItem(title: "Text View")
        let done = UIBarButtonItem(barButtonSystemItem: .done, target: nil, action: nil)
        let edit = UIBarButtonItem(barButtonSystemItem: .edit, target: nil, action: nil)
        item.setRightBarButton(done, animated: true)
        #expect(item.rightBarButtonItem === done)
        item.setRightBarButton(nil, animated: true)
        #expect(item.rightBarButtonItem == nil && item.rightBarButtonItems == nil)
        item.setLeftBarButtonItems([edit, done], animated: false)
        #expect(item.leftBarButtonItems?.count == 2 && item.leftBarButtonItem === edit)
        item.setLeftBarButton(nil, animated: false)
        #expect(item.leftBarButtonItems == nil)
        item.setRightBarButtonItems([done], animated: true)
        #expect(item.rightBarButtonItem === done)
        item.setHidesBackButton(true, animated: true)
        #expect(item.hidesBackButton)
    }

    @Test func largeTitleDisplayModeIsAutomaticUntilSet() {
        let item = UINavigationItem(title: "Detail")
        #expect(item.largeTitleDisplayMode == .automatic)
        item.largeTitleDisplayMode = .never
        #expect(item.largeTitleDisplayMode == .never)
        // UINavigationItemLargeTitleDisplayMode: automatic 0, always 1, never 2.
        #expect(UINavigationItem.LargeTitleDisplayMode.never.rawValue == 2)
        #expect(UINavigationItem.LargeTitleDisplayMode.always.rawValue == 1)
    }
}

@MainActor @Suite struct HeaderFooterContentConfigurationTests {
    @Test func aHeaderMadeWithNoArgumentsHasNoReuseIdentifier() {
        let header = UITableViewHeaderFooterView()
        #expect(header.reuseIdentifier == nil)
        #expect(header.contentView.superview === header)
    }

    @Test func listContentShowsCentredInTheHeader() throws {
        let header = UITableViewHeaderFooterView()
        var content = UIListContentConfiguration.groupedHeader()
        #expect(content.textProperties.alignment == .natural)
        content.text = "Tinted"
        content.textProperties.alignment = .center
        header.contentConfiguration = content
        header.frame = CGRect(x: 0, y: 0, width: 390, height: 40)
        header.layoutIfNeeded()
        let shown = try #require(header.contentView.subviews.compactMap { $0 as? UIListContentView }.first)
        let label = try #require(shown.subviews.compactMap { $0 as? UILabel }.first)
        #expect(label.text == "Tinted")
        #expect(label.textAlignment == .center)
        #expect((header.contentConfiguration as? UIListContentConfiguration)?.text == "Tinted")
        header.contentConfiguration = nil
        #expect(header.contentView.subviews.compactMap { $0 as? UIListContentView }.isEmpty)
    }

    @Test func macIdiomHasApplesValue() {
        // UIUserInterfaceIdiomMac = 5, UIUserInterfaceIdiomTV = 2, CarPlay = 3.
        #expect(UIUserInterfaceIdiom.mac.rawValue == 5)
        #expect(UIUserInterfaceIdiom.tv.rawValue == 2)
        #expect(UIUserInterfaceIdiom.carPlay.rawValue == 3)
        #expect(UITraitCollection.current.userInterfaceIdiom != .mac)
    }
}

@MainActor @Suite struct SearchTokenTests {
    @Test func tokensInsertAtTheirIndexAndAreRemoved() {
        let field = UISearchTextField()
        #expect(field.tokens.isEmpty && field.allowsDeletingTokens == false)
        field.allowsDeletingTokens = true
        let second = UISearchToken(icon: nil, text: "Token 2")
        second.representedObject = 2
        field.insertToken(second, at: 0)
        let first = UISearchToken(icon: UIImage(systemName: "star"), text: "Token 1")
        first.representedObject = 1
        field.insertToken(first, at: 0)
        #expect(field.tokens.map { $0.representedObject as? Int } == [1, 2])
        field.insertToken(UISearchToken(icon: nil, text: "Token 3"), at: 99)
        #expect(field.tokens.count == 3 && field.tokens.last?.representedObject == nil)
        field.removeToken(at: 0)
        field.removeToken(at: 7)
        #expect(field.tokens.map { $0.representedObject as? Int } == [2, nil])
        field.tokens = []
        #expect(field.tokens.isEmpty)
    }
}

/// A results updater and search delegate that log what they hear.
@MainActor private final class SearchLog: NSObject, UISearchResultsUpdating, UISearchControllerDelegate {
    var lines: [String] = []
    func updateSearchResults(for searchController: UISearchController) {
        lines.append("update \(searchController.searchBar.text ?? "") active=\(searchController.isActive)")
    }
    func willPresentSearchController(_ searchController: UISearchController) { lines.append("willPresent") }
    func didPresentSearchController(_ searchController: UISearchController) { lines.append("didPresent") }
    func willDismissSearchController(_ searchController: UISearchController) { lines.append("willDismiss") }
    func didDismissSearchController(_ searchController: UISearchController) { lines.append("didDismiss") }
}

@MainActor @Suite struct SearchControllerUpdatingTests {
    @Test func focusingAndTypingInTheBarUpdatesResults() {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let controller = UIViewController()
        let search = UISearchController(searchResultsController: nil)
        let log = SearchLog()
        search.searchResultsUpdater = log
        search.delegate = log
        search.dimsBackgroundDuringPresentation = false
        #expect(search.obscuresBackgroundDuringPresentation == false)
        sim.window.rootViewController = controller
        controller.view.addSubview(search.searchBar)
        search.searchBar.frame = CGRect(x: 0, y: 60, width: 375, height: 56)
        sim.advance(by: .seconds(1))
        sim.tap(search.searchBar.searchTextField)
        sim.advance(by: .seconds(1))
        #expect(search.isActive)
        sim.type("ab")
        sim.advance(by: .seconds(1))
        search.isActive = false
        sim.advance(by: .seconds(1))
        #expect(!search.searchBar.isFirstResponder)
        #expect(
            log.lines == [
                "willPresent", "didPresent", "update  active=true", "update a active=true", "update ab active=true",
                "willDismiss", "didDismiss",
            ])
        _ = sim
    }
}
