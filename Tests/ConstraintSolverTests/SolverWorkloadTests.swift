import Foundation
import Testing
@testable import ConstraintSolver

/// Workload B of the anchor at a small size: a chain of views above a keyboard edit variable.
struct KeyboardChain {
    let tops: [Variable], heights: [Variable], keyboardTop = Variable("keyboardTop")
    let solver = Solver()
    let n: Int

    init(n: Int) throws {
        self.n = n
        tops = (0..<n).map { Variable("top\($0)") }
        heights = (0..<n).map { Variable("h\($0)") }
        for i in 0..<n {
            if i == 0 {
                try solver.add(Constraint(tops[0], .equal, 20))
            } else {
                try solver.add(Constraint(tops[i], .equal, tops[i - 1] + heights[i - 1] + 8))
            }
            try solver.add(Constraint(heights[i], .equal, 44, strength: .strong))
            try solver.add(Constraint(heights[i], .greaterThanOrEqual, 0))
        }
        try solver.add(Constraint(tops[n - 1] + heights[n - 1], .lessThanOrEqual, 800, strength: .weak))
    }

    var bottom: Double { tops[n - 1].value + heights[n - 1].value }
    var naturalBottom: Double { Double(52 * n + 12) }

    func addKeyboard() throws {
        try solver.add(Constraint(tops[n - 1] + heights[n - 1], .lessThanOrEqual, keyboardTop - 20))
        try solver.addEditVariable(keyboardTop, strength: .create(10, 0, 0))
    }
}

@Suite("Solver: workloads of the anchor, checked frame by frame")
struct SolverWorkloadTests {
    @Test("workload A: the chain's tops and heights", arguments: [1, 2, 15, 16, 200])
    func chain(n: Int) throws {
        let chain = try KeyboardChain(n: n)
        chain.solver.updateVariables()
        for i in 0..<n {
            #expect(close(chain.tops[i].value, Double(20 + 52 * i)))
            #expect(close(chain.heights[i].value, 44))
        }
        #expect(close(chain.bottom, chain.naturalBottom))
        expectHealthy(chain.solver)
    }

    @Test("workload A keeps O(N) cells: definition rows reference earlier rows instead of expanding them")
    func linearMemory() throws {
        let small = try KeyboardChain(n: 500), large = try KeyboardChain(n: 2000)
        #expect(large.solver.cellCount < 20 * 2000)
        #expect(Double(large.solver.cellCount) / Double(small.solver.cellCount) < 4.5, "4× the views, about 4× the cells")
    }

    @Test("workload A2: independent views")
    func independent() throws {
        let solver = Solver()
        let tops = (0..<300).map { Variable("top\($0)") }, heights = (0..<300).map { Variable("h\($0)") }
        for i in 0..<300 {
            try solver.add(Constraint(tops[i], .equal, Double(20 + 52 * i)))
            try solver.add(Constraint(heights[i], .equal, 44, strength: .strong))
            try solver.add(Constraint(heights[i], .greaterThanOrEqual, 0))
        }
        solver.updateVariables()
        #expect(tops.enumerated().allSatisfy { close($1.value, Double(20 + 52 * $0)) })
        #expect(heights.allSatisfy { $0.value == 44 })
    }

    @Test("workload B: the keyboard slides up and back; the invariants hold on every frame", arguments: [4, 40])
    func keyboardAnimation(n: Int) throws {
        let chain = try KeyboardChain(n: n)
        try chain.addKeyboard()
        let b = chain.naturalBottom
        let k0 = b + 20 + 150
        try chain.solver.suggestValue(chain.keyboardTop, k0)
        chain.solver.updateVariables()
        var activeFrames = 0
        for f in 0..<500 {
            let phase: Double = 2 * Double.pi * Double(f) / 250
            let value: Double = k0 - 300 * (0.5 - 0.5 * cos(phase))
            try chain.solver.suggestValue(chain.keyboardTop, value)
            chain.solver.updateVariables()
            let expectedBottom = min(b, value - 20)
            if value - 20 < b { activeFrames += 1 }
            let sum = chain.heights.reduce(0) { $0 + $1.value }
            #expect(close(chain.keyboardTop.value, value, 1e-6), "frame \(f)")
            #expect(close(chain.bottom, expectedBottom, 1e-6), "frame \(f)")
            #expect(close(sum, chain.bottom - 20 - 8 * Double(n - 1), 1e-6), "frame \(f)")
            #expect(chain.heights.allSatisfy { $0.value >= -1e-9 }, "frame \(f)")
            if f % 50 == 0 { expectHealthy(chain.solver) }
        }
        #expect(activeFrames == 250)
    }

    @Test("updateVariables writes only the variables whose rows changed")
    func incrementalUpdate() throws {
        let chain = try KeyboardChain(n: 50)
        try chain.addKeyboard()
        try chain.solver.suggestValue(chain.keyboardTop, chain.naturalBottom + 500)
        #expect(chain.solver.updateVariablesCountingWrites() > 100)
        #expect(chain.solver.updateVariablesCountingWrites() == 0, "nothing changed")
        try chain.solver.suggestValue(chain.keyboardTop, chain.naturalBottom + 400)
        #expect(chain.solver.updateVariablesCountingWrites() == 1, "only the keyboard moved")
        try chain.solver.suggestValue(chain.keyboardTop, chain.naturalBottom + 10)
        let written = chain.solver.updateVariablesCountingWrites()
        #expect(written > 40, "compressing a height moves every view below it: \(written)")
    }

    @Test("removing constraints from the middle of a chain")
    func removeFromChain() throws {
        let x = (0..<6).map { Variable("x\($0)") }
        let solver = Solver()
        var links: [Constraint] = []
        try solver.add(Constraint(x[0], .equal, 10))
        for i in 1..<6 {
            let link = Constraint(x[i], .equal, x[i - 1] + 5)
            links.append(link)
            try solver.add(link)
        }
        try solver.add(Constraint(x[3], .equal, 100, strength: .weak))
        solver.updateVariables()
        #expect(x.map(\.value) == [10, 15, 20, 25, 30, 35])
        try solver.remove(links[2])  // x3 == x2 + 5
        solver.updateVariables()
        #expect(x.map(\.value) == [10, 15, 20, 100, 105, 110])
        expectHealthy(solver)
        try solver.add(links[2])
        solver.updateVariables()
        #expect(x.map(\.value) == [10, 15, 20, 25, 30, 35])
        for link in links { try solver.remove(link) }
        solver.updateVariables()
        #expect(x[0].value == 10 && x[3].value == 100)
        expectHealthy(solver)
        solver.reset()
        #expect(!solver.contains(links[0]))
    }
}

/// A grid screen whose sizes are added after every position (the order a layout engine may add
/// them in): each size substitutes into every row below it, which once listed each touched row
/// again per substitution and copied it that many times at the next update (issue 26: 1.1 GB).
@Suite("Solver: a grid whose sizes come after its positions")
struct SolverGridTests {
    @Test("each stale row is copied once: the evaluation storage stays the size of the rows")
    func staleRowsOnce() throws {
        let rows = 40, columns = 10
        let solver = Solver()
        let lefts = (0..<rows).map { r in (0..<columns).map { Variable("l\(r)_\($0)") } }
        let tops = (0..<rows).map { r in (0..<columns).map { Variable("t\(r)_\($0)") } }
        let widths = (0..<rows).map { r in (0..<columns).map { Variable("w\(r)_\($0)") } }
        let heights = (0..<rows).map { r in (0..<columns).map { Variable("h\(r)_\($0)") } }
        for r in 0..<rows {
            for c in 0..<columns {
                try solver.add(
                    c == 0 ? Constraint(lefts[r][c], .equal, 8) : Constraint(lefts[r][c], .equal, lefts[r][c - 1] + widths[r][c - 1] + 8))
                try solver.add(
                    r == 0 ? Constraint(tops[r][c], .equal, 20) : Constraint(tops[r][c], .equal, tops[r - 1][c] + heights[r - 1][c] + 8))
            }
        }
        for r in 0..<rows {
            for c in 0..<columns {
                try solver.add(Constraint(widths[r][c], .equal, 28, strength: .strong))
                try solver.add(Constraint(heights[r][c], .equal, 44, strength: .strong))
            }
        }
        #expect(Set(solver.tableau.staleRows).count == solver.tableau.staleRows.count)
        solver.updateVariables()
        expectHealthy(solver)
        let cells = solver.tableau.rows.filter { $0.basic >= 0 && $0.isDefinition }.reduce(0) { $0 + $1.cells.count }
        #expect(solver.tableau.evalCells.count <= 2 * cells, "\(solver.tableau.evalCells.count) copied cells for \(cells) cells")
        #expect(tops[rows - 1][columns - 1].value == Double(20 + 52 * (rows - 1)))
        #expect(lefts[rows - 1][columns - 1].value == Double(8 + 36 * (columns - 1)))
    }
}
