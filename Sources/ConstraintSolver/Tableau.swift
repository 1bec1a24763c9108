/// The kind of a tableau symbol (kiwi's taxonomy).
enum SymbolKind: UInt8 {
    /// A user variable; unrestricted in sign.
    case external
    /// The slack of an inequality; ≥ 0.
    case slack
    /// The error of a non-required constraint; ≥ 0, weighted in the objective.
    case error
    /// The marker of a required equality; always 0.
    case dummy
}

/// One row of the tableau: `basic = constant + Σ coefficient·symbol`, cells sorted by symbol id.
///
/// A **core** row has a restricted basic symbol (slack, error, dummy) and only non-basic cells.
/// A **definition** row has an external basic symbol and may also reference *basic* symbols:
/// externals whose rows were created before it (`top[i] = top[i−1] + h[i−1] + 8`), and
/// restricted symbols, whose value is simply their core row's constant. Such a row is the fully
/// reduced row with those references left unexpanded. Core rows and the objective are always
/// fully reduced, so every simplex decision is the one a fully reduced tableau (kiwi) makes;
/// definition rows only feed values and new rows, and a pivot never has to rewrite them.
struct Row {
    var basic: Int32
    var constant: Double
    var ids: [Int32]
    var coefs: [Double]
    /// Creation order: references always point to rows with a smaller stamp.
    var stamp: Int32
    var isDefinition: Bool
    /// The generation at which this row was known to reach no non-basic external.
    var cleanAt: UInt32 = 0

    init(basic: Int32 = -1, constant: Double = 0, ids: [Int32] = [], coefs: [Double] = [], stamp: Int32 = -1, isDefinition: Bool = false) {
        self.basic = basic
        self.constant = constant
        self.ids = ids
        self.coefs = coefs
        self.stamp = stamp
        self.isDefinition = isDefinition
    }

    /// The index of `symbol` in the cells, or where it would be inserted (negated − 1).
    @inline(__always)
    func position(of symbol: Int32) -> Int {
        var low = 0, high = ids.count
        while low < high {
            let mid = (low + high) >> 1
            let id = ids[mid]
            if id == symbol { return mid }
            if id < symbol { low = mid + 1 } else { high = mid }
        }
        return -low - 1
    }

    @inline(__always)
    func coefficient(of symbol: Int32) -> Double {
        let index = position(of: symbol)
        return index >= 0 ? coefs[index] : 0
    }

    var isEmpty: Bool { ids.isEmpty }
}

/// Cells whose magnitude falls below this are dropped (kiwi's `nearZero`).
let nearZeroEpsilon = 1e-8

@inline(__always)
func nearZero(_ value: Double) -> Bool { abs(value) < nearZeroEpsilon }

/// What `updateVariables` needs about the row with a given stamp, in one place.
struct EvaluationRecord {
    /// The row's constant (kept in step with the row).
    var constant: Double = 0
    /// The row's index, or -1 when the stamp's row is gone or is a core row.
    var row: Int32 = -1
    var basic: Int32 = -1
    var cellStart: Int32 = 0
    var cellCount: Int32 = 0
    var dependentStart: Int32 = 0
    var dependentCount: Int32 = 0
}

/// A growable bit set over small non-negative integers (row stamps).
struct BitSet {
    var words: [UInt64] = []

    /// Makes room for members below `count`.
    mutating func reserve(_ count: Int) {
        let needed = (count + 63) >> 6
        if words.count < needed { words.append(contentsOf: repeatElement(0, count: needed - words.count)) }
    }

    @inline(__always)
    mutating func insert(_ index: Int) {
        let word = index >> 6
        if word >= words.count { words.append(contentsOf: repeatElement(0, count: word - words.count + 1)) }
        words[word] |= 1 << UInt64(index & 63)
    }

    @inline(__always)
    func contains(_ index: Int) -> Bool {
        let word = index >> 6
        return word < words.count && words[word] & (1 << UInt64(index & 63)) != 0
    }

    @inline(__always)
    mutating func remove(_ index: Int) {
        let word = index >> 6
        if word < words.count { words[word] &= ~(1 << UInt64(index & 63)) }
    }

    /// Removes and returns the smallest member at or after `start`.
    mutating func popFirst(from start: Int) -> Int? {
        var word = start >> 6
        guard word < words.count else { return nil }
        var bits = words[word] & (~0 << UInt64(start & 63))
        while true {
            if bits != 0 {
                let index = word << 6 + bits.trailingZeroBitCount
                words[word] &= ~(1 << UInt64(index & 63))
                return index
            }
            word += 1
            guard word < words.count else { return nil }
            bits = words[word]
        }
    }

    /// Removes and returns the largest member.
    mutating func popLast() -> Int? {
        var word = words.count - 1
        while word >= 0 {
            let bits = words[word]
            if bits != 0 {
                let bit = 63 - bits.leadingZeroBitCount
                words[word] &= ~(1 << UInt64(bit))
                return word << 6 + bit
            }
            word -= 1
        }
        return nil
    }

    var isEmpty: Bool { !words.contains { $0 != 0 } }
}

/// The solver's whole state as a value, so that an operation that may fail can be undone by
/// restoring a copy (copy-on-write makes the copy cheap until something is written).
struct Tableau {
    // Symbols, indexed by symbol id.
    var kinds: [SymbolKind] = []
    /// The row whose basic symbol this is, or -1.
    var rowOf: [Int32] = []
    /// The rows containing the symbol as a cell (for a basic external: the rows referencing it).
    var occurrences: [[Int32]] = []
    /// Basic externals: their evaluated value; basic restricted symbols: their row's constant;
    /// non-basic symbols: 0. A definition row's value is `constant + Σ c·values[symbol]`.
    var values: [Double] = []
    var variableOf: [Variable?] = []
    /// The same variables, unretained, for the per-frame update loop (`variableOf` keeps them alive).
    var unmanagedVariables: [Unmanaged<Variable>?] = []

    // Rows.
    var rows: [Row] = []
    var freeRows: [Int32] = []
    var nextStamp: Int32 = 0
    /// stamp → row index (-1 once the row is gone).
    var rowAtStamp: [Int32] = []
    /// Definition rows whose value must be recomputed, by stamp.
    var dirty = BitSet()
    /// Externals that left the basis since the last update (their value becomes 0).
    var leftBasis: [Int32] = []
    /// Bumped whenever an external that appears in rows changes between basic and non-basic.
    var generation: UInt32 = 1

    var objective = Row() {
        didSet { objectiveMayImprove = true }
    }
    /// False once `optimize` found no entering symbol and nothing touched the objective since:
    /// adding a constraint then costs nothing for the objective (independent views are linear).
    var objectiveMayImprove = true
    /// False for a detached copy: its updates keep values internal and never touch the shared
    /// `Variable` objects.
    var writesVariables = true
    /// Pivots performed (for tests and benchmarks).
    var pivotCount = 0
    var artificial: Row?
    var infeasible: [Int32] = []

    // The per-frame evaluation of definition rows reads one compact record per stamp and flat,
    // contiguous copies of the rows' cells and of their dependents (as stamps), rebuilt only
    // when a row's cells or a symbol's referencing rows change.
    var records: [EvaluationRecord] = []
    var evalIds: [Int32] = []
    var evalCoefs: [Double] = []
    var dependentPool: [Int32] = []
    /// Rows and symbols whose copies went stale since the last update.
    var staleRows: [Int32] = []
    var staleSymbols: [Int32] = []

    // What the solver holds, by identity.
    var symbolOfVariable: [ObjectIdentifier: Int32] = [:]
    var constraints: [ObjectIdentifier: ConstraintRecord] = [:]
    var edits: [ObjectIdentifier: EditRecord] = [:]

    // Scratch space for expansions, indexed by symbol id.
    var scratch: [Double] = []
    var scratchUsed: [Bool] = []
    var scratchTouched: [Int32] = []
    var pending = BitSet()

    // MARK: Symbols

    mutating func newSymbol(_ kind: SymbolKind, variable: Variable? = nil) -> Int32 {
        let id = Int32(kinds.count)
        kinds.append(kind)
        rowOf.append(-1)
        occurrences.append([])
        values.append(0)
        variableOf.append(variable)
        unmanagedVariables.append(variable.map { Unmanaged.passUnretained($0) })
        scratch.append(0)
        scratchUsed.append(false)
        return id
    }

    @inline(__always)
    func isBasic(_ symbol: Int32) -> Bool { rowOf[Int(symbol)] >= 0 }

    @inline(__always)
    func isBasicExternal(_ symbol: Int32) -> Bool {
        rowOf[Int(symbol)] >= 0 && kinds[Int(symbol)] == .external
    }

    // MARK: Rows

    /// Stores `row` as the row of its basic symbol and indexes its cells.
    mutating func insertRow(_ row: Row) -> Int32 {
        var row = row
        row.stamp = nextStamp
        nextStamp += 1
        row.isDefinition = kinds[Int(row.basic)] == .external
        let index: Int32
        if let free = freeRows.popLast() {
            index = free
            rows[Int(index)] = row
        } else {
            index = Int32(rows.count)
            rows.append(row)
        }
        rowAtStamp.append(index)
        records.append(EvaluationRecord())
        if row.isDefinition {
            staleRows.append(index)
            staleSymbols.append(row.basic)
        }
        rowOf[Int(row.basic)] = index
        for id in row.ids { addOccurrence(of: id, in: index) }
        if row.isDefinition {
            dirty.insert(Int(row.stamp))
            // Forces the first evaluation to write the variable, whatever it held before.
            values[Int(row.basic)] = .nan
        } else {
            // Definition rows that contain this symbol now reference a basic symbol.
            if !occurrences[Int(row.basic)].isEmpty && row.ids.contains(where: { kinds[Int($0)] == .external }) {
                generation &+= 1
            }
            coreValueChanged(index)
        }
        return index
    }

    /// Removes the row at `index` from the tableau and returns it (its basic becomes non-basic).
    mutating func takeRow(_ index: Int32) -> Row {
        let row = rows[Int(index)]
        for id in row.ids { removeOccurrence(of: id, in: index) }
        rowOf[Int(row.basic)] = -1
        rowAtStamp[Int(row.stamp)] = -1
        records[Int(row.stamp)].row = -1
        dirty.remove(Int(row.stamp))
        rows[Int(index)] = Row()
        freeRows.append(index)
        if row.isDefinition {
            externalLeftBasis(row.basic)
        } else if values[Int(row.basic)] != 0 {
            values[Int(row.basic)] = 0
            markDependentsDirty(row.basic)
        }
        return row
    }

    /// A core row's constant may have changed: keep `values` in step and mark the definition
    /// rows that reference its basic symbol.
    @inline(__always)
    mutating func coreValueChanged(_ index: Int32) {
        let row = rows[Int(index)]
        let basic = Int(row.basic)
        if values[basic] != row.constant {
            values[basic] = row.constant
            markDependentsDirty(row.basic)
        }
    }

    @inline(__always)
    mutating func markDependentsDirty(_ symbol: Int32) {
        for reference in occurrences[Int(symbol)] { markDirty(reference) }
    }

    /// A basic external became non-basic: its value is now 0 for everyone referencing it.
    mutating func externalLeftBasis(_ symbol: Int32) {
        values[Int(symbol)] = 0
        leftBasis.append(symbol)
        generation &+= 1
        markDependentsDirty(symbol)
    }

    /// A definition row's constant changed: copy it into its evaluation record and mark it.
    @inline(__always)
    mutating func definitionConstantChanged(_ index: Int32) {
        let stamp = Int(rows[Int(index)].stamp)
        records[stamp].constant = rows[Int(index)].constant
        dirty.insert(stamp)
    }

    @inline(__always)
    mutating func markDirty(_ index: Int32) {
        let row = rows[Int(index)]
        if row.isDefinition { dirty.insert(Int(row.stamp)) }
    }

    @inline(__always)
    mutating func addOccurrence(of symbol: Int32, in index: Int32) {
        occurrences[Int(symbol)].append(index)
        markDependentsChanged(symbol)
    }

    /// The row's cells changed: its flat copy must be rebuilt before the next update.
    @inline(__always)
    mutating func markCellsChanged(_ index: Int32) {
        if rows[Int(index)].isDefinition { staleRows.append(index) }
    }

    /// The rows containing the symbol changed: its dependents list must be rebuilt.
    @inline(__always)
    mutating func markDependentsChanged(_ symbol: Int32) {
        if kinds[Int(symbol)] == .external && rowOf[Int(symbol)] >= 0 { staleSymbols.append(symbol) }
    }

    @inline(__always)
    mutating func removeOccurrence(of symbol: Int32, in index: Int32) {
        let list = occurrences[Int(symbol)]
        if let position = list.lastIndex(of: index) {
            occurrences[Int(symbol)].swapAt(position, list.count - 1)
            occurrences[Int(symbol)].removeLast()
            markDependentsChanged(symbol)
        }
    }

    // MARK: Cell arithmetic

    /// `target += k · source`, dropping cells that cancel (|c| < 1e-8). `onAdd`/`onRemove`
    /// receive the symbols that appear in or vanish from `target`.
    @inline(__always)
    static func accumulate(_ target: inout Row, _ source: Row, times k: Double,
                           added: inout [Int32], removed: inout [Int32]) {
        target.constant += k * source.constant
        if source.ids.isEmpty { return }
        let aIds = target.ids, aCoefs = target.coefs
        var ids: [Int32] = []
        var coefs: [Double] = []
        ids.reserveCapacity(aIds.count + source.ids.count)
        coefs.reserveCapacity(aIds.count + source.ids.count)
        var i = 0, j = 0
        let bIds = source.ids, bCoefs = source.coefs
        while i < aIds.count || j < bIds.count {
            if j == bIds.count || (i < aIds.count && aIds[i] < bIds[j]) {
                ids.append(aIds[i])
                coefs.append(aCoefs[i])
                i += 1
            } else if i == aIds.count || bIds[j] < aIds[i] {
                let value = k * bCoefs[j]
                if !nearZero(value) {
                    ids.append(bIds[j])
                    coefs.append(value)
                    added.append(bIds[j])
                }
                j += 1
            } else {
                let value = aCoefs[i] + k * bCoefs[j]
                if nearZero(value) {
                    removed.append(aIds[i])
                } else {
                    ids.append(aIds[i])
                    coefs.append(value)
                }
                i += 1
                j += 1
            }
        }
        target.ids = ids
        target.coefs = coefs
    }

    /// Inserts `coefficient · symbol` into a row (summing with an existing cell).
    static func insert(_ symbol: Int32, _ coefficient: Double, into row: inout Row) -> (added: Bool, removed: Bool) {
        let position = row.position(of: symbol)
        if position >= 0 {
            let value = row.coefs[position] + coefficient
            if nearZero(value) {
                row.ids.remove(at: position)
                row.coefs.remove(at: position)
                return (false, true)
            }
            row.coefs[position] = value
            return (false, false)
        }
        guard !nearZero(coefficient) else { return (false, false) }
        row.ids.insert(symbol, at: -position - 1)
        row.coefs.insert(coefficient, at: -position - 1)
        return (true, false)
    }

    /// Removes a symbol's cell from a free-standing row, returning its coefficient.
    static func remove(_ symbol: Int32, from row: inout Row) -> Double {
        let position = row.position(of: symbol)
        guard position >= 0 else { return 0 }
        row.ids.remove(at: position)
        return row.coefs.remove(at: position)
    }

    /// Solves a free-standing row `0 = constant + Σ` for `symbol`: `symbol = −(rest)/c`.
    static func solve(_ row: inout Row, for symbol: Int32) {
        let c = remove(symbol, from: &row)
        let factor = -1 / c
        row.constant *= factor
        for index in row.coefs.indices { row.coefs[index] *= factor }
    }

    /// `basic = row` with `basic` leaving for `entering`: insert −1·basic, then solve for entering.
    static func solve(_ row: inout Row, leaving: Int32, entering: Int32) {
        _ = insert(leaving, -1, into: &row)
        solve(&row, for: entering)
    }

    /// Replaces `symbol` by `definition` in the stored row at `index`, keeping the index in step.
    mutating func substitute(_ symbol: Int32, _ definition: Row, inRow index: Int32) {
        var row = rows[Int(index)]
        rows[Int(index)] = Row()  // release the stored copy so the cells are uniquely owned
        let k = Self.remove(symbol, from: &row)
        removeOccurrence(of: symbol, in: index)
        guard k != 0 else {
            rows[Int(index)] = row
            return
        }
        var added: [Int32] = [], removed: [Int32] = []
        Self.accumulate(&row, definition, times: k, added: &added, removed: &removed)
        rows[Int(index)] = row
        markCellsChanged(index)
        for id in added { addOccurrence(of: id, in: index) }
        for id in removed { removeOccurrence(of: id, in: index) }
        if row.isDefinition { records[Int(row.stamp)].constant = row.constant }
        // A referenced row that gains a non-basic external changes what its referrers reach.
        if added.contains(where: { kinds[Int($0)] == .external }) && !occurrences[Int(row.basic)].isEmpty {
            generation &+= 1
        }
        if row.isDefinition {
            dirty.insert(Int(row.stamp))
        } else {
            coreValueChanged(index)
        }
    }

    // MARK: Expansion of definition rows

    /// Whether `row` contains a reference to a basic symbol.
    func hasReferences(_ row: Row) -> Bool {
        row.ids.contains { isBasic($0) }
    }

    /// The fully reduced form of `row`: every reference to a basic symbol replaced by that
    /// symbol's (fully reduced) row. Definition rows are expanded in descending stamp order, so
    /// each is expanded once, with its accumulated coefficient; core rows are flat and are
    /// expanded on the spot.
    mutating func expanded(_ row: Row) -> Row {
        guard hasReferences(row) else { return row }
        var constant = row.constant
        for (id, coef) in zip(row.ids, row.coefs) { addToScratch(id, coef, constant: &constant) }
        while let stamp = pending.popLast() {
            let index = rowAtStamp[stamp]
            let referenced = rows[Int(index)]
            let coef = scratch[Int(referenced.basic)]
            scratch[Int(referenced.basic)] = 0
            if coef == 0 { continue }
            constant += coef * referenced.constant
            for (id, c) in zip(referenced.ids, referenced.coefs) { addToScratch(id, coef * c, constant: &constant) }
        }
        scratchTouched.sort()
        var result = Row(basic: row.basic, constant: constant)
        result.ids.reserveCapacity(scratchTouched.count)
        result.coefs.reserveCapacity(scratchTouched.count)
        for id in scratchTouched {
            let value = scratch[Int(id)]
            scratch[Int(id)] = 0
            scratchUsed[Int(id)] = false
            if !nearZero(value) && !isBasic(id) {
                result.ids.append(id)
                result.coefs.append(value)
            }
        }
        scratchTouched.removeAll(keepingCapacity: true)
        return result
    }

    @inline(__always)
    private mutating func addToScratch(_ id: Int32, _ coef: Double, constant: inout Double) {
        let index = rowOf[Int(id)]
        if index >= 0 && kinds[Int(id)] != .external {
            // A core row: its cells are all non-basic.
            let core = rows[Int(index)]
            constant += coef * core.constant
            for (cell, c) in zip(core.ids, core.coefs) { addPlainToScratch(cell, coef * c) }
            return
        }
        if !scratchUsed[Int(id)] {
            scratchUsed[Int(id)] = true
            scratchTouched.append(id)
        }
        scratch[Int(id)] += coef
        if isBasicExternal(id) {
            pending.insert(Int(rows[Int(rowOf[Int(id)])].stamp))
        }
    }

    @inline(__always)
    private mutating func addPlainToScratch(_ id: Int32, _ coef: Double) {
        if !scratchUsed[Int(id)] {
            scratchUsed[Int(id)] = true
            scratchTouched.append(id)
        }
        scratch[Int(id)] += coef
    }

    /// Whether a core row contains a non-basic external.
    func coreHasExternal(_ index: Int32) -> Bool {
        rows[Int(index)].ids.contains { kinds[Int($0)] == .external }
    }

    /// Whether a definition row can reach (through its references) a non-basic external.
    /// Memoised per generation: a chain of definitions is walked once, then answered in O(1).
    mutating func reachesNonbasicExternal(_ start: Int32) -> Bool {
        // Iterative post-order over references.
        var stack: [(index: Int32, next: Int)] = [(start, 0)]
        var found = false
        while let top = stack.last {
            let row = rows[Int(top.index)]
            if row.cleanAt == generation && top.next == 0 {
                stack.removeLast()
                continue
            }
            var position = top.next
            var descended = false
            while position < row.ids.count {
                let id = row.ids[position]
                position += 1
                if kinds[Int(id)] == .external {
                    if isBasic(id) {
                        let child = rowOf[Int(id)]
                        if rows[Int(child)].cleanAt != generation {
                            stack[stack.count - 1].next = position
                            stack.append((child, 0))
                            descended = true
                            break
                        }
                    } else {
                        found = true
                    }
                } else if isBasic(id) && coreHasExternal(rowOf[Int(id)]) {
                    found = true
                }
            }
            if found { return true }
            if !descended {
                rows[Int(top.index)].cleanAt = generation
                stack.removeLast()
            }
        }
        return false
    }

    /// The non-basic externals a row reaches directly or through references, sorted by id.
    mutating func reachableNonbasicExternals(_ row: Row) -> (direct: [Int32], throughReferences: [Int32]) {
        var direct: [Int32] = []
        var viaReferences: [Int32] = []
        var visited = Set<Int32>()
        var queue: [Int32] = []
        /// Sorts one row's cells: non-basic externals into `found`, referenced rows that can
        /// reach one into the queue (core rows are flat: only definitions reference them).
        func scan(_ cells: [Int32], followsCoreRows: Bool, into found: inout [Int32]) {
            for id in cells {
                if kinds[Int(id)] == .external {
                    if !isBasic(id) {
                        found.append(id)
                    } else if reachesNonbasicExternal(rowOf[Int(id)]) {
                        queue.append(rowOf[Int(id)])
                    }
                } else if followsCoreRows && isBasic(id) && coreHasExternal(rowOf[Int(id)]) {
                    queue.append(rowOf[Int(id)])
                }
            }
        }
        scan(row.ids, followsCoreRows: true, into: &direct)
        while let index = queue.popLast() {
            guard visited.insert(index).inserted else { continue }
            let current = rows[Int(index)]
            scan(current.ids, followsCoreRows: current.isDefinition, into: &viaReferences)
        }
        return (direct, viaReferences.sorted())
    }
}
