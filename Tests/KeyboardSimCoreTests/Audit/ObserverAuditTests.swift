import Foundation
import Testing
import KeyboardSimTestSupport
import KeyboardSimCore

@MainActor @Suite("ObserverAudit")
struct ObserverAuditTests {
    /// The first test's lesson (the Getting started article): a correctly written screen leaves a
    /// clean audit.
    @Test("a controller that registers in viewWillAppear and removes in viewWillDisappear is clean")
    func clean() {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let nav = UINavigationController(rootViewController: PlainDetailController())
        sim.window.rootViewController = nav
        weak var released: FormController?
        do {
            let form = FormController(center: sim.notificationCenter, style: .block)
            released = form
            nav.pushViewController(form, animated: true)
            sim.advance(by: .seconds(1))
            form.nameField.becomeFirstResponder()
            sim.advance(by: .seconds(1))
            #expect(form.received == ["willShow"])
        }
        nav.popViewController(animated: true)
        sim.advance(by: .seconds(1))
        #expect(released == nil, "popped and deallocated")
        let report = sim.audit.report()
        #expect(report.isClean, "\(report)")
        #expect(report.description == "observer audit: clean")
    }

    @Test("a block that captures self strongly, removed only in deinit, is a leak the audit names")
    func retainCycle() {
        let sim = Simulation()
        let nav = UINavigationController(rootViewController: PlainDetailController())
        sim.window.rootViewController = nav
        weak var leaked: FormController?
        do {
            let form = FormController(
                center: sim.notificationCenter, style: .block, registerIn: .viewDidLoad,
                unregisterIn: .deinitialization, capturesSelfStrongly: true)
            leaked = form
            nav.pushViewController(form, animated: false)
        }
        nav.popViewController(animated: false)
        sim.advance(by: .seconds(1))
        #expect(leaked != nil, "the center retains the block, the block retains the controller")
        let report = sim.audit.report()
        #expect(report.leakedControllers.map(\.name) == ["FormController"])
        #expect(report.leakedControllers.first?.retainedBy.map(\.id) == [1, 2])
        #expect(report.leakedControllers.first?.retainedBy.first?.registeredIn == "FormController.viewDidLoad")
        #expect(report.registrationsLeftBehind.count == 2)
        #expect(
            report.findings.first
                == "FormController leaked: it is still alive after it was popped at t=0s, retained by the notification center through #1 block on queue main for UIKeyboardWillShowNotification (added in FormController.viewDidLoad); #2 block on queue main for UIKeyboardWillHideNotification (added in FormController.viewDidLoad). A block observer retains everything it captures until its token is removed, so removing it in deinit never runs. Capture [weak self] and remove the token in viewWillDisappear (or keep it and remove it when the screen goes away)."
        )
    }

    @Test("a controller registered in viewDidLoad and never removed reacts while off screen")
    func offScreen() {
        let sim = Simulation()
        let background = FormController(center: sim.notificationCenter, style: .selector, registerIn: .viewDidLoad, unregisterIn: .never)
        let nav = UINavigationController(rootViewController: background)
        sim.window.rootViewController = nav
        let front = FormController(center: sim.notificationCenter)
        nav.pushViewController(front, animated: false)
        front.nameField.becomeFirstResponder()
        sim.advance(by: .seconds(1))
        #expect(background.received == ["willShow"])
        let report = sim.audit.report()
        #expect(report.deliveriesWhileHidden.count == 1)
        let hidden = report.deliveriesWhileHidden[0]
        #expect(hidden.registration.owner == "FormController")
        #expect(hidden.ownerState == .disappeared)
        #expect(
            report.findings == [
                "UIKeyboardWillShowNotification was delivered to FormController while it was disappeared (selector #1, at t=0s): a screen that is not visible reacted to the keyboard of another screen. Register in viewWillAppear and remove in viewWillDisappear."
            ])
    }

    @Test("registering in every viewWillAppear without removing delivers each post twice")
    func duplicates() {
        let sim = Simulation()
        let form = FormController(center: sim.notificationCenter, style: .message, registerIn: .viewWillAppear, unregisterIn: .never)
        let nav = UINavigationController(rootViewController: form)
        sim.window.rootViewController = nav
        nav.pushViewController(PlainDetailController(), animated: false)
        nav.popViewController(animated: false)
        form.nameField.becomeFirstResponder()
        sim.advance(by: .seconds(1))
        #expect(form.received == ["message willShow 260.0", "message willShow 260.0"])
        let report = sim.audit.report()
        #expect(report.duplicateDeliveries.count == 1)
        #expect(report.duplicateDeliveries.first?.registrations.map(\.id) == [1, 3])
        #expect(report.deliveriesWhileHidden.isEmpty)
    }

    @Test("a selector observer of a deallocated controller is not a leak from iOS 9 on")
    func weakSelectorIsFine() {
        let sim = Simulation()
        let nav = UINavigationController(rootViewController: PlainDetailController())
        sim.window.rootViewController = nav
        do {
            let form = FormController(center: sim.notificationCenter, style: .selector, registerIn: .viewDidLoad, unregisterIn: .never)
            nav.pushViewController(form, animated: false)
        }
        nav.popViewController(animated: false)
        sim.advance(by: .seconds(1))
        let report = sim.audit.report()
        #expect(report.isClean, "\(report)")
        #expect(sim.lifecycleEvents.suffix(2) == ["FormController.released", "FormController.deinit"])
    }

    @Test("a controller the test still holds is reported with advice, not blamed on the center")
    func heldByTest() {
        let sim = Simulation()
        let nav = UINavigationController(rootViewController: PlainDetailController())
        sim.window.rootViewController = nav
        let form = FormController(center: sim.notificationCenter)
        nav.pushViewController(form, animated: false)
        nav.popViewController(animated: false)
        let report = sim.audit.report()
        #expect(report.leakedControllers.first?.retainedBy == [])
        #expect(report.findings.first?.contains("something else keeps a strong reference (your test") == true)
        #expect(form.appearanceState == .disappeared)
    }

    @Test("the audit attributes registrations to controllers; the bus itself knows only what was registered")
    func attribution() {
        let sim = Simulation()
        let selector = FormController(center: sim.notificationCenter, style: .selector, registerIn: .viewDidLoad, unregisterIn: .never)
        let block = FormController(center: sim.notificationCenter, style: .block, registerIn: .viewDidLoad)
        let nav = UINavigationController(rootViewController: selector)
        sim.window.rootViewController = nav
        nav.pushViewController(block, animated: false)
        // What a handler registers is made in the handler (attributed to its owner: none here).
        var handlerToken: NSObjectProtocol?
        sim.notificationCenter.addObserver(forName: UIResponder.keyboardDidShowNotification, object: nil, queue: nil) { [weak block] _ in
            guard let block, handlerToken == nil else { return }
            handlerToken = block.center.addObserver(forName: UIResponder.keyboardDidHideNotification, object: nil, queue: nil) { _ in }
        }
        block.nameField.becomeFirstResponder()
        sim.advance(by: .seconds(1))
        #expect(
            sim.notificationCenter.currentRegistrations.map(\.description) == [
                "#1 selector FormController for UIKeyboardWillShowNotification",
                "#2 selector FormController for UIKeyboardWillHideNotification",
                "#3 block on queue main for UIKeyboardWillShowNotification",
                "#4 block on queue main for UIKeyboardWillHideNotification",
                "#5 block for UIKeyboardDidShowNotification",
                "#6 block for UIKeyboardDidHideNotification",
            ], "the bus's own list: no owner, no place")
        let audited = sim.audit.registrations
        #expect(audited.map(\.owner) == ["FormController", "FormController", "FormController#2", "FormController#2", nil, nil])
        #expect(
            audited.map(\.registeredIn) == [
                "FormController.viewDidLoad", "FormController.viewDidLoad",
                "FormController#2.viewDidLoad", "FormController#2.viewDidLoad",
                nil, "block handler for UIKeyboardDidShowNotification",
            ])
        let observers = sim.trace.compactMap { record -> ObserverRegistration? in
            if case .observer(.add, let registration) = record.event { registration } else { nil }
        }
        #expect(observers == audited, "the trace's observer records are the audit's")
        #expect(handlerToken != nil)
    }
}

/// A controller popped and pushed again is installed again, not leaked (the audit once reported
/// it leaked and its deliveries as made while hidden).
@MainActor @Suite("ObserverAudit: a controller pushed again")
struct ObserverAuditRepushTests {
    @Test("popped, then pushed again while still held: no leak, no delivery while hidden or released")
    func repush() {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let navigation = UINavigationController(rootViewController: UIViewController())
        sim.window.rootViewController = navigation
        sim.advance(by: .seconds(1))
        let form = FormController(center: sim.notificationCenter)
        navigation.pushViewController(form, animated: false)
        sim.advance(by: .seconds(1))
        _ = navigation.popViewController(animated: false)
        sim.advance(by: .seconds(1))
        navigation.pushViewController(form, animated: false)
        sim.advance(by: .seconds(1))
        form.nameField.becomeFirstResponder()
        sim.advance(by: .seconds(1))
        let report = sim.audit.report()
        #expect(report.leakedControllers.isEmpty, "\(report)")
        #expect(report.deliveriesWhileHidden.isEmpty, "\(report)")
        #expect(form.received == ["willShow"], "the pushed-again form hears the keyboard once")
        withExtendedLifetime(form) {}
    }
}

/// Letting go of a screen that a full-screen presentation covers: UIKit runs no appearance
/// callbacks for a controller already off screen (the simulation once reported "Unbalanced calls
/// to begin/end appearance transitions" twice here).
@MainActor @Suite("UIWindow: letting go of a covered root")
struct CoveredRootReleaseTests {
    @Test("rootViewController = nil under a full-screen presentation: no unbalanced transition")
    func release() {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let navigation = UINavigationController(rootViewController: UIViewController())
        sim.window.rootViewController = navigation
        sim.advance(by: .seconds(1))
        let detail = UIViewController()
        detail.modalPresentationStyle = .fullScreen
        navigation.present(detail, animated: false)
        sim.advance(by: .seconds(1))
        #expect(navigation.appearanceState == .disappeared)
        sim.window.rootViewController = nil
        sim.advance(by: .seconds(1))
        let diagnostics = sim.diagnostics
        #expect(!diagnostics.contains { $0.contains("Unbalanced") }, "\(diagnostics)")
    }
}
