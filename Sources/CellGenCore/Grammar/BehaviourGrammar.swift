/// Behaviours v3 (issue 34, DESIGN 11.5): a section's entry in the section index, and what a
/// cell's rows send when they come into view, leave it, or are about to (prefetching).
extension SpecGrammar {
    /// `index:` of a section: a fixed title, or `{ field: name }` of the section's context.
    static let sectionIndex = ValueShape.anyOf([.text, .mapping(sectionIndexField)])

    static let sectionIndexField = MappingShape(
        name: "sectionIndex", doc: "A section's index title from a String or String? field of its context.",
        keys: [KeyShape("field", .text, "A String or String? field of the section's context (nil: no index entry).")],
        required: ["field"])

    /// The keys of a cell that send its rows' impressions and prefetching.
    static let behaviourCellKeys = [
        KeyShape("appear", .text, "The action sent, with the row, when one of its rows comes into view (willDisplay)."),
        KeyShape(
            "disappear", .text, "The action sent, with the row, when one of its rows leaves the view (didEndDisplaying)."),
        KeyShape(
            "prefetch", .anyOf([.text, .mapping(prefetch)]),
            "Prefetching its rows: an action sent with the view-models of rows about to be shown, or { start, cancel }."),
    ]

    static let prefetch = MappingShape(
        name: "prefetch", doc: "The actions that start and cancel prefetching a cell's rows.",
        keys: [
            KeyShape("start", .text, "Sent with the view-models of the cell's rows UIKit expects to show soon."),
            KeyShape("cancel", .text, "Sent with the ids of the cell's rows UIKit no longer expects to show soon."),
        ],
        required: ["start"])
}
