/// The screen's `empty` state: a title or a header view, shown while no section has rows.
extension Validation {
    mutating func resolveEmptyState(_ empty: Located<SupplementarySpec>, headers: [HeaderView]) -> Supplementary? {
        if case .field(let name) = empty.value {
            diagnostics.error(
                "'empty' shows field '\(name.value)', but the screen has no context; give a title or { view: HeaderName }",
                at: name.location)
            return nil
        }
        let resolved = resolveSupplementary(empty, "'empty'", headers: headers, context: [])
        if Screen.emptyStateInput(resolved, headers: headers) != nil,
            let section = spec.sections.first(where: { $0.id.value == GeneratedNames.emptyStateProperty })
        {
            diagnostics.error(
                "section id '\(section.id.value)' would be the input's property for the empty state's view-model; rename the section",
                at: section.id.location)
        }
        return resolved
    }

    /// An empty state shows only when every row can be absent: a plain row of a section that is
    /// not repeated is always there.
    mutating func warnAboutUnreachableEmptyState() {
        guard let empty = spec.empty else { return }
        for section in spec.sections where section.repeated?.value != true {
            for row in section.rows where row.repeated?.value != true && row.optional?.value != true {
                diagnostics.warning(
                    "the empty state can never show: \(row.slot == nil ? "row '\(row.resolvedID)'" : "slot '\(row.slot?.id.value ?? "")'") of section '\(section.id.value)' is always there; make it optional or repeated, or drop 'empty'",
                    at: empty.location)
                return
            }
        }
    }
}
