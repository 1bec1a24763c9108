/// Which non-basic externals a row reaches, directly or through the rows it references
/// (memoised per generation): what `add` needs to choose its subject without expanding.
extension Tableau {
    /// Whether a core row contains a non-basic external.
    ///
    /// Static, on the two arrays it reads: called as a method from the mutating walks below, it
    /// was handed a copy of the whole tableau (three dozen arrays retained and released, nearly
    /// two thousand instructions a call: a fifth of a 33-field form's build added interleaved).
    @inline(__always)
    static func coreHasExternal(_ index: Int32, rows: [Row], symbols: [SymbolRecord]) -> Bool {
        for cell in rows[Int(index)].cells where symbols[Int(cell.id)].kind == .external { return true }
        return false
    }

    /// Whether a definition row can reach (through its references) a non-basic external.
    /// Memoised per generation: a chain of definitions is walked once, then answered in O(1).
    mutating func reachesNonbasicExternal(_ start: Int32) -> Bool {
        // A row whose references are all known (clean) is answered from its own cells, without
        // the walk's stack: an array allocated per call, a twentieth of a build of 33
        // independent views, whose rows reference nothing (callgrind). The answer and the
        // clean marks are the walk's: it too answers true as soon as the row names a non-basic
        // external, and marks a row clean when it found none and descended nowhere.
        let cellCount = rows[Int(start)].cells.count
        if rows[Int(start)].cleanAt == generation { return false }
        var descends = false
        for position in 0..<cellCount {
            let id = rows[Int(start)].cells[position].id
            if symbols[Int(id)].kind == .external {
                guard isBasic(id) else { return true }
                if rows[Int(symbols[Int(id)].row)].cleanAt != generation {
                    descends = true
                    break
                }
            } else if isBasic(id) && Self.coreHasExternal(symbols[Int(id)].row, rows: rows, symbols: symbols) {
                return true
            }
        }
        guard descends else {
            rows[Int(start)].cleanAt = generation
            return false
        }
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
            while position < row.cells.count {
                let id = row.cells[position].id
                position += 1
                if symbols[Int(id)].kind == .external {
                    if isBasic(id) {
                        let child = symbols[Int(id)].row
                        if rows[Int(child)].cleanAt != generation {
                            stack[stack.count - 1].next = position
                            stack.append((child, 0))
                            descended = true
                            break
                        }
                    } else {
                        found = true
                    }
                } else if isBasic(id) && Self.coreHasExternal(symbols[Int(id)].row, rows: rows, symbols: symbols) {
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

    /// The lowest-id non-basic external a row holds directly, and the lowest it reaches through
    /// the rows it references (nil for none): `add` keeps the row lazy when the first is lower.
    /// A row that references nothing (most rows a screen adds) is answered in one pass, with
    /// nothing allocated.
    mutating func lowestReachableNonbasicExternals(_ row: Row) -> (direct: Int32?, throughReferences: Int32?) {
        var direct: Int32?
        var viaReferences: Int32?
        // The queue and the visited marks are the tableau's scratch space, kept between calls:
        // allocated per call (the queue, and a `Set` that hashed every row it held), they were
        // a tenth of a 33-view chain added bottom-up (callgrind).
        var queue = reachQueue
        reachQueue = []
        /// One row's cells: the lowest non-basic external into `found`, referenced rows that
        /// can reach one into the queue (core rows are flat: only definitions reference them).
        func scan(_ cells: [Cell], followsCoreRows: Bool, into found: inout Int32?) {
            for cell in cells {
                let id = cell.id
                if symbols[Int(id)].kind == .external {
                    if !isBasic(id) {
                        if found.map({ id < $0 }) ?? true { found = id }
                    } else if reachesNonbasicExternal(symbols[Int(id)].row) {
                        queue.append(symbols[Int(id)].row)
                    }
                } else if followsCoreRows && isBasic(id) && Self.coreHasExternal(symbols[Int(id)].row, rows: rows, symbols: symbols) {
                    queue.append(symbols[Int(id)].row)
                }
            }
        }
        scan(row.cells, followsCoreRows: true, into: &direct)
        guard !queue.isEmpty else {
            reachQueue = queue
            return (direct, nil)
        }
        var visited = reachVisited, marks = reachMarks
        reachVisited = []
        reachMarks = BitSet()
        while let index = queue.popLast() {
            guard !marks.contains(Int(index)) else { continue }
            marks.insert(Int(index))
            visited.append(index)
            let current = rows[Int(index)]
            scan(current.cells, followsCoreRows: current.isDefinition, into: &viaReferences)
        }
        for index in visited { marks.remove(Int(index)) }
        visited.removeAll(keepingCapacity: true)
        reachVisited = visited
        reachMarks = marks
        reachQueue = queue
        return (direct, viaReferences)
    }
}
