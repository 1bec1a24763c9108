import Foundation
import Testing
@testable import KBSimPort

/// Every member Apple's documentation lists for the UIKit families of issue 43
/// (`Fixtures/AppleMembers.txt`, generated from Apple's documentation pages; its header says how)
/// is declared by the UIKit module, or is on the committed list of members known to be missing
/// (`Fixtures/AppleMembersMissing.txt`). A listed member that is neither fails, naming the type,
/// the member and Apple's declaration; a member on the missing list that is declared now fails
/// too, so the list shrinks as members are added. The porting article's counts per family are
/// checked against both. `KBSIM_RECORD_MEMBERS=1` rewrites the missing list and the counts.
///
/// How a listed member matches: by its name as Apple's documentation titles it, base name and
/// argument labels (`convert(_:to:)`, `init(coder:)`, `subscript(_:)`), against the names
/// ``UIKitMemberCatalog/appleNames(_:)`` reads from the module's sources. A property, enum case or
/// nested type matches a declaration of that name. Overloads match by name: one
/// `convert(_:to:)` declared covers Apple's two (for a point and for a rectangle), whatever its
/// parameter types. A declaration with default arguments matches the names without them too
/// (`animate(withDuration:animations:completion:)` with `completion: … = nil` is also Apple's
/// `animate(withDuration:animations:)`). A failable and a plain initializer match alike (`init?(coder:)` is
/// `init(coder:)`). A member counts on a type when the type or anything it inherits in the module
/// declares it (a superclass, a protocol it conforms to, an extension): what Apple lists on
/// `UITableViewController` may come from the module's `UIViewController`.
@MainActor @Suite("Apple's documented UIKit members")
struct AppleMembersTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures")
    static let listFile = fixtures.appendingPathComponent("AppleMembers.txt")
    static let missingFile = fixtures.appendingPathComponent("AppleMembersMissing.txt")
    static let article = AppleNamesTests.repository.appendingPathComponent(
        "Sources/KeyboardSim/KeyboardSim.docc/Articles/PortingYourViewController.md")
    /// Where the UIKit module's declarations are (as `UIKitMemberCatalogTests` reads them).
    static let roots = ["Sources/KeyboardSimCore", "Sources/KeyboardSim/UIKit", "Sources/UIKit"]
    static let tableHeading = "### How much of UIKit is here"
    static var recording: Bool { ProcessInfo.processInfo.environment["KBSIM_RECORD_MEMBERS"] == "1" }

    /// One line of `AppleMembers.txt`.
    struct Listed: Equatable {
        var type: String
        var family: String
        var name: String
        var deprecated: Bool
        var declaration: String

        /// `UIView.convert(_:to:)`.
        var key: String { "\(type).\(name)" }
    }

    /// The lines of `AppleMembers.txt`, in its order.
    static func listed(_ text: String) -> [Listed] {
        var result: [Listed] = []
        var type = ""
        var family = ""
        for line in text.split(separator: "\n", omittingEmptySubsequences: true) where !line.hasPrefix("#") {
            if line.hasPrefix("["), let close = line.firstIndex(of: "]") {
                type = String(line[line.index(after: line.startIndex)..<close])
                let rest = line[line.index(after: close)...].trimmingCharacters(in: .whitespaces)
                family =
                    rest.hasPrefix("family: ") ? String(rest.dropFirst(8).prefix { $0 != "(" }).trimmingCharacters(in: .whitespaces) : ""
                continue
            }
            let fields = line.split(separator: "\t", maxSplits: 2, omittingEmptySubsequences: false).map(String.init)
            guard fields.count == 3, !type.isEmpty else { continue }
            result.append(
                Listed(type: type, family: family, name: fields[0], deprecated: fields[1].hasPrefix("deprecated"), declaration: fields[2]))
        }
        return result
    }

    /// The keys of `AppleMembersMissing.txt`.
    static func knownMissing(_ text: String) -> [String] { knownMissingReasons(text).map(\.key) }

    /// `AppleMembersMissing.txt`'s lines: each member's key and why it is missing (the text after
    /// a tab and `#`; empty when the line gives none).
    static func knownMissingReasons(_ text: String) -> [(key: String, reason: String)] {
        text.split(separator: "\n").compactMap { line in
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard !trimmed.isEmpty, !trimmed.hasPrefix("#") else { return nil }
            let parts = trimmed.split(separator: "#", maxSplits: 1)
            let reason = parts.count > 1 ? parts[1].trimmingCharacters(in: .whitespaces) : ""
            return (parts[0].trimmingCharacters(in: .whitespaces), reason)
        }
    }

    /// What the module declares: the catalog (for what each type inherits) and each type's names.
    static func declarations() throws -> (catalog: UIKitMemberCatalog, names: [String: Set<String>]) {
        var texts: [String] = []
        for root in roots {
            let folder = AppleNamesTests.repository.appendingPathComponent(root)
            guard FileManager.default.fileExists(atPath: folder.path) else { continue }
            for file in try AppleNamesTests.swiftFiles(in: folder) { texts.append(file.text) }
        }
        return (UIKitMemberCatalog.read(texts), UIKitMemberCatalog.appleNames(texts))
    }

    /// Whether `type` or anything it inherits in the module declares `name`.
    static func isDeclared(_ name: String, on type: String, in declared: (catalog: UIKitMemberCatalog, names: [String: Set<String>]))
        -> Bool
    {
        declared.catalog.lineage(of: type).contains { declared.names[$0]?.contains(name) == true }
    }

    /// `AppleMembersMissing.txt` for these listed members and declarations, keeping the reasons
    /// `reasons` gives (the file's lines before recording).
    static func missingText(
        _ listed: [Listed], declared: (catalog: UIKitMemberCatalog, names: [String: Set<String>]), reasons: [String: String] = [:]
    ) -> String {
        var lines = [
            "# The members AppleMembers.txt lists that the UIKit module does not declare yet, one `Type.member` a line,",
            "# in AppleMembers.txt's order, each with why after a tab and `#`. AppleMembersTests fails when a line here",
            "# is declared now (remove it), when a listed member is neither declared nor here, and when a line gives no",
            "# reason. Re-record after adding UIKit members (reasons are kept):",
            "#   KBSIM_RECORD_MEMBERS=1 swift test --filter AppleMembers",
        ]
        var seen: Set<String> = []
        for member in listed where !isDeclared(member.name, on: member.type, in: declared) && seen.insert(member.key).inserted {
            let reason = reasons[member.key] ?? ""
            lines.append(reason.isEmpty ? member.key : "\(member.key)\t# \(reason)")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The porting article's table: per family, the members Apple documents and those declared here.
    static func table(_ listed: [Listed], declared: (catalog: UIKitMemberCatalog, names: [String: Set<String>])) -> [String] {
        var families: [String] = []
        var documented: [String: Set<String>] = [:]
        var present: [String: Set<String>] = [:]
        var types: [String: [String]] = [:]
        for member in listed {
            if documented[member.family] == nil { families.append(member.family) }
            if types[member.family, default: []].last != member.type { types[member.family, default: []].append(member.type) }
            documented[member.family, default: []].insert(member.key)
            if isDeclared(member.name, on: member.type, in: declared) { present[member.family, default: []].insert(member.key) }
        }
        var rows = ["| Family | Types | Members Apple documents | Declared here |", "|---|---|---:|---:|"]
        var allDocumented = 0
        var allPresent = 0
        for family in families {
            let count = documented[family]?.count ?? 0
            let here = present[family]?.count ?? 0
            allDocumented += count
            allPresent += here
            let names = (types[family] ?? []).map { "`\($0)`" }.joined(separator: ", ")
            rows.append("| \(family) | \(names) | \(count) | \(here) |")
        }
        rows.append("| **All** | | **\(allDocumented)** | **\(allPresent)** |")
        return rows
    }

    /// The table under ``tableHeading`` in the article, and where its lines are.
    static func articleTable(_ text: String) -> (lines: [String], range: Range<Int>)? {
        let lines = text.components(separatedBy: "\n")
        guard let heading = lines.firstIndex(of: tableHeading),
            let start = lines[heading...].firstIndex(where: { $0.hasPrefix("|") })
        else { return nil }
        let end = lines[start...].firstIndex { !$0.hasPrefix("|") } ?? lines.count
        return (Array(lines[start..<end]), start..<end)
    }

    @Test("every member Apple documents for the families is declared or known to be missing, and no known-missing one is declared")
    func membersAgainstTheModule() throws {
        let listed = Self.listed(try String(contentsOf: Self.listFile, encoding: .utf8))
        let declared = try Self.declarations()
        if Self.recording {
            let before = Self.knownMissingReasons(try String(contentsOf: Self.missingFile, encoding: .utf8))
            let reasons = Dictionary(before.map { ($0.key, $0.reason) }, uniquingKeysWith: { first, _ in first })
            try Self.missingText(listed, declared: declared, reasons: reasons).write(
                to: Self.missingFile, atomically: true, encoding: .utf8)
        }
        let lines = Self.knownMissingReasons(try String(contentsOf: Self.missingFile, encoding: .utf8))
        let missing = lines.map(\.key)
        let missingSet = Set(missing)
        var unexplained: [String] = []
        var declaredNow: [String] = []
        var seen: Set<String> = []
        for member in listed where seen.insert(member.key).inserted {
            let isDeclared = Self.isDeclared(member.name, on: member.type, in: declared)
            if !isDeclared && !missingSet.contains(member.key) {
                unexplained.append("\(member.type) lacks \(member.name) (Apple: \(member.declaration))")
            } else if isDeclared && missingSet.contains(member.key) {
                declaredNow.append(member.key)
            }
        }
        let notListed = missing.filter { !seen.contains($0) }
        #expect(
            unexplained.isEmpty,
            "\(unexplained.count) members Apple documents are neither declared by the UIKit module nor in AppleMembersMissing.txt: declare them, or re-record with KBSIM_RECORD_MEMBERS=1 if one was removed on purpose:\n\(unexplained.joined(separator: "\n"))"
        )
        #expect(
            declaredNow.isEmpty,
            "\(declaredNow.count) members on AppleMembersMissing.txt are declared now: remove their lines (or re-record with KBSIM_RECORD_MEMBERS=1):\n\(declaredNow.joined(separator: "\n"))"
        )
        #expect(notListed.isEmpty, "AppleMembersMissing.txt names members AppleMembers.txt does not list: \(notListed)")
        #expect(missing.count == missingSet.count, "AppleMembersMissing.txt names a member twice")
        let unreasoned = lines.filter(\.reason.isEmpty).map(\.key)
        #expect(
            unreasoned.isEmpty,
            "AppleMembersMissing.txt gives no reason for \(unreasoned.count) members (write why after a tab and `#`: the framework its type needs, the platform it is for): \(unreasoned)"
        )
    }

    @Test("the porting article's table counts the fixture's members per family (KBSIM_RECORD_MEMBERS=1 rewrites it)")
    func articleCounts() throws {
        let listed = Self.listed(try String(contentsOf: Self.listFile, encoding: .utf8))
        let expected = Self.table(listed, declared: try Self.declarations())
        var text = try String(contentsOf: Self.article, encoding: .utf8)
        if Self.recording, let found = Self.articleTable(text) {
            var lines = text.components(separatedBy: "\n")
            lines.replaceSubrange(found.range, with: expected)
            text = lines.joined(separator: "\n")
            try text.write(to: Self.article, atomically: true, encoding: .utf8)
        }
        let found = try #require(Self.articleTable(text), "PortingYourViewController.md has no table under \(Self.tableHeading)")
        #expect(
            found.lines == expected,
            "PortingYourViewController.md's counts are out of date: run KBSIM_RECORD_MEMBERS=1 swift test --filter AppleMembers\nexpected:\n\(expected.joined(separator: "\n"))"
        )
    }

    @Test("the fixture holds Apple's names, declarations and deprecations for every family of issue 43")
    func fixture() throws {
        let listed = Self.listed(try String(contentsOf: Self.listFile, encoding: .utf8))
        let byKey = Dictionary(grouping: listed, by: \.key)
        #expect(
            byKey["UIView.convert(_:to:)"]?.map(\.declaration).sorted() == [
                "func convert(_ point: CGPoint, to view: UIView?) -> CGPoint", "func convert(_ rect: CGRect, to view: UIView?) -> CGRect",
            ])
        #expect(byKey["UIView.layoutIfNeeded()"]?.first?.declaration == "func layoutIfNeeded()")
        #expect(byKey["UITextField.text"]?.first?.declaration == "var text: String? { get set }")
        #expect(byKey["UIView.beginAnimations(_:context:)"]?.first?.deprecated == true)
        #expect(byKey["UIViewController.automaticallyAdjustsScrollViewInsets"]?.first?.deprecated == true)
        #expect(byKey["UIView.layoutIfNeeded()"]?.first?.deprecated == false)
        #expect(byKey["UIResponder.keyboardWillShowNotification"] != nil)
        #expect(byKey["UITextFieldDelegate.textFieldShouldReturn(_:)"] != nil)
        let families = listed.reduce(into: [String]()) { if $0.last != $1.family { $0.append($1.family) } }
        #expect(families.count == 24, "the families of issue 43, each once and in order: \(families)")
        #expect(Set(listed.map(\.type)).count == 73)
        #expect(Set(listed.map(\.key)).count == 2_271)
        #expect(
            byKey["UIPasteboard.changedNotification"]?.first?.declaration
                == "nonisolated class let changedNotification: NSNotification.Name")
    }

    @Test("appleNames: labels, initializers, subscripts, cases, nested types, extensions and visibility")
    func reader() {
        let names = UIKitMemberCatalog.appleNames([
            """
            open class UIThing: UIBase {
                open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint { point }
                public func animate<T: Equatable>(withDuration d: Double, animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {}
                public func layoutIfNeeded() {}
                public init(frame: CGRect) {}
                public required init?(coder: NSCoder) { nil }
                public subscript(index: Int) -> Int { index }
                public subscript(key key: String) -> Int { 0 }
                open var text: String? { didSet { if case .some = text {} } }
                func hidden(_ x: Int) {}
                public struct Nested {}
                public typealias Alias = Int
            }
            public extension UIThing { func added(in rect: CGRect, for x: [String: Int] = [:]) {}; internal func notAdded() {} }
            public protocol UIProto { func requirement(_ a: Int, b: Int); var needed: Int { get } }
            public enum UIMode: Int { case a = 0, b; static func make() {} }
            """
        ])
        #expect(
            names["UIThing"] == [
                "convert(_:to:)", "animate(withDuration:animations:completion:)", "animate(withDuration:animations:)",
                "layoutIfNeeded()", "init(frame:)", "init(coder:)",
                "subscript(_:)", "subscript(key:)", "text", "Nested", "Alias", "added(in:for:)", "added(in:)",
            ])
        #expect(names["UIProto"] == ["requirement(_:b:)", "needed"])
        #expect(names["UIMode"] == ["a", "b"], "an enum's cases; make() is internal")
    }
}
