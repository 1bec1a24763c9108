import Testing
import UIKit
import KeyboardSim

/// A search screen that debounces typing as apps do with NSObject's perform family: each change
/// cancels the pending search and asks for one 0.3 s later. Its selectors are written as
/// `kbsim port` writes `#selector(search)` kept as a value: `Selector("search", Type.search)`.
@MainActor private final class SearchController: UIViewController {
    let field = UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 34))
    var searches: [String] = []
    var shown: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(field)
    }

    func textChanged() {
        NSObject.cancelPreviousPerformRequests(
            withTarget: self, selector: Selector("search", SearchController.search), object: nil)
        perform(Selector("search", SearchController.search), with: nil, afterDelay: 0.3)
    }

    func search() { searches.append(field.text ?? "") }

    func mark(_ name: String) -> NSString {
        shown.append(name)
        return name as NSString
    }
}

@MainActor @Suite("NSObject's perform family on the simulation's run loop")
struct PerformSelectorTests {
    @Test("perform(_:with:afterDelay:) runs on the virtual clock; cancelPreviousPerformRequests debounces typing")
    func debounce() {
        let (sim, controller) = shownScreen(SearchController())
        for text in ["k", "ke", "key"] {
            controller.field.text = text
            controller.textChanged()
            sim.advance(by: .seconds(0.1))
        }
        #expect(controller.searches.isEmpty, "each change put the search off again")
        sim.advance(by: .seconds(0.15))
        #expect(controller.searches.isEmpty, "0.25 s after the last change")
        sim.advance(by: .seconds(0.1))
        #expect(controller.searches == ["key"], "one search, 0.3 s after the last change")
        sim.advance(by: .seconds(1))
        #expect(controller.searches == ["key"])
        #expect(sim.diagnostics == [])
    }

    @Test("a delay of 0 runs at the run loop's next turn, not inside the call")
    func zeroDelay() {
        let (sim, controller) = shownScreen(SearchController())
        controller.perform(Selector("search", SearchController.search), with: nil, afterDelay: 0)
        #expect(controller.searches.isEmpty)
        sim.advance(by: .milliseconds(1))
        #expect(controller.searches == [""])
    }

    @Test("a field focused by perform(afterDelay:) brings the keyboard then, not before")
    func delayedFocus() {
        let (sim, controller) = shownScreen(SearchController())
        var shownAt: [Double] = []
        let token = NotificationCenter.default.addObserver(
            forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil
        ) { _ in MainActor.assumeIsolated { shownAt.append(Simulation.current!.clock.now.seconds) } }
        let start = sim.clock.now.seconds
        controller.field.perform(Selector("becomeFirstResponder", UIResponder.becomeFirstResponder), with: nil, afterDelay: 0.5)
        sim.advance(by: .seconds(0.4))
        #expect(shownAt.isEmpty && !controller.field.isFirstResponder)
        sim.advance(by: .seconds(0.2))
        #expect(controller.field.isFirstResponder)
        #expect(shownAt.count == 1 && abs((shownAt.first ?? 0) - start - 0.5) < 0.001)
        NotificationCenter.default.removeObserver(token)
    }

    @Test("perform(_:with:) calls now and gives an object result; cancelling by target drops every request")
    func immediateAndCancelAll() {
        let (sim, controller) = shownScreen(SearchController())
        let result = controller.perform(Selector("mark:", SearchController.mark), with: "cart")
        #expect(controller.shown == ["cart"])
        #expect((result?.takeUnretainedValue() as? NSString) == "cart")
        controller.perform(Selector("search", SearchController.search), with: nil, afterDelay: 0.2)
        controller.perform(Selector("mark:", SearchController.mark), with: "later", afterDelay: 0.2)
        NSObject.cancelPreviousPerformRequests(withTarget: controller)
        sim.advance(by: .seconds(1))
        #expect(controller.searches.isEmpty && controller.shown == ["cart"])
    }

    @Test("cancelling one selector and argument leaves the others")
    func cancelOne() {
        let (sim, controller) = shownScreen(SearchController())
        let mark = Selector("mark:", SearchController.mark)
        controller.perform(mark, with: "a" as NSString, afterDelay: 0.2)
        controller.perform(mark, with: "b" as NSString, afterDelay: 0.2)
        NSObject.cancelPreviousPerformRequests(withTarget: controller, selector: mark, object: "a" as NSString)
        sim.advance(by: .seconds(0.5))
        #expect(controller.shown == ["b"])
    }

    @Test("a selector made from a name alone calls nothing and says so in the trace")
    func nameAlone() {
        let (sim, controller) = shownScreen(SearchController())
        controller.perform(Selector("search"), with: nil, afterDelay: 0.1)
        sim.advance(by: .seconds(0.2))
        #expect(controller.searches.isEmpty)
        #expect(sim.diagnostics.count == 1)
        #expect(sim.diagnostics.first?.contains("perform(\"search\"): selector \"search\" was made from a name alone") == true)
    }
}
