/// The positional arguments of a command: how the usage shows them, how many there may be,
/// and which words can be one.
///
///     ArgumentDeclaration("FILE", count: 1...)                        // run: FILE…
///     ArgumentDeclaration("LOG|-", count: 0...1, accepts: { $0 == "-" || !$0.hasPrefix("-") })
///
/// While scanning, a word that is no declared option becomes a positional when `accepts` takes
/// it and there is room; otherwise it is an unknown option (it starts with `-`) or an unexpected
/// argument. With `countProblem` the count is checked after the scan instead, and every accepted
/// word is kept (so the message can say how many were given).
package struct ArgumentDeclaration: Sendable {
    /// How the usage shows them (`FILE`, `FILE [FILE2]`, `devices|behaviours`); `…` is added
    /// when there is no upper bound.
    package var name: String
    package var count: ClosedRange<Int>
    package var accepts: @Sendable (String) -> Bool
    /// The problem after `kbsim COMMAND: ` when the count is wrong ("no scenario file given").
    package var countProblem: (@Sendable (Int) -> String)?

    /// Words that do not start with `-`.
    package static let plainWords: @Sendable (String) -> Bool = { !$0.hasPrefix("-") }

    package init(
        _ name: String, count: ClosedRange<Int>, accepts: @escaping @Sendable (String) -> Bool = plainWords,
        countProblem: (@Sendable (Int) -> String)? = nil
    ) {
        self.name = name
        self.count = count
        self.accepts = accepts
        self.countProblem = countProblem
    }

    /// At least `count.lowerBound`, no upper bound.
    package init(
        _ name: String, count: PartialRangeFrom<Int>, accepts: @escaping @Sendable (String) -> Bool = plainWords,
        countProblem: (@Sendable (Int) -> String)? = nil
    ) {
        self.init(name, count: count.lowerBound...Int.max, accepts: accepts, countProblem: countProblem)
    }

    var synopsis: String { count.upperBound == Int.max ? name + "…" : name }

    /// Why `given` arguments are the wrong count, when the command says nothing more precise:
    /// `no FILE given`, `expected one FILE, got 2`, `expected at most one LOG|-, got 3`.
    func defaultCountProblem(_ given: Int) -> String {
        func amount(_ number: Int) -> String { number == 1 ? "one" : String(number) }
        if given < count.lowerBound {
            return given == 0 ? "no \(name) given" : "expected at least \(amount(count.lowerBound)) \(name), got \(given)"
        }
        if count.lowerBound == count.upperBound { return "expected \(amount(count.lowerBound)) \(name), got \(given)" }
        return "expected at most \(amount(count.upperBound)) \(name), got \(given)"
    }
}
