import Combine
import Testing

// mapError and the throwing transforms: a thrown error ends the stream as a failure and cancels
// upstream. https://developer.apple.com/documentation/combine/publishers/maperror, https://developer.apple.com/documentation/combine/publishers/trymap, https://developer.apple.com/documentation/combine/publishers/tryfilter,
// https://developer.apple.com/documentation/combine/publishers/trycompactmap

@Suite("mapError, tryMap, tryFilter, tryCompactMap")
struct MapErrorTests {
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

    @Test("mapError and the throwing transforms keep the contract")
    func contract() {
        Contract.demand(first: 2, expectedFirst: ["1", "2"], expectedAll: ["1", "2", "3", "4", "5"]) { $0.mapError { $0 } }
        Contract.completion(expected: ["1", "2", "3"]) { $0.mapError { $0 } }
        Contract.cancellation { $0.mapError { $0 } }
        Contract.demand(first: 2, expectedFirst: ["2", "4"], expectedAll: ["2", "4", "6", "8", "10"]) { $0.tryMap { $0 * 2 } }
        Contract.completion(expected: ["2", "4", "6"]) { $0.tryMap { $0 * 2 } }
        Contract.cancellation { $0.tryMap { $0 } }
        Contract.demand(first: 1, expectedFirst: ["3"], expectedAll: ["3", "4", "5"]) { $0.tryFilter { $0 > 2 } }
        Contract.completion(expected: ["3"]) { $0.tryFilter { $0 > 2 } }
        Contract.cancellation { $0.tryFilter { _ in true } }
        Contract.demand(first: 1, expectedFirst: ["5"], expectedAll: ["5"]) { $0.tryCompactMap { $0 == 5 ? $0 : nil } }
        Contract.completion(expected: ["1"]) { $0.tryCompactMap { $0 == 1 ? $0 : nil } }
        Contract.cancellation { $0.tryCompactMap { $0 } }
    }

    @Test("A thrown error is the last event: nothing after it, even when upstream goes on")
    func thrownErrorIsLast() {
        let subject = PassthroughSubject<Int, Never>()
        let subscriber = RecordingSubscriber<Int, Error>(initial: .unlimited)
        subject.tryMap { value -> Int in
            if value == 2 { throw TestError(code: 2) }
            return value
        }.subscribe(subscriber)
        subject.send(1)
        subject.send(2)
        subject.send(3)
        subject.send(completion: .finished)
        #expect(subscriber.values == [1])
        #expect(subscriber.completions.count == 1)
        #expect(testError(of: subscriber.completions.first) == TestError(code: 2))
    }
}
