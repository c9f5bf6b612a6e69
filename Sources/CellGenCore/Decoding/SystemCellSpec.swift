/// A system cell's keys as written: `system`, `content` and `accessories` (issue 33). Each may be
/// given without the others; the validator says what is missing.
public struct SystemCellSpec: Hashable, Sendable {
    public var style: Located<SystemCellStyle>?
    public var content: SystemContentSpec?
    public var accessories: [Located<AccessorySpec>]?

    /// Whether the cell says anything of a system cell.
    public var isEmpty: Bool { style == nil && content == nil && accessories == nil }
}

/// `content: { text: title, secondaryText: detail, image: symbol }`: field names.
public struct SystemContentSpec: Hashable, Sendable {
    public var location: SourceLocation
    public var text: Located<String>?
    public var secondaryText: Located<String>?
    public var image: Located<String>?
}

/// One accessory as written.
public enum AccessorySpec: Hashable, Sendable {
    case disclosure
    /// `{ checkmark: field }`.
    case checkmark(field: Located<String>)
    /// `{ switch: field, event: name }`; without `event` the switch sends nothing.
    case toggle(field: Located<String>, event: Located<String>?)
    /// `{ label: field }`.
    case label(field: Located<String>)
    /// `{ detail: event }`.
    case detail(event: Located<String>)
}
