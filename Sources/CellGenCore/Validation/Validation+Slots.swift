/// Mixed slots (`cells: [...]`): the checks that concern the slot as a whole, once per slot.
extension Validation {
    mutating func checkSlots(of section: SectionSpec, cellsByName: [String: Cell]) {
        var checked: Set<SourceLocation> = []
        for row in section.rows {
            guard let slot = row.slot, checked.insert(slot.location).inserted else { continue }
            let what = "slot '\(slot.id.value)' of section '\(section.id.value)'"
            checkMemberName(slot.id, "slot id")
            var listed: [String: SourceLocation] = [:]
            for cell in slot.cells {
                if let first = listed[cell.value] {
                    diagnostics.error(
                        "cell '\(cell.value)' is listed twice in 'cells' of \(what)", at: cell.location,
                        notes: [Diagnostic.Note("first listed here", at: first)])
                }
                listed[cell.value] = listed[cell.value] ?? cell.location
            }
            let names = slot.cells.map(\.value)
            for key in slot.selectKeys where !names.contains(key.value) {
                diagnostics.error(
                    "'select' of \(what) names cell '\(key.value)', which the slot does not list\(Suggestion.hint(for: key.value, in: names))",
                    at: key.location)
            }
            let declared = slot.cells.compactMap { cellsByName[$0.value] }.flatMap { $0.events.map(\.name) }
            for event in slot.events where !declared.contains(event.value) {
                let detail =
                    declared.isEmpty
                    ? "; none of its cells declares events" : Suggestion.hint(for: event.value, in: declared)
                diagnostics.error(
                    "'on' of \(what) binds event '\(event.value)', which none of its cells declares\(detail)",
                    at: event.location)
            }
        }
    }
}
