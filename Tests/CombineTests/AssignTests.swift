import Combine
import Testing

// assign(to:on:): a subscriber that requests unlimited elements and writes each to a property.
// https://developer.apple.com/documentation/combine/publisher/assign(to:on:), https://developer.apple.com/documentation/combine/subscribers/assign

@Suite("Subscribers.Assign")
struct AssignTests {
    @Test("assign(to:on:) sets the property, holding the object until canceled")
    func assignToOn() {
        final class Model {
            var height = 0
        }
        let subject = PassthroughSubject<Int, Never>()
        var model: Model? = Model()
        weak var weakModel: Model?
        weakModel = model
        let cancellable = subject.assign(to: \.height, on: model!)
        subject.send(216)
        subject.send(291)
        #expect(model?.height == 291)
        model = nil
        #expect(weakModel != nil)
        cancellable.cancel()
        #expect(weakModel == nil)
    }

    // Documented: it "immediately requests an unlimited number of values".
    @Test("assign(to:on:) requests an unlimited number of values; cancel reaches upstream once")
    func requestsUnlimited() {
        final class Model {
            var value = 0
        }
        let probe = UpstreamProbe()
        let subject = PassthroughSubject<Int, Never>()
        let model = Model()
        let cancellable = probe.watch(subject).assign(to: \.value, on: model)
        #expect(probe.requests == [.unlimited])
        subject.send(3)
        cancellable.cancel()
        cancellable.cancel()
        subject.send(4)
        #expect(model.value == 3)
        #expect(probe.cancels == 1)
    }
}
