/// Sections and rows: ids, references to cells and header views, and event bindings.
extension Validation {
    mutating func resolveSections(cells: [Cell], headers: [HeaderView], collectionLayout: CollectionLayout?)
        -> [Section]
    {
        let cellsByName = Dictionary(cells.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var firstSection: [String: SourceLocation] = [:]
        return spec.sections.map { section in
            let what = "section '\(section.id.value)'"
            checkMemberName(section.id, "section id")
            if let first = firstSection[section.id.value] {
                diagnostics.error(
                    "duplicate section id '\(section.id.value)'", at: section.id.location,
                    notes: [Diagnostic.Note("'\(section.id.value)' was first used here", at: first)])
            }
            firstSection[section.id.value] = firstSection[section.id.value] ?? section.id.location
            let context = resolveFields(section.context, of: "the context of \(what)")
            return Section(
                .init(
                    id: section.id.value,
                    header: section.header.flatMap {
                        resolveSupplementary($0, "'header' of \(what)", headers: headers, context: context)
                    },
                    footer: section.footer.flatMap {
                        resolveSupplementary($0, "'footer' of \(what)", headers: headers, context: context)
                    },
                    isRepeated: section.repeated?.value ?? false,
                    context: context,
                    identity: resolveSectionIdentity(of: section, context: context),
                    showsWhenEmpty: section.whenEmpty?.value == .show,
                    loadMore: resolveLoadMore(of: section),
                    headerBindings: section.header.map { resolveViewBindings($0, "'header' of \(what)", headers: headers) }
                        ?? [],
                    footerBindings: section.footer.map { resolveViewBindings($0, "'footer' of \(what)", headers: headers) }
                        ?? [],
                    layout: resolveLayout(of: section, in: collectionLayout),
                    index: resolveSectionIndex(of: section, context: context),
                    selection: section.selection?.value ?? spec.selection?.value ?? .momentary,
                    selectsOnceInList: section.selection == nil && spec.selection?.value == .single,
                    rows: resolveRows(of: section, cells: cells, cellsByName: cellsByName)))
        }
    }

    /// The context fields that identify a repeated section; only repeated sections have one.
    private mutating func resolveSectionIdentity(of section: SectionSpec, context: [Field]) -> [String] {
        guard let identity = section.identity else { return [] }
        let what = "section '\(section.id.value)'"
        guard section.repeated?.value == true else {
            diagnostics.error(
                "'identity' of \(what) identifies the sections of a repeated section; this one is not repeated",
                at: identity.first?.location ?? section.id.location)
            return []
        }
        if context.isEmpty {
            diagnostics.error(
                "'identity' of \(what) names context fields, but the section has no 'context'",
                at: identity.first?.location ?? section.id.location)
            return []
        }
        return resolveIdentity(
            identity, among: context.map(\.name), of: what, kind: "context fields",
            whenEmpty: "name at least one context field, or leave it out to identify sections by position",
            at: section.id.location)
    }

    mutating func resolveSupplementary(
        _ supplementary: Located<SupplementarySpec>, _ what: @autoclosure () -> String, headers: [HeaderView],
        context: [Field]
    ) -> Supplementary? {
        switch supplementary.value {
        case .title(let title):
            return .title(title)
        case .field(let name):
            guard let field = context.first(where: { $0.name == name.value }) else {
                let detail =
                    context.isEmpty
                    ? "; the section has no 'context': declare the field there"
                    : Suggestion.hint(for: name.value, in: context.map(\.name))
                diagnostics.error(
                    "\(what()) shows field '\(name.value)', which is not in the section's context\(detail)",
                    at: name.location)
                return nil
            }
            guard field.type == "String" || field.type == "String?" else {
                diagnostics.error(
                    "\(what()) shows context field '\(name.value)' of type \(field.type); a title is a String or String?",
                    at: name.location)
                return nil
            }
            return .field(field.name, isOptional: field.type == "String?")
        case .view(let name, _):
            if headers.contains(where: { $0.name == name.value }) { return .view(name.value) }
            if spec.cells.contains(where: { $0.name.value == name.value }) {
                diagnostics.error(
                    "\(what()) names '\(name.value)', which is a cell; declare header views under 'headers'",
                    at: name.location)
            } else {
                let hint =
                    unusedLibraryHint(declaring: name.value) { $0.headers.map(\.name) }
                    ?? Suggestion.hint(for: name.value, in: headers.map(\.name))
                diagnostics.error("\(what()) names unknown header view '\(name.value)'\(hint)", at: name.location)
            }
            return nil
        }
    }

    private mutating func resolveRows(of section: SectionSpec, cells: [Cell], cellsByName: [String: Cell]) -> [Row] {
        var firstRow: [String: (location: SourceLocation, explicit: Bool)] = [:]
        firstRow.reserveCapacity(section.rows.count)
        checkSlots(of: section, cellsByName: cellsByName)
        var reportedSlots: Set<SourceLocation> = []
        // The row closures' messages capture the section's id, not the section: captured by the
        // autoclosures that name a row's owner, the whole `SectionSpec` was copied (every buffer
        // retained) several times per row.
        let sectionID = section.id.value
        let reservedIDs = reservedRowIDs(of: section)
        return section.rows.compactMap { row in
            guard let cell = cellsByName[row.cell.value] else {
                let hint =
                    unusedLibraryHint(declaring: row.cell.value) { $0.cells.map(\.name) }
                    ?? Suggestion.hint(for: row.cell.value, in: cells.map(\.name))
                if spec.headers.contains(where: { $0.name.value == row.cell.value }) {
                    diagnostics.error(
                        "'\(row.cell.value)' is a header view, not a cell; rows show cells", at: row.cell.location)
                } else {
                    diagnostics.error("unknown cell '\(row.cell.value)'\(hint)", at: row.cell.location)
                }
                return nil
            }
            if let id = row.id { checkMemberName(id, "row id") }
            let id = row.resolvedID
            let location = row.id?.location ?? row.cell.location
            // A cell listed twice in one slot is reported by `checkSlots`.
            let listedTwice = (row.slot?.cells.filter { $0.value == cell.name }.count ?? 0) > 1
            if let first = firstRow[id], !listedTwice {
                let message =
                    row.id == nil && !first.explicit
                    ? "cell '\(cell.name)' is used twice in section '\(sectionID)'; give each of these rows its own 'id'"
                    : "duplicate row id '\(id)' in section '\(sectionID)'"
                diagnostics.error(
                    message, at: location,
                    notes: [Diagnostic.Note("the first row with id '\(id)' is here", at: first.location)])
            } else if firstRow[id] == nil {
                firstRow[id] = (location, row.id != nil)
            }
            if reservedIDs.contains(id) {
                diagnostics.error(
                    "row id '\(id)' collides with the '\(id)' the input of section '\(sectionID)' already has; give the row another 'id'",
                    at: location)
            }
            let selectAction = resolveRowSelect(row, cell: cell, named: row.name(inSection: sectionID))
            // The rows of a slot share `optional` and `repeated`: their conflict is reported once.
            let reportsOccurrence = row.slot.map { reportedSlots.insert($0.location).inserted } ?? true
            let occurrence = resolveOccurrence(
                row, cell: cell, named: row.ownerName(inSection: sectionID), reportsConflict: reportsOccurrence)
            let interactions = resolveInteractions(
                of: row, cell: cell, named: row.ownerName(inSection: sectionID), reportsDuplicates: reportsOccurrence)
            return Row(
                .init(
                    id: id, cell: cell.name, occurrence: occurrence,
                    selectAction: selectAction, selectability: cell.selectable ?? .fixed(selectAction != nil),
                    bindings: resolveBindings(row.bindings, cell: cell, inSlot: row.slot != nil),
                    interactions: resolveEditing(
                        of: row, occurrence: occurrence, interactions: interactions,
                        named: row.ownerName(inSection: sectionID)),
                    slot: row.slot?.id.value, outline: Self.outlineRole(of: row, cell: cell)))
        }
    }

    /// `optional` and `repeated` exclude each other, and a cell without fields cannot repeat:
    /// its rows would all be equal, and equal rows are shown once.
    private mutating func resolveOccurrence(
        _ row: RowSpec, cell: Cell, named what: @autoclosure () -> String, reportsConflict: Bool
    ) -> Occurrence {
        switch (row.repeated, row.optional) {
        case (let repeated?, let optional?) where repeated.value && optional.value:
            guard reportsConflict else { return .repeated }
            diagnostics.error(
                "\(what()) is both 'optional' and 'repeated'; a repeated row already shows zero or more",
                at: optional.location, notes: [Diagnostic.Note("'repeated' is given here", at: repeated.location)])
            return .repeated
        case (let repeated?, _) where repeated.value:
            if cell.fields.isEmpty {
                diagnostics.error(
                    "\(what()) repeats cell '\(cell.name)', which has no fields: its rows would all be equal and show as one; give the cell a field that tells them apart",
                    at: repeated.location)
            }
            return .repeated
        case (_, let optional?) where optional.value:
            return .optional
        default:
            return .one
        }
    }

    /// The row's own `select` (`~`: none) replaces its cell's; a cell that says
    /// `selectable: false` cannot be given one.
    private mutating func resolveRowSelect(_ row: RowSpec, cell: Cell, named what: @autoclosure () -> String) -> String?
    {
        guard let select = row.select else { return cell.selectAction }
        if let action = select.value, cell.selectable == .fixed(false) {
            let note = spec.cells.first { $0.name.value == cell.name }?.selectable.map {
                Diagnostic.Note("'selectable: false' is given here", at: $0.location)
            }
            diagnostics.error(
                "\(what()) selects '\(action)', but cell '\(cell.name)' says 'selectable: false'; a row that cannot be selected never sends it",
                at: select.location,
                notes: note.map { [$0] } ?? [])
        }
        return select.value
    }

    /// Properties a section's input has besides its rows.
    private func reservedRowIDs(of section: SectionSpec) -> Set<String> {
        var reserved: Set<String> = []
        if !section.context.isEmpty { reserved.insert(GeneratedNames.sectionContextProperty) }
        if case .view? = section.header?.value { reserved.insert(GeneratedNames.sectionHeaderProperty) }
        if case .view? = section.footer?.value { reserved.insert(GeneratedNames.sectionFooterProperty) }
        return reserved
    }

    /// A slot binds each event on the listed cells that declare it (`checkSlots` reports an event
    /// none of them declares).
    private mutating func resolveBindings(_ bindings: [BindingSpec], cell: Cell, inSlot: Bool) -> [Binding] {
        bindings.compactMap { binding in
            guard cell.events.contains(where: { $0.name == binding.event.value }) else {
                if inSlot { return nil }
                let names = cell.events.map(\.name)
                let detail =
                    names.isEmpty
                    ? "; cell '\(cell.name)' declares no events"
                    : Suggestion.hint(for: binding.event.value, in: names)
                diagnostics.error(
                    "unknown event '\(binding.event.value)' of cell '\(cell.name)'\(detail)", at: binding.event.location
                )
                return nil
            }
            return Binding(event: binding.event.value, action: binding.action.value)
        }
    }

    /// A repeated section with a context can say which context fields identify it; without them
    /// its position does, which a reviewer should choose knowingly.
    mutating func warnAboutPositionalSections() {
        for section in spec.sections
        where section.repeated?.value == true && !section.context.isEmpty && section.identity == nil {
            diagnostics.warning(
                "repeated section '\(section.id.value)' has a context but no 'identity': sections are identified by position, so inserting one rebuilds every section after it; name the context fields that identify one, as in 'identity: [\(section.context[0].name.value)]'",
                at: section.id.location)
        }
    }

    /// A repeated row is found again across updates by its cell's identity; without one, all of
    /// its fields identify it, so editing any of them replaces the row (and its cell).
    mutating func warnAboutRowsWithoutIdentity() {
        let cells = Dictionary(spec.cells.map { ($0.name.value, $0) }, uniquingKeysWith: { first, _ in first })
        for section in spec.sections {
            for row in section.rows where row.repeated?.value == true {
                guard let cell = cells[row.cell.value], Self.warnsAboutRowsWithoutIdentity(cell) else { continue }
                diagnostics.warning(
                    "repeated rows of cell '\(cell.name.value)' have no 'identity': all their fields identify them, so editing any field replaces the row instead of updating it; name the fields that identify one in the cell, as in 'identity: [\(cell.fields[0].name.value)]'",
                    at: row.repeated?.location ?? row.cell.location)
            }
        }
    }
}
