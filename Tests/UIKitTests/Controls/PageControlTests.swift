import KeyboardSim
import Testing
import UIKit

/// UIPageControl as Apple documents it: the current page held to the pages there are, nothing
/// sent when it is set in code, a tap beside the current indicator moving one page and sending
/// `.valueChanged`.
@MainActor @Suite("UIPageControl")
struct PageControlTests {
    final class PagesController: UIViewController {
        let pages = UIPageControl()
        var heard: [Int] = []
        override func viewDidLoad() {
            super.viewDidLoad()
            pages.frame = CGRect(x: 20, y: 500, width: 335, height: 37)
            view.addSubview(pages)
            pages.addTarget(self, action: PagesController.pageChanged, for: .valueChanged)
        }
        func pageChanged(_ sender: UIPageControl) { heard.append(sender.currentPage) }
    }

    @Test("no pages by default; the current page is held to 0…numberOfPages - 1")
    func currentPageIsPinned() {
        let pages = UIPageControl()
        #expect(pages.numberOfPages == 0 && pages.currentPage == 0)
        #expect(pages.hidesForSinglePage == false)
        pages.currentPage = 3
        #expect(pages.currentPage == 0, "no pages: 0")
        pages.numberOfPages = 5
        pages.currentPage = 9
        #expect(pages.currentPage == 4)
        pages.currentPage = -2
        #expect(pages.currentPage == 0)
        pages.currentPage = 4
        pages.numberOfPages = 2
        #expect(pages.currentPage == 1, "fewer pages pull the current page in")
        #expect(pages.size(forNumberOfPages: 3) == CGSize(width: 39, height: 37))
        #expect(pages.intrinsicContentSize == pages.size(forNumberOfPages: 2))
    }

    @Test("a tap beside the current indicator moves one page and sends .valueChanged; setting it in code sends nothing")
    func taps() {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let screen = PagesController()
        sim.window.rootViewController = screen
        screen.pages.numberOfPages = 3
        screen.pages.currentPage = 1
        #expect(screen.heard.isEmpty)
        sim.tapPageControl(screen.pages, forward: true)
        sim.tapPageControl(screen.pages, forward: true)  // at the last page: no move
        sim.tapPageControl(screen.pages, forward: false)
        #expect(screen.heard == [2, 1])
        #expect(screen.pages.interactionState == .none)

        screen.pages.numberOfPages = 1
        screen.pages.hidesForSinglePage = true
        sim.tapPageControl(screen.pages, forward: true)
        #expect(screen.heard == [2, 1])
        #expect(sim.diagnostics.contains { $0.contains("hidden for a single page") })
    }
}
