import Combine
import Testing

// A sequence's publisher: its elements in order, as far as the subscriber asks, then finished.
// https://developer.apple.com/documentation/combine/publishers/sequence

@Suite("Publishers.Sequence")
struct SequencePublisherTests {
    @Test("A sequence publishes in order, as far as the demand goes, then finishes")
    func contract() {
        let subscriber = RecordingSubscriber<Int, Never>(initial: .max(2))
        [1, 2, 3].publisher.subscribe(subscriber)
        #expect(subscriber.log == ["value 1", "value 2"])
        subscriber.subscription?.request(.max(1))
        #expect(subscriber.log == ["value 1", "value 2", "value 3", "finished"])
        subscriber.subscription?.request(.max(1))
        #expect(subscriber.log == ["value 1", "value 2", "value 3", "finished"])
    }

    @Test("A subscriber that cancels while receiving gets nothing more, and cancel twice does nothing more")
    func cancelWhileReceiving() {
        final class Canceller: Subscriber {
            var subscription: Subscription?
            var values: [Int] = []
            var completions = 0
            func receive(subscription: Subscription) {
                self.subscription = subscription
                subscription.request(.unlimited)
            }
            func receive(_ input: Int) -> Subscribers.Demand {
                values.append(input)
                if input == 2 {
                    subscription?.cancel()
                    subscription?.cancel()
                }
                return .none
            }
            func receive(completion: Subscribers.Completion<Never>) { completions += 1 }
        }
        let canceller = Canceller()
        (1...5).publisher.subscribe(canceller)
        #expect(canceller.values == [1, 2])
        #expect(canceller.completions == 0)
    }

    @Test("An empty sequence finishes without demand")
    func emptySequence() {
        let subscriber = RecordingSubscriber<Int, Never>(initial: .none)
        [Int]().publisher.subscribe(subscriber)
        #expect(subscriber.log == ["finished"])
    }
}
