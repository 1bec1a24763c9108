import Combine
import Testing

// delay: each element and the completion the interval after it arrived, through the scheduler.
// https://developer.apple.com/documentation/combine/publishers/delay

@Suite("delay")
struct DelayTests {
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

    @Test("delay keeps the contract")
    func contract() {
        let scheduler = ManualScheduler()
        let run = { scheduler.advance(by: 10) }
        Contract.demand(first: 2, expectedFirst: ["1", "2"], expectedAll: ["1", "2", "3", "4", "5"], run: run) {
            $0.delay(for: .init(5), scheduler: scheduler)
        }
        Contract.completion(expected: ["1", "2", "3"], run: run) { $0.delay(for: .init(5), scheduler: scheduler) }
        Contract.cancellation(run: run) { $0.delay(for: .init(5), scheduler: scheduler) }
    }
}
