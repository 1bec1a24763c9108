/// Whether `object`'s stored properties refer to `target`: directly, or inside the optionals,
/// arrays, sets, dictionaries, tuples and structures they hold — not through other objects.
///
/// What tells whose a block observer is when its simulation ends: a view controller keeps its
/// tokens in its own properties (`var observers: [NSObjectProtocol]`, `var token: Any?`); a
/// token the controller's code made but something else keeps (a library's shared object first
/// made in `viewDidLoad`) is that other object's.
func storedProperties(of object: AnyObject, referTo target: AnyObject) -> Bool {
    var mirror: Mirror? = Mirror(reflecting: object)
    while let current = mirror {
        if current.children.contains(where: { containsReference($0.value, to: target, depth: 4) }) { return true }
        mirror = current.superclassMirror
    }
    return false
}

/// Whether `value` is `target` or holds it in value containers, `depth` levels down at most.
private func containsReference(_ value: Any, to target: AnyObject, depth: Int) -> Bool {
    let mirror = Mirror(reflecting: value)
    if mirror.displayStyle == .class { return (value as AnyObject) === target }
    guard depth > 0 else { return false }
    switch mirror.displayStyle {
    case .optional, .collection, .set, .tuple, .struct, .enum:
        return mirror.children.contains { containsReference($0.value, to: target, depth: depth - 1) }
    case .dictionary:
        // Each child is a (key, value) pair.
        return mirror.children.contains { containsReference($0.value, to: target, depth: depth) }
    default:
        return false
    }
}
