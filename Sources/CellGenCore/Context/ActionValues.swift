/// The values for the action enum, the handler protocol, selection dispatch and the selector map.
struct ActionValues {
    let screen: Screen
    /// `RowCase.all(in: screen)`.
    let rowCases: [RowCase]

    var values: TemplateValues {
        TemplateValues([
            "actions": .list(screen.actions.map { ActionCaseValues($0, in: screen).templateValue }),
            "actionRows": screen.actions.compactMap(actionRowValues).templateValue,
            "selections": selections.templateValue,
            // Rows without a selection action send nothing when selected: no override for them.
            "hasSelection": .flag(rowCases.contains { $0.row.selectAction != nil }),
            // With no actions, `Action` has no cases: code taking one could never run, and Swift
            // warns about it, so that code is left out.
            "hasActions": .flag(!screen.actions.isEmpty),
        ])
    }

    /// The typed values an action carries: `(row, value:, context:)` as far as it has them.
    /// Generated types are prefixed with `namespace` (`"EmployeeList."`) outside the screen's enum.
    static func payloadParts(_ action: Action, in screen: Screen, namespace: String = "") -> [(
        label: String, type: String
    )] {
        guard let payload = action.payload else { return [] }
        // Prefetching delivers one cell's rows as an array: of view-models, or of their ids.
        if let batch = payload.batch, let cell = payload.cells.first {
            let viewModel = ViewTypeNames(cell, in: screen, namespace: namespace).viewModel
            return batch == .ids ? [(label: "ids", type: "[\(viewModel).ID]")] : [(label: "rows", type: "[\(viewModel)]")]
        }
        var parts: [(label: String, type: String)] = []
        parts.reserveCapacity(4)
        if let header = payload.header {
            parts.append((label: "header", type: ViewTypeNames(header, in: screen, namespace: namespace).viewModel))
        }
        if let cell = payload.cells.first {
            // Sent from several cells, the row is an enum of them.
            let row =
                payload.isShared
                ? namespace + Spelling.type(GeneratedNames.actionRow(action.name))
                : ViewTypeNames(cell, in: screen, namespace: namespace).viewModel
            parts.append((label: "row", type: row))
        }
        if let value = payload.eventPayloadType { parts.append(("value", value)) }
        if let section = payload.contextSection {
            parts.append(("context", namespace + Spelling.type(GeneratedNames.sectionContext(section))))
        }
        return parts
    }

    /// `.call(let row, let context)`: matches the action's case, binding its values by their labels.
    static func casePattern(_ action: Action, parts: [(label: String, type: String)]) -> String {
        let caseName = Spelling.member(action.name)
        guard !parts.isEmpty else { return "." + caseName }
        return ByteWriter.text { pattern in
            pattern.append(UInt8(ascii: "."))
            pattern.append(caseName)
            pattern.append(UInt8(ascii: "("))
            for (index, part) in parts.enumerated() {
                pattern.append(index == 0 ? "let " : ", let ")
                pattern.append(part.label)
            }
            pattern.append(UInt8(ascii: ")"))
        }
    }

    /// `_ row: ButtonViewModel, context: EmployeeContext`: the handler method's parameters.
    static func methodParameters(_ parts: [(label: String, type: String)]) -> String {
        ByteWriter.joined(parts.enumerated(), separator: ", ") { item, parameters in
            if item.offset == 0 { parameters.append("_ ") }
            parameters.append(item.element.label)
            parameters.append(": ")
            parameters.append(item.element.type)
        }
    }

    /// `enum OpenProjectRow { case project(ProjectViewModel), ... }` for an action several cells send.
    private func actionRowValues(_ action: Action) -> TemplateValues? {
        guard let payload = action.payload, payload.isShared else { return nil }
        let cells = payload.cells
        return TemplateValues([
            "type": .text(Spelling.type(GeneratedNames.actionRow(action.name))),
            "action": .text(action.name),
            "cases": .list(
                cells.map { cell in
                    .object(
                        TemplateValues([
                            "caseName": .text(Spelling.member(GeneratedNames.cellCase(cell))),
                            "viewModel": .text(ViewTypeNames(cell, in: screen).viewModel),
                        ]))
                }),
        ])
    }

    /// `Action.selection(of:)`: one case per row with a `select` action, the others together.
    private var selections: [SwitchCase] {
        RowCase.switchCases(rowCases, fallback: "nil") { rowCase in
            rowCase.row.selectAction.map { rowCase.actionExpression($0, eventValue: false) }
        }
    }
}
