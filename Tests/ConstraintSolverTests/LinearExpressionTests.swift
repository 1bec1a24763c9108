import Testing
import ConstraintSolver

@Suite("LinearExpression")
struct LinearExpressionTests {
    @Test("expressions print readably and sum like kiwi's")
    func expressions() {
        let x = Variable("x"), y = Variable("y")
        #expect((x + 2).description == "x + 2")
        #expect((y * 0.5 - 4).description == "0.5 * y - 4")
        #expect((2 * x + 1).description == "2 * x + 1")
        #expect((-x).description == "-x")
        #expect(((x + y) / 2).description == "0.5 * x + 0.5 * y")
        #expect(Constraint(x, .lessThanOrEqual, y * 0.5 - 4, strength: .weak).description == "x <= 0.5 * y - 4 (weak)")
    }
}
