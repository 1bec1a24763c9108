import Foundation
import KeyboardSimCore

/// Where a fixture controller adds and removes its keyboard observers.
package enum RegistrationPoint: String, Sendable, CaseIterable {
    case viewDidLoad, viewWillAppear, viewWillDisappear, deinitialization, never
}

/// A form screen with one text field near the bottom, observing the keyboard in one of the
/// three styles — written the way tutorials write it.
package final class FormController: UIViewController, UITextFieldDelegate {
    package let center: NotificationBus
    package let style: ObserverStyle
    package let registerIn: RegistrationPoint
    package let unregisterIn: RegistrationPoint
    package let capturesSelfStrongly: Bool
    package let nameField = UITextField(frame: CGRect(x: 20, y: 560, width: 335, height: 34))
    package let emailField = UITextField(frame: CGRect(x: 20, y: 100, width: 335, height: 34))
    package var received: [String] = []
    package var log: [String] = []
    private var tokens: [NSObjectProtocol] = []

    package init(
        center: NotificationBus, style: ObserverStyle = .selector, registerIn: RegistrationPoint = .viewWillAppear,
        unregisterIn: RegistrationPoint = .viewWillDisappear, capturesSelfStrongly: Bool = false
    ) {
        self.center = center
        self.style = style
        self.registerIn = registerIn
        self.unregisterIn = unregisterIn
        self.capturesSelfStrongly = capturesSelfStrongly
        super.init(nibName: nil, bundle: nil)
    }

    package required init?(coder: NSCoder) { nil }

    deinit {
        MainActor.assumeIsolated { if unregisterIn == .deinitialization { unregister() } }
    }

    package override func loadView() {
        view = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        nameField.accessibilityIdentifier = "nameField"
        emailField.accessibilityIdentifier = "emailField"
        nameField.delegate = self
        emailField.delegate = self
        view.addSubview(emailField)
        view.addSubview(nameField)
    }

    package override func viewDidLoad() {
        super.viewDidLoad()
        if registerIn == .viewDidLoad { register() }
    }

    package override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if registerIn == .viewWillAppear { register() }
    }

    package override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        if unregisterIn == .viewWillDisappear { unregister() }
    }

    package func register() {
        switch style {
        case .selector:
            center.addObserver(
                self, selector: FormController.keyboardWillShow,
                name: UIResponder.keyboardWillShowNotification, object: nil)
            center.addObserver(
                self, selector: FormController.keyboardWillHide,
                name: UIResponder.keyboardWillHideNotification, object: nil)
        case .block:
            if capturesSelfStrongly {
                tokens.append(
                    center.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: .main) { note in
                        self.keyboardWillShow(note)
                    })
                tokens.append(
                    center.addObserver(forName: UIResponder.keyboardWillHideNotification, object: nil, queue: .main) { note in
                        self.keyboardWillHide(note)
                    })
            } else {
                tokens.append(
                    center.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: .main) { [weak self] note in
                        self?.keyboardWillShow(note)
                    })
                tokens.append(
                    center.addObserver(forName: UIResponder.keyboardWillHideNotification, object: nil, queue: .main) { [weak self] note in
                        self?.keyboardWillHide(note)
                    })
            }
        case .message:
            tokens.append(
                center.addObserver(of: nil, for: .keyboardWillShow) { [weak self] message in
                    self?.received.append("message willShow \(message.endFrame.height)")
                })
            tokens.append(
                center.addObserver(of: nil, for: .keyboardWillHide) { [weak self] message in
                    self?.received.append("message willHide \(message.endFrame.height)")
                })
        }
    }

    package func unregister() {
        switch style {
        case .selector:
            center.removeObserver(self)
        case .block, .message:
            for token in tokens { center.removeObserver(token) }
            tokens.removeAll()
        }
    }

    package func keyboardWillShow(_ note: Notification) {
        received.append("willShow")
    }

    package func keyboardWillHide(_ note: Notification) {
        received.append("willHide")
    }

    package func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
        log.append("shouldBegin \(textField.accessibilityIdentifier ?? "")")
        return true
    }

    package func textFieldDidBeginEditing(_ textField: UITextField) {
        log.append("didBegin \(textField.accessibilityIdentifier ?? "")")
    }

    package func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
        log.append("shouldEnd \(textField.accessibilityIdentifier ?? "")")
        return true
    }

    package func textFieldDidEndEditing(_ textField: UITextField) {
        log.append("didEnd \(textField.accessibilityIdentifier ?? "")")
    }
}

/// A plain screen to push on top of a form.
package final class PlainDetailController: UIViewController {}

extension Simulation {
    /// The keyboard notification names posted so far, in order, without the prefix and suffix:
    /// `["WillChangeFrame", "WillShow", …]`.
    package var keyboardPosts: [String] { keyboardNotifications.map(\.name) }

    /// The keyboard notifications with their decoded userInfo, in order.
    package var keyboardNotifications: [(name: String, time: SimulationInstant, userInfo: OrderedUserInfo)] {
        keyboardNotifications(in: trace[...])
    }

    private func keyboardNotifications(in records: ArraySlice<TraceRecord>) -> [(
        name: String, time: SimulationInstant, userInfo: OrderedUserInfo
    )] {
        records.compactMap { record in
            guard case .notification(_, let name, _, let userInfo) = record.event, name.hasPrefix("UIKeyboard") else { return nil }
            return (String(name.dropFirst("UIKeyboard".count).dropLast("Notification".count)), record.time, userInfo)
        }
    }

    /// The lifecycle events so far, as `Controller.event`.
    package var lifecycleEvents: [String] {
        trace.compactMap { record in
            guard case .lifecycle(let controller, let event) = record.event else { return nil }
            return "\(controller).\(event)"
        }
    }

    /// Forgets the trace recorded so far by remembering its length.
    package func mark() -> Int { trace.count }

    /// Keyboard notification names posted after `mark`.
    package func keyboardPosts(since mark: Int) -> [String] {
        keyboardNotifications(in: trace[mark...]).map(\.name)
    }
}

/// A form inside a navigation controller, shown in a fresh simulation.
@MainActor package func makeFormSimulation(
    device: Device = .iPhoneSE3, profile: BehaviorProfile = .iOS17, style: ObserverStyle = .selector,
    keyboard: SystemKeyboard.Mode = .simulated
) -> (Simulation, UINavigationController, FormController) {
    let sim = Simulation(device: device, profile: profile, keyboard: keyboard)
    let form = FormController(center: sim.notificationCenter, style: style)
    let nav = UINavigationController(rootViewController: form)
    sim.window.rootViewController = nav
    return (sim, nav, form)
}

// MARK: - Threads

/// Runs `body` on a new thread and waits for it.
package func onAnotherThread<Result: Sendable>(_ body: @escaping @Sendable () -> Result) -> Result {
    let done = DispatchSemaphore(value: 0)
    let box = ResultBox<Result>()
    let thread = Thread {
        box.value = body()
        done.signal()
    }
    thread.start()
    done.wait()
    // The semaphore orders the write before this read.
    guard let value = box.value else { preconditionFailure("the thread did not run") }
    return value
}

/// Carries a value out of a thread; the semaphore in `onAnotherThread` orders the accesses.
package final class ResultBox<Value>: @unchecked Sendable {
    package var value: Value?
    package init() {}
}

/// Carries a simulation into another thread on purpose, to misuse it.
package final class Smuggled<Value>: @unchecked Sendable {
    package let value: Value
    package init(_ value: Value) { self.value = value }
}
