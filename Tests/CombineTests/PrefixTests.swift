import Combine
import Testing

// prefix, prefix(while:) and output(at:)/(in:): elements up to a count, a predicate or an index,
// then the upstream cancelled and finished. https://developer.apple.com/documentation/combine/publishers/output, https://developer.apple.com/documentation/combine/publishers/prefixwhile,
// https://developer.apple.com/documentation/combine/publishers/tryprefixwhile

@Suite("prefix, prefix(while:), output(at:)")
struct PrefixTests {
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

    @Test("prefix, prefix(while:) and output(in:) keep the contract")
    func contract() {
        Contract.demand(first: 2, expectedFirst: ["1", "2"], expectedAll: ["1", "2", "3", "4"]) { $0.prefix(4) }
        Contract.completion(expected: ["1", "2", "3"]) { $0.prefix(5) }
        Contract.cancellation { $0.prefix(5) }
        Contract.demand(first: 1, expectedFirst: ["1"], expectedAll: ["1", "2"]) { $0.prefix(while: { $0 < 3 }) }
        Contract.completion(expected: ["1", "2", "3"]) { $0.prefix(while: { $0 < 5 }) }
        Contract.cancellation { $0.prefix(while: { _ in true }) }
        Contract.completion(expected: ["1", "2", "3"]) { $0.tryPrefix(while: { $0 < 5 }) }
        Contract.cancellation { $0.tryPrefix(while: { _ in true }) }
        Contract.demand(first: 1, expectedFirst: ["2"], expectedAll: ["2", "3"]) { $0.output(in: 1...2) }
        Contract.completion(expected: ["2", "3"]) { $0.output(in: 1...5) }
        Contract.cancellation { $0.output(in: 0...5) }
    }
}
