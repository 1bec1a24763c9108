import Combine
import Foundation
import Testing

// delay, throttle, timeout and subscribe(on:) on a scheduler whose time moves only when the
// test says so (`ManualScheduler`, ticks).

@Suite("Time operators: delay, throttle, timeout, subscribe(on:)")
struct TimeOperatorTests {
    @Test("delay delivers each element and the completion the interval after it arrived, in order")
    func delay() {
        let scheduler = ManualScheduler()
        let subject = PassthroughSubject<String, Never>()
        var log: [String] = []
        let cancellable = subject.delay(for: .init(10), scheduler: scheduler)
            .sink(
                receiveCompletion: { _ in log.append("finished at \(scheduler.now.ticks)") },
                receiveValue: { log.append("\($0) at \(scheduler.now.ticks)") })
        subject.send("a")
        scheduler.advance(by: 4)
        subject.send("b")
        subject.send(completion: .finished)
        scheduler.advance(by: 5)
        #expect(log.isEmpty)
        scheduler.advance(by: 1)
        #expect(log == ["a at 10"])
        scheduler.advance(by: 10)
        #expect(log == ["a at 10", "b at 14", "finished at 14"])
        _ = cancellable
    }

    @Test("delay passes the subscriber's demand upstream, and delivers nothing after cancellation")
    func delayDemandAndCancel() {
        let scheduler = ManualScheduler()
        let probe = UpstreamProbe()
        let subscriber = RecordingSubscriber<Int, Never>(initial: .max(2))
        probe.watch((1...5).publisher).delay(for: .init(1), scheduler: scheduler).subscribe(subscriber)
        scheduler.advance(by: 1)
        #expect(subscriber.values == [1, 2])
        #expect(probe.requests == [.max(2)])

        let subject = PassthroughSubject<Int, Never>()
        var values: [Int] = []
        let cancellable = probe.watch(subject).delay(for: .init(5), scheduler: scheduler).sink { values.append($0) }
        subject.send(1)
        cancellable.cancel()
        scheduler.advance(by: 10)
        #expect(values.isEmpty)
        #expect(probe.cancels == 1)
    }

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

    @Test("subscribe(on:) subscribes, requests and cancels through the scheduler")
    func subscribeOn() {
        let scheduler = ManualScheduler()
        var log: [String] = []
        let upstream = [1, 2].publisher.handleEvents(
            receiveSubscription: { _ in log.append("subscribed") }, receiveCancel: { log.append("cancelled") },
            receiveRequest: { log.append("request \($0)") })
        let subscriber = RecordingSubscriber<Int, Never>(initial: .max(1))
        upstream.subscribe(on: scheduler).subscribe(subscriber)
        #expect(log.isEmpty, "nothing before the scheduler runs")
        #expect(scheduler.scheduledCount == 1)
        scheduler.advance()
        #expect(log == ["subscribed", "request max(1)"])
        #expect(scheduler.scheduledCount == 2, "the subscription, then the subscriber's request, each through the scheduler")
        #expect(subscriber.values == [1])
        subscriber.subscription?.cancel()
        #expect(log.count == 2)
        scheduler.advance()
        #expect(log == ["subscribed", "request max(1)", "cancelled"])
    }
}

@Suite("Timer.publish without a simulation")
struct TimerPublisherTests {
    @Test("Timer.publish off the simulated main run loop is a Foundation timer on the given run loop")
    func foundationTimer() {
        var dates: [Date] = []
        let start = Date()
        let cancellable = Timer.publish(every: 0.02, tolerance: 0.001, on: .current, in: .default).autoconnect().sink { dates.append($0) }
        RunLoop.current.run(until: start.addingTimeInterval(0.3))
        cancellable.cancel()
        let count = dates.count
        #expect(count >= 2, "ticks every 20 ms for 300 ms of the run loop")
        #expect(dates == dates.sorted())
        #expect(dates.allSatisfy { $0 >= start })
        RunLoop.current.run(until: Date().addingTimeInterval(0.1))
        #expect(dates.count == count, "nothing after the connection is cancelled")
    }
}
