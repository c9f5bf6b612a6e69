/// Behaviours v3 as written (issue 34): a cell's impression and prefetch actions, a section's
/// index title.
public struct BehaviourCellSpec: Hashable, Sendable {
    /// Sent with the row when one of the cell's rows comes into view, and when it leaves it.
    public var appear: Located<String>?
    public var disappear: Located<String>?
    public var prefetch: PrefetchSpec?
}

/// `prefetch: start` or `{ start, cancel }` of a cell.
public struct PrefetchSpec: Hashable, Sendable {
    public var start: Located<String>
    public var cancel: Located<String>?
}

/// `index:` of a section.
public enum SectionIndexSpec: Hashable, Sendable {
    /// A fixed title, shown as written.
    case title(String)
    /// A field of the section's context.
    case field(Located<String>)
}
