import Combine
import Testing

// flatMap: a publisher for each element, their elements merged; finished after the upstream
// and every inner publisher; at most maxPublishers inner publishers at a time.
// https://developer.apple.com/documentation/combine/publishers/flatmap

@Suite("flatMap")
struct FlatMapTests {
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

    @Test("flatMap keeps the contract")
    func contract() {
        Contract.demand(first: 2, expectedFirst: ["1", "2"], expectedAll: ["1", "2", "3", "4", "5"]) {
            $0.flatMap { Just($0).setFailureType(to: TestError.self) }
        }
        Contract.completion(expected: ["10", "20", "30"]) { $0.flatMap { Just($0 * 10).setFailureType(to: TestError.self) } }
        Contract.cancellation { $0.flatMap { Just($0).setFailureType(to: TestError.self) } }
    }

    @Test("Cancelling a flatMap cancels the inner publishers too")
    func cancelReachesInner() {
        let upstream = PassthroughSubject<Int, Never>()
        let inner = UpstreamProbe()
        let cancellable = upstream.flatMap { _ in inner.watch(PassthroughSubject<Int, Never>()) }.sink { _ in }
        upstream.send(1)
        upstream.send(2)
        cancellable.cancel()
        #expect(inner.cancels == 2)
    }

    // Not documented: seen in Apple's Combine: maxPublishers is what upstream is asked for (Apple documents it as the
    // most inner subscriptions at a time).
    @Test("flatMap(maxPublishers: .max(1)) asks upstream for the next element when the inner publisher finishes")
    func maxPublishers() {
        let probe = UpstreamProbe()
        let inners = [PassthroughSubject<Int, Never>(), PassthroughSubject<Int, Never>()]
        var values: [Int] = []
        let cancellable = probe.watch([0, 1].publisher).flatMap(maxPublishers: .max(1)) { index in inners[index].prefix(1) }
            .sink { values.append($0) }
        #expect(probe.requests == [.max(1)])
        inners[1].send(99)
        inners[0].send(10)
        #expect(probe.requests == [.max(1), .max(1)])
        inners[1].send(11)
        #expect(values == [10, 11], "99 was sent before the second inner publisher was subscribed")
        _ = cancellable
    }
}
