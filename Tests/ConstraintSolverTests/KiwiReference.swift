@testable import ConstraintSolver

/// A literal, slow port of kiwi's solver (fully reduced tableau, rows and cells iterated in
/// symbol-id order), used as an oracle: the fast solver must make the same choices.
final class KiwiReference {
    enum Kind { case external, slack, error, dummy }
    struct Row {
        var constant: Double
        var cells: [Int: Double] = [:]
        var sortedIDs: [Int] { cells.keys.sorted() }

        mutating func add(_ other: Row, _ k: Double) {
            constant += k * other.constant
            for (id, c) in other.cells {
                let value = (cells[id] ?? 0) + k * c
                cells[id] = abs(value) < 1e-8 ? nil : value
            }
        }

        mutating func insert(_ id: Int, _ c: Double) {
            let value = (cells[id] ?? 0) + c
            cells[id] = abs(value) < 1e-8 ? nil : value
        }

        mutating func solveFor(_ id: Int) {
            let c = -1 / cells.removeValue(forKey: id)!
            constant *= c
            for key in cells.keys { cells[key]! *= c }
        }

        mutating func solveFor(_ lhs: Int, _ rhs: Int) {
            insert(lhs, -1)
            solveFor(rhs)
        }

        mutating func substitute(_ id: Int, _ row: Row) {
            if let c = cells.removeValue(forKey: id) { add(row, c) }
        }
    }
    struct Tag { var marker = -1, other = -1 }
    struct Failure: Error { let message: String }

    var kinds: [Kind] = []
    var rows: [Int: Row] = [:]
    var objective = Row(constant: 0)
    var artificial: Row?
    var infeasible: [Int] = []
    var varSymbols: [ObjectIdentifier: Int] = [:]
    var variables: [Int: Variable] = [:]
    var tags: [ObjectIdentifier: (Constraint, Tag)] = [:]
    var edits: [ObjectIdentifier: (Constraint, Tag, Double)] = [:]
    var values: [ObjectIdentifier: Double] = [:]

    func value(_ variable: Variable) -> Double { values[ObjectIdentifier(variable)] ?? 0 }

    private func symbol(_ kind: Kind) -> Int {
        kinds.append(kind)
        return kinds.count - 1
    }

    private func varSymbol(_ variable: Variable) -> Int {
        if let id = varSymbols[ObjectIdentifier(variable)] { return id }
        let id = symbol(.external)
        varSymbols[ObjectIdentifier(variable)] = id
        variables[id] = variable
        return id
    }

    /// kiwi's addConstraint with the one fix the fast solver makes on purpose: a failed add
    /// restores the state (kiwi issue 52 leaves the tableau changed).
    func add(_ constraint: Constraint) throws {
        let saved = (kinds, rows, objective, infeasible, varSymbols, variables, tags)
        do {
            try addUnrestored(constraint)
        } catch {
            (kinds, rows, objective, infeasible, varSymbols, variables, tags) = saved
            throw error
        }
    }

    private func addUnrestored(_ constraint: Constraint) throws {
        let expression = constraint.expression
        var row = Row(constant: expression.constant)
        for term in expression.terms where abs(term.coefficient) >= 1e-8 {
            let id = varSymbol(term.variable)
            if let basic = rows[id] { row.add(basic, term.coefficient) } else { row.insert(id, term.coefficient) }
        }
        var tag = Tag()
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let coeff = constraint.relation == .lessThanOrEqual ? 1.0 : -1.0
            let slack = symbol(.slack)
            tag.marker = slack
            row.insert(slack, coeff)
            if !constraint.strength.isRequired {
                let error = symbol(.error)
                tag.other = error
                row.insert(error, -coeff)
                objective.insert(error, constraint.strength.value)
            }
        case .equal:
            if constraint.strength.isRequired {
                let dummy = symbol(.dummy)
                tag.marker = dummy
                row.insert(dummy, 1)
            } else {
                let plus = symbol(.error), minus = symbol(.error)
                tag.marker = plus
                tag.other = minus
                row.insert(plus, -1)
                row.insert(minus, 1)
                objective.insert(plus, constraint.strength.value)
                objective.insert(minus, constraint.strength.value)
            }
        }
        if row.constant < 0 {
            row.constant = -row.constant
            for key in row.cells.keys { row.cells[key]! *= -1 }
        }
        var subject = chooseSubject(row, tag)
        if subject == nil && row.cells.keys.allSatisfy({ kinds[$0] == .dummy }) {
            if abs(row.constant) >= 1e-8 { throw Failure(message: "unsatisfiable") }
            subject = tag.marker
        }
        if let subject {
            row.solveFor(subject)
            substitute(subject, row)
            rows[subject] = row
        } else {
            guard try addWithArtificialVariable(row) else { throw Failure(message: "unsatisfiable") }
        }
        tags[ObjectIdentifier(constraint)] = (constraint, tag)
        try optimize(artificialPhase: false)
    }

    private func chooseSubject(_ row: Row, _ tag: Tag) -> Int? {
        for id in row.sortedIDs where kinds[id] == .external { return id }
        for symbol in [tag.marker, tag.other] where symbol >= 0 && (kinds[symbol] == .slack || kinds[symbol] == .error) {
            if (row.cells[symbol] ?? 0) < 0 { return symbol }
        }
        return nil
    }

    private func addWithArtificialVariable(_ row: Row) throws -> Bool {
        let art = symbol(.slack)
        rows[art] = row
        artificial = row
        try optimize(artificialPhase: true)
        let success = abs(artificial!.constant) < 1e-8
        artificial = nil
        if var artRow = rows.removeValue(forKey: art) {
            if artRow.cells.isEmpty { return success }
            guard let entering = artRow.sortedIDs.first(where: { kinds[$0] == .slack || kinds[$0] == .error }) else { return false }
            artRow.solveFor(art, entering)
            substitute(entering, artRow)
            rows[entering] = artRow
        }
        for key in rows.keys { rows[key]!.cells[art] = nil }
        objective.cells[art] = nil
        return success
    }

    private func substitute(_ symbol: Int, _ row: Row) {
        for key in rows.keys.sorted() {
            rows[key]!.substitute(symbol, row)
            if kinds[key] != .external && rows[key]!.constant < 0 { infeasible.append(key) }
        }
        objective.substitute(symbol, row)
        artificial?.substitute(symbol, row)
    }

    private func optimize(artificialPhase: Bool) throws {
        while true {
            let target = artificialPhase ? artificial! : objective
            guard let entering = target.sortedIDs.first(where: { kinds[$0] != .dummy && target.cells[$0]! < 0 }) else { return }
            var best: Int?
            var ratio = Double.greatestFiniteMagnitude
            for key in rows.keys.sorted() where kinds[key] != .external {
                let c = rows[key]!.cells[entering] ?? 0
                if c < 0 {
                    let r = -rows[key]!.constant / c
                    if r < ratio { ratio = r; best = key }
                }
            }
            guard let leaving = best else { throw Failure(message: "unbounded") }
            var row = rows.removeValue(forKey: leaving)!
            row.solveFor(leaving, entering)
            substitute(entering, row)
            rows[entering] = row
        }
    }

    private func dualOptimize() throws {
        while let leaving = infeasible.popLast() {
            guard var row = rows[leaving], abs(row.constant) >= 1e-8, row.constant < 0 else { continue }
            var entering: Int?
            var ratio = Double.greatestFiniteMagnitude
            for id in row.sortedIDs where kinds[id] != .dummy && row.cells[id]! > 0 {
                let r = (objective.cells[id] ?? 0) / row.cells[id]!
                if r < ratio { ratio = r; entering = id }
            }
            guard let entering else { throw Failure(message: "dual optimize failed") }
            rows[leaving] = nil
            row.solveFor(leaving, entering)
            substitute(entering, row)
            rows[entering] = row
        }
    }

    func remove(_ constraint: Constraint) throws {
        guard let (_, tag) = tags.removeValue(forKey: ObjectIdentifier(constraint)) else { throw Failure(message: "unknown") }
        for symbol in [tag.marker, tag.other] where symbol >= 0 && kinds[symbol] == .error {
            if let row = rows[symbol] {
                objective.add(row, -constraint.strength.value)
            } else {
                objective.insert(symbol, -constraint.strength.value)
            }
        }
        if rows.removeValue(forKey: tag.marker) == nil {
            var first: Int?, second: Int?, third: Int?
            var r1 = Double.greatestFiniteMagnitude, r2 = Double.greatestFiniteMagnitude
            for key in rows.keys.sorted() {
                let c = rows[key]!.cells[tag.marker] ?? 0
                if c == 0 { continue }
                if kinds[key] == .external {
                    third = key
                } else if c < 0 {
                    let r = -rows[key]!.constant / c
                    if r < r1 { r1 = r; first = key }
                } else {
                    let r = rows[key]!.constant / c
                    if r < r2 { r2 = r; second = key }
                }
            }
            guard let leaving = first ?? second ?? third else { throw Failure(message: "no leaving row") }
            var row = rows.removeValue(forKey: leaving)!
            row.solveFor(leaving, tag.marker)
            substitute(tag.marker, row)
        }
        try optimize(artificialPhase: false)
    }

    func addEditVariable(_ variable: Variable, _ strength: Strength) throws {
        let constraint = Constraint(variable, .equal, 0, strength: strength)
        try add(constraint)
        edits[ObjectIdentifier(variable)] = (constraint, tags[ObjectIdentifier(constraint)]!.1, 0)
    }

    func suggestValue(_ variable: Variable, _ value: Double) throws {
        guard var edit = edits[ObjectIdentifier(variable)] else { throw Failure(message: "unknown edit") }
        let delta = value - edit.2
        edit.2 = value
        edits[ObjectIdentifier(variable)] = edit
        let tag = edit.1
        if rows[tag.marker] != nil {
            rows[tag.marker]!.constant -= delta
            if rows[tag.marker]!.constant < 0 { infeasible.append(tag.marker) }
        } else if tag.other >= 0, rows[tag.other] != nil {
            rows[tag.other]!.constant += delta
            if rows[tag.other]!.constant < 0 { infeasible.append(tag.other) }
        } else {
            for key in rows.keys.sorted() {
                let c = rows[key]!.cells[tag.marker] ?? 0
                if c == 0 { continue }
                rows[key]!.constant += delta * c
                if rows[key]!.constant < 0 && kinds[key] != .external { infeasible.append(key) }
            }
        }
        try dualOptimize()
    }

    func updateVariables() {
        for (id, variable) in variables {
            values[ObjectIdentifier(variable)] = rows[id]?.constant ?? 0
        }
    }
}
