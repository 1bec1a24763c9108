import Foundation
import Testing
import KeyboardSim
import KeyboardSimCore

@MainActor @Suite("Technique: the techniques' JSON spellings")
struct TechniqueTests {
    @Test("each technique is spelled as scenario files spell it, in the catalogue's order")
    func spellings() {
        #expect(
            Technique.allCases.map(\.rawValue) == [
                "bottom-constant", "stack-offset", "frame-shift", "legacy-animations",
                "constant-with-layout", "keyboard-layout-guide", "scroll-view-insets",
            ])
        #expect(TechniqueCatalog.names == Technique.allCases.map(\.rawValue))
    }

    @Test("a technique prints as its JSON spelling", arguments: Technique.allCases)
    func description(technique: Technique) {
        #expect("technique \(technique)" == "technique \(technique.rawValue)")
        #expect(Technique(rawValue: technique.description) == technique)
    }
}
