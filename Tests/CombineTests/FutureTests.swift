import Combine
import Testing

// Future: one result, produced once by its closure, for every subscriber.
// https://developer.apple.com/documentation/combine/future

@Suite("Future")
struct FutureTests {
    @Test("Future runs its closure at once and gives every subscriber the one result")
    func future() {
        var attempts = 0
        var promise: Future<Int, TestError>.Promise?
        let future = Future<Int, TestError> { fulfill in
            attempts += 1
            promise = fulfill
        }
        #expect(attempts == 1)
        var log: [String] = []
        let early = future.sink(receiveCompletion: { log.append("early \($0 == .finished)") }, receiveValue: { log.append("early \($0)") })
        let waiting = RecordingSubscriber<Int, TestError>(initial: .none)
        future.subscribe(waiting)
        promise?(.success(42))
        promise?(.success(43))
        let late = future.sink(receiveCompletion: { log.append("late \($0 == .finished)") }, receiveValue: { log.append("late \($0)") })
        #expect(log == ["early 42", "early true", "late 42", "late true"])
        #expect(waiting.values.isEmpty)
        waiting.subscription?.request(.max(1))
        #expect(waiting.values == [42])
        #expect(waiting.completions == [.finished])
        #expect(attempts == 1)

        var failures: [Subscribers.Completion<TestError>] = []
        let failed = Future<Int, TestError> { $0(.failure(TestError(code: 4))) }
            .sink(receiveCompletion: { failures.append($0) }, receiveValue: { _ in })
        #expect(failures == [.failure(TestError(code: 4))])
        _ = (early, late, failed)
    }

    @Test("A Future nobody keeps still delivers when its promise is called later")
    func futureKeptAliveByPromise() {
        var promise: ((Result<String, Never>) -> Void)?
        var values: [String] = []
        let cancellable = Future<String, Never> { promise = $0 }.sink { values.append($0) }
        promise?(.success("done"))
        #expect(values == ["done"])
        _ = cancellable
    }

    @Test("A subscriber cancelled before the promise is fulfilled gets nothing")
    func cancelBeforeFulfilled() {
        var promise: Future<Int, Never>.Promise?
        let future = Future<Int, Never> { promise = $0 }
        let subscriber = RecordingSubscriber<Int, Never>(initial: .unlimited)
        future.subscribe(subscriber)
        subscriber.subscription?.cancel()
        promise?(.success(1))
        #expect(subscriber.log.isEmpty)
        var values: [Int] = []
        _ = future.sink { values.append($0) }
        #expect(values == [1], "the result is kept for later subscribers")
    }
}
