import Foundation
import Testing
@testable import ConstraintSolver

@Suite("Solver: UIKit-like screens against kiwisolver's answers")
struct KiwiUIKitTests {
    struct Fixture: Decodable {
        struct Screen: Decodable {
            struct Item: Decodable {
                let terms: [[Double]]
                let rel: String
                let bound: Double
                let priority: Double
            }
            struct Kiwi: Decodable {
                let outcome: String
                let rejected: [Int]?
                let values: [Double]?
            }
            let index: Int
            let n: Int
            let constraints: [Item]
            let kiwi: Kiwi
        }
        let screens: [Screen]
    }

    static func fixture(_ name: String) throws -> Fixture {
        let url = try #require(Bundle.module.url(forResource: name, withExtension: "json", subdirectory: "Fixtures"))
        return try JSONDecoder().decode(Fixture.self, from: Data(contentsOf: url))
    }

    @Test("50 screens from Benchmarks/kiwi_uikit_fixture.py: kiwi's rejections and values where it solves, no break where it stops")
    func againstKiwi() throws {
        let fixture = try Self.fixture("kiwi-uikit")
        var solvedByKiwi = 0, sameRejections = 0, sameValues = 0, unboundedInKiwi = 0, numerical = 0
        var broken: [Int] = []
        for screen in fixture.screens {
            let items = screen.constraints.map { item in
                UIKitLikeSystem.Item(
                    terms: item.terms.map { (Int($0[0]), $0[1]) },
                    relation: item.rel == "<=" ? .lessThanOrEqual : (item.rel == ">=" ? .greaterThanOrEqual : .equal),
                    constant: item.bound, priority: item.priority)
            }
            let variables = (0..<screen.n).map { Variable("v\($0)") }
            let solver = Solver()
            var rejected: [Int] = []
            var required: [UIKitLikeSystem.Item] = []
            for (index, item) in items.enumerated() {
                do throws(SolverError) {
                    try solver.add(item.constraint(variables))
                    if item.isRequired { required.append(item) }
                } catch {
                    if case .unsatisfiable = error { rejected.append(index) } else { numerical += 1 }
                }
            }
            solver.updateVariables()
            let values = variables.map(\.value)
            if required.contains(where: { $0.violation(values) > 1e-7 * max(1, abs($0.constant)) }) { broken.append(screen.index) }
            expectHealthy(solver)
            if screen.kiwi.outcome == "solved", let kiwiValues = screen.kiwi.values {
                solvedByKiwi += 1
                if rejected == screen.kiwi.rejected ?? [] { sameRejections += 1 }
                if zip(values, kiwiValues).allSatisfy({ abs($0 - $1) <= 1e-6 * max(1, abs($1)) }) { sameValues += 1 }
            } else {
                unboundedInKiwi += 1
            }
        }
        #expect(fixture.screens.count == 50)
        // Where kiwi stops ("The objective is unbounded.") this solver solves, and no screen
        // breaks an accepted required constraint.
        #expect(broken == [])
        #expect(numerical == 0)
        #expect(solvedByKiwi == 48 && unboundedInKiwi == 2)
        // Known and open: on 27 of the 48 screens kiwi solves, kiwi and this solver reject
        // different required constraints (screen 0: this solver rejects #31, kiwi #60 and #66),
        // and the values then differ; 3 screens match value for value. The same figures came
        // from the solver before the termination changes. These counts pin them until that is
        // understood.
        #expect(sameRejections == 21)
        #expect(sameValues == 3)
    }

    /// The screens kiwisolver 1.5.1 stops on with "The objective is unbounded." (issue 46: on
    /// such screens the solver once broke required constraints silently or ran past 20 s). The
    /// objective, a sum of weighted errors that are never negative, cannot be unbounded: this
    /// solver solves each within its pivot budget and keeps every required constraint it took;
    /// a screen it refused as unbounded would be counted, and fail the test.
    @Test("69 screens kiwi stops on as unbounded (kiwi_uikit_fixture.py --keep unbounded): solved, no required constraint broken")
    func whereKiwiStops() throws {
        let fixture = try Self.fixture("kiwi-uikit-unbounded")
        var solved = 0, unsatisfiable = 0, unbounded = 0, pivotLimit = 0, pivots = 0
        var broken: [Int] = []
        for screen in fixture.screens {
            #expect(screen.kiwi.outcome == "unbounded", "screen \(screen.index)")
            let variables = (0..<screen.n).map { Variable("v\($0)") }
            let solver = Solver()
            var required: [UIKitLikeSystem.Item] = []
            for item in screen.constraints {
                let item = UIKitLikeSystem.Item(
                    terms: item.terms.map { (Int($0[0]), $0[1]) },
                    relation: item.rel == "<=" ? .lessThanOrEqual : (item.rel == ">=" ? .greaterThanOrEqual : .equal),
                    constant: item.bound, priority: item.priority)
                do throws(SolverError) {
                    try solver.add(item.constraint(variables))
                    if item.isRequired { required.append(item) }
                } catch {
                    switch error {
                    case .unsatisfiable: unsatisfiable += 1
                    case .unboundedObjective: unbounded += 1
                    case .pivotLimitExceeded: pivotLimit += 1
                    default: Issue.record("screen \(screen.index): \(error)")
                    }
                }
            }
            solver.updateVariables()
            pivots += solver.pivotCount
            let values = variables.map(\.value)
            if required.contains(where: { $0.violation(values) > 1e-7 * max(1, abs($0.constant)) }) { broken.append(screen.index) }
            expectHealthy(solver)
            solved += 1
        }
        #expect(fixture.screens.count == 69 && solved == 69)
        #expect(broken == [])
        #expect(unbounded == 0 && pivotLimit == 0, "refused as unbounded: \(unbounded), at the pivot limit: \(pivotLimit)")
        // Conflicting required constraints are refused as UIKit breaks them (the same count in
        // every run: every choice is by lowest symbol id); 9,167 pivots in all.
        #expect(unsatisfiable == 512)
        // The work bounded, not timed (kiwi's own runs on these stopped, and the solver before
        // issue 46 ran past 20 s on some).
        #expect(pivots < 20_000, "\(pivots) pivots")
    }
}
