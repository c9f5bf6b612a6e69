/// Behaviours v3 (issue 34): a section's index title, a cell's impression and prefetch actions.
/// The actions themselves are checked with every other use of an action (Validation+Actions).
extension Validation {
    /// `index` of a section: a fixed title of a section that is shown once, or a `String` or
    /// `String?` field of its context.
    mutating func resolveSectionIndex(of section: SectionSpec, context: [Field]) -> Supplementary? {
        guard let index = section.index else { return nil }
        let what = "'index' of section '\(section.id.value)'"
        switch index.value {
        case .title(let title):
            if title.isEmpty {
                diagnostics.error("\(what) is empty; give the title the index shows, or leave 'index' out", at: index.location)
                return nil
            }
            if section.repeated?.value == true {
                let field = context.first { $0.type == "String" || $0.type == "String?" }.map { "{ field: \($0.name) }" }
                diagnostics.error(
                    "\(what) is a fixed title, but the section repeats and each of its sections would show it; give \(field ?? "{ field: contextField }") (a String field of its context)",
                    at: index.location)
                return nil
            }
            return .title(title)
        case .field(let name):
            return resolveSupplementary(Located(.field(name), at: index.location), what, headers: [], context: context)
        }
    }

    /// `appear`, `disappear` and `prefetch` of a cell, as written: the actions are resolved with
    /// every other use (`resolveActions`).
    func resolveBehaviours(of cell: CellSpec) -> CellBehaviours {
        CellBehaviours(
            appear: cell.behaviours.appear?.value, disappear: cell.behaviours.disappear?.value,
            prefetch: cell.behaviours.prefetch?.start.value, cancelPrefetch: cell.behaviours.prefetch?.cancel?.value)
    }
}
