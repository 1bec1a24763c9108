import Combine
import Testing

// subscribe(on:): subscription, requests and cancel performed through the scheduler.
// https://developer.apple.com/documentation/combine/publishers/subscribeon

@Suite("subscribe(on:)")
struct SubscribeOnTests {
    @Test("subscribe(on:) subscribes, requests and cancels through the scheduler")
    func subscribeOn() {
        let scheduler = ManualScheduler()
        var log: [String] = []
        let upstream = [1, 2].publisher.handleEvents(
            receiveSubscription: { _ in log.append("subscribed") }, receiveCancel: { log.append("cancelled") },
            receiveRequest: { log.append("request \($0)") })
        let subscriber = RecordingSubscriber<Int, Never>(initial: .max(1))
        upstream.subscribe(on: scheduler).subscribe(subscriber)
        #expect(log.isEmpty, "nothing before the scheduler runs")
        #expect(scheduler.scheduledCount == 1)
        scheduler.advance()
        #expect(log == ["subscribed", "request max(1)"])
        #expect(scheduler.scheduledCount == 2, "the subscription, then the subscriber's request, each through the scheduler")
        #expect(subscriber.values == [1])
        subscriber.subscription?.cancel()
        #expect(log.count == 2)
        scheduler.advance()
        #expect(log == ["subscribed", "request max(1)", "cancelled"])
    }

    @Test("subscribe(on:) keeps the contract")
    func contract() {
        let scheduler = ManualScheduler()
        let run = { scheduler.advance() }
        Contract.demand(first: 2, expectedFirst: ["1", "2"], expectedAll: ["1", "2", "3", "4", "5"], run: run) {
            $0.subscribe(on: scheduler)
        }
        Contract.completion(expected: ["1", "2", "3"], run: run) { $0.subscribe(on: scheduler) }
        Contract.cancellation(run: run) { $0.subscribe(on: scheduler) }
    }
}
