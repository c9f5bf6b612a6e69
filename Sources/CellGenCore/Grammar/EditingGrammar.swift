/// Edit mode (issue 34): a row the user can delete, and repeated rows the user can reorder among
/// themselves, each sending a typed action with the row.
extension SpecGrammar {
    /// The keys of a row for edit mode.
    static let editingRowKeys = [
        KeyShape(
            "delete", .text,
            "The action deleting the row sends (with a title: it is the row's first trailing swipe action, and what the delete control offers while editing); the row goes at once."
        ),
        KeyShape(
            "bulk", .names,
            "Edit mode's multi-select: actions sent with the selected rows of this row's cell (an array of their view-models), by the data source's send(_: BulkAction); while editing, a tap selects the row for them."
        ),
        KeyShape(
            "reorder", .text,
            "A repeated row: its rows can be moved among themselves while editing; the action is sent with the row and its new index among them."
        ),
    ]
}
