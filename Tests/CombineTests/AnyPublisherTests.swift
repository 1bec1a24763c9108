import Combine
import Testing

// AnyPublisher: a type-erasing wrapper that forwards everything.
// https://developer.apple.com/documentation/combine/anypublisher

@Suite("AnyPublisher")
struct AnyPublisherTests {
    @Test("eraseToAnyPublisher hides the type and passes everything through")
    func anyPublisher() {
        let subject = PassthroughSubject<Int, Never>()
        let erased: AnyPublisher<Int, Never> = subject.map { $0 + 1 }.eraseToAnyPublisher()
        let twice: AnyPublisher<Int, Never> = erased.eraseToAnyPublisher()
        var values: [Int] = []
        let cancellable = twice.sink { values.append($0) }
        subject.send(1)
        subject.send(2)
        #expect(values == [2, 3])
        #expect(erased.description == "AnyPublisher")
        _ = cancellable
    }

    @Test("eraseToAnyPublisher keeps the contract")
    func contract() {
        Contract.demand(first: 2, expectedFirst: ["1", "2"], expectedAll: ["1", "2", "3", "4", "5"]) { $0.eraseToAnyPublisher() }
        Contract.completion(expected: ["1", "2", "3"]) { $0.eraseToAnyPublisher() }
        Contract.cancellation { $0.eraseToAnyPublisher() }
    }
}
