import Testing
import UIKit

/// The edits each port was expected to need: `@objc` attributes, `#selector`s, and an
/// `import Foundation` beside `import UIKit`.
private struct ExpectedEdits: Sendable, CustomStringConvertible {
    var source: PortedSource
    var objc: Int
    var selectors: Int
    var foundationImports: Int
    var changedLines: Int

    var description: String { source.rawValue }
}

private let expectedEdits: [ExpectedEdits] = [
    ExpectedEdits(source: .bottomConstraint, objc: 3, selectors: 3, foundationImports: 1, changedLines: 7),
    ExpectedEdits(source: .nestedStack, objc: 3, selectors: 3, foundationImports: 0, changedLines: 6),
    ExpectedEdits(source: .legacyAnimation, objc: 3, selectors: 3, foundationImports: 1, changedLines: 7),
    ExpectedEdits(source: .blockObserver, objc: 1, selectors: 1, foundationImports: 0, changedLines: 2),
    ExpectedEdits(source: .keyboardLayoutGuide, objc: 2, selectors: 3, foundationImports: 0, changedLines: 5),
    ExpectedEdits(source: .animatedConstant, objc: 3, selectors: 3, foundationImports: 1, changedLines: 7),
]

@MainActor @Suite("LinuxPortComparison: each port differs from its iOS original only by the Linux edits")
struct LinuxPortEditsTests {
    @Test("every changed line is one of the three edits, as many as the original calls for", arguments: expectedEdits)
    fileprivate func portDiffersOnlyByTheLinuxEdits(_ expected: ExpectedEdits) throws {
        let original = try expected.source.original()
        let port = try expected.source.port()
        let comparison = LinuxPortComparison(original: original, port: port)
        #expect(comparison.unexplained == [], "lines no Linux edit explains")
        #expect(comparison.count(of: .objcDeleted) == expected.objc)
        #expect(comparison.count(of: .selectorAsMethodReference) == expected.selectors)
        #expect(comparison.count(of: .foundationImportDeleted) == expected.foundationImports)
        #expect(comparison.changedLines == expected.changedLines)
    }

    @Test(
        "the original is an iOS file: it imports UIKit and needs the edits; the port has none of them left",
        arguments: PortedSource.allCases)
    func originalNeedsTheEditsAndThePortHasNoneLeft(_ source: PortedSource) throws {
        let original = try source.original()
        let port = try source.port()
        #expect(original.hasPrefix("import UIKit\n"))
        #expect(port.hasPrefix("import UIKit\n"))
        #expect(original.contains("@objc "))
        #expect(original.contains("#selector("))
        #expect(!port.contains("@objc"))
        #expect(!port.contains("#selector"))
        #expect(!port.contains("import Foundation"))
        #expect(port.contains("NotificationCenter.default") == original.contains("NotificationCenter.default"))
    }

    // MARK: The comparison itself

    @Test("an unchanged file has no edits and nothing unexplained")
    func identicalFiles() {
        let text = "import UIKit\n\nclass A: UIViewController {}\n"
        let comparison = LinuxPortComparison(original: text, port: text)
        #expect(comparison.edits.isEmpty)
        #expect(comparison.unexplained.isEmpty)
    }

    @Test("each edit is recognized: a deleted import, inline and standalone @objc, both selector shapes")
    func recognizesEachEdit() {
        let original = """
            import UIKit
            import Foundation
            final class Form: UIViewController {
                func register() {
                    center.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: nil, object: nil)
                    button.addTarget(self, action: #selector(done), for: .touchUpInside)
                }
                @objc private func keyboardWillShow(_ note: Notification) {}
                @objc
                func done() {}
            }
            """
        let port = """
            import UIKit
            final class Form: UIViewController {
                func register() {
                    center.addObserver(self, selector: Form.keyboardWillShow, name: nil, object: nil)
                    button.addTarget(self, action: Form.done, for: .touchUpInside)
                }
                private func keyboardWillShow(_ note: Notification) {}
                func done() {}
            }
            """
        let comparison = LinuxPortComparison(original: original, port: port)
        #expect(comparison.unexplained == [])
        #expect(comparison.edits.map(\.line) == [2, 5, 6, 8, 9])
        #expect(
            comparison.edits.map(\.edit) == [
                .foundationImportDeleted, .selectorAsMethodReference, .selectorAsMethodReference,
                .objcDeleted, .objcDeleted,
            ])
    }

    @Test("any other change is unexplained, with the original's line number and both texts")
    func otherChangesAreUnexplained() {
        let original = "import UIKit\nclass A: UIViewController {\n    let center = NotificationCenter.default\n}\n"
        let port = "import UIKit\nclass A: UIViewController {\n    let center = sim.notificationCenter\n}\n"
        let comparison = LinuxPortComparison(original: original, port: port)
        #expect(
            comparison.unexplained == [
                "original line 3: \"    let center = NotificationCenter.default\" → port: \"    let center = sim.notificationCenter\""
            ])
    }

    @Test("a selector must name the enclosing class; another class's name is not the edit")
    func selectorMustNameTheEnclosingClass() {
        let original = "import UIKit\nclass A: UIViewController {\n    let s = #selector(tap(_:))\n}"
        let wrong = LinuxPortComparison(original: original, port: "import UIKit\nclass A: UIViewController {\n    let s = B.tap\n}")
        let right = LinuxPortComparison(original: original, port: "import UIKit\nclass A: UIViewController {\n    let s = A.tap\n}")
        #expect(wrong.unexplained.count == 1)
        #expect(right.unexplained.isEmpty)
        #expect(right.count(of: .selectorAsMethodReference) == 1)
    }

    @Test("import Foundation may go only beside import UIKit; lines missing from or added to the port are listed")
    func deletionsAndAdditions() {
        let withoutUIKit = LinuxPortComparison(original: "import Foundation\nlet a = 1", port: "let a = 1")
        #expect(withoutUIKit.unexplained.count == 2, "the import and the shifted line")
        let truncated = LinuxPortComparison(original: "import UIKit\nlet a = 1\nlet b = 2", port: "import UIKit\nlet a = 1")
        #expect(truncated.unexplained == ["original line 3: \"let b = 2\" → missing from the port"])
        let extended = LinuxPortComparison(original: "import UIKit\nlet a = 1", port: "import UIKit\nlet a = 1\nlet b = 2")
        #expect(extended.unexplained == ["port line not in the original: \"let b = 2\""])
    }
}
