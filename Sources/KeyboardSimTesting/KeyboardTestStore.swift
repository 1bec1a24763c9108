import Foundation
import KeyboardSimCore
import Testing

/// A test's exhaustive view of one controller's keyboard observers: the notifications it
/// received, the registrations it holds, and what the observer audit found about it.
///
/// Create the store when the controller exists, drive the simulation as the app would, and
/// state what the controller received, in order, with `receive(_:beginFrame:endFrame:duration:curve:)`.
/// The store is **exhaustive** by default, like TCA's `TestStore`: a notification the controller
/// received and the test did not assert fails the test — at the next assertion's line, at
/// `finish()`, or, when neither comes, at the line that created the store once the store is
/// deinitialized. Use `exhaustivity: .off` to assert only what matters, or
/// `skipReceivedNotifications()` to let what arrived so far go.
///
/// ```swift
/// let store = KeyboardTestStore(sim, observing: signUp)
/// signUp.emailField.becomeFirstResponder()
/// sim.advance(by: .seconds(1))
/// store.receive(.keyboardWillChangeFrame, endFrame: CGRect(x: 0, y: 407, width: 375, height: 260))
/// store.receive(.keyboardWillShow)
/// store.expectRegistrations([.selector(.keyboardWillChangeFrame)])
/// store.finish()
/// ```
///
/// **What "received" means.** A notification is received by the controller when the bus
/// delivers it to a registration the observer audit attributes to the controller: a
/// selector-style registration whose target is the controller, or any registration (a block, a
/// typed message, a selector on a helper object) made while the controller's code was running —
/// one of its lifecycle methods (`viewDidLoad`, `viewWillAppear(_:)`, …) or one of its handlers.
/// A registration made by a child controller's code belongs to the child. Each delivery counts:
/// a controller registered twice receives a post twice, and each must be asserted. Only what
/// arrives after the store is created counts.
///
/// Failures fail the running test at the caller's file and line: with Swift Testing's
/// `Issue.record` inside a Swift Testing test, with `XCTFail` inside an `XCTestCase`.
/// The store holds the controller weakly, so it can assert that the controller was released
/// (`expectNoLeak()`), and holds the simulation strongly. Use it on the thread that created the
/// simulation, like the simulation itself.
@MainActor public final class KeyboardTestStore {
    /// Whether a notification the controller received must be asserted.
    public enum Exhaustivity: Sendable, Hashable, CustomStringConvertible {
        /// Every notification received must be asserted with `receive`, or skipped with
        /// `skipReceivedNotifications()`; registrations are compared as a whole list.
        case on
        /// Only what the test states is checked: `receive` passes over notifications before the
        /// one it names, leftovers are not reported, and `expectRegistrations` checks that the
        /// stated registrations are held, whatever else is.
        case off

        public var description: String {
            switch self {
            case .on: "on"
            case .off: "off"
            }
        }
    }

    /// The simulation the controller runs in.
    public let simulation: Simulation
    /// The controller whose notifications and registrations the store asserts (held weakly).
    public private(set) weak var controller: UIViewController?
    /// The controller's name in the audit and in every message (`FormController`,
    /// `FormController#2` for the second of its type).
    public let controllerName: String
    /// Whether every notification received must be asserted (`.on`, the default).
    public var exhaustivity: Exhaustivity

    /// The index in `simulation.audit.deliveries` of the first delivery not yet asserted.
    var cursor: Int
    /// Where the store was created: where leftovers are reported when the store goes away.
    let creationLocation: FailureLocation
    /// The keyboard userInfo of each post, by post number, read from the trace as needed.
    private var userInfoByPost: [Int: OrderedUserInfo] = [:]
    private var traceRecordsRead = 0

    /// Where failures go: the running test's, Swift Testing's or XCTest's (``FailureLocation``).
    /// Tests of the store capture the texts here.
    package var recordFailure: (_ message: String, _ location: FailureLocation) -> Void = { message, location in
        location.record(message)
    }

    /// Starts watching what `controller` receives in `simulation` from now on.
    ///
    /// - Parameters:
    ///   - simulation: the simulation the controller runs in.
    ///   - controller: the controller to assert (held weakly).
    ///   - exhaustivity: `.on` (the default): every notification received must be asserted.
    ///   - fileID: Where a failure is reported: the caller's file, line and column (leave the
    ///     defaults).
    ///   - filePath: The caller's file path, for the failure's source location.
    ///   - line: The caller's line.
    ///   - column: The caller's column.
    ///
    /// ```swift
    /// let store = KeyboardTestStore(sim, observing: form, exhaustivity: .off)
    /// ```
    public init(
        _ simulation: Simulation, observing controller: UIViewController, exhaustivity: Exhaustivity = .on,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: Int = #line, column: Int = #column
    ) {
        self.simulation = simulation
        self.controller = controller
        self.exhaustivity = exhaustivity
        controllerName = simulation.audit.trackedName(of: controller)
        cursor = simulation.audit.deliveries.count
        creationLocation = FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    }

    isolated deinit {
        // Like TCA's TestStore: what was received and never asserted fails at the line that
        // created the store. `finish()` reports earlier, at a line of the test's choosing.
        reportLeftovers(at: creationLocation, when: "the store went away")
    }

    // MARK: Shared machinery

    /// The deliveries to the controller not yet asserted, in order.
    var pending: [ReceivedNotification] { pendingIndices.map(notification(at:)) }

    /// Indices in the audit's deliveries of the pending deliveries to the controller.
    var pendingIndices: [Int] {
        let deliveries = simulation.audit.deliveries
        guard cursor < deliveries.count else { return [] }
        return (cursor..<deliveries.count).filter { deliveries[$0].registration.owner == controllerName }
    }

    /// The audit's delivery at `index`, with its post's `userInfo` from the trace.
    func notification(at index: Int) -> ReceivedNotification {
        let delivery = simulation.audit.deliveries[index]
        return ReceivedNotification(delivery: delivery, userInfo: userInfo(ofPost: delivery.postID))
    }

    private func userInfo(ofPost postID: Int) -> OrderedUserInfo? {
        if let known = userInfoByPost[postID] { return known }
        let trace = simulation.trace
        while traceRecordsRead < trace.count {
            if case .notification(let id, _, _, let userInfo) = trace[traceRecordsRead].event {
                userInfoByPost[id] = userInfo
            }
            traceRecordsRead += 1
        }
        return userInfoByPost[postID]
    }

    /// Reports what was received and not asserted (when exhaustive), then treats it as asserted.
    func reportLeftovers(at location: FailureLocation, when moment: String? = nil) {
        let left = pending
        cursor = simulation.audit.deliveries.count
        guard exhaustivity == .on, !left.isEmpty else { return }
        recordFailure(FailureText.leftovers(left, controller: controllerName, moment: moment), location)
    }

    func fail(_ message: String, _ location: FailureLocation) {
        recordFailure(message, location)
    }
}
