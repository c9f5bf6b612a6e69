/// Selection modes (issue 34): how a screen's or section's rows stay selected.
public enum SelectionMode: String, Hashable, Sendable, CaseIterable {
    /// Selected while the action runs and until the screen reappears (the view controller calls
    /// `deselectMomentaryRows(animated:)` in `viewWillAppear`), as UITableViewController does.
    case momentary
    /// One row of the section stays selected, across applies.
    case single
    /// Any number of rows stay selected, across applies.
    case multiple
}

extension SpecGrammar {
    /// `selection:` of a screen (every section) or of one section (in place of the screen's).
    static let selectionKey = KeyShape(
        "selection", .choice(of: SelectionMode.self),
        "How rows stay selected: momentary (the default: until the screen reappears), single (one per section) or multiple; kept across applies."
    )
}
