import Combine
import Testing

// setFailureType: the same elements and completion, with a failure type that never occurs.
// https://developer.apple.com/documentation/combine/publishers/setfailuretype

@Suite("setFailureType")
struct SetFailureTypeTests {
    @Test("setFailureType changes only the type")
    func setFailureType() {
        var values: [Int] = []
        let cancellable = Just(3).setFailureType(to: TestError.self)
            .merge(with: Fail<Int, TestError>(error: TestError(code: 9)).prepend(4))
            .sink(receiveCompletion: { _ in }, receiveValue: { values.append($0) })
        #expect(values == [3, 4])
        _ = cancellable
    }

    @Test("setFailureType passes demand, values, completion and cancel through")
    func passesThrough() {
        let probe = UpstreamProbe()
        let subscriber = RecordingSubscriber<Int, TestError>(initial: .max(1))
        probe.watch((1...3).publisher).setFailureType(to: TestError.self).subscribe(subscriber)
        #expect(subscriber.log == ["value 1"])
        subscriber.subscription?.request(.max(5))
        #expect(subscriber.log == ["value 1", "value 2", "value 3", "finished"])

        let subject = PassthroughSubject<Int, Never>()
        let cancelled = RecordingSubscriber<Int, TestError>(initial: .unlimited)
        let cancelProbe = UpstreamProbe()
        cancelProbe.watch(subject).setFailureType(to: TestError.self).subscribe(cancelled)
        subject.send(1)
        cancelled.subscription?.cancel()
        cancelled.subscription?.cancel()
        subject.send(2)
        #expect(cancelled.values == [1])
        #expect(cancelProbe.cancels == 1)
    }
}
