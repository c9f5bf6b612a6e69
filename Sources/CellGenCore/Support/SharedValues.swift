/// The one immutable reference a value type keeps its stored properties behind, so that a copy
/// retains one object instead of every string and array it holds (`Cell`, `Row`, `Section`,
/// `Screen`, `CellSpec`, `SectionSpec`, `RowSpec`). Each of those types reads `values` through
/// its own dynamic member subscript, written per type: through a generic wrapper the
/// subscript's key paths were built at run time (see docs/Performance.md, `gen-perf-4`).
final class SharedValues<Values: Sendable>: Sendable {
    let values: Values
    init(_ values: Values) { self.values = values }
}
