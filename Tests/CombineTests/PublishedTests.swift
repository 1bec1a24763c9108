import Combine
import Testing

// @Published: a property whose projected value publishes its values, the new one before it is
// stored. https://developer.apple.com/documentation/combine/published

@Suite("@Published")
struct PublishedTests {
    @Test("@Published emits the current value on subscribe, then new values before they are stored")
    func published() {
        final class Keyboard {
            @Published var height: Double = 0
        }
        let keyboard = Keyboard()
        var log: [String] = []
        let cancellable = keyboard.$height.sink { value in
            log.append("new \(value), stored \(keyboard.height)")
        }
        keyboard.height = 291
        keyboard.height = 0
        #expect(log == ["new 0.0, stored 0.0", "new 291.0, stored 0.0", "new 0.0, stored 291.0"])
        #expect(keyboard.height == 0)
        _ = cancellable
    }

    @Test("assign(to:) republishes into a @Published property")
    func assignToPublished() {
        final class Model {
            @Published var text = ""
        }
        let model = Model()
        let subject = PassthroughSubject<String, Never>()
        subject.assign(to: &model.$text)
        var seen: [String] = []
        let cancellable = model.$text.sink { seen.append($0) }
        subject.send("a")
        subject.send("b")
        #expect(model.text == "b")
        #expect(seen == ["", "a", "b"])
        _ = cancellable
    }

    // Demand and cancel as documented for every publisher; that it never completes is not
    // documented: seen in Apple's Combine.
    @Test("A @Published publisher respects the subscriber's demand and stops at cancel")
    func demandAndCancel() {
        final class Model {
            @Published var value = 0
        }
        let model = Model()
        let subscriber = RecordingSubscriber<Int, Never>(initial: .max(2))
        model.$value.subscribe(subscriber)
        model.value = 1
        model.value = 2
        #expect(subscriber.values == [0, 1])
        subscriber.subscription?.request(.max(1))
        #expect(subscriber.values == [0, 1, 2], "the value that came without demand, as a CurrentValueSubject gives it")
        model.value = 3
        subscriber.subscription?.cancel()
        subscriber.subscription?.request(.max(1))
        model.value = 4
        #expect(subscriber.values == [0, 1, 2])
        #expect(subscriber.completions.isEmpty, "a @Published publisher does not complete while its object lives")
    }

    // Documented: "The assign(to:) operator manages the life cycle of the subscription, canceling
    // the subscription automatically when the Published instance deinitializes."
    // (https://developer.apple.com/documentation/combine/publisher/assign(to:))
    @Test("assign(to:) cancels its subscription when the @Published property's object goes away")
    func assignToCancelsWithObject() {
        final class Model {
            @Published var text = ""
        }
        let probe = UpstreamProbe()
        let subject = PassthroughSubject<String, Never>()
        var model: Model? = Model()
        if let model {
            probe.watch(subject).assign(to: &model.$text)
        }
        subject.send("a")
        #expect(model?.text == "a")
        #expect(probe.requests == [.unlimited])
        #expect(probe.cancels == 0)
        model = nil
        #expect(probe.cancels == 1)
    }
}
