/// The one immutable reference a value type keeps its stored properties behind, so that a copy
/// retains one object instead of every string and array it holds (`Cell`, `Row`, `Section`,
/// `Screen`, `CellSpec`, `SectionSpec`, `RowSpec`). Each of those types reads `values` through
/// its own dynamic member subscript, written per type: through a generic wrapper the
/// subscript's key paths were built at run time (see docs/Performance.md, `gen-perf-4`).
final class SharedValues<Values: Sendable>: Sendable {
    let values: Values
    init(_ values: Values) { self.values = values }
}

/// Compared and hashed by its values (one reference is equal at once): so the types that keep
/// their values here get `Hashable` synthesized from their one stored property.
extension SharedValues: Equatable, Hashable where Values: Hashable {
    static func == (lhs: SharedValues, rhs: SharedValues) -> Bool {
        lhs === rhs || lhs.values == rhs.values
    }

    func hash(into hasher: inout Hasher) {
        values.hash(into: &hasher)
    }
}
