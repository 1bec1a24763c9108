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
            /// What rational arithmetic decides (Benchmarks/exact_rejections.py).
            struct Exact: Decodable {
                let rejected: [Int]
            }
            let index: Int
            let n: Int
            let constraints: [Item]
            let kiwi: Kiwi
            let exact: Exact?
        }
        let screens: [Screen]
    }

    static func fixture(_ name: String) throws -> Fixture {
        let url = try #require(Bundle.module.url(forResource: name, withExtension: "json", subdirectory: "Fixtures"))
        return try JSONDecoder().decode(Fixture.self, from: Data(contentsOf: url))
    }

    /// Which required constraints a screen refuses is a fact about the screen, not about the
    /// solver: a required constraint is refused exactly when it has no common solution with
    /// the required constraints accepted before it. Benchmarks/exact_rejections.py decides each
    /// in rational arithmetic, and this solver must agree on every screen. kiwisolver's
    /// recorded answers are measured against the same facts: where kiwi refuses the same
    /// constraints and its values keep every accepted required constraint, the weighted errors
    /// (the objective both solvers minimise) must be equal; the optimal values themselves need
    /// not be (ties).
    @Test(
        "50 screens from Benchmarks/kiwi_uikit_fixture.py: the refusals rational arithmetic makes, and kiwi's optimum where kiwi is right")
    func againstKiwi() throws {
        let fixture = try Self.fixture("kiwi-uikit")
        var exactAgreements = 0, kiwiRightRejections = 0, kiwiBrokenValues = 0, sameOptimum = 0, numerical = 0
        var broken: [Int] = []
        for screen in fixture.screens {
            let exact = try #require(screen.exact, "screen \(screen.index) has no exact answer: run Benchmarks/exact_rejections.py")
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
            #expect(rejected == exact.rejected, "screen \(screen.index): refused \(rejected), rational arithmetic \(exact.rejected)")
            if rejected == exact.rejected { exactAgreements += 1 }
            guard screen.kiwi.outcome == "solved", let kiwiValues = screen.kiwi.values, screen.kiwi.rejected == exact.rejected else {
                continue
            }
            kiwiRightRejections += 1
            guard required.allSatisfy({ $0.violation(kiwiValues) <= 1e-7 * max(1, abs($0.constant)) }) else {
                kiwiBrokenValues += 1
                continue
            }
            func weightedErrors(_ values: [Double]) -> Double {
                items.filter { !$0.isRequired }.reduce(0) { $0 + $1.strength.value * $1.violation(values) }
            }
            let ours = weightedErrors(values), kiwi = weightedErrors(kiwiValues)
            #expect(abs(ours - kiwi) <= 1e-9 * max(1, kiwi), "screen \(screen.index): weighted errors \(ours), kiwi's \(kiwi)")
            if abs(ours - kiwi) <= 1e-9 * max(1, kiwi) { sameOptimum += 1 }
        }
        #expect(fixture.screens.count == 50 && exactAgreements == 50)
        #expect(broken == [])
        #expect(numerical == 0)
        // kiwi 1.5.1 against the same facts (pinned, so a regenerated fixture is looked at): on
        // 27 of the 48 screens it solves, it refuses a constraint that fits or accepts one that
        // does not (why is unconfirmed; a failed add leaves kiwi's tableau changed, kiwi issue
        // 52, and each of these screens has refusals). On 17 of the 21 where its refusals are
        // right, its values break an accepted required constraint by 7 to 1,420 points. On the
        // other 4 the optimum is the same.
        #expect(kiwiRightRejections == 21 && kiwiBrokenValues == 17 && sameOptimum == 4)
    }

    /// The screens kiwisolver 1.5.1 stops on with "The objective is unbounded." (issue 46: on
    /// such screens the solver once broke required constraints silently or ran past 20 s). The
    /// objective, a sum of weighted errors that are never negative, cannot be unbounded: this
    /// solver solves each within its pivot budget, refuses exactly the required constraints
    /// rational arithmetic refuses (Benchmarks/exact_rejections.py) and keeps every one it took;
    /// a screen it refused as unbounded would be counted, and fail the test.
    @Test(
        "69 screens kiwi stops on as unbounded (kiwi_uikit_fixture.py --keep unbounded): solved, rational arithmetic's refusals, no required constraint broken"
    )
    func whereKiwiStops() throws {
        let fixture = try Self.fixture("kiwi-uikit-unbounded")
        var solved = 0, unsatisfiable = 0, unbounded = 0, pivotLimit = 0, pivots = 0
        var broken: [Int] = []
        for screen in fixture.screens {
            #expect(screen.kiwi.outcome == "unbounded", "screen \(screen.index)")
            let variables = (0..<screen.n).map { Variable("v\($0)") }
            let solver = Solver()
            var required: [UIKitLikeSystem.Item] = []
            var rejected: [Int] = []
            for (index, item) in screen.constraints.enumerated() {
                let item = UIKitLikeSystem.Item(
                    terms: item.terms.map { (Int($0[0]), $0[1]) },
                    relation: item.rel == "<=" ? .lessThanOrEqual : (item.rel == ">=" ? .greaterThanOrEqual : .equal),
                    constant: item.bound, priority: item.priority)
                do throws(SolverError) {
                    try solver.add(item.constraint(variables))
                    if item.isRequired { required.append(item) }
                } catch {
                    switch error {
                    case .unsatisfiable:
                        unsatisfiable += 1
                        rejected.append(index)
                    case .unboundedObjective: unbounded += 1
                    case .pivotLimitExceeded: pivotLimit += 1
                    default: Issue.record("screen \(screen.index): \(error)")
                    }
                }
            }
            let exact = try #require(screen.exact, "screen \(screen.index) has no exact answer: run Benchmarks/exact_rejections.py")
            #expect(rejected == exact.rejected, "screen \(screen.index): refused \(rejected), rational arithmetic \(exact.rejected)")
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
        // Conflicting required constraints are refused as UIKit breaks them, each one rational
        // arithmetic refuses (checked per screen above).
        #expect(unsatisfiable == 512)
        // The work bounded, not timed (kiwi's own runs on these stopped, and the solver before
        // issue 46 ran past 20 s on some).
        #expect(pivots < 20_000, "\(pivots) pivots")
    }
}
