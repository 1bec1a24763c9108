import Combine
import Testing

// sink: a subscriber that requests unlimited elements at once and calls its closures.
// https://developer.apple.com/documentation/combine/publisher/sink(receivecompletion:receivevalue:), https://developer.apple.com/documentation/combine/subscribers/sink

@Suite("Subscribers.Sink")
struct SinkTests {
    @Test("A sink releases its closures after completion")
    func sinkReleasesClosuresAfterCompletion() {
        let subject = PassthroughSubject<Int, Never>()
        var bag = Set<AnyCancellable>()
        weak var weakToken: Token?
        do {
            let token = Token()
            weakToken = token
            subject.sink(receiveCompletion: { _ in _ = token }, receiveValue: { _ in }).store(in: &bag)
        }
        #expect(weakToken != nil)
        subject.send(completion: .finished)
        #expect(weakToken == nil)
        #expect(bag.count == 1)
    }

    @Test("Subscribers.Sink and Subscribers.Assign can be used directly")
    func subscriberTypes() {
        final class Model {
            var text = ""
        }
        let model = Model()
        let assign = Subscribers.Assign(object: model, keyPath: \Model.text)
        Just("typed").subscribe(assign)
        #expect(model.text == "typed")
        #expect(assign.object == nil)

        var values: [Int] = []
        let sink = Subscribers.Sink<Int, Never>(receiveCompletion: { _ in }, receiveValue: { values.append($0) })
        [1, 2].publisher.subscribe(sink)
        #expect(values == [1, 2])
    }

    // Documented: "creates the subscriber and immediately requests an unlimited number of values".
    @Test("sink requests an unlimited number of values when it subscribes")
    func requestsUnlimited() {
        let probe = UpstreamProbe()
        let cancellable = probe.watch(PassthroughSubject<Int, Never>()).sink { _ in }
        #expect(probe.requests == [.unlimited])
        cancellable.cancel()
        cancellable.cancel()
        #expect(probe.cancels == 1)
    }
}
