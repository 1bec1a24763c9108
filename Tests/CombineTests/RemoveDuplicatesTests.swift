import Combine
import Testing

// removeDuplicates: an element equal to the previous one published is dropped.
// https://developer.apple.com/documentation/combine/publishers/removeduplicates

@Suite("removeDuplicates")
struct RemoveDuplicatesTests {
    @Test("removeDuplicates drops consecutive repeats")
    func removeDuplicates() {
        var values: [Int] = []
        let cancellable = [1, 1, 2, 2, 2, 3, 1, 1].publisher.removeDuplicates().sink { values.append($0) }
        #expect(values == [1, 2, 3, 1])
        _ = cancellable
    }

    @Test("removeDuplicates(by:) compares with the previous delivered value")
    func removeDuplicatesByComparesWithDelivered() {
        var values: [Int] = []
        let cancellable = [1, 2, 3, 4, 10, 11].publisher
            .removeDuplicates { abs($0 - $1) < 2 }
            .sink { values.append($0) }
        #expect(values == [1, 3, 10])
        _ = cancellable
    }

    @Test("removeDuplicates keeps the contract; a dropped repeat does not use the subscriber's demand")
    func contract() {
        Contract.demand(upstream: [1, 1, 2, 2, 3], first: 2, expectedFirst: ["1", "2"], expectedAll: ["1", "2", "3"]) {
            $0.removeDuplicates()
        }
        Contract.completion(sending: [1, 1, 2], expected: ["1", "2"]) { $0.removeDuplicates() }
        Contract.cancellation { $0.removeDuplicates() }
        Contract.completion(sending: [1, 2, 5], expected: ["1", "5"]) { $0.removeDuplicates { abs($0 - $1) < 2 } }
        Contract.cancellation { $0.removeDuplicates { $0 == $1 } }
    }
}
