import Testing
@testable import ConstraintSolver

/// The tableau's index of a symbol's rows removes by swapping in the last one.
@Suite("OccurrenceList: removal by swapping")
struct OccurrenceListTests {
    @Test("removing by swapping keeps the others, down to empty")
    func removeSwapping() {
        var list: OccurrenceList = [7, 3, 9, 4]
        list.removeSwapping(at: 0)
        #expect(list == [4, 3, 9])
        list.removeSwapping(at: 2)
        #expect(list == [4, 3])
        list.removeSwapping(at: 0)
        list.removeSwapping(at: 0)
        #expect(list.isEmpty)
    }
}

/// The row-stamp sets: popping the largest member, the search starting where members are.
@Suite("BitSet: popLast")
struct BitSetTests {
    @Test("members come out largest first, the set refills after emptying, and members below the top are found")
    func popLast() {
        var set = BitSet()
        for member in [3, 700, 64, 129] { set.insert(member) }
        #expect([set.popLast(), set.popLast(), set.popLast(), set.popLast(), set.popLast()] == [700, 129, 64, 3, nil])
        set.insert(5)
        set.insert(2)
        #expect(set.popLast() == 5)
        set.insert(1000)
        #expect([set.popLast(), set.popLast(), set.popLast()] == [1000, 2, nil])
        set.words[0] = 1 << 9
        set.top = set.words.count - 1
        #expect(set.popLast() == 9)
    }
}
