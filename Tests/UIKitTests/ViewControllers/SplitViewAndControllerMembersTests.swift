import Testing
import UIKit

/// A controller that records the containment calls and its content-unavailable updates.
private final class Column: UIViewController {
    var log: [String] = []
    override func willMove(toParent parent: UIViewController?) {
        super.willMove(toParent: parent)
        log.append("willMove \(parent == nil ? "nil" : "split")")
    }
    override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent)
        log.append("didMove \(parent == nil ? "nil" : "split")")
    }
    override func updateContentUnavailableConfiguration(using state: UIContentUnavailableConfigurationState) {
        log.append(
            "update \(state.traitCollection.horizontalSizeClass == traitCollection.horizontalSizeClass) \(state.searchText ?? "none")")
    }
}

/// A previewing delegate (3D Touch is not simulated: never asked).
private final class Peeker: UIViewControllerPreviewingDelegate {
    func previewingContext(_ previewingContext: any UIViewControllerPreviewing, viewControllerForLocation location: CGPoint)
        -> UIViewController?
    { nil }
    func previewingContext(_ previewingContext: any UIViewControllerPreviewing, commit viewControllerToCommit: UIViewController) {}
}

/// Runs code that uses deprecated API without a deprecation warning at the test's call.
private protocol LegacyExercise {
    @MainActor func run() -> [String]
}

/// The 3D Touch registration and the other deprecated controller members.
private struct PreviewingExercise: LegacyExercise {
    @available(*, deprecated, message: "exercises deprecated API")
    @MainActor func run() -> [String] {
        let controller = UIViewController()
        let peeker = Peeker()
        let registration = controller.registerForPreviewing(with: peeker, sourceView: controller.view)
        var log = [
            "source is view: \(registration.sourceView === controller.view)",
            "delegate kept: \(registration.delegate === peeker)",
            "actions: \(controller.previewActionItems.count)",
            "search display: \(controller.searchDisplayController == nil ? "nil" : "some")",
        ]
        controller.unregisterForPreviewing(withContext: registration)
        controller.dismissMoviePlayerViewControllerAnimated()
        log.append("unregistered")
        return log
    }
}

@MainActor
@Suite("Split view containment and the controller members of issue 43")
struct SplitViewAndControllerMembersTests {
    @Test("a controller in a split view, directly or in a navigation controller, finds it as splitViewController")
    func splitViewControllerThroughParents() {
        let split = UISplitViewController(style: .doubleColumn)
        let list = Column()
        let detail = Column()
        let navigation = UINavigationController(rootViewController: list)
        split.viewControllers = [navigation, detail]
        #expect(split.style == .doubleColumn)
        #expect(split.viewControllers.count == 2 && split.viewControllers[0] === navigation && split.viewControllers[1] === detail)
        #expect(detail.splitViewController === split)
        #expect(list.splitViewController === split)
        #expect(list.navigationController === navigation)
        #expect(detail.log == ["willMove split", "didMove split"])

        split.viewControllers = [navigation]
        #expect(detail.splitViewController == nil)
        #expect(detail.parent == nil)
        #expect(detail.log == ["willMove split", "didMove split", "willMove nil", "didMove nil"])
        #expect(UIViewController().splitViewController == nil)
        #expect(UISplitViewController().style == .unspecified)
        // Collapsing is not simulated: the defaults answer as UIKit's UIViewController does.
        #expect(detail.separateSecondaryViewController(for: split) == nil)
    }

    @Test("setNeedsUpdateContentUnavailableConfiguration updates it for the controller's state; the configuration is stored")
    func contentUnavailable() {
        let (_, column) = shownScreen(Column())
        column.log = []
        column.setNeedsUpdateContentUnavailableConfiguration()
        #expect(column.log == ["update true none"])
        #expect(column.contentUnavailableConfiguration == nil)
        column.contentUnavailableConfiguration = UIListContentConfiguration.cell()
        #expect(column.contentUnavailableConfiguration is UIListContentConfiguration)
    }

    @Test("inert controller members answer what an app that is not an extension, without UITab tabs, answers")
    func inertMembers() {
        let controller = UIViewController()
        #expect(controller.extensionContext == nil)
        #expect(controller.tab == nil)
        let tab = UITab(title: "Inbox", image: nil, identifier: "inbox") { _ in UIViewController() }
        #expect(tab.identifier == "inbox" && tab.title == "Inbox")
        let exercise: any LegacyExercise = PreviewingExercise()
        #expect(
            exercise.run() == ["source is view: true", "delegate kept: true", "actions: 0", "search display: nil", "unregistered"])
    }
}
