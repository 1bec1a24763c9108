import Foundation

/// The one-line constraint syntax of inline screens: text to a `ConstraintLine`, with errors
/// that name the offending place.
extension ConstraintLine {
    /// A syntax error at a character offset of the line.
    public struct SyntaxError: Error, Sendable {
        /// Where in the line the problem is, in characters from its start.
        public var offset: Int
        /// What was expected there.
        public var message: String
    }

    static let attributes = NSLayoutConstraint.Attribute.allCases.filter { $0 != .notAnAttribute }.map(\.rawValue)

    /// Parses one line; the error names the offending place.
    public static func parse(_ text: String) throws(SyntaxError) -> ConstraintLine {
        var scanner = Scanner(characters: Array(text))
        scanner.skipSpaces()
        let first = try scanner.anchor(expected: "an item and an attribute, such as nameField.bottom")
        scanner.skipSpaces()
        let relationOffset = scanner.index
        let relation: NSLayoutConstraint.Relation
        switch (scanner.take(), scanner.take()) {
        case ("=", "="): relation = .equal
        case ("<", "="): relation = .lessThanOrEqual
        case (">", "="): relation = .greaterThanOrEqual
        default: throw SyntaxError(offset: relationOffset, message: "expected ==, <= or >= after \(first.item).\(first.attribute.rawValue)")
        }
        scanner.skipSpaces()
        var line = ConstraintLine(first: first, relation: relation)
        let rightOffset = scanner.index
        if let number = scanner.signedNumber() {
            let written = String(scanner.characters[rightOffset..<scanner.index])
            scanner.skipSpaces()
            if scanner.peek == "*" {
                scanner.index += 1
                scanner.skipSpaces()
                line.multiplier = try Self.checked(
                    number, written: written, offset: rightOffset, as: "multiplier", within: Self.multiplierRange,
                    expected: "0 to 1000")
                line.second = try scanner.anchor(expected: "an item and an attribute after \"*\"")
            } else {
                line.constant = try Self.checked(
                    number, written: written, offset: rightOffset, as: "constant", within: Self.constantRange,
                    expected: "at most 100000 points either way")
            }
        } else {
            line.second = try scanner.anchor(expected: "an item and an attribute, or a number, after \(relation.symbol)")
        }
        scanner.skipSpaces()
        if line.second != nil, let sign = scanner.peek, sign == "+" || sign == "-" {
            scanner.index += 1
            scanner.skipSpaces()
            let numberOffset = scanner.index
            guard let number = scanner.number(), number >= 0 else {
                throw SyntaxError(offset: numberOffset, message: "expected a number after \"\(sign)\"")
            }
            let written = (sign == "-" ? "-" : "") + String(scanner.characters[numberOffset..<scanner.index])
            line.constant = try Self.checked(
                sign == "-" ? -number : number, written: written, offset: numberOffset, as: "constant", within: Self.constantRange,
                expected: "at most 100000 points either way")
            scanner.skipSpaces()
        }
        if scanner.peek == "@" {
            scanner.index += 1
            let priorityOffset = scanner.index
            guard let priority = scanner.number() else {
                throw SyntaxError(offset: priorityOffset, message: "expected a priority (1–1000) after \"@\"")
            }
            guard (1...1000).contains(priority) else {
                throw SyntaxError(offset: priorityOffset, message: "priority \(formatNumber(priority)) is out of range; expected 1–1000")
            }
            line.priority = Float(priority)
            scanner.skipSpaces()
        }
        if scanner.peek == "#" {
            scanner.index += 1
            let identifierOffset = scanner.index
            let identifier = scanner.name()
            guard !identifier.isEmpty else { throw SyntaxError(offset: identifierOffset, message: "expected an identifier after \"#\"") }
            line.identifier = identifier
            scanner.skipSpaces()
        }
        guard scanner.index == scanner.characters.count else {
            throw SyntaxError(
                offset: scanner.index,
                message: "unexpected \"\(String(scanner.characters[scanner.index...]))\" at the end of the constraint")
        }
        try line.checkAttributes(rightOffset: rightOffset)
        return line
    }

    /// UIKit's rules for what can be related to what (it raises on the rest), and a size alone
    /// against a negative number refused: a view's width or height is never negative, so the
    /// line describes no layout (what UIKit's engine makes of such a constraint is unconfirmed).
    private func checkAttributes(rightOffset: Int) throws(SyntaxError) {
        guard let second else {
            guard first.attribute == .width || first.attribute == .height else {
                throw SyntaxError(
                    offset: rightOffset,
                    message:
                        "only width and height can be compared with a constant alone; \(first.attribute.rawValue) needs an item and an attribute"
                )
            }
            guard constant >= 0 else {
                throw SyntaxError(
                    offset: rightOffset,
                    message:
                        "constant \(formatNumber(constant)) is negative: a \(first.attribute.rawValue) compared with a constant alone takes 0 points or more (a view's size is never negative)"
                )
            }
            return
        }
        let axes = (first.attribute.axis, second.attribute.axis)
        let compatible =
            switch axes {
            case (.horizontalSize?, .horizontalSize?), (.horizontalSize?, .verticalSize?), (.verticalSize?, .verticalSize?),
                (.verticalSize?, .horizontalSize?):
                true
            case (.horizontal?, .horizontal?), (.vertical?, .vertical?): true
            default: false
            }
        guard compatible else {
            throw SyntaxError(
                offset: second.offset,
                message:
                    "cannot relate \(first.attribute.rawValue) to \(second.attribute.rawValue): UIKit relates positions along the same axis, or sizes"
            )
        }
    }

    private struct Scanner {
        let characters: [Character]
        var index = 0

        var peek: Character? { index < characters.count ? characters[index] : nil }

        mutating func take() -> Character? {
            defer { index += 1 }
            return peek
        }

        mutating func skipSpaces() {
            while let character = peek, character == " " || character == "\t" { index += 1 }
        }

        mutating func name() -> String {
            let start = index
            while let character = peek, character.isLetter || character.isNumber || character == "_" || character == "-" && index > start {
                index += 1
            }
            return String(characters[start..<index])
        }

        /// A decimal number with an optional `-` before it, or nil (nothing consumed) when none
        /// starts here.
        mutating func signedNumber() -> Double? {
            guard peek == "-" else { return number() }
            let start = index
            index += 1
            guard let value = number() else {
                index = start
                return nil
            }
            return -value
        }

        /// An unsigned decimal number, or nil (nothing consumed) when none starts here.
        mutating func number() -> Double? {
            let start = index
            while let character = peek, character.isASCII, character.isNumber || character == "." { index += 1 }
            guard index > start, let value = Double(String(characters[start..<index])) else {
                index = start
                return nil
            }
            return value
        }

        mutating func anchor(expected: String) throws(SyntaxError) -> Anchor {
            let start = index
            let item = name()
            guard !item.isEmpty, item.first?.isLetter == true, peek == "." else {
                throw SyntaxError(offset: start, message: "expected \(expected)")
            }
            index += 1
            let attributeOffset = index
            let attributeName = name()
            guard let attribute = NSLayoutConstraint.Attribute(rawValue: attributeName), attribute != .notAnAttribute else {
                let shown = attributeName.isEmpty ? "nothing" : "\"\(attributeName)\""
                throw SyntaxError(
                    offset: attributeOffset,
                    message:
                        "unknown attribute \(shown)\(suggestion(attributeName, ConstraintLine.attributes)); expected one of \(ConstraintLine.attributes.joined(separator: ", "))"
                )
            }
            return Anchor(item: item, attribute: attribute, offset: start)
        }
    }
}

extension ConstraintLine {
    /// Constants a line may hold, in points: far beyond any screen, and finite through every
    /// sum the layout engine and the judge make of them.
    static let constantRange: ClosedRange<Double> = -100_000...100_000
    /// Multipliers a line may hold.
    static let multiplierRange: ClosedRange<Double> = 0...1_000

    /// `value` when it is in `range`; otherwise an error at `offset` that quotes the number as
    /// `written` and says what was expected.
    static func checked(
        _ value: Double, written: String, offset: Int, as what: String, within range: ClosedRange<Double>,
        expected: String
    ) throws(SyntaxError) -> Double {
        guard range.contains(value) else {
            let shown = written.count > 20 ? "\(written.prefix(12))… (\(written.count) characters)" : written
            throw SyntaxError(offset: offset, message: "\(what) \(shown) is out of range; expected \(expected)")
        }
        return value
    }
}
