/// What the solver keeps about a constraint it holds: the constraint and its markers.
struct ConstraintRecord {
    let constraint: Constraint
    var tag: Tag
}

/// The markers of a constraint in the tableau, with their coefficients in the constraint's own
/// orientation (before any sign flip), which `setConstant` needs.
struct Tag {
    var marker: Int32 = -1
    var markerCoefficient: Double = 0
    var other: Int32 = -1
    var otherCoefficient: Double = 0
}
