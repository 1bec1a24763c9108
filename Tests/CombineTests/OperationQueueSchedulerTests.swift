import Combine
import Foundation
import Testing

// OperationQueue as a Scheduler: actions as operations on the queue.
// https://developer.apple.com/documentation/combine/scheduler

@Suite("OperationQueue as a scheduler")
struct OperationQueueSchedulerTests {
    @Test("OperationQueue is a scheduler: receive(on:) delivers in order, and schedule(after:) runs")
    func operationQueueScheduler() {
        let queue = OperationQueue()
        queue.maxConcurrentOperationCount = 1
        let lock = NSLock()
        var values: [Int] = []
        let done = DispatchSemaphore(value: 0)
        let subject = PassthroughSubject<Int, Never>()
        let cancellable = subject.receive(on: queue).sink(
            receiveCompletion: { _ in done.signal() },
            receiveValue: { value in
                lock.lock()
                values.append(value)
                lock.unlock()
            })
        subject.send(1)
        subject.send(2)
        subject.send(completion: .finished)
        #expect(done.wait(timeout: .now() + 5) == .success)
        lock.lock()
        #expect(values == [1, 2])
        lock.unlock()

        let timed = DispatchSemaphore(value: 0)
        queue.schedule(after: queue.now.advanced(by: .milliseconds(5))) { timed.signal() }
        #expect(timed.wait(timeout: .now() + 5) == .success)
        _ = cancellable
    }
}
