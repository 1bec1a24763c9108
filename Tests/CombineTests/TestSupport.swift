import Combine
import Testing

// What every test file of this target shares: a recording subscriber, a probe on the upstream
// subscription, a scheduler whose time moves only when the test says so, and the contract every
// operator keeps, checked the same way for each.
//
// The contract, as Apple documents it:
// - Demand: a publisher sends at most as many elements as its subscriber requested, through
//   `Subscription.request(_:)` and the demand `receive(_:)` returns; demand adds up
//   (https://developer.apple.com/documentation/combine/subscribers/demand,
//   https://developer.apple.com/documentation/combine/subscriber/receive(_:),
//   https://developer.apple.com/documentation/combine/processing-published-elements-with-subscribers).
// - Completion: a publisher ends with one `receive(completion:)`, finished or failed, after its
//   elements (https://developer.apple.com/documentation/combine/publisher,
//   https://developer.apple.com/documentation/combine/subscriber/receive(completion:)).
// - Cancellation: `cancel()` stops calls to the subscriber, lets go of the strong references the
//   subscription holds, and any later call does nothing
//   (https://developer.apple.com/documentation/combine/cancellable/cancel()).
// Where a test relies on behaviour seen only by running Apple's Combine, its comment says
// "Not documented: seen in Apple's Combine".

/// A subscriber that asks for `initial` elements and records every event, for demand tests.
final class RecordingSubscriber<Input, Failure: Error>: Subscriber {
    private let initial: Subscribers.Demand
    private let perValue: Subscribers.Demand
    private(set) var subscription: Subscription?
    private(set) var values: [Input] = []
    private(set) var completions: [Subscribers.Completion<Failure>] = []
    /// Every value and completion in the order received: "value 1", "finished", "failure …".
    private(set) var log: [String] = []

    init(initial: Subscribers.Demand, perValue: Subscribers.Demand = .none) {
        self.initial = initial
        self.perValue = perValue
    }

    func receive(subscription: Subscription) {
        self.subscription = subscription
        if initial > 0 {
            subscription.request(initial)
        }
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        values.append(input)
        log.append("value \(input)")
        return perValue
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        completions.append(completion)
        switch completion {
        case .finished: log.append("finished")
        case .failure(let error): log.append("failure \(error)")
        }
    }
}

/// A scheduler whose time only moves when the test says so.
final class ManualScheduler: Scheduler {
    typealias SchedulerOptions = Never

    struct SchedulerTimeType: Strideable {
        var ticks: Int

        func distance(to other: SchedulerTimeType) -> ImmediateScheduler.SchedulerTimeType.Stride {
            .init(other.ticks - ticks)
        }

        func advanced(by n: ImmediateScheduler.SchedulerTimeType.Stride) -> SchedulerTimeType {
            SchedulerTimeType(ticks: ticks + n.magnitude)
        }
    }

    private(set) var now = SchedulerTimeType(ticks: 0)
    private var pending: [(due: Int, order: Int, action: () -> Void)] = []
    private var order = 0
    private(set) var scheduledCount = 0

    var minimumTolerance: ImmediateScheduler.SchedulerTimeType.Stride { .init(0) }

    /// The actions scheduled and not yet run.
    var pendingCount: Int { pending.count }

    func schedule(options: Never?, _ action: @escaping () -> Void) {
        schedule(after: now, tolerance: minimumTolerance, options: nil, action)
    }

    func schedule(
        after date: SchedulerTimeType, tolerance: ImmediateScheduler.SchedulerTimeType.Stride, options: Never?,
        _ action: @escaping () -> Void
    ) {
        scheduledCount += 1
        order += 1
        pending.append((date.ticks, order, action))
    }

    func schedule(
        after date: SchedulerTimeType, interval: ImmediateScheduler.SchedulerTimeType.Stride,
        tolerance: ImmediateScheduler.SchedulerTimeType.Stride, options: Never?,
        _ action: @escaping () -> Void
    ) -> Cancellable {
        schedule(after: date, tolerance: tolerance, options: nil, action)
        return AnyCancellable {}
    }

    /// Moves time forward, running each action that falls due, in due-time then schedule order.
    func advance(by ticks: Int = 0) {
        let target = now.ticks + ticks
        while let next = pending.filter({ $0.due <= target }).min(by: { ($0.due, $0.order) < ($1.due, $1.order) }) {
            pending.removeAll { $0.order == next.order }
            now = SchedulerTimeType(ticks: max(now.ticks, next.due))
            next.action()
        }
        now = SchedulerTimeType(ticks: target)
    }
}

struct TestError: Error, Equatable {
    let code: Int
}

/// An object whose release a test watches through a weak reference.
final class Token {}

/// Hands a subject to other threads: Combine's subjects are not `Sendable`, as in Apple's SDK,
/// though sending from several threads is safe.
struct UncheckedSendable<Value>: @unchecked Sendable {
    let value: Value

    init(_ value: Value) {
        self.value = value
    }
}

/// Counts what reaches the upstream publisher: its requests and its cancellation.
final class UpstreamProbe {
    private(set) var requests: [Subscribers.Demand] = []
    private(set) var cancels = 0

    func watch<P: Publisher>(_ publisher: P) -> Publishers.HandleEvents<P> {
        publisher.handleEvents(receiveCancel: { self.cancels += 1 }, receiveRequest: { self.requests.append($0) })
    }
}

/// The error of a failure completion, or `nil`.
func failure<F>(_ completion: Subscribers.Completion<F>?) -> F? {
    guard case .failure(let error) = completion else { return nil }
    return error
}

/// A pair as text, to compare tuples.
func text(_ pair: (Int, String)) -> String { "\(pair.0)\(pair.1)" }

/// The upstream an operator is checked on: a subject, seen through a probe.
typealias ProbedSubject = Publishers.HandleEvents<PassthroughSubject<Int, TestError>>

/// The upstream an operator's demand is checked on: a sequence, seen through a probe.
typealias ProbedSequence = Publishers.HandleEvents<Publishers.Sequence<[Int], TestError>>

/// The documented contract (see the top of this file), checked for an operator built by `apply`
/// on an upstream of `Int`s failing with `TestError`. `run` lets a scheduler run what is due.
enum Contract {
    /// Cancelling stops values and completion, reaches the upstream subscription once however
    /// often it is called, and lets go of the subscriber.
    static func cancellation<P: Publisher>(
        run: () -> Void = {}, sourceLocation: SourceLocation = #_sourceLocation, _ apply: (ProbedSubject) -> P
    ) {
        let subject = PassthroughSubject<Int, TestError>()
        let probe = UpstreamProbe()
        weak var released: RecordingSubscriber<P.Output, P.Failure>?
        do {
            let subscriber = RecordingSubscriber<P.Output, P.Failure>(initial: .unlimited)
            released = subscriber
            apply(probe.watch(subject)).subscribe(subscriber)
            run()
            subject.send(1)
            run()
            let before = subscriber.log
            subscriber.subscription?.cancel()
            subscriber.subscription?.cancel()
            run()
            subject.send(2)
            subject.send(completion: .finished)
            run()
            #expect(probe.cancels == 1, "cancel reaches upstream once, however often it is called", sourceLocation: sourceLocation)
            #expect(subscriber.log == before, "nothing reaches the subscriber after cancel", sourceLocation: sourceLocation)
        }
        run()
        #expect(released == nil, "a cancelled subscription holds no strong reference to its subscriber", sourceLocation: sourceLocation)
    }

    /// The upstream's `.finished` reaches the subscriber once, last, after `expected` values; a
    /// failure reaches it once (when `failure` is true: the operator passes failures on).
    static func completion<P: Publisher>(
        sending values: [Int] = [1, 2, 3], expected: [String], failure checksFailure: Bool = true, run: () -> Void = {},
        sourceLocation: SourceLocation = #_sourceLocation, _ apply: (ProbedSubject) -> P
    ) {
        let subject = PassthroughSubject<Int, TestError>()
        let probe = UpstreamProbe()
        let subscriber = RecordingSubscriber<P.Output, P.Failure>(initial: .unlimited)
        apply(probe.watch(subject)).subscribe(subscriber)
        run()
        for value in values { subject.send(value) }
        subject.send(completion: .finished)
        subject.send(9)
        subject.send(completion: .failure(TestError(code: 9)))
        run()
        #expect(subscriber.log == expected.map { "value \($0)" } + ["finished"], sourceLocation: sourceLocation)
        #expect(probe.cancels == 0, "a finished upstream is not cancelled", sourceLocation: sourceLocation)

        guard checksFailure else { return }
        let failing = PassthroughSubject<Int, TestError>()
        let failed = RecordingSubscriber<P.Output, P.Failure>(initial: .unlimited)
        apply(probe.watch(failing)).subscribe(failed)
        run()
        failing.send(completion: .failure(TestError(code: 1)))
        failing.send(completion: .finished)
        run()
        #expect(failed.completions.count == 1, "one completion", sourceLocation: sourceLocation)
        #expect(testError(of: failed.completions.first) == TestError(code: 1), sourceLocation: sourceLocation)
    }

    /// A subscriber that requests nothing gets no values; one that requests `.max(first)` gets
    /// `first` of them (`expectedFirst`), and the rest (`expectedAll`, then `.finished`) once it
    /// requests more; the upstream is asked for `upstreamRequests`, when given.
    static func demand<P: Publisher>(
        upstream: [Int] = [1, 2, 3, 4, 5], first: Int, expectedFirst: [String], expectedAll: [String],
        upstreamRequests: [Subscribers.Demand]? = nil, run: () -> Void = {}, sourceLocation: SourceLocation = #_sourceLocation,
        _ apply: (ProbedSequence) -> P
    ) {
        let idle = RecordingSubscriber<P.Output, P.Failure>(initial: .none)
        apply(UpstreamProbe().watch(Publishers.Sequence(sequence: upstream))).subscribe(idle)
        run()
        #expect(idle.values.isEmpty, "no demand, no values", sourceLocation: sourceLocation)

        let probe = UpstreamProbe()
        let subscriber = RecordingSubscriber<P.Output, P.Failure>(initial: .max(first))
        apply(probe.watch(Publishers.Sequence(sequence: upstream))).subscribe(subscriber)
        run()
        #expect(subscriber.values.map { "\($0)" } == expectedFirst, "a demand of \(first)", sourceLocation: sourceLocation)
        if let upstreamRequests {
            #expect(probe.requests == upstreamRequests, "what the upstream is asked for", sourceLocation: sourceLocation)
        }
        subscriber.subscription?.request(.unlimited)
        run()
        #expect(subscriber.values.map { "\($0)" } == expectedAll, sourceLocation: sourceLocation)
        #expect(subscriber.completions.count == 1, "finished once", sourceLocation: sourceLocation)
        #expect(subscriber.log.last == "finished", sourceLocation: sourceLocation)
    }
}

/// The failure of a completion as a `TestError`, whatever the failure type.
func testError<F>(of completion: Subscribers.Completion<F>?) -> TestError? {
    failure(completion).flatMap { $0 as? TestError }
}
