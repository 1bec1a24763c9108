import Combine
import Testing

// dropFirst and drop(while:): elements dropped at the start, then everything republished.
// https://developer.apple.com/documentation/combine/publishers/drop, https://developer.apple.com/documentation/combine/publishers/dropwhile, https://developer.apple.com/documentation/combine/publishers/trydropwhile

@Suite("dropFirst, drop(while:)")
struct DropTests {
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

    @Test("dropFirst and drop(while:) keep the contract")
    func contract() {
        Contract.demand(first: 1, expectedFirst: ["3"], expectedAll: ["3", "4", "5"]) { $0.dropFirst(2) }
        Contract.completion(expected: ["2", "3"]) { $0.dropFirst() }
        Contract.cancellation { $0.dropFirst(0) }
        Contract.demand(first: 1, expectedFirst: ["3"], expectedAll: ["3", "4", "5"]) { $0.drop(while: { $0 < 3 }) }
        Contract.completion(expected: ["2", "3"]) { $0.drop(while: { $0 < 2 }) }
        Contract.cancellation { $0.drop(while: { _ in false }) }
        Contract.completion(expected: ["3"]) { $0.tryDrop(while: { $0 < 3 }) }
        Contract.cancellation { $0.tryDrop(while: { _ in false }) }
    }
}
