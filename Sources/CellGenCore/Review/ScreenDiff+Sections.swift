/// Sections and rows: the builder input's shape, and what each row sends.
extension ScreenDiff {
    mutating func compareSections() {
        let newByID = Dictionary(new.sections.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let oldIDs = Set(old.sections.map { $0.id })
        for section in old.sections where newByID[section.id] == nil {
            add("section \(Markdown.code(section.id))", "removed: the input loses its property", breaking: true)
        }
        for section in new.sections where !oldIDs.contains(section.id) {
            add("section \(Markdown.code(section.id))", "added: the input's init requires it", breaking: true)
        }
        for before in old.sections {
            guard let after = newByID[before.id] else { continue }
            compare(before, after)
        }
        if old.sections.map({ $0.id }).filter({ newByID[$0] != nil })
            != new.sections.map({ $0.id }).filter({ oldIDs.contains($0) })
        {
            add(
                "screen \(Markdown.code(new.name))", "sections reordered: the input's init takes them in the new order",
                breaking: true)
        }
    }

    private mutating func compare(_ old: Section, _ new: Section) {
        let subject = "section \(Markdown.code(new.id))"
        if old.isRepeated != new.isRepeated {
            add(
                subject, new.isRepeated ? "now repeated: the input takes an array of it" : "no longer repeated",
                breaking: true)
        }
        compareFields(
            old.context, new.context, of: subject, what: "context field",
            breaking: "its context and the actions sent with it change")
        if old.identity != new.identity {
            add(
                subject,
                "identity changed from \(Self.list(old.identity)) to \(Self.list(new.identity)): its SectionID case changes",
                breaking: true)
        }
        for (kind, before, after) in [("header", old.header, new.header), ("footer", old.footer, new.footer)]
        where before != after {
            // A view's view-model is part of the input; a title is not.
            let viewChanged = Self.viewName(before) != Self.viewName(after)
            add(
                subject, "\(kind) changed from \(Self.describe(before)) to \(Self.describe(after))",
                breaking: viewChanged)
        }
        if old.showsWhenEmpty != new.showsWhenEmpty || old.layout != new.layout {
            add(subject, "whenEmpty or layout changed", breaking: false)
        }
        if old.index != new.index {
            add(subject, "its section index title changed from \(Self.describe(old.index)) to \(Self.describe(new.index))", breaking: false)
        }
        if old.loadMore != new.loadMore || old.headerBindings != new.headerBindings
            || old.footerBindings != new.footerBindings
        {
            add(subject, "its load-more, header or footer sends other actions", breaking: false)
        }
        compareRows(old, new, subject: subject)
    }

    /// Rows by id: their cell and how many there are shape the section's input.
    private mutating func compareRows(_ old: Section, _ new: Section, subject: String) {
        let newByID = Dictionary(new.rows.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let oldIDs = Set(old.rows.map { $0.id })
        for row in old.rows where newByID[row.id] == nil {
            add(subject, "row \(Markdown.code(row.id)) removed: the section's input loses it", breaking: true)
        }
        for row in new.rows where !oldIDs.contains(row.id) {
            add(subject, "row \(Markdown.code(row.id)) added: the section's input takes it", breaking: true)
        }
        // The section's input takes its rows (a slot once) in spec order.
        let oldInputs = Self.inputOrder(old)
        let newInputs = Self.inputOrder(new)
        if oldInputs.filter(newInputs.contains) != newInputs.filter(oldInputs.contains) {
            add(subject, "rows reordered: the section's input takes them in the new order", breaking: true)
        }
        for before in old.rows {
            guard let after = newByID[before.id] else { continue }
            let row = "row \(Markdown.code(after.id))"
            if before.cell != after.cell {
                add(
                    subject, "\(row) shows \(Markdown.code(after.cell)) instead of \(Markdown.code(before.cell))",
                    breaking: true)
            }
            if before.occurrence != after.occurrence {
                add(
                    subject,
                    "\(row) changed from \(Self.describe(before.occurrence)) to \(Self.describe(after.occurrence))",
                    breaking: true)
            }
            if before.outline.isParent != after.outline.isParent || (before.outline == .child) != (after.outline == .child) {
                // A parent's input holds `CellGenOutline`s; the rows under it have no input of their own.
                add(subject, "\(row) \(Self.describe(outline: after.outline)): the section's input changes", breaking: true)
            } else if before.outline != after.outline, case .parent(let expanded, _) = after.outline {
                add(subject, "\(row) starts \(expanded ? "expanded" : "collapsed") now", breaking: false)
            }
            // What a row sends changes what reaches the handler, not its API: an action's own
            // changes are reported with the actions.
            if before.selectAction != after.selectAction || before.bindings != after.bindings
                || before.interactions != after.interactions
                || before.selectability != after.selectability
            {
                add(subject, "\(row) sends other actions (selection, events, swipe or menu)", breaking: false)
            }
        }
    }

    /// The properties of a section's input that hold rows, in order: a row's id, a slot's once.
    private static func inputOrder(_ section: Section) -> [String] {
        var names: [String] = []
        for row in section.rows where !names.contains(row.slot ?? row.id) { names.append(row.slot ?? row.id) }
        return names
    }

    private static func viewName(_ supplementary: Supplementary?) -> String? {
        if case .view(let name)? = supplementary { return name }
        return nil
    }

    private static func describe(outline: OutlineRole) -> String {
        switch outline {
        case .none: "is no longer in an outline"
        case .parent: "is now an outline's parent ('children')"
        case .child: "is now the rows under an outline's parents"
        }
    }

    private static func describe(_ occurrence: Occurrence) -> String {
        switch occurrence {
        case .one: "one"
        case .optional: "optional"
        case .repeated: "repeated"
        }
    }
}
