import Testing
import UIKit
import KeyboardSim

/// A cell with a text field, as a form laid out in a collection view has.
private final class FieldCell: UICollectionViewCell {
    let field = UITextField(frame: CGRect(x: 16, y: 5, width: 200, height: 34))

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.addSubview(field)
    }

    required init?(coder: NSCoder) { nil }
}

/// A form in a collection view controller: 20 full-width items, 44 points each and no spacing
/// (880 in all), as the table view controller tests' settings screen.
private class FormController: UICollectionViewController {
    var count = 20
    var log: [String] = []

    init() {
        let layout = UICollectionViewFlowLayout()
        layout.minimumLineSpacing = 0
        super.init(collectionViewLayout: layout)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(FieldCell.self, forCellWithReuseIdentifier: "field")
        (collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize = CGSize(width: 375, height: 44)
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "field", for: indexPath)
    }

    override func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        log.append("shouldSelect \(indexPath.item)")
        return indexPath.item != 0
    }

    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        log.append("didSelect \(indexPath.item)")
    }

    override func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
        log.append("didDeselect \(indexPath.item)")
    }

    override func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {
        log.append("didHighlight \(indexPath.item)")
    }

    override func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {
        log.append("didUnhighlight \(indexPath.item)")
    }

    func cell(_ item: Int) -> FieldCell? { collectionView.cellForItem(at: IndexPath(item: item, section: 0)) as? FieldCell }

    /// Deletes the first item as apps write it: the update block names `collectionView` without
    /// `self.`, which compiles because UIKit's block does not escape.
    func deleteFirstItem() {
        count -= 1
        collectionView.performBatchUpdates {
            collectionView.deleteItems(at: [IndexPath(item: 0, section: 0)])
        }
    }
}

/// A grid in a plain controller: `count` items of 100 × 100 in a collection view that fills the
/// screen and ignores the safe area, with 10-point section insets.
private final class GridController: UIViewController, UICollectionViewDataSource {
    let layout = UICollectionViewFlowLayout()
    lazy var grid = UICollectionView(frame: CGRect(x: 0, y: 0, width: 375, height: 667), collectionViewLayout: layout)
    var count = 7
    var cellClass: UICollectionViewCell.Type = UICollectionViewCell.self

    override func viewDidLoad() {
        super.viewDidLoad()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        grid.contentInsetAdjustmentBehavior = .never
        grid.register(cellClass, forCellWithReuseIdentifier: "tile")
        grid.register(
            UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
            withReuseIdentifier: "title")
        grid.dataSource = self
        view.addSubview(grid)
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath)
    }

    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "title", for: indexPath)
    }

    func frame(_ item: Int) -> CGRect? { grid.cellForItem(at: IndexPath(item: item, section: 0))?.frame }
}

/// A cell that counts the cells made and its own reuses (only `CollectionViewTests.reuse` uses it).
private final class CountingCell: UICollectionViewCell {
    nonisolated(unsafe) static var made = 0
    var reused = 0
    override init(frame: CGRect) {
        super.init(frame: frame)
        CountingCell.made += 1
    }
    required init?(coder: NSCoder) { nil }
    override func prepareForReuse() {
        super.prepareForReuse()
        reused += 1
    }
}

@MainActor private func show(_ controller: UIViewController, _ profile: BehaviorProfile = .iOS17) -> Simulation {
    let sim = Simulation(device: .iPhoneSE3, profile: profile)
    sim.window.rootViewController = controller
    sim.advance(by: .seconds(1))
    return sim
}

@MainActor @Suite("UICollectionView: a flow layout's items, cells, selection and updates")
struct CollectionViewTests {
    @Test("a flow layout fills lines between the section insets, justifies full lines, centres a lone item, and sizes the content")
    func flowLayoutGrid() throws {
        let grid = GridController()
        _ = show(grid)
        // 355 points between the insets: three 100-point items with at least 10 between them
        // (320) fit, a fourth (430) does not; the 55 left over goes evenly between them.
        #expect(grid.frame(0) == CGRect(x: 10, y: 10, width: 100, height: 100))
        #expect(grid.frame(1) == CGRect(x: 137.5, y: 10, width: 100, height: 100))
        #expect(grid.frame(2) == CGRect(x: 265, y: 10, width: 100, height: 100))
        #expect(grid.frame(3) == CGRect(x: 10, y: 120, width: 100, height: 100), "the next line starts minimumLineSpacing (10) below")
        #expect(grid.frame(6) == CGRect(x: 137.5, y: 230, width: 100, height: 100), "the lone item of the last line is centred")
        #expect(grid.grid.contentSize == CGSize(width: 375, height: 340))
        #expect(grid.grid.numberOfItems(inSection: 0) == 7)
        #expect(grid.grid.visibleCells.count == 7)
        #expect(grid.grid.indexPathForItem(at: CGPoint(x: 150, y: 130)) == IndexPath(item: 4, section: 0))
        #expect(grid.grid.indexPathForItem(at: CGPoint(x: 120, y: 50)) == nil, "between two items")
    }

    @Test("a section header comes first, from the data source, as tall as headerReferenceSize")
    func header() throws {
        let grid = GridController()
        grid.layout.headerReferenceSize = CGSize(width: 0, height: 40)
        _ = show(grid)
        let header = try #require(
            grid.grid.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0)))
        #expect(header.frame == CGRect(x: 0, y: 0, width: 375, height: 40))
        #expect(header.reuseIdentifier == "title")
        #expect(grid.frame(0) == CGRect(x: 10, y: 50, width: 100, height: 100))
        #expect(grid.grid.contentSize.height == 380)
    }

    @Test("a horizontal flow layout fills columns and scrolls sideways")
    func horizontal() throws {
        let grid = GridController()
        grid.layout.scrollDirection = .horizontal
        grid.count = 14
        _ = show(grid)
        // 647 points between the top and bottom insets: five 100-point items and four gaps (540)
        // fit, a sixth does not; the 147 left over goes evenly between them (36.75).
        #expect(grid.frame(0) == CGRect(x: 10, y: 10, width: 100, height: 100))
        #expect(grid.frame(1) == CGRect(x: 10, y: 146.75, width: 100, height: 100))
        #expect(grid.frame(5) == CGRect(x: 120, y: 10, width: 100, height: 100))
        #expect(grid.grid.contentSize == CGSize(width: 340, height: 667))
    }

    @Test("cells scrolled out go back to the reuse queue and come out again, after prepareForReuse")
    func reuse() throws {
        let grid = GridController()
        grid.count = 60  // 20 lines of 3: 10 + 20 × 100 + 19 × 10 + 10 = 2,210 points
        grid.cellClass = CountingCell.self
        let sim = show(grid)
        let onScreen = grid.grid.visibleCells.count
        #expect(onScreen == 18, "six lines reach into the 667-point bounds (the sixth starts at 560)")
        #expect(CountingCell.made == 18)
        grid.grid.scrollToItem(at: IndexPath(item: 59, section: 0), at: .bottom, animated: false)
        sim.advance(by: .seconds(1))
        #expect(grid.grid.contentOffset.y == CGFloat(2200 - 667), "the last item's bottom (2,200) at the bounds' bottom")
        #expect(grid.grid.indexPathsForVisibleItems.contains(IndexPath(item: 59, section: 0)))
        #expect(CountingCell.made <= 36, "cells that left were reused, not made again")
        #expect(grid.grid.visibleCells.compactMap { $0 as? CountingCell }.contains { $0.reused > 0 })
    }

    @Test("a tap selects an item through the delegate: highlight, unhighlight, shouldSelect, the old item's didDeselect, didSelect")
    func tapSelects() throws {
        let form = FormController()
        let sim = show(form)
        let cell2 = try #require(form.cell(2))
        sim.tap(cell2)
        #expect(form.log == ["didHighlight 2", "didUnhighlight 2", "shouldSelect 2", "didSelect 2"])
        #expect(cell2.isSelected)
        #expect(form.collectionView.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
        form.log = []
        sim.tap(try #require(form.cell(3)))
        #expect(form.log == ["didHighlight 3", "didUnhighlight 3", "shouldSelect 3", "didDeselect 2", "didSelect 3"])
        #expect(!cell2.isSelected)
        form.log = []
        sim.tap(try #require(form.cell(0)))
        #expect(form.log == ["didHighlight 0", "didUnhighlight 0", "shouldSelect 0"], "refused: nothing else")
        #expect(form.collectionView.indexPathsForSelectedItems == [IndexPath(item: 3, section: 0)])
        form.collectionView.deselectItem(at: IndexPath(item: 3, section: 0), animated: false)
        #expect(form.collectionView.indexPathsForSelectedItems == [])
        #expect(form.log.count == 3, "deselecting in code tells the delegate nothing")
    }

    @Test("inserting and deleting items keeps the cells of the items that stay, at their new index paths")
    func updates() throws {
        let form = FormController()
        let sim = show(form)
        let second = try #require(form.cell(1))
        form.count = 21
        form.collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
        sim.advance(by: .milliseconds(20))
        #expect(form.cell(2) === second, "item 1 is item 2 now, with its cell")
        #expect(second.frame.minY == 88)
        form.count = 20
        form.collectionView.performBatchUpdates {
            form.collectionView.deleteItems(at: [IndexPath(item: 0, section: 0)])
        } completion: { finished in
            form.log.append("completion \(finished)")
        }
        #expect(form.cell(1) === second)
        #expect(form.log == ["completion true"])
        form.deleteFirstItem()
        #expect(form.cell(0) === second, "item 1 is item 0 now")
        #expect(form.collectionView.numberOfItems(inSection: 0) == 19)
        #expect(sim.diagnostics.isEmpty)
    }

    @Test("an update the data source's counts contradict is UIKit's \"Invalid update\", said in the trace")
    func invalidUpdate() throws {
        let form = FormController()
        let sim = show(form)
        form.collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])  // the count stays 20
        #expect(
            sim.diagnostics == [
                "Invalid update: the number of items in section 0 after the update (20) must be the number before (20) plus 1 inserted minus 0 deleted, plus 0 moved in minus 0 moved out (UIKit raises NSInternalInconsistencyException)"
            ])
    }
}

@MainActor @Suite("UICollectionViewController: the collection view it makes, and UIKit's keyboard adjustment from iOS 9")
struct CollectionViewControllerTests {
    @Test("its view is a collection view with its layout, the size of the screen, with the controller as data source and delegate")
    func makesItsCollectionView() throws {
        let form = FormController()
        _ = show(form)
        #expect(form.view === form.collectionView)
        #expect(form.collectionView.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
        #expect(form.collectionView.dataSource === form)
        #expect(form.collectionView.delegate === form)
        #expect(form.collectionView.collectionViewLayout === form.collectionViewLayout)
        #expect(form.collectionView.numberOfItems(inSection: 0) == 20)
        #expect(form.cell(3)?.frame == CGRect(x: 0, y: 132, width: 375, height: 44))
        #expect(UICollectionViewController(collectionViewLayout: UICollectionViewFlowLayout()).clearsSelectionOnViewWillAppear)
    }

    @Test("a field the keyboard would cover: the bottom inset becomes the covered height and its cell scrolls above the keys")
    func keyboardAdjustment() throws {
        let form = FormController()
        let sim = show(form)
        let collection = try #require(form.collectionView)
        #expect(collection.contentOffset.y == -20, "under the 20-point status bar")
        let field = try #require(form.cell(12)?.field)  // content y 528…572; the keys' top is at 407
        sim.tap(field)
        sim.advance(by: .seconds(1))
        #expect(collection.contentInset.bottom == 260, "the keyboard hides the collection view's bottom 260 points")
        #expect(collection.contentOffset.y == 165, "the cell's bottom (572) at the keyboard's top: 572 − 407")
        #expect(field.convert(field.bounds, to: nil).maxY <= 407)
        #expect(field.isFirstResponder)
        field.resignFirstResponder()
        sim.advance(by: .seconds(1))
        #expect(collection.contentInset.bottom == 0, "the keyboard's part goes with it")
    }

    @Test("before iOS 9 a collection view controller does nothing for the keyboard")
    func notBeforeIOS9() throws {
        let form = FormController()
        let sim = show(form, try #require(BehaviorProfile.iOS(8)))
        let field = try #require(form.cell(12)?.field)
        sim.tap(field)
        sim.advance(by: .seconds(1))
        #expect(sim.keyboard.frame.minY < 667)
        #expect(form.collectionView.contentInset.bottom == 0)
        #expect(field.convert(field.bounds, to: nil).maxY > sim.keyboard.frame.minY, "the field stays under the keys")
    }
}

@MainActor @Suite("UIView: the order of subviews")
struct SubviewOrderTests {
    @Test("insert below and above a sibling, bring to front, send to back, exchange")
    func order() {
        let parent = UIView()
        let (a, b, c, d) = (UIView(), UIView(), UIView(), UIView())
        parent.addSubview(a)
        parent.addSubview(b)
        parent.insertSubview(c, belowSubview: b)
        #expect(parent.subviews.map { ObjectIdentifier($0) } == [a, c, b].map { ObjectIdentifier($0) })
        parent.insertSubview(d, aboveSubview: a)
        #expect(parent.subviews.map { ObjectIdentifier($0) } == [a, d, c, b].map { ObjectIdentifier($0) })
        parent.bringSubviewToFront(a)
        #expect(parent.subviews.map { ObjectIdentifier($0) } == [d, c, b, a].map { ObjectIdentifier($0) })
        parent.sendSubviewToBack(b)
        #expect(parent.subviews.map { ObjectIdentifier($0) } == [b, d, c, a].map { ObjectIdentifier($0) })
        parent.exchangeSubview(at: 0, withSubviewAt: 3)
        #expect(parent.subviews.map { ObjectIdentifier($0) } == [a, d, c, b].map { ObjectIdentifier($0) })
        parent.insertSubview(b, belowSubview: d)
        #expect(
            parent.subviews.map { ObjectIdentifier($0) } == [a, b, d, c].map { ObjectIdentifier($0) }, "a subview moves within its parent")
        #expect(b.superview === parent)
    }
}

@MainActor @Suite("UICollectionViewCompositionalLayout: sections of groups of items, and lists")
struct CompositionalLayoutTests {
    /// A plain controller whose collection view fills the iPhone SE's screen, ignoring the safe
    /// area, with `count` items in each of `sections` sections, laid out by `layout`.
    private final class Screen: UIViewController, UICollectionViewDataSource {
        let layout: UICollectionViewLayout
        let sections: Int
        let count: Int
        lazy var collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 375, height: 667), collectionViewLayout: layout)

        init(layout: UICollectionViewLayout, sections: Int = 1, count: Int) {
            self.layout = layout
            self.sections = sections
            self.count = count
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { nil }

        override func viewDidLoad() {
            super.viewDidLoad()
            collection.contentInsetAdjustmentBehavior = .never
            collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
            collection.register(
                UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                withReuseIdentifier: "header")
            collection.dataSource = self
            view.addSubview(collection)
        }

        func numberOfSections(in collectionView: UICollectionView) -> Int { sections }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
        func collectionView(
            _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
        ) -> UICollectionReusableView {
            collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
        }
        func frame(_ item: Int, section: Int = 0) -> CGRect? {
            collection.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
        }
    }

    @Test("a grid: a horizontal group of quarter-width items, 8-point insets inside each item, groups 10 apart in an inset section")
    func grid() {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(1)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 20, leading: 15, bottom: 20, trailing: 15)
        section.interGroupSpacing = 10
        let screen = Screen(layout: UICollectionViewCompositionalLayout(section: section), count: 10)
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        sim.window.rootViewController = screen
        sim.advance(by: .seconds(1))
        // The section is 375 − 30 = 345 wide; four items of 86.25 per group, each inset by 4.
        #expect(screen.frame(0) == CGRect(x: 19, y: 24, width: 78.25, height: 92))
        #expect(screen.frame(3) == CGRect(x: 277.75, y: 24, width: 78.25, height: 92))
        #expect(screen.frame(4) == CGRect(x: 19, y: 134, width: 78.25, height: 92), "the next group 100 + 10 below")
        #expect(screen.frame(9)?.minY == 244)
        #expect(screen.collection.contentSize == CGSize(width: 375, height: 20 + 3 * 100 + 2 * 10 + 20))
        #expect(screen.collection.visibleCells.count == 10)
        #expect(sim.diagnostics.isEmpty)
    }

    @Test("a count shares the group's width; a section provider is asked per section")
    func countAndProvider() {
        let layout = UICollectionViewCompositionalLayout { index, environment in
            let item = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(10), heightDimension: .fractionalHeight(1)))
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .absolute(environment.container.effectiveContentSize.width), heightDimension: .absolute(50)),
                subitem: item, count: index + 2)
            group.interItemSpacing = .fixed(5)
            return NSCollectionLayoutSection(group: group)
        }
        let screen = Screen(layout: layout, sections: 2, count: 3)
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        sim.window.rootViewController = screen
        sim.advance(by: .seconds(1))
        #expect(screen.frame(1) == CGRect(x: 190, y: 0, width: 185, height: 50), "two per group: (375 − 5) / 2")
        #expect(screen.frame(2) == CGRect(x: 0, y: 50, width: 185, height: 50))
        #expect(screen.frame(0, section: 1) == CGRect(x: 0, y: 100, width: 121.66666666666667, height: 50), "three per group")
    }

    @Test("a list: full-width rows of the estimated 44 points, a header per section, and the trace says self-sizing is not simulated")
    func list() throws {
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .supplementary
        let screen = Screen(layout: UICollectionViewCompositionalLayout.list(using: configuration), sections: 2, count: 3)
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        sim.window.rootViewController = screen
        sim.advance(by: .seconds(1))
        let header = try #require(
            screen.collection.supplementaryView(
                forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1)))
        #expect(screen.frame(0) == CGRect(x: 20, y: 44, width: 335, height: 44))
        #expect(screen.frame(2) == CGRect(x: 20, y: 132, width: 335, height: 44))
        #expect(header.frame == CGRect(x: 20, y: 176, width: 335, height: 44))
        #expect(screen.frame(0, section: 1)?.minY == 220)
        #expect(
            sim.diagnostics == [
                "UICollectionViewCompositionalLayout: self-sizing (estimated dimensions) is not simulated: estimates are taken as sizes"
            ])
    }
}

@MainActor @Suite("UICollectionView: a supplementary view nobody gives")
struct MissingSupplementaryViewTests {
    @Test("a header the layout places but the data source cannot give is a plain view, and the trace says why")
    func missingHeader() throws {
        final class Source: NSObject, UICollectionViewDataSource {
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 1 }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            }
        }
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let controller = UIViewController()
        let layout = UICollectionViewFlowLayout()
        layout.headerReferenceSize = CGSize(width: 0, height: 40)
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 375, height: 667), collectionViewLayout: layout)
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let source = Source()
        collection.dataSource = source
        sim.window.rootViewController = controller
        controller.view.addSubview(collection)
        sim.advance(by: .seconds(1))
        let header = try #require(
            collection.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0)))
        #expect(header.frame == CGRect(x: 0, y: 0, width: 375, height: 40))
        #expect(
            sim.diagnostics == [
                "the layout places a UICollectionElementKindSectionHeader at [0, 0] but the data source has no collectionView(_:viewForSupplementaryElementOfKind:at:) (UIKit raises an exception). A plain view was used."
            ])
        withExtendedLifetime(source) {}
    }
}
