/// Layouts chosen at run time: `{ compact: ..., regular: ... }` and `{ when: field, then: ...,
/// else: ... }`, whose field is a `Bool` of the screen's environment.
extension Validation {
    /// The choice's two layouts, checked; nil when either is wrong. Its `when` field is checked
    /// once, by `checkLayoutConditions()`, not once per section that takes the screen's layout.
    mutating func resolveChoice(_ choice: LayoutChoiceSpec) -> SectionLayout? {
        var layouts: [SectionLayout] = []
        for layout in [choice.whenTrue, choice.whenFalse] {
            if layout.value == .flow {
                diagnostics.error(
                    "the flow layout is a whole screen's and is not chosen at run time; choose between list, grid and carousel layouts",
                    at: layout.location)
            } else if let resolved = resolveLayout(layout) {
                layouts.append(resolved)
            }
        }
        guard layouts.count == 2 else { return nil }
        let condition: LayoutCondition =
            switch choice.condition {
            case .regularWidth: .regularWidth
            case .environment(let field): .environment(field: field.value)
            }
        return .chosen(condition, whenTrue: layouts[0], whenFalse: layouts[1])
    }

    /// Each `when` of a layout names a `Bool` field of the screen's environment.
    mutating func checkLayoutConditions() {
        let layouts = [spec.layout] + spec.sections.map { $0.layout }
        for layout in layouts {
            guard case .chosen(let choice)? = layout?.value, case .environment(let field) = choice.condition else { continue }
            guard let declared = spec.environment.first(where: { $0.name.value == field.value }) else {
                let names = spec.environment.map(\.name.value)
                let hint =
                    names.isEmpty
                    ? "; the screen has no environment: declare one, environment: { \(field.value): Bool }"
                    : Suggestion.hint(for: field.value, in: names).isEmpty
                        ? "; add '\(field.value): Bool' to the screen's 'environment'" : Suggestion.hint(for: field.value, in: names)
                diagnostics.error(
                    "'when' of a layout names '\(field.value)', which is not a field of the screen's environment\(hint)",
                    at: field.location)
                continue
            }
            if declared.type.value != "Bool" {
                diagnostics.error(
                    "environment field '\(field.value)' is \(declared.type.value); a layout's 'when' takes a Bool field",
                    at: field.location, notes: [Diagnostic.Note("the field is declared here", at: declared.name.location)])
            }
        }
    }
}
