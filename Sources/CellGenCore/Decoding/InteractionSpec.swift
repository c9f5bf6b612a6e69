/// The interaction keys of a spec, as written: swipe actions, context menus, paging, pull to
/// refresh, how actions are delivered and where nibs are loaded from.

/// `swipe: { leading: [...], trailing: [...] }` of a cell; the first action of each edge is the
/// one a full swipe performs.
public struct SwipeSpec: Hashable, Sendable {
    public var location: SourceLocation
    public var leading: [Located<String>]
    public var trailing: [Located<String>]

    /// Both edges' actions, leading first.
    public var actions: [Located<String>] { leading + trailing }
}

/// An entry of `when:` (`isNegated` false) or `unless:` of a cell or row: the swipe and menu
/// action is offered only while the `Bool` field is true (false).
public struct OfferConditionSpec: Hashable, Sendable {
    public var action: Located<String>
    public var field: Located<String>
    public var isNegated: Bool
}

/// `loadMore: action` or `{ action, distance, at }` of a section.
public struct LoadMoreSpec: Hashable, Sendable {
    public var action: Located<String>
    /// How many rows from the section's end the row is whose appearance sends the action; 1
    /// (the last row) unless given.
    public var distance: Located<Int>?
    /// The end that pages; the bottom unless given.
    public var edge: Located<PagingEdge>?
}

/// `dispatch: { handler, closures, selectors }`: how actions reach the team's code.
public struct DispatchSpec: Hashable, Sendable {
    public var location: SourceLocation
    public var handler: Located<Bool>?
    public var closures: Located<Bool>?
    public var selectors: Located<SelectorStyle>?
}
