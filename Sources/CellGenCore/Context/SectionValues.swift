/// The values for the builder input, the snapshot types and the builder.
struct SectionValues {
    let screen: Screen

    var values: TemplateValues {
        let rowCases = RowCase.all(in: screen)
        var values = Spelling.storedProperties(screen.sections.map { section in
            let type = Spelling.type(GeneratedNames.sectionInput(section.id))
            return Field(name: section.id, type: section.isRepeated ? "[\(type)]" : type)
        })
        values["sections"] = screen.sections.map { section -> TemplateValues in
            sectionValues(section, rowCases: rowCases.filter { $0.section.id == section.id })
        }
        values["rowCases"] = rowCases.map { $0.values }
        values["hasSeveralRowCases"] = rowCases.count > 1
        let selectable = rowCases.filter(\.cell.isSelectable).map { ".\($0.name)" }
        let unselectable = rowCases.filter { !$0.cell.isSelectable }.map { ".\($0.name)" }
        values["selectablePattern"] = selectable.isEmpty ? [String]() : [selectable.joined(separator: ", ")]
        values["unselectablePattern"] = unselectable.isEmpty ? [String]() : [unselectable.joined(separator: ", ")]
        return values
    }

    private func sectionValues(_ section: Section, rowCases: [RowCase]) -> TemplateValues {
        var inputFields: [Field] = []
        if !section.context.isEmpty {
            inputFields.append(Field(name: GeneratedNames.sectionContextProperty, type: Spelling.type(GeneratedNames.sectionContext(section.id))))
        }
        for (property, supplementary) in [(GeneratedNames.sectionHeaderProperty, section.header), (GeneratedNames.sectionFooterProperty, section.footer)] {
            if case .view(let name)? = supplementary {
                inputFields.append(Field(name: property, type: Spelling.type(GeneratedNames.viewModel(name))))
            }
        }
        for rowCase in rowCases {
            inputFields.append(Field(name: rowCase.row.id, type: rowCase.row.isRepeated ? "[\(rowCase.viewModel)]" : rowCase.viewModel))
        }
        var values = Spelling.storedProperties(inputFields)
        values["id"] = section.id
        values["property"] = Spelling.member(section.id)
        values["caseName"] = Spelling.member(section.id)
        values["isRepeated"] = section.isRepeated
        values["inputType"] = Spelling.type(GeneratedNames.sectionInput(section.id))
        values["builderFunction"] = Spelling.member(GeneratedNames.builderFunction(section.id))
        values["hasContext"] = !section.context.isEmpty
        values["headerExpression"] = supplementaryExpression(section.header, property: GeneratedNames.sectionHeaderProperty)
        values["footerExpression"] = supplementaryExpression(section.footer, property: GeneratedNames.sectionFooterProperty)
        values["rows"] = rowCases.map { rowCase -> TemplateValues in
            [
                "property": Spelling.member(rowCase.row.id),
                "caseName": rowCase.name,
                "isRepeated": rowCase.row.isRepeated,
            ]
        }
        return values
    }

    /// `nil`, `.title("Recent searches")` or `.productsHeader(section.header)`.
    private func supplementaryExpression(_ supplementary: Supplementary?, property: String) -> String {
        switch supplementary {
        case nil: "nil"
        case .title(let title)?: ".title(\(Spelling.literal(title)))"
        case .view(let name)?: ".\(Spelling.member(GeneratedNames.supplementaryCase(name)))(section.\(Spelling.member(property)))"
        }
    }
}
