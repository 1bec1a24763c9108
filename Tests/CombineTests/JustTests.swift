import Combine
import Testing

// The simplest publishers: Just (one element, then finished), Empty, Fail, Deferred.
// https://developer.apple.com/documentation/combine/just, https://developer.apple.com/documentation/combine/empty, https://developer.apple.com/documentation/combine/fail, https://developer.apple.com/documentation/combine/deferred

@Suite("Just, Empty, Fail, Deferred")
struct JustTests {
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

    @Test("Just waits for demand, then publishes its element and finishes; cancelled first, it publishes nothing")
    func justWaitsForDemand() {
        let subscriber = RecordingSubscriber<Int, Never>(initial: .none)
        Just(4).subscribe(subscriber)
        #expect(subscriber.log.isEmpty)
        subscriber.subscription?.request(.max(1))
        #expect(subscriber.log == ["value 4", "finished"])
        subscriber.subscription?.request(.max(1))
        #expect(subscriber.log == ["value 4", "finished"], "one element, once")

        let cancelled = RecordingSubscriber<Int, Never>(initial: .none)
        Just(4).subscribe(cancelled)
        cancelled.subscription?.cancel()
        cancelled.subscription?.request(.max(1))
        #expect(cancelled.log.isEmpty)
    }

    // Not documented: seen in Apple's Combine: a completion needs no demand.
    @Test("Empty and Fail complete without demand")
    func completeWithoutDemand() {
        let empty = RecordingSubscriber<Int, TestError>(initial: .none)
        Empty<Int, TestError>().subscribe(empty)
        #expect(empty.log == ["finished"])
        let failed = RecordingSubscriber<Int, TestError>(initial: .none)
        Fail<Int, TestError>(error: TestError(code: 2)).subscribe(failed)
        #expect(failed.completions == [.failure(TestError(code: 2))])
    }

    @Test("Deferred makes a new publisher for each subscriber, when it subscribes")
    func deferred() {
        var made = 0
        let deferred = Deferred { () -> Just<Int> in
            made += 1
            return Just(made)
        }
        #expect(made == 0)
        var values: [Int] = []
        _ = deferred.sink { values.append($0) }
        _ = deferred.sink { values.append($0) }
        #expect(values == [1, 2])
        #expect(made == 2)
    }
}
