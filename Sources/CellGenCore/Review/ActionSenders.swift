/// Which place of a screen sends which action, in spec order: the table `cellgen describe`
/// prints. One line per sender: a row's selection, event, swipe edge, menu, reorder or bulk; a section's
/// `loadMore`; a header's, footer's or the empty state's event; pull to refresh.
struct ActionSenders {
    let screen: Screen

    /// `[sent by, on, action, delivers]`, each Markdown.
    var rows: [[String]] {
        var rows: [[String]] = []
        for section in screen.sections {
            for row in section.rows {
                let sender = Self.name(of: row, in: section, screen: screen)
                if let action = row.selectAction, row.selectability != .fixed(false) {
                    let on =
                        if case .field(let field) = row.selectability { "selection, when \(Markdown.code(field))" } else
                        { "selection" }
                    rows.append(line(sender, on, action))
                }
                let events = screen.cell(named: row.cell)?.events ?? []
                for binding in row.bindings {
                    rows.append(
                        line(
                            sender, "event " + Markdown.code(binding.event), binding.action,
                            payload: events.first { $0.name == binding.event }?.payloadType))
                }
                let offers = [
                    ("leading swipe", row.interactions.leadingSwipe),
                    ("trailing swipe", row.interactions.trailingSwipe),
                    ("menu", row.interactions.menu),
                    ("bulk, while editing", row.interactions.bulk),
                ]
                let behaviours = screen.cell(named: row.cell)?.behaviours ?? CellBehaviours()
                let sent = [
                    ("appear", behaviours.appear), ("disappear", behaviours.disappear),
                    ("prefetch", behaviours.prefetch), ("prefetch cancelled", behaviours.cancelPrefetch),
                    ("reorder", row.interactions.reorder),
                ]
                for case (let place, let action?) in sent { rows.append(line(sender, place, action)) }
                for (place, actions) in offers {
                    rows += actions.map { action in
                        let condition = row.interactions.conditions[action].map {
                            ", \($0.isNegated ? "unless" : "when") \(Markdown.code($0.field))"
                        }
                        return line(sender, place + (condition ?? ""), action)
                    }
                }
            }
            let place = "section \(Markdown.code(section.id))"
            for (kind, bindings, view) in [
                ("header", section.headerBindings, section.header), ("footer", section.footerBindings, section.footer),
            ] {
                rows += viewLines(bindings, of: view, sender: "the \(kind) of \(place)")
            }
            if let loadMore = section.loadMore {
                let (end, edge) = loadMore.edge == .top ? ("first", "start") : ("last", "end")
                let distance =
                    loadMore.distance == 1
                    ? "the \(end) row appears" : "the row \(loadMore.distance) from the \(edge) appears"
                rows.append(line(place, "load more, when \(distance)", loadMore.action))
            }
        }
        rows += viewLines(screen.emptyBindings, of: screen.empty, sender: "the empty state")
        if let refresh = screen.refreshAction { rows.append(line("the list", "pull to refresh", refresh)) }
        return rows
    }

    /// `` `feed` › `message` (`Message`) ``; a slot's row by its slot and cell.
    static func name(of row: Row, in section: Section, screen: Screen) -> String {
        let cell = ScreenDescription.cellName(row.cell, in: screen)
        let rowName = row.slot.map { "\(Markdown.code($0)) › \(cell)" } ?? "\(Markdown.code(row.id)) (\(cell))"
        return "\(Markdown.code(section.id)) › \(rowName)"
    }

    private func viewLines(_ bindings: [Binding], of view: Supplementary?, sender: String) -> [[String]] {
        guard case .view(let name)? = view, let header = screen.header(named: name) else { return [] }
        return bindings.map { binding in
            line(
                "\(sender) (\(Markdown.code(name)))", "event " + Markdown.code(binding.event), binding.action,
                payload: header.events.first { $0.name == binding.event }?.payloadType)
        }
    }

    private func line(_ sender: String, _ on: String, _ action: String, payload: String? = nil) -> [String] {
        [sender, on, Markdown.code(action), delivers(action, eventPayload: payload)]
    }

    /// What the handler gets: the row's or view's values, the event's value, the section's context.
    private func delivers(_ name: String, eventPayload: String?) -> String {
        guard let payload = screen.action(named: name)?.payload else { return "nothing" }
        if let batch = payload.batch, let cell = payload.cells.first {
            return "the rows' " + Markdown.code("[\(ViewTypeNames(cell, in: screen).viewModel)\(batch == .ids ? ".ID" : "")]")
        }
        var values: [String] = []
        if payload.isShared {
            values.append(
                "the row (" + payload.cells.map { ScreenDescription.cellName($0, in: screen) }.joined(separator: " or ")
                    + ")")
        } else if let cell = payload.cells.first {
            values.append("the row's " + Markdown.code(ViewTypeNames(cell, in: screen).viewModel))
        }
        if let header = payload.header {
            values.append("the view's " + Markdown.code(ViewTypeNames(header, in: screen).viewModel))
        }
        if let type = eventPayload ?? payload.eventPayloadType {
            // "an `Int`", "a `Bool`": the article the type's name reads with.
            let article = type.first.map { "AEIOU".contains($0) } == true ? "an " : "a "
            values.append(article + Markdown.code(type))
        }
        if let section = payload.contextSection { values.append("the context of " + Markdown.code(section)) }
        return values.isEmpty ? "nothing" : values.joined(separator: ", ")
    }
}
