import Foundation
import KeyboardSim
import Testing
import UIKit

/// A control that logs its tracking callbacks and its events, with the state it had at each.
private final class TrackingLogControl: UIControl {
    var log: [String] = []
    var answersBegin = true

    private func state() -> String { "tracking=\(isTracking) inside=\(isTouchInside) highlighted=\(isHighlighted)" }

    override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        log.append("begin \(touch.phase) \(state())")
        return answersBegin
    }
    override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        log.append("end \(touch?.phase == .ended) \(state())")
    }
    func touchedDown() { log.append("touchDown \(state())") }
    func touchedUp() { log.append("touchUpInside \(state())") }
    func primary() { log.append("primary \(state())") }
}

/// A control that logs its highlight and its events.
private final class HighlightLogControl: UIControl {
    var log: [String] = []
    override var isHighlighted: Bool { didSet { log.append("highlighted \(isHighlighted)") } }
    func touchedDown() { log.append("touchDown highlighted=\(isHighlighted)") }
    func touchedUp() { log.append("touchUpInside highlighted=\(isHighlighted)") }
}

/// A label that insets its text by 8 points on every side, the way apps pad a label.
private final class PaddedLabel: UILabel {
    override func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        let inner = super.textRect(
            forBounds: bounds.inset(by: UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)), limitedToNumberOfLines: numberOfLines)
        return inner.inset(by: UIEdgeInsets(top: -8, left: -8, bottom: -8, right: -8))
    }
    override func drawText(in rect: CGRect) {
        super.drawText(in: rect.inset(by: UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)))
    }
}

/// Apple's documented members of UIControl, UIButton, UILabel, UISegmentedControl, UISlider,
/// UIStepper and UISwitch that act (issue 43): tracking a tap, `UIAction`s, the button's
/// configuration, a label's wrapped size, segments with actions, a slider's geometry, a stepper's
/// refusals; and the inert values they keep.
@MainActor @Suite("UIControl and the common controls: Apple's members")
struct ControlMembersTests {
    private func screen() -> (Simulation, UIViewController) { shownScreen(UIViewController()) }

    // MARK: UIControl

    @Test("a tap tracks its touch: highlighted and inside while down, beginTracking then .touchDown, endTracking then .touchUpInside")
    func tapTracks() {
        let (sim, controller) = screen()
        let control = TrackingLogControl(frame: CGRect(x: 20, y: 100, width: 100, height: 44))
        controller.view.addSubview(control)
        control.addTarget(control, action: TrackingLogControl.touchedDown, for: .touchDown)
        control.addTarget(control, action: TrackingLogControl.touchedUp, for: .touchUpInside)
        control.addTarget(control, action: TrackingLogControl.primary, for: .primaryActionTriggered)
        sim.tap(control)
        #expect(
            control.log == [
                "begin began tracking=false inside=true highlighted=true",
                "touchDown tracking=true inside=true highlighted=true",
                "end true tracking=true inside=true highlighted=true",
                "touchUpInside tracking=false inside=false highlighted=false",
                "primary tracking=false inside=false highlighted=false",
            ])
        #expect(!control.isTracking && !control.isHighlighted)
        control.isHighlighted = true
        control.cancelTracking(with: nil)
        #expect(!control.isHighlighted && !control.isTouchInside, "cancelling ends the highlight")
    }

    @Test("a tap highlights the control while the finger is down: .touchDown highlighted, .touchUpInside not")
    func tapHighlights() {
        let (sim, controller) = screen()
        let control = HighlightLogControl(frame: CGRect(x: 20, y: 100, width: 100, height: 44))
        controller.view.addSubview(control)
        control.addTarget(control, action: HighlightLogControl.touchedDown, for: .touchDown)
        control.addTarget(control, action: HighlightLogControl.touchedUp, for: .touchUpInside)
        sim.tap(control)
        #expect(control.log == ["highlighted true", "touchDown highlighted=true", "highlighted false", "touchUpInside highlighted=false"])
    }

    @Test("beginTracking answering false leaves isTracking false and endTracking uncalled; the events are still sent")
    func trackingRefused() {
        let (sim, controller) = screen()
        let control = TrackingLogControl(frame: CGRect(x: 20, y: 100, width: 100, height: 44))
        control.answersBegin = false
        controller.view.addSubview(control)
        control.addTarget(control, action: TrackingLogControl.touchedDown, for: .touchDown)
        control.addTarget(control, action: TrackingLogControl.touchedUp, for: .touchUpInside)
        sim.tap(control)
        #expect(
            control.log == [
                "begin began tracking=false inside=true highlighted=true",
                "touchDown tracking=false inside=true highlighted=true",
                "touchUpInside tracking=false inside=false highlighted=false",
            ])
    }

    @Test(
        "UIActions run for their events in the order added, with the control as sender; the same identifier replaces; removeAction removes")
    func actions() {
        let (sim, controller) = screen()
        var log: [String] = []
        let control = TrackingLogControl(frame: CGRect(x: 20, y: 100, width: 100, height: 44))
        controller.view.addSubview(control)
        let first = UIAction(title: "First", identifier: UIAction.Identifier("first")) { action in
            log.append("first from \(action.sender is TrackingLogControl)")
        }
        control.addAction(first, for: .touchUpInside)
        control.addTarget(control, action: TrackingLogControl.touchedUp, for: .touchUpInside)
        control.addAction(UIAction { _ in log.append("second") }, for: [.touchUpInside, .valueChanged])
        sim.tap(control)
        #expect(log == ["first from true", "second"])
        #expect(control.log.last?.hasPrefix("touchUpInside") == true)
        #expect(control.allControlEvents == [.touchUpInside, .valueChanged])
        #expect(control.allTargets.count == 1, "actions are not targets: only the control, a target of its own")

        log = []
        control.addAction(UIAction(identifier: UIAction.Identifier("first")) { _ in log.append("replacement") }, for: .touchUpInside)
        control.sendActions(for: .touchUpInside)
        #expect(log == ["second", "replacement"], "the replacement is added at the end")
        log = []
        control.removeAction(identifiedBy: UIAction.Identifier("first"), for: .touchUpInside)
        control.removeAction(first, for: .touchUpInside)
        control.sendActions(for: .touchUpInside)
        #expect(log == ["second"])
        log = []
        control.sendAction(first)
        #expect(log == ["first from true"], "sendAction runs an action whatever it was added for")
        control.performPrimaryAction()
        #expect(control.log.last?.hasPrefix("touchUpInside") == true, "no primary action: nothing more")
    }

    @Test(
        "actions(forTarget:forControlEvent:) names a Selector's action by name and a method's by its class; enumerateEventHandlers lists all in order and stops"
    )
    func eventHandlers() {
        final class Form: UIResponder {
            var submitted = 0
            func submit(_ sender: UIControl) { submitted += 1 }
        }
        let control = UIControl()
        let form = Form()
        control.addTarget(form, action: Form.submit, for: .touchUpInside)
        control.addTarget(nil, action: Selector("submit:", Form.submit), for: .touchUpInside)
        let action = UIAction { _ in }
        control.addAction(action, for: .valueChanged)
        #expect(control.actions(forTarget: form, forControlEvent: .touchUpInside) == ["(a method of Form)"])
        #expect(control.actions(forTarget: nil, forControlEvent: .touchUpInside) == ["submit:"])
        #expect(control.actions(forTarget: form, forControlEvent: .valueChanged) == nil)
        var seen: [String] = []
        control.enumerateEventHandlers { action, targetAction, events, _ in
            if let action { seen.append("action \(action.title.isEmpty) \(events == .valueChanged)") }
            if let (target, selector) = targetAction { seen.append("\(selector.name) \(target == nil ? "chain" : "target")") }
        }
        #expect(seen == ["(a method of Form) target", "submit: chain", "action true true"])
        var count = 0
        control.enumerateEventHandlers { _, _, _, stop in
            count += 1
            stop = true
        }
        #expect(count == 1)
    }

    @Test("sendAction(_:to:for:) goes through the app: a nil target reaches the first responder of the method's class")
    func sendActionThroughTheApp() {
        final class Controller: UIViewController {
            var log: [String] = []
            func save(_ sender: Any) { log.append("save from \(sender is UIControl)") }
        }
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let controller = Controller()
        sim.window.rootViewController = controller
        sim.advance(by: .seconds(1))
        let control = UIControl(frame: CGRect(x: 0, y: 100, width: 44, height: 44))
        controller.view.addSubview(control)
        control.sendAction(Selector("save:", Controller.save), to: controller, for: nil)
        control.sendAction(Selector("save:"), to: controller, for: nil)
        #expect(controller.log == ["save from true"])
        #expect(sim.diagnostics.contains { $0.contains("\"save:\" was made from a name alone") })
    }

    @Test("a control made with a primary action runs it on a tap; a button takes the action's title and image")
    func primaryAction() {
        let (sim, controller) = screen()
        var ran = 0
        let action = UIAction(title: "Save", image: UIImage(systemName: "square.and.arrow.down")) { _ in ran += 1 }
        let button = UIButton(type: .system, primaryAction: action)
        button.frame = CGRect(x: 20, y: 100, width: 120, height: 44)
        controller.view.addSubview(button)
        #expect(button.title(for: .normal) == "Save")
        #expect(button.intrinsicContentSize == CGSize(width: 34 + 24 + 24, height: 34), "4 characters, a 24-point symbol, 24 of padding")
        sim.tap(button)
        #expect(ran == 1)
        let control = UIControl(frame: .zero, primaryAction: action)
        control.sendActions(for: .primaryActionTriggered)
        #expect(ran == 2)
    }

    @Test("leading and trailing content alignment resolve by layout direction")
    func effectiveAlignment() {
        let control = UIControl()
        control.contentHorizontalAlignment = .leading
        #expect(control.effectiveContentHorizontalAlignment == .left)
        control.semanticContentAttribute = .forceRightToLeft
        #expect(control.effectiveContentHorizontalAlignment == .right)
        control.contentHorizontalAlignment = .fill
        #expect(control.effectiveContentHorizontalAlignment == .fill)
    }

    @Test("a tool tip makes its interaction; a menu turns the context menu interaction on; a menu as primary action is said, not shown")
    func menusAndToolTips() {
        let (sim, controller) = screen()
        let button = UIButton(type: .system)
        button.setTitle("More", for: .normal)
        button.frame = CGRect(x: 20, y: 100, width: 120, height: 44)
        controller.view.addSubview(button)
        #expect(button.toolTipInteraction == nil)
        button.toolTip = "Options"
        #expect(button.toolTipInteraction?.defaultToolTip == "Options")
        #expect(button.interactions.count == 1)
        button.toolTip = nil
        #expect(button.toolTipInteraction == nil && button.interactions.isEmpty)
        #expect(button.contextMenuInteraction == nil)
        var log: [String] = []
        button.menu = UIMenu(title: "", children: [UIAction(title: "Copy") { _ in log.append("copy") }])
        #expect(button.isContextMenuInteractionEnabled)
        #expect(button.contextMenuInteraction?.delegate === button)
        button.showsMenuAsPrimaryAction = true
        button.addAction(UIAction { _ in log.append("tapped") }, for: .touchUpInside)
        button.addAction(UIAction { _ in log.append("menu") }, for: .menuActionTriggered)
        sim.tap(button)
        #expect(log == ["menu"])
        #expect(sim.diagnostics.contains { $0.contains("its menu would show (showsMenuAsPrimaryAction); menus are not simulated") })
        button.menu = nil
        sim.tap(button)
        #expect(log == ["menu", "tapped"])
    }

    // MARK: UIButton

    @Test("changesSelectionAsPrimaryAction toggles isSelected before the actions run")
    func selectionToggle() {
        let (sim, controller) = screen()
        let button = UIButton(type: .system)
        button.changesSelectionAsPrimaryAction = true
        button.frame = CGRect(x: 20, y: 100, width: 120, height: 44)
        controller.view.addSubview(button)
        var seen: [Bool] = []
        button.addAction(
            UIAction { action in seen.append((action.sender as? UIButton)?.isSelected ?? false) }, for: .primaryActionTriggered)
        sim.tap(button)
        sim.tap(button)
        #expect(seen == [true, false])
    }

    @Test("a configuration sizes the button: title, subtitle, image placement and padding, insets")
    func configurationSize() {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Continue"
        let button = UIButton(configuration: configuration)
        #expect(button.buttonType == .system)
        #expect(button.titleLabel?.text == "Continue")
        #expect(button.intrinsicContentSize == CGSize(width: 68 + 24, height: 20.5 + 14))
        configuration.image = UIImage(systemName: "arrow.right")
        configuration.imagePadding = 8
        button.configuration = configuration
        #expect(button.intrinsicContentSize == CGSize(width: 68 + 8 + 24 + 24, height: 24 + 14))
        configuration.imagePlacement = .top
        configuration.subtitle = "Step 12"
        configuration.titlePadding = 4
        configuration.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        button.configuration = configuration
        let subtitleHeight = 20.5 * (15.0 / 17)
        #expect(button.intrinsicContentSize.width == CGFloat(68 + 20))
        #expect(abs(button.intrinsicContentSize.height - (24 + 8 + 20.5 + 4 + subtitleHeight + 20)) < 0.0001)
        #expect(button.subtitleLabel?.text == "Step 12")
        configuration.attributedTitle = AttributedString("Go")
        button.configuration = configuration
        #expect(button.titleLabel?.text == "Go")
        #expect(
            button.intrinsicContentSize.width == CGFloat(53 + 20), "the subtitle is the wider: 7 characters at 7.5 points, 52.5, rounded up"
        )
        button.configuration = nil
        #expect(button.subtitleLabel == nil)
    }

    @Test("the update handler runs at the next layout after setNeedsUpdateConfiguration or a change of state, and may change the size")
    func configurationUpdates() {
        let (sim, controller) = screen()
        var configuration = UIButton.Configuration.plain()
        configuration.title = "Follow"
        let button = UIButton(configuration: configuration)
        button.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(button)
        NSLayoutConstraint.activate([
            button.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor, constant: 20),
            button.topAnchor.constraint(equalTo: controller.view.topAnchor, constant: 100),
        ])
        var runs = 0
        button.configurationUpdateHandler = { button in
            runs += 1
            var updated = button.configuration
            updated?.title = button.isSelected ? "Following" : "Follow"
            button.configuration = updated
        }
        #expect(runs == 0, "not at once: at the next layout")
        controller.view.layoutIfNeeded()
        #expect(runs == 1)
        #expect(button.frame.size == CGSize(width: 51 + 24, height: 34.5))
        button.isSelected = true
        sim.advance(by: .milliseconds(20))
        #expect(runs == 2)
        #expect(button.frame.size == CGSize(width: 77 + 24, height: 34.5), "Following: 9 characters")
        button.automaticallyUpdatesConfiguration = false
        button.isSelected = false
        sim.advance(by: .milliseconds(20))
        #expect(runs == 2)
        button.setNeedsUpdateConfiguration()
        button.setNeedsUpdateConfiguration()
        controller.view.layoutIfNeeded()
        #expect(runs == 3, "requests before a layout are one update")
        #expect(button.configuration?.title == "Follow")
    }

    @Test("an attributed title is shown and sizes the button; a symbol is sized by its preferred configuration")
    func attributedTitleAndSymbols() {
        let button = UIButton(type: .system)
        button.setTitle("Sign in", for: .normal)
        button.setAttributedTitle(NSAttributedString(string: "Log in now"), for: .normal)
        #expect(button.currentAttributedTitle?.string == "Log in now")
        #expect(button.titleLabel?.text == "Log in now")
        #expect(button.intrinsicContentSize.width == CGFloat(85 + 24))
        button.setAttributedTitle(nil, for: .normal)
        button.setImage(UIImage(systemName: "person"), for: .normal)
        #expect(button.intrinsicContentSize == CGSize(width: 60 + 24 + 24, height: 34))
        button.setPreferredSymbolConfiguration(UIImage.SymbolConfiguration(pointSize: 40), forImageIn: .normal)
        #expect(button.currentPreferredSymbolConfiguration?.pointSize == 40)
        #expect(button.intrinsicContentSize == CGSize(width: 60 + 40 + 24, height: 40))
    }

    @Test("titleRect and imageRect place the image then the title by the content alignment, inset by their edge insets")
    func contentRects() {
        let button = UIButton(type: .custom)
        button.setTitle("Hi", for: .normal)
        button.setImage(UIImage(systemName: "star"), for: .normal)
        let content = button.contentRect(forBounds: CGRect(x: 0, y: 0, width: 200, height: 44))
        #expect(content == CGRect(x: 0, y: 0, width: 200, height: 44))
        #expect(button.imageRect(forContentRect: content) == CGRect(x: 79.5, y: 10, width: 24, height: 24))
        #expect(button.titleRect(forContentRect: content) == CGRect(x: 103.5, y: 11.75, width: 17, height: 20.5))
        button.contentHorizontalAlignment = .trailing
        button.titleEdgeInsets = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 10)
        #expect(button.titleRect(forContentRect: content) == CGRect(x: 183, y: 11.75, width: 7, height: 20.5))
        #expect(button.imageRect(forContentRect: content).minX == 159)
        button.contentEdgeInsets = UIEdgeInsets(top: 4, left: 4, bottom: 4, right: 4)
        #expect(button.contentRect(forBounds: CGRect(x: 0, y: 0, width: 200, height: 44)) == CGRect(x: 4, y: 4, width: 192, height: 36))
        #expect(button.backgroundRect(forBounds: CGRect(x: 0, y: 0, width: 200, height: 44)) == CGRect(x: 0, y: 0, width: 200, height: 44))
    }

    // MARK: UILabel

    @Test("a multi-line label wraps at spaces to preferredMaxLayoutWidth and to the width sizeThatFits offers")
    func labelWraps() {
        let label = UILabel()
        label.text = "We sent a code to your phone"
        #expect(label.intrinsicContentSize == CGSize(width: 238, height: 20.5), "one line: 28 characters at 8.5")
        label.numberOfLines = 0
        #expect(label.intrinsicContentSize == CGSize(width: 238, height: 20.5), "no width to wrap to")
        label.preferredMaxLayoutWidth = 120
        #expect(label.intrinsicContentSize == CGSize(width: 119, height: 41), "14 characters a line: two lines")
        label.numberOfLines = 1
        #expect(label.intrinsicContentSize == CGSize(width: 238, height: 20.5), "a one-line label does not wrap")
        label.numberOfLines = 0
        #expect(label.sizeThatFits(CGSize(width: 60, height: 1000)) == CGSize(width: 60, height: 82), "7 a line: four lines")
        label.numberOfLines = 3
        #expect(label.sizeThatFits(CGSize(width: 60, height: 1000)) == CGSize(width: 60, height: 61.5), "at most three lines")
        label.text = "Supercalifragilistic"
        #expect(label.sizeThatFits(CGSize(width: 60, height: 1000)) == CGSize(width: 60, height: 61.5), "a long word breaks at characters")
    }

    @Test("a label that insets its text in textRect is sized with its insets, as on iOS")
    func paddedLabel() {
        let label = PaddedLabel()
        label.text = "Hi"
        #expect(label.intrinsicContentSize == CGSize(width: 33, height: 36.5))
    }

    @Test("attributedText and text follow each other")
    func attributedText() {
        let label = UILabel()
        label.attributedText = NSAttributedString(string: "Hello")
        #expect(label.text == "Hello")
        #expect(label.intrinsicContentSize.width == 43)
        label.text = "Bye"
        #expect(label.attributedText?.string == "Bye")
        label.attributedText = nil
        #expect(label.text == nil && label.intrinsicContentSize == .zero)
    }

    @Test("textRect is at the bounds' origin, wrapped to their width and cut to their height")
    func textRect() {
        let label = UILabel()
        label.text = "We sent a code to your phone"
        let bounds = CGRect(x: 5, y: 5, width: 120, height: 30)
        #expect(label.textRect(forBounds: bounds, limitedToNumberOfLines: 1) == CGRect(x: 5, y: 5, width: 238, height: 20.5))
        #expect(label.textRect(forBounds: bounds, limitedToNumberOfLines: 0) == CGRect(x: 5, y: 5, width: 119, height: 30))
    }

    // MARK: UISegmentedControl

    @Test("segments with actions: the user's selection runs the segment's action then .valueChanged; a selection in code runs nothing")
    func segmentActions() {
        let (sim, controller) = screen()
        var log: [String] = []
        let day = UIAction(title: "Day", identifier: UIAction.Identifier("day")) { action in
            log.append("day from \((action.sender as? UISegmentedControl)?.selectedSegmentIndex ?? -9)")
        }
        let week = UIAction(title: "Week", identifier: UIAction.Identifier("week")) { _ in log.append("week") }
        let control = UISegmentedControl(frame: CGRect(x: 20, y: 100, width: 300, height: 32), actions: [day, week])
        control.addAction(UIAction { _ in log.append("valueChanged") }, for: .valueChanged)
        controller.view.addSubview(control)
        #expect(control.numberOfSegments == 2 && control.titleForSegment(at: 1) == "Week")
        control.insertSegment(action: UIAction(title: "Month") { _ in log.append("month") }, at: 2, animated: false)
        #expect(control.segmentIndex(identifiedBy: UIAction.Identifier("week")) == 1)
        #expect(control.segmentIndex(identifiedBy: UIAction.Identifier("year")) == UISegmentedControl.noSegment)
        control.selectedSegmentIndex = 1
        #expect(log.isEmpty)
        sim.selectSegment(0, of: control)
        sim.selectSegment(0, of: control)
        #expect(log == ["day from 0", "valueChanged"], "selecting the selected segment again changes nothing")
        control.setAction(UIAction(title: "Year") { _ in log.append("year") }, forSegmentAt: 1)
        #expect(control.titleForSegment(at: 1) == "Year" && control.actionForSegment(at: 1)?.title == "Year")
        sim.selectSegment(1, of: control)
        #expect(log.suffix(2) == ["year", "valueChanged"])
    }

    // MARK: UISlider

    @Test("a slider's track lies between its value images and its thumb follows the value along it")
    func sliderGeometry() {
        let slider = UISlider()
        slider.minimumValue = 0
        slider.maximumValue = 10
        let bounds = CGRect(x: 0, y: 0, width: 200, height: 31)
        let track = slider.trackRect(forBounds: bounds)
        #expect(track == CGRect(x: 0, y: 13.5, width: 200, height: 4))
        #expect(slider.thumbRect(forBounds: bounds, trackRect: track, value: 0) == CGRect(x: 0, y: 1.5, width: 28, height: 28))
        #expect(slider.thumbRect(forBounds: bounds, trackRect: track, value: 5).midX == 100)
        #expect(slider.thumbRect(forBounds: bounds, trackRect: track, value: 50).maxX == 200, "held to the range")
        slider.minimumValueImage = UIImage(systemName: "speaker")
        #expect(slider.minimumValueImageRect(forBounds: bounds) == CGRect(x: 0, y: 3.5, width: 24, height: 24))
        #expect(slider.trackRect(forBounds: bounds).minX == 28)
        #expect(slider.maximumValueImageRect(forBounds: bounds).width == 0)
    }

    // MARK: UIStepper

    @Test("a step of 0 or less and a minimum not below the maximum are refused, as UIKit's exception would, and said")
    func stepperRefusals() {
        let (sim, controller) = screen()
        let stepper = UIStepper()
        controller.view.addSubview(stepper)
        stepper.stepValue = 0
        #expect(stepper.stepValue == 1)
        stepper.minimumValue = 100
        #expect(stepper.minimumValue == 0)
        stepper.maximumValue = -5
        #expect(stepper.maximumValue == 100)
        stepper.maximumValue = 10
        stepper.value = 50
        #expect(stepper.value == 10)
        let said = sim.diagnostics.filter { $0.contains("NSInvalidArgumentException") }
        #expect(said.count == 3, "\(said)")
        #expect(said.first?.contains("stepValue = 0.0: crash on a real device") == true)
    }

    // MARK: Inert values

    @Test("inert appearance values are kept per state, falling back to .normal where UIKit does")
    func inertValues() {
        let image = UIImage(systemName: "star")
        let stepper = UIStepper()
        stepper.setIncrementImage(image, for: .highlighted)
        #expect(stepper.incrementImage(for: .highlighted) == image && stepper.incrementImage(for: .normal) == nil)
        let slider = UISlider()
        slider.setThumbImage(image, for: .normal)
        slider.isEnabled = false
        #expect(slider.currentThumbImage == image && slider.thumbImage(for: .disabled) == nil)
        let segments = UISegmentedControl(items: ["A", "B"])
        let key = NSAttributedString.Key("tracking")
        segments.setTitleTextAttributes([key: 2], for: .selected)
        #expect(segments.titleTextAttributes(for: .selected)?[key] as? Int == 2)
        segments.setContentPositionAdjustment(UIOffset(horizontal: 3, vertical: 0), forSegmentType: .left, barMetrics: .default)
        #expect(segments.contentPositionAdjustment(forSegmentType: .left, barMetrics: .default).horizontal == 3)
        #expect(segments.contentPositionAdjustment(forSegmentType: .right, barMetrics: .default).horizontal == 0)
        let button = UIButton()
        button.setTitleShadowColor(.red, for: .normal)
        #expect(button.currentTitleShadowColor == .red && button.behavioralStyle == .pad)
        let toggle = UISwitch()
        toggle.onImage = image
        #expect(toggle.onImage == image && toggle.offImage == nil)
        let label = UILabel()
        #expect(label.shadowOffset == CGSize(width: 0, height: -1) && label.isEnabled && label.lineBreakStrategy == .standard)
    }
}
