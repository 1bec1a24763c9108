/// A helper for the layout pass's hottest loops, where reference counting cost more than the work.
///
/// On Linux a view's reference counts take the runtime's slow path (weak references point to
/// every view: from its subviews and its constraints), and a main-actor closure handed to the
/// standard library checks its executor on every call. This helper is `nonisolated`, so the
/// closures main-actor code passes it are checked by the compiler, not at run time.

/// Calls `body` with `array[index]` without retaining it: the array holds it for the call.
/// (Not `Unmanaged._withUnsafeGuaranteedRef` in main-actor code: its closure would check the
/// executor.)
nonisolated func withElement<Element: AnyObject, Result>(
    of array: [Element], at index: Int, _ body: (Element) -> Result
) -> Result {
    Unmanaged.passUnretained(array[index])._withUnsafeGuaranteedRef(body)
}
