import Testing
import ObjectiveC

// A protocol as `kbsim port` writes an `@objc` one with an optional requirement: the requirement
// throws, a default throws OptionalRequirementNotImplemented.
private protocol Listener: AnyObject {
    func heard(_ word: String) throws -> Int
}

extension Listener {
    func heard(_ word: String) throws -> Int { throw OptionalRequirementNotImplemented(self, "heard(_:)") }
}

private final class Implements: Listener {
    var words: [String] = []
    func heard(_ word: String) -> Int {
        words.append(word)
        return words.count
    }
}

private final class Ignores: Listener {}

@Suite("OptionalRequirement: a requirement taken as a value")
struct OptionalRequirementMethodTests {
    /// What the port writes for `if let m = listener?.heard { count = m(word) }`.
    private func tell(_ listener: Listener?, _ word: String) -> (ran: Bool, count: Int?) {
        var ran = false
        var count: Int?
        if let m = OptionalRequirement.method(listener, "heard(_:)", listener?.heard) {
            do {
                ran = true
                count = try m(word)
            } catch {}
        }
        return (ran, count)
    }

    @Test("a conformer that implements it is given and called, every time")
    func implemented() {
        let listener = Implements()
        #expect(tell(listener, "a") == (true, 1))
        #expect(tell(listener, "b") == (true, 2))
        #expect(listener.words == ["a", "b"])
        #expect(OptionalRequirement.responds(listener, to: "heard(_:)"))
    }

    @Test("a conformer that does not: the first use reaches the default and ends the body; later uses get nil, as iOS's every use")
    func notImplemented() {
        let listener = Ignores()
        #expect(tell(listener, "a") == (true, nil))
        #expect(!OptionalRequirement.responds(listener, to: "heard(_:)"))
        #expect(tell(listener, "b") == (false, nil))
        #expect(tell(Ignores(), "c") == (false, nil), "the answer is the class's, for every object of it")
    }

    @Test("no object: nil")
    func noObject() {
        #expect(tell(nil, "a") == (false, nil))
    }
}
