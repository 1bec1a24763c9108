/// The rows a symbol occurs in (the tableau's index of its cells), in no particular order.
///
/// An array: a two-inline small vector saved a tenth of a 33-view build, but made the heap of a
/// process that builds solver after solver grow (the keyboard workload's resident set went from
/// 43 to 69 MB over five solvers, where an array keeps it at 43 MB).
typealias OccurrenceList = [Int32]

extension Array where Element == Int32 {
    /// Removes the element at `position` by moving the last one into its place (the order of a
    /// symbol's rows does not matter).
    @inline(__always)
    mutating func removeSwapping(at position: Int) {
        swapAt(position, count - 1)
        removeLast()
    }
}
