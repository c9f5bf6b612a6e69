/// Sections, rows and what they hold: titles and header views, paging, layouts.
extension SpecGrammar {
    /// The most columns a grid may ask for.
    static let maximumColumns = 50

    /// The most rows `loadMore`'s `distance` may count from a section's end.
    static let maximumLoadMoreDistance = 1_000

    static let section = MappingShape(
        name: "section", doc: "A section: its rows in order, its header and footer, and how it repeats.",
        keys: [
            KeyShape("id", .text, "The section's id (lowerCamelCase), unique in the screen."),
            KeyShape(
                "header", supplementary,
                "A fixed title (localized), { view: HeaderName, on: {...} } or { title: contextField }."),
            KeyShape("footer", supplementary, "Like header."),
            KeyShape("repeated", .bool, "true: zero or more sections of this shape, from an array in the input."),
            KeyShape("context", fields, "Values the section's rows send with their actions: name -> Swift type."),
            KeyShape("identity", .list(.text, minimumCount: 0), "The context fields that identify a repeated section."),
            KeyShape(
                "whenEmpty", .choice(of: WhenEmpty.self),
                "Whether the section (with its header) stays when it has no rows: hide (the default) or show."),
            KeyShape(
                "loadMore", .anyOf([.text, .mapping(loadMore)]),
                "An action sent when the section's last rows come into view, or { action, distance }."),
            // `flow` is for a whole screen.
            KeyShape(
                "layout", sectionLayout,
                "The section's own layout in a collection screen: list, { list: appearance }, { grid: ... }, { carousel: ... }, or a choice: { compact: ..., regular: ... }, { when: field, then: ..., else: ... }."
            ),
            KeyShape(
                "index", sectionIndex,
                "The section's title in the section index: a fixed title, or { field: contextField }."),
            selectionKey,
            KeyShape("rows", .list(.mapping(row), minimumCount: 1), "The rows, in order."),
        ],
        required: ["id", "rows"])

    static let row = MappingShape(
        name: "row",
        doc: "A row: one cell (cell), or one of several (cells, a mixed slot), shown once, optionally or repeated.",
        keys: [
            KeyShape("cell", .text, "The cell the row shows."),
            KeyShape("cells", .names, "A mixed slot: the cells its elements may show, in order."),
            KeyShape("id", .text, "The row's id (lowerCamelCase), unique in the section; required with cells."),
            KeyShape("repeated", .bool, "true: zero or more rows, from an array in the input."),
            KeyShape("optional", .bool, "true: zero or one row."),
            KeyShape(
                "select", .anyOf([.text, .null, .dictionary(.anyOf([.text, .null]))]),
                "The row's own selection action, ~ for none, or in a slot { Cell: action }."),
        ] + rowInteractionKeys + offerConditionKeys + editingRowKeys + [childrenKey])

    /// A row's events and its own swipe actions and menu: a row's keys, and those of the rows
    /// under an outline's parents (`children`).
    static let rowInteractionKeys = [
        KeyShape("on", .dictionary(.text), "The cell's events bound to actions: event -> action."),
        KeyShape(
            "swipe", .anyOf([.mapping(swipe), .null]), "The row's own swipe actions in place of its cell's; ~ for none."),
        KeyShape("menu", .anyOf([.names, .null]), "The row's own context menu in place of its cell's; ~ for none."),
    ]

    /// A header, footer or empty state: a fixed title or one of these mappings.
    static let supplementary = ValueShape.anyOf([.text, .mapping(supplementaryView)])

    static let supplementaryView = MappingShape(
        name: "supplementary",
        doc: "A header view with its events bound ({ view, on }), or a title from the section's context ({ title }).",
        keys: [
            KeyShape("view", .text, "The header view shown."),
            KeyShape("title", .text, "A String or String? field of the section's context, shown as the title."),
            KeyShape("on", .dictionary(.text), "The view's events bound to actions: event -> action."),
        ])

    static let loadMore = MappingShape(
        name: "loadMore",
        doc: "Paging: the action, how many rows from the end the row is whose appearance sends it, and the end that pages.",
        keys: [
            KeyShape("action", .text, "The action sent."),
            KeyShape(
                "distance", .integer(minimum: 1, maximum: SpecGrammar.maximumLoadMoreDistance),
                "Rows from the section's end (1, the last row, unless given)."),
            pagingEdgeKey,
        ],
        required: ["action"])

    /// `list` or `flow` by name, or a mapping naming one kind with its settings.
    static let layout = ValueShape.anyOf([
        .choice(["list", "flow"]), .mapping(layoutKind), .mapping(layoutBySizeClass), .mapping(layoutByEnvironment),
    ])

    static let layoutKind = MappingShape(
        name: "layout", doc: "One kind of layout with its settings.",
        keys: [
            KeyShape("list", .choice(of: ListAppearance.self), "A list section with this appearance."),
            KeyShape("grid", .mapping(grid), "A grid: { columns: N } or { minWidth: points }, and spacing."),
            KeyShape("carousel", .mapping(carousel), "A row that scrolls sideways: { width, spacing }."),
            KeyShape("flow", .rejected, "The flow layout takes no settings: write layout: flow."),
        ],
        maximumKeys: 1)

    static let grid = MappingShape(
        name: "grid", doc: "A grid of fixed columns, or of as many columns as fit minWidth.",
        keys: [
            KeyShape("columns", .integer(minimum: 1, maximum: SpecGrammar.maximumColumns), "The number of columns."),
            KeyShape(
                "minWidth", .points(allowsZero: false),
                "The narrowest a column may be, in points: as many columns as fit."),
            KeyShape("spacing", .points(allowsZero: true), "Points between items and rows."),
        ])

    static let carousel = MappingShape(
        name: "carousel", doc: "Items in a row that scrolls sideways.",
        keys: [
            KeyShape(
                "width", .points(allowsZero: false),
                "An item's width: up to 1, a fraction of the container; above, points."),
            KeyShape("spacing", .points(allowsZero: true), "Points between items."),
        ],
        required: ["width"])
}
