/// The values for the action enum, the handler protocol, selection dispatch and the selector map.
struct ActionValues {
    let screen: Screen

    var values: TemplateValues {
        [
            "actions": screen.actions.map(actionValues),
            "selections": selections,
            "hasSelectorMap": true,
        ]
    }

    /// The typed values an action carries: `(row, value:, context:)` as far as it has them.
    private func payloadParts(_ payload: ActionPayload?) -> [(label: String, type: String)] {
        guard let payload else { return [] }
        var parts = [(label: "row", type: Spelling.type(GeneratedNames.viewModel(payload.cell)))]
        if let value = payload.eventPayloadType { parts.append(("value", value)) }
        if let section = payload.contextSection { parts.append(("context", Spelling.type(GeneratedNames.sectionContext(section)))) }
        return parts
    }

    private func actionValues(_ action: Action) -> TemplateValues {
        let parts = payloadParts(action.payload)
        let caseName = Spelling.member(action.name)
        // The row comes first and unlabeled: `.call(row, context: context)`.
        let labeled = parts.enumerated().map { index, part in index == 0 ? part.type : "\(part.label): \(part.type)" }
        let arguments = parts.enumerated().map { index, part in index == 0 ? part.label : "\(part.label): \(part.label)" }
        return [
            "caseName": caseName,
            "docLines": Spelling.doc(action.doc),
            "casePayload": parts.isEmpty ? "" : "(\(labeled.joined(separator: ", ")))",
            "methodName": caseName,
            "methodParameters": parts.enumerated().map { index, part in
                index == 0 ? "_ \(part.label): \(part.type)" : "\(part.label): \(part.type)"
            }.joined(separator: ", "),
            "sendPattern": parts.isEmpty ? ".\(caseName)" : ".\(caseName)(\(parts.map { "let \($0.label)" }.joined(separator: ", ")))",
            "sendArguments": arguments.joined(separator: ", "),
            "selectorMethod": Spelling.member(SwiftNameCasing.lowerCamelFirst(screen.name) + SwiftNameCasing.upperCamelFirst(action.name)),
        ]
    }

    /// `Action.selection(of:)`: one case per row with a `select` action, the others together.
    private var selections: [TemplateValues] {
        let rowCases = RowCase.all(in: screen)
        var values: [TemplateValues] = rowCases.compactMap { rowCase in
            guard let action = rowCase.cell.selectAction else { return nil }
            return [
                "pattern": ".\(rowCase.name)(\(rowCase.hasContext ? "let viewModel, let context" : "let viewModel"))",
                "result": rowCase.actionExpression(action, eventValue: false),
            ]
        }
        let silent = rowCases.filter { $0.cell.selectAction == nil }.map { ".\($0.name)" }
        if !silent.isEmpty {
            values.append(["pattern": silent.joined(separator: ", "), "result": "nil"])
        }
        return values
    }
}
