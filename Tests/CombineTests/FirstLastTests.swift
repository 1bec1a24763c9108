import Combine
import Testing

// first and last: the first element (or first matching) at once, the last once upstream finishes.
// https://developer.apple.com/documentation/combine/publishers/first, https://developer.apple.com/documentation/combine/publishers/firstwhere, https://developer.apple.com/documentation/combine/publishers/last, https://developer.apple.com/documentation/combine/publishers/lastwhere

@Suite("first, last")
struct FirstLastTests {
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

    @Test("first(where:) and last keep the contract")
    func contract() {
        Contract.demand(first: 1, expectedFirst: ["3"], expectedAll: ["3"]) { $0.first(where: { $0 > 2 }) }
        Contract.completion(expected: []) { $0.first(where: { $0 > 5 }) }
        Contract.cancellation { $0.first(where: { $0 > 5 }) }
        Contract.demand(first: 1, expectedFirst: ["5"], expectedAll: ["5"]) { $0.last() }
        Contract.completion(expected: ["3"]) { $0.last() }
        Contract.cancellation { $0.last() }
        Contract.completion(expected: ["2"]) { $0.last(where: { $0 < 3 }) }
        Contract.cancellation { $0.tryLast(where: { _ in true }) }
        Contract.cancellation { $0.tryFirst(where: { _ in false }) }
    }
}
