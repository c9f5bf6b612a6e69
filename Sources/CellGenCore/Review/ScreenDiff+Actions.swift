/// Actions: each is an `Action` case, a handler method, a closure and a selector, typed by what
/// it delivers.
extension ScreenDiff {
    mutating func compareActions() {
        let newByName = Dictionary(new.actions.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let oldNames = Set(old.actions.map(\.name))
        var removed = old.actions.filter { newByName[$0.name] == nil }
        var added = new.actions.filter { !oldNames.contains($0.name) }
        // A removed and an added action that deliver the same values, and no other removed or
        // added action does, read as a rename.
        for action in added {
            let matches = removed.indices.filter {
                Self.delivered(removed[$0].payload) == Self.delivered(action.payload)
            }
            guard matches.count == 1, let index = matches.first,
                added.filter({ Self.delivered($0.payload) == Self.delivered(action.payload) }).count == 1
            else { continue }
            add(
                "action \(Markdown.code(removed[index].name))",
                "renamed to \(Markdown.code(action.name)): its handler method, closure and selector are renamed",
                breaking: true)
            removed.remove(at: index)
            added.removeAll { $0.name == action.name }
        }
        for action in removed {
            add(
                "action \(Markdown.code(action.name))", "removed: its case, handler method and closure are gone",
                breaking: true)
        }
        for action in added {
            add(
                "action \(Markdown.code(action.name))", "added: the handler protocol requires its method",
                breaking: true)
        }
        for before in old.actions {
            guard let after = newByName[before.name] else { continue }
            let subject = "action \(Markdown.code(after.name))"
            if Self.delivered(before.payload) != Self.delivered(after.payload) {
                add(
                    subject,
                    "now delivers \(describe(after.payload, in: new)) (was \(describe(before.payload, in: old)))",
                    breaking: true)
            }
            if before.doc != after.doc || before.title != after.title || before.image != after.image
                || before.style != after.style
            {
                add(subject, "doc, title, image or style changed", breaking: false)
            }
        }
    }

    /// What an action's handler method, closure and selector are typed by: an action nothing
    /// sends and one sent with no values are alike, and the order cells first send it in does
    /// not matter.
    private static func delivered(_ payload: ActionPayload?) -> [String] {
        guard let payload else { return [] }
        return payload.cells.sorted().map { "row " + $0 }
            + [
                payload.header.map { "view " + $0 }, payload.eventPayloadType.map { "value " + $0 },
                payload.contextSection.map { "context " + $0 }, payload.batch.map { "batch \($0)" },
            ].compactMap { $0 }
    }

    /// What a handler gets: `DesignSystem.ButtonViewModel, Bool, EmployeeContext`.
    private func describe(_ payload: ActionPayload?, in screen: Screen) -> String {
        guard let payload else { return "nothing (no row sends it)" }
        if let batch = payload.batch, let cell = payload.cells.first {
            return "an array of " + Markdown.code(ViewTypeNames(cell, in: screen).viewModel + (batch == .ids ? ".ID" : ""))
        }
        var values: [String] = []
        // Rows of several cells send it as one of their view-models.
        if !payload.cells.isEmpty {
            values.append(
                payload.cells.map { Markdown.code(ViewTypeNames($0, in: screen).viewModel) }.joined(separator: " or "))
        }
        if let header = payload.header { values.append(Markdown.code(ViewTypeNames(header, in: screen).viewModel)) }
        if let type = payload.eventPayloadType { values.append(Markdown.code(type)) }
        if let section = payload.contextSection {
            values.append(Markdown.code(Spelling.type(GeneratedNames.sectionContext(section))))
        }
        return values.isEmpty ? "nothing" : values.joined(separator: ", ")
    }
}
