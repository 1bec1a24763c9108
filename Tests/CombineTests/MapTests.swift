import Combine
import Testing

// map, filter and compactMap: one element out per element in (or none, for a dropped one), in order.
// https://developer.apple.com/documentation/combine/publishers/map, https://developer.apple.com/documentation/combine/publishers/filter, https://developer.apple.com/documentation/combine/publishers/compactmap

@Suite("map, filter, compactMap")
struct MapTests {
    @Test("map, filter and compactMap transform and drop values")
    func mapFilterCompactMap() {
        var mapped: [Int] = []
        var filtered: [Int] = []
        var compacted: [Int] = []
        var bag = Set<AnyCancellable>()
        [1, 2, 3].publisher.map { $0 * 10 }.sink { mapped.append($0) }.store(in: &bag)
        (1...6).publisher.filter { $0.isMultiple(of: 2) }.sink { filtered.append($0) }.store(in: &bag)
        ["1", "x", "3", "", "5"].publisher.compactMap(Int.init).sink { compacted.append($0) }.store(in: &bag)
        #expect(mapped == [10, 20, 30])
        #expect(filtered == [2, 4, 6])
        #expect(compacted == [1, 3, 5])
    }

    @Test("compactMap keeps the subscriber's demand: dropped values do not count")
    func compactMapKeepsDemand() {
        let subject = PassthroughSubject<String, Never>()
        let subscriber = RecordingSubscriber<Int, Never>(initial: .max(2))
        subject.compactMap(Int.init).subscribe(subscriber)
        for text in ["x", "1", "y", "2", "3"] {
            subject.send(text)
        }
        #expect(subscriber.values == [1, 2])
    }

    @Test("map keeps the contract: demand, completion after the values, cancellation")
    func mapContract() {
        Contract.demand(first: 2, expectedFirst: ["10", "20"], expectedAll: ["10", "20", "30", "40", "50"]) { $0.map { $0 * 10 } }
        Contract.completion(expected: ["10", "20", "30"]) { $0.map { $0 * 10 } }
        Contract.cancellation { $0.map { $0 * 10 } }
    }

    @Test("filter and compactMap keep the contract; a dropped element does not use the subscriber's demand")
    func filterAndCompactMapContract() {
        Contract.demand(first: 1, expectedFirst: ["2"], expectedAll: ["2", "4"]) { $0.filter { $0.isMultiple(of: 2) } }
        Contract.completion(expected: ["1", "3"]) { $0.filter { $0 != 2 } }
        Contract.cancellation { $0.filter { _ in true } }
        Contract.demand(first: 2, expectedFirst: ["1", "3"], expectedAll: ["1", "3", "5"]) {
            $0.compactMap { $0.isMultiple(of: 2) ? nil : $0 }
        }
        Contract.completion(expected: ["2"]) { $0.compactMap { $0 == 2 ? $0 : nil } }
        Contract.cancellation { $0.compactMap { $0 } }
    }
}
