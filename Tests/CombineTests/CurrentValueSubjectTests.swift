import Combine
import Testing

// CurrentValueSubject: a subject that keeps its latest value and gives it to each new subscriber.
// https://developer.apple.com/documentation/combine/currentvaluesubject

@Suite("CurrentValueSubject")
struct CurrentValueSubjectTests {
    @Test("CurrentValueSubject delivers its value on subscribe, then each new value")
    func currentValueSubject() {
        let subject = CurrentValueSubject<String, Never>("a")
        var values: [String] = []
        let cancellable = subject.sink { values.append($0) }
        #expect(values == ["a"])
        subject.send("b")
        subject.value = "c"
        #expect(values == ["a", "b", "c"])
        #expect(subject.value == "c")

        var late: [String] = []
        let lateCancellable = subject.sink { late.append($0) }
        #expect(late == ["c"])
        _ = (cancellable, lateCancellable)
    }

    @Test("CurrentValueSubject gives a subscriber without demand the latest value when it asks")
    func currentValueSubjectOwesLatestValue() {
        let subject = CurrentValueSubject<Int, Never>(0)
        let subscriber = RecordingSubscriber<Int, Never>(initial: .none)
        subject.subscribe(subscriber)
        #expect(subscriber.values.isEmpty)
        subject.send(1)
        subject.send(2)
        subscriber.subscription?.request(.max(1))
        #expect(subscriber.values == [2])
        subject.send(3)
        #expect(subscriber.values == [2])
        subscriber.subscription?.request(.max(5))
        #expect(subscriber.values == [2, 3])
        subject.send(4)
        #expect(subscriber.values == [2, 3, 4])
    }

    // Not documented: seen in Apple's Combine.
    @Test("A completed CurrentValueSubject gives a late subscriber only the completion")
    func completedSubject() {
        let subject = CurrentValueSubject<Int, TestError>(1)
        subject.send(completion: .failure(TestError(code: 5)))
        subject.send(2)
        let subscriber = RecordingSubscriber<Int, TestError>(initial: .unlimited)
        subject.subscribe(subscriber)
        #expect(subscriber.log == ["failure TestError(code: 5)"])
    }
}
