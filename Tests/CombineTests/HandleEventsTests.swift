import Combine
import Testing

// handleEvents: closures run on each event, which passes on unchanged.
// https://developer.apple.com/documentation/combine/publishers/handleevents

@Suite("handleEvents")
struct HandleEventsTests {
    @Test("handleEvents reports subscription, requests, output, completion and cancel in order")
    func handleEvents() {
        var log: [String] = []
        let subject = PassthroughSubject<Int, Never>()
        let events = subject.handleEvents(
            receiveSubscription: { _ in log.append("subscription") },
            receiveOutput: { log.append("output \($0)") },
            receiveCompletion: { log.append("completion \($0)") },
            receiveCancel: { log.append("cancel") },
            receiveRequest: { log.append("request \($0)") })
        let cancellable = events.sink { log.append("value \($0)") }
        subject.send(1)
        cancellable.cancel()
        subject.send(2)
        #expect(log == ["subscription", "request unlimited", "output 1", "value 1", "cancel"])

        log = []
        let finished = Just(5).handleEvents(receiveCompletion: { log.append("completion \($0)") }).sink { log.append("value \($0)") }
        #expect(log == ["value 5", "completion finished"])
        _ = finished
    }

    @Test("handleEvents keeps the contract")
    func contract() {
        Contract.demand(first: 2, expectedFirst: ["1", "2"], expectedAll: ["1", "2", "3", "4", "5"]) { $0.handleEvents() }
        Contract.completion(expected: ["1", "2", "3"]) { $0.handleEvents() }
        Contract.cancellation { $0.handleEvents() }
    }

    @Test("receiveRequest sees each request the subscriber makes")
    func requests() {
        var requests: [Subscribers.Demand] = []
        let subscriber = RecordingSubscriber<Int, Never>(initial: .max(1))
        (1...3).publisher.handleEvents(receiveRequest: { requests.append($0) }).subscribe(subscriber)
        subscriber.subscription?.request(.max(2))
        #expect(requests == [.max(1), .max(2)])
        #expect(subscriber.values == [1, 2, 3])
    }
}
