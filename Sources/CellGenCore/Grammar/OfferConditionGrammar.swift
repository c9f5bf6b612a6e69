extension SpecGrammar {
    /// `when` and `unless` of a cell or row: swipe and menu actions offered by the row's values
    /// (read / unread, pinned / unpinned), each depending on one `Bool` field (issue 33).
    static let offerConditionKeys = [
        KeyShape(
            "when", .dictionary(.text),
            "Swipe and menu actions offered only while a Bool field is true: action -> field."),
        KeyShape(
            "unless", .dictionary(.text),
            "Swipe and menu actions offered only while a Bool field is false: action -> field."),
    ]
}
