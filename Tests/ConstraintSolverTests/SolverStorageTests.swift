import Foundation
import Testing
@testable import ConstraintSolver

/// The tableau's index of a symbol's rows: two rows inline, the rest in an array, appended
/// and removed as an array appends and removes by swapping in the last one.
@Suite("OccurrenceList: an array's order, two rows inline")
struct OccurrenceListTests {
    private func list(_ rows: [Int32]) -> OccurrenceList {
        var list = OccurrenceList()
        for row in rows { list.append(row) }
        return list
    }

    @Test("removing swaps in the last row, as an array's swap-and-remove does, down to empty")
    func removeSwapping() {
        var list = list([7, 3, 9, 4])
        #expect(Array(list) == [7, 3, 9, 4] && list.count == 4)
        let removedSeven = list.remove(7)
        #expect(removedSeven && Array(list) == [4, 3, 9])
        let removedNine = list.remove(9), removedNineAgain = list.remove(9)
        #expect(removedNine && !removedNineAgain && Array(list) == [4, 3])
        let removedFour = list.remove(4), removedThree = list.remove(3)
        #expect(removedFour && removedThree)
        #expect(list.isEmpty && Array(list).isEmpty)
        list.append(5)
        #expect(Array(list) == [5] && list.contains(5) && !list.contains(4))
    }

    @Test("the same rows in the same order as an array under any appends and removals", arguments: [1, 2, 3])
    func matchesArray(seed: UInt64) {
        var random = SeededRandom(seed: seed)
        var list = OccurrenceList(), array: [Int32] = []
        for _ in 0..<2000 {
            let row = Int32(random.next() % 6)
            if random.next() % 3 == 0, let position = array.lastIndex(of: row) {
                array.swapAt(position, array.count - 1)
                array.removeLast()
                let removed = list.remove(row)
                #expect(removed)
            } else {
                array.append(row)
                list.append(row)
            }
            #expect(Array(list) == array)
        }
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

/// What the tableau keeps beside its cells.
@Suite("Tableau storage: rows keep little room, the constraint table by slot")
struct TableauStorageTests {
    @Test("a keyboard workload's rows keep room close to their cells (a sum that cancels gives its room back)")
    func rowsGiveBackRoom() throws {
        // Workload B at 300 views: the keyboard's row reaches every height, so pivots add it
        // to rows that then cancel down to a few cells.
        let n = 300
        let tops = (0..<n).map { Variable("top\($0)") }, heights = (0..<n).map { Variable("h\($0)") }
        let solver = Solver()
        for i in 0..<n {
            try solver.add(i == 0 ? Constraint(tops[0], .equal, 20) : Constraint(tops[i], .equal, tops[i - 1] + heights[i - 1] + 8))
            try solver.add(Constraint(heights[i], .equal, 44, strength: .strong))
            try solver.add(Constraint(heights[i], .greaterThanOrEqual, 0))
        }
        let keyboardTop = Variable("keyboardTop")
        try solver.add(Constraint(tops[n - 1] + heights[n - 1], .lessThanOrEqual, keyboardTop - 20))
        try solver.addEditVariable(keyboardTop, strength: .create(10, 0, 0))
        let natural = Double(52 * n + 12)
        for frame in 0..<250 {
            try solver.suggestValue(keyboardTop, natural + 170 - 300 * (0.5 - 0.5 * cos(2 * Double.pi * Double(frame) / 250)))
            solver.updateVariables()
        }
        // Each row's room at most twice its cells and eight more (`releaseUnusedCapacity`'s
        // rule), and the one more an allocation rounds up to (16 bytes: one cell).
        let rows = solver.tableau.rows
        let roomy = rows.filter { $0.cells.capacity > 2 * $0.cells.count + 9 }
        #expect(
            roomy.isEmpty,
            "\(roomy.count) of \(rows.count) rows keep room, the first \(roomy.first.map { "\($0.cells.capacity) for \($0.cells.count)" } ?? "")"
        )
        #expect(rows.reduce(0) { $0 + $1.cells.count } > rows.count, "the rows hold cells")
        #expect(abs(tops[n - 1].value + heights[n - 1].value - min(natural, keyboardTop.value - 20)) < 1e-6)
    }

    @Test("a grid's long rows keep their flat copies: an update rebuilds the rows it changed, not every record")
    func gridKeepsFlatCopies() throws {
        // Workload G's grid at 60 rows of 10: each top names the heights above it, so rows
        // average more than 16 cells, where counting rows alone took the flat copies for
        // garbage and rebuilt every record at every update that had a row to rebuild.
        let rows = 60, columns = 10
        let lefts = (0..<rows).map { r in (0..<columns).map { Variable("l\(r)_\($0)") } }
        let tops = (0..<rows).map { r in (0..<columns).map { Variable("t\(r)_\($0)") } }
        let widths = (0..<rows).map { r in (0..<columns).map { Variable("w\(r)_\($0)") } }
        let heights = (0..<rows).map { r in (0..<columns).map { Variable("h\(r)_\($0)") } }
        let solver = Solver()
        for r in 0..<rows {
            for c in 0..<columns {
                let left = c == 0 ? LinearExpression(constant: 8) : lefts[r][c - 1] + widths[r][c - 1] + 8
                let top = r == 0 ? LinearExpression(constant: 20) : tops[r - 1][c] + heights[r - 1][c] + 8
                try solver.add(Constraint(lefts[r][c], .equal, left))
                try solver.add(Constraint(tops[r][c], .equal, top))
            }
        }
        for r in 0..<rows {
            for c in 0..<columns {
                try solver.add(Constraint(widths[r][c], .equal, 28, strength: .strong))
                try solver.add(Constraint(heights[r][c], .equal, 44, strength: .strong))
            }
        }
        solver.updateVariables()
        func liveCells() -> Int { solver.tableau.records.filter { $0.row >= 0 }.reduce(0) { $0 + Int($1.cellCount) } }
        let definitions = solver.tableau.records.filter { $0.row >= 0 }.count
        let live = solver.tableau.rows.count - solver.tableau.freeRows.count
        #expect(liveCells() > 16 * live, "the premise: more than 16 cells a row, which counting rows alone took for garbage")
        let pool = solver.tableau.evalCells.count
        #expect(pool == liveCells(), "right after the build every copy is live")
        // One definition row changed (as a pivot's substitution changes rows): the update copies
        // that row again and keeps every other copy where it is.
        let tableau = solver.tableau
        let index = try #require(tableau.rows.indices.last { tableau.rows[$0].isDefinition && tableau.rows[$0].basic >= 0 })
        let row = solver.tableau.rows[index]
        solver.tableau.markRowStale(Int32(index))
        solver.tableau.dirty.insert(Int(row.stamp))
        solver.updateVariables()
        #expect(solver.tableau.evalCells.count == pool + row.cells.count, "the changed row appended, nothing rebuilt")
        #expect(liveCells() == pool, "the same live copies")
        #expect(solver.tableau.records.filter { $0.row >= 0 }.count == definitions)
        #expect(abs(tops[rows - 1][0].value - Double(20 + 52 * (rows - 1))) < 1e-9, "values unchanged")
    }

    @Test("the constraint table: a removed constraint is released and forgotten, and the table goes on taking and removing others")
    func constraintTableSlots() throws {
        let x = Variable("x")
        let solver = Solver()
        var first: Constraint? = Constraint(x, .greaterThanOrEqual, 1)
        weak let released = first
        try solver.add(first!)
        let second = Constraint(x, .lessThanOrEqual, 10)
        try solver.add(second)
        try solver.remove(first!)
        first = nil
        #expect(released == nil, "the solver no longer holds a removed constraint")
        #expect(!solver.contains(Constraint(x, .equal, 3)))
        let third = Constraint(x, .equal, 3)
        try solver.add(third)
        #expect(solver.contains(second) && solver.contains(third))
        solver.updateVariables()
        #expect(x.value == 3)
        try solver.remove(second)
        #expect(!solver.contains(second) && solver.contains(third))
        #expect(throws: SolverError.self) { try solver.remove(second) }
    }
}

/// The map from a variable or constraint to its symbol or slot: open addressing keyed by the
/// object's address, which must answer as a dictionary does under any inserts and removals
/// (removal shifts later entries back into the hole, so no key may become unreachable).
@Suite("IdentityTable: a dictionary's answers by object identity")
struct IdentityTableTests {
    @Test("inserts, replacements and removals answer as a Dictionary does", arguments: [1, 2, 3])
    func matchesDictionary(seed: UInt64) {
        var random = SeededRandom(seed: seed)
        // Enough objects to grow the table several times and to make long probe runs.
        let objects = (0..<300).map { Variable("v\($0)") }
        var table = IdentityTable()
        var reference: [ObjectIdentifier: Int32] = [:]
        var mismatches = 0
        for step in 0..<6_000 {
            let object = ObjectIdentifier(objects[Int(random.next() % UInt64(objects.count))])
            if random.next() % 3 == 0 {
                let removed = table.removeValue(for: object)
                if removed != reference.removeValue(forKey: object) { mismatches += 1 }
            } else {
                table.set(Int32(step), for: object)
                reference[object] = Int32(step)
            }
            if table.count != reference.count { mismatches += 1 }
        }
        for object in objects where table[ObjectIdentifier(object)] != reference[ObjectIdentifier(object)] { mismatches += 1 }
        #expect(mismatches == 0)
        #expect(table.count == reference.count && table.count > 0)
    }

    @Test("a table emptied by removals finds nothing, and takes keys again")
    func emptiedAndRefilled() {
        let objects = (0..<40).map { Variable("v\($0)") }
        var table = IdentityTable(capacity: 4)
        for (index, object) in objects.enumerated() { table.set(Int32(index), for: ObjectIdentifier(object)) }
        #expect(table[ObjectIdentifier(objects[39])] == 39 && table.count == 40)
        for object in objects { table.removeValue(for: ObjectIdentifier(object)) }
        #expect(table.count == 0)
        #expect(objects.allSatisfy { table[ObjectIdentifier($0)] == nil })
        table.set(7, for: ObjectIdentifier(objects[3]))
        #expect(table[ObjectIdentifier(objects[3])] == 7 && table[ObjectIdentifier(objects[4])] == nil)
    }
}

/// Merging a few cells into a long row from the back (a form added bottom-up) must give the
/// very cells `accumulate` gives, and report exactly the symbols that appear and cancel.
@Suite("Tableau.mergeFromBack: accumulate's cells, merged in place")
struct MergeFromBackTests {
    @Test("random rows, new, updated and cancelling cells: the same cells and changes as accumulate", arguments: [1, 2, 3, 4])
    func matchesAccumulate(seed: UInt64) {
        var random = SeededRandom(seed: seed)
        var mismatches = 0
        for _ in 0..<300 {
            // A row of up to 80 cells over ids 0..<120, and a source of up to 6 cells, some on
            // the row's ids with the coefficient that cancels them.
            var ids = Set<Int32>()
            for _ in 0..<Int(random.next() % 80) { ids.insert(Int32(random.next() % 120)) }
            let row = Row(cells: ids.sorted().map { Cell($0, Double(random.next() % 7) + 1) })
            let k = [1.0, -1.0, 2.0, 0.5][Int(random.next() % 4)]
            var sourceIDs = Set<Int32>()
            for _ in 0..<Int(1 + random.next() % 6) { sourceIDs.insert(Int32(random.next() % 120)) }
            let source = Row(
                constant: 3,
                cells: sourceIDs.sorted().map { id in
                    let position = row.position(of: id)
                    // Cancels the row's cell when it has one, half the time.
                    if position >= 0 && random.next() % 2 == 0 { return Cell(id, -row.cells[position].coef / k) }
                    return Cell(id, Double(random.next() % 5) + 1)
                })
            var expected = row, added: [Int32] = [], removed: [Int32] = []
            Tableau.accumulate(&expected, source, times: k, added: &added, removed: &removed)
            var cells = row.cells
            let changes = withUnsafeTemporaryAllocation(of: Int32.self, capacity: source.cells.count) { buffer in
                let count = Tableau.mergeFromBack(&cells, source.cells, times: k, changes: buffer)
                return Array(buffer[0..<count])
            }
            let gained = changes.filter { $0 >= 0 }.sorted(), lost = changes.filter { $0 < 0 }.map { -$0 - 1 }.sorted()
            let same =
                cells.count == expected.cells.count
                && zip(cells, expected.cells).allSatisfy { $0.id == $1.id && $0.coef == $1.coef }
            if !same || gained != added.sorted() || lost != removed.sorted() { mismatches += 1 }
        }
        #expect(mismatches == 0)
    }
}
