import KeyboardSim
import Testing
import UIKit

/// The controls a settings screen or a form holds beside its fields — switches, sliders,
/// steppers, segmented controls, spinners, blurred bars — and the user's touches on them, as
/// UIKit documents them: a value set in code sends nothing; the user's change sends
/// `.valueChanged`.
@MainActor @Suite("Switches, sliders, steppers, segmented controls, spinners and effect views")
struct ControlsTests {
    /// A settings screen: each control's action records what it read.
    final class SettingsController: UIViewController {
        let notifications = UISwitch()
        let volume = UISlider()
        let copies = UIStepper()
        let mode = UISegmentedControl(items: ["Day", "Week", "Month"])
        var log: [String] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            let stack = UIStackView(arrangedSubviews: [notifications, volume, copies, mode])
            stack.axis = .vertical
            stack.frame = CGRect(x: 20, y: 100, width: 335, height: 200)
            view.addSubview(stack)
            notifications.addTarget(self, action: SettingsController.notificationsChanged, for: .valueChanged)
            volume.addTarget(self, action: SettingsController.volumeChanged, for: .valueChanged)
            copies.addTarget(self, action: SettingsController.copiesChanged, for: .valueChanged)
            mode.addTarget(self, action: SettingsController.modeChanged, for: .valueChanged)
        }

        func notificationsChanged(_ sender: UISwitch) { log.append("switch \(sender.isOn)") }
        func volumeChanged(_ sender: UISlider) { log.append("slider \(sender.value)") }
        func copiesChanged(_ sender: UIStepper) { log.append("stepper \(sender.value)") }
        func modeChanged(_ sender: UISegmentedControl) { log.append("segment \(sender.selectedSegmentIndex)") }
    }

    private func settings() -> (Simulation, SettingsController) {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let controller = SettingsController()
        sim.window.rootViewController = controller
        sim.advance(by: .seconds(1))
        return (sim, controller)
    }

    @Test("values set in code send nothing; the user's touches send .valueChanged with the new value")
    func userChangesSendValueChanged() {
        let (sim, screen) = settings()
        screen.notifications.isOn = true
        screen.volume.value = 0.5
        screen.copies.value = 3
        screen.mode.selectedSegmentIndex = 0
        #expect(screen.log.isEmpty)
        sim.tap(screen.notifications)
        sim.slide(screen.volume, to: 0.25)
        sim.tapStepper(screen.copies, increment: true)
        sim.selectSegment(2, of: screen.mode)
        sim.tap(screen.mode)  // the middle segment
        #expect(screen.log == ["switch false", "slider 0.25", "stepper 4.0", "segment 2", "segment 1"])
    }

    @Test("values are held to their ranges; a stepper wraps when asked; a momentary control keeps no selection")
    func ranges() {
        let slider = UISlider()
        slider.minimumValue = 10
        slider.maximumValue = 20
        slider.value = 50
        #expect(slider.value == 20)
        slider.value = .nan
        #expect(slider.value == 10)
        let stepper = UIStepper()
        stepper.maximumValue = 2
        stepper.value = 2
        stepper.wraps = true
        let (sim, _) = settings()
        let screen = UIViewController()
        sim.window.rootViewController = screen
        screen.view.addSubview(stepper)
        stepper.frame = CGRect(x: 20, y: 100, width: 94, height: 32)
        sim.tapStepper(stepper, increment: true)
        #expect(stepper.value == 0)
        let segments = UISegmentedControl(items: ["A", "B"])
        segments.isMomentary = true
        segments.selectedSegmentIndex = 5
        #expect(segments.selectedSegmentIndex == UISegmentedControl.noSegment)
        segments.frame = CGRect(x: 20, y: 200, width: 200, height: 32)
        screen.view.addSubview(segments)
        sim.selectSegment(1, of: segments)
        #expect(segments.selectedSegmentIndex == UISegmentedControl.noSegment)
    }

    @Test("a touch on a disabled control, or on a segment that does not exist, does nothing and the trace says so")
    func refusedTouches() {
        let (sim, screen) = settings()
        screen.volume.isEnabled = false
        sim.slide(screen.volume, to: 0.9)
        sim.selectSegment(7, of: screen.mode)
        #expect(screen.log.isEmpty)
        let diagnostics = sim.diagnostics
        #expect(diagnostics.contains { $0.contains("slide on") && $0.contains("it is disabled") })
        #expect(diagnostics.contains { $0.contains("segment 7") && $0.contains("does not exist (it has 3)") })
    }

    @Test("intrinsic sizes: a switch 51 × 31, a stepper 94 × 32, a spinner 20 or 37 square")
    func sizes() {
        #expect(UISwitch().intrinsicContentSize == CGSize(width: 51, height: 31))
        #expect(UIStepper().intrinsicContentSize == CGSize(width: 94, height: 32))
        #expect(UISlider().intrinsicContentSize.height == 31)
        #expect(UISegmentedControl(items: ["A"]).intrinsicContentSize.height == 32)
        #expect(UIActivityIndicatorView(style: .medium).intrinsicContentSize == CGSize(width: 20, height: 20))
        #expect(UIActivityIndicatorView(style: .large).intrinsicContentSize == CGSize(width: 37, height: 37))
    }

    @Test("a spinner is hidden while stopped, shown while it spins")
    func spinner() {
        let spinner = UIActivityIndicatorView(style: .medium)
        #expect(spinner.isHidden && !spinner.isAnimating)
        spinner.startAnimating()
        #expect(!spinner.isHidden && spinner.isAnimating)
        spinner.hidesWhenStopped = false
        spinner.stopAnimating()
        #expect(!spinner.isHidden && !spinner.isAnimating)
    }

    @Test("an effect view keeps its effect and lays its content view over itself")
    func effectView() {
        let (sim, _) = settings()
        let screen = UIViewController()
        sim.window.rootViewController = screen
        let bar = UIVisualEffectView(effect: UIBlurEffect(style: .systemChromeMaterial))
        bar.frame = CGRect(x: 0, y: 600, width: 375, height: 67)
        let label = UILabel()
        bar.contentView.addSubview(label)
        screen.view.addSubview(bar)
        sim.advance(by: .seconds(1))
        #expect((bar.effect as? UIBlurEffect)?.style == .systemChromeMaterial)
        #expect(bar.contentView.frame == bar.bounds)
        #expect(label.superview === bar.contentView)
    }

    @Test("a swipe down on a chat bar's recognizer ends editing; a swipe nobody takes is said")
    func swipeDownToDismiss() {
        let (sim, _) = settings()
        final class ChatController: UIViewController {
            let field = UITextField(frame: CGRect(x: 20, y: 400, width: 300, height: 34))
            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(field)
                let swipe = UISwipeGestureRecognizer(target: self, action: ChatController.swiped)
                swipe.direction = .down
                view.addGestureRecognizer(swipe)
            }
            func swiped(_ recognizer: UISwipeGestureRecognizer) { view.endEditing(true) }
        }
        let chat = ChatController()
        sim.window.rootViewController = chat
        sim.advance(by: .seconds(1))
        chat.field.becomeFirstResponder()
        sim.advance(by: .seconds(1))
        sim.swipe(chat.view, direction: .up)
        #expect(chat.field.isFirstResponder)
        sim.swipe(chat.view, direction: .down)
        sim.advance(by: .seconds(1))
        #expect(!chat.field.isFirstResponder)
        #expect(!sim.keyboard.phase.isUp)
    }

    @Test("a rotation posts UIDevice.orientationDidChangeNotification before the interface turns, unless generation ended")
    func deviceOrientationNotification() {
        let (sim, _) = settings()
        final class Orientations: @unchecked Sendable { var seen: [UIDeviceOrientation] = [] }
        let orientations = Orientations()
        let token = NotificationCenter.default.addObserver(forName: UIDevice.orientationDidChangeNotification, object: nil, queue: nil) {
            note in
            MainActor.assumeIsolated {
                orientations.seen.append((note.object as? UIDevice)?.orientation ?? .unknown)
            }
        }
        sim.rotate(to: .landscapeLeft)
        UIDevice.current.endGeneratingDeviceOrientationNotifications()
        sim.rotate(to: .portrait)
        // Posted before the interface turned: the device still read portrait then.
        #expect(orientations.seen == [.portrait])
        NotificationCenter.default.removeObserver(token)
    }

    @Test("typing in a search bar tells its delegate of each change; the search key tells it the search was asked for")
    func searchBarTyping() {
        let (sim, _) = settings()
        final class SearchController: UIViewController, UISearchBarDelegate {
            let bar = UISearchBar(frame: CGRect(x: 0, y: 100, width: 375, height: 56))
            var log: [String] = []
            override func viewDidLoad() {
                super.viewDidLoad()
                bar.delegate = self
                view.addSubview(bar)
            }
            func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) { log.append("change \(searchText)") }
            func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {
                log.append("search \(searchBar.text ?? "")")
                searchBar.resignFirstResponder()
            }
        }
        let search = SearchController()
        sim.window.rootViewController = search
        sim.advance(by: .seconds(1))
        sim.tap(search.bar)
        sim.type("ab")
        search.bar.text = "set in code"  // not the user's: the delegate is not told
        sim.pressReturn()
        sim.advance(by: .seconds(1))
        #expect(search.log == ["change a", "change ab", "search set in code"])
        #expect(!search.bar.searchTextField.isFirstResponder)
    }

    @Test("a table in editing mode puts its visible cells in it, with the delegate's editing style")
    func tableEditing() {
        let (sim, _) = settings()
        final class ListController: UITableViewController {
            override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
                cell.accessoryType = .disclosureIndicator
                return cell
            }
            override func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle {
                indexPath.row == 0 ? .insert : .delete
            }
        }
        let list = ListController(style: .plain)
        sim.window.rootViewController = list
        sim.advance(by: .seconds(1))
        list.tableView.setEditing(true, animated: true)
        let cells = list.tableView.visibleCells
        #expect(cells.count == 3)
        #expect(cells.allSatisfy { $0.isEditing && $0.accessoryType == .disclosureIndicator })
        #expect(cells.map(\.editingStyle) == [.insert, .delete, .delete])
        list.tableView.isEditing = false
        #expect(cells.allSatisfy { !$0.isEditing && $0.editingStyle == .none })
    }
}
