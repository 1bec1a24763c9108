import Combine
import Testing

// share: one upstream subscription for every subscriber, made by the first and cancelled with the
// last. https://developer.apple.com/documentation/combine/publishers/share

@Suite("share")
struct ShareTests {
    @Test("share subscribes upstream once for all subscribers, and cancels it when the last one cancels")
    func share() {
        let subject = PassthroughSubject<Int, Never>()
        var subscriptions = 0
        let probe = UpstreamProbe()
        let shared = probe.watch(subject.handleEvents(receiveSubscription: { _ in subscriptions += 1 })).share()
        var first: [Int] = []
        var second: [Int] = []
        let one = shared.sink { first.append($0) }
        subject.send(1)
        let two = shared.sink { second.append($0) }
        subject.send(2)
        #expect(subscriptions == 1)
        #expect(first == [1, 2])
        #expect(second == [2], "a later subscriber gets only later elements")
        one.cancel()
        #expect(probe.cancels == 0)
        subject.send(3)
        two.cancel()
        #expect(probe.cancels == 1)
        #expect(first == [1, 2])
        #expect(second == [2, 3])
        #expect(shared == shared)
    }

    @Test("share of a map runs the closure once per element, whatever the number of subscribers")
    func shareRunsUpstreamOnce() {
        let subject = PassthroughSubject<Int, Never>()
        var calls = 0
        let shared = subject.map { value -> Int in
            calls += 1
            return value * 2
        }.share()
        var a: [Int] = []
        var b: [Int] = []
        var completions = 0
        let one = shared.sink(receiveCompletion: { _ in completions += 1 }, receiveValue: { a.append($0) })
        let two = shared.sink(receiveCompletion: { _ in completions += 1 }, receiveValue: { b.append($0) })
        subject.send(1)
        subject.send(2)
        subject.send(completion: .finished)
        #expect(calls == 2)
        #expect(a == [2, 4] && b == [2, 4])
        #expect(completions == 2)
        _ = (one, two)
    }

    @Test("share forwards values, then the completion, once to each subscriber; cancel reaches upstream once")
    func contract() {
        Contract.completion(expected: ["1", "2", "3"]) { $0.share() }
        Contract.cancellation { $0.share() }
    }
}
