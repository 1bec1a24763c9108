import Combine
import Testing

// AnySubscriber: a type-erasing subscriber. https://developer.apple.com/documentation/combine/anysubscriber

@Suite("AnySubscriber")
struct AnySubscriberTests {
    @Test("AnySubscriber wraps closures and subscribers")
    func anySubscriber() {
        var values: [Int] = []
        let subscriber = AnySubscriber<Int, Never>(
            receiveSubscription: { $0.request(.max(2)) },
            receiveValue: {
                values.append($0); return .none
            },
            receiveCompletion: nil)
        [1, 2, 3].publisher.subscribe(subscriber)
        #expect(values == [1, 2])

        let subject = PassthroughSubject<Int, Never>()
        var forwarded: [Int] = []
        let cancellable = subject.sink { forwarded.append($0) }
        [7, 8].publisher.subscribe(AnySubscriber(subject))
        #expect(forwarded == [7, 8])
        _ = cancellable
    }
}
