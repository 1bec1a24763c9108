import Combine
import Testing

// prepend and append: one publisher's elements, then the other's, each subscribed in turn.
// https://developer.apple.com/documentation/combine/publishers/concatenate

@Suite("prepend, append")
struct ConcatenateTests {
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

    @Test("prepend and append keep the contract")
    func contract() {
        Contract.demand(first: 2, expectedFirst: ["0", "1"], expectedAll: ["0", "1", "2", "3", "4", "5"]) { $0.prepend(0) }
        Contract.completion(expected: ["0", "1", "2", "3"]) { $0.prepend(0) }
        Contract.cancellation { $0.prepend(0) }
        Contract.demand(first: 5, expectedFirst: ["1", "2", "3", "4", "5"], expectedAll: ["1", "2", "3", "4", "5", "9"]) { $0.append(9) }
        Contract.completion(expected: ["1", "2", "3", "9"]) { $0.append(9) }
        Contract.cancellation { $0.append(9) }
    }

    // Not documented: seen in Apple's Combine.
    @Test("append's suffix is not subscribed after the prefix fails")
    func failureSkipsSuffix() {
        let probe = UpstreamProbe()
        var subscriptions = 0
        let suffix = probe.watch(Just(9).setFailureType(to: TestError.self)).handleEvents(receiveSubscription: { _ in subscriptions += 1 })
        let subscriber = RecordingSubscriber<Int, TestError>(initial: .unlimited)
        Fail<Int, TestError>(error: TestError(code: 1)).append(suffix).subscribe(subscriber)
        #expect(subscriber.values.isEmpty)
        #expect(subscriber.completions == [.failure(TestError(code: 1))])
        #expect(subscriptions == 0)
    }
}
