/// The values for Behaviours v3 (issue 34): the section index, the actions rows send as they come
/// into view or leave it (impressions), and prefetching by cell.
struct BehaviourValues {
    let screen: Screen
    /// `RowCase.all(in: screen)`.
    let rowCases: [RowCase]

    var values: TemplateValues {
        let appears = rowCases.contains { $0.cell.behaviours.appear != nil }
        let disappears = rowCases.contains { $0.cell.behaviours.disappear != nil }
        let prefetches = rowCases.contains { $0.cell.behaviours.prefetches }
        return TemplateValues([
            "hasSectionIndex": .flag(screen.sections.contains { $0.index != nil }),
            "hasAppear": .flag(appears),
            "hasDisappear": .flag(disappears),
            "hasImpressions": .flag(appears || disappears),
            "appearances": RowCase.switchCases(rowCases, fallback: "nil") { rowCase in
                rowCase.cell.behaviours.appear.map { rowCase.actionExpression($0, eventValue: false) }
            }.templateValue,
            "disappearances": RowCase.switchCases(rowCases, fallback: "nil") { rowCase in
                rowCase.cell.behaviours.disappear.map { rowCase.actionExpression($0, eventValue: false) }
            }.templateValue,
            "hasPrefetch": .flag(prefetches),
            "hasCancelPrefetch": .flag(rowCases.contains { $0.cell.behaviours.cancelPrefetch != nil }),
            "prefetchMaps": .list(
                prefetches
                    ? [
                        prefetchMap("prefetch", action: \.prefetch, element: "viewModel", elementType: ""),
                        prefetchMap("cancelPrefetch", action: \.cancelPrefetch, element: "viewModel.id", elementType: ".ID"),
                    ].compactMap { $0.map(TemplateValue.object) } : []),
        ])
    }

    /// `Action.prefetch(of:)` or `Action.cancelPrefetch(of:)`: for each cell that has the action,
    /// its rows' view-models (or ids) gathered in order, then one action per cell that has rows.
    private func prefetchMap(
        _ function: String, action: KeyPath<CellBehaviours, String?>, element: String, elementType: String
    ) -> TemplateValues? {
        // Outside the screen's enum when the models are separate: types through its namespace.
        let namespace = screen.models.isSeparate ? Spelling.type(screen.name) + "." : ""
        var batches: [TemplateValues] = []
        var others: [String] = []
        for cell in screen.cells {
            let shown = rowCases.filter { $0.cell.name == cell.name }
            guard !shown.isEmpty else { continue }
            guard let name = cell.behaviours[keyPath: action] else {
                others += shown.map { $0.plainPattern }
                continue
            }
            let variable = Spelling.member(name)
            batches.append([
                "variable": variable,
                "elementType": ViewTypeNames(cell.name, in: screen, namespace: namespace).viewModel + elementType,
                "patterns": shown.map(\.viewModelPattern).joined(separator: ", "),
                "element": element,
                "action": ".\(variable)(\(variable))",
            ])
        }
        guard !batches.isEmpty else { return nil }
        return ["function": function, "batches": batches, "others": others.isEmpty ? [] : [others.joined(separator: ", ")]]
    }

    /// `, indexTitle: "A"` or `, indexTitle: section.context.initial` for the builder of `section`.
    static func indexArgument(of section: Section) -> String {
        switch section.index {
        case .title(let title)?: ", indexTitle: \(Spelling.literal(title))"
        case .field(let field, _)?: ", indexTitle: \(SectionValues.inputContext).\(Spelling.member(field))"
        case .view?, nil: ""
        }
    }
}
