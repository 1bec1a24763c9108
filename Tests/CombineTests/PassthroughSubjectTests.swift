import Combine
import Foundation
import Testing

// PassthroughSubject: broadcasts each value to its subscribers, keeps no value, ends with the first
// completion. https://developer.apple.com/documentation/combine/passthroughsubject, https://developer.apple.com/documentation/combine/subject

@Suite("PassthroughSubject")
struct PassthroughSubjectTests {
    @Test("A subject delivers each value to its subscribers in subscription order")
    func subjectDeliversInSubscriptionOrder() {
        let subject = PassthroughSubject<Int, Never>()
        var log: [String] = []
        let first = subject.sink { log.append("first \($0)") }
        let second = subject.sink { log.append("second \($0)") }
        subject.send(1)
        subject.send(2)
        #expect(log == ["first 1", "second 1", "first 2", "second 2"])
        _ = (first, second)
    }

    @Test("A passthrough subject drops values sent before subscription")
    func passthroughDropsEarlierValues() {
        let subject = PassthroughSubject<Int, Never>()
        subject.send(0)
        var values: [Int] = []
        let cancellable = subject.sink { values.append($0) }
        subject.send(1)
        #expect(values == [1])
        _ = cancellable
    }

    @Test("Completion is terminal: nothing after it, and a late subscriber gets only the completion")
    func completionIsTerminal() {
        let subject = PassthroughSubject<Int, TestError>()
        var values: [Int] = []
        var completions: [Subscribers.Completion<TestError>] = []
        let cancellable = subject.sink(receiveCompletion: { completions.append($0) }, receiveValue: { values.append($0) })
        subject.send(1)
        subject.send(completion: .failure(TestError(code: 7)))
        subject.send(2)
        subject.send(completion: .finished)
        #expect(values == [1])
        #expect(completions == [.failure(TestError(code: 7))])

        var lateValues: [Int] = []
        var lateCompletions: [Subscribers.Completion<TestError>] = []
        let late = subject.sink(receiveCompletion: { lateCompletions.append($0) }, receiveValue: { lateValues.append($0) })
        #expect(lateValues.isEmpty)
        #expect(lateCompletions == [.failure(TestError(code: 7))])
        _ = (cancellable, late)
    }

    @Test("Canceling stops delivery at once, even during a send")
    func cancelStopsDeliveryImmediately() {
        let subject = PassthroughSubject<Int, Never>()
        var log: [String] = []
        var second: AnyCancellable?
        let first = subject.sink { value in
            log.append("first \(value)")
            second?.cancel()
        }
        second = subject.sink { log.append("second \($0)") }
        subject.send(1)
        subject.send(2)
        #expect(log == ["first 1", "first 2"])
        _ = first
    }

    @Test("A subject subscribed to a publisher republishes it")
    func subjectAsSubscriber() {
        let subject = PassthroughSubject<Int, Never>()
        var values: [Int] = []
        var finished = 0
        let sink = subject.sink(receiveCompletion: { _ in finished += 1 }, receiveValue: { values.append($0) })
        let connection = [1, 2, 3].publisher.subscribe(subject)
        #expect(values == [1, 2, 3])
        #expect(finished == 1)
        _ = (sink, connection)
    }

    @Test("Subscribers from many threads all receive every value sent from many threads")
    func concurrentSends() {
        let subject = PassthroughSubject<Int, Never>()
        let lock = NSLock()
        var total = 0
        let cancellable = subject.sink { value in
            lock.lock()
            total += value
            lock.unlock()
        }
        let shared = UncheckedSendable(subject)
        DispatchQueue.concurrentPerform(iterations: 100) { _ in
            shared.value.send(1)
        }
        lock.lock()
        #expect(total == 100)
        lock.unlock()
        _ = cancellable
    }

    // Not documented: seen in Apple's Combine (Apple documents only that send(subscription:) lets the subject
    // establish demand).
    @Test("A subject asks a publisher it subscribes to for unlimited elements")
    func subjectRequestsUnlimited() {
        let probe = UpstreamProbe()
        let subject = PassthroughSubject<Int, Never>()
        let connection = probe.watch(PassthroughSubject<Int, Never>()).subscribe(subject)
        #expect(probe.requests == [.unlimited])
        _ = connection
    }

    @Test("A cancelled subscriber is let go by the subject")
    func cancelledSubscriberReleased() {
        let subject = PassthroughSubject<Int, Never>()
        weak var released: RecordingSubscriber<Int, Never>?
        do {
            let subscriber = RecordingSubscriber<Int, Never>(initial: .unlimited)
            released = subscriber
            subject.subscribe(subscriber)
            subject.send(1)
            subscriber.subscription?.cancel()
            subscriber.subscription?.cancel()
            subject.send(2)
            #expect(subscriber.values == [1])
        }
        #expect(released == nil)
    }

    @Test("Cancelling the connection of a subject nobody else holds cancels upstream once, without deadlock")
    func cancelReleasingTheSubject() {
        // The connection holds the last reference to the subject; the subject, going away during
        // the cancel, cancels its upstream subscriptions (this connection) again. Before the
        // fix the second cancel waited for the lock the first still held (found through share).
        let probe = UpstreamProbe()
        var subject: PassthroughSubject<Int, Never>? = PassthroughSubject()
        weak let released = subject
        let source = PassthroughSubject<Int, Never>()
        let connection = subject.map { probe.watch(source).subscribe($0) }
        subject = nil
        #expect(released != nil, "the connection holds the subject")
        connection?.cancel()
        connection?.cancel()
        #expect(probe.cancels == 1)
        #expect(released == nil)
    }
}
