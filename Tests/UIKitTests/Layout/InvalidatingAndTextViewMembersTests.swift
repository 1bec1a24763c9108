import Testing
import UIKit
import KeyboardSim

/// A view whose properties invalidate its layout and its intrinsic size, and that counts its
/// layout passes.
private final class Badge: UIView {
    @Invalidating(.layout) var spacing: CGFloat = 8
    @Invalidating(.intrinsicContentSize, .layout) var width: CGFloat = 40
    var layouts = 0

    override var intrinsicContentSize: CGSize { CGSize(width: width, height: 20) }
    override func layoutSubviews() {
        super.layoutSubviews()
        layouts += 1
    }
}

/// A screen with a badge placed by Auto Layout at its intrinsic size.
private final class BadgeController: UIViewController {
    let badge = Badge()
    override func viewDidLoad() {
        super.viewDidLoad()
        badge.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(badge)
        NSLayoutConstraint.activate([
            badge.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            badge.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
        ])
    }
}

/// A collection view controller with an index.
private final class IndexedController: UICollectionViewController {
    override func indexTitles(for collectionView: UICollectionView) -> [String]? { ["A", "B"] }
}

@MainActor
@Suite("@Invalidating, collection index titles, and the text view and scene members of issue 43")
struct InvalidatingAndTextViewMembersTests {
    @Test("a changed @Invalidating value lays the view out again and resizes it; an equal value does nothing")
    func invalidating() {
        let (sim, controller) = shownScreen(BadgeController())
        let badge = controller.badge
        #expect(badge.frame.width == 40)
        let before = badge.layouts
        badge.spacing = 8
        sim.advance(by: .milliseconds(100))
        #expect(badge.layouts == before, "the same value: no invalidation")
        badge.spacing = 12
        sim.advance(by: .milliseconds(100))
        #expect(badge.layouts == before + 1)
        #expect(badge.spacing == 12)
        badge.width = 90
        sim.advance(by: .milliseconds(100))
        #expect(badge.frame.width == 90, "the intrinsic size was invalidated, so Auto Layout resized the badge")
    }

    @Test("a collection's index titles: the controller's override, and the data source's defaults")
    func indexTitles() {
        let controller = IndexedController(collectionViewLayout: UICollectionViewFlowLayout())
        let collectionView = controller.collectionView!
        #expect(controller.indexTitles(for: collectionView) == ["A", "B"])
        #expect(controller.collectionView(collectionView, indexPathForIndexTitle: "B", at: 1) == IndexPath(item: 0, section: 1))
        let plain = UICollectionViewController(collectionViewLayout: UICollectionViewFlowLayout())
        #expect(plain.indexTitles(for: plain.collectionView) == nil)
    }

    @Test("an interactive layout transition: the delegate's transition layout; finishing installs the layout, cancelling keeps it")
    func interactiveTransition() {
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: UICollectionViewFlowLayout())
        let first = collectionView.collectionViewLayout
        let grid = UICollectionViewFlowLayout()
        var ends: [String] = []
        let transition = collectionView.startInteractiveTransition(to: grid) { completed, finished in
            ends.append("completed \(completed) finished \(finished)")
        }
        #expect(transition.currentLayout === first && transition.nextLayout === grid)
        transition.transitionProgress = 0.4
        #expect(collectionView.collectionViewLayout === first, "the current layout stays while the transition is under way")
        collectionView.cancelInteractiveTransition()
        #expect(collectionView.collectionViewLayout === first)
        _ = collectionView.startInteractiveTransition(to: grid) { completed, finished in
            ends.append("completed \(completed) finished \(finished)")
        }
        collectionView.finishInteractiveTransition()
        #expect(collectionView.collectionViewLayout === grid)
        #expect(ends == ["completed true finished false", "completed true finished true"])
    }

    @Test("the window's aspect-fit guide: the largest rectangle of its ratio centered in the safe area")
    func aspectFitGuide() {
        let (sim, _) = shownScreen(UIViewController())
        let window = sim.window
        let guide = window.safeAreaAspectFitLayoutGuide
        #expect(guide === window.safeAreaAspectFitLayoutGuide)
        let safe = window.bounds.inset(by: window.safeAreaInsets)
        guide.aspectRatio = 2
        window.layoutIfNeeded()
        #expect(abs(guide.layoutFrame.width - safe.width) < 0.01)
        #expect(abs(guide.layoutFrame.height - safe.width / 2) < 0.01)
        #expect(abs(guide.layoutFrame.midY - safe.midY) < 0.01)
        guide.aspectRatio = 0.25
        window.layoutIfNeeded()
        #expect(abs(guide.layoutFrame.height - safe.height) < 0.01)
        #expect(abs(guide.layoutFrame.width - safe.height / 4) < 0.01)
        #expect(abs(guide.layoutFrame.midX - safe.midX) < 0.01)
    }

    @Test("text view, responder and scene members answer a TextKit 1 iPhone app's values")
    func inertMembers() throws {
        let textView = UITextView(usingTextLayoutManager: true)
        #expect(textView.textLayoutManager == nil)
        #expect(textView.layoutManager.textContainers.first === textView.textContainer)
        #expect(ObjectIdentifier(textView.subclassForWritingToolsCoordinator) == ObjectIdentifier(UIWritingToolsCoordinator.self))
        #expect(textView.writingToolsCoordinator === textView.writingToolsCoordinator)
        #expect(textView.textFormattingConfiguration == nil)
        #expect(textView.supportsAdaptiveImageGlyph == false)
        #expect(textView.editingInteractionConfiguration == .default)
        #expect(NSTextRange(location: Offset(5), end: Offset(2)) == nil, "an end before the start")
        #expect(NSTextRange(location: Offset(2), end: Offset(5))?.isEmpty == false)
        #expect(NSTextRange(location: Offset(3)).isEmpty)
        let plain: any UITextViewDelegate = PlainTextViewDelegate()
        #expect(plain.textView(textView, writingToolsIgnoredRangesInEnclosingRange: NSRange(location: 0, length: 4)).isEmpty)

        let (sim, controller) = shownScreen(UIViewController())
        let scene = try #require(sim.application.connectedScenes.first as? UIWindowScene)
        let service = try #require(scene.screenshotService)
        #expect(scene.screenshotService === service && service.windowScene === scene)
        #expect(scene.titlebar == nil)
        #expect(scene.pointerLockState == nil)
        controller.view.hoverStyle = UIHoverStyle.automatic()
        #expect(controller.view.hoverStyle?.isEnabled == true)
    }

    @Test("conversation contexts are stored by the text inputs (a search bar's in its field); table content hugging is stored")
    func conversationContextAndHugging() {
        let conversation = UIConversationContext()
        conversation.threadIdentifier = "thread-1"
        let field = UITextField()
        field.conversationContext = conversation
        let searchBar = UISearchBar()
        searchBar.conversationContext = conversation
        #expect(field.conversationContext?.threadIdentifier == "thread-1")
        #expect(searchBar.searchTextField.conversationContext === conversation)
        #expect(UITextView().conversationContext == nil)
        let tableView = UITableView(frame: .zero, style: .plain)
        #expect(tableView.contentHuggingElements.isEmpty)
        tableView.contentHuggingElements = .sectionHeaders
        #expect(tableView.contentHuggingElements == .sectionHeaders)
    }
}

/// A text view delegate that answers nothing.
private final class PlainTextViewDelegate: UITextViewDelegate {}

/// A TextKit 2 location at an offset, as a custom text engine would make one.
private final class Offset: NSTextLocation {
    let value: Int
    init(_ value: Int) { self.value = value }
    func compare(_ location: any NSTextLocation) -> ComparisonResult {
        guard let other = location as? Offset else { return .orderedSame }
        return value < other.value ? .orderedAscending : value > other.value ? .orderedDescending : .orderedSame
    }
}
