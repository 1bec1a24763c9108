import Combine
import Foundation
import Testing

// DispatchQueue as a Scheduler: actions on the queue; time in DispatchTime nanoseconds.
// https://developer.apple.com/documentation/dispatch/dispatchqueue (its Scheduler conformance), https://developer.apple.com/documentation/combine/scheduler

@Suite("DispatchQueue as a scheduler")
struct DispatchQueueSchedulerTests {
    @Test("DispatchQueue is a scheduler: time arithmetic and delivery")
    func dispatchQueueScheduler() {
        typealias Stride = DispatchQueue.SchedulerTimeType.Stride
        let oneSecond: Stride = 1
        #expect(oneSecond.magnitude == 1_000_000_000)
        #expect(Stride.milliseconds(5).magnitude == 5_000_000)
        #expect(Stride.seconds(0.5).magnitude == 500_000_000)
        #expect(Stride.microseconds(2) + .nanoseconds(1) == .nanoseconds(2_001))
        let queue = DispatchQueue(label: "CombineTests.dispatch")
        let start = queue.now
        #expect(start.distance(to: start.advanced(by: .milliseconds(3))) == .milliseconds(3))
        #expect(start < start.advanced(by: .nanoseconds(1)))

        let done = DispatchSemaphore(value: 0)
        let lock = NSLock()
        var onQueue: [Bool] = []
        let key = DispatchSpecificKey<Int>()
        queue.setSpecific(key: key, value: 1)
        let subject = PassthroughSubject<Int, Never>()
        let cancellable = subject.receive(on: queue).sink(
            receiveCompletion: { _ in done.signal() },
            receiveValue: { _ in
                lock.lock()
                onQueue.append(DispatchQueue.getSpecific(key: key) == 1)
                lock.unlock()
            })
        subject.send(1)
        subject.send(2)
        subject.send(completion: .finished)
        #expect(done.wait(timeout: .now() + 5) == .success)
        lock.lock()
        #expect(onQueue == [true, true])
        lock.unlock()
        _ = cancellable
    }

    @Test("A repeating schedule on a queue runs until cancelled")
    func repeatingUntilCancelled() {
        let queue = DispatchQueue(label: "CombineTests.repeating")
        let lock = NSLock()
        var count = 0
        let reachedThree = DispatchSemaphore(value: 0)
        let cancellable = queue.schedule(after: queue.now, interval: .milliseconds(2)) {
            lock.lock()
            count += 1
            let current = count
            lock.unlock()
            if current == 3 { reachedThree.signal() }
        }
        #expect(reachedThree.wait(timeout: .now() + 5) == .success)
        cancellable.cancel()
        queue.sync {}
        lock.lock()
        let afterCancel = count
        lock.unlock()
        Thread.sleep(forTimeInterval: 0.05)
        queue.sync {}
        lock.lock()
        #expect(count == afterCancel, "nothing after cancel")
        lock.unlock()
    }
}
