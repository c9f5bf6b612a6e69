/// The values for swipe actions, context menus, `loadMore`, `refresh` and the open data source.
struct InteractionValues {
    let screen: Screen
    /// `RowCase.all(in: screen)`.
    let rowCases: [RowCase]

    var values: TemplateValues {
        let swipes = Self.swipeEdges(of: screen)
        // Made once: five values below read them.
        let rows = Self.rows(of: screen)
        return TemplateValues([
            // `open` lets a team subclass the data source from its app module.
            "openAccess": .text(screen.access == .public ? "open " : AccessSpelling.prefix(screen.access)),
            "leadingSwipe": Self.offers(rowCases, \.leadingSwipe).templateValue,
            "trailingSwipe": Self.offers(rowCases, \.trailingSwipe).templateValue,
            "menu": Self.offers(rowCases, \.menu).templateValue,
            "hasLeadingSwipe": .flag(swipes.leading),
            "hasTrailingSwipe": .flag(swipes.trailing),
            "hasSwipe": .flag(swipes.leading || swipes.trailing),
            "swipeCondition": Self.swipeCondition(
                leading: swipes.leading, trailing: swipes.trailing,
                reorders: rows.contains { $0.interactions.reorder != nil }
            ).templateValue,
            "hasMenu": .flag(rows.contains { !$0.interactions.menu.isEmpty }),
            // `selection` other than momentary: the data source says each section's mode.
            "hasSelectionModes": .flag(screen.sections.contains { $0.selection != .momentary }),
            "allowsMultipleSelection": .flag(screen.sections.contains { $0.selection == .multiple }),
            "hasDeletion": .flag(rows.contains { $0.interactions.delete != nil }),
            "deletions": RowCase.switchCases(rowCases, fallback: "nil") { rowCase in
                rowCase.row.interactions.delete.map { rowCase.actionExpression($0, eventValue: false) }
            }.templateValue,
            "hasReordering": .flag(rows.contains { $0.interactions.reorder != nil }),
            "reorderings": RowCase.switchCases(rowCases, fallback: "nil") { rowCase in
                rowCase.row.interactions.reorder.map { rowCase.actionExpression($0, eventValue: true) }
            }.templateValue,
            "hasBulk": .flag(rows.contains { !$0.interactions.bulk.isEmpty }),
            "bulkActions": bulkActions.templateValue,
            "hasPresentations": .flag(screen.actions.contains { $0.title != nil }),
            "presentations": presentations.templateValue,
            "hasLoadMore": .flag(screen.sections.contains { $0.loadMore != nil }),
            "keepsScrollPosition": .flag(screen.keepsScrollPosition),
            "refresh": .list(screen.refreshAction.map { [.text(".\(Spelling.member($0))")] } ?? []),
        ])
    }

    /// Edit mode's bulk actions, in spec order: each with its cell's view-model and the patterns of
    /// the row cases that offer it, and whether another row case does not (a `default` then).
    private var bulkActions: [TemplateValues] {
        var names: [String] = []
        for rowCase in rowCases {
            for action in rowCase.row.interactions.bulk where !names.contains(action) { names.append(action) }
        }
        return names.map { action in
            let offering = rowCases.filter { $0.row.interactions.bulk.contains(action) }
            let patterns = offering.map { ".\($0.name)(\($0.hasContext ? "let viewModel, _" : "let viewModel"))" }
            return TemplateValues([
                "name": .text(Spelling.member(action)), "viewModel": .text(offering.first?.viewModel ?? "Never"),
                "patterns": .text(patterns.joined(separator: ", ")), "hasOtherRows": .flag(offering.count < rowCases.count),
            ])
        }
    }

    /// Whether any row offers swipe actions from each edge.
    static func swipeEdges(of screen: Screen) -> (leading: Bool, trailing: Bool) {
        let rows = rows(of: screen)
        return (
            leading: rows.contains { !$0.interactions.leadingSwipe.isEmpty },
            trailing: rows.contains { !$0.interactions.trailingSwipe.isEmpty }
        )
    }

    private static func rows(of screen: Screen) -> [Row] { screen.sections.flatMap { $0.rows } }

    /// Whether a row offers swipe actions or can be moved, for `canEditRowAt`; none when no row
    /// can do either.
    private static func swipeCondition(leading: Bool, trailing: Bool, reorders: Bool) -> [String] {
        let offers = [
            (leading, "!Action.leadingSwipe(of: row).isEmpty"), (trailing, "!Action.trailingSwipe(of: row).isEmpty"),
            (reorders, "Action.reordering(of: row, to: 0) != nil"),
        ]
        .filter(\.0).map(\.1)
        return offers.isEmpty ? [] : [offers.joined(separator: " || ")]
    }

    /// `Action.trailingSwipe(of:)` and the like: for each row case that offers actions, the
    /// actions with the row's values; the other cases together give none.
    private static func offers(_ rowCases: [RowCase], _ list: KeyPath<RowInteractions, [String]>) -> [SwitchCase] {
        RowCase.switchCases(rowCases, fallback: "[]") { rowCase in
            let actions = rowCase.row.interactions[keyPath: list]
            let conditions = rowCase.row.interactions.conditions
            if actions.isEmpty { return nil }
            guard actions.contains(where: { conditions[$0] != nil }) else {
                return "[" + actions.map { rowCase.actionExpression($0, eventValue: false) }.joined(separator: ", ") + "]"
            }
            // Offered by the row's values: each action with whether its condition holds.
            let offers = actions.map { action in
                let condition = conditions[action].map {
                    ($0.isNegated ? "!" : "") + "viewModel." + Spelling.member($0.field)
                }
                return "(\(rowCase.actionExpression(action, eventValue: false)), \(condition ?? "true"))"
            }
            return "cellGenOffered(" + offers.joined(separator: ", ") + ")"
        }
    }

    /// The bundle titles are localized from, as the row maps reach it: from an extension of
    /// `Action` outside the screen's enum when the models are separate.
    private var builderBundle: String {
        screen.models.isSeparate ? "\(Spelling.type(screen.name)).Builder.bundle" : "Builder.bundle"
    }

    /// `Action.presentation`: the title, symbol and style of each action that has a title.
    private var presentations: [TemplateValues] {
        var values: [TemplateValues] = screen.actions.compactMap { action in
            guard let title = action.title else { return nil }
            let image = action.image.map { Spelling.literal($0) } ?? "nil"
            let localized = SupplementaryExpression.localized(
                title, comment: "Title of action '\(action.name)' of \(screen.name)", bundle: builderBundle)
            return TemplateValues([
                "pattern": .text(".\(Spelling.member(action.name))"),
                "result": .text(
                    "CellGenActionPresentation(title: \(localized), image: \(image), isDestructive: \(action.style == .destructive))"),
            ])
        }
        let untitled = screen.actions.filter { $0.title == nil }.map { ".\(Spelling.member($0.name))" }
        if !untitled.isEmpty { values.append(["pattern": untitled.joined(separator: ", "), "result": "nil"]) }
        return values
    }
}
