import Foundation

/// Formats seconds with up to three decimals and no trailing zeros: 0.5 → "0.5", 1 → "1",
/// 0.016666 → "0.017". Shared by every human-readable output so traces line up.
package func formatSeconds(_ seconds: Double) -> String {
    formatNumber(seconds, decimals: 3)
}

/// Formats a number with at most `decimals` decimals, trimming trailing zeros, never "-0".
/// `value` as a message quotes what was written: every digit it holds (the shortest text that
/// reads back as the same double), a whole number without `.0`. `600.0000000000001` stays so,
/// where `formatNumber` would round it to `600`.
package func formatNumberExactly(_ value: Double) -> String {
    guard value.isFinite else { return value.isNaN ? "nan" : (value > 0 ? "inf" : "-inf") }
    if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
    return "\(value)"
}

package func formatNumber(_ value: Double, decimals: Int = 3) -> String {
    guard value.isFinite else { return value.isNaN ? "nan" : (value > 0 ? "inf" : "-inf") }
    var scale = 1.0
    for _ in 0..<decimals { scale *= 10 }
    // From 1e15 on a double holds no decimals to round, and scaling could overflow to inf
    // (1e308 × 10⁶): such a value is written as it is ("1e+308"), finite and valid JSON.
    let rounded = abs(value) >= 1e15 ? value : (value * scale).rounded() / scale
    if rounded == 0 { return "0" }
    if rounded == rounded.rounded() && abs(rounded) < 1e15 { return String(Int64(rounded)) }
    var text = String(rounded)
    // String(Double) may use exponent notation for tiny or huge values; those never occur in
    // screen points or seconds, but keep the output readable if they do.
    if text.contains("e") { return text }
    while text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    return text
}
