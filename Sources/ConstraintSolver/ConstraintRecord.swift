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

/// A slot of the constraint table: the constraint (nil: a free slot, so that a removed
/// constraint is released) and its tag (stale in a free slot).
struct ConstraintSlot {
    var constraint: Constraint?
    var tag: Tag
}

/// The constraints a solver holds, by identity. Each record sits in a slot and the identity
/// table holds only the slot's index (16 bytes an entry, where a dictionary holding the whole
/// record made 48), with 32 bytes a constraint in the slots. (The constraint and its tag in one
/// array: an array of `Constraint?` alone appends through the standard library's unspecialised
/// code for class references, and two arrays were two appends an add.)
struct ConstraintTable {
    private var slotOf = IdentityTable()
    /// The slots, free ones included (read `constraint` for which are live).
    private(set) var slots: [ConstraintSlot] = []
    private var freeSlots: [Int32] = []

    /// Whether the solver holds the constraint whose identity is `key`.
    func contains(_ key: ObjectIdentifier) -> Bool { slotOf[key] != nil }

    /// The record of the constraint whose identity is `key`, if the solver holds it.
    subscript(key: ObjectIdentifier) -> ConstraintRecord? {
        guard let slot = slotOf[key], let constraint = slots[Int(slot)].constraint else { return nil }
        return ConstraintRecord(constraint: constraint, tag: slots[Int(slot)].tag)
    }

    /// Keeps `record` for its constraint (which the solver does not hold yet).
    mutating func insert(_ record: ConstraintRecord) {
        assert(slotOf[ObjectIdentifier(record.constraint)] == nil, "the solver holds this constraint already")
        let slot: Int32
        // (`isEmpty` then `removeLast`: `popLast` is a generic call that checks uniqueness even
        // when the list is empty.)
        if !freeSlots.isEmpty {
            slot = freeSlots.removeLast()
            slots[Int(slot)] = ConstraintSlot(constraint: record.constraint, tag: record.tag)
        } else {
            slot = Int32(slots.count)
            slots.append(ConstraintSlot(constraint: record.constraint, tag: record.tag))
        }
        slotOf.set(slot, for: ObjectIdentifier(record.constraint))
    }

    /// Forgets the constraint whose identity is `key`, returning its record.
    mutating func removeValue(forKey key: ObjectIdentifier) -> ConstraintRecord? {
        guard let slot = slotOf.removeValue(for: key), let constraint = slots[Int(slot)].constraint else { return nil }
        slots[Int(slot)].constraint = nil
        freeSlots.append(slot)
        return ConstraintRecord(constraint: constraint, tag: slots[Int(slot)].tag)
    }

    mutating func reserveCapacity(_ count: Int) {
        slotOf.reserveCapacity(count)
        slots.reserveCapacity(count)
    }
}
