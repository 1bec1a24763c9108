import Combine
import Testing

// scan, reduce, collect, count, ignoreOutput, replaceNil/Empty/Error, mapError, tryMap,
// tryFilter, tryCompactMap and catch.

/// The error of a failure completion, or `nil`.
func failure<F>(_ completion: Subscribers.Completion<F>?) -> F? {
    guard case .failure(let error) = completion else { return nil }
    return error
}

@Suite("Transforming operators: scan, reduce, collect, count, replace…, mapError, tryMap, catch")
struct TransformingOperatorTests {
    @Test("scan publishes each running result; tryScan fails with the closure's error")
    func scan() {
        var values: [Int] = []
        _ = (1...4).publisher.scan(0, +).sink { values.append($0) }
        #expect(values == [1, 3, 6, 10])

        let subscriber = RecordingSubscriber<Int, Never>(initial: .max(2))
        (1...4).publisher.scan(10, +).subscribe(subscriber)
        #expect(subscriber.values == [11, 13], "one result per element the subscriber asked for")

        var completion: Subscribers.Completion<Error>?
        var tried: [Int] = []
        _ = (1...4).publisher
            .tryScan(0) { sum, value in
                if value == 3 { throw TestError(code: 3) }
                return sum + value
            }
            .sink(receiveCompletion: { completion = $0 }, receiveValue: { tried.append($0) })
        #expect(tried == [1, 3])
        #expect(failure(completion) as? TestError == TestError(code: 3))
    }

    @Test("reduce publishes one result when upstream finishes, once asked; a failure goes down instead")
    func reduce() {
        let subject = PassthroughSubject<Int, TestError>()
        let subscriber = RecordingSubscriber<String, TestError>(initial: .none)
        subject.reduce("") { $0 + "\($1)" }.subscribe(subscriber)
        subject.send(1)
        subject.send(2)
        subject.send(completion: .finished)
        #expect(subscriber.values.isEmpty, "no demand yet")
        subscriber.subscription?.request(.max(1))
        #expect(subscriber.values == ["12"])
        #expect(subscriber.completions == [.finished])

        let failing = PassthroughSubject<Int, TestError>()
        let failed = RecordingSubscriber<Int, TestError>(initial: .unlimited)
        failing.reduce(0, +).subscribe(failed)
        failing.send(1)
        failing.send(completion: .failure(TestError(code: 4)))
        #expect(failed.values.isEmpty)
        #expect(failed.completions == [.failure(TestError(code: 4))])

        let probe = UpstreamProbe()
        let subject2 = PassthroughSubject<Int, Never>()
        var completion: Subscribers.Completion<Error>?
        let cancellable = probe.watch(subject2)
            .tryReduce(0) { sum, value in
                if value < 0 { throw TestError(code: value) }
                return sum + value
            }
            .sink(receiveCompletion: { completion = $0 }, receiveValue: { _ in })
        subject2.send(1)
        subject2.send(-5)
        #expect(failure(completion) as? TestError == TestError(code: -5))
        #expect(probe.cancels == 1)
        _ = cancellable
    }

    @Test("collect() gathers everything into one array at the end")
    func collect() {
        var arrays: [[Int]] = []
        _ = (1...4).publisher.collect().sink { arrays.append($0) }
        #expect(arrays == [[1, 2, 3, 4]])
        var empty: [[Int]] = []
        _ = Empty<Int, Never>().collect().sink { empty.append($0) }
        #expect(empty == [[]], "an empty stream collects an empty array")
    }

    @Test("collect(n) publishes arrays of n, the rest at the end; each array asked for is n elements asked upstream")
    func collectByCount() {
        let probe = UpstreamProbe()
        let subscriber = RecordingSubscriber<[Int], Never>(initial: .max(1))
        probe.watch((1...5).publisher).collect(2).subscribe(subscriber)
        #expect(subscriber.values == [[1, 2]])
        #expect(probe.requests == [.max(2)])
        subscriber.subscription?.request(.max(1))
        #expect(subscriber.values == [[1, 2], [3, 4]])
        subscriber.subscription?.request(.max(1))
        #expect(subscriber.values == [[1, 2], [3, 4], [5]])
        #expect(subscriber.completions == [.finished])

        let subject = PassthroughSubject<Int, TestError>()
        let failed = RecordingSubscriber<[Int], TestError>(initial: .unlimited)
        subject.collect(3).subscribe(failed)
        subject.send(1)
        subject.send(completion: .failure(TestError(code: 1)))
        #expect(failed.values.isEmpty, "a failure drops the partial array")
        #expect(failed.completions == [.failure(TestError(code: 1))])
    }

    @Test("count publishes the number of elements; ignoreOutput only the completion, asking upstream for everything")
    func countAndIgnoreOutput() {
        var counts: [Int] = []
        _ = (1...7).publisher.count().sink { counts.append($0) }
        #expect(counts == [7])

        let probe = UpstreamProbe()
        let subscriber = RecordingSubscriber<Never, Never>(initial: .none)
        probe.watch((1...3).publisher).ignoreOutput().subscribe(subscriber)
        #expect(probe.requests == [.unlimited])
        #expect(subscriber.completions == [.finished])

        let subject = PassthroughSubject<Int, TestError>()
        let failed = RecordingSubscriber<Never, TestError>(initial: .unlimited)
        subject.ignoreOutput().subscribe(failed)
        subject.send(1)
        subject.send(completion: .failure(TestError(code: 2)))
        #expect(failed.completions == [.failure(TestError(code: 2))])
    }

    @Test("replaceNil, replaceEmpty and replaceError")
    func replace() {
        var values: [Int] = []
        _ = [1, nil, 3].publisher.replaceNil(with: 0).sink { values.append($0) }
        #expect(values == [1, 0, 3])

        let empty = RecordingSubscriber<Int, Never>(initial: .none)
        Empty<Int, Never>().replaceEmpty(with: 9).subscribe(empty)
        #expect(empty.values.isEmpty && empty.completions.isEmpty, "the replacement waits for demand")
        empty.subscription?.request(.max(1))
        #expect(empty.values == [9])
        #expect(empty.completions == [.finished])
        var notEmpty: [Int] = []
        _ = [4].publisher.replaceEmpty(with: 9).sink { notEmpty.append($0) }
        #expect(notEmpty == [4])

        let subject = PassthroughSubject<Int, TestError>()
        let replaced = RecordingSubscriber<Int, Never>(initial: .unlimited)
        subject.replaceError(with: 0).subscribe(replaced)
        subject.send(1)
        subject.send(completion: .failure(TestError(code: 1)))
        #expect(replaced.values == [1, 0])
        #expect(replaced.completions == [.finished])
    }

    @Test("mapError converts the failure; tryMap, tryFilter and tryCompactMap fail with the thrown error and cancel upstream")
    func errors() {
        struct Other: Error, Equatable { let text: String }
        let subject = PassthroughSubject<Int, TestError>()
        let mapped = RecordingSubscriber<Int, Other>(initial: .unlimited)
        subject.mapError { Other(text: "code \($0.code)") }.subscribe(mapped)
        subject.send(1)
        subject.send(completion: .failure(TestError(code: 7)))
        #expect(mapped.values == [1])
        #expect(mapped.completions == [.failure(Other(text: "code 7"))])

        let source = PassthroughSubject<Int, Never>()
        let probe = UpstreamProbe()
        var values: [String] = []
        var completion: Subscribers.Completion<Error>?
        let cancellable = probe.watch(source)
            .tryMap { value -> String in
                if value == 0 { throw TestError(code: 0) }
                return "\(10 / value)"
            }
            .sink(receiveCompletion: { completion = $0 }, receiveValue: { values.append($0) })
        source.send(5)
        source.send(0)
        source.send(2)
        #expect(values == ["2"])
        #expect(failure(completion) as? TestError == TestError(code: 0))
        #expect(probe.cancels == 1)
        _ = cancellable

        var filtered: [Int] = []
        _ = (1...6).publisher.tryFilter { $0.isMultiple(of: 2) }.sink(receiveCompletion: { _ in }, receiveValue: { filtered.append($0) })
        #expect(filtered == [2, 4, 6])
        var compact: [Int] = []
        _ = ["1", "x", "3"].publisher.tryCompactMap { Int($0) }.sink(receiveCompletion: { _ in }, receiveValue: { compact.append($0) })
        #expect(compact == [1, 3])
    }

    @Test("catch replaces a failed publisher, carrying over the subscriber's outstanding demand")
    func catchReplaces() {
        let subject = PassthroughSubject<Int, TestError>()
        let subscriber = RecordingSubscriber<Int, Never>(initial: .max(2))
        var caught: [TestError] = []
        subject
            .catch { error -> Publishers.Sequence<[Int], Never> in
                caught.append(error)
                return [7, 8, 9].publisher
            }
            .subscribe(subscriber)
        subject.send(1)
        subject.send(completion: .failure(TestError(code: 5)))
        #expect(caught == [TestError(code: 5)])
        #expect(subscriber.values == [1, 7], "one element left of the demand of 2")
        subscriber.subscription?.request(.max(5))
        #expect(subscriber.values == [1, 7, 8, 9])
        #expect(subscriber.completions == [.finished])

        var values: [Int] = []
        var finished = false
        _ = [1, 2].publisher.setFailureType(to: TestError.self).catch { _ in Just(0) }
            .sink(receiveCompletion: { _ in finished = true }, receiveValue: { values.append($0) })
        #expect(values == [1, 2], "no failure, no replacement")
        #expect(finished)
    }

    @Test("cancelling a catch cancels the replacement")
    func catchCancel() {
        let subject = PassthroughSubject<Int, TestError>()
        let replacement = PassthroughSubject<Int, Never>()
        let probe = UpstreamProbe()
        var values: [Int] = []
        let cancellable = subject.catch { _ in probe.watch(replacement) }.sink { values.append($0) }
        subject.send(completion: .failure(TestError(code: 1)))
        replacement.send(3)
        cancellable.cancel()
        replacement.send(4)
        #expect(values == [3])
        #expect(probe.cancels == 1)
    }
}
