import Foundation
import Testing
@testable import ConstraintSolver

/// Runs the same operations on the fast solver and on the literal kiwi port.
private struct Pair {
    let fast = Solver()
    let kiwi = KiwiReference()
    var log: [String] = []

    mutating func add(_ c: Constraint) -> Bool {
        var fastFailed = false, kiwiFailed = false
        do { try fast.add(c) } catch { fastFailed = true }
        do { try kiwi.add(c) } catch { kiwiFailed = true }
        log.append("add \(c)\(kiwiFailed ? " (rejected)" : "")")
        #expect(fastFailed == kiwiFailed, "add \(c)\n\(log.joined(separator: "\n"))")
        return !kiwiFailed
    }

    mutating func remove(_ c: Constraint) {
        log.append("remove \(c)")
        #expect(throws: Never.self) { try fast.remove(c) }
        #expect(throws: Never.self) { try kiwi.remove(c) }
    }

    mutating func edit(_ v: Variable, _ s: Strength) {
        log.append("edit \(v) \(s)")
        #expect(throws: Never.self) { try fast.addEditVariable(v, strength: s) }
        #expect(throws: Never.self) { try kiwi.addEditVariable(v, s) }
    }

    mutating func suggest(_ v: Variable, _ value: Double) {
        log.append("suggest \(v) \(value)")
        #expect(throws: Never.self) { try fast.suggestValue(v, value) }
        #expect(throws: Never.self) { try kiwi.suggestValue(v, value) }
    }

    func compare(_ variables: [Variable], sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
        fast.updateVariables()
        kiwi.updateVariables()
        let same = variables.allSatisfy { abs($0.value - kiwi.value($0)) <= 1e-6 * max(1, abs(kiwi.value($0))) }
        #expect(
            same, "fast \(variables.map(\.value)) vs kiwi \(variables.map { kiwi.value($0) })\n\(log.joined(separator: "\n"))",
            sourceLocation: sourceLocation)
        return same
    }
}

@Suite("Solver against a literal kiwi port")
struct DifferentialTests {
    @Test("the paper example step by step")
    func paper() throws {
        var pair = Pair()
        let xm = Variable("xm"), xl = Variable("xl"), xr = Variable("xr")
        pair.edit(xm, .strong)
        pair.edit(xl, .weak)
        pair.edit(xr, .weak)
        _ = pair.add(Constraint(2 * xm, .equal, xl + xr))
        _ = pair.add(Constraint(xl + 20, .lessThanOrEqual, xr))
        _ = pair.add(Constraint(xl, .greaterThanOrEqual, -10))
        _ = pair.add(Constraint(xr, .lessThanOrEqual, 100))
        _ = pair.compare([xm, xl, xr])
        for (v, value) in [(xm, 40.0), (xr, 50), (xl, 30), (xm, 60), (xm, 90)] {
            pair.suggest(v, value)
            _ = pair.compare([xm, xl, xr])
        }
    }

    @Test("random sequences of adds, removes, edits and suggestions give kiwi's values", arguments: 0..<60)
    func randomSequences(seed: Int) throws {
        var generator = SeededRandom(seed: UInt64(seed) &* 7919 &+ 1)
        var pair = Pair()
        let variables = (0..<Int.random(in: 2...5, using: &generator)).map { Variable("v\($0)") }
        var point = variables.map { _ in Double(Int.random(in: -50...50, using: &generator)) }
        var added: [Constraint] = []
        var edited: [Variable] = []
        for _ in 0..<25 {
            switch Int.random(in: 0..<10, using: &generator) {
            case 0...4:
                var expression = LinearExpression()
                var atPoint = 0.0
                for (index, variable) in variables.enumerated() where Int.random(in: 0..<3, using: &generator) == 0 {
                    let c = Double(Int.random(in: -3...3, using: &generator))
                    if c == 0 { continue }
                    expression = expression + variable * c
                    atPoint += c * point[index]
                }
                if expression.terms.isEmpty { continue }
                let strengths: [Strength] = [.required, .required, .strong, .medium, .weak]
                let strength = strengths.randomElement(using: &generator)!
                let relation: Relation = [.equal, .lessThanOrEqual, .greaterThanOrEqual].randomElement(using: &generator)!
                let offset =
                    strength.isRequired
                    ? Double(Int.random(in: 0...10, using: &generator)) : Double(Int.random(in: -30...30, using: &generator))
                let bound =
                    relation == .greaterThanOrEqual
                    ? atPoint - offset : (relation == .equal && strength.isRequired ? atPoint : atPoint + offset)
                let c = Constraint(expression, relation, bound, strength: strength)
                if pair.add(c) { added.append(c) }
            case 5, 6:
                guard !added.isEmpty else { continue }
                let c = added.remove(at: Int.random(in: 0..<added.count, using: &generator))
                pair.remove(c)
            case 7:
                let candidates = variables.filter { v in !edited.contains { $0 === v } }
                guard let v = candidates.randomElement(using: &generator) else { continue }
                pair.edit(v, [Strength.strong, .medium, .weak].randomElement(using: &generator)!)
                edited.append(v)
            default:
                guard let v = edited.randomElement(using: &generator) else { continue }
                let index = variables.firstIndex { $0 === v }!
                point[index] += Double(Int.random(in: -20...20, using: &generator))
                pair.suggest(v, point[index])
            }
            if !pair.compare(variables) { return }
        }
    }
}

@Suite("Solver against a literal kiwi port: chains of definitions")
struct ChainDifferentialTests {
    /// Chains `x[i] == x[j] + c` (definition rows referencing earlier rows), some variables left
    /// free, preferences and edits on top, links removed from the middle and re-added.
    @Test("random chains with removals and edits", arguments: 0..<80)
    func chains(seed: Int) throws {
        var generator = SeededRandom(seed: UInt64(seed) &* 104_729 &+ 17)
        var pair = Pair()
        let count = Int.random(in: 4...9, using: &generator)
        let x = (0..<count).map { Variable("x\($0)") }
        var links: [Constraint] = []
        for i in 1..<count where Int.random(in: 0..<5, using: &generator) != 0 {
            let j = Int.random(in: 0..<i, using: &generator)
            let c = Constraint(x[i], .equal, x[j] + Double(Int.random(in: 1...20, using: &generator)))
            if pair.add(c) { links.append(c) }
        }
        if Bool.random(using: &generator) { _ = pair.add(Constraint(x[0], .equal, Double(Int.random(in: -20...20, using: &generator)))) }
        for _ in 0..<Int.random(in: 0...3, using: &generator) {
            let v = x.randomElement(using: &generator)!
            _ = pair.add(
                Constraint(
                    v, .lessThanOrEqual, Double(Int.random(in: 0...300, using: &generator)),
                    strength: [Strength.weak, .medium, .strong].randomElement(using: &generator)!))
        }
        guard pair.compare(x) else { return }
        let edited = x.randomElement(using: &generator)!
        pair.edit(edited, .strong)
        for _ in 0..<12 {
            switch Int.random(in: 0..<4, using: &generator) {
            case 0 where !links.isEmpty:
                pair.remove(links.remove(at: Int.random(in: 0..<links.count, using: &generator)))
            case 1:
                let i = Int.random(in: 1..<count, using: &generator)
                let c = Constraint(
                    x[i] + Double(Int.random(in: -5...5, using: &generator)), .equal, x[Int.random(in: 0..<i, using: &generator)])
                if pair.add(c) { links.append(c) }
            default:
                pair.suggest(edited, Double(Int.random(in: -100...100, using: &generator)))
            }
            guard pair.compare(x) else { return }
            #if DEBUG
            #expect(pair.fast.invariantViolations(afterUpdate: true).isEmpty)
            #endif
        }
    }
}

@Suite("Solver against a literal kiwi port: a screen's constraints in any order")
struct OrderDifferentialTests {
    /// A form of `n` fields (each 8 below the one before it, its height 44 at a priority that
    /// grows with the field, at most 40 at a scattered hugging priority, at least 30), and a
    /// chain whose last bottom is held at most 800 (weak), as views' constraint lists.
    static func screen(_ kind: String, _ n: Int) -> (variables: [Variable], views: [[Constraint]]) {
        var variables: [Variable] = [], views: [[Constraint]] = []
        var top: [Variable] = [], height: [Variable] = []
        for i in 0..<n {
            top.append(Variable("top\(i)"))
            height.append(Variable("h\(i)"))
            variables += [top[i], height[i]]
            let link = i == 0 ? Constraint(top[0], .equal, 20) : Constraint(top[i], .equal, top[i - 1] + height[i - 1] + 8)
            if kind == "form" {
                views.append([
                    link, Constraint(height[i], .equal, 44, strength: Strength(Double(1000 + i))),
                    Constraint(height[i], .lessThanOrEqual, 40, strength: Strength(Double(1000 + (i * 389) % n) + 0.5)),
                    Constraint(height[i], .greaterThanOrEqual, 30),
                ])
            } else {
                var view = [link, Constraint(height[i], .equal, 44, strength: .strong), Constraint(height[i], .greaterThanOrEqual, 0)]
                if i == n - 1 { view.append(Constraint(top[i] + height[i], .lessThanOrEqual, 800, strength: .weak)) }
                views.append(view)
            }
        }
        return (variables, views)
    }

    /// Bottom-up, interleaved and shuffled, with the values compared after every few adds (so
    /// that rows stored before every other, and definitions moved after a new row, meet
    /// evaluation records, dirty marks and dependents' lists already built), then the
    /// constraints removed again in another order.
    @Test(
        "forms and chains added bottom-up, interleaved and shuffled give kiwi's values",
        arguments: ["form", "chain"], ["bottom-up", "interleaved", "shuffled"])
    func orders(kind: String, order: String) throws {
        let (variables, views) = Self.screen(kind, 24)
        var constraints: [Constraint]
        switch order {
        case "bottom-up": constraints = views.reversed().flatMap { $0 }
        case "interleaved":
            constraints = []
            for i in 0..<(views.count / 2) { constraints += views[i] + views[views.count - 1 - i] }
        default:
            constraints = views.flatMap { $0 }
            var random = SeededRandom(seed: 47)
            constraints.shuffle(using: &random)
        }
        var pair = Pair()
        for (position, constraint) in constraints.enumerated() {
            let added = pair.add(constraint)
            #expect(added, "every constraint of the screen goes in")
            if position % 5 == 4 {
                guard pair.compare(variables) else { return }
                #if DEBUG
                #expect(pair.fast.invariantViolations(afterUpdate: true).isEmpty)
                #endif
            }
        }
        guard pair.compare(variables) else { return }
        #if DEBUG
        #expect(pair.fast.invariantViolations(afterUpdate: true).isEmpty)
        #endif
        for (position, constraint) in constraints.enumerated().reversed() where position % 3 == 0 {
            pair.remove(constraint)
            guard pair.compare(variables) else { return }
        }
        #if DEBUG
        #expect(pair.fast.invariantViolations(afterUpdate: true).isEmpty)
        #endif
    }

    /// A form added bottom-up keeps its definitions as short as added top-down: each new top or
    /// height comes before the rows that name it, which go on naming it (substituted instead,
    /// the last top named every height and error above it: 142 cells at 48 fields).
    @Test("a form added bottom-up keeps rows of a few cells")
    func shortRows() throws {
        let (_, views) = Self.screen("form", 48)
        let solver = Solver()
        for constraint in views.reversed().flatMap({ $0 }) { try solver.add(constraint) }
        solver.updateVariables()
        let longest = solver.tableau.rows.map(\.cells.count).max() ?? 0
        #expect(longest <= 6, "the longest row holds \(longest) cells")
        expectHealthy(solver)
    }
}
