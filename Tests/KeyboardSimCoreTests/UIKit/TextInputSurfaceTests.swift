import Foundation
import Testing
import KeyboardSimCore
import KeyboardSimTestSupport

/// Records what a search bar's delegate hears.
@MainActor private final class SearchLog: UISearchBarDelegate {
    var events: [String] = []
    var allowsBegin = true
    func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool { events.append("shouldBegin"); return allowsBegin }
    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) { events.append("didBegin") }
    func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool { events.append("shouldEnd"); return true }
    func searchBarTextDidEndEditing(_ searchBar: UISearchBar) { events.append("didEnd") }
}

/// A controller with a "Done" toolbar over the keyboard, as apps build one.
@MainActor private final class DoneToolbarController: UIViewController {
    let field = UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 34))
    var doneTaps = 0
    func doneTapped() { doneTaps += 1; field.resignFirstResponder() }

    override func viewDidLoad() {
        super.viewDidLoad()
        let toolbar = UIToolbar()
        toolbar.items = [
            UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil),
            UIBarButtonItem(
                barButtonSystemItem: .done, target: self,
                action: Selector("doneTapped", DoneToolbarController.doneTapped)),
        ]
        toolbar.sizeToFit()
        field.inputAccessoryView = toolbar
        view.addSubview(field)
    }
}

/// A layout guide subclass as libraries write one (freshOS/KeyboardLayoutGuide's shape): its own
/// designated initializer, and NSCoding's required one calling the superclass's.
@MainActor private final class PaddedGuide: UILayoutGuide {
    let padding: CGFloat
    init(padding: CGFloat) {
        self.padding = padding
        super.init()
    }
    required init?(coder: NSCoder) {
        padding = 0
        super.init(coder: coder)
    }
}

/// The UIKit that text-input libraries reach for (IQKeyboardManager's packages among them): the
/// text input traits protocol, search bars, alerts with text fields, the keyboard's toolbar and
/// bar button items, NSObject's class questions, and reloading input views.
@MainActor @Suite("Search bars, alerts, toolbars and the traits protocol")
struct TextInputSurfaceTests {
    private func shown(_ controller: UIViewController, device: Device = .iPhoneSE3) -> Simulation {
        let sim = Simulation(device: device, profile: .iOS17)
        sim.window.rootViewController = controller
        sim.advance(by: .seconds(1))
        return sim
    }

    @Test("UITextField, UITextView and UISearchBar adopt UITextInputTraits; a text view stores every trait as a field does")
    func traitsProtocol() {
        let inputs: [any UITextInputTraits] = [UITextField(), UITextView(), UISearchBar()]
        for input in inputs {
            input.returnKeyType = .next
            input.keyboardAppearance = .dark
            #expect(input.returnKeyType == .next && input.keyboardAppearance == .dark)
        }
        let view = UITextView()
        #expect(view.autocapitalizationType == .sentences && view.returnKeyType == .default && !view.isSecureTextEntry)
    }

    @Test("a search bar's text field is what becomes first responder and shows the keyboard; the bar's traits are the field's")
    func searchBarFocus() {
        let controller = UIViewController()
        let bar = UISearchBar(frame: CGRect(x: 0, y: 100, width: 375, height: 56))
        controller.view.addSubview(bar)
        let sim = shown(controller)
        // Apple's UISearchBar Class Reference: capitalisation off by default; the return key searches.
        #expect(bar.autocapitalizationType == .none && bar.returnKeyType == .search)
        bar.keyboardType = .emailAddress
        #expect(bar.searchTextField.keyboardType == .emailAddress)
        bar.placeholder = "Search"
        #expect(bar.searchTextField.placeholder == "Search")
        #expect(bar.becomeFirstResponder())
        sim.advance(by: .seconds(1))
        #expect(bar.searchTextField.isFirstResponder && !bar.isFirstResponder)
        #expect(sim.keyboard.frame == CGRect(x: 0, y: 407, width: 375, height: 260))
        #expect(bar.searchTextField.frame == CGRect(x: 8, y: 10, width: 359, height: 36))
        bar.resignFirstResponder()
        sim.advance(by: .seconds(1))
        #expect(sim.keyboard.frame.minY == 667 && !bar.searchTextField.isFirstResponder)
    }

    @Test("the search bar's delegate hears editing around the text field's, and can refuse it")
    func searchBarDelegate() {
        let controller = UIViewController()
        let bar = UISearchBar(frame: CGRect(x: 0, y: 100, width: 375, height: 56))
        let log = SearchLog()
        bar.delegate = log
        controller.view.addSubview(bar)
        let sim = shown(controller)
        log.allowsBegin = false
        #expect(!bar.becomeFirstResponder())
        #expect(log.events == ["shouldBegin"])
        log.allowsBegin = true
        log.events = []
        bar.becomeFirstResponder()
        bar.resignFirstResponder()
        sim.advance(by: .seconds(1))
        #expect(log.events == ["shouldBegin", "didBegin", "shouldEnd", "didEnd"])
    }

    @Test("an alert's text field shows the keyboard; the presenter stays on screen; textFields is nil without fields")
    func alertTextField() {
        let presenter = UIViewController()
        let sim = shown(presenter)
        let alert = UIAlertController(title: "Sign in", message: nil, preferredStyle: .alert)
        #expect(alert.textFields == nil)
        alert.addTextField { $0.placeholder = "Name" }
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        presenter.present(alert, animated: true)
        sim.advance(by: .seconds(1))
        let field = try? #require(alert.textFields?.first)
        #expect(field?.placeholder == "Name" && field?.window === sim.window)
        #expect(presenter.appearanceState == .appeared, "an alert covers nothing: no disappear callbacks")
        #expect(field?.isFirstResponder == true, "the first field is focused once the alert has appeared")
        #expect(sim.keyboard.frame.minY == 407)
        // The box: 270 wide and centred on the 667-point screen, a 44-point title row, a field row
        // (the field 4 points down, 24 tall) and an action row: 120 tall from 273.5 (unconfirmed metrics).
        #expect(field.map { $0.convert($0.bounds, to: nil) } == CGRect(x: 68.5, y: 321.5, width: 238, height: 24))
        #expect(alert.title == "Sign in" && alert.actions.map(\.title) == ["OK"] && alert.preferredStyle == .alert)
    }

    @Test("a sized toolbar as the accessory adds 44 points; its Done item's action, sent as UIKit sends it, calls the method")
    func doneToolbar() {
        let controller = DoneToolbarController()
        let sim = shown(controller)
        controller.field.becomeFirstResponder()
        sim.advance(by: .seconds(1))
        #expect(sim.keyboard.frame == CGRect(x: 0, y: 363, width: 375, height: 304))
        let toolbar = controller.field.inputAccessoryView as? UIToolbar
        let done = toolbar?.items?.last
        #expect(done?.style == .done && done?.target === controller)
        if let done, let action = done.action {
            #expect(sim.application.sendAction(action, to: done.target, from: done, for: nil))
        }
        sim.advance(by: .seconds(1))
        #expect(controller.doneTaps == 1 && !controller.field.isFirstResponder)
        #expect(toolbar?.items?.last == done && toolbar?.items?.first != done, "bar items compare by identity, as NSObjects")
        #expect(
            UIBarButtonItem(title: "A", style: .plain, target: nil, action: nil)
                != UIBarButtonItem(title: "A", style: .plain, target: nil, action: nil))
        #expect(done?.action == Selector("doneTapped", DoneToolbarController.doneTapped), "named as the runtime names it")
    }

    @Test("reloadInputViews takes the accessory view's new height at once; from a responder not first, it does nothing")
    func reloadInputViews() {
        let controller = DoneToolbarController()
        let sim = shown(controller)
        controller.field.becomeFirstResponder()
        sim.advance(by: .seconds(1))
        let mark = sim.mark()
        controller.field.inputAccessoryView?.frame.size.height = 88
        let other = UITextField(frame: CGRect(x: 20, y: 200, width: 300, height: 34))
        other.inputAccessoryView = controller.field.inputAccessoryView
        controller.view.addSubview(other)
        other.reloadInputViews()
        #expect(
            sim.keyboardPosts(since: mark).isEmpty && sim.keyboard.frame.height == 304, "another field in the window is not first responder"
        )
        controller.field.reloadInputViews()
        sim.advance(by: .seconds(1))
        #expect(sim.keyboard.frame == CGRect(x: 0, y: 319, width: 375, height: 348))
        #expect(sim.keyboardPosts(since: mark).contains("WillShow"))
    }

    @Test("a layout guide subclass with NSCoding's required initializer compiles and lays out as any guide")
    func layoutGuideSubclass() {
        let controller = UIViewController()
        let guide = PaddedGuide(padding: 8)
        controller.view.addLayoutGuide(guide)
        NSLayoutConstraint.activate([
            guide.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor, constant: guide.padding),
            guide.topAnchor.constraint(equalTo: controller.view.topAnchor),
            guide.widthAnchor.constraint(equalToConstant: 100), guide.heightAnchor.constraint(equalToConstant: 10),
        ])
        _ = shown(controller)
        #expect(guide.layoutFrame == CGRect(x: 8, y: 0, width: 100, height: 10))
    }

    @Test("NSObject's class questions: isKind(of:), isMember(of:), classForCoder")
    func classQuestions() {
        let field: UIView = UISearchTextField()
        #expect(field.isKind(of: UITextField.self) && field.isKind(of: UIView.self) && field.isKind(of: UIResponder.self))
        #expect(!field.isKind(of: UIScrollView.self))
        #expect(field.isMember(of: UISearchTextField.self) && !field.isMember(of: UITextField.self))
        #expect(ObjectIdentifier(field.classForCoder) == ObjectIdentifier(UISearchTextField.self))
    }

    @Test("a text view's find interaction exists while enabled; showing its navigator is not simulated and says so")
    func findInteraction() {
        let controller = UIViewController()
        let view = UITextView(frame: CGRect(x: 0, y: 100, width: 300, height: 200))
        controller.view.addSubview(view)
        let sim = shown(controller)
        #expect(!view.isFindInteractionEnabled && view.findInteraction == nil)
        view.isFindInteractionEnabled = true
        sim.perform { view.findInteraction?.presentFindNavigator(showingReplace: false) }
        #expect(view.findInteraction?.isFindNavigatorVisible == false)
        #expect(sim.diagnostics.contains { $0.contains("the find navigator is not simulated") })
    }

    @Test("a navigation item carries the controller's title; its search controller is stored")
    func navigationItem() {
        let controller = UIViewController()
        controller.title = "Inbox"
        #expect(controller.navigationItem.title == "Inbox")
        controller.title = "Archive"
        #expect(controller.navigationItem.title == "Archive")
        let search = UISearchController(searchResultsController: nil)
        controller.navigationItem.searchController = search
        #expect(controller.navigationItem.searchController?.searchBar.searchTextField.isKind(of: UITextField.self) == true)
    }

    @Test("the window's scene is the app's; views answer sizeThatFits as UIKit; accessibility defaults as UIKit")
    func windowSceneSizesAccessibility() {
        let sim = shown(UIViewController())
        #expect(sim.window.windowScene?.screen === sim.window.screen)
        #expect(sim.window.windowScene === sim.window.windowScene, "one scene, the same object each time, as on iOS")
        let plain = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 40))
        #expect(plain.sizeThatFits(CGSize(width: 500, height: 500)) == CGSize(width: 30, height: 40))
        let label = UILabel(frame: CGRect(x: 5, y: 5, width: 300, height: 100))
        label.text = "Hi"
        label.sizeToFit()
        #expect(
            label.frame.origin == CGPoint(x: 5, y: 5) && label.frame.size == label.intrinsicContentSize,
            "a label sizes to its text, its origin kept")
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 375, height: 0))
        toolbar.sizeToFit()
        #expect(toolbar.frame.size == CGSize(width: 375, height: 44))
        #expect(!plain.isAccessibilityElement && UIButton().isAccessibilityElement && UILabel().isAccessibilityElement)
        plain.isAccessibilityElement = true
        #expect(plain.isAccessibilityElement)
    }
}
