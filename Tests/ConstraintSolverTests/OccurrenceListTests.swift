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
