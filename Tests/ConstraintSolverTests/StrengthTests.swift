import Testing
import ConstraintSolver

@Suite("Strength")
struct StrengthTests {
    @Test("strength values are kiwi's")
    func strengthValues() {
        #expect(Strength.required.value == 1_001_001_000)
        #expect(Strength.strong.value == 1_000_000)
        #expect(Strength.medium.value == 1000)
        #expect(Strength.weak.value == 1)
        #expect(Strength.create(10, 0, 0).value == 10_000_000)
        #expect(Strength.create(2000, 0, 0).value == 1_000_000_000, "each part is clamped to 1000")
        #expect(Strength.create(1, 1, 1, weight: 0.5).value == 500_500.5)
    }
}
