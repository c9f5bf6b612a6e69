/// Paging states (issue 34): which end of a section `loadMore` pages at. A chat pages at its top:
/// the first rows appearing ask for older ones, and the apply that inserts them keeps the rows the
/// user reads where they are.
public enum PagingEdge: String, Hashable, Sendable, CaseIterable {
    /// The default: the rows near the section's end ask for the next page.
    case bottom
    /// The rows near the section's start ask for the previous page (older messages).
    case top
}

extension SpecGrammar {
    /// The key of `loadMore` naming the edge it pages at.
    static let pagingEdgeKey = KeyShape(
        "at", .choice(of: PagingEdge.self),
        "Which end pages: bottom (the default) or top, where the first rows ask for older ones and the apply that inserts them keeps the scroll position.")
}
