import KeyboardSim
import Testing
import UIKit

/// `UIPageViewController`: the shown pages are its children, with containment and appearance
/// callbacks; a turn in code tells the delegate nothing; the user's swipe asks the data source
/// and tells the delegate.
@MainActor @Suite("Page view controllers")
struct PageViewControllerTests {
    final class Log { var calls: [String] = [] }

    final class Page: UIViewController {
        let name: String
        let log: Log
        init(_ name: String, log: Log) {
            self.name = name
            self.log = log
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { nil }
        override func willMove(toParent parent: UIViewController?) {
            log.calls.append("\(name) willMove(\(parent == nil ? "nil" : "pages"))")
        }
        override func didMove(toParent parent: UIViewController?) {
            log.calls.append("\(name) didMove(\(parent == nil ? "nil" : "pages"))")
        }
        override func viewWillAppear(_ animated: Bool) { log.calls.append("\(name) viewWillAppear") }
        override func viewDidAppear(_ animated: Bool) { log.calls.append("\(name) viewDidAppear") }
        override func viewWillDisappear(_ animated: Bool) { log.calls.append("\(name) viewWillDisappear") }
        override func viewDidDisappear(_ animated: Bool) { log.calls.append("\(name) viewDidDisappear") }
    }

    final class Book: NSObject, UIPageViewControllerDataSource, UIPageViewControllerDelegate {
        let pages: [Page]
        let log: Log
        init(_ pages: [Page], log: Log) {
            self.pages = pages
            self.log = log
        }
        func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController)
            -> UIViewController?
        {
            guard let index = pages.firstIndex(where: { $0 === viewController }), index > 0 else { return nil }
            return pages[index - 1]
        }
        func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController)
            -> UIViewController?
        {
            guard let index = pages.firstIndex(where: { $0 === viewController }), index + 1 < pages.count else { return nil }
            return pages[index + 1]
        }
        func pageViewController(_ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController]) {
            log.calls.append("delegate willTransitionTo \((pendingViewControllers.first as? Page)?.name ?? "?")")
        }
        func pageViewController(
            _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
            previousViewControllers: [UIViewController], transitionCompleted completed: Bool
        ) {
            log.calls.append("delegate didFinish from \((previousViewControllers.first as? Page)?.name ?? "?") \(completed)")
        }
    }

    @Test("the style, orientation and spine are kept; a scroll style has no spine")
    func styles() {
        let scroll = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .vertical)
        #expect(scroll.transitionStyle == .scroll && scroll.navigationOrientation == .vertical && scroll.spineLocation == .none)
        #expect(scroll.viewControllers == nil)
        let curl = UIPageViewController(
            transitionStyle: .pageCurl, navigationOrientation: .horizontal,
            options: [.spineLocation: NSNumber(value: UIPageViewController.SpineLocation.mid.rawValue)])
        #expect(curl.spineLocation == .mid)
        #expect(UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal).spineLocation == .min)
    }

    @Test("on screen, setting pages in code: containment, appearance and completion; the delegate hears nothing")
    func setInCode() {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let log = Log()
        let first = Page("one", log: log)
        let second = Page("two", log: log)
        let book = Book([first, second], log: log)
        let pages = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        pages.dataSource = book
        pages.delegate = book
        pages.setViewControllers([first], direction: .forward, animated: false)
        #expect(log.calls == ["one willMove(pages)", "one didMove(pages)"])
        sim.window.rootViewController = pages
        sim.advance(by: .seconds(1))
        #expect(log.calls.suffix(2) == ["one viewWillAppear", "one viewDidAppear"])
        #expect(first.view.superview === pages.view && first.view.frame == pages.view.bounds)
        log.calls.removeAll()

        var completions: [Bool] = []
        pages.setViewControllers([second], direction: .forward, animated: true) { completions.append($0) }
        #expect(pages.viewControllers == [second] && first.parent == nil && second.parent === pages)
        #expect(log.calls == ["one willMove(nil)", "two willMove(pages)", "one viewWillDisappear", "two viewWillAppear"])
        #expect(completions.isEmpty)
        sim.advance(by: .milliseconds(400))
        #expect(
            log.calls.suffix(4) == ["one viewDidDisappear", "two viewDidAppear", "one didMove(nil)", "two didMove(pages)"])
        #expect(completions == [true] && first.view.superview == nil && second.view.superview === pages.view)
        #expect(!log.calls.contains { $0.hasPrefix("delegate") })

        pages.setViewControllers([first, second], direction: .forward, animated: false)
        #expect(pages.viewControllers == [second])
        #expect(sim.diagnostics.contains { $0.contains("2 view controllers given, 1 required") })
    }

    @Test("the user's swipe asks the data source and tells the delegate; none past the last page")
    func swipes() {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let log = Log()
        let first = Page("one", log: log)
        let second = Page("two", log: log)
        let book = Book([first, second], log: log)
        let pages = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        pages.dataSource = book
        pages.delegate = book
        pages.setViewControllers([first], direction: .forward, animated: false)
        sim.window.rootViewController = pages
        sim.advance(by: .seconds(1))
        log.calls.removeAll()

        sim.swipePage(.forward, in: pages)
        #expect(log.calls.first == "delegate willTransitionTo two")
        sim.advance(by: .seconds(1))
        #expect(log.calls.last == "delegate didFinish from one true")
        #expect(pages.viewControllers == [second])

        sim.swipePage(.forward, in: pages)
        #expect(pages.viewControllers == [second])
        #expect(sim.diagnostics.contains { $0.contains("no page after") })
        sim.swipePage(.reverse, in: pages)
        sim.advance(by: .seconds(1))
        #expect(pages.viewControllers == [first])
    }
}
