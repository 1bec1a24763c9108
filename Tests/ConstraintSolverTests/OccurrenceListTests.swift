import Testing
@testable import ConstraintSolver

/// The tableau's index of a symbol's rows keeps two inline and spills to an array: the same
/// elements whichever way they are held.
@Suite("OccurrenceList: two inline, then an array")
struct OccurrenceListTests {
    @Test("appending past two spills, removing by swapping keeps the others, emptying returns to inline")
    func appendAndRemove() {
        var list: OccurrenceList = []
        #expect(list.isEmpty)
        list.append(7)
        list.append(3)
        #expect(Array(list) == [7, 3])
        list.append(9)
        list.append(4)
        #expect(Array(list) == [7, 3, 9, 4])
        list.removeSwapping(at: 0)
        #expect(Array(list) == [4, 3, 9])
        #expect(list.lastIndex(of: 9) == 2)
        for _ in 0..<3 { list.removeSwapping(at: list.count - 1) }
        #expect(list.isEmpty && Array(list) == [])
        list.append(5)
        list.append(6)
        list.removeSwapping(at: 0)
        #expect(Array(list) == [6])
        list.removeSwapping(at: 0)
        #expect(list.isEmpty)
    }
}
