import Foundation
import Testing

/// Every place the Interface Builder loader's sources make an ``InterfaceBuilderError`` (a
/// refusal site: a `throw`, a diagnostic, a failed document) is named here with the test that
/// shows its message, or with why no document can reach it. A site added without a test, or a
/// test renamed, fails here with the list of what is missing.
@Suite("Interface Builder refusal sites: each one's message is tested")
struct InterfaceBuilderRefusalSitesTests {
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let sources = repository.appendingPathComponent("Sources/KeyboardSimCore/UIKit/InterfaceBuilder")
    static let tests = repository.appendingPathComponent("Tests/UIKitTests/InterfaceBuilder")

    /// One refusal site: its file and line, and a key that names it without its line (the static
    /// text of its message, `invalid(attribute)`, or the helper it is in), numbered when a file
    /// has several with the same key.
    struct Site: CustomStringConvertible {
        let file: String
        let line: Int
        let key: String
        var description: String { "\(file):\(line) \(key)" }
    }

    /// The refusal sites of the loader's sources, in file and line order.
    static func sites() throws -> [Site] {
        var sites: [Site] = []
        let files = try FileManager.default.contentsOfDirectory(atPath: sources.path).filter { $0.hasSuffix(".swift") }.sorted()
        for file in files {
            let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
            let lines = text.components(separatedBy: "\n")
            var seen: [String: Int] = [:]
            for (index, line) in lines.enumerated() {
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                guard !trimmed.hasPrefix("//") else { continue }
                for trigger in ["throw ", "error = InterfaceBuilderError(", ".failure(", "UIStoryboard.warning("] {
                    guard let range = line.range(of: trigger) else { continue }
                    let rest = lines[index...].joined(separator: "\n")
                    let start = rest.index(rest.startIndex, offsetBy: line.distance(from: line.startIndex, to: range.lowerBound))
                    // Spaces after an opening parenthesis go: `error(\n at:` reads `error(at:`.
                    let statement = Self.statement(String(rest[start...])).replacing(/\(\s+/, with: "(")
                    guard
                        ["InterfaceBuilderError(", "error(at:", "invalid(", "refuse(", "wrongType("].contains(where: {
                            statement.contains($0)
                        })
                    else {
                        continue
                    }
                    var key = Self.key(of: statement, enclosingFunction: Self.enclosingFunction(lines, before: index))
                    seen[key, default: 0] += 1
                    if let count = seen[key], count > 1 { key += " #\(count)" }
                    sites.append(Site(file: file, line: index + 1, key: key))
                    break
                }
            }
        }
        return sites
    }

    /// The statement starting at `text`'s start: up to the parenthesis that closes its first one.
    static func statement(_ text: String) -> String {
        var depth = 0
        var opened = false
        var result = ""
        var characters = Array(text)[...]
        while let character = characters.popFirst() {
            result.append(character)
            switch character {
            case "\"":
                // A string literal, with its interpolations (which may hold literals of their own).
                var interpolation = 0
                while let next = characters.popFirst() {
                    result.append(next)
                    if next == "\\", let escaped = characters.popFirst() {
                        result.append(escaped)
                        if escaped == "(" { interpolation += 1 }
                    } else if interpolation > 0, next == "(" {
                        interpolation += 1
                    } else if interpolation > 0, next == ")" {
                        interpolation -= 1
                    } else if interpolation == 0, next == "\"" {
                        break
                    }
                }
            case "(":
                depth += 1
                opened = true
            case ")":
                depth -= 1
                if opened && depth == 0 { return result }
            case "\n" where depth == 0:
                return result
            default:
                break
            }
        }
        return result
    }

    /// The static text of the string literals in `statement`, interpolations written `…`.
    static func literalText(_ statement: String) -> String {
        var text = ""
        var inside = false
        var interpolation = 0
        var characters = Array(statement)[...]
        while let character = characters.popFirst() {
            if !inside {
                if character == "\"" { inside = true }
                continue
            }
            if interpolation > 0 {
                if character == "(" { interpolation += 1 }
                if character == ")" { interpolation -= 1 }
                if character == "\"" {
                    // A literal inside an interpolation: skipped.
                    while let next = characters.popFirst(), next != "\"" {}
                }
                continue
            }
            switch character {
            case "\\":
                guard let escaped = characters.popFirst() else { break }
                if escaped == "(" {
                    interpolation = 1
                    if !text.hasSuffix("…") { text += "…" }
                } else {
                    text.append(escaped)
                }
            case "\"":
                inside = false
            default:
                text.append(character)
            }
        }
        return text
    }

    static func key(of statement: String, enclosingFunction: String) -> String {
        if let match = statement.firstMatch(of: /invalid\("(\w+)"/) { return "invalid(\(match.1))" }
        if let match = statement.firstMatch(of: /invalid\((\w+),/) { return "invalid(\(match.1)) in \(enclosingFunction)" }
        let text = literalText(statement)
        if statement.contains("wrongType(") { return "wrongType(\(text))" }
        return String(text.prefix(70))
    }

    /// The name of the function the line at `index` is in (the nearest `func` above it).
    static func enclosingFunction(_ lines: [String], before index: Int) -> String {
        for line in lines[...index].reversed() {
            if let match = line.firstMatch(of: /func (\w+)/) { return String(match.1) }
        }
        return "(none)"
    }

    /// Each site, by `file: key`, and the test that shows its message: a row of a refusal table
    /// (its "what"), or a test's name.
    static let shown: [String: String] = [
        "InterfaceBuilderDocument.swift: cannot be read: …":
            "a storyboard given to UINib, and a document that cannot be read",
        "InterfaceBuilderDocument.swift: not well-formed XML (no element)":
            "the document itself: not XML, not Interface Builder's, not iOS's, unreadable",
        "InterfaceBuilderDocument.swift: <…> is not an Interface Builder document: the root element of a .story":
            "the document itself: not XML, not Interface Builder's, not iOS's, unreadable",
        "InterfaceBuilderDocument.swift: document type \"…\" is not supported: only iOS storyboards and xibs (com":
            "the document itself: not XML, not Interface Builder's, not iOS's, unreadable",
        "InterfaceBuilderDocument.swift: id \"…\" is used twice (first at line …): every object's id must be uniq":
            "an id used twice",
        "InterfaceBuilderDocument.swift: <string key=\"…\"> gives … a second time: <…> has it as an attribute":
            "a <string> for an attribute given already",
        "InterfaceBuilderDocument.swift: not well-formed XML (XMLParser error …)":
            "the document itself: not XML, not Interface Builder's, not iOS's, unreadable",
        "InterfaceBuilderDocument.swift: text inside <…> is not supported: Interface Builder's attributes are r":
            "text content",
        "InterfaceBuilderLoader.swift: custom class \"…\" of <…> is not a Swift class name":
            "a class name that is no Swift name",
        "InterfaceBuilderLoader.swift: custom class ….… of <…> is not a subclass of …":
            "a class of the wrong kind",
        "InterfaceBuilderLoader.swift: custom class … of <…> not found in module… …: add the module that decl":
            "a class not found",
        "InterfaceBuilderLoader.swift: a custom gesture recognizer class is not supported yet; add the recogn":
            "a gesture recognizer's custom class",
        "InterfaceBuilderLoader.swift: invalid(name) in flag":
            "a gesture recognizer's flag",
        "InterfaceBuilderLoader.swift: invalid(name) in count":
            "a gesture recognizer's tap count",
        "InterfaceBuilderLoader.swift: <…> is not a view":
            "a top-level object that is no view",
        "InterfaceBuilderLoader.swift: init?(coder:) of … returned nil":
            "a view whose init?(coder:) fails",
        "InterfaceBuilderLoader.swift: a cell's built-in label \"…\" must be a <label> of UILabel's class":
            "a cell's built-in label that is not a label",
        "InterfaceBuilderLoader.swift: <viewLayoutGuide key=\"…\"> is not supported on <…>":
            "a scroll view's layout guide on a plain view",
        "InterfaceBuilderLoader.swift: …=\"…\": a cell of this style has no …":
            "a cell's built-in label its style lacks",
        "InterfaceBuilderLoader.swift: the cell's built-in label \"…\" is not among its content view's subviews":
            "a cell's built-in label not among its content view's subviews",
        "InterfaceBuilderLoader.swift: a prototype cell without a reuseIdentifier is never dequeued; give it ":
            "a prototype cell without a reuse identifier: a warning in the diagnostics, and the load goes on",
        "InterfaceBuilderLoader.swift: a prototype cell without a reuseIdentifier is never dequeued; give it  #2":
            "a prototype cell without a reuse identifier: a warning in the diagnostics, and the load goes on",
        "InterfaceBuilderLoader.swift: a static cell's class is not a UITableViewCell":
            "a static cell that is no table view cell",
        "InterfaceBuilderLoader.swift: init?(coder:) of … returned nil #2":
            "a constraint whose init?(coder:) fails",
        "InterfaceBuilderLoader.swift: invalid(priority)":
            "a priority",
        "InterfaceBuilderLoader.swift: <constraint> has no firstAttribute":
            "a constraint without its first attribute",
        "InterfaceBuilderLoader.swift: <constraint> has a secondItem but no secondAttribute":
            "a constraint with a second item and no second attribute",
        "InterfaceBuilderLoader.swift: <constraint> relates … to a constant: only width and height can be":
            "a constant edge",
        "InterfaceBuilderLoader.swift: invalid(relation)":
            "a constraint's relation",
        "InterfaceBuilderLoader.swift: invalid(multiplier)":
            "a multiplier",
        "InterfaceBuilderLoader.swift: invalid(constant)":
            "a constraint's constant",
        "InterfaceBuilderLoader.swift: <constraint> relates an item's … to itself":
            "a constraint relating an attribute to itself",
        "InterfaceBuilderLoader.swift: the … layout guide's … is not supported (only the top guide's bottom a":
            "a legacy layout guide's edge that is not its inner one",
        "InterfaceBuilderLoader.swift: <constraint> names item \"…\", which is not a view or layout guide of th":
            "an item that is not there",
        "InterfaceBuilderLoader.swift: constraint attribute \"…\" is not supported (baselines are not simulated":
            "a baseline",
        "InterfaceBuilderLoader.swift: constraint attribute \"…\" names the margins of an item that is not a vi":
            "the margins of a layout guide",
        "InterfaceBuilderLoader.swift: <…> in <connections> is not supported":
            "an element in connections that is no connection",
        "InterfaceBuilderLoader.swift: actions sent to the First Responder are not supported yet; connect the":
            "an action to the First Responder",
        "InterfaceBuilderLoader.swift: … destination \"…\" is not an object of this scene or nib":
            "an outlet to nothing",
        "InterfaceBuilderLoader.swift: outlet … of …: only a responder's (a view's, a view controller's) outl":
            "an outlet of an object that is no responder",
        "InterfaceBuilderLoader.swift: … is not key value coding-compliant for the key … (as iOS would say): ":
            "an outlet no class declares",
        "InterfaceBuilderLoader.swift: an embed segue is supported from a storyboard scene's container view o":
            "an embed segue in a xib",
        "InterfaceBuilderLoader.swift: a segue from … is not supported (a view controller's, a control's or a":
            "a segue from a view that is no control",
        "InterfaceBuilderLoader.swift: a control's or a cell's segue outside a storyboard scene is not suppor":
            "a control's segue outside a storyboard scene",
        "InterfaceBuilderLoader.swift: action … from …: only a control's, a gesture recognizer's or a bar but":
            "an action on a view that is no control",
        "InterfaceBuilderLoader.swift: action … to …: only a responder can be a target":
            "an action to an object that is no responder",
        "InterfaceBuilderLoader.swift: … has no action …: declare it `@IBAction func …` in the class and run ":
            "an action no class declares",
        "InterfaceBuilderLoader.swift: invalid(eventType)":
            "a gesture recognizer's action with an event type",
        "InterfaceBuilderLoader.swift: invalid(eventType) #2":
            "a File's Owner that is a bar button item: its actions take no event type",
        "InterfaceBuilderLoader.swift: invalid(eventType) #3":
            "an event type",
        "InterfaceBuilderSchema.swift: <…> is not supported by KeyboardSim's storyboard loader yet; remove it":
            "an element",
        "InterfaceBuilderSchema.swift: attribute …=\"…\" of <…> is not supported by KeyboardSim's storyboard lo":
            "an attribute",
        "InterfaceBuilderSchema.swift: <…> inside <…> is not supported":
            "an element where it cannot stand",
        "InterfaceBuilderSchema.swift: <… key=\"…\"> is not supported (supported keys: …)":
            "a key",
        "InterfaceBuilderViewProperties.swift: invalid(name) in flag":
            "a value not read",
        "InterfaceBuilderViewProperties.swift: invalid(name) in number":
            "a number that is not finite",
        "InterfaceBuilderViewProperties.swift: invalid(name) in choice":
            "a cell's selection style",
        "InterfaceBuilderViewProperties.swift: <inset key=\"…\"> is not supported on <…>":
            "an inset a scroll view does not have",
        "InterfaceBuilderViewProperties.swift: invalid(tag)":
            "a view's tag",
        "InterfaceBuilderViewProperties.swift: invalid(numberOfLines)":
            "a label's number of lines",
        "InterfaceBuilderViewProperties.swift: invalid(axis)":
            "a stack view's axis",
        "InterfaceBuilderViewProperties.swift: invalid(style)":
            "a cell's built-in style not known",
        "InterfaceBuilderViewProperties.swift: invalid(dataMode)":
            "a collection view's data mode",
        "InterfaceBuilderViewProperties.swift: invalid(style) #2":
            "a table's style",
        "InterfaceBuilderViewProperties.swift: invalid(dataMode) #2":
            "a table's data mode",
        "InterfaceBuilderViewProperties.swift: a table with <sections> must be dataMode=\"static\"":
            "sections in a table that is not static",
        "InterfaceBuilderViewProperties.swift: invalid(name) in number #2":
            "a flow layout's spacing",
        "InterfaceBuilderViewProperties.swift: invalid(scrollDirection)":
            "a flow layout's scroll direction",
        "InterfaceBuilderViewProperties.swift: invalid(automaticEstimatedItemSize)":
            "a flow layout's automatic estimate",
        "InterfaceBuilderViewProperties.swift: invalid(sectionInsetReference)":
            "a flow layout's section inset reference",
        "InterfaceBuilderViewProperties.swift: <size key=\"…\"> is not a flow layout's":
            "a size a flow layout does not have",
        "InterfaceBuilderViewProperties.swift: <…> inside <collectionViewFlowLayout> is not supported":
            "an element inside a flow layout",
        "InterfaceBuilderViewProperties.swift: <fontDescription> without a pointSize is not supported (text styles ar":
            "a text style",
        "InterfaceBuilderViewProperties.swift: invalid(type)":
            "a font's type",
        "InterfaceBuilderViewProperties.swift: invalid(name) in choice #2":
            "a keyboard type",
        "InterfaceBuilderViewProperties.swift: invalid(name) in flag #2":
            "a text input trait's flag",
        "InterfaceBuilderViewProperties.swift: wrongType(a UIView)":
            "a File's Owner's view outlet to an object that is not a view",
        "InterfaceBuilderViewProperties.swift: wrongType(a UITextFieldDelegate)":
            "an outlet of UIKit's of the wrong type",
        "InterfaceBuilderViewProperties.swift: wrongType(a UITextViewDelegate)":
            "a text view's delegate that is not one",
        "InterfaceBuilderViewProperties.swift: wrongType(a UITableViewDataSource)":
            "a table's data source that is not one",
        "InterfaceBuilderViewProperties.swift: wrongType(a UICollectionViewDataSource)":
            "a collection view's data source that is not one",
        "InterfaceBuilderViewProperties.swift: wrongType(a UIScrollViewDelegate)":
            "a scroll view's delegate that is not one",
        "InterfaceBuilderViewProperties.swift: wrongType(gesture recognizers)":
            "a view's gesture recognizers that are not",
        "InterfaceBuilderViewProperties.swift: wrongType(a UIGestureRecognizerDelegate)":
            "a gesture recognizer's delegate that is not one",
        "InterfaceBuilderViewProperties.swift: runtime attribute … has no number":
            "a runtime attribute's number that is not there",
        "InterfaceBuilderViewProperties.swift: runtime attribute … of type … is not supported (string, number and boo":
            "a runtime attribute's type",
        "InterfaceBuilderViewProperties.swift: runtime attribute key path … on … is not supported":
            "a runtime attribute's key path",
        "InterfaceBuilderViewProperties.swift: … is not key value coding-compliant for the key … (as iOS would say): ":
            "a runtime attribute no class declares",
        "UINib.swift: ….xibCould not load NIB in bundle with name '…' (as iOS says): searche":
            "a storyboard and a nib that are not there: the whole message iOS gives, and where they were looked for",
        "UINib.swift: a storyboard is not a nib: load it with UIStoryboard":
            "a storyboard given to UINib, and a document that cannot be read",
        "UINib.swift: static cells are supported in the table of a table view controller sce":
            "static cells outside a table view controller scene",
        "UIStoryboard.swift: ….storyboardCould not find a storyboard named '…' (as iOS says): searc":
            "a storyboard and a nib that are not there: the whole message iOS gives, and where they were looked for",
        "UIStoryboard.swift: the initial view controller is a …, not a …":
            "instantiateInitialViewController(creator:): the initial scene made by the app's initializer; nil falls back to init?(coder:); another class gives nil and says why",
        "UIStoryboard.swift: Storyboard doesn't contain a view controller with identifier '…' (as i":
            "an identifier the storyboard lacks: the reason in the trace, a controller made by the creator",
        "UIStoryboard.swift: the view controller \"…\" is a …, not a …":
            "a scene of another class than the one asked for: the block, which returned nil, is not run again; the diagnostics say why",
        "UIStoryboard.swift: Storyboard doesn't contain a view controller with identifier '…' (as i #2":
            "by identifier; an identifier it lacks and a storyboard that is not there are reported as iOS reports them",
        "UIStoryboard.swift: attribute …=\"…\" of <…> must be YES or NO":
            "a value other than YES or NO stops the load at the controller's line, naming the attribute and the value",
        "UIStoryboard.swift: the storyboard has no view controller with id \"…\"":
            "an initial view controller that is not there",
        "UIStoryboard.swift: init?(coder:) of … returned nil":
            "a view controller whose init?(coder:) fails",
        "UIStoryboard.swift: tag=\"…\" of <tabBarItem> is not a value KeyboardSim reads":
            "a tab bar item's tag",
        "UIStoryboard.swift: relationship segue \"…\" of <…> is not supported (a navigation controlle":
            "a relationship its controller does not have stops the load at the segue's line",
        "UIStoryboard.swift: segue action … on a relationship segue is not supported yet (show, pre":
            "a segue action on an unwind segue, and on a relationship segue, is refused",
        "UIStoryboard.swift: relationship segues lead in a circle back to \"…\"":
            "relationship segues that lead in a circle are refused, not followed",
        "UIStoryboard.swift: … destination \"…\" is not an object of this storyboard":
            "a controller's outlet to nothing",
        "UIStoryboard.swift: invalid(systemItem)":
            "a bar button item's system item",
        "UIStoryboard.swift: invalid(style)":
            "a bar button item's style",
        "UIStoryboard.swift: a bar button item's … is supported as an action to the scene's view co":
            "a bar button item's outlet",
        "UIStoryboard.swift: invalid(eventType)":
            "a bar button item's action with an event type",
        "UIStoryboard.swift: … has no action …: declare it `@IBAction func …` in the class and run ":
            "a bar button item's action the controller lacks",
        "UIStoryboard.swift: static cells are supported in the table of a table view controller sce":
            "static cells in a plain view controller's scene",
        "UIStoryboard.swift: the scene's <…> has no view (<view key=\"view\">)":
            "a scene without a view, loaded as kbsim run loads a scenario's screen",
        "UIStoryboardSegue.swift: an unwind segue without an unwindAction":
            "an unwind segue without its action: the segue is not performed, and the diagnostics say why",
        "UIStoryboardSegue.swift: segue action … on an unwind segue: an unwind segue goes back to a cont":
            "a segue action on an unwind segue, and on a relationship segue, is refused",
        "UIStoryboardSegue.swift: … has no segue action …: declare it `@IBSegueAction func …` in the cla":
            "a segue action the controller lacks, and one that makes no controller: the segue is not performed, and the diagnostics say why",
        "UIStoryboardSegue.swift: segue action … of …: …":
            "a segue action the controller lacks, and one that makes no controller: the segue is not performed, and the diagnostics say why",
    ]

    /// The sites no document can reach, and why; they stay as the refusals they would be, since
    /// the alternative is a silent skip.
    static let unreachable: [String: String] = [
        "InterfaceBuilderLoader.swift: <tableViewCellContentView> outside a table view cell is not supported":
            "the schema lets <tableViewCellContentView> stand only in a <tableViewCell>, made as UITableViewCell or a subclass (objectClass refuses any other class)",
        "InterfaceBuilderLoader.swift: <prototypes> outside a table view":
            "the schema lets <prototypes> stand only in a <tableView>, made as UITableView or a subclass",
        "InterfaceBuilderLoader.swift: <collectionViewCellContentView> outside a collection view cell is not ":
            "the schema lets <collectionViewCellContentView> stand only in a <collectionViewCell>, made as UICollectionViewCell or a subclass",
        "InterfaceBuilderLoader.swift: <cells> outside a collection view":
            "the schema lets <cells> stand only in a <tableViewSection> (read by the static cells, never as a view) or a <collectionView>, made as UICollectionView or a subclass",
        "InterfaceBuilderLoader.swift: <collectionViewFlowLayout> outside a collection view":
            "the schema lets <collectionViewFlowLayout> stand only in a <collectionView>, whose layout is a flow layout when the view is made",
        "InterfaceBuilderLoader.swift: <sections> outside a table view":
            "the schema lets <sections> stand only in a <tableView>, made as UITableView or a subclass",
        "UITableView+Prototypes.swift: the prototype's class is not a UITableViewCell":
            "a table's <prototypes> hold only <tableViewCell>s (the schema), made as UITableViewCell or a subclass; any other element stops the load as no view first",
    ]

    @Test("every refusal site is shown by a test of its message, or is said to be unreachable and why")
    func everySiteIsShown() throws {
        let sites = try Self.sites()
        let keys = sites.map { "\($0.file): \($0.key)" }
        let missing = sites.filter { Self.shown["\($0.file): \($0.key)"] == nil && Self.unreachable["\($0.file): \($0.key)"] == nil }
        #expect(
            missing.isEmpty,
            "refusal sites no test names (add a test of the message and name it in `shown`):\n\(missing.map { "\"\($0.file): \($0.key)\"" }.joined(separator: "\n"))"
        )
        let gone = Set(Self.shown.keys).union(Self.unreachable.keys).subtracting(keys).sorted()
        #expect(gone.isEmpty, "named here, not found in the sources: \(gone)")
        #expect(Set(Self.shown.keys).isDisjoint(with: Self.unreachable.keys))
        // Every test named is there, as a string literal of a test file.
        var testText = ""
        for file in try FileManager.default.contentsOfDirectory(atPath: Self.tests.path).sorted() where file.hasSuffix(".swift") {
            testText += try String(contentsOf: Self.tests.appendingPathComponent(file), encoding: .utf8)
        }
        let absent = Set(Self.shown.values).filter { !testText.contains("\"\($0)") }.sorted()
        #expect(absent.isEmpty, "tests named in `shown` that no test file has: \(absent)")
        #expect(sites.count == Self.shown.count + Self.unreachable.count)
    }
}
