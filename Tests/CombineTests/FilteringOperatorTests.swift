import Combine
import Testing

// dropFirst, drop(while:), prefix, prefix(while:), output(at:)/(in:), first, last: values,
// completion, the subscriber's demand, and the upstream subscription cancelled when the operator
// ends the stream itself.

/// Counts what reaches the upstream publisher: its requests and its cancellation.
final class UpstreamProbe {
    private(set) var requests: [Subscribers.Demand] = []
    private(set) var cancels = 0

    func watch<P: Publisher>(_ publisher: P) -> Publishers.HandleEvents<P> {
        publisher.handleEvents(receiveCancel: { self.cancels += 1 }, receiveRequest: { self.requests.append($0) })
    }
}

@Suite("Filtering operators: dropFirst, drop(while:), prefix, output(at:), first, last")
struct FilteringOperatorTests {
    @Test("dropFirst drops the first n elements, 1 by default, and keeps the subscriber's demand")
    func dropFirst() {
        var values: [Int] = []
        var completion: Subscribers.Completion<Never>?
        _ = (1...5).publisher.dropFirst(2).sink(receiveCompletion: { completion = $0 }, receiveValue: { values.append($0) })
        #expect(values == [3, 4, 5])
        #expect(completion == .finished)
        var one: [Int] = []
        _ = (1...3).publisher.dropFirst().sink { one.append($0) }
        #expect(one == [2, 3])

        let subject = PassthroughSubject<Int, TestError>()
        let probe = UpstreamProbe()
        let subscriber = RecordingSubscriber<Int, TestError>(initial: .max(1))
        probe.watch(subject).dropFirst(2).subscribe(subscriber)
        for value in 1...4 { subject.send(value) }
        #expect(subscriber.values == [3], "the two dropped elements do not use the subscriber's demand of 1; 4 comes without demand")
        #expect(probe.requests == [.max(1), .max(1), .max(1)], "the request, then one more for each dropped element")
        subscriber.subscription?.request(.max(1))
        subject.send(5)
        subject.send(completion: .failure(TestError(code: 1)))
        #expect(subscriber.values == [3, 5])
        #expect(subscriber.completions == [.failure(TestError(code: 1))])
    }

    @Test("drop(while:) drops until the predicate first fails, then republishes everything; cancel reaches upstream")
    func dropWhile() {
        var values: [Int] = []
        _ = [1, 2, 5, 1, 6].publisher.drop(while: { $0 < 3 }).sink { values.append($0) }
        #expect(values == [5, 1, 6])

        let subject = PassthroughSubject<Int, Never>()
        let probe = UpstreamProbe()
        var received: [Int] = []
        let cancellable = probe.watch(subject).drop(while: { $0 < 3 }).sink { received.append($0) }
        subject.send(4)
        cancellable.cancel()
        subject.send(5)
        #expect(received == [4])
        #expect(probe.cancels == 1)
    }

    @Test("tryDrop(while:) fails with the predicate's error and cancels upstream")
    func tryDropWhile() {
        let subject = PassthroughSubject<Int, Never>()
        let probe = UpstreamProbe()
        var values: [Int] = []
        var completions: [TestError?] = []
        let cancellable = probe.watch(subject)
            .tryDrop(while: { value in
                if value == 2 { throw TestError(code: 2) }
                return true
            })
            .sink(
                receiveCompletion: { completion in
                    guard case .failure(let error) = completion else { return completions.append(nil) }
                    completions.append(error as? TestError)
                }, receiveValue: { values.append($0) })
        subject.send(1)
        subject.send(2)
        subject.send(3)
        #expect(values.isEmpty)
        #expect(completions == [TestError(code: 2)])
        #expect(probe.cancels == 1)
        _ = cancellable
    }

    @Test("prefix(n) publishes n elements, then cancels upstream and finishes; prefix(0) finishes at the first element")
    func prefix() {
        let subject = PassthroughSubject<Int, Never>()
        let probe = UpstreamProbe()
        let subscriber = RecordingSubscriber<Int, Never>(initial: .unlimited)
        probe.watch(subject).prefix(2).subscribe(subscriber)
        for value in 1...4 { subject.send(value) }
        #expect(subscriber.values == [1, 2])
        #expect(subscriber.completions == [.finished])
        #expect(probe.cancels == 1)

        var none: [Int] = []
        var finished = false
        _ = (1...3).publisher.prefix(0).sink(receiveCompletion: { _ in finished = true }, receiveValue: { none.append($0) })
        #expect(none.isEmpty)
        #expect(finished)

        let limited = RecordingSubscriber<Int, Never>(initial: .max(1))
        (1...10).publisher.prefix(3).subscribe(limited)
        #expect(limited.values == [1])
        limited.subscription?.request(.max(5))
        #expect(limited.values == [1, 2, 3])
        #expect(limited.completions == [.finished])
    }

    @Test("prefix(while:) publishes until the predicate fails, then cancels upstream and finishes")
    func prefixWhile() {
        let subject = PassthroughSubject<Int, Never>()
        let probe = UpstreamProbe()
        let subscriber = RecordingSubscriber<Int, Never>(initial: .unlimited)
        probe.watch(subject).prefix(while: { $0 < 3 }).subscribe(subscriber)
        for value in [1, 2, 3, 1] { subject.send(value) }
        #expect(subscriber.values == [1, 2])
        #expect(subscriber.completions == [.finished])
        #expect(probe.cancels == 1)

        var values: [Int] = []
        var completion: Subscribers.Completion<Error>?
        _ = (1...5).publisher
            .tryPrefix(while: { value in
                if value == 3 { throw TestError(code: 3) }
                return true
            })
            .sink(receiveCompletion: { completion = $0 }, receiveValue: { values.append($0) })
        #expect(values == [1, 2])
        guard case .failure(let error) = completion else {
            Issue.record("expected a failure, got \(String(describing: completion))")
            return
        }
        #expect(error as? TestError == TestError(code: 3))
    }

    @Test("output(at:) publishes only that element and finishes; output(in:) a range; an early finish publishes nothing")
    func output() {
        let subject = PassthroughSubject<String, Never>()
        let probe = UpstreamProbe()
        let subscriber = RecordingSubscriber<String, Never>(initial: .max(1))
        probe.watch(subject).output(at: 2).subscribe(subscriber)
        for value in ["a", "b", "c", "d"] { subject.send(value) }
        #expect(subscriber.values == ["c"])
        #expect(subscriber.completions == [.finished])
        #expect(probe.cancels == 1)

        var range: [Int] = []
        _ = (0..<10).publisher.output(in: 3...5).sink { range.append($0) }
        #expect(range == [3, 4, 5])

        var early: [Int] = []
        var finished = false
        _ = (0..<2).publisher.output(at: 5).sink(receiveCompletion: { _ in finished = true }, receiveValue: { early.append($0) })
        #expect(early.isEmpty)
        #expect(finished)
    }

    @Test("first() publishes the first element, cancels upstream and finishes; an empty stream just finishes")
    func first() {
        let subject = PassthroughSubject<Int, Never>()
        let probe = UpstreamProbe()
        let subscriber = RecordingSubscriber<Int, Never>(initial: .max(1))
        probe.watch(subject).first().subscribe(subscriber)
        #expect(probe.requests == [.unlimited], "first asks upstream for everything")
        subject.send(5)
        subject.send(6)
        #expect(subscriber.values == [5])
        #expect(subscriber.completions == [.finished])
        #expect(probe.cancels == 1)

        let empty = RecordingSubscriber<Int, Never>(initial: .none)
        Empty<Int, Never>().first().subscribe(empty)
        #expect(empty.values.isEmpty)
        #expect(empty.completions == [.finished], "no element: the completion needs no demand")
    }

    @Test("first() waits for demand before it publishes, then finishes")
    func firstWaitsForDemand() {
        let subject = PassthroughSubject<Int, Never>()
        let subscriber = RecordingSubscriber<Int, Never>(initial: .none)
        subject.first().subscribe(subscriber)
        subject.send(7)
        #expect(subscriber.values.isEmpty)
        #expect(subscriber.completions.isEmpty)
        subscriber.subscription?.request(.max(1))
        #expect(subscriber.values == [7])
        #expect(subscriber.completions == [.finished])
    }

    @Test("first(where:) and tryFirst(where:)")
    func firstWhere() {
        var values: [Int] = []
        _ = [1, 4, 6].publisher.first(where: { $0 > 3 }).sink { values.append($0) }
        #expect(values == [4])

        var completion: Subscribers.Completion<Error>?
        _ = [1, 4].publisher
            .tryFirst(where: { value in
                if value == 1 { throw TestError(code: 1) }
                return true
            })
            .sink(receiveCompletion: { completion = $0 }, receiveValue: { values.append($0) })
        #expect(values == [4])
        guard case .failure(let error) = completion else {
            Issue.record("expected a failure, got \(String(describing: completion))")
            return
        }
        #expect(error as? TestError == TestError(code: 1))
    }

    @Test("last() publishes the last element once upstream finishes; a failure goes down alone")
    func last() {
        let subject = PassthroughSubject<Int, TestError>()
        let subscriber = RecordingSubscriber<Int, TestError>(initial: .max(1))
        subject.last().subscribe(subscriber)
        subject.send(1)
        subject.send(2)
        #expect(subscriber.values.isEmpty, "nothing before the upstream publisher finishes")
        subject.send(completion: .finished)
        #expect(subscriber.values == [2])
        #expect(subscriber.completions == [.finished])

        let failing = PassthroughSubject<Int, TestError>()
        let failed = RecordingSubscriber<Int, TestError>(initial: .unlimited)
        failing.last(where: { $0 > 0 }).subscribe(failed)
        failing.send(3)
        failing.send(completion: .failure(TestError(code: 9)))
        #expect(failed.values.isEmpty)
        #expect(failed.completions == [.failure(TestError(code: 9))])

        var values: [Int] = []
        _ = [5, 2, 8, 1].publisher.last(where: { $0 > 4 }).sink { values.append($0) }
        #expect(values == [8])
    }
}
