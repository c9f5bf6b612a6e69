/// A mixed slot (`cells: [...]`) as the templates see it: the enum of its input elements, the
/// builder function that turns an element into a row, and how the section's input holds it.
/// `rowCases` are the slot's rows, one per listed cell, in order.
struct SlotValues {
    let section: Section
    let slot: String
    let rowCases: [RowCase]

    /// The slots of a section, each with its row cases, in spec order.
    static func all(in section: Section, rowCases: [RowCase]) -> [SlotValues] {
        var order: [String] = []
        var cases: [String: [RowCase]] = [:]
        for rowCase in rowCases {
            guard let slot = rowCase.row.slot else { continue }
            if cases[slot] == nil { order.append(slot) }
            cases[slot, default: []].append(rowCase)
        }
        return order.map { SlotValues(section: section, slot: $0, rowCases: cases[$0] ?? []) }
    }

    var itemType: String { Spelling.type(GeneratedNames.slotItem(section: section.id, slot: slot)) }
    var occurrence: Occurrence { rowCases.first?.row.occurrence ?? .one }
    private var hasContext: Bool { !section.context.isEmpty }
    private var function: String {
        Spelling.member(GeneratedNames.slotItemRowFunction(section: section.id, slot: slot))
    }

    /// The section input's property: one element, an optional one, or an array.
    var inputField: Field {
        switch occurrence {
        case .one: Field(name: slot, type: itemType)
        case .optional: Field(name: slot, type: itemType + "?")
        case .repeated: Field(name: slot, type: "[\(itemType)]")
        }
    }

    /// The input property's default: an optional slot is absent unless given.
    var inputDefault: String? { occurrence == .optional ? "nil" : nil }

    /// How the builder adds the slot's rows from the section's input (`section`) to `rows`.
    var appendStatement: String {
        let property = "section." + Spelling.member(slot)
        let context = hasContext ? ", context: \(SectionValues.inputContext)" : ""
        switch occurrence {
        case .one: return "rows.append(\(function)(\(property)\(context)))"
        case .optional: return "if let item = \(property) { rows.append(\(function)(item\(context))) }"
        case .repeated: return "rows.append(contentsOf: \(property).map { \(function)($0\(context)) })"
        }
    }

    /// `enum FeedItemsItem { case message(MessageViewModel), ... }`: a case per listed cell, one
    /// without payload for a cell without fields.
    var itemValues: TemplateValues {
        [
            "type": itemType,
            "slot": slot,
            "section": section.id,
            "cases": rowCases.map { rowCase -> TemplateValues in
                [
                    "caseName": caseName(rowCase),
                    "payload": rowCase.isFieldless ? "" : "(\(rowCase.viewModel))",
                ]
            },
        ]
    }

    /// The builder's `feedItemsRow(_:context:)`: an element to its row.
    var functionValues: TemplateValues {
        let contextType = Spelling.type(GeneratedNames.sectionContext(section.id))
        return [
            "function": function,
            "parameters": "_ item: \(itemType)" + (hasContext ? ", context: \(contextType)" : ""),
            "cases": rowCases.map { rowCase -> TemplateValues in
                let context = hasContext ? ", context: context" : ""
                return rowCase.isFieldless
                    ? ["pattern": ".\(caseName(rowCase))", "row": ".\(rowCase.name)(\(rowCase.viewModel)()\(context))"]
                    : [
                        "pattern": ".\(caseName(rowCase))(let viewModel)",
                        "row": ".\(rowCase.name)(viewModel\(context))",
                    ]
            },
        ]
    }

    private func caseName(_ rowCase: RowCase) -> String {
        Spelling.member(GeneratedNames.cellCase(rowCase.cell.name))
    }
}
