/// The fuzz test's own random numbers: SplitMix64 from a fixed seed, so every run mutates the
/// same bytes the same way on every machine (never the system's generator).
///
///     var random = FuzzRandom(seed: 15)
///     random.below(10)  // the same number in every run
struct FuzzRandom {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    /// The next 64 random bits (SplitMix64).
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0..<bound` (0 when `bound` is 0 or less).
    mutating func below(_ bound: Int) -> Int {
        bound <= 0 ? 0 : Int(next() % UInt64(bound))
    }

    /// A number in `range`.
    mutating func within(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + below(range.count)
    }

    /// One of `choices` (which must not be empty).
    mutating func pick<Element>(_ choices: [Element]) -> Element {
        choices[below(choices.count)]
    }

    /// A seed for one input: the fixed seed mixed with the input's name (FNV-1a), so adding a
    /// file changes no other file's cases.
    static func seed(_ base: UInt64, _ name: String) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325 ^ base
        for byte in name.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3 }
        return hash
    }
}
