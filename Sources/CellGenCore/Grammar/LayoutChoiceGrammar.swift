/// Layouts chosen at run time (issue 33): a collection screen's or section's `layout` may be one
/// layout for a compact width and another for a regular one, or one of two by a `Bool` of the
/// screen's environment (a grid/list toggle).
extension SpecGrammar {
    /// `{ compact: list, regular: { grid: { minWidth: 180 } } }`.
    static let layoutBySizeClass = MappingShape(
        name: "layoutBySizeClass",
        doc: "A layout chosen by the horizontal size class: one for a compact width, one for a regular width.",
        keys: [
            KeyShape("compact", oneLayout, "The layout in a compact width (an iPhone, a narrow iPad window)."),
            KeyShape("regular", oneLayout, "The layout in a regular width (an iPad, a wide window)."),
        ],
        required: ["compact", "regular"])

    /// `{ when: showsGrid, then: { grid: { columns: 3 } }, else: list }`.
    static let layoutByEnvironment = MappingShape(
        name: "layoutByEnvironment",
        doc: "A layout chosen by a Bool of the screen's environment: 'then' while it is true, 'else' while it is false.",
        keys: [
            KeyShape("when", .text, "A Bool field of the screen's environment."),
            KeyShape("then", oneLayout, "The layout while the field is true."),
            KeyShape("else", oneLayout, "The layout while the field is false."),
        ],
        required: ["when", "then", "else"])

    /// One layout, not chosen: what each choice holds.
    static let oneLayout = ValueShape.anyOf([.choice(["list"]), .mapping(layoutKind)])

    /// What a section's `layout` takes: one layout or a choice of two.
    static let sectionLayout = ValueShape.anyOf([
        .choice(["list"]), .mapping(layoutKind), .mapping(layoutBySizeClass), .mapping(layoutByEnvironment),
    ])
}
