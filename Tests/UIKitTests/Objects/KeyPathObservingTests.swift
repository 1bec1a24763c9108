import Testing
import UIKit
import KeyboardSim

/// A chat screen: a table of messages whose content size it follows by key path, and an input bar
/// in a container that rides on the keyboard layout guide, whose center it follows too.
private final class ChatScreen: UIViewController, UITableViewDataSource {
    let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 375, height: 400))
    let dock = UIView()
    let bar = UIView()
    let field = UITextField()
    var messages = ["Hi"]
    var sizes: [String] = []
    var centers: [String] = []
    var sizeObservation: NSKeyValueObservation?
    var centerObservation: NSKeyValueObservation?

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.rowHeight = 44
        tableView.dataSource = self
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "message")
        view.addSubview(tableView)
        dock.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(dock)
        dock.addSubview(bar)
        bar.frame = CGRect(x: 0, y: 0, width: 375, height: 50)
        bar.addSubview(field)
        field.frame = CGRect(x: 8, y: 8, width: 300, height: 34)
        NSLayoutConstraint.activate([
            dock.leadingAnchor.constraint(equalTo: view.leadingAnchor), dock.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            dock.heightAnchor.constraint(equalToConstant: 50), dock.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor),
        ])
        sizeObservation = tableView.observe(\.contentSize, options: [.new, .old]) { [weak self] _, change in
            self?.sizes.append("\(change.oldValue?.height ?? -1) → \(change.newValue?.height ?? -1) \(change.kind) \(change.isPrior)")
        }
    }

    func followBar() {
        guard let superview = bar.superview else { return }
        centerObservation = superview.observe(\.center, options: [.initial, .new]) { [weak self] view, change in
            self?.centers.append("\(view === self?.dock) \(change.newValue.map { "\(Int($0.x)),\(Int($0.y))" } ?? "-")")
        }
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { messages.count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "message", for: indexPath)
    }
}

/// Swift's key-path key-value observing (`observe(_:options:changeHandler:)`, Apple's
/// documentation of `NSKeyValueObservation` and "Using Key-Value Observing in Swift"): the
/// handler is called after each change while the observation is kept; releasing or invalidating
/// it stops it. The same registrations as `addObserver(_:forKeyPath:options:context:)`.
@MainActor @Suite("Key-path key-value observing of a view's geometry")
struct KeyPathObservingTests {
    private func show() -> (Simulation, ChatScreen) {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let screen = ChatScreen()
        sim.window.rootViewController = screen
        sim.advance(by: .seconds(1))
        return (sim, screen)
    }

    @Test("a chat screen follows its table's content size as messages arrive, until it lets the observation go")
    func contentSize() {
        let (sim, screen) = show()
        #expect(screen.sizes == ["0.0 → 44.0 setting false"], "the first layout of the table")
        screen.messages += ["How are you?", "Fine"]
        screen.tableView.reloadData()
        sim.advance(by: .zero)
        #expect(screen.sizes.last == "44.0 → 132.0 setting false")
        #expect(screen.sizes.count == 2)
        screen.sizeObservation = nil
        screen.messages += ["Bye"]
        screen.tableView.reloadData()
        sim.advance(by: .zero)
        #expect(screen.sizes.count == 2, "released: the handler is not called again")
        #expect(sim.diagnostics == [])
    }

    @Test("invalidate() stops the handler")
    func invalidate() {
        let (sim, screen) = show()
        screen.sizeObservation?.invalidate()
        screen.messages += ["Again"]
        screen.tableView.reloadData()
        sim.advance(by: .zero)
        #expect(screen.sizes.count == 1)
    }

    @Test("the center of the bar's superview, followed as the keyboard lifts it; .initial tells at once")
    func superviewCenter() {
        let (sim, screen) = show()
        screen.followBar()
        #expect(screen.centers == ["true 187,642"])
        screen.field.becomeFirstResponder()
        sim.advance(by: .seconds(1))
        #expect(screen.centers.last == "true 187,382", "667 - 260 - 25")
        screen.field.resignFirstResponder()
        sim.advance(by: .seconds(1))
        #expect(screen.centers.last == "true 187,642")
        #expect(sim.diagnostics == [])
    }

    @Test("a key path that is not observed here says so, and its handler is never called")
    func refused() {
        let (sim, screen) = show()
        var calls = 0
        let alpha = screen.bar.observe(\.alpha, options: [.initial, .new]) { _, _ in calls += 1 }
        screen.bar.alpha = 0.5
        let title = screen.observe(\.title, options: [.initial]) { _, _ in calls += 1 }
        screen.title = "Chat"
        #expect(calls == 0)
        #expect(
            sim.diagnostics == [
                "observe(_:options:changeHandler:) of a CGFloat of UIView: observing that key path is not simulated (only bounds, center, contentOffset, contentSize, frame, the content ones on a scroll view, as declared by UIKit's classes); the change handler is never called",
                "observe(_:options:changeHandler:) of a Optional<String> of ChatScreen: key-value observing of a ChatScreen is not simulated (only a view's frame, center and bounds, and a scroll view's contentOffset and contentSize); the change handler is never called",
            ])
        alpha.invalidate()
        title.invalidate()
    }
}
