/// The values for the builder input, the snapshot types and the builder.
struct SectionValues {
    let screen: Screen
    /// `RowCase.all(in: screen)`.
    let rowCases: [RowCase]

    var values: TemplateValues {
        var inputFields = screen.sections.map { section in
            let type = Spelling.type(GeneratedNames.sectionInput(section.id))
            return Field(name: section.id, type: section.isRepeated ? "[\(type)]" : type)
        }
        if let header = screen.emptyStateInput {
            inputFields.append(
                Field(name: GeneratedNames.emptyStateProperty, type: ViewTypeNames(header.name, in: screen).viewModel))
        }
        var values = Spelling.storedProperties(inputFields)
        // Each section's row cases and slots, found once for its values and the screen's slots.
        let sectionRowCases = screen.sections.map { section in rowCases.filter { $0.section.id == section.id } }
        let sectionSlots = zip(screen.sections, sectionRowCases).map(SlotValues.all(in:rowCases:))
        let headersWithEvents = Set(screen.headers.filter { !$0.events.isEmpty }.map(\.name))
        values.set(
            "sections",
            to: .list(
            screen.sections.indices.map { index in
                SectionBuilderValues(
                    screen.sections[index], in: screen, rowCases: sectionRowCases[index], slots: sectionSlots[index],
                    headersWithEvents: headersWithEvents
                ).templateValue
            }))
        let slots = sectionSlots.flatMap { $0 }
        values.set("slotItems", to: slots.map(\.itemValues).templateValue)
        values.set("slotFunctions", to: slots.map(\.functionValues).templateValue)
        values.set("rowCases", to: .list(rowCases.map { $0.templateValue }))
        // `case history, products(Int)`: one line, as a hand-written enum of plain cases has.
        values.set("sectionCases", to: .text(ByteWriter.joined(screen.sections, separator: ", ") { $1.append(Self.idCase(of: $0)) }))
        // Sections identified by context may repeat an identity; the others are unique by construction.
        let hasKeyedSections = screen.sections.contains { !$0.identity.isEmpty }
        values.set("hasKeyedSections", to: .flag(hasKeyedSections))
        // Sections that neither repeat nor show when empty are one array literal, filtered.
        values.set("isPlainList", to: .flag(screen.sections.allSatisfy { !$0.isRepeated && !$0.showsWhenEmpty }))
        // Keyed sections may repeat an identity: the first wins, even when it is left out.
        values.set(
            "addCondition",
            to: .text((hasKeyedSections ? "shown.insert(section.id).inserted, " : "") + "keepsEmpty || !section.rows.isEmpty"))
        values.set(
            "localizationBundle",
            to: .list(
                SupplementaryExpression.usesLocalizedTitles(screen) ? [.text(SupplementaryExpression.bundle(screen.bundle))] : []))
        values.set("selectability", to: .object(SwitchValues.values(Self.selectability(of: rowCases))))
        // Rows that all size themselves need no `height`: `CellGenRow` answers `.automatic`.
        let heights = Self.grouped(rowCases.map { rowCase in
            // A height from a field reads the row's view-model; the others bind nothing.
            guard case .field = rowCase.cell.height else { return (rowCase.plainPattern, ViewValues.heightExpression(rowCase.cell.height)) }
            return (rowCase.viewModelPattern, ViewValues.heightExpression(rowCase.cell.height))
        })
        if rowCases.contains(where: { $0.cell.height != .automatic }) { values.set("heights", to: .object(SwitchValues.values(heights))) }
        // An outline's roles, only where a row has `children`: `CellGenRow` answers `.none`.
        if rowCases.contains(where: { $0.row.outline != .none }) {
            values.set(
                "outlineRoles",
                to: .list([
                    .object(SwitchValues.values(Self.grouped(rowCases.map { ($0.plainPattern, Self.outlineRole($0.row.outline)) })))
                ]))
        }
        values.set(
            "repetition",
            to: .object(
                SwitchValues.values(
                    [true, false].compactMap { value -> SwitchCase? in
                        let names = rowCases.filter { $0.repeats == value }
                        return names.isEmpty ? nil : SwitchCase(pattern: Self.patterns(names), result: "\(value)")
                    })))
        return values
    }

    /// `Row.isSelectable`: the rows whose cell decides by a field, one case each, then the
    /// always and never selectable rows, each group in one case.
    static func selectability(of rowCases: [RowCase]) -> [SwitchCase] {
        var cases: [SwitchCase] = rowCases.compactMap { rowCase in
            guard case .field(let field) = rowCase.row.selectability else { return nil }
            return SwitchCase(pattern: rowCase.viewModelPattern, result: "viewModel.\(Spelling.member(field))")
        }
        for value in [true, false] {
            let names = rowCases.filter { $0.row.selectability == .fixed(value) }
            if !names.isEmpty { cases.append(SwitchCase(pattern: Self.patterns(names), result: "\(value)")) }
        }
        return cases
    }

    /// `CellGenOutlineRole`'s spelling of a row's role.
    static func outlineRole(_ role: OutlineRole) -> String {
        switch role {
        case .none: ".none"
        case .child: ".child"
        case .parent(let expanded, let isHeader): ".parent(expanded: \(expanded), isHeader: \(isHeader))"
        }
    }

    /// Switch cases for patterns that bind nothing: those with one result share a case, in the order
    /// each result first appears.
    ///
    /// By scanning the results: a screen's rows have a few distinct ones, where a dictionary of
    /// arrays of patterns hashed every row's result and grew an array per result.
    static func grouped(_ results: [(pattern: String, result: String)]) -> [SwitchCase] {
        var order: [String] = []
        for item in results where !order.contains(item.result) { order.append(item.result) }
        return order.map { result in
            SwitchCase(
                pattern: ByteWriter.joined(results.lazy.filter { $0.result == result }, separator: ", ") {
                    $1.append($0.pattern)
                },
                result: result)
        }
    }

    /// `.first, .second`: the row cases' plain patterns, as one case of a switch lists them.
    private static func patterns(_ rowCases: [RowCase]) -> String {
        ByteWriter.joined(rowCases, separator: ", ") { $1.append($0.plainPattern) }
    }

    /// The `SectionID` case of a section: `history`; for a repeated one `employee(Int)`, its
    /// position, or `folder(folderId: String)`, its identity fields.
    static func idCase(of section: Section) -> String {
        let name = Spelling.member(section.id)
        guard section.isRepeated else { return name }
        guard !section.identity.isEmpty else { return "\(name)(Int)" }
        let types = Dictionary(section.context.map { ($0.name, $0.type) }, uniquingKeysWith: { first, _ in first })
        return "\(name)("
            + section.identity.map { "\(Spelling.label($0)): \(types[$0] ?? "Never")" }.joined(separator: ", ") + ")"
    }

    /// The builder's expression for the context of the section input it is building (`section`).
    static let inputContext = "section." + Spelling.member(GeneratedNames.sectionContextProperty)

    /// The id a section built from the input `section` gets, where `index` is its position.
    static func idExpression(of section: Section) -> String {
        let name = Spelling.member(section.id)
        guard section.isRepeated else { return ".\(name)" }
        guard !section.identity.isEmpty else { return ".\(name)(index)" }
        return ".\(name)("
            + section.identity.map { "\(Spelling.label($0)): \(inputContext).\(Spelling.member($0))" }
            .joined(separator: ", ") + ")"
    }
}
