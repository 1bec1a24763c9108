import Combine
import Testing

// scan (a result per element), reduce, collect, count and ignoreOutput (one result, or none, when
// upstream finishes). https://developer.apple.com/documentation/combine/publishers/scan, https://developer.apple.com/documentation/combine/publishers/reduce, https://developer.apple.com/documentation/combine/publishers/collect,
// https://developer.apple.com/documentation/combine/publishers/collectbycount, https://developer.apple.com/documentation/combine/publishers/count, https://developer.apple.com/documentation/combine/publishers/ignoreoutput

@Suite("scan, reduce, collect, count, ignoreOutput")
struct ReduceTests {
    @Test("scan publishes each running result; tryScan fails with the closure's error")
    func scan() {
        var values: [Int] = []
        _ = (1...4).publisher.scan(0, +).sink { values.append($0) }
        #expect(values == [1, 3, 6, 10])

        let subscriber = RecordingSubscriber<Int, Never>(initial: .max(2))
        (1...4).publisher.scan(10, +).subscribe(subscriber)
        #expect(subscriber.values == [11, 13], "one result per element the subscriber asked for")

        var completion: Subscribers.Completion<Error>?
        var tried: [Int] = []
        _ = (1...4).publisher
            .tryScan(0) { sum, value in
                if value == 3 { throw TestError(code: 3) }
                return sum + value
            }
            .sink(receiveCompletion: { completion = $0 }, receiveValue: { tried.append($0) })
        #expect(tried == [1, 3])
        #expect(failure(completion) as? TestError == TestError(code: 3))
    }

    @Test("reduce publishes one result when upstream finishes, once asked; a failure goes down instead")
    func reduce() {
        let subject = PassthroughSubject<Int, TestError>()
        let subscriber = RecordingSubscriber<String, TestError>(initial: .none)
        subject.reduce("") { $0 + "\($1)" }.subscribe(subscriber)
        subject.send(1)
        subject.send(2)
        subject.send(completion: .finished)
        #expect(subscriber.values.isEmpty, "no demand yet")
        subscriber.subscription?.request(.max(1))
        #expect(subscriber.values == ["12"])
        #expect(subscriber.completions == [.finished])

        let failing = PassthroughSubject<Int, TestError>()
        let failed = RecordingSubscriber<Int, TestError>(initial: .unlimited)
        failing.reduce(0, +).subscribe(failed)
        failing.send(1)
        failing.send(completion: .failure(TestError(code: 4)))
        #expect(failed.values.isEmpty)
        #expect(failed.completions == [.failure(TestError(code: 4))])

        let probe = UpstreamProbe()
        let subject2 = PassthroughSubject<Int, Never>()
        var completion: Subscribers.Completion<Error>?
        let cancellable = probe.watch(subject2)
            .tryReduce(0) { sum, value in
                if value < 0 { throw TestError(code: value) }
                return sum + value
            }
            .sink(receiveCompletion: { completion = $0 }, receiveValue: { _ in })
        subject2.send(1)
        subject2.send(-5)
        #expect(failure(completion) as? TestError == TestError(code: -5))
        #expect(probe.cancels == 1)
        _ = cancellable
    }

    @Test("collect() gathers everything into one array at the end")
    func collect() {
        var arrays: [[Int]] = []
        _ = (1...4).publisher.collect().sink { arrays.append($0) }
        #expect(arrays == [[1, 2, 3, 4]])
        var empty: [[Int]] = []
        _ = Empty<Int, Never>().collect().sink { empty.append($0) }
        #expect(empty == [[]], "an empty stream collects an empty array")
    }

    @Test("collect(n) publishes arrays of n, the rest at the end; each array asked for is n elements asked upstream")
    func collectByCount() {
        let probe = UpstreamProbe()
        let subscriber = RecordingSubscriber<[Int], Never>(initial: .max(1))
        probe.watch((1...5).publisher).collect(2).subscribe(subscriber)
        #expect(subscriber.values == [[1, 2]])
        #expect(probe.requests == [.max(2)])
        subscriber.subscription?.request(.max(1))
        #expect(subscriber.values == [[1, 2], [3, 4]])
        subscriber.subscription?.request(.max(1))
        #expect(subscriber.values == [[1, 2], [3, 4], [5]])
        #expect(subscriber.completions == [.finished])

        let subject = PassthroughSubject<Int, TestError>()
        let failed = RecordingSubscriber<[Int], TestError>(initial: .unlimited)
        subject.collect(3).subscribe(failed)
        subject.send(1)
        subject.send(completion: .failure(TestError(code: 1)))
        #expect(failed.values.isEmpty, "a failure drops the partial array")
        #expect(failed.completions == [.failure(TestError(code: 1))])
    }

    @Test("count publishes the number of elements; ignoreOutput only the completion, asking upstream for everything")
    func countAndIgnoreOutput() {
        var counts: [Int] = []
        _ = (1...7).publisher.count().sink { counts.append($0) }
        #expect(counts == [7])

        let probe = UpstreamProbe()
        let subscriber = RecordingSubscriber<Never, Never>(initial: .none)
        probe.watch((1...3).publisher).ignoreOutput().subscribe(subscriber)
        #expect(probe.requests == [.unlimited])
        #expect(subscriber.completions == [.finished])

        let subject = PassthroughSubject<Int, TestError>()
        let failed = RecordingSubscriber<Never, TestError>(initial: .unlimited)
        subject.ignoreOutput().subscribe(failed)
        subject.send(1)
        subject.send(completion: .failure(TestError(code: 2)))
        #expect(failed.completions == [.failure(TestError(code: 2))])
    }

    @Test("scan, reduce, collect, count and ignoreOutput keep the contract")
    func contract() {
        Contract.demand(first: 2, expectedFirst: ["1", "3"], expectedAll: ["1", "3", "6", "10", "15"]) { $0.scan(0, +) }
        Contract.completion(expected: ["1", "3", "6"]) { $0.scan(0, +) }
        Contract.cancellation { $0.scan(0, +) }
        Contract.completion(expected: ["1", "3", "6"]) { $0.tryScan(0, +) }
        Contract.cancellation { $0.tryScan(0, +) }
        Contract.demand(first: 1, expectedFirst: ["15"], expectedAll: ["15"]) { $0.reduce(0, +) }
        Contract.completion(expected: ["6"]) { $0.reduce(0, +) }
        Contract.cancellation { $0.reduce(0, +) }
        Contract.completion(expected: ["6"]) { $0.tryReduce(0, +) }
        Contract.cancellation { $0.tryReduce(0, +) }
        Contract.demand(first: 1, expectedFirst: ["[1, 2, 3, 4, 5]"], expectedAll: ["[1, 2, 3, 4, 5]"]) { $0.collect() }
        Contract.completion(expected: ["[1, 2, 3]"]) { $0.collect() }
        Contract.cancellation { $0.collect() }
        Contract.demand(first: 1, expectedFirst: ["[1, 2]"], expectedAll: ["[1, 2]", "[3, 4]", "[5]"]) { $0.collect(2) }
        Contract.completion(expected: ["[1, 2]", "[3]"]) { $0.collect(2) }
        Contract.cancellation { $0.collect(2) }
        Contract.demand(first: 1, expectedFirst: ["5"], expectedAll: ["5"]) { $0.count() }
        Contract.completion(expected: ["3"]) { $0.count() }
        Contract.cancellation { $0.count() }
        Contract.completion(expected: []) { $0.ignoreOutput() }
        Contract.cancellation { $0.ignoreOutput() }
    }
}
