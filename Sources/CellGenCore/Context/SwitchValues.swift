/// The values of a computed property that switches over `self`: its cases, or, when one case
/// without bindings covers every value, only that case's result, so the template can write
/// `var isSelectable: Bool { true }` instead of a switch whose one case lists every row.
enum SwitchValues {
    /// `cases` are `pattern`/`result` objects in order. `single` holds the result when there is
    /// exactly one case and its pattern binds nothing (a plain list of case names).
    static func values(_ cases: [SwitchCase]) -> TemplateValues {
        let single = cases.count == 1 && !cases[0].pattern.contains("(")
        return TemplateValues([
            "cases": .list(cases.map(\.templateValue)),
            "single": .list(single ? [.text(cases[0].result)] : []),
        ])
    }
}
