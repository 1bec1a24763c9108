import Combine
import Testing

// throttle: at most one element per interval, the first or the latest.
// https://developer.apple.com/documentation/combine/publishers/throttle

@Suite("throttle")
struct ThrottleTests {
    @Test("throttle latest: true publishes the first element at once, then the latest of each interval")
    func throttleLatest() {
        let scheduler = ManualScheduler()
        let subject = PassthroughSubject<Int, Never>()
        var log: [String] = []
        let cancellable = subject.throttle(for: .init(10), scheduler: scheduler, latest: true)
            .sink { log.append("\($0) at \(scheduler.now.ticks)") }
        subject.send(1)
        scheduler.advance()
        subject.send(2)
        scheduler.advance(by: 3)
        subject.send(3)
        scheduler.advance(by: 3)
        subject.send(4)
        scheduler.advance(by: 10)
        #expect(log == ["1 at 0", "4 at 10"])
        scheduler.advance(by: 20)
        subject.send(5)
        scheduler.advance()
        #expect(log == ["1 at 0", "4 at 10", "5 at 36"], "after a quiet interval, the next element goes at once")
        _ = cancellable
    }

    @Test("throttle latest: false publishes the first element of each interval")
    func throttleFirst() {
        let scheduler = ManualScheduler()
        let subject = PassthroughSubject<Int, Never>()
        var log: [String] = []
        let cancellable = subject.throttle(for: .init(10), scheduler: scheduler, latest: false)
            .sink { log.append("\($0) at \(scheduler.now.ticks)") }
        subject.send(1)
        scheduler.advance()
        subject.send(2)
        scheduler.advance(by: 3)
        subject.send(3)
        subject.send(4)
        scheduler.advance(by: 10)
        #expect(log == ["1 at 0", "2 at 10"])
        _ = cancellable
    }

    @Test("throttle: a waiting element goes out before the completion; demand limits what goes out; cancel reaches upstream")
    func throttleCompletionDemandCancel() {
        let scheduler = ManualScheduler()
        let subject = PassthroughSubject<Int, Never>()
        let subscriber = RecordingSubscriber<Int, Never>(initial: .max(5))
        subject.throttle(for: .init(10), scheduler: scheduler, latest: true).subscribe(subscriber)
        subject.send(1)
        scheduler.advance()
        subject.send(2)
        subject.send(completion: .finished)
        scheduler.advance()
        #expect(subscriber.values == [1, 2])
        #expect(subscriber.completions == [.finished])

        let limited = RecordingSubscriber<Int, Never>(initial: .max(1))
        let source = PassthroughSubject<Int, Never>()
        let probe = UpstreamProbe()
        probe.watch(source).throttle(for: .init(1), scheduler: scheduler, latest: true).subscribe(limited)
        #expect(probe.requests == [.unlimited])
        source.send(1)
        scheduler.advance(by: 2)
        source.send(2)
        scheduler.advance(by: 2)
        #expect(limited.values == [1], "no demand for 2: dropped")
        limited.subscription?.cancel()
        #expect(probe.cancels == 1)
    }

    @Test("throttle stops at cancel, cancelling upstream once")
    func cancel() {
        let scheduler = ManualScheduler()
        Contract.cancellation(run: { scheduler.advance(by: 20) }) { $0.throttle(for: .init(10), scheduler: scheduler, latest: true) }
        Contract.cancellation(run: { scheduler.advance(by: 20) }) { $0.throttle(for: .init(10), scheduler: scheduler, latest: false) }
    }

    @Test("throttle forwards a failure")
    func failure() {
        let scheduler = ManualScheduler()
        let subject = PassthroughSubject<Int, TestError>()
        let subscriber = RecordingSubscriber<Int, TestError>(initial: .unlimited)
        subject.throttle(for: .init(10), scheduler: scheduler, latest: false).subscribe(subscriber)
        subject.send(1)
        scheduler.advance()
        subject.send(completion: .failure(TestError(code: 2)))
        scheduler.advance(by: 10)
        #expect(subscriber.log == ["value 1", "failure TestError(code: 2)"])
    }
}
