import Combine
import Testing

// switchToLatest: the elements of the latest publisher the upstream published; the previous one is
// cancelled. https://developer.apple.com/documentation/combine/publishers/switchtolatest

@Suite("switchToLatest")
struct SwitchToLatestTests {
    @Test("switchToLatest cancels the previous publisher when a new one arrives, and finishes after the outer and the latest inner")
    func switchToLatest() {
        let outer = PassthroughSubject<AnyPublisher<Int, Never>, Never>()
        let first = PassthroughSubject<Int, Never>()
        let second = PassthroughSubject<Int, Never>()
        let firstProbe = UpstreamProbe()
        let subscriber = RecordingSubscriber<Int, Never>(initial: .unlimited)
        outer.switchToLatest().subscribe(subscriber)
        outer.send(firstProbe.watch(first).eraseToAnyPublisher())
        first.send(1)
        outer.send(second.eraseToAnyPublisher())
        #expect(firstProbe.cancels == 1)
        first.send(2)
        second.send(3)
        outer.send(completion: .finished)
        #expect(subscriber.completions.isEmpty, "the latest inner publisher is still going")
        second.send(4)
        second.send(completion: .finished)
        #expect(subscriber.values == [1, 3, 4])
        #expect(subscriber.completions == [.finished])
    }

    @Test("switchToLatest carries the subscriber's outstanding demand to the new publisher; an inner failure fails it")
    func switchToLatestDemandAndFailure() {
        let outer = PassthroughSubject<Publishers.Sequence<[Int], TestError>, TestError>()
        let subscriber = RecordingSubscriber<Int, TestError>(initial: .max(3))
        outer.switchToLatest().subscribe(subscriber)
        outer.send(Publishers.Sequence(sequence: [1, 2]))
        outer.send(Publishers.Sequence(sequence: [5, 6, 7]))
        #expect(subscriber.values == [1, 2, 5])
        subscriber.subscription?.request(.max(1))
        #expect(subscriber.values == [1, 2, 5, 6])

        let failing = PassthroughSubject<Fail<Int, TestError>, TestError>()
        let probe = UpstreamProbe()
        let failed = RecordingSubscriber<Int, TestError>(initial: .unlimited)
        probe.watch(failing).switchToLatest().subscribe(failed)
        failing.send(Fail(error: TestError(code: 8)))
        #expect(failed.completions == [.failure(TestError(code: 8))])
        #expect(probe.cancels == 1, "the outer publisher is cancelled")
    }

    @Test("switchToLatest keeps the contract")
    func contract() {
        let inner = { (value: Int) in Just(value).setFailureType(to: TestError.self) }
        // Just(3) and Just(4) wait for demand and are replaced before it comes.
        Contract.demand(first: 2, expectedFirst: ["1", "2"], expectedAll: ["1", "2", "5"]) { $0.map(inner).switchToLatest() }
        Contract.completion(expected: ["1", "2", "3"]) { $0.map(inner).switchToLatest() }
        Contract.cancellation { $0.map(inner).switchToLatest() }
    }

    @Test("Cancelling a switchToLatest cancels the current inner publisher")
    func cancelReachesInner() {
        let outer = PassthroughSubject<Int, Never>()
        let probe = UpstreamProbe()
        let cancellable = outer.map { _ in probe.watch(PassthroughSubject<Int, Never>()) }.switchToLatest().sink { _ in }
        outer.send(1)
        cancellable.cancel()
        #expect(probe.cancels == 1)
    }
}
