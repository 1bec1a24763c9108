import Foundation
import Testing

@MainActor @Suite("documentation listings")
struct ListingsTests {
    @Test("every swift block of the catalogs and every tutorial step is a compiled file in Listings/, byte for byte")
    func listingsMatchTheirSources() throws {
        let expected = try DocumentationListings.expectedFiles()
        #expect(expected.count >= 35, "the articles' examples and the seven tutorials' steps")
        #expect(
            !expected.contains { DocumentationListings.finishedSteps.values.contains(String($0.name.dropLast(".swift".count))) },
            "a finished step is compiled by the plugin (kbsim-port.txt), not copied")
        #expect(Set(expected.map(\.name)).count == expected.count, "two listings would share a file name")
        if DocumentationListings.recording {
            try DocumentationListings.write(expected)
        }
        let folder = DocumentationListings.listings
        let onDisk = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }.sorted()
        #expect(
            onDisk == expected.map(\.name).sorted(),
            "Listings/ does not match the documentation's listings; run \(DocumentationListings.note.dropFirst(3))")
        for file in expected {
            let contents = try? String(contentsOf: folder.appendingPathComponent(file.name), encoding: .utf8)
            #expect(
                contents == file.contents,
                "Listings/\(file.name) differs from \(file.source); run \(DocumentationListings.note.dropFirst(3))")
        }
    }

    @Test("a block with @Test is wrapped whole; a snippet becomes a test body; other fences are skipped")
    func extraction() {
        let markdown = """
            # Title
            ```swift
            import ConstraintSolver

            let x = Variable("x")
            ```
            ```sh
            swift test
            ```
            ```swift
            import Testing
            import UIKit

            final class A: UIViewController {}
            @Test func one() {}
            ```
            """
        let files = DocumentationListings.markdownFiles(markdown, stem: "GettingStarted", path: "Sources/X/X.docc/GettingStarted.md")
        #expect(files.map(\.name) == ["GettingStarted-1.swift", "GettingStarted-2.swift"])
        #expect(files.map(\.source) == ["Sources/X/X.docc/GettingStarted.md:2", "Sources/X/X.docc/GettingStarted.md:10"])
        #expect(
            files.first?.contents == """
                // Sources/X/X.docc/GettingStarted.md:2, compiled as a test: edit it there, then run
                // KBSIM_RECORD_DOCS=1 swift test --filter DocumentationListings
                import Testing
                import ConstraintSolver

                @MainActor struct GettingStarted1 {
                    @Test func listing() throws {
                        let x = Variable("x")
                    }
                }

                """)
        #expect(
            files.last?.contents == """
                // Sources/X/X.docc/GettingStarted.md:10, compiled here: edit it there, then run
                // KBSIM_RECORD_DOCS=1 swift test --filter DocumentationListings
                import Testing
                import UIKit

                @MainActor struct GettingStarted2 {
                    final class A: UIViewController {}
                    @Test func one() {}
                }

                """)
        #expect(DocumentationListings.typeName("bottom-constant-3") == "BottomConstant3")
    }
}
