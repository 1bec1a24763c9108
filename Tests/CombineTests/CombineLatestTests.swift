import Combine
import Testing

// combineLatest: nothing until every publisher has published, then the latest of each; finished
// when all have finished; the first failure ends it. https://developer.apple.com/documentation/combine/publishers/combinelatest

@Suite("combineLatest")
struct CombineLatestTests {
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

    @Test("combineLatest keeps the contract")
    func contract() {
        let other = { Just("x").setFailureType(to: TestError.self) }
        Contract.demand(first: 2, expectedFirst: ["(\"x\", 1)", "(\"x\", 2)"], expectedAll: (1...5).map { "(\"x\", \($0))" }) {
            other().combineLatest($0)
        }
        Contract.completion(expected: ["(\"x\", 1)", "(\"x\", 2)", "(\"x\", 3)"]) { other().combineLatest($0) }
        Contract.cancellation { other().combineLatest($0) }
    }

    // Documented: "If the demand isn't .unlimited, it drops values from upstream publishers. It
    // implements this by using a buffer size of 1 for each upstream, and holds the most-recent
    // value in each buffer." (https://developer.apple.com/documentation/combine/publishers/combinelatest)
    @Test("Under limited demand, combineLatest keeps only the latest element of each publisher")
    func latestOnlyUnderLimitedDemand() {
        let subscriber = RecordingSubscriber<(Int, String), Never>(initial: .max(2))
        (1...5).publisher.combineLatest(Just("x")).subscribe(subscriber)
        #expect(subscriber.values.map(text) == ["2x"], "1 was replaced by 2 before x came")
        subscriber.subscription?.request(.unlimited)
        #expect(subscriber.values.map(text) == ["2x", "3x", "4x", "5x"])
        #expect(subscriber.completions == [.finished])
    }
}
