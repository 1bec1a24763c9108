import Combine
import Testing

// catch: on a failure, the elements of the publisher the handler returns.
// https://developer.apple.com/documentation/combine/publishers/catch

@Suite("catch")
struct CatchTests {
    @Test("catch replaces a failed publisher, carrying over the subscriber's outstanding demand")
    func catchReplaces() {
        let subject = PassthroughSubject<Int, TestError>()
        let subscriber = RecordingSubscriber<Int, Never>(initial: .max(2))
        var caught: [TestError] = []
        subject
            .catch { error -> Publishers.Sequence<[Int], Never> in
                caught.append(error)
                return [7, 8, 9].publisher
            }
            .subscribe(subscriber)
        subject.send(1)
        subject.send(completion: .failure(TestError(code: 5)))
        #expect(caught == [TestError(code: 5)])
        #expect(subscriber.values == [1, 7], "one element left of the demand of 2")
        subscriber.subscription?.request(.max(5))
        #expect(subscriber.values == [1, 7, 8, 9])
        #expect(subscriber.completions == [.finished])

        var values: [Int] = []
        var finished = false
        _ = [1, 2].publisher.setFailureType(to: TestError.self).catch { _ in Just(0) }
            .sink(receiveCompletion: { _ in finished = true }, receiveValue: { values.append($0) })
        #expect(values == [1, 2], "no failure, no replacement")
        #expect(finished)
    }

    @Test("cancelling a catch cancels the replacement")
    func catchCancel() {
        let subject = PassthroughSubject<Int, TestError>()
        let replacement = PassthroughSubject<Int, Never>()
        let probe = UpstreamProbe()
        var values: [Int] = []
        let cancellable = subject.catch { _ in probe.watch(replacement) }.sink { values.append($0) }
        subject.send(completion: .failure(TestError(code: 1)))
        replacement.send(3)
        cancellable.cancel()
        replacement.send(4)
        #expect(values == [3])
        #expect(probe.cancels == 1)
    }

    @Test("catch keeps the contract")
    func contract() {
        let handler = { (_: TestError) in Just(0) }
        Contract.demand(first: 2, expectedFirst: ["1", "2"], expectedAll: ["1", "2", "3", "4", "5"]) { $0.catch(handler) }
        Contract.completion(expected: ["1", "2", "3"], failure: false) { $0.catch(handler) }
        Contract.cancellation { $0.catch(handler) }
    }
}
