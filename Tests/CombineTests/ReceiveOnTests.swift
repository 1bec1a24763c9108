import Combine
import Testing

// receive(on:): every element and the completion delivered through the scheduler, in order.
// https://developer.apple.com/documentation/combine/publishers/receiveon

@Suite("receive(on:)")
struct ReceiveOnTests {
    @Test("receive(on: ImmediateScheduler) delivers synchronously, in order")
    func receiveOnImmediateScheduler() {
        let subject = PassthroughSubject<Int, Never>()
        var log: [String] = []
        let cancellable = subject.receive(on: ImmediateScheduler.shared).sink(
            receiveCompletion: { log.append("completion \($0)") }, receiveValue: { log.append("value \($0)") })
        log.append("send 1")
        subject.send(1)
        log.append("send 2")
        subject.send(2)
        subject.send(completion: .finished)
        log.append("end")
        #expect(log == ["send 1", "value 1", "send 2", "value 2", "completion finished", "end"])
        _ = cancellable
    }

    @Test("receive(on:) delivers through the scheduler, and not after cancellation")
    func receiveOnDefersToScheduler() {
        let scheduler = ManualScheduler()
        let subject = PassthroughSubject<Int, Never>()
        var values: [Int] = []
        let cancellable = subject.receive(on: scheduler).sink { values.append($0) }
        subject.send(1)
        subject.send(2)
        #expect(values.isEmpty)
        #expect(scheduler.scheduledCount == 2)
        scheduler.advance()
        #expect(values == [1, 2])
        subject.send(3)
        cancellable.cancel()
        scheduler.advance()
        #expect(values == [1, 2])
    }

    @Test("receive(on:) keeps the contract, delivering through the scheduler")
    func contract() {
        let scheduler = ManualScheduler()
        Contract.demand(first: 2, expectedFirst: ["1", "2"], expectedAll: ["1", "2", "3", "4", "5"], run: { scheduler.advance() }) {
            $0.receive(on: scheduler)
        }
        Contract.completion(expected: ["1", "2", "3"], run: { scheduler.advance() }) { $0.receive(on: scheduler) }
        Contract.cancellation(run: { scheduler.advance() }) { $0.receive(on: scheduler) }
    }

    @Test("receive(on:) delivers a failure after the elements sent before it")
    func failureAfterElements() {
        let scheduler = ManualScheduler()
        let subject = PassthroughSubject<Int, TestError>()
        let subscriber = RecordingSubscriber<Int, TestError>(initial: .unlimited)
        subject.receive(on: scheduler).subscribe(subscriber)
        subject.send(1)
        subject.send(completion: .failure(TestError(code: 4)))
        #expect(subscriber.log.isEmpty)
        scheduler.advance()
        #expect(subscriber.log == ["value 1", "failure TestError(code: 4)"])
    }
}
