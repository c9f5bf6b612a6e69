/// One-level outlines (issue 34): a row whose rows each have rows of another cell under them,
/// shown by a collection's list section through section snapshots. A collapsible section is the
/// same with one parent, a system header row, over the section's other rows.
extension SpecGrammar {
    /// `children:` of a row.
    static let childrenKey = KeyShape(
        "children", .anyOf([.text, .mapping(childRow)]),
        "An outline (a collection's list section): each of this row's rows has rows of this cell under it, which it shows or hides; a cell's name, or { cell, id, select, on, swipe, menu, expanded }."
    )

    /// The rows under each parent row, as `children: { ... }` gives them.
    static let childRow = MappingShape(
        name: "children",
        doc: "The rows under each parent row: their cell, id, own selection, events, swipe actions and menu, and whether parents start expanded.",
        keys: [
            KeyShape("cell", .text, "The cell the rows under each parent show."),
            KeyShape("id", .text, "Their row id (lowerCamelCase), unique in the section; the cell's name by default."),
            KeyShape(
                "select", .anyOf([.text, .null]), "Their own selection action in place of their cell's, ~ for none."),
            KeyShape(
                "expanded", .bool,
                "Whether a parent starts expanded: false unless its cell is a system header (a collapsible section), which starts expanded."
            ),
        ] + rowInteractionKeys,
        required: ["cell"])
}
