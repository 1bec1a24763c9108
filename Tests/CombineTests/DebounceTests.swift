import Combine
import Testing

// debounce: an element published once the due time passes without a newer one.
// https://developer.apple.com/documentation/combine/publishers/debounce

@Suite("debounce")
struct DebounceTests {
    @Test("debounce publishes a value once the scheduler's due time passes without a newer one")
    func debounce() {
        let scheduler = ManualScheduler()
        let subject = PassthroughSubject<String, Never>()
        var values: [String] = []
        let cancellable = subject.debounce(for: .init(10), scheduler: scheduler).sink { values.append($0) }
        subject.send("h")
        scheduler.advance(by: 5)
        subject.send("he")
        scheduler.advance(by: 9)
        #expect(values.isEmpty)
        scheduler.advance(by: 1)
        #expect(values == ["he"])
        subject.send("hel")
        scheduler.advance(by: 20)
        #expect(values == ["he", "hel"])
        _ = cancellable
    }

    @Test("debounce stops at cancel, cancelling upstream once, with nothing due afterwards")
    func cancel() {
        let scheduler = ManualScheduler()
        Contract.cancellation(run: { scheduler.advance(by: 100) }) { $0.debounce(for: .init(10), scheduler: scheduler) }

        let subject = PassthroughSubject<Int, Never>()
        var values: [Int] = []
        let cancellable = subject.debounce(for: .init(10), scheduler: scheduler).sink { values.append($0) }
        subject.send(1)
        cancellable.cancel()
        scheduler.advance(by: 20)
        #expect(values.isEmpty, "the pending element is not published after cancel")
    }

    @Test("debounce forwards a failure")
    func failure() {
        let scheduler = ManualScheduler()
        let subject = PassthroughSubject<Int, TestError>()
        let subscriber = RecordingSubscriber<Int, TestError>(initial: .unlimited)
        subject.debounce(for: .init(10), scheduler: scheduler).subscribe(subscriber)
        subject.send(completion: .failure(TestError(code: 6)))
        scheduler.advance(by: 10)
        #expect(subscriber.completions == [.failure(TestError(code: 6))])
    }
}
