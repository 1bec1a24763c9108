import Combine
import Testing

// zip: the nth elements of each publisher, paired in order; finished once a finished publisher has
// nothing left to pair. https://developer.apple.com/documentation/combine/publishers/zip

@Suite("zip")
struct ZipTests {
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

    @Test("zip keeps the contract")
    func contract() {
        let other = { ["a", "b", "c", "d", "e"].publisher.setFailureType(to: TestError.self) }
        Contract.demand(
            first: 2, expectedFirst: ["(1, \"a\")", "(2, \"b\")"],
            expectedAll: ["(1, \"a\")", "(2, \"b\")", "(3, \"c\")", "(4, \"d\")", "(5, \"e\")"]
        ) {
            $0.zip(other())
        }
        Contract.completion(expected: ["(1, \"a\")", "(2, \"b\")", "(3, \"c\")"]) { $0.zip(other()) }
        Contract.cancellation { $0.zip(other()) }
    }
}
