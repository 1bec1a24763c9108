import Foundation
import Testing
import UIKit
import KeyboardSim

/// A zooming delegate: an image-like view scales in the scroll view.
private final class MembersZoomDelegate: UIScrollViewDelegate {
    let content = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    var zooms = 0
    func viewForZooming(in scrollView: UIScrollView) -> UIView? { content }
    func scrollViewDidZoom(_ scrollView: UIScrollView) { zooms += 1 }
}

@MainActor @Suite("UIScrollView's members of Apple's documentation: zooming, the refresh control, scroll state")
struct ScrollViewMembersTests {
    @Test(
        "zoomScale: nothing zooms without viewForZooming; with it the scale is clamped to the limits, the view scaled and the content size follows"
    )
    func zooming() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(scrollView.zoomScale == 1 && scrollView.minimumZoomScale == 1 && scrollView.maximumZoomScale == 1)
        scrollView.setZoomScale(2, animated: false)
        #expect(scrollView.zoomScale == 1, "no delegate naming a view for zooming")
        #expect(scrollView.pinchGestureRecognizer == nil, "the limits allow no zoom")
        let delegate = MembersZoomDelegate()
        scrollView.delegate = delegate
        scrollView.addSubview(delegate.content)
        scrollView.maximumZoomScale = 3
        scrollView.minimumZoomScale = 0.5
        #expect(scrollView.pinchGestureRecognizer != nil)
        scrollView.zoomScale = 5
        #expect(scrollView.zoomScale == 3, "clamped to maximumZoomScale")
        #expect(delegate.content.transform == CGAffineTransform(scaleX: 3, y: 3))
        #expect(scrollView.contentSize == CGSize(width: 600, height: 300))
        #expect(delegate.zooms == 1)
        scrollView.setZoomScale(0.1, animated: false)
        #expect(scrollView.zoomScale == 0.5 && scrollView.contentSize == CGSize(width: 100, height: 50))
        scrollView.setZoomScale(0.5, animated: false)
        #expect(delegate.zooms == 2, "no change, no call")
        scrollView.zoom(to: CGRect(x: 100, y: 50, width: 50, height: 50), animated: false)
        #expect(scrollView.zoomScale == 2, "the bounds are twice the rectangle")
        #expect(scrollView.contentOffset == CGPoint(x: 200, y: 100), "the rectangle, scaled, scrolled into view")
        #expect(!scrollView.isZooming && !scrollView.isZoomBouncing && !scrollView.isZoomAnimating)
    }

    @Test("isScrollAnimating while an animated offset moves; stopScrollingAndZooming stops it where it is")
    func scrollAnimating() {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let controller = UIViewController()
        sim.window.rootViewController = controller
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 400))
        scrollView.contentSize = CGSize(width: 375, height: 2000)
        controller.view.addSubview(scrollView)
        sim.advance(by: .seconds(1))
        #expect(!scrollView.isScrollAnimating)
        scrollView.setContentOffset(CGPoint(x: 0, y: 600), animated: true)
        #expect(scrollView.isScrollAnimating)
        sim.advance(by: .milliseconds(150))
        scrollView.stopScrollingAndZooming()
        let stopped = scrollView.contentOffset.y
        #expect(!scrollView.isScrollAnimating && stopped > 0 && stopped < 600)
        sim.advance(by: .seconds(1))
        #expect(scrollView.contentOffset.y == stopped)
        scrollView.flashScrollIndicators()
        #expect(sim.diagnostics.contains("UIScrollView.flashScrollIndicators() on UIScrollView: the indicators are not drawn"))
    }

    @Test("refreshControl joins the scroll view; beginRefreshing and endRefreshing set isRefreshing and send nothing")
    func refreshControl() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let control = UIRefreshControl()
        scrollView.refreshControl = control
        #expect(control.superview === scrollView)
        control.beginRefreshing()
        #expect(control.isRefreshing)
        control.endRefreshing()
        #expect(!control.isRefreshing)
        scrollView.refreshControl = nil
        #expect(control.superview == nil)
    }

    @Test("the touch and inert members: UIKit's defaults")
    func inertDefaults() {
        let scrollView = UIScrollView()
        #expect(scrollView.decelerationRate == .normal && UIScrollView.DecelerationRate.normal.rawValue == 0.998)
        #expect(UIScrollView.DecelerationRate.fast.rawValue == 0.99)
        #expect(scrollView.delaysContentTouches && scrollView.canCancelContentTouches && scrollView.bouncesZoom)
        #expect(scrollView.bouncesHorizontally && scrollView.bouncesVertically && scrollView.allowsKeyboardScrolling)
        #expect(scrollView.transfersHorizontalScrollingToParent && scrollView.transfersVerticalScrollingToParent)
        #expect(scrollView.contentAlignmentPoint == .zero && scrollView.indexDisplayMode == .automatic)
        #expect(scrollView.touchesShouldCancel(in: UIView()) && !scrollView.touchesShouldCancel(in: UIButton()))
        #expect(scrollView.touchesShouldBegin([], with: nil, in: UIView()))
        #expect(scrollView.panGestureRecognizer === scrollView.panGestureRecognizer, "one recognizer, made once")
        var ran = false
        scrollView.withScrollIndicatorsShown { ran = true }
        #expect(ran)
        scrollView.decelerationRate = .fast
        scrollView.indexDisplayMode = .alwaysHidden
        #expect(scrollView.decelerationRate == .fast && scrollView.indexDisplayMode == .alwaysHidden)
    }
}

/// A table of three sections with titled headers, an untitled middle one, and a delegate log.
private final class MembersSectionsController: UITableViewController {
    var log: [String] = []
    var headerHeight: CGFloat?

    override func numberOfSections(in tableView: UITableView) -> Int { 3 }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        cellRequests.append(indexPath)
        return tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    }
    var cellRequests: [IndexPath] = []
    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        section == 1 ? nil : "Section \(section)"
    }
    override func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        headerHeight ?? super.tableView(tableView, heightForHeaderInSection: section)
    }
    override func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {
        log.append("willDisplayHeader \(section)")
    }
    override func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        log.append("shouldHighlight \(indexPath.row)")
        return true
    }
    override func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
        log.append("didHighlight \(indexPath.row)")
    }
    override func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {
        log.append("didUnhighlight \(indexPath.row)")
    }
    override func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        log.append("willSelect \(indexPath.row)")
        return indexPath
    }
    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { log.append("didSelect \(indexPath.row)") }
}

/// A cell that logs its highlight and editing transitions.
private final class MembersLoggingCell: UITableViewCell {
    var log: [String] = []
    override func setHighlighted(_ highlighted: Bool, animated: Bool) {
        log.append("setHighlighted(\(highlighted))")
        super.setHighlighted(highlighted, animated: animated)
    }
    override func willTransition(to state: UITableViewCell.StateMask) { log.append("willTransition(\(state.rawValue))") }
    override func didTransition(to state: UITableViewCell.StateMask) { log.append("didTransition(\(state.rawValue))") }
}

@MainActor @Suite("UITableView's section headers and footers, highlights and the members of Apple's documentation")
struct TableViewMembersTests {
    private func sectionsScreen(_ configure: (MembersSectionsController) -> Void = { _ in }) -> (Simulation, MembersSectionsController) {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let controller = MembersSectionsController(style: .plain)
        controller.tableView.register(MembersLoggingCell.self, forCellReuseIdentifier: "cell")
        configure(controller)
        sim.window.rootViewController = controller
        sim.advance(by: .seconds(1))
        return (sim, controller)
    }

    @Test("a section with a title has a 28-point header showing it; one without has none; rows follow their header")
    func titledHeaders() throws {
        let (_, controller) = sectionsScreen()
        let table = controller.tableView!
        #expect(table.rectForHeader(inSection: 0) == CGRect(x: 0, y: 0, width: 375, height: 28))
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 28)
        #expect(table.rectForHeader(inSection: 1) == CGRect(x: 0, y: 116, width: 375, height: 0), "28 + 2 × 44, no title")
        #expect(table.rectForHeader(inSection: 2).minY == 204 && table.rectForRow(at: IndexPath(row: 0, section: 2)).minY == 232)
        #expect(table.rect(forSection: 0) == CGRect(x: 0, y: 0, width: 375, height: 116))
        #expect(table.rectForFooter(inSection: 2) == CGRect(x: 0, y: 320, width: 375, height: 0))
        #expect(table.rect(forSection: 7) == .zero)
        #expect(table.contentSize.height == 320)
        let header = try #require(table.headerView(forSection: 0))
        #expect(header.textLabel?.text == "Section 0" && header.superview === table && header.frame.height == 28)
        #expect(table.headerView(forSection: 1) == nil)
        #expect(controller.log.filter { $0.hasPrefix("willDisplayHeader") } == ["willDisplayHeader 0", "willDisplayHeader 2"])
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 30)) == IndexPath(row: 0, section: 0))
    }

    @Test("the delegate's header height wins over the automatic one")
    func delegateHeight() {
        let (_, controller) = sectionsScreen { $0.headerHeight = 40 }
        let table = controller.tableView!
        #expect(table.rectForHeader(inSection: 1).height == 40)
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 1)).minY == 168, "40 + 2 × 44 + 40")
    }

    @Test("a tap highlights and unhighlights the row before selecting it, in UIKit's order; the cell hears it")
    func tapHighlight() throws {
        let (sim, controller) = sectionsScreen()
        let cell = try #require(controller.tableView.cellForRow(at: IndexPath(row: 1, section: 0)) as? MembersLoggingCell)
        controller.log = []
        sim.tap(cell)
        #expect(controller.log == ["shouldHighlight 1", "didHighlight 1", "didUnhighlight 1", "willSelect 1", "didSelect 1"])
        #expect(cell.log.suffix(2) == ["setHighlighted(true)", "setHighlighted(false)"])
        #expect(!cell.isHighlighted && cell.isSelected)
    }

    @Test("scrollToNearestSelectedRow scrolls the first selected row; programmatic selection tells the delegate nothing")
    func nearestSelected() {
        let (_, controller) = sectionsScreen()
        let table = controller.tableView!
        controller.log = []
        table.scrollToNearestSelectedRow(at: .top, animated: false)
        #expect(table.contentOffset.y == -table.adjustedContentInset.top, "nothing selected: no scroll")
        table.selectRow(at: IndexPath(row: 1, section: 2), animated: false, scrollPosition: .none)
        table.scrollToNearestSelectedRow(at: .bottom, animated: false)
        let row = table.rectForRow(at: IndexPath(row: 1, section: 2))
        #expect(
            table.contentOffset.y
                == max(-table.adjustedContentInset.top, row.maxY - table.bounds.height + table.adjustedContentInset.bottom))
        #expect(controller.log.isEmpty)
    }

    @Test("reconfigureRows asks the data source again for the rows' cells, at the next layout")
    func reconfigure() {
        let (_, controller) = sectionsScreen()
        controller.cellRequests = []
        controller.tableView.reconfigureRows(at: [IndexPath(row: 1, section: 0)])
        controller.tableView.layoutIfNeeded()
        #expect(controller.cellRequests == [IndexPath(row: 1, section: 0)])
        #expect(controller.tableView.cellForRow(at: IndexPath(row: 1, section: 0)) != nil)
    }

    @Test("a cell entering and leaving editing mode hears willTransition and didTransition with the edit control's state")
    func editingTransitions() {
        let cell = MembersLoggingCell(style: .default, reuseIdentifier: nil)
        cell.setEditing(true, animated: false)
        cell.setEditing(true, animated: false)
        cell.setEditing(false, animated: false)
        #expect(cell.log == ["willTransition(1)", "didTransition(1)", "willTransition(0)", "didTransition(0)"])
    }

    @Test("header and footer views are registered, dequeued and reused")
    func headerFooterReuse() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(table.dequeueReusableHeaderFooterView(withIdentifier: "h") == nil)
        table.register(UITableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "h")
        let view = table.dequeueReusableHeaderFooterView(withIdentifier: "h")
        #expect(view?.reuseIdentifier == "h")
    }

    @Test("the inert members of the table and its cells: UIKit's defaults")
    func inertDefaults() {
        let table = UITableView(frame: .zero, style: .plain)
        #expect(table.sectionHeaderHeight == UITableView.automaticDimension && table.sectionFooterHeight == UITableView.automaticDimension)
        #expect(
            table.estimatedSectionHeaderHeight == UITableView.automaticDimension
                && table.sectionHeaderTopPadding == UITableView.automaticDimension)
        #expect(table.separatorStyle == .singleLine && table.separatorInset == UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0))
        #expect(
            table.separatorInsetReference == .fromCellEdges && table.backgroundView == nil && table.sectionIndexMinimumDisplayRowCount == 0)
        #expect(table.insetsContentViewsToSafeArea && table.isPrefetchingEnabled && !table.allowsFocus && !table.dragInteractionEnabled)
        #expect(!table.hasActiveDrag && !table.hasActiveDrop && !table.hasUncommittedUpdates && table.selfSizingInvalidation == .enabled)
        #expect(UITableView.indexSearch == "{search}")
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        #expect(cell.focusStyle == .default && !cell.isHighlighted && !cell.showingDeleteConfirmation)
        #expect(cell.backgroundView == nil && cell.selectedBackgroundView == nil && !cell.userInteractionEnabledWhileDragging)
        #expect(cell.imageView === cell.imageView, "made once")
        let collection = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        #expect(!collection.isEditing && collection.allowsSelectionDuringEditing && collection.remembersLastFocusedIndexPath)
        #expect(collection.reorderingCadence == .immediate && !collection.hasUncommittedUpdates)
    }

    @Test("a stack view's custom spacing after a view, and its arrangement within its layout margins")
    func stackSpacingAndMargins() {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let controller = UIViewController()
        sim.window.rootViewController = controller
        let a = UIView(), b = UIView(), c = UIView()
        for view in [a, b, c] { view.heightAnchor.constraint(equalToConstant: 20).isActive = true }
        let stack = UIStackView(arrangedSubviews: [a, b, c])
        stack.axis = .vertical
        stack.spacing = 10
        stack.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: controller.view.topAnchor, constant: 100),
            stack.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
            stack.widthAnchor.constraint(equalToConstant: 200),
        ])
        stack.setCustomSpacing(30, after: a)
        #expect(stack.customSpacing(after: a) == 30 && stack.customSpacing(after: b) == UIStackView.spacingUseDefault)
        stack.isLayoutMarginsRelativeArrangement = true
        stack.layoutMargins = UIEdgeInsets(top: 5, left: 12, bottom: 5, right: 12)
        sim.advance(by: .seconds(1))
        #expect(a.frame == CGRect(x: 12, y: 5, width: 176, height: 20))
        #expect(b.frame.minY == 55, "5 + 20 + 30: custom spacing after a")
        #expect(c.frame.minY == b.frame.maxY + 10, "the stack's spacing after b")
        #expect(stack.frame.height == 110, "5 + 20 + 30 + 20 + 10 + 20 + 5")
        stack.setCustomSpacing(UIStackView.spacingUseDefault, after: a)
        sim.advance(by: .milliseconds(20))
        #expect(b.frame.minY == 35, "5 + 20 + 10")
    }

    @Test(
        "content configurations: the configuration's view fills the content view; a selection change updates the configuration before the next layout"
    )
    func contentConfigurations() throws {
        let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        cell.frame = CGRect(x: 0, y: 0, width: 320, height: 60)
        var content = cell.defaultContentConfiguration()
        content.text = "Name"
        content.secondaryText = "Ada"
        cell.contentConfiguration = content
        let view = try #require(cell.contentView.subviews.last as? UIListContentView)
        cell.layoutIfNeeded()
        let labels = view.subviews.compactMap { $0 as? UILabel }
        #expect(labels.map(\.text) == ["Name", "Ada"])
        #expect(labels[0].frame == CGRect(x: 16, y: 11, width: 288, height: 19), "the text over the secondary text, in the margins")
        var states: [UICellConfigurationState] = []
        cell.configurationUpdateHandler = { _, state in states.append(state) }
        cell.layoutIfNeeded()
        #expect(states.count == 1 && !states[0].isSelected)
        cell.setSelected(true, animated: false)
        #expect(states.count == 1, "deferred to the next layout")
        cell.layoutIfNeeded()
        #expect(states.count == 2 && states[1].isSelected && cell.configurationState.isSelected)
        content.text = "Surname"
        cell.contentConfiguration = content
        #expect(cell.contentView.subviews.last === view, "the view there takes a configuration it supports")
        #expect(view.subviews.compactMap { ($0 as? UILabel)?.text }.first == "Surname")
        cell.contentConfiguration = nil
        #expect(view.superview == nil)
        #expect(UITableViewCell(style: .value1, reuseIdentifier: nil).defaultContentConfiguration().text == nil)
        let item = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        var itemStates: [Bool] = []
        item.configurationUpdateHandler = { _, state in itemStates.append(state.isHighlighted) }
        item.isHighlighted = true
        item.layoutIfNeeded()
        #expect(itemStates == [true], "one update for the handler and the highlight, before the layout")
    }
}
