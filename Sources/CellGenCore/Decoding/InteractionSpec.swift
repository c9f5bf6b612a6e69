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

/// `loadMore: action` or `{ action, distance }` of a section.
public struct LoadMoreSpec: Hashable, Sendable {
    public var action: Located<String>
    /// How many rows from the section's end the row is whose appearance sends the action; 1
    /// (the last row) unless given.
    public var distance: Located<Int>?
}

/// How a swipe or menu action looks: `normal` or `destructive` (red).
public enum ActionStyle: String, Hashable, Sendable, CaseIterable {
    case normal
    case destructive
}

/// `dispatch: { handler, closures, selectors }`: how actions reach the team's code.
public struct DispatchSpec: Hashable, Sendable {
    public var location: SourceLocation
    public var handler: Located<Bool>?
    public var closures: Located<Bool>?
    public var selectors: Located<SelectorStyle>?
}

/// The selector map's method names.
public enum SelectorStyle: String, Hashable, Sendable, CaseIterable {
    /// Prefixed with the screen's name (`settingsShowAlert(_:)`), so screens never share one.
    case screen
    /// The action's name (`showAlert(_:)`): one responder method serves every screen sending it.
    case shared
    /// No selector map.
    case none
}
