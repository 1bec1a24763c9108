import Combine
import Testing

// combineLatest, zip, switchToLatest, share and autoconnect, with the behaviour Apple documents:
// combineLatest waits for every publisher and finishes when all have; zip pairs in order and
// buffers the faster one; switchToLatest cancels the previous inner publisher; share subscribes
// once upstream.

/// A pair as text, to compare tuples.
private func text(_ pair: (Int, String)) -> String { "\(pair.0)\(pair.1)" }

@Suite("Combining operators: combineLatest, zip, switchToLatest, share")
struct CombiningOperatorTests {
    @Test("combineLatest publishes nothing until each publisher has published, then the latest of each; finishes when all finish")
    func combineLatest() {
        let a = PassthroughSubject<Int, Never>()
        let b = PassthroughSubject<String, Never>()
        let subscriber = RecordingSubscriber<(Int, String), Never>(initial: .unlimited)
        a.combineLatest(b).subscribe(subscriber)
        a.send(1)
        a.send(2)
        #expect(subscriber.values.isEmpty, "b has published nothing yet")
        b.send("x")
        a.send(3)
        a.send(completion: .finished)
        #expect(subscriber.completions.isEmpty, "b is still going")
        b.send("y")
        b.send(completion: .finished)
        #expect(subscriber.values.map(text) == ["2x", "3x", "3y"])
        #expect(subscriber.completions == [.finished])
    }

    @Test("combineLatest with a transform, with three publishers, and under limited demand")
    func combineLatestVariants() {
        let a = PassthroughSubject<Int, Never>()
        let b = PassthroughSubject<Int, Never>()
        let c = PassthroughSubject<Int, Never>()
        var sums: [Int] = []
        let summing = a.combineLatest(b) { $0 + $1 }.sink { sums.append($0) }
        var triples: [String] = []
        let tripling = a.combineLatest(b, c).sink { triples.append("\($0.0)\($0.1)\($0.2)") }
        var mapped: [Int] = []
        let mapping = a.combineLatest(b, c) { $0 * 100 + $1 * 10 + $2 }.sink { mapped.append($0) }
        a.send(1)
        b.send(2)
        c.send(3)
        b.send(4)
        #expect(sums == [3, 5])
        #expect(triples == ["123", "143"])
        #expect(mapped == [123, 143])
        _ = (summing, tripling, mapping)

        let x = PassthroughSubject<Int, Never>()
        let y = PassthroughSubject<String, Never>()
        let limited = RecordingSubscriber<(Int, String), Never>(initial: .max(1))
        Publishers.CombineLatest(x, y).subscribe(limited)
        x.send(1)
        y.send("a")
        #expect(limited.values.map(text) == ["1a"])
        limited.subscription?.request(.max(1))
        x.send(2)
        #expect(limited.values.map(text) == ["1a", "2a"])
    }

    @Test("combineLatest fails as soon as one publisher fails, cancelling the other; cancel reaches both")
    func combineLatestFailureAndCancel() {
        let a = PassthroughSubject<Int, TestError>()
        let b = PassthroughSubject<String, TestError>()
        let probe = UpstreamProbe()
        let subscriber = RecordingSubscriber<(Int, String), TestError>(initial: .unlimited)
        a.combineLatest(probe.watch(b)).subscribe(subscriber)
        a.send(1)
        a.send(completion: .failure(TestError(code: 1)))
        #expect(subscriber.completions == [.failure(TestError(code: 1))])
        #expect(probe.cancels == 1)

        let first = UpstreamProbe()
        let second = UpstreamProbe()
        let cancellable = first.watch(PassthroughSubject<Int, Never>()).combineLatest(second.watch(PassthroughSubject<Int, Never>()))
            .sink { _ in }
        cancellable.cancel()
        #expect(first.cancels == 1 && second.cancels == 1)
    }

    @Test("zip pairs the nth elements in order, buffering the faster publisher, and finishes once a finished one has nothing left")
    func zip() {
        let a = PassthroughSubject<Int, Never>()
        let b = PassthroughSubject<String, Never>()
        let probe = UpstreamProbe()
        let subscriber = RecordingSubscriber<(Int, String), Never>(initial: .unlimited)
        a.zip(probe.watch(b)).subscribe(subscriber)
        a.send(1)
        a.send(2)
        a.send(3)
        a.send(completion: .finished)
        b.send("x")
        #expect(subscriber.values.map(text) == ["1x"])
        b.send("y")
        #expect(subscriber.completions.isEmpty, "3 is still waiting for its pair")
        b.send("z")
        #expect(subscriber.values.map(text) == ["1x", "2y", "3z"])
        #expect(subscriber.completions == [.finished])
        #expect(probe.cancels == 1, "the unfinished publisher is cancelled")
    }

    @Test("zip with a transform, zip of three, and zip under limited demand")
    func zipVariants() {
        var sums: [Int] = []
        _ = [1, 2, 3].publisher.zip([10, 20].publisher) { $0 + $1 }.sink { sums.append($0) }
        #expect(sums == [11, 22])
        var triples: [String] = []
        _ = [1, 2].publisher.zip(["a", "b"].publisher, [true, false].publisher).sink { triples.append("\($0.0)\($0.1)\($0.2)") }
        #expect(triples == ["1atrue", "2bfalse"])
        var joined: [String] = []
        _ = [1].publisher.zip(["a"].publisher, ["!"].publisher) { "\($0)\($1)\($2)" }.sink { joined.append($0) }
        #expect(joined == ["1a!"])

        let probe = UpstreamProbe()
        let limited = RecordingSubscriber<(Int, String), Never>(initial: .max(1))
        probe.watch((1...3).publisher).zip(["a", "b", "c"].publisher).subscribe(limited)
        #expect(limited.values.map(text) == ["1a"])
        #expect(probe.requests == [.max(1)], "each publisher is asked for what the subscriber asked")
        limited.subscription?.request(.max(2))
        #expect(limited.values.map(text) == ["1a", "2b", "3c"])
        #expect(limited.completions == [.finished])
    }

    @Test("switchToLatest cancels the previous publisher when a new one arrives, and finishes after the outer and the latest inner")
    func switchToLatest() {
        let outer = PassthroughSubject<AnyPublisher<Int, Never>, Never>()
        let first = PassthroughSubject<Int, Never>()
        let second = PassthroughSubject<Int, Never>()
        let firstProbe = UpstreamProbe()
        let subscriber = RecordingSubscriber<Int, Never>(initial: .unlimited)
        outer.switchToLatest().subscribe(subscriber)
        outer.send(firstProbe.watch(first).eraseToAnyPublisher())
        first.send(1)
        outer.send(second.eraseToAnyPublisher())
        #expect(firstProbe.cancels == 1)
        first.send(2)
        second.send(3)
        outer.send(completion: .finished)
        #expect(subscriber.completions.isEmpty, "the latest inner publisher is still going")
        second.send(4)
        second.send(completion: .finished)
        #expect(subscriber.values == [1, 3, 4])
        #expect(subscriber.completions == [.finished])
    }

    @Test("switchToLatest carries the subscriber's outstanding demand to the new publisher; an inner failure fails it")
    func switchToLatestDemandAndFailure() {
        let outer = PassthroughSubject<Publishers.Sequence<[Int], TestError>, TestError>()
        let subscriber = RecordingSubscriber<Int, TestError>(initial: .max(3))
        outer.switchToLatest().subscribe(subscriber)
        outer.send(Publishers.Sequence(sequence: [1, 2]))
        outer.send(Publishers.Sequence(sequence: [5, 6, 7]))
        #expect(subscriber.values == [1, 2, 5])
        subscriber.subscription?.request(.max(1))
        #expect(subscriber.values == [1, 2, 5, 6])

        let failing = PassthroughSubject<Fail<Int, TestError>, TestError>()
        let probe = UpstreamProbe()
        let failed = RecordingSubscriber<Int, TestError>(initial: .unlimited)
        probe.watch(failing).switchToLatest().subscribe(failed)
        failing.send(Fail(error: TestError(code: 8)))
        #expect(failed.completions == [.failure(TestError(code: 8))])
        #expect(probe.cancels == 1, "the outer publisher is cancelled")
    }

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
}
