import Foundation
import SimulationContext

extension NSLayoutConstraint {
    /// What `constraints(withVisualFormat:options:metrics:views:)` aligns the format's views by,
    /// in which direction it lays them out, and how it measures spacing, as UIKit's
    /// `NSLayoutConstraint.FormatOptions`, with UIKit's raw values (`NSLayoutFormatOptions` in
    /// `NSLayoutConstraint.h`: an alignment bit is `1 << NSLayoutAttribute`'s raw value).
    public struct FormatOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Align the views' left edges (2).
        public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
        /// Align the views' right edges (4).
        public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
        /// Align the views' top edges (8).
        public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
        /// Align the views' bottom edges (16).
        public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
        /// Align the views' leading edges (32).
        public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
        /// Align the views' trailing edges (64).
        public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
        /// Align the views' horizontal centres (512).
        public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
        /// Align the views' vertical centres (1024).
        public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
        /// Align the views' last baselines (2048). Baselines are not simulated: the simulation
        /// aligns the bottoms, with a diagnostic.
        public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
        /// Align the views' first baselines (4096). Baselines are not simulated: the simulation
        /// aligns the tops, with a diagnostic.
        public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
        /// The alignment bits (0xFFFF).
        public static let alignmentMask = FormatOptions(rawValue: 0xFFFF)

        /// Lay a horizontal format out from leading to trailing (0, the default).
        public static let directionLeadingToTrailing: FormatOptions = []
        /// Lay a horizontal format out from left to right (1 << 16).
        public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
        /// Lay a horizontal format out from right to left (2 << 16).
        public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
        /// The direction bits (3 << 16).
        public static let directionMask = FormatOptions(rawValue: 3 << 16)

        /// Measure spacing between the views' edges (0, the default).
        public static let spacingEdgeToEdge: FormatOptions = []
        /// Measure vertical spacing between baselines (1 << 19). Baselines are not simulated:
        /// the simulation measures edge to edge, with a diagnostic.
        public static let spacingBaselineToBaseline = FormatOptions(rawValue: 1 << 19)
        /// The spacing bit (1 << 19).
        public static let spacingMask = FormatOptions(rawValue: 1 << 19)
    }

    /// The constraints a string of the Visual Format Language describes, as UIKit's: the
    /// grammar of the "Visual Format Language" appendix of Apple's Auto Layout Guide.
    ///
    /// `H:` (the default) or `V:` picks the axis; `|` is the superview of the view beside it;
    /// `[name]` is the view `views[name]`, with optional predicates on its width (or height)
    /// `[name(==44@750,>=other)]`; between two items `-n-`, `-metric-` or
    /// `-(>=8,<=20@750)-` is the spacing, a lone `-` the standard spacing, and nothing at all
    /// (`[a][b]`) puts them flush. Names are C identifiers; a name in a predicate is a key of
    /// `metrics` (a number) or, in a view's predicates, of `views`. The options align every
    /// view of the format on an edge perpendicular to its axis and choose the direction of a
    /// horizontal one.
    ///
    /// Standard spacing is 8 points between two views and 20 points to the superview's edge,
    /// the values Apple's Auto Layout Guide gives for Interface Builder's standard spacing
    /// (unconfirmed for the visual format since iOS 11, where the edge spacing may follow the
    /// superview's layout margins). Whitespace between tokens is skipped (unconfirmed whether
    /// UIKit accepts it).
    ///
    /// A format UIKit cannot parse makes it raise `NSInvalidArgumentException` ("Unable to parse
    /// constraint format"); here the result is empty and the trace (of the views' window, or of
    /// the current simulation) says what was expected and where, with the format and a caret.
    ///
    /// ```swift
    /// NSLayoutConstraint.activate(NSLayoutConstraint.constraints(
    ///     withVisualFormat: "H:|-[field]-|", metrics: nil, views: ["field": field]))
    /// ```
    public static func constraints(
        withVisualFormat format: String, options opts: FormatOptions = [], metrics: [String: Any]?, views: [String: Any]
    ) -> [NSLayoutConstraint] {
        var parser = VisualFormatParser(format: format, metrics: metrics ?? [:], views: views)
        do throws(VisualFormatError) {
            let parsed = try parser.parse()
            var builder = VisualFormatBuilder(format: parsed, options: opts)
            let constraints = try builder.build()
            for note in builder.notes {
                visualFormatDiagnostic("\(format): \(note)", views: views, near: parsed.items.first?.view)
            }
            return constraints
        } catch {
            visualFormatDiagnostic(error.message(for: format), views: views, near: parser.firstView)
            return []
        }
    }

    /// Leaves `message` in the trace of `view`'s window (or of the first view's of `views`, by
    /// name), or of the current simulation; with no simulation at all, on standard error.
    private static func visualFormatDiagnostic(_ message: String, views: [String: Any], near view: UIView?) {
        let anyView = view ?? views.sorted { $0.key < $1.key }.lazy.compactMap { $0.value as? UIView }.first
        if let anyView, anyView.window != nil || CurrentSimulation.object != nil {
            anyView.diagnostic(message)
        } else if let host = CurrentSimulation.host {
            host.diagnostic(message)
        } else {
            FileHandle.standardError.write(Data("KeyboardSim: \(message)\n".utf8))
        }
    }
}

// MARK: - Parsing

/// A format that cannot be parsed: what was expected, at which character of the format.
struct VisualFormatError: Error, Equatable {
    /// What is wrong, in UIKit's words where they are known.
    var reason: String
    /// The offset, in characters, of the character the caret points at.
    var position: Int

    /// `Unable to parse constraint format: <reason>. "H:|[a(10]|", character 8: "H:|[a(10" ^ "]|" …`.
    func message(for format: String) -> String {
        let characters = Array(format)
        let split = min(max(position, 0), characters.count)
        let before = String(characters[..<split])
        let after = String(characters[split...])
        return "Unable to parse constraint format: \(reason). Format \"\(format)\", character \(split): \"\(before)\" ^ \"\(after)\". "
            + "No constraints made (UIKit raises NSInvalidArgumentException here)."
    }
}

/// A format parsed, its names resolved.
struct ParsedVisualFormat {
    enum Orientation { case horizontal, vertical }

    /// What a predicate compares with.
    enum Object {
        case constant(CGFloat)
        case view(UIView)
    }

    struct Predicate {
        var relation: NSLayoutConstraint.Relation
        var object: Object
        var priority: UILayoutPriority
    }

    /// What lies between two items.
    enum Connection {
        /// `[a][b]`, `|[a]`.
        case flush
        /// A lone `-`.
        case standard
        /// `-8-`, `-(>=8@750)-`.
        case predicates([Predicate])
    }

    struct Item {
        var view: UIView
        /// The predicates on its width or height.
        var predicates: [Predicate]
    }

    var orientation = Orientation.horizontal
    /// The superview and the connection to the first view, for a format that starts with `|`.
    var leadingSuperview: (superview: UIView, connection: Connection)?
    var items: [Item] = []
    /// `connections[i]` lies between `items[i]` and `items[i + 1]`.
    var connections: [Connection] = []
    /// The connection from the last view to its superview, for a format that ends with `|`.
    var trailingSuperview: (superview: UIView, connection: Connection)?
}

/// A recursive-descent reading of the grammar in Apple's Auto Layout Guide, "Visual Format
/// Language": `(<orientation>:)? (<superview><connection>)? <view>(<connection><view>)* (<connection><superview>)?`.
@MainActor struct VisualFormatParser {
    private let characters: [Character]
    private let metrics: [String: Any]
    private let views: [String: Any]
    private var index = 0
    /// The first view read, for where a diagnostic goes.
    private(set) var firstView: UIView?

    init(format: String, metrics: [String: Any], views: [String: Any]) {
        characters = Array(format)
        self.metrics = metrics
        self.views = views
    }

    mutating func parse() throws(VisualFormatError) -> ParsedVisualFormat {
        var result = ParsedVisualFormat()
        skipSpaces()
        if let letter = peek, letter == "H" || letter == "V" {
            let start = index
            index += 1
            skipSpaces()
            guard peek == ":" else {
                throw VisualFormatError(
                    reason: "Expected ':' after '\(letter)' to specify \(letter == "H" ? "horizontal" : "vertical") arrangement",
                    position: start + 1)
            }
            index += 1
            result.orientation = letter == "H" ? .horizontal : .vertical
            skipSpaces()
        }
        var leadingBar: Int?
        var leadingConnection = ParsedVisualFormat.Connection.flush
        if peek == "|" {
            leadingBar = index
            index += 1
            leadingConnection = try connection()
        }
        result.items.append(try view())
        while true {
            skipSpaces()
            guard let next = peek else { break }
            guard next == "-" || next == "[" else {
                if next == "|" {
                    index += 1
                    guard let superview = result.items.last?.view.superview else {
                        throw VisualFormatError(
                            reason: "Unable to interpret '|' character, because the related view doesn't have a superview",
                            position: index - 1)
                    }
                    result.trailingSuperview = (superview, .flush)
                    break
                }
                throw VisualFormatError(reason: "Expected a '-', a '[' or a '|' after a view", position: index)
            }
            let between = try connection()
            skipSpaces()
            if peek == "|" {
                index += 1
                guard let superview = result.items.last?.view.superview else {
                    throw VisualFormatError(
                        reason: "Unable to interpret '|' character, because the related view doesn't have a superview",
                        position: index - 1)
                }
                result.trailingSuperview = (superview, between)
                break
            }
            result.connections.append(between)
            result.items.append(try view())
        }
        skipSpaces()
        if index < characters.count {
            throw VisualFormatError(reason: "Expected the end of the format after the superview '|'", position: index)
        }
        if let leadingBar {
            guard let superview = result.items.first?.view.superview else {
                throw VisualFormatError(
                    reason: "Unable to interpret '|' character, because the related view doesn't have a superview", position: leadingBar)
            }
            result.leadingSuperview = (superview, leadingConnection)
        }
        return result
    }

    // MARK: Grammar rules

    /// `e | - | -<simplePredicate>- | -(<predicate>,…)-`.
    private mutating func connection() throws(VisualFormatError) -> ParsedVisualFormat.Connection {
        skipSpaces()
        guard peek == "-" else { return .flush }
        index += 1
        skipSpaces()
        guard let next = peek else { throw VisualFormatError(reason: "Expected a '[' or a '|' after a '-'", position: index) }
        if next == "[" || next == "|" { return .standard }
        let predicates: [ParsedVisualFormat.Predicate]
        if next == "(" {
            predicates = try predicateList(allowViews: false)
        } else if next.isNumber || next == "." || isIdentifierStart(next) {
            predicates = [
                ParsedVisualFormat.Predicate(relation: .equal, object: .constant(try constant(signed: false)), priority: .required)
            ]
        } else {
            throw VisualFormatError(reason: "Expected a number, a metric name or a '(' after a '-'", position: index)
        }
        skipSpaces()
        guard peek == "-" else {
            throw VisualFormatError(reason: "Expected a '-' after a spacing, to end the connection", position: index)
        }
        index += 1
        return .predicates(predicates)
    }

    /// `[<viewName>(<predicateListWithParens>)?]`.
    private mutating func view() throws(VisualFormatError) -> ParsedVisualFormat.Item {
        skipSpaces()
        guard peek == "[" else {
            throw VisualFormatError(
                reason: index == 0 || peek == nil ? "Expected a view: '[name]'" : "Expected a '[' to begin a view", position: index)
        }
        index += 1
        skipSpaces()
        let nameStart = index
        guard let name = identifier() else { throw VisualFormatError(reason: "Expected a view name after '['", position: index) }
        let view = try resolveView(name, at: nameStart)
        if firstView == nil { firstView = view }
        skipSpaces()
        var predicates: [ParsedVisualFormat.Predicate] = []
        if peek == "(" { predicates = try predicateList(allowViews: true) }
        skipSpaces()
        guard peek == "]" else {
            throw VisualFormatError(reason: "Expected a ']' to end the view '\(name)'", position: index)
        }
        index += 1
        return ParsedVisualFormat.Item(view: view, predicates: predicates)
    }

    /// `(<predicate>(,<predicate>)*)`.
    private mutating func predicateList(allowViews: Bool) throws(VisualFormatError) -> [ParsedVisualFormat.Predicate] {
        index += 1  // "("
        var predicates = [try predicate(allowViews: allowViews)]
        while true {
            skipSpaces()
            if peek == "," {
                index += 1
                predicates.append(try predicate(allowViews: allowViews))
            } else if peek == ")" {
                index += 1
                return predicates
            } else {
                throw VisualFormatError(
                    reason: "Expected a ')' at the end of a constraint modifier, or a ',' before another constraint modifier",
                    position: index)
            }
        }
    }

    /// `(<relation>)?<objectOfPredicate>(@<priority>)?`.
    private mutating func predicate(allowViews: Bool) throws(VisualFormatError) -> ParsedVisualFormat.Predicate {
        skipSpaces()
        var relation = NSLayoutConstraint.Relation.equal
        let relations: [(String, NSLayoutConstraint.Relation)] = [("==", .equal), (">=", .greaterThanOrEqual), ("<=", .lessThanOrEqual)]
        for (symbol, candidate) in relations where starts(with: symbol) {
            relation = candidate
            index += 2
            break
        }
        skipSpaces()
        let object: ParsedVisualFormat.Object
        let objectStart = index
        if let next = peek, isIdentifierStart(next) {
            let name = identifier() ?? ""
            if let value = metrics[name] {
                object = .constant(try number(from: value, named: name, at: objectStart))
            } else if allowViews, views[name] != nil {
                object = .view(try resolveView(name, at: objectStart))
            } else if views[name] != nil {
                throw VisualFormatError(
                    reason:
                        "'\(name)' is a view: a view name is allowed only in a view's own predicates ([a(==\(name))]), not in a spacing",
                    position: objectStart)
            } else {
                throw VisualFormatError(
                    reason: "\(name) is not a key in the metrics dictionary\(allowViews ? " nor in the views dictionary" : "")",
                    position: objectStart)
            }
        } else if let next = peek, next.isNumber || next == "." || next == "-" || next == "+" {
            object = .constant(try constant(signed: true))
        } else {
            throw VisualFormatError(
                reason: "Expected a number\(allowViews ? ", a view name" : "") or a metric name in a constraint modifier", position: index)
        }
        skipSpaces()
        var priority = UILayoutPriority.required
        if peek == "@" {
            index += 1
            skipSpaces()
            let start = index
            let value = try constant(signed: false)
            guard value >= 1, value <= 1000 else {
                throw VisualFormatError(reason: "A priority must be from 1 to 1000, not \(formatNumber(value))", position: start)
            }
            priority = UILayoutPriority(Float(value))
        }
        return ParsedVisualFormat.Predicate(relation: relation, object: object, priority: priority)
    }

    /// `<metricName> | <number>` (a number as `strtod` reads it in the C locale, signed only
    /// inside parentheses).
    private mutating func constant(signed: Bool) throws(VisualFormatError) -> CGFloat {
        skipSpaces()
        let start = index
        if let next = peek, isIdentifierStart(next) {
            let name = identifier() ?? ""
            guard let value = metrics[name] else {
                throw VisualFormatError(reason: "\(name) is not a key in the metrics dictionary", position: start)
            }
            return try number(from: value, named: name, at: start)
        }
        var text = ""
        if signed, let sign = peek, sign == "-" || sign == "+" {
            text.append(sign)
            index += 1
        }
        while let next = peek, next.isASCII, next.isNumber || next == "." {
            text.append(next)
            index += 1
        }
        if let e = peek, e == "e" || e == "E", let after = peek(at: index + 1), after.isNumber || after == "-" || after == "+" {
            text.append(e)
            text.append(after)
            index += 2
            while let next = peek, next.isASCII, next.isNumber {
                text.append(next)
                index += 1
            }
        }
        guard let value = Double(text) else {
            throw VisualFormatError(reason: "Expected a number or a metric name", position: start)
        }
        return CGFloat(value)
    }

    // MARK: Names

    private func resolveView(_ name: String, at position: Int) throws(VisualFormatError) -> UIView {
        guard let value = views[name] else {
            throw VisualFormatError(reason: "\(name) is not a key in the views dictionary", position: position)
        }
        guard let view = value as? UIView else {
            throw VisualFormatError(
                reason: "views[\"\(name)\"] is a \(type(of: value)), not a UIView: the visual format relates views only "
                    + "(make a constraint with anchors for a layout guide)",
                position: position)
        }
        return view
    }

    private func number(from value: Any, named name: String, at position: Int) throws(VisualFormatError) -> CGFloat {
        switch value {
        case let value as CGFloat: return value
        case let value as Double: return CGFloat(value)
        case let value as Float: return CGFloat(value)
        case let value as Int: return CGFloat(value)
        case let value as UILayoutPriority: return CGFloat(value.rawValue)
        case let value as NSNumber: return CGFloat(value.doubleValue)
        default:
            throw VisualFormatError(
                reason: "metrics[\"\(name)\"] is a \(type(of: value)), not a number", position: position)
        }
    }

    // MARK: Characters

    private var peek: Character? { peek(at: index) }
    private func peek(at offset: Int) -> Character? { offset < characters.count ? characters[offset] : nil }

    private func starts(with text: String) -> Bool {
        let wanted = Array(text)
        guard index + wanted.count <= characters.count else { return false }
        return Array(characters[index..<index + wanted.count]) == wanted
    }

    private mutating func skipSpaces() {
        while let next = peek, next == " " || next == "\t" || next == "\n" { index += 1 }
    }

    private func isIdentifierStart(_ character: Character) -> Bool {
        character.isASCII && (character.isLetter || character == "_")
    }

    /// A C identifier: a letter or `_`, then letters, digits and `_`.
    private mutating func identifier() -> String? {
        guard let first = peek, isIdentifierStart(first) else { return nil }
        var name = ""
        while let next = peek, next.isASCII, next.isLetter || next.isNumber || next == "_" {
            name.append(next)
            index += 1
        }
        return name
    }
}

// MARK: - Building

/// The constraints of a parsed format.
@MainActor struct VisualFormatBuilder {
    let format: ParsedVisualFormat
    let options: NSLayoutConstraint.FormatOptions
    /// What the simulation does otherwise than UIKit (baselines), for the trace.
    private(set) var notes: [String] = []

    init(format: ParsedVisualFormat, options: NSLayoutConstraint.FormatOptions) {
        self.format = format
        self.options = options
    }

    /// Standard spacing between two sibling views (`UIView.systemSpacing`).
    static let siblingSpacing: CGFloat = UIView.systemSpacing
    /// Standard spacing to the superview's edge: 20 points (unconfirmed since iOS 11: see
    /// `constraints(withVisualFormat:options:metrics:views:)`).
    static let superviewSpacing: CGFloat = 20

    typealias Attribute = NSLayoutConstraint.Attribute

    mutating func build() throws(VisualFormatError) -> [NSLayoutConstraint] {
        let alignments = try alignmentAttributes()
        if options.contains(.spacingBaselineToBaseline) {
            notes.append("spacingBaselineToBaseline is not simulated (no baselines): spacing is measured edge to edge")
        }
        let horizontal = format.orientation == .horizontal
        let rightToLeft = horizontal && options.intersection(.directionMask) == .directionRightToLeft
        let leftToRight = horizontal && options.intersection(.directionMask) == .directionLeftToRight
        // The edge an item shows the items before it, and the one it shows the items after it.
        let front: Attribute = !horizontal ? .top : rightToLeft ? .right : leftToRight ? .left : .leading
        let back: Attribute = !horizontal ? .bottom : rightToLeft ? .left : leftToRight ? .right : .trailing
        let size: Attribute = horizontal ? .width : .height

        var result: [NSLayoutConstraint] = []
        /// `later.front − earlier.back` (measured along the direction) `relation` the spacing.
        func space(
            _ earlier: UIView, _ earlierEdge: Attribute, _ later: UIView, _ laterEdge: Attribute,
            _ connection: ParsedVisualFormat.Connection,
            standard: CGFloat
        ) {
            let predicates: [ParsedVisualFormat.Predicate]
            switch connection {
            case .flush: predicates = [.init(relation: .equal, object: .constant(0), priority: .required)]
            case .standard: predicates = [.init(relation: .equal, object: .constant(standard), priority: .required)]
            case .predicates(let list): predicates = list
            }
            for predicate in predicates {
                guard case .constant(let spacing) = predicate.object else { continue }
                let constraint =
                    rightToLeft
                    ? NSLayoutConstraint(
                        item: earlier, attribute: earlierEdge, relatedBy: predicate.relation, toItem: later, attribute: laterEdge,
                        multiplier: 1, constant: spacing)
                    : NSLayoutConstraint(
                        item: later, attribute: laterEdge, relatedBy: predicate.relation, toItem: earlier, attribute: earlierEdge,
                        multiplier: 1, constant: spacing)
                constraint.priority = predicate.priority
                result.append(constraint)
            }
        }

        if let leading = format.leadingSuperview, let first = format.items.first {
            space(leading.superview, front, first.view, front, leading.connection, standard: Self.superviewSpacing)
        }
        for (offset, item) in format.items.enumerated() {
            for predicate in item.predicates {
                let constraint: NSLayoutConstraint
                switch predicate.object {
                case .constant(let value):
                    constraint = NSLayoutConstraint(
                        item: item.view, attribute: size, relatedBy: predicate.relation, toItem: nil, attribute: .notAnAttribute,
                        multiplier: 1, constant: value)
                case .view(let other):
                    constraint = NSLayoutConstraint(
                        item: item.view, attribute: size, relatedBy: predicate.relation, toItem: other, attribute: size, multiplier: 1,
                        constant: 0)
                }
                constraint.priority = predicate.priority
                result.append(constraint)
            }
            if offset + 1 < format.items.count {
                space(item.view, back, format.items[offset + 1].view, front, format.connections[offset], standard: Self.siblingSpacing)
            }
        }
        if let trailing = format.trailingSuperview, let last = format.items.last {
            space(last.view, back, trailing.superview, back, trailing.connection, standard: Self.superviewSpacing)
        }
        for attribute in alignments {
            for (earlier, later) in zip(format.items, format.items.dropFirst()) {
                result.append(
                    NSLayoutConstraint(
                        item: earlier.view, attribute: attribute, relatedBy: .equal, toItem: later.view, attribute: attribute,
                        multiplier: 1,
                        constant: 0))
            }
        }
        return result
    }

    /// The attributes the options align every view on, perpendicular to the format's axis.
    private mutating func alignmentAttributes() throws(VisualFormatError) -> [Attribute] {
        let bits: [(NSLayoutConstraint.FormatOptions, Attribute, String)] = [
            (.alignAllLeft, .left, "alignAllLeft"), (.alignAllRight, .right, "alignAllRight"),
            (.alignAllTop, .top, "alignAllTop"), (.alignAllBottom, .bottom, "alignAllBottom"),
            (.alignAllLeading, .leading, "alignAllLeading"), (.alignAllTrailing, .trailing, "alignAllTrailing"),
            (.alignAllCenterX, .centerX, "alignAllCenterX"), (.alignAllCenterY, .centerY, "alignAllCenterY"),
            (.alignAllLastBaseline, .bottom, "alignAllLastBaseline"), (.alignAllFirstBaseline, .top, "alignAllFirstBaseline"),
        ]
        var attributes: [Attribute] = []
        for (bit, attribute, name) in bits where options.contains(bit) {
            let isHorizontalEdge = attribute.axis == .horizontal
            if isHorizontalEdge == (format.orientation == .horizontal) {
                let axis = format.orientation == .horizontal ? "horizontal" : "vertical"
                throw VisualFormatError(
                    reason: "The option \(name) aligns the views on a \(axis) edge, which is not allowed for a layout that is also \(axis)",
                    position: 0)
            }
            if bit == .alignAllLastBaseline || bit == .alignAllFirstBaseline {
                notes.append(
                    "\(name) is not simulated (no baselines): the views' \(attribute == .bottom ? "bottoms" : "tops") are aligned instead")
            }
            if !attributes.contains(attribute) { attributes.append(attribute) }
        }
        let known = bits.reduce(into: NSLayoutConstraint.FormatOptions()) { $0.formUnion($1.0) }
        let unknown = options.intersection(.alignmentMask).subtracting(known)
        if !unknown.isEmpty {
            throw VisualFormatError(reason: "The options have alignment bits UIKit does not define (\(unknown.rawValue))", position: 0)
        }
        return attributes
    }
}
