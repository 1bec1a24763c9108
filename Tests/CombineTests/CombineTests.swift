import Combine
import Foundation
import Testing

// Values, orders and counts as Apple's Combine produces them, for each piece of this module.

/// A subscriber that asks for `initial` elements and records every event, for demand tests.
final class RecordingSubscriber<Input, Failure: Error>: Subscriber {
    private let initial: Subscribers.Demand
    private let perValue: Subscribers.Demand
    private(set) var subscription: Subscription?
    private(set) var values: [Input] = []
    private(set) var completions: [Subscribers.Completion<Failure>] = []

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
        return perValue
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        completions.append(completion)
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

private final class Token {}

/// Hands a subject to other threads: Combine's subjects are not `Sendable`, as in Apple's SDK,
/// though sending from several threads is safe.
private struct UncheckedSendable<Value>: @unchecked Sendable {
    let value: Value

    init(_ value: Value) {
        self.value = value
    }
}

@Suite("Combine")
struct CombineTests {
    // MARK: Subjects

    @Test("A subject delivers each value to its subscribers in subscription order")
    func subjectDeliversInSubscriptionOrder() {
        let subject = PassthroughSubject<Int, Never>()
        var log: [String] = []
        let first = subject.sink { log.append("first \($0)") }
        let second = subject.sink { log.append("second \($0)") }
        subject.send(1)
        subject.send(2)
        #expect(log == ["first 1", "second 1", "first 2", "second 2"])
        _ = (first, second)
    }

    @Test("A passthrough subject drops values sent before subscription")
    func passthroughDropsEarlierValues() {
        let subject = PassthroughSubject<Int, Never>()
        subject.send(0)
        var values: [Int] = []
        let cancellable = subject.sink { values.append($0) }
        subject.send(1)
        #expect(values == [1])
        _ = cancellable
    }

    @Test("Completion is terminal: nothing after it, and a late subscriber gets only the completion")
    func completionIsTerminal() {
        let subject = PassthroughSubject<Int, TestError>()
        var values: [Int] = []
        var completions: [Subscribers.Completion<TestError>] = []
        let cancellable = subject.sink(receiveCompletion: { completions.append($0) }, receiveValue: { values.append($0) })
        subject.send(1)
        subject.send(completion: .failure(TestError(code: 7)))
        subject.send(2)
        subject.send(completion: .finished)
        #expect(values == [1])
        #expect(completions == [.failure(TestError(code: 7))])

        var lateValues: [Int] = []
        var lateCompletions: [Subscribers.Completion<TestError>] = []
        let late = subject.sink(receiveCompletion: { lateCompletions.append($0) }, receiveValue: { lateValues.append($0) })
        #expect(lateValues.isEmpty)
        #expect(lateCompletions == [.failure(TestError(code: 7))])
        _ = (cancellable, late)
    }

    @Test("Canceling stops delivery at once, even during a send")
    func cancelStopsDeliveryImmediately() {
        let subject = PassthroughSubject<Int, Never>()
        var log: [String] = []
        var second: AnyCancellable?
        let first = subject.sink { value in
            log.append("first \(value)")
            second?.cancel()
        }
        second = subject.sink { log.append("second \($0)") }
        subject.send(1)
        subject.send(2)
        #expect(log == ["first 1", "first 2"])
        _ = first
    }

    @Test("An AnyCancellable cancels when it is deinitialized, once")
    func anyCancellableCancelsOnDeinit() {
        let subject = PassthroughSubject<Int, Never>()
        var values: [Int] = []
        do {
            let cancellable = subject.sink { values.append($0) }
            subject.send(1)
            _ = cancellable
        }
        subject.send(2)
        #expect(values == [1])

        var cancelCount = 0
        do {
            let cancellable = AnyCancellable { cancelCount += 1 }
            cancellable.cancel()
            cancellable.cancel()
        }
        #expect(cancelCount == 1)
        do {
            _ = AnyCancellable { cancelCount += 1 }
        }
        #expect(cancelCount == 2)
    }

    @Test("store(in:) keeps cancellables in a set or an array; emptying it cancels them")
    func storeInCollections() {
        let subject = PassthroughSubject<Int, Never>()
        var values: [Int] = []
        var set = Set<AnyCancellable>()
        var array: [AnyCancellable] = []
        subject.sink { values.append($0) }.store(in: &set)
        subject.sink { values.append($0 * 10) }.store(in: &array)
        #expect(set.count == 1)
        #expect(array.count == 1)
        subject.send(1)
        set.removeAll()
        subject.send(2)
        array.removeAll()
        subject.send(3)
        #expect(values == [1, 10, 20])
    }

    @Test("A sink releases its closures after completion")
    func sinkReleasesClosuresAfterCompletion() {
        let subject = PassthroughSubject<Int, Never>()
        var bag = Set<AnyCancellable>()
        weak var weakToken: Token?
        do {
            let token = Token()
            weakToken = token
            subject.sink(receiveCompletion: { _ in _ = token }, receiveValue: { _ in }).store(in: &bag)
        }
        #expect(weakToken != nil)
        subject.send(completion: .finished)
        #expect(weakToken == nil)
        #expect(bag.count == 1)
    }

    @Test("CurrentValueSubject delivers its value on subscribe, then each new value")
    func currentValueSubject() {
        let subject = CurrentValueSubject<String, Never>("a")
        var values: [String] = []
        let cancellable = subject.sink { values.append($0) }
        #expect(values == ["a"])
        subject.send("b")
        subject.value = "c"
        #expect(values == ["a", "b", "c"])
        #expect(subject.value == "c")

        var late: [String] = []
        let lateCancellable = subject.sink { late.append($0) }
        #expect(late == ["c"])
        _ = (cancellable, lateCancellable)
    }

    @Test("CurrentValueSubject gives a subscriber without demand the latest value when it asks")
    func currentValueSubjectOwesLatestValue() {
        let subject = CurrentValueSubject<Int, Never>(0)
        let subscriber = RecordingSubscriber<Int, Never>(initial: .none)
        subject.subscribe(subscriber)
        #expect(subscriber.values.isEmpty)
        subject.send(1)
        subject.send(2)
        subscriber.subscription?.request(.max(1))
        #expect(subscriber.values == [2])
        subject.send(3)
        #expect(subscriber.values == [2])
        subscriber.subscription?.request(.max(5))
        #expect(subscriber.values == [2, 3])
        subject.send(4)
        #expect(subscriber.values == [2, 3, 4])
    }

    @Test("A subject subscribed to a publisher republishes it")
    func subjectAsSubscriber() {
        let subject = PassthroughSubject<Int, Never>()
        var values: [Int] = []
        var finished = 0
        let sink = subject.sink(receiveCompletion: { _ in finished += 1 }, receiveValue: { values.append($0) })
        let connection = [1, 2, 3].publisher.subscribe(subject)
        #expect(values == [1, 2, 3])
        #expect(finished == 1)
        _ = (sink, connection)
    }

    // MARK: Demand

    @Test("A subscriber that requests .max(2) receives two values, then more only on request")
    func demandMaxTwo() {
        let subject = PassthroughSubject<Int, Never>()
        let subscriber = RecordingSubscriber<Int, Never>(initial: .max(2))
        subject.subscribe(subscriber)
        for value in 1...5 {
            subject.send(value)
        }
        #expect(subscriber.values == [1, 2])
        subscriber.subscription?.request(.max(1))
        subject.send(6)
        subject.send(7)
        #expect(subscriber.values == [1, 2, 6])

        let sequence = RecordingSubscriber<Int, Never>(initial: .max(2))
        (1...5).publisher.subscribe(sequence)
        #expect(sequence.values == [1, 2])
        #expect(sequence.completions.isEmpty)
        sequence.subscription?.request(.max(3))
        #expect(sequence.values == [1, 2, 3, 4, 5])
        #expect(sequence.completions == [.finished])
    }

    @Test("Demand returned from receive(_:) adds to the outstanding demand")
    func demandReturnedFromReceive() {
        let subscriber = RecordingSubscriber<Int, Never>(initial: .max(1), perValue: .max(1))
        (1...4).publisher.subscribe(subscriber)
        #expect(subscriber.values == [1, 2, 3, 4])
        #expect(subscriber.completions == [.finished])
    }

    @Test("Demand arithmetic and comparison")
    func demandArithmetic() {
        #expect(Subscribers.Demand.max(1) + .max(2) == .max(3))
        #expect(Subscribers.Demand.unlimited + .max(2) == .unlimited)
        #expect(Subscribers.Demand.max(Int.max) + 1 == .unlimited)
        #expect(Subscribers.Demand.max(3) - .max(1) == .max(2))
        #expect(Subscribers.Demand.max(1) - .max(2) == .none)
        #expect(Subscribers.Demand.max(1) - .unlimited == .none)
        #expect(Subscribers.Demand.unlimited - .max(5) == .unlimited)
        #expect(Subscribers.Demand.max(3) * 2 == .max(6))
        #expect(Subscribers.Demand.unlimited * 2 == .unlimited)
        #expect(Subscribers.Demand.none == .max(0))
        #expect(Subscribers.Demand.max(2) > 1)
        #expect(Subscribers.Demand.unlimited > Int.max)
        #expect(Subscribers.Demand.max(2) < .unlimited)
        #expect(Subscribers.Demand.max(2) == 2)
        #expect(Subscribers.Demand.unlimited != Int.max)
        #expect(Subscribers.Demand.max(4).max == 4)
        #expect(Subscribers.Demand.unlimited.max == nil)
        #expect(Subscribers.Demand.max(4).description == "max(4)")
        #expect(Subscribers.Demand.unlimited.description == "unlimited")
        var demand = Subscribers.Demand.max(1)
        demand += .max(1)
        demand -= 1
        demand *= 5
        #expect(demand == .max(5))
    }

    @Test("Demand round-trips through JSON")
    func demandCoding() throws {
        let demands: [Subscribers.Demand] = [.none, .max(3), .unlimited]
        let data = try JSONEncoder().encode(demands)
        #expect(try JSONDecoder().decode([Subscribers.Demand].self, from: data) == demands)
    }

    // MARK: Operators

    @Test("map, filter and compactMap transform and drop values")
    func mapFilterCompactMap() {
        var mapped: [Int] = []
        var filtered: [Int] = []
        var compacted: [Int] = []
        var bag = Set<AnyCancellable>()
        [1, 2, 3].publisher.map { $0 * 10 }.sink { mapped.append($0) }.store(in: &bag)
        (1...6).publisher.filter { $0.isMultiple(of: 2) }.sink { filtered.append($0) }.store(in: &bag)
        ["1", "x", "3", "", "5"].publisher.compactMap(Int.init).sink { compacted.append($0) }.store(in: &bag)
        #expect(mapped == [10, 20, 30])
        #expect(filtered == [2, 4, 6])
        #expect(compacted == [1, 3, 5])
    }

    @Test("compactMap keeps the subscriber's demand: dropped values do not count")
    func compactMapKeepsDemand() {
        let subject = PassthroughSubject<String, Never>()
        let subscriber = RecordingSubscriber<Int, Never>(initial: .max(2))
        subject.compactMap(Int.init).subscribe(subscriber)
        for text in ["x", "1", "y", "2", "3"] {
            subject.send(text)
        }
        #expect(subscriber.values == [1, 2])
    }

    @Test("removeDuplicates drops consecutive repeats")
    func removeDuplicates() {
        var values: [Int] = []
        let cancellable = [1, 1, 2, 2, 2, 3, 1, 1].publisher.removeDuplicates().sink { values.append($0) }
        #expect(values == [1, 2, 3, 1])
        _ = cancellable
    }

    @Test("removeDuplicates(by:) compares with the previous delivered value")
    func removeDuplicatesByComparesWithDelivered() {
        var values: [Int] = []
        let cancellable = [1, 2, 3, 4, 10, 11].publisher
            .removeDuplicates { abs($0 - $1) < 2 }
            .sink { values.append($0) }
        #expect(values == [1, 3, 10])
        _ = cancellable
    }

    @Test("merge delivers values in arrival order and finishes after both upstreams")
    func mergeOrder() {
        let a = PassthroughSubject<String, Never>()
        let b = PassthroughSubject<String, Never>()
        var values: [String] = []
        var completions = 0
        let cancellable = a.merge(with: b).sink(receiveCompletion: { _ in completions += 1 }, receiveValue: { values.append($0) })
        a.send("a1")
        b.send("b1")
        b.send("b2")
        a.send("a2")
        a.send(completion: .finished)
        #expect(completions == 0)
        b.send("b3")
        b.send(completion: .finished)
        #expect(values == ["a1", "b1", "b2", "a2", "b3"])
        #expect(completions == 1)
        _ = cancellable
    }

    @Test("merge of different publisher types, and MergeMany")
    func mergeTypes() {
        var values: [Int] = []
        var finished = false
        let merged: Publishers.Merge<Just<Int>, Publishers.Sequence<[Int], Never>> = Just(1).merge(with: [2, 3].publisher)
        let first = merged.sink(receiveCompletion: { _ in finished = true }, receiveValue: { values.append($0) })
        #expect(values == [1, 2, 3])
        #expect(finished)

        var many: [Int] = []
        let mergeMany: Publishers.MergeMany<Just<Int>> = Just(4).merge(with: Just(5))
        let second = mergeMany.merge(with: Just(6)).sink { many.append($0) }
        #expect(many == [4, 5, 6])

        var fromArray: [Int] = []
        let third = Publishers.MergeMany([Just(7), Just(8)]).sink { fromArray.append($0) }
        #expect(fromArray == [7, 8])
        _ = (first, second, third)
    }

    @Test("merge fails as soon as one upstream fails")
    func mergeFailure() {
        let a = PassthroughSubject<Int, TestError>()
        let b = PassthroughSubject<Int, TestError>()
        var values: [Int] = []
        var completions: [Subscribers.Completion<TestError>] = []
        let cancellable = a.merge(with: b).sink(receiveCompletion: { completions.append($0) }, receiveValue: { values.append($0) })
        a.send(1)
        b.send(completion: .failure(TestError(code: 1)))
        a.send(2)
        #expect(values == [1])
        #expect(completions == [.failure(TestError(code: 1))])
        _ = cancellable
    }

    @Test("prepend and append surround a publisher's values")
    func prependAndAppend() {
        let subject = PassthroughSubject<Int, Never>()
        var values: [Int] = []
        let cancellable = subject.prepend(1, 2).append(9).sink { values.append($0) }
        #expect(values == [1, 2])
        subject.send(3)
        subject.send(completion: .finished)
        #expect(values == [1, 2, 3, 9])

        var fromPublisher: [Int] = []
        let other = Just(5).prepend([3, 4].publisher).prepend(0...2).sink { fromPublisher.append($0) }
        #expect(fromPublisher == [0, 1, 2, 3, 4, 5])
        _ = (cancellable, other)
    }

    @Test("prepend respects demand across prefix and suffix")
    func prependDemand() {
        let subscriber = RecordingSubscriber<Int, Never>(initial: .max(3))
        [3, 4, 5].publisher.prepend(1, 2).subscribe(subscriber)
        #expect(subscriber.values == [1, 2, 3])
        subscriber.subscription?.request(.max(5))
        #expect(subscriber.values == [1, 2, 3, 4, 5])
        #expect(subscriber.completions == [.finished])
    }

    @Test("Just, Empty, Fail and sequence publishers")
    func basicPublishers() {
        var log: [String] = []
        var bag = Set<AnyCancellable>()
        Just(1).sink(receiveCompletion: { log.append("just \($0)") }, receiveValue: { log.append("just \($0)") }).store(in: &bag)
        Empty<Int, Never>().sink(receiveCompletion: { log.append("empty \($0)") }, receiveValue: { log.append("empty \($0)") })
            .store(in: &bag)
        Empty<Int, Never>(completeImmediately: false).sink(receiveCompletion: { log.append("never \($0)") }, receiveValue: { _ in })
            .store(in: &bag)
        Fail<Int, TestError>(error: TestError(code: 3))
            .sink(
                receiveCompletion: { log.append("fail \($0 == .failure(TestError(code: 3)))") }, receiveValue: { log.append("fail \($0)") }
            )
            .store(in: &bag)
        [Int]().publisher.sink(receiveCompletion: { log.append("none \($0)") }, receiveValue: { log.append("none \($0)") })
            .store(in: &bag)
        #expect(log == ["just 1", "just finished", "empty finished", "fail true", "none finished"])
        #expect(Just(1) == Just(1))
        #expect(Empty<Int, Never>() != Empty<Int, Never>(completeImmediately: false))
    }

    @Test("Future runs its closure at once and gives every subscriber the one result")
    func future() {
        var attempts = 0
        var promise: Future<Int, TestError>.Promise?
        let future = Future<Int, TestError> { fulfill in
            attempts += 1
            promise = fulfill
        }
        #expect(attempts == 1)
        var log: [String] = []
        let early = future.sink(receiveCompletion: { log.append("early \($0 == .finished)") }, receiveValue: { log.append("early \($0)") })
        let waiting = RecordingSubscriber<Int, TestError>(initial: .none)
        future.subscribe(waiting)
        promise?(.success(42))
        promise?(.success(43))
        let late = future.sink(receiveCompletion: { log.append("late \($0 == .finished)") }, receiveValue: { log.append("late \($0)") })
        #expect(log == ["early 42", "early true", "late 42", "late true"])
        #expect(waiting.values.isEmpty)
        waiting.subscription?.request(.max(1))
        #expect(waiting.values == [42])
        #expect(waiting.completions == [.finished])
        #expect(attempts == 1)

        var failures: [Subscribers.Completion<TestError>] = []
        let failed = Future<Int, TestError> { $0(.failure(TestError(code: 4))) }
            .sink(receiveCompletion: { failures.append($0) }, receiveValue: { _ in })
        #expect(failures == [.failure(TestError(code: 4))])
        _ = (early, late, failed)
    }

    @Test("A Future nobody keeps still delivers when its promise is called later")
    func futureKeptAliveByPromise() {
        var promise: ((Result<String, Never>) -> Void)?
        var values: [String] = []
        let cancellable = Future<String, Never> { promise = $0 }.sink { values.append($0) }
        promise?(.success("done"))
        #expect(values == ["done"])
        _ = cancellable
    }

    @Test("eraseToAnyPublisher hides the type and passes everything through")
    func anyPublisher() {
        let subject = PassthroughSubject<Int, Never>()
        let erased: AnyPublisher<Int, Never> = subject.map { $0 + 1 }.eraseToAnyPublisher()
        let twice: AnyPublisher<Int, Never> = erased.eraseToAnyPublisher()
        var values: [Int] = []
        let cancellable = twice.sink { values.append($0) }
        subject.send(1)
        subject.send(2)
        #expect(values == [2, 3])
        #expect(erased.description == "AnyPublisher")
        _ = cancellable
    }

    @Test("handleEvents reports subscription, requests, output, completion and cancel in order")
    func handleEvents() {
        var log: [String] = []
        let subject = PassthroughSubject<Int, Never>()
        let events = subject.handleEvents(
            receiveSubscription: { _ in log.append("subscription") },
            receiveOutput: { log.append("output \($0)") },
            receiveCompletion: { log.append("completion \($0)") },
            receiveCancel: { log.append("cancel") },
            receiveRequest: { log.append("request \($0)") })
        let cancellable = events.sink { log.append("value \($0)") }
        subject.send(1)
        cancellable.cancel()
        subject.send(2)
        #expect(log == ["subscription", "request unlimited", "output 1", "value 1", "cancel"])

        log = []
        let finished = Just(5).handleEvents(receiveCompletion: { log.append("completion \($0)") }).sink { log.append("value \($0)") }
        #expect(log == ["value 5", "completion finished"])
        _ = finished
    }

    @Test("flatMap subscribes to each new publisher and finishes after all of them")
    func flatMap() {
        let subject = PassthroughSubject<Int, Never>()
        var values: [String] = []
        var finished = 0
        let cancellable =
            subject
            .flatMap { value in [value, value * 10].publisher.map(String.init) }
            .sink(receiveCompletion: { _ in finished += 1 }, receiveValue: { values.append($0) })
        subject.send(1)
        subject.send(2)
        subject.send(completion: .finished)
        #expect(values == ["1", "10", "2", "20"])
        #expect(finished == 1)

        let failing = PassthroughSubject<Int, TestError>()
        var completions: [Subscribers.Completion<TestError>] = []
        let second =
            failing
            .flatMap { value in Just(value) }
            .sink(receiveCompletion: { completions.append($0) }, receiveValue: { _ in })
        failing.send(completion: .failure(TestError(code: 2)))
        #expect(completions == [.failure(TestError(code: 2))])
        _ = (cancellable, second)
    }

    @Test("setFailureType changes only the type")
    func setFailureType() {
        var values: [Int] = []
        let cancellable = Just(3).setFailureType(to: TestError.self)
            .merge(with: Fail<Int, TestError>(error: TestError(code: 9)).prepend(4))
            .sink(receiveCompletion: { _ in }, receiveValue: { values.append($0) })
        #expect(values == [3, 4])
        _ = cancellable
    }

    // MARK: Subscribers

    @Test("assign(to:on:) sets the property, holding the object until canceled")
    func assignToOn() {
        final class Model {
            var height = 0
        }
        let subject = PassthroughSubject<Int, Never>()
        var model: Model? = Model()
        weak var weakModel: Model?
        weakModel = model
        let cancellable = subject.assign(to: \.height, on: model!)
        subject.send(216)
        subject.send(291)
        #expect(model?.height == 291)
        model = nil
        #expect(weakModel != nil)
        cancellable.cancel()
        #expect(weakModel == nil)
    }

    @Test("Subscribers.Sink and Subscribers.Assign can be used directly")
    func subscriberTypes() {
        final class Model {
            var text = ""
        }
        let model = Model()
        let assign = Subscribers.Assign(object: model, keyPath: \Model.text)
        Just("typed").subscribe(assign)
        #expect(model.text == "typed")
        #expect(assign.object == nil)

        var values: [Int] = []
        let sink = Subscribers.Sink<Int, Never>(receiveCompletion: { _ in }, receiveValue: { values.append($0) })
        [1, 2].publisher.subscribe(sink)
        #expect(values == [1, 2])
    }

    @Test("AnySubscriber wraps closures and subscribers")
    func anySubscriber() {
        var values: [Int] = []
        let subscriber = AnySubscriber<Int, Never>(
            receiveSubscription: { $0.request(.max(2)) },
            receiveValue: {
                values.append($0); return .none
            },
            receiveCompletion: nil)
        [1, 2, 3].publisher.subscribe(subscriber)
        #expect(values == [1, 2])

        let subject = PassthroughSubject<Int, Never>()
        var forwarded: [Int] = []
        let cancellable = subject.sink { forwarded.append($0) }
        [7, 8].publisher.subscribe(AnySubscriber(subject))
        #expect(forwarded == [7, 8])
        _ = cancellable
    }

    // MARK: @Published and ObservableObject

    @Test("@Published emits the current value on subscribe, then new values before they are stored")
    func published() {
        final class Keyboard {
            @Published var height: Double = 0
        }
        let keyboard = Keyboard()
        var log: [String] = []
        let cancellable = keyboard.$height.sink { value in
            log.append("new \(value), stored \(keyboard.height)")
        }
        keyboard.height = 291
        keyboard.height = 0
        #expect(log == ["new 0.0, stored 0.0", "new 291.0, stored 0.0", "new 0.0, stored 291.0"])
        #expect(keyboard.height == 0)
        _ = cancellable
    }

    @Test("assign(to:) republishes into a @Published property")
    func assignToPublished() {
        final class Model {
            @Published var text = ""
        }
        let model = Model()
        let subject = PassthroughSubject<String, Never>()
        subject.assign(to: &model.$text)
        var seen: [String] = []
        let cancellable = model.$text.sink { seen.append($0) }
        subject.send("a")
        subject.send("b")
        #expect(model.text == "b")
        #expect(seen == ["", "a", "b"])
        _ = cancellable
    }

    @Test("An ObservableObject's objectWillChange fires before each @Published change")
    func observableObject() {
        final class Responder: ObservableObject {
            @Published var height = 0
            @Published var isVisible = false
        }
        let responder = Responder()
        var log: [String] = []
        let changes = responder.objectWillChange.sink { log.append("will change from \(responder.height)") }
        let heights = responder.$height.sink { log.append("height \($0)") }
        responder.height = 336
        responder.isVisible = true
        #expect(log == ["height 0", "will change from 0", "height 336", "will change from 336"])
        #expect(responder.objectWillChange === responder.objectWillChange)
        _ = (changes, heights)
    }

    // MARK: Schedulers

    @Test("receive(on: ImmediateScheduler) delivers synchronously, in order")
    func receiveOnImmediateScheduler() {
        let subject = PassthroughSubject<Int, Never>()
        var log: [String] = []
        let cancellable = subject.receive(on: ImmediateScheduler.shared).sink(
            receiveCompletion: { log.append("completion \($0)") }, receiveValue: { log.append("value \($0)") })
        log.append("send 1")
        subject.send(1)
        log.append("send 2")
        subject.send(2)
        subject.send(completion: .finished)
        log.append("end")
        #expect(log == ["send 1", "value 1", "send 2", "value 2", "completion finished", "end"])
        _ = cancellable
    }

    @Test("receive(on:) delivers through the scheduler, and not after cancellation")
    func receiveOnDefersToScheduler() {
        let scheduler = ManualScheduler()
        let subject = PassthroughSubject<Int, Never>()
        var values: [Int] = []
        let cancellable = subject.receive(on: scheduler).sink { values.append($0) }
        subject.send(1)
        subject.send(2)
        #expect(values.isEmpty)
        #expect(scheduler.scheduledCount == 2)
        scheduler.advance()
        #expect(values == [1, 2])
        subject.send(3)
        cancellable.cancel()
        scheduler.advance()
        #expect(values == [1, 2])
    }

    @Test("debounce publishes a value once the scheduler's due time passes without a newer one")
    func debounce() {
        let scheduler = ManualScheduler()
        let subject = PassthroughSubject<String, Never>()
        var values: [String] = []
        let cancellable = subject.debounce(for: .init(10), scheduler: scheduler).sink { values.append($0) }
        subject.send("h")
        scheduler.advance(by: 5)
        subject.send("he")
        scheduler.advance(by: 9)
        #expect(values.isEmpty)
        scheduler.advance(by: 1)
        #expect(values == ["he"])
        subject.send("hel")
        scheduler.advance(by: 20)
        #expect(values == ["he", "hel"])
        _ = cancellable
    }

    @Test("ImmediateScheduler runs actions at once")
    func immediateScheduler() {
        let scheduler = ImmediateScheduler.shared
        var log: [Int] = []
        scheduler.schedule { log.append(1) }
        scheduler.schedule(after: scheduler.now.advanced(by: .seconds(5))) { log.append(2) }
        _ = scheduler.schedule(after: scheduler.now, interval: .seconds(1)) { log.append(3) }
        #expect(log == [1, 2, 3])
        #expect(scheduler.now.distance(to: scheduler.now) == .zero)
    }

    @Test("DispatchQueue is a scheduler: time arithmetic and delivery")
    func dispatchQueueScheduler() {
        typealias Stride = DispatchQueue.SchedulerTimeType.Stride
        let oneSecond: Stride = 1
        #expect(oneSecond.magnitude == 1_000_000_000)
        #expect(Stride.milliseconds(5).magnitude == 5_000_000)
        #expect(Stride.seconds(0.5).magnitude == 500_000_000)
        #expect(Stride.microseconds(2) + .nanoseconds(1) == .nanoseconds(2_001))
        let queue = DispatchQueue(label: "CombineTests.dispatch")
        let start = queue.now
        #expect(start.distance(to: start.advanced(by: .milliseconds(3))) == .milliseconds(3))
        #expect(start < start.advanced(by: .nanoseconds(1)))

        let done = DispatchSemaphore(value: 0)
        let lock = NSLock()
        var onQueue: [Bool] = []
        let key = DispatchSpecificKey<Int>()
        queue.setSpecific(key: key, value: 1)
        let subject = PassthroughSubject<Int, Never>()
        let cancellable = subject.receive(on: queue).sink(
            receiveCompletion: { _ in done.signal() },
            receiveValue: { _ in
                lock.lock()
                onQueue.append(DispatchQueue.getSpecific(key: key) == 1)
                lock.unlock()
            })
        subject.send(1)
        subject.send(2)
        subject.send(completion: .finished)
        #expect(done.wait(timeout: .now() + 5) == .success)
        lock.lock()
        #expect(onQueue == [true, true])
        lock.unlock()
        _ = cancellable
    }

    @Test("RunLoop and OperationQueue are schedulers")
    func runLoopAndOperationQueueSchedulers() {
        let runLoop = RunLoop.current
        var ran: [String] = []
        runLoop.schedule { ran.append("now") }
        runLoop.schedule(after: runLoop.now.advanced(by: .milliseconds(10))) { ran.append("later") }
        let deadline = Date().addingTimeInterval(2)
        while ran.count < 2, Date() < deadline {
            runLoop.run(until: Date().addingTimeInterval(0.02))
        }
        #expect(ran == ["now", "later"])
        #expect(RunLoop.SchedulerTimeType.Stride.milliseconds(250).timeInterval == 0.25)

        let queue = OperationQueue()
        queue.maxConcurrentOperationCount = 1
        let lock = NSLock()
        var values: [Int] = []
        let done = DispatchSemaphore(value: 0)
        let subject = PassthroughSubject<Int, Never>()
        let cancellable = subject.receive(on: queue).sink(
            receiveCompletion: { _ in done.signal() },
            receiveValue: { value in
                lock.lock()
                values.append(value)
                lock.unlock()
            })
        subject.send(1)
        subject.send(2)
        subject.send(completion: .finished)
        #expect(done.wait(timeout: .now() + 5) == .success)
        lock.lock()
        #expect(values == [1, 2])
        lock.unlock()

        let timed = DispatchSemaphore(value: 0)
        queue.schedule(after: queue.now.advanced(by: .milliseconds(5))) { timed.signal() }
        #expect(timed.wait(timeout: .now() + 5) == .success)
        _ = cancellable
    }

    @Test("Subscribers from many threads all receive every value sent from many threads")
    func concurrentSends() {
        let subject = PassthroughSubject<Int, Never>()
        let lock = NSLock()
        var total = 0
        let cancellable = subject.sink { value in
            lock.lock()
            total += value
            lock.unlock()
        }
        let shared = UncheckedSendable(subject)
        DispatchQueue.concurrentPerform(iterations: 100) { _ in
            shared.value.send(1)
        }
        lock.lock()
        #expect(total == 100)
        lock.unlock()
        _ = cancellable
    }
}
