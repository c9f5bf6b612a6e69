/// `when` and `unless` of a cell or row: a swipe or menu action offered only while a `Bool`
/// field of the row is true, or false (issue 33).
extension Validation {
    /// The conditions by action; each names an action the swipe or menu offers, and a `Bool`
    /// field of the cell.
    mutating func resolveConditions(
        _ conditions: [OfferConditionSpec], fields: [Field], offered: RowInteractions, of owner: @autoclosure () -> String
    ) -> [String: OfferCondition] {
        guard !conditions.isEmpty else { return [:] }
        let actions = offered.leadingSwipe + offered.trailingSwipe + offered.menu
        var resolved: [String: OfferCondition] = [:]
        var locations: [String: SourceLocation] = [:]
        for condition in conditions {
            let key = condition.isNegated ? "unless" : "when"
            let action = condition.action
            guard actions.contains(action.value) else {
                let hint = Suggestion.hint(for: action.value, in: actions)
                diagnostics.error(
                    "'\(key)' of \(owner()) names action '\(action.value)', which its swipe and menu do not offer\(hint.isEmpty ? "; list it in 'swipe' or 'menu' first" : hint)",
                    at: action.location)
                continue
            }
            if let first = locations[action.value] {
                diagnostics.error(
                    "action '\(action.value)' has two conditions in \(owner()); give it one, in 'when' or 'unless'",
                    at: action.location, notes: [Diagnostic.Note("the first is here", at: first)])
                continue
            }
            locations[action.value] = action.location
            guard let field = fields.first(where: { $0.name == condition.field.value }) else {
                let hint = Self.boolFieldHint(for: condition.field.value, in: fields)
                diagnostics.error(
                    "'\(key)' of \(owner()) offers '\(action.value)' by '\(condition.field.value)', which is not one of its fields\(hint)",
                    at: condition.field.location)
                continue
            }
            guard field.type == "Bool" else {
                diagnostics.error(
                    "'\(key)' of \(owner()) offers '\(action.value)' by field '\(field.name)' of type \(field.type); it must be a Bool",
                    at: condition.field.location)
                continue
            }
            resolved[action.value] = OfferCondition(field: field.name, isNegated: condition.isNegated)
        }
        return resolved
    }
}
