import Foundation
import KeyboardSimCore
import SimulationContext
import Testing

/// A test's exhaustive view of one controller's keyboard observers: the notifications it
/// received, the registrations it holds, and what the observer audit found about it.
///
/// Create the store when the controller exists, drive the simulation as the app would, and
/// state what the controller received, in order, with `receive(_:beginFrame:endFrame:duration:curve:)`.
/// The store is **exhaustive** by default, like TCA's `TestStore`: a notification the controller
/// received and the test did not assert fails the test — at the next assertion's line, at
/// `finish()`, or, when neither comes, at the line that created the store when the test ends
/// with the store (see "The end of the test" below). Use `exhaustivity: .off` to assert only what
/// matters, or `skipReceivedNotifications()` to let what arrived so far go.
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
///
/// **The end of the test.** Without `finish()`, the store checks for leftovers on its own and
/// fails the test it was created in, at the line that created it:
/// - when it is deinitialized while that test runs — a store in a local constant goes away at the
///   end of the test function (or of the `MainActor.assumeIsolated` closure of an XCTest method),
///   and a store held by a Swift Testing suite's property when the suite instance goes, after the
///   test function, both still inside the test;
/// - under XCTest, also in a teardown block of the test case it was created in (after the test's
///   own teardown blocks, before `tearDown()`), so a store kept in a property of the
///   `XCTestCase` is checked too — except in the first test case of the process that creates a
///   store, which XCTest's observer only learns of when it has finished.
///
/// A store that outlives its test — held in a static or by an object that outlives the test, or
/// kept by an `XCTestCase` in that first test case — cannot fail that test any more: what it
/// finds is printed on standard error with the store's file and line, when its XCTest test case
/// finishes or when the store goes away, and not at all if it never goes away under Swift Testing
/// (which offers a library no end-of-test hook without a trait). `finish()` at the end of the test
/// is the check that holds everywhere.
///
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
    /// The test the store was created in: the one its leftovers fail at the end.
    let creationContext: TestContext
    /// The keyboard userInfo of each post, by post number, read from the trace as needed.
    private var userInfoByPost: [Int: OrderedUserInfo] = [:]
    private var traceRecordsRead = 0

    /// Where failures go: the running test's, Swift Testing's or XCTest's (``FailureLocation``).
    /// Tests of the store capture the texts here. `@Sendable`: a store that goes away off the main
    /// actor, inside its test, reports from there.
    package var recordFailure: @Sendable (_ message: String, _ location: FailureLocation) -> Void = { message, location in
        location.record(message)
    }
    /// Where a store that outlived its test reports: standard error. Tests of the store capture
    /// the texts here.
    package var reportOutsideTest: @Sendable (_ message: String) -> Void = { message in
        FileHandle.standardError.write(Data((message + "\n").utf8))
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
        creationContext = TestContext.current
        XCTestCases.shared.checkAtEndOfTestCase(self, createdIn: creationContext)
    }

    // Not `isolated deinit`: that one runs with none of the task-local values of the code that
    // let the store go, even when it runs at once, so Swift Testing's `Issue.record` found no test
    // and the test passed. This one runs where the last reference goes: in the test's task, with
    // its `Test.current`.
    deinit {
        // On the main queue (the main thread, or the worker that drains the queue once the main
        // thread has handed it over), where the main actor runs on Linux; asking, unlike
        // `MainActor.assumeIsolated`, does not stop the process.
        if SimulatedMainActor.isMain {
            MainActor.assumeIsolated {
                deliver(endOfLifeReport(.storeWentAway, in: TestContext.current))
            }
            return
        }
        guard exhaustivity == .on else { return }
        guard let test = Test.current else {
            reportOutsideTest(FailureText.releasedOffMainActor(at: creationLocation))
            return
        }
        // Swift Testing lets a suite go (and a store in its property) off the main actor, still in
        // the test's task: the simulation is read on the main queue, the report made from here,
        // where `Test.current` is the test. (This waits for the main queue: code on the main actor
        // that blocked until this thread let the store go would wait forever.)
        let (recordFailure, reportOutsideTest, location) = (recordFailure, reportOutsideTest, creationLocation)
        let report = DispatchQueue.main.sync {
            MainActor.assumeIsolated { endOfLifeReport(.storeWentAway, in: TestContext(test)) }
        }
        switch report {
        case .failure(let text): recordFailure(text, location)
        case .outsideTest(let text): reportOutsideTest(text)
        case nil: break
        }
    }

    /// When a store checks for leftovers on its own.
    enum EndOfLife: Equatable {
        /// The store is deinitialized.
        case storeWentAway
        /// Its XCTest test case runs its teardown blocks: the test can still fail.
        case testEnded
        /// Its XCTest test case has finished: the test can no longer fail.
        case testFinished

        var description: String {
            switch self {
            case .storeWentAway: "the store went away"
            case .testEnded, .testFinished: "the test ended"
            }
        }
    }

    /// A report of leftovers the store makes on its own.
    enum EndOfLifeReport: Sendable {
        /// Fails the test the store was created in, at the store's line.
        case failure(String)
        /// For standard error: that test is over.
        case outsideTest(String)
    }

    /// Like TCA's TestStore: what was received and never asserted fails at the line that created
    /// the store, in the test that created it while it runs; otherwise it goes to standard error.
    func checkLeftovers(_ moment: EndOfLife) {
        deliver(endOfLifeReport(moment, in: TestContext.current))
    }

    private func deliver(_ report: EndOfLifeReport?) {
        switch report {
        case .failure(let text): recordFailure(text, creationLocation)
        case .outsideTest(let text): reportOutsideTest(text)
        case nil: break
        }
    }

    /// The report of the leftovers at `moment`, when `context` is the test running; treats them
    /// as asserted.
    private func endOfLifeReport(_ moment: EndOfLife, in context: TestContext) -> EndOfLifeReport? {
        let left = pending
        cursor = simulation.audit.deliveries.count
        guard exhaustivity == .on, !left.isEmpty else { return nil }
        let text = FailureText.leftovers(left, controller: controllerName, moment: moment.description)
        if moment != .testFinished && creationContext.kind != .none && context == creationContext {
            return .failure(text)
        }
        return .outsideTest(FailureText.outlivedItsTest(text, at: creationLocation, test: creationContext.name))
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
    func reportLeftovers(at location: FailureLocation) {
        let left = pending
        cursor = simulation.audit.deliveries.count
        guard exhaustivity == .on, !left.isEmpty else { return }
        recordFailure(FailureText.leftovers(left, controller: controllerName, moment: nil), location)
    }

    func fail(_ message: String, _ location: FailureLocation) {
        recordFailure(message, location)
    }
}
