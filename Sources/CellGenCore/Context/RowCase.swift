/// One case of a screen's `Row` enum: a row of a section, with everything the templates need to
/// build, compare, dequeue and dispatch it.
struct RowCase {
    let section: Section
    let row: Row
    let cell: Cell
    /// The case name, escaped.
    let name: String

    /// All row cases of a screen, in spec order.
    static func all(in screen: Screen) -> [RowCase] {
        let names = GeneratedNames.rowCases(screen.sections.map { ($0.id, $0.rows.map(\.id)) })
        let cells = Dictionary(screen.cells.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        return screen.sections.flatMap { section in
            section.rows.compactMap { row in
                guard let cell = cells[row.cell], let name = names[section.id]?[row.id] else { return nil }
                return RowCase(section: section, row: row, cell: cell, name: Spelling.member(name))
            }
        }
    }

    var hasContext: Bool { !section.context.isEmpty }
    var viewModel: String { Spelling.type(GeneratedNames.viewModel(cell.name)) }
    var contextType: String { Spelling.type(GeneratedNames.sectionContext(section.id)) }

    /// `ButtonViewModel, context: EmployeeContext`.
    var payload: String { hasContext ? "\(viewModel), context: \(contextType)" : viewModel }

    /// `let viewModel`, `let viewModel, let context` or `let viewModel, _`, for the cell
    /// provider: only the closures of bound events there use the context (selection is
    /// dispatched elsewhere), and an unused binding is a warning.
    var bindingPattern: String {
        guard hasContext else { return "let viewModel" }
        return row.bindings.isEmpty ? "let viewModel, _" : "let viewModel, let context"
    }

    /// `.showAlert(viewModel)` style: the action with its payload, inside a closure or switch
    /// where `viewModel`, `context` and (for events with a payload) `value` are bound.
    func actionExpression(_ action: String, eventValue: Bool) -> String {
        var arguments = ["viewModel"]
        if eventValue { arguments.append("value: value") }
        if hasContext { arguments.append("context: context") }
        return ".\(Spelling.member(action))(\(arguments.joined(separator: ", ")))"
    }

    var values: TemplateValues {
        let contextComparison = hasContext ? " && lhsContext == rhsContext" : ""
        let events = cell.events.enumerated().map { index, event -> TemplateValues in
            let action = row.bindings.first { $0.event == event.name }?.action
            return [
                "property": Spelling.member(GeneratedNames.eventProperty(event.name)),
                "isBound": action != nil,
                "closureParameter": event.payloadType == nil ? "" : "value ",
                "actionExpression": action.map { actionExpression($0, eventValue: event.payloadType != nil) } ?? "",
                "isLast": index == cell.events.count - 1,
            ]
        }
        return [
            "caseName": name,
            "payload": payload,
            "lhsPattern": hasContext ? "lhs, lhsContext" : "lhs",
            "rhsPattern": hasContext ? "rhs, rhsContext" : "rhs",
            "contentComparison": "lhs.hasSameContent(as: rhs)\(contextComparison)",
            "configurator": Spelling.type(GeneratedNames.configurator(cell.name)),
            "cellPattern": bindingPattern,
            "hasEvents": !cell.events.isEmpty,
            "events": events,
        ]
    }
}
