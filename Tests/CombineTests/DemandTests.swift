import Combine
import Foundation
import Testing

// Demand: how many elements a subscriber asks for; requests add up.
// https://developer.apple.com/documentation/combine/subscribers/demand, https://developer.apple.com/documentation/combine/processing-published-elements-with-subscribers

@Suite("Subscribers.Demand")
struct DemandTests {
    @Test("A subscriber that requests .max(2) receives two values, then more only on request")
    func demandMaxTwo() {
        let subject = PassthroughSubject<Int, Never>()
        let subscriber = RecordingSubscriber<Int, Never>(initial: .max(2))
        subject.subscribe(subscriber)
        for value in 1...5 {
            subject.send(value)
        }
        #expect(subscriber.values == [1, 2])
        subscriber.subscription?.request(.max(1))
        subject.send(6)
        subject.send(7)
        #expect(subscriber.values == [1, 2, 6])

        let sequence = RecordingSubscriber<Int, Never>(initial: .max(2))
        (1...5).publisher.subscribe(sequence)
        #expect(sequence.values == [1, 2])
        #expect(sequence.completions.isEmpty)
        sequence.subscription?.request(.max(3))
        #expect(sequence.values == [1, 2, 3, 4, 5])
        #expect(sequence.completions == [.finished])
    }

    @Test("Demand returned from receive(_:) adds to the outstanding demand")
    func demandReturnedFromReceive() {
        let subscriber = RecordingSubscriber<Int, Never>(initial: .max(1), perValue: .max(1))
        (1...4).publisher.subscribe(subscriber)
        #expect(subscriber.values == [1, 2, 3, 4])
        #expect(subscriber.completions == [.finished])
    }

    @Test("Demand arithmetic and comparison")
    func demandArithmetic() {
        #expect(Subscribers.Demand.max(1) + .max(2) == .max(3))
        #expect(Subscribers.Demand.unlimited + .max(2) == .unlimited)
        #expect(Subscribers.Demand.max(Int.max) + 1 == .unlimited)
        #expect(Subscribers.Demand.max(3) - .max(1) == .max(2))
        #expect(Subscribers.Demand.max(1) - .max(2) == .none)
        #expect(Subscribers.Demand.max(1) - .unlimited == .none)
        #expect(Subscribers.Demand.unlimited - .max(5) == .unlimited)
        #expect(Subscribers.Demand.max(3) * 2 == .max(6))
        #expect(Subscribers.Demand.unlimited * 2 == .unlimited)
        #expect(Subscribers.Demand.none == .max(0))
        #expect(Subscribers.Demand.max(2) > 1)
        #expect(Subscribers.Demand.unlimited > Int.max)
        #expect(Subscribers.Demand.max(2) < .unlimited)
        #expect(Subscribers.Demand.max(2) == 2)
        #expect(Subscribers.Demand.unlimited != Int.max)
        #expect(Subscribers.Demand.max(4).max == 4)
        #expect(Subscribers.Demand.unlimited.max == nil)
        #expect(Subscribers.Demand.max(4).description == "max(4)")
        #expect(Subscribers.Demand.unlimited.description == "unlimited")
        var demand = Subscribers.Demand.max(1)
        demand += .max(1)
        demand -= 1
        demand *= 5
        #expect(demand == .max(5))
    }

    @Test("Demand round-trips through JSON")
    func demandCoding() throws {
        let demands: [Subscribers.Demand] = [.none, .max(3), .unlimited]
        let data = try JSONEncoder().encode(demands)
        #expect(try JSONDecoder().decode([Subscribers.Demand].self, from: data) == demands)
    }
}
