/// One row of the tableau: `basic = constant + Σ coefficient·symbol`, cells sorted by symbol id.
///
/// A **core** row has a restricted basic symbol (slack, error, dummy) and only non-basic cells.
/// A **definition** row has an external basic symbol and may also reference *basic* symbols:
/// externals whose rows come before it in stamp order (`top[i] = top[i−1] + h[i−1] + 8`,
/// whichever of the two rows was added first: a row added after the rows that name its basic
/// symbol is stored before them, or they are moved after it), and restricted symbols, whose value is simply their core row's constant. Such a row is the fully
/// reduced row with those references left unexpanded. Core rows and the objective are always
/// fully reduced, so every simplex decision is the one a fully reduced tableau (kiwi) makes;
/// definition rows only feed values and new rows, and a pivot never has to rewrite them.
struct Row {
    // (The 8-byte fields first: 32 bytes a row.)
    var constant: Double
    /// The cells, sorted by symbol id: each symbol with its coefficient, in one buffer (a row's
    /// ids and coefficients in two arrays cost two allocations a row, about a tenth of the
    /// memory of a screen of independent views).
    var cells: [Cell]
    var basic: Int32
    /// Evaluation order: references always point to rows with a smaller stamp (a row's own is
    /// given when it is stored, and moved by `Tableau.restampReferrers`).
    var stamp: Int32
    /// The generation at which this row was known to reach no non-basic external.
    var cleanAt: UInt32 = 0
    var isDefinition: Bool

    init(basic: Int32 = -1, constant: Double = 0, cells: [Cell] = [], stamp: Int32 = -1, isDefinition: Bool = false) {
        self.basic = basic
        self.constant = constant
        self.cells = cells
        self.stamp = stamp
        self.isDefinition = isDefinition
    }

    /// The index of `symbol` in the cells, or where it would be inserted (negated − 1).
    @inline(__always)
    func position(of symbol: Int32) -> Int {
        var low = 0, high = cells.count
        while low < high {
            let mid = (low + high) >> 1
            let id = cells[mid].id
            if id == symbol { return mid }
            if id < symbol { low = mid + 1 } else { high = mid }
        }
        return -low - 1
    }

    @inline(__always)
    func coefficient(of symbol: Int32) -> Double {
        let index = position(of: symbol)
        return index >= 0 ? cells[index].coef : 0
    }

    var isEmpty: Bool { cells.isEmpty }

    /// Inserts `cell` at `position`, moving the later cells up with one `memmove`
    /// (`Array.insert(_:at:)` goes through the general `replaceSubrange`, a twentieth of a
    /// form's build). `Cell` is trivial, so its bytes may be moved.
    @inline(__always)
    mutating func insertCell(_ cell: Cell, at position: Int) {
        cells.append(cell)
        cells.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            let moved = buffer.count - 1 - position
            if moved > 0 {
                // copyMemory is a memmove: the regions may overlap.
                UnsafeMutableRawPointer(base + position + 1).copyMemory(
                    from: UnsafeRawPointer(base + position), byteCount: moved * MemoryLayout<Cell>.stride)
            }
            base[position] = cell
        }
    }

    /// Removes the cell at `position`, moving the later cells down with one `memmove`.
    @inline(__always)
    mutating func removeCell(at position: Int) {
        cells.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            let moved = buffer.count - 1 - position
            if moved > 0 {
                UnsafeMutableRawPointer(base + position).copyMemory(
                    from: UnsafeRawPointer(base + position + 1), byteCount: moved * MemoryLayout<Cell>.stride)
            }
        }
        cells.removeLast()
    }

    /// Whether a cell's symbol satisfies `predicate`.
    @inline(__always)
    func containsSymbol(where predicate: (Int32) -> Bool) -> Bool {
        cells.contains { predicate($0.id) }
    }

    /// Gives back room the cells no longer use: when the room is more than twice the cells and
    /// eight more. A sum is built with room for both terms' cells; when most of them cancel, the
    /// row would otherwise keep that room for good (a keyboard workload's 3,003 rows held 13,004
    /// cells in room for 5 million: 60 MB reserved, counted while fixing it).
    @inline(__always)
    mutating func releaseUnusedCapacity() {
        guard cells.capacity > 2 * cells.count + 8 else { return }
        var copy: [Cell] = []
        copy.reserveCapacity(cells.count)
        copy.append(contentsOf: cells)
        cells = copy
    }
}

/// One cell of a row: a symbol and its coefficient.
struct Cell {
    var coef: Double
    var id: Int32

    @inline(__always)
    init(_ id: Int32, _ coef: Double) {
        self.id = id
        self.coef = coef
    }
}

/// Cells whose magnitude falls below this are dropped (kiwi's `nearZero`, which uses 1e-8).
/// A coefficient is not a length: a chain of width multipliers scales a row's cells down by
/// their product, and at kiwi's 1e-8 real cells were dropped; the values then broke required
/// constraints (3 of 400 random 40-view screens, by up to 0.84 of a size; issue 46). Rounding
/// left by cancelling cells of ordinary size is far below this.
let nearZeroEpsilon = 1e-11

@inline(__always)
func nearZero(_ value: Double) -> Bool { abs(value) < nearZeroEpsilon }

/// A row's constant (a length in points) within this of zero is zero: a required row that
/// holds, a phase 1 that reached its end, a restricted row that is feasible.
let constantEpsilon = 1e-8

@inline(__always)
func constantIsZero(_ value: Double) -> Bool { abs(value) < constantEpsilon }

/// The smallest coefficient a pivot may divide by. Cells between `nearZeroEpsilon` and this are
/// kept (they are real in a row scaled down by multipliers), but dividing by one turns the
/// rounding left in it into coefficients of 1e8 and more: on a random 100-view screen with
/// chains of width multipliers, kiwi's rule (any negative cell) grew coefficients to 3.5e13
/// and broke required constraints by 7e9. The primal simplex applies it relative to the
/// column's largest entry in a restricted row, the dual simplex as is. A column whose only
/// candidates are below it has no leaving row, which is how kiwi's rule treats a column with
/// none. (It narrows the trouble; that screen still loses precision.)
let pivotEpsilon = 1e-7

/// A reduced cost enters the basis when it is below minus this fraction of the objective's
/// largest coefficient (the primal simplex; phase 1 uses `phaseOneEnteringTolerance`)...
let enteringTolerance = 1e-12

/// ...and below minus this, whatever the scale (kiwi's `nearZero`): a smaller one is rounding.
let reducedCostEpsilon = 1e-8

/// In phase 1 (the artificial objective of a constraint no symbol can take in at once), a
/// reduced cost is rounding, and does not enter, when its magnitude is at most this fraction of
/// the objective's largest coefficient (the primal objective uses `enteringTolerance`). Rounding accumulated
/// over a hundred pivots leaves cells of about 1e-6 where exact arithmetic has 0; one entering
/// phase 1 was bounded only by a cell of the same size, and the pivot on it moved a random
/// 40-view screen's required constraints by 55 points (issue 46). Kept at 1e-12 there, those
/// screens also threw `.unboundedObjective` for 25 of 400 (a phase-1 reduced cost no row bounds).
let phaseOneEnteringTolerance = 1e-6

/// A reduced cost with no row bounding it is rounding, and skipped, when its magnitude is at
/// most this fraction of the objective's largest coefficient; a larger one is thrown as
/// `SolverError.unboundedObjective`.
let unboundedTolerance = 1e-6
