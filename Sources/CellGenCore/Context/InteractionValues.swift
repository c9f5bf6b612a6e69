/// The values for swipe actions, context menus, `loadMore`, `refresh`, the open data source and
/// how actions are delivered (`dispatch`).
struct InteractionValues {
    let screen: Screen

    var values: TemplateValues {
        let rowCases = RowCase.all(in: screen)
        let dispatch = screen.dispatch
        return [
            // `open` lets a team subclass the data source from its app module.
            "openAccess": screen.access == .public ? "open " : AccessSpelling.prefix(screen.access),
            "hasHandler": dispatch.handler,
            "hasClosures": dispatch.closures && !screen.actions.isEmpty,
            "closures": dispatch.closures ? screen.actions.map(closureValues) : [TemplateValues](),
            "hasSelectors": dispatch.selectors != .none && !screen.actions.isEmpty,
            "leadingSwipe": Self.offers(rowCases, \.leadingSwipe),
            "trailingSwipe": Self.offers(rowCases, \.trailingSwipe),
            "menu": Self.offers(rowCases, \.menu),
            "hasLeadingSwipe": screen.cells.contains { !$0.leadingSwipe.isEmpty },
            "hasTrailingSwipe": screen.cells.contains { !$0.trailingSwipe.isEmpty },
            "hasSwipe": screen.cells.contains { !$0.leadingSwipe.isEmpty || !$0.trailingSwipe.isEmpty },
            "swipeCondition": swipeCondition,
            "hasMenu": screen.cells.contains { !$0.menu.isEmpty },
            "hasPresentations": screen.actions.contains { $0.title != nil },
            "presentations": presentations,
            "hasLoadMore": screen.sections.contains { $0.loadMore != nil },
            "refresh": screen.refreshAction.map { [".\(Spelling.member($0))"] } ?? [String](),
        ]
    }

    /// Whether a row offers swipe actions, for `canEditRowAt`; none when no cell has any.
    private var swipeCondition: [String] {
        var offers: [String] = []
        if screen.cells.contains(where: { !$0.leadingSwipe.isEmpty }) { offers.append("!Action.leadingSwipe(of: row).isEmpty") }
        if screen.cells.contains(where: { !$0.trailingSwipe.isEmpty }) { offers.append("!Action.trailingSwipe(of: row).isEmpty") }
        return offers.isEmpty ? [] : [offers.joined(separator: " || ")]
    }

    /// `onShowAlert`: the data source's closure for an action.
    private func closureValues(_ action: Action) -> TemplateValues {
        let parts = ActionValues.payloadParts(action)
        let caseName = Spelling.member(action.name)
        return [
            "docLines": Spelling.doc(action.doc),
            "property": Spelling.member(GeneratedNames.eventProperty(action.name)),
            "parameterTypes": parts.map(\.type).joined(separator: ", "),
            "pattern": parts.isEmpty ? ".\(caseName)" : ".\(caseName)(\(parts.map { "let \($0.label)" }.joined(separator: ", ")))",
            "arguments": parts.map(\.label).joined(separator: ", "),
        ]
    }

    /// `Action.trailingSwipe(of:)` and the like: for each row case whose cell offers actions, the
    /// actions with the row's values; the other cases together give none.
    private static func offers(_ rowCases: [RowCase], _ list: KeyPath<Cell, [String]>) -> [TemplateValues] {
        var values: [TemplateValues] = rowCases.compactMap { rowCase in
            let actions = rowCase.cell[keyPath: list]
            guard !actions.isEmpty else { return nil }
            return [
                "pattern": ".\(rowCase.name)(\(rowCase.hasContext ? "let viewModel, let context" : "let viewModel"))",
                "result": "[" + actions.map { rowCase.actionExpression($0, eventValue: false) }.joined(separator: ", ") + "]",
            ]
        }
        let silent = rowCases.filter { $0.cell[keyPath: list].isEmpty }.map { ".\($0.name)" }
        if !silent.isEmpty { values.append(["pattern": silent.joined(separator: ", "), "result": "[]"]) }
        return values
    }

    /// `Action.presentation`: the title, symbol and style of each action that has a title.
    private var presentations: [TemplateValues] {
        var values: [TemplateValues] = screen.actions.compactMap { action in
            guard let title = action.title else { return nil }
            let image = action.image.map { Spelling.literal($0) } ?? "nil"
            let localized = SupplementaryExpression.localized(
                title, comment: "Title of action '\(action.name)' of \(screen.name)", bundle: "Builder.bundle")
            return [
                "pattern": ".\(Spelling.member(action.name))",
                "result": "CellGenActionPresentation(title: \(localized), image: \(image), isDestructive: \(action.style == .destructive))",
            ]
        }
        let untitled = screen.actions.filter { $0.title == nil }.map { ".\(Spelling.member($0.name))" }
        if !untitled.isEmpty { values.append(["pattern": untitled.joined(separator: ", "), "result": "nil"]) }
        return values
    }
}
