import Foundation
import Testing
import XCTest

/// The test running where a store is created or goes away, as far as the store can tell: the
/// Swift Testing test of the current task (`Test.current`, a task-local value), or the XCTest test
/// case that ``XCTestCases`` follows.
///
/// A store reports its leftovers to the test it was created in only while that test is still the
/// one running: a store that outlives its test (held in a static, captured by a closure that
/// outlives it, a property of the `XCTestCase`) says so on standard error instead of failing
/// whichever test runs then.
struct TestContext: Sendable, Equatable {
    enum Kind: Sendable, Equatable {
        /// A Swift Testing test.
        case swiftTesting(Test)
        /// An XCTest test case: the number of test cases ``XCTestCases`` saw finish before it.
        case xcTest(finishedBefore: Int)
        /// No test known to be running (between two XCTest test cases).
        case none
    }

    let kind: Kind
    /// The test's name for messages, when known.
    let name: String?

    static func == (lhs: Self, rhs: Self) -> Bool { lhs.kind == rhs.kind }

    init(kind: Kind, name: String?) {
        self.kind = kind
        self.name = name
    }

    /// A Swift Testing test.
    init(_ test: Test) {
        self.init(kind: .swiftTesting(test), name: test.name)
    }

    /// The test running in the calling task.
    @MainActor static var current: TestContext {
        if let test = Test.current {
            return TestContext(test)
        }
        return XCTestCases.shared.current
    }
}

/// Follows XCTest's test cases from the first store created outside a Swift Testing test on.
///
/// XCTest (swift-corelibs-xctest) offers no way to ask which test case is running, only an
/// observer told when each starts and finishes. So the test case running when the first store
/// is created is known only by its end; each later test case is known from its start, and gets a
/// teardown block that checks the stores created in it while the test can still fail.
@MainActor final class XCTestCases {
    static let shared = XCTestCases()

    /// A store alive, weakly, with the test it was created in.
    private struct Entry {
        weak var store: KeyboardTestStore?
        let context: TestContext
    }

    private var observer: Observer?
    /// The test cases seen to finish.
    private var finishedCount = 0
    /// The test case seen to start and not yet to finish.
    private var running: XCTestCase?
    /// Whether the last thing seen was a test case finishing (none has started since).
    private var betweenTestCases = false
    /// The stores created under XCTest whose test has not ended.
    private var stores: [Entry] = []

    /// The XCTest test case running, as far as the observer can tell; starts following.
    var current: TestContext {
        startFollowing()
        if betweenTestCases { return TestContext(kind: .none, name: nil) }
        return TestContext(kind: .xcTest(finishedBefore: finishedCount), name: running?.name)
    }

    /// Checks `store` for leftovers at the end of the XCTest test case it is created in.
    func checkAtEndOfTestCase(_ store: KeyboardTestStore, createdIn context: TestContext) {
        guard case .xcTest = context.kind else { return }
        stores.removeAll { $0.store == nil }
        stores.append(Entry(store: store, context: context))
    }

    private func startFollowing() {
        guard observer == nil else { return }
        let observer = Observer()
        self.observer = observer
        XCTestObservationCenter.shared.addTestObserver(observer)
    }

    fileprivate func testCaseWillStart(_ testCase: XCTestCase) {
        running = testCase
        betweenTestCases = false
        // Registered before the test runs, so before XCTest takes its teardown blocks: this one
        // runs after the test's own, inside the test, where a failure still fails it.
        testCase.addTeardownBlock {
            MainActor.assumeIsolated { XCTestCases.shared.check(moment: .testEnded) }
        }
    }

    fileprivate func testCaseDidFinish(_ testCase: XCTestCase) {
        // The test can no longer fail here (XCTest stops its run first): a store still alive and
        // not checked in a teardown block (the first test case followed, or a store created in
        // tearDown) reports on standard error.
        check(moment: .testFinished)
        finishedCount += 1
        running = nil
        betweenTestCases = true
    }

    private func check(moment: KeyboardTestStore.EndOfLife) {
        let context = current
        let ending = stores.filter { $0.context == context }
        stores.removeAll { $0.store == nil || $0.context == context }
        for entry in ending {
            entry.store?.checkLeftovers(moment)
        }
    }

    /// XCTest's observer, on the main thread where XCTest runs its test cases.
    private final class Observer: XCTestObservation {
        func testCaseWillStart(_ testCase: XCTestCase) {
            nonisolated(unsafe) let testCase = testCase
            MainActor.assumeIsolated { XCTestCases.shared.testCaseWillStart(testCase) }
        }

        func testCaseDidFinish(_ testCase: XCTestCase) {
            nonisolated(unsafe) let testCase = testCase
            MainActor.assumeIsolated { XCTestCases.shared.testCaseDidFinish(testCase) }
        }
    }
}
