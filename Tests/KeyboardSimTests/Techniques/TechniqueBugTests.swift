import Foundation
import Testing
@testable import KeyboardSim
@testable import KeyboardSimCore

@MainActor @Suite("TechniqueBug: the bugs' JSON spellings")
struct TechniqueBugTests {
    @Test("a bug prints as its JSON spelling", arguments: TechniqueBug.allCases)
    func description(bug: TechniqueBug) {
        #expect("(bug: \(bug))" == "(bug: \(bug.rawValue))")
        #expect(TechniqueBug(rawValue: bug.description) == bug)
    }

    @Test("every bug belongs to a technique, and each technique lists its own")
    func owners() {
        let owners = TechniqueBug.allCases.map { bug in Technique.allCases.filter { TechniqueCatalog.bugs(of: $0).contains(bug) } }
        #expect(owners.allSatisfy { !$0.isEmpty })
        #expect(
            TechniqueCatalog.bugs(of: .bottomConstant).map(\.rawValue) == [
                "frameBegin", "sizeOnly", "noLayoutIfNeeded", "doubleSafeArea", "repeatedWillShow", "crashingSwitch", "hardCodedTiming",
                "rawCurveOptions", "curveOrShiftedCurve",
            ])
        #expect(TechniqueCatalog.bugs(of: .stackOffset) == [.repeatedWillShow])
        #expect(TechniqueCatalog.bugs(of: .frameShift) == [.landscapeWidthAsHeight])
        #expect(TechniqueCatalog.bugs(of: .legacyAnimations).isEmpty)
    }
}
