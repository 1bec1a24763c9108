/// The solver's whole state as a value, so that an operation that may fail can be undone by
/// restoring a copy (copy-on-write makes the copy cheap until something is written).
///
/// This file holds the storage and the creation of symbols; the operations live in extensions
/// named after their concern: `Tableau+Rows` (storing rows and keeping the index in step),
/// `+CellArithmetic`, `+Expansion`, `+Reachability`, `+Add`, `+Remove`, `+Simplex`,
/// `+Constants`, `+Evaluation` (the per-frame cache behind `updateVariables`) and
/// `+Invariants` (debug builds).
struct Tableau {
    // Symbols, indexed by symbol id.
    /// Each symbol's kind, row and list of rows (see `SymbolRecord`).
    var symbols: [SymbolRecord] = []
    /// Basic externals: their evaluated value; basic restricted symbols: their row's constant;
    /// non-basic symbols: 0. A definition row's value is `constant + Σ c·values[symbol]`.
    var values: [Double] = []
    var variableOf: [VariableSlot] = []

    // Rows (see Tableau+Rows).
    var rows: [Row] = []
    var freeRows: [Int32] = []
    var nextStamp: Int32 = 0
    /// The lowest stamp a row may hold: the stamps below it are free for rows stored before
    /// every other (see `insertRow(_:first:)`).
    var floorStamp: Int32 = 0
    /// stamp → row index (-1 once the row is gone).
    var rowAtStamp: [Int32] = []
    /// Definition rows whose value must be recomputed, by stamp.
    var dirty = BitSet()
    /// Externals that left the basis since the last update (their value becomes 0).
    var leftBasis: [Int32] = []
    /// Bumped whenever an external that appears in rows changes between basic and non-basic.
    var generation: UInt32 = 1

    // The simplex (see Tableau+Simplex).
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
    /// The public operation running, for errors, and its pivot budget (see `beginOperation`).
    var operation = SolverOperation.none
    var operationPivots = 0
    var operationRows = 0
    var operationColumns = 0
    var pivotLimit = Int.max
    /// Replaces the limit of every later operation (tests reach the limit with small systems).
    var pivotLimitOverride: Int?
    var infeasible: [Int32] = []

    // The per-frame evaluation of definition rows reads one compact record per stamp and flat,
    // contiguous copies of the rows' cells and of their dependents (as stamps), rebuilt only
    // when a row's cells or a symbol's referencing rows change (see Tableau+Evaluation).
    var records: [EvaluationRecord] = []
    var evalCells: [Cell] = []
    var dependentPool: [Int32] = []
    /// Rows and symbols whose copies went stale since the last update, each listed once (the
    /// marks say which are listed: a row substituted into a thousand times is copied once).
    var staleRows: [Int32] = []
    var staleSymbols: [Int32] = []
    var staleRowMarks = BitSet()
    var staleSymbolMarks = BitSet()

    // What the solver holds, by identity.
    var symbolOfVariable = IdentityTable(capacity: 128)
    var constraints = ConstraintTable()
    var edits: [ObjectIdentifier: EditRecord] = [:]

    // Scratch space for expansions, indexed by symbol id (see Tableau+Expansion): grown to the
    // symbols' count by `expanded` when it needs them, not by every new symbol.
    // Each symbol's sum; a symbol is listed in `scratchTouched` when a term lands on a zero sum
    // (8 bytes a symbol: a flag beside each sum made 16, an eighth of the memory of 1,000
    // independent views, whose scratch space is as long as the symbols' array's capacity).
    var scratch: [Double] = []
    var scratchTouched: [Int32] = []
    /// One bit a symbol: the symbols an expansion touched, read back in order when there are
    /// too many to sort by insertion (see `expanded`); all zero between expansions.
    var touchedWords: [UInt64] = []
    /// Scratch space of `lowestReachableNonbasicExternals`: the rows to scan, the rows scanned
    /// and their marks (all clear between calls).
    var reachQueue: [Int32] = []
    var reachVisited: [Int32] = []
    var reachMarks = BitSet()
    var pending = BitSet()
    /// Scratch space of `restampReferrers`: the rows to visit, and the stamps found.
    var restampQueue: [Int32] = []
    var restampSet = BitSet()
    /// Scratch lists of the symbols a substitution adds to and removes from a row.
    var substitutionAdded: [Int32] = []
    var substitutionRemoved: [Int32] = []

    /// An empty tableau with room for a small screen's symbols and rows (a 30-view screen
    /// holds about 200 symbols): they are appended one by one, and growing a dozen arrays and
    /// two dictionaries step by step cost small screens a fifth of their build time.
    init() {
        let symbols = 256, rowCount = 128
        self.symbols.reserveCapacity(symbols)
        values.reserveCapacity(symbols)
        variableOf.reserveCapacity(symbols)
        rows.reserveCapacity(rowCount)
        rowAtStamp.reserveCapacity(rowCount)
        records.reserveCapacity(rowCount)
        // Every definition row is listed stale once when it is stored: grown from empty, the
        // two lists allocated seven times before a 33-view screen's first update.
        staleRows.reserveCapacity(rowCount)
        staleSymbols.reserveCapacity(rowCount)
        constraints.reserveCapacity(rowCount)
        // Two error symbols a view with a preferred size: grown from empty, the objective's
        // cells were reallocated seven times while a 33-view screen was added.
        objective.cells.reserveCapacity(64)
    }

    // MARK: Symbols

    mutating func newSymbol(_ kind: SymbolKind, variable: Variable? = nil) -> Int32 {
        let id = Int32(symbols.count)
        symbols.append(SymbolRecord(kind: kind))
        values.append(0)
        variableOf.append(VariableSlot(variable))
        return id
    }

    @inline(__always)
    func isBasic(_ symbol: Int32) -> Bool { symbols[Int(symbol)].row >= 0 }

    @inline(__always)
    func isBasicExternal(_ symbol: Int32) -> Bool {
        symbols[Int(symbol)].row >= 0 && symbols[Int(symbol)].kind == .external
    }
}

/// What the tableau keeps about a symbol besides its value and variable: its kind, its row and
/// the rows it occurs in, in one record (24 bytes).
///
/// In one array, not three: a new symbol is one append, where three arrays made three, each
/// with its own uniqueness and capacity checks (an add of an independent view creates two
/// symbols on average). The value and the variable stay in arrays of their own, which the
/// per-frame update reads densely.
struct SymbolRecord {
    /// The rows containing the symbol as a cell (for a basic external: the rows referencing it).
    var occurrences = OccurrenceList()
    /// The row whose basic symbol this is, or -1.
    var row: Int32 = -1
    var kind: SymbolKind

    @inline(__always)
    init(kind: SymbolKind) { self.kind = kind }
}

/// A symbol's variable (nil for a restricted symbol), retained: that keeps the variable's
/// identity from being reused while the solver maps it to a symbol.
///
/// In a struct rather than an array of `Variable?`: such an array appends through the standard
/// library's unspecialised code for class references (two calls into the runtime). The
/// per-frame update loop reads the array as `Unmanaged<Variable>?` (the same 8 bytes, nil as
/// 0), which does not retain and release what it reads; a second, unretained reference beside
/// each one made the array 16 bytes a symbol, a twentieth of 1,000 independent views' memory.
struct VariableSlot {
    let variable: Variable?

    @inline(__always)
    init(_ variable: Variable?) {
        self.variable = variable
    }
}
