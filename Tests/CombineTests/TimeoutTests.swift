import Combine
import Testing

// timeout: finished (or failed with the custom error) when no element comes within the interval.
// https://developer.apple.com/documentation/combine/publishers/timeout

@Suite("timeout")
struct TimeoutTests {
    @Test("timeout finishes (or fails with the custom error) when no element comes within the interval")
    func timeout() {
        let scheduler = ManualScheduler()
        let subject = PassthroughSubject<Int, TestError>()
        let probe = UpstreamProbe()
        let subscriber = RecordingSubscriber<Int, TestError>(initial: .unlimited)
        probe.watch(subject).timeout(.init(5), scheduler: scheduler).subscribe(subscriber)
        scheduler.advance(by: 4)
        subject.send(1)
        scheduler.advance(by: 4)
        #expect(subscriber.values == [1], "the element moved the deadline to 9")
        #expect(subscriber.completions.isEmpty)
        scheduler.advance(by: 1)
        #expect(subscriber.completions == [.finished])
        #expect(probe.cancels == 1)

        let failing = PassthroughSubject<Int, TestError>()
        let failed = RecordingSubscriber<Int, TestError>(initial: .unlimited)
        failing.timeout(.init(3), scheduler: scheduler, customError: { TestError(code: 408) }).subscribe(failed)
        scheduler.advance(by: 3)
        #expect(failed.completions == [.failure(TestError(code: 408))])
        failing.send(2)
        scheduler.advance()
        #expect(failed.values.isEmpty)
    }

    @Test("timeout passes the upstream completion through the scheduler and never fires after it")
    func timeoutAfterCompletion() {
        let scheduler = ManualScheduler()
        let subscriber = RecordingSubscriber<Int, Never>(initial: .unlimited)
        Just(7).timeout(.init(5), scheduler: scheduler).subscribe(subscriber)
        #expect(subscriber.values.isEmpty)
        scheduler.advance(by: 10)
        #expect(subscriber.values == [7])
        #expect(subscriber.completions == [.finished])
    }

    @Test("timeout keeps the contract")
    func contract() {
        let scheduler = ManualScheduler()
        Contract.completion(expected: ["1", "2", "3"], run: { scheduler.advance() }) { $0.timeout(.init(100), scheduler: scheduler) }
        Contract.cancellation(run: { scheduler.advance() }) { $0.timeout(.init(100), scheduler: scheduler) }

        let subscriber = RecordingSubscriber<Int, Never>(initial: .unlimited)
        let subject = PassthroughSubject<Int, Never>()
        subject.timeout(.init(5), scheduler: scheduler).subscribe(subscriber)
        subscriber.subscription?.cancel()
        scheduler.advance(by: 10)
        #expect(subscriber.log.isEmpty, "no timeout after cancel")
    }
}
