import Synchronization

/// A variable of the linear system. `value` is set by `Solver.updateVariables()`.
///
/// Variables are compared by identity: two variables with the same name are different unknowns.
/// They are `Sendable` (errors carry them): the value is stored atomically.
public final class Variable: Sendable, CustomStringConvertible {
    /// A name for messages and debugging; it does not identify the variable.
    public let name: String
    @usableFromInline let bits = Atomic<UInt64>(0)

    // Inlinable: a layout pass reads eight values per view per frame, and a call would also
    // retain and release the variable around each read.

    /// The solved value, written by `Solver.updateVariables()`.
    @inlinable public internal(set) var value: Double {
        get { Double(bitPattern: bits.load(ordering: .relaxed)) }
        set { bits.store(newValue.bitPattern, ordering: .relaxed) }
    }

    /// A variable named `name` (the name is for descriptions only; two variables are distinct objects).
    public init(_ name: String = "") {
        self.name = name
    }

    public var description: String { name.isEmpty ? "Variable" : name }
}
