/// Up to 6 decimals, trailing zeros trimmed.
func formatSolverNumber(_ value: Double) -> String {
    if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
    var text = String((value * 1e6).rounded() / 1e6)
    if text.contains("e") { return String(value) }
    while text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    return text
}
