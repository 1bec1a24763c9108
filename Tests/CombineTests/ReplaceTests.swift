import Combine
import Testing

// replaceNil, replaceEmpty and replaceError: a value in place of nil, of no elements, of a failure.
// https://developer.apple.com/documentation/combine/publishers/replaceempty, https://developer.apple.com/documentation/combine/publishers/replaceerror

@Suite("replaceNil, replaceEmpty, replaceError")
struct ReplaceTests {
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

    @Test("replaceNil, replaceEmpty and replaceError keep the contract")
    func contract() {
        Contract.demand(first: 2, expectedFirst: ["1", "2"], expectedAll: ["1", "2", "3", "4", "5"]) {
            $0.map { Optional($0) }.replaceNil(with: 0)
        }
        Contract.completion(expected: ["1", "0", "3"]) { $0.map { $0 == 2 ? nil : $0 }.replaceNil(with: 0) }
        Contract.cancellation { $0.map { Optional($0) }.replaceNil(with: 0) }
        Contract.demand(first: 2, expectedFirst: ["1", "2"], expectedAll: ["1", "2", "3", "4", "5"]) { $0.replaceEmpty(with: 0) }
        Contract.completion(expected: ["1", "2", "3"]) { $0.replaceEmpty(with: 0) }
        Contract.completion(sending: [], expected: ["0"]) { $0.replaceEmpty(with: 0) }
        Contract.cancellation { $0.replaceEmpty(with: 0) }
        Contract.demand(first: 2, expectedFirst: ["1", "2"], expectedAll: ["1", "2", "3", "4", "5"]) { $0.replaceError(with: 0) }
        Contract.completion(expected: ["1", "2", "3"], failure: false) { $0.replaceError(with: 0) }
        Contract.cancellation { $0.replaceError(with: 0) }
    }

    @Test("replaceError waits for demand before it publishes the replacement")
    func replaceErrorWaitsForDemand() {
        let subject = PassthroughSubject<Int, TestError>()
        let subscriber = RecordingSubscriber<Int, Never>(initial: .max(1))
        subject.replaceError(with: 0).subscribe(subscriber)
        subject.send(1)
        subject.send(completion: .failure(TestError(code: 1)))
        #expect(subscriber.log == ["value 1"])
        subscriber.subscription?.request(.max(1))
        #expect(subscriber.log == ["value 1", "value 0", "finished"])
    }
}
