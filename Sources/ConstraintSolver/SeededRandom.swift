/// The package's own random numbers: SplitMix64 from a fixed seed, so every run generates the
/// same cases on every machine (never the system's generator): the tests' fuzz and random systems,
/// the judge's generated scenarios, the solver benchmark's shuffles. One generator for all of them,
/// `package`: not part of the solver's API.
///
///     var random = SeededRandom(seed: 15)
///     random.below(10)  // the same number in every run
package struct SeededRandom: RandomNumberGenerator {
    private var state: UInt64

    package init(seed: UInt64) { state = seed }

    /// The next 64 random bits (SplitMix64).
    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0..<bound` (0 when `bound` is 0 or less).
    package mutating func below(_ bound: Int) -> Int {
        bound <= 0 ? 0 : Int(next() % UInt64(bound))
    }

    /// A number in `range`.
    package mutating func within(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + below(range.count)
    }

    /// One of `choices` (which must not be empty).
    package mutating func pick<Element>(_ choices: [Element]) -> Element {
        choices[below(choices.count)]
    }

    /// A seed for one input: the fixed seed mixed with the input's name (FNV-1a), so adding a
    /// file changes no other file's cases.
    package static func seed(_ base: UInt64, _ name: String) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325 ^ base
        for byte in name.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3 }
        return hash
    }
}
