/// What the solver keeps about a constraint it holds: the constraint and its markers.
struct ConstraintRecord {
    let constraint: Constraint
    var tag: Tag
}

/// The markers of a constraint in the tableau, with their coefficients in the constraint's own
/// orientation (before any sign flip), which `setConstant` needs. (The coefficients first: 24
/// bytes, where the markers first padded it to 32.)
struct Tag {
    var markerCoefficient: Double = 0
    var otherCoefficient: Double = 0
    var marker: Int32 = -1
    var other: Int32 = -1
}

/// The constraints a solver holds, by identity. Each record sits in a slot of two arrays and the
/// identity table holds only the slot (16 bytes an entry, where a dictionary holding the whole
/// record made 48), with 32 bytes a constraint in the slots.
struct ConstraintTable {
    private var slotOf = IdentityTable()
    /// The constraint in each slot (nil: a free slot, so that a removed constraint is released).
    private(set) var constraints: [Constraint?] = []
    /// The tags of the slots (a free slot's is stale: read `constraints` for which are live).
    private(set) var tags: [Tag] = []
    private var freeSlots: [Int32] = []

    /// Whether the solver holds the constraint whose identity is `key`.
    func contains(_ key: ObjectIdentifier) -> Bool { slotOf[key] != nil }

    /// The record of the constraint whose identity is `key`, if the solver holds it.
    subscript(key: ObjectIdentifier) -> ConstraintRecord? {
        guard let slot = slotOf[key], let constraint = constraints[Int(slot)] else { return nil }
        return ConstraintRecord(constraint: constraint, tag: tags[Int(slot)])
    }

    /// Keeps `record` for its constraint (which the solver does not hold yet).
    mutating func insert(_ record: ConstraintRecord) {
        assert(slotOf[ObjectIdentifier(record.constraint)] == nil, "the solver holds this constraint already")
        let slot: Int32
        if !freeSlots.isEmpty {
            slot = freeSlots.removeLast()
            constraints[Int(slot)] = record.constraint
            tags[Int(slot)] = record.tag
        } else {
            slot = Int32(constraints.count)
            constraints.append(record.constraint)
            tags.append(record.tag)
        }
        slotOf.set(slot, for: ObjectIdentifier(record.constraint))
    }

    /// Forgets the constraint whose identity is `key`, returning its record.
    mutating func removeValue(forKey key: ObjectIdentifier) -> ConstraintRecord? {
        guard let slot = slotOf.removeValue(for: key), let constraint = constraints[Int(slot)] else { return nil }
        constraints[Int(slot)] = nil
        freeSlots.append(slot)
        return ConstraintRecord(constraint: constraint, tag: tags[Int(slot)])
    }

    mutating func reserveCapacity(_ count: Int) {
        slotOf.reserveCapacity(count)
        constraints.reserveCapacity(count)
        tags.reserveCapacity(count)
    }
}
