/// The values of one section in `sections`: its input struct, its `SectionID` case and how the
/// builder makes it. Made when a template reads them (`TemplateObject`): the builder's
/// templates read most of them once, some (the layout, the rows as one expression or as
/// statements) only for some sections.
final class SectionBuilderValues: TemplateObject {
    enum Name: String, CaseIterable {
        case fields, hasFields, initParameters
        case id, property, caseName, idLiteral, layoutExpression, isRepeated, selectionMode, idExpression, keepsEmpty
        case loop, inputType, builderFunction, hasContext, appendStatements, rowsExpression, supplementaryArguments
        case loadMoreExpression, indexArgument
    }

    static let names = TemplateNames<Name>()

    private let section: Section
    private let screen: Screen
    private let rowCases: [RowCase]
    /// The names of the screen's header views with events.
    private let headersWithEvents: Set<String>
    /// The input's properties, with the rows' in spec order.
    private let stored: StoredProperties
    /// How the builder adds each row (or slot) from the input to `rows`.
    private let appendStatements: [String]
    // Made once: the builder's templates read each twice.
    private let inputType: String
    private let builderFunction: String
    private let rowsExpression: TemplateValue

    /// `slots`: `SlotValues.all(in: section, rowCases: rowCases)`.
    init(
        _ section: Section, in screen: Screen, rowCases: [RowCase], slots: [SlotValues], headersWithEvents: Set<String>
    ) {
        self.section = section
        self.screen = screen
        self.rowCases = rowCases
        self.headersWithEvents = headersWithEvents
        var inputFields: [Field] = []
        if !section.context.isEmpty {
            inputFields.append(
                Field(
                    name: GeneratedNames.sectionContextProperty,
                    type: Spelling.type(GeneratedNames.sectionContext(section.id))))
        }
        for (property, supplementary) in [
            (GeneratedNames.sectionHeaderProperty, section.header),
            (GeneratedNames.sectionFooterProperty, section.footer),
        ] {
            if case .view(let name)? = supplementary {
                inputFields.append(Field(name: property, type: ViewTypeNames(name, in: screen).viewModel))
            }
        }
        // Rows in spec order; a mixed slot's rows share one property and one statement, at its
        // first row.
        var appendStatements: [String] = []
        var defaults: [String: String] = [:]
        var seenSlots: Set<String> = []
        for (index, rowCase) in rowCases.enumerated() {
            if rowCase.row.outline == .child { continue }
            if rowCase.row.outline.isParent, rowCases.indices.contains(index + 1) {
                let children = rowCases[index + 1]
                inputFields.append(rowCase.outlineInputField(children: children))
                appendStatements.append(rowCase.outlineAppendStatement(children: children))
                defaults[rowCase.row.id] = rowCase.row.occurrence == .optional ? "nil" : nil
            } else if let slot = rowCase.row.slot {
                guard seenSlots.insert(slot).inserted, let values = slots.first(where: { $0.slot == slot }) else {
                    continue
                }
                inputFields.append(values.inputField)
                appendStatements.append(values.appendStatement)
                defaults[slot] = values.inputDefault
            } else {
                if let field = rowCase.inputField { inputFields.append(field) }
                appendStatements.append(rowCase.appendStatement)
                defaults[rowCase.row.id] = rowCase.inputDefault
            }
        }
        stored = StoredProperties(inputFields, defaults: defaults)
        self.appendStatements = appendStatements
        inputType = Spelling.type(GeneratedNames.sectionInput(section.id))
        builderFunction = Spelling.member(GeneratedNames.builderFunction(section.id))
        rowsExpression = .list(Self.rowsExpression(rowCases).map(TemplateValue.text))
    }

    func value(of part: Name) -> TemplateValue? {
        switch part {
        case .fields: stored.value(of: .fields)
        case .hasFields: stored.value(of: .hasFields)
        case .initParameters: stored.value(of: .initParameters)
        case .id, .property, .caseName, .idLiteral, .selectionMode, .loop, .inputType, .builderFunction:
            .text(ByteWriter.text { _ = write(part, into: &$0) })
        case .layoutExpression:
            screen.collectionLayout == .compositional
                ? .text(CollectionValues.layoutExpression(of: section, in: screen)) : nil
        case .isRepeated: .flag(section.isRepeated)
        case .idExpression: .text(SectionValues.idExpression(of: section))
        case .keepsEmpty: .flag(section.showsWhenEmpty)
        case .hasContext: .flag(!section.context.isEmpty)
        case .appendStatements: .list(appendStatements.map(TemplateValue.text))
        case .rowsExpression: rowsExpression
        case .supplementaryArguments: .text(supplementaryArguments)
        case .loadMoreExpression: .list(loadMoreExpression.map(TemplateValue.text))
        case .indexArgument: .text(BehaviourValues.indexArgument(of: section))
        }
    }

    /// The names and the loop, written where a variable tag reads them.
    func write(_ part: Name, into writer: inout ByteWriter) -> Bool {
        switch part {
        case .id: writer.append(section.id)
        case .property, .caseName: writer.append(Spelling.member(section.id))
        case .idLiteral: writer.append(Spelling.literal(section.id))
        case .selectionMode: writer.append(section.selectsOnceInList ? "singleInList" : section.selection.rawValue)
        // Sections identified by position need their index; those identified by context do not.
        case .loop:
            writer.append(section.identity.isEmpty ? "for (index, section) in input." : "for section in input.")
            writer.append(Spelling.member(section.id))
            if section.identity.isEmpty { writer.append(".enumerated()") }
        case .inputType: writer.append(inputType)
        case .builderFunction: writer.append(builderFunction)
        default: return false
        }
        return true
    }

    /// A section of one repeated row maps its input's array: one allocation, of the right size.
    private static func rowsExpression(_ rowCases: [RowCase]) -> [String] {
        guard rowCases.count == 1, let only = rowCases.first, only.row.slot == nil, only.repeats else { return [] }
        return [only.mapExpression]
    }

    /// `, header: .title(...)`: the section's header and footer, where it has them.
    private var supplementaryArguments: String {
        [SupplementaryExpression.Kind.header, .footer].compactMap { kind in
            let expression = SupplementaryExpression(section: section, kind: kind, headersWithEvents: headersWithEvents).swift
            return expression == "nil" ? nil : ", \(kind.rawValue): \(expression)"
        }.joined()
    }

    private var loadMoreExpression: [String] {
        section.loadMore.map { loadMore in
            let context = section.context.isEmpty ? "" : "(\(SectionValues.inputContext))"
            let edge = loadMore.edge == .top ? ", edge: .top" : ""
            return [".init(action: .\(Spelling.member(loadMore.action))\(context), distance: \(loadMore.distance)\(edge))"]
        } ?? []
    }
}
