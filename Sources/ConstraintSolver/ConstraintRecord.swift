/// What the solver keeps about a constraint it holds: the constraint and its markers.
struct ConstraintRecord {
    let constraint: Constraint
    var tag: Tag
}

/// The markers of a constraint in the tableau, with their coefficients in the constraint's own
/// orientation (before any sign flip), which `setConstant` needs. (The coefficients first: 24
/// bytes, where the markers first padded it to 32.)
struct Tag: Equatable {
    var markerCoefficient: Double = 0
    var otherCoefficient: Double = 0
    var marker: Int32 = -1
    var other: Int32 = -1
}

/// A slot of the constraint table: the constraint (nil: a free slot, so that a removed
/// constraint is released) and its markers (stale in a free slot), 16 bytes. The markers'
/// coefficients are not stored: `createRow` makes them ±1 by the constraint's relation and
/// strength, which `tag` reads back (stored, the two `Double`s made a slot 32 bytes).
struct ConstraintSlot {
    var constraint: Constraint?
    var marker: Int32
    var other: Int32

    init(constraint: Constraint?, tag: Tag) {
        self.constraint = constraint
        marker = tag.marker
        other = tag.other
        assert(
            constraint.map { Self.tag(of: $0, marker: tag.marker, other: tag.other) == tag } ?? true, "a tag that createRow does not make")
    }

    /// The tag of a live slot (nil when the slot is free).
    var tag: Tag? { constraint.map { Self.tag(of: $0, marker: marker, other: other) } }

    /// The tag `createRow` makes for `constraint` with these markers.
    static func tag(of constraint: Constraint, marker: Int32, other: Int32) -> Tag {
        let markerCoefficient: Double
        switch constraint.relation {
        case .lessThanOrEqual: markerCoefficient = 1
        case .greaterThanOrEqual: markerCoefficient = -1
        case .equal: markerCoefficient = constraint.strength.isRequired ? 1 : -1
        }
        return Tag(
            markerCoefficient: markerCoefficient, otherCoefficient: other >= 0 ? -markerCoefficient : 0, marker: marker,
            other: other)
    }
}

/// The constraints a solver holds, by identity. Each record sits in a slot and the identity
/// table holds only the slot's index (16 bytes an entry, where a dictionary holding the whole
/// record made 48), with 16 bytes a constraint in the slots. (The constraint and its tag in one
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
        return ConstraintRecord(
            constraint: constraint, tag: ConstraintSlot.tag(of: constraint, marker: slots[Int(slot)].marker, other: slots[Int(slot)].other))
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
        return ConstraintRecord(
            constraint: constraint, tag: ConstraintSlot.tag(of: constraint, marker: slots[Int(slot)].marker, other: slots[Int(slot)].other))
    }

    mutating func reserveCapacity(_ count: Int) {
        slotOf.reserveCapacity(count)
        slots.reserveCapacity(count)
    }
}
