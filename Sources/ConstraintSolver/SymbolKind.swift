/// The kind of a tableau symbol (kiwi's taxonomy).
enum SymbolKind: UInt8 {
    /// A user variable; unrestricted in sign.
    case external
    /// The slack of an inequality; ≥ 0.
    case slack
    /// The error of a non-required constraint; ≥ 0, weighted in the objective.
    case error
    /// The marker of a required equality; always 0.
    case dummy
}
