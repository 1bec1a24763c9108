/// How the public API refuses an argument no scenario could give — a non-finite number, a
/// negative duration, a rate no display has: it stops the program at the call with a message
/// that begins `KeyboardSim:` and names the call and the value as given, in the style of
/// swift-nio's preconditions, never a silent NaN or a bare arithmetic trap. (`fatalError`, so the
/// message is printed in optimized builds too.) Where the simulation can go on, the trace gets a
/// diagnostic instead.
///
///     requireArgument(fps > 0, "Simulation(framesPerSecond: \(fps))", "expected 1 to 240 frames per second")
///     // Fatal error: KeyboardSim: Simulation(framesPerSecond: 0): expected 1 to 240 frames per second
package func requireArgument(
    _ condition: Bool, _ call: @autoclosure () -> String, _ expected: @autoclosure () -> String,
    file: StaticString = #fileID, line: UInt = #line
) {
    guard !condition else { return }
    fatalError("KeyboardSim: \(call()): \(expected())", file: file, line: line)
}
