/// What the solver keeps about an edit variable: its constraint and the value last suggested.
struct EditRecord {
    let variable: Variable
    let constraint: Constraint
    var constant: Double
}
