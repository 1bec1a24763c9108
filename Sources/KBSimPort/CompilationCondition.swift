/// The value of an `#if` condition where it is compiled: on Linux with KeyboardSim's UIKit, and on
/// an iPhone. `nil` is a value neither place fixes (a build flag such as `DEBUG`, an architecture,
/// the compiler's version, a simulator or a device).
struct CompilationCondition {
    /// Where the condition is compiled.
    enum Place {
        case linux, iPhone
        /// Linux after ``PortWork/rewritePlatformConditions()``: `os(iOS)` reads as the
        /// `canImport(UIKit)` it became, true.
        case linuxPorted
    }

    /// One platform test the condition names: `os(…)`, `targetEnvironment(…)` or `_runtime(…)`.
    struct Test {
        var function: String
        var argument: String
        /// The index of the test's name token and of its closing parenthesis.
        var first: Int
        var last: Int

        /// Whether the test names an Apple platform or environment, the tests that read differently on Linux.
        var isApple: Bool {
            switch function {
            case "os": Self.applePlatforms.contains(argument)
            case "targetEnvironment", "_runtime": true
            default: false
            }
        }

        static let applePlatforms: Set<String> = ["iOS", "tvOS", "watchOS", "visionOS", "macOS", "OSX", "macCatalyst"]

        /// The test's value at `place`. A platform that is not Apple's (`os(Linux)`) is the
        /// author's own handling of it and reads the same in both places, as on Linux.
        func value(at place: Place) -> Bool? {
            switch function {
            case "os":
                guard Self.applePlatforms.contains(argument) else { return argument == "Linux" }
                return place != .linux && argument == "iOS"
            case "targetEnvironment":
                if place != .iPhone { return false }
                return argument == "simulator" ? nil : false
            case "_runtime":
                return (argument == "_ObjC") == (place == .iPhone)
            case "canImport":
                return ["UIKit", "Foundation", "Combine", "Dispatch"].contains(argument) ? true : nil
            default:
                return nil
            }
        }
    }

    indirect enum Expression {
        case test(Test)
        case literal(Bool?)
        case not(Expression)
        case and(Expression, Expression)
        case or(Expression, Expression)

        func value(at place: Place) -> Bool? {
            switch self {
            case .test(let test): return test.value(at: place)
            case .literal(let value): return value
            case .not(let operand): return operand.value(at: place).map(!)
            case .and(let left, let right):
                let (a, b) = (left.value(at: place), right.value(at: place))
                if a == false || b == false { return false }
                return a == true && b == true ? true : nil
            case .or(let left, let right):
                let (a, b) = (left.value(at: place), right.value(at: place))
                if a == true || b == true { return true }
                return a == false && b == false ? false : nil
            }
        }
    }

    let expression: Expression
    /// The platform tests in source order.
    let tests: [Test]
    /// The index of the condition's last token.
    let last: Int

    /// The value on Linux and on an iPhone.
    var linux: Bool? { expression.value(at: .linux) }
    var iPhone: Bool? { expression.value(at: .iPhone) }

    /// Reads the condition after the `#if` or `#elseif` at `pound`: up to the end of its line, or
    /// further while a parenthesis is open or the line ends in `&&`, `||` or `!`. `nil` when it is
    /// not a condition this reader knows (it is then not reported).
    init?(after pound: Int, in source: SwiftSource) {
        var indices: [Int] = []
        var cursor = pound
        var depth = 0
        while let next = source.nextSignificant(after: cursor) {
            let sameLine =
                source.position(of: source.tokens[next].range.lowerBound).line
                == source.position(of: source.tokens[cursor].range.lowerBound).line
            let continues =
                depth > 0
                || indices.last.map {
                    source.token($0, isPunctuation: "&") || source.token($0, isPunctuation: "|") || source.token($0, isPunctuation: "!")
                } == true
            guard sameLine || continues, source.tokens[next].kind != .pound else { break }
            if source.token(next, isPunctuation: "(") { depth += 1 }
            if source.token(next, isPunctuation: ")") { depth -= 1 }
            indices.append(next)
            cursor = next
        }
        var parser = Parser(source: source, indices: indices)
        guard let expression = parser.parseOr(), parser.position == indices.count, let last = indices.last else { return nil }
        self.expression = expression
        self.tests = parser.tests
        self.last = last
    }

    /// A recursive-descent reader of `!`, `&&`, `||`, parentheses and `name(argument)` tests.
    private struct Parser {
        let source: SwiftSource
        let indices: [Int]
        var position = 0
        var tests: [Test] = []

        private func isPunctuation(_ character: Unicode.Scalar, at offset: Int = 0) -> Bool {
            position + offset < indices.count && source.token(indices[position + offset], isPunctuation: character)
        }

        mutating func parseOr() -> Expression? {
            guard var left = parseAnd() else { return nil }
            while isPunctuation("|"), isPunctuation("|", at: 1) {
                position += 2
                guard let right = parseAnd() else { return nil }
                left = .or(left, right)
            }
            return left
        }

        mutating func parseAnd() -> Expression? {
            guard var left = parseUnary() else { return nil }
            while isPunctuation("&"), isPunctuation("&", at: 1) {
                position += 2
                guard let right = parseUnary() else { return nil }
                left = .and(left, right)
            }
            return left
        }

        mutating func parseUnary() -> Expression? {
            if isPunctuation("!") {
                position += 1
                return parseUnary().map { .not($0) }
            }
            if isPunctuation("(") {
                position += 1
                guard let inner = parseOr(), isPunctuation(")") else { return nil }
                position += 1
                return inner
            }
            guard position < indices.count, source.tokens[indices[position]].kind == .identifier else { return nil }
            let name = source.text(of: indices[position])
            let first = indices[position]
            position += 1
            guard isPunctuation("(") else {
                return .literal(name == "true" ? true : name == "false" ? false : nil)
            }
            // A test's argument: a name (`iOS`, `UIKit`), or a version (`>=5.3`), read as unknown.
            var argument = ""
            position += 1
            while position < indices.count, !isPunctuation(")") {
                argument += source.text(of: indices[position])
                position += 1
            }
            guard position < indices.count else { return nil }
            let test = Test(function: name, argument: argument, first: first, last: indices[position])
            position += 1
            tests.append(test)
            return .test(test)
        }
    }
}
