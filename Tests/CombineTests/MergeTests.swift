import Combine
import Testing

// merge: elements of every upstream as they arrive; finished once all have finished; the first
// failure ends it. https://developer.apple.com/documentation/combine/publishers/merge, https://developer.apple.com/documentation/combine/publishers/mergemany

@Suite("merge, MergeMany")
struct MergeTests {
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

    @Test("merge keeps the contract")
    func contract() {
        Contract.demand(first: 2, expectedFirst: ["1", "2"], expectedAll: ["1", "2", "3", "4", "5"]) { $0.merge(with: Empty()) }
        Contract.completion(expected: ["1", "2", "3"]) { $0.merge(with: Empty()) }
        Contract.cancellation { $0.merge(with: Empty(completeImmediately: false)) }
    }

    // Not documented: seen in Apple's Combine (Apple documents only that the merge fails with the error).
    @Test("Cancelling a merge cancels every upstream; a failure cancels the others")
    func cancelReachesEveryUpstream() {
        let first = UpstreamProbe()
        let second = UpstreamProbe()
        let cancellable = first.watch(PassthroughSubject<Int, Never>()).merge(with: second.watch(PassthroughSubject<Int, Never>())).sink {
            _ in
        }
        cancellable.cancel()
        #expect(first.cancels == 1)
        #expect(second.cancels == 1)

        let failing = PassthroughSubject<Int, TestError>()
        let other = UpstreamProbe()
        let subscriber = RecordingSubscriber<Int, TestError>(initial: .unlimited)
        failing.merge(with: other.watch(PassthroughSubject<Int, TestError>())).subscribe(subscriber)
        failing.send(completion: .failure(TestError(code: 3)))
        #expect(subscriber.completions == [.failure(TestError(code: 3))])
        #expect(other.cancels == 1, "the publisher still going is cancelled")
    }
}
