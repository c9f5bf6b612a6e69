/// Sections and rows: ids, references to cells and header views, and event bindings.
extension Validation {
    mutating func resolveSections(cells: [Cell], headers: [HeaderView]) -> [Section] {
        let cellsByName = Dictionary(cells.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var firstSection: [String: SourceLocation] = [:]
        return spec.sections.map { section in
            let what = "section '\(section.id.value)'"
            checkMemberName(section.id, "section id")
            if let first = firstSection[section.id.value] {
                diagnostics.error("duplicate section id '\(section.id.value)'", at: section.id.location,
                                  notes: [Diagnostic.Note("'\(section.id.value)' was first used here", at: first)])
            }
            firstSection[section.id.value] = firstSection[section.id.value] ?? section.id.location
            return Section(
                id: section.id.value,
                header: section.header.flatMap { resolveSupplementary($0, "'header' of \(what)", headers: headers) },
                footer: section.footer.flatMap { resolveSupplementary($0, "'footer' of \(what)", headers: headers) },
                isRepeated: section.repeated?.value ?? false,
                context: resolveFields(section.context, of: "the context of \(what)"),
                rows: resolveRows(of: section, cells: cells, cellsByName: cellsByName))
        }
    }

    private mutating func resolveSupplementary(
        _ supplementary: Located<SupplementarySpec>, _ what: String, headers: [HeaderView]
    ) -> Supplementary? {
        switch supplementary.value {
        case .title(let title):
            return .title(title)
        case .view(let name):
            if headers.contains(where: { $0.name == name.value }) { return .view(name.value) }
            if spec.cells.contains(where: { $0.name.value == name.value }) {
                diagnostics.error("\(what) names '\(name.value)', which is a cell; declare header views under 'headers'",
                                  at: name.location)
            } else {
                diagnostics.error(
                    "\(what) names unknown header view '\(name.value)'\(Suggestion.hint(for: name.value, in: headers.map(\.name)))",
                    at: name.location)
            }
            return nil
        }
    }

    private mutating func resolveRows(of section: SectionSpec, cells: [Cell], cellsByName: [String: Cell]) -> [Row] {
        var firstRow: [String: (location: SourceLocation, explicit: Bool)] = [:]
        return section.rows.compactMap { row in
            guard let cell = cellsByName[row.cell.value] else {
                let hint = Suggestion.hint(for: row.cell.value, in: cells.map(\.name))
                if spec.headers.contains(where: { $0.name.value == row.cell.value }) {
                    diagnostics.error("'\(row.cell.value)' is a header view, not a cell; rows show cells", at: row.cell.location)
                } else {
                    diagnostics.error("unknown cell '\(row.cell.value)'\(hint)", at: row.cell.location)
                }
                return nil
            }
            if let id = row.id { checkMemberName(id, "row id") }
            let id = row.id?.value ?? GeneratedNames.defaultRowID(cell: cell.name)
            let location = row.id?.location ?? row.cell.location
            if let first = firstRow[id] {
                let message = row.id == nil && !first.explicit
                    ? "cell '\(cell.name)' is used twice in section '\(section.id.value)'; give each of these rows its own 'id'"
                    : "duplicate row id '\(id)' in section '\(section.id.value)'"
                diagnostics.error(message, at: location, notes: [Diagnostic.Note("the first row with id '\(id)' is here", at: first.location)])
            } else {
                firstRow[id] = (location, row.id != nil)
            }
            if reservedRowIDs(of: section).contains(id) {
                diagnostics.error(
                    "row id '\(id)' collides with the '\(id)' the input of section '\(section.id.value)' already has; give the row another 'id'",
                    at: location)
            }
            return Row(id: id, cell: cell.name, isRepeated: row.repeated?.value ?? false,
                       bindings: resolveBindings(row.bindings, cell: cell))
        }
    }

    /// Properties a section's input has besides its rows.
    private func reservedRowIDs(of section: SectionSpec) -> Set<String> {
        var reserved: Set<String> = []
        if !section.context.isEmpty { reserved.insert(GeneratedNames.sectionContextProperty) }
        if case .view? = section.header?.value { reserved.insert(GeneratedNames.sectionHeaderProperty) }
        if case .view? = section.footer?.value { reserved.insert(GeneratedNames.sectionFooterProperty) }
        return reserved
    }

    private mutating func resolveBindings(_ bindings: [BindingSpec], cell: Cell) -> [Binding] {
        bindings.compactMap { binding in
            guard cell.events.contains(where: { $0.name == binding.event.value }) else {
                let names = cell.events.map(\.name)
                let detail = names.isEmpty
                    ? "; cell '\(cell.name)' declares no events"
                    : Suggestion.hint(for: binding.event.value, in: names)
                diagnostics.error("unknown event '\(binding.event.value)' of cell '\(cell.name)'\(detail)", at: binding.event.location)
                return nil
            }
            return Binding(event: binding.event.value, action: binding.action.value)
        }
    }
}
