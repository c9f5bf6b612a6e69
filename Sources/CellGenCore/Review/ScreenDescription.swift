/// `cellgen describe`: a checked screen as Markdown for a pull request description: its sections
/// in order with their rows, its cells and header views with their fields, and which selection,
/// event, swipe, menu, load-more or refresh sends which action.
public enum ScreenDescription {
    public static func markdown(of screen: Screen) -> String {
        var parts = ["# \(Markdown.text(screen.name))", summary(of: screen), "## Sections", sections(of: screen)]
        parts += ["## Cells", cells(of: screen)]
        if !screen.headers.isEmpty { parts += ["## Header views", headers(of: screen)] }
        let senders = ActionSenders(screen: screen).rows
        parts += [
            "## Actions", senders.isEmpty ? "None." : Markdown.table(["Sent by", "On", "Action", "Delivers"], senders),
        ]
        return parts.joined(separator: "\n\n") + "\n"
    }

    private static func summary(of screen: Screen) -> String {
        let kind: String
        switch (screen.list, screen.collectionLayout) {
        case (.table, _): kind = "\(screen.tableStyle.rawValue) table"
        case (.collection, .flow?): kind = "collection (flow layout)"
        case (.collection, _): kind = "collection (compositional layout)"
        }
        let article = screen.access == .internal ? "An" : "A"
        var sentence =
            "\(article) \(screen.access.rawValue) \(kind) screen from \(Markdown.code(screen.specFileName)): "
            + Wording.counted(screen.sections.count, "section") + ", " + Wording.counted(screen.cells.count, "cell")
            + ", " + Wording.counted(screen.actions.count, "action") + "."
        if !screen.libraries.isEmpty {
            sentence +=
                " It uses the cell " + (screen.libraries.count == 1 ? "library " : "libraries ")
                + screen.libraries.map(Markdown.code).joined(separator: ", ") + "."
        }
        if let empty = screen.empty {
            sentence += " While no section has rows it shows its empty state, \(supplementary(empty))."
        }
        return sentence
    }

    private static func sections(of screen: Screen) -> String {
        screen.sections.enumerated().map { index, section in
            var traits: [String] = []
            if section.isRepeated {
                traits.append(
                    section.identity.isEmpty
                        ? "repeated (by position)"
                        : "repeated, identified by " + section.identity.map(Markdown.code).joined(separator: ", "))
            }
            if !section.context.isEmpty { traits.append("context " + fieldList(section.context)) }
            if let header = section.header { traits.append("header: " + supplementary(header)) }
            if let footer = section.footer { traits.append("footer: " + supplementary(footer)) }
            if section.showsWhenEmpty { traits.append("shown when empty") }
            if let layout = section.layout { traits.append(describe(layout)) }
            if let index = section.index { traits.append("index: " + supplementary(index)) }
            let marker = "\(index + 1). "
            let heading =
                marker + Markdown.code(section.id) + (traits.isEmpty ? "" : ": " + traits.joined(separator: "; "))
            // A nested list is indented by its parent item's marker: "10. " takes four spaces.
            let indent = String(repeating: " ", count: marker.count)
            return ([heading] + rows(of: section, in: screen).map { indent + "- " + $0 }).joined(separator: "\n")
        }.joined(separator: "\n")
    }

    /// One line per row of the spec; a slot's rows (one per listed cell) as one line.
    private static func rows(of section: Section, in screen: Screen) -> [String] {
        var lines: [String] = []
        var slots: Set<String> = []
        for row in section.rows {
            let how =
                switch row.occurrence {
                case .one: ""
                case .optional: "optional "
                case .repeated: "repeated "
                }
            if let slot = row.slot {
                guard slots.insert(slot).inserted else { continue }
                let cells = section.rows.filter { $0.slot == slot }.map { cellName($0.cell, in: screen) }
                lines.append("\(Markdown.code(slot)): \(how)one of " + cells.joined(separator: ", "))
            } else {
                lines.append("\(Markdown.code(row.id)): \(how)\(cellName(row.cell, in: screen))")
            }
        }
        return lines
    }

    private static func cells(of screen: Screen) -> String {
        Markdown.table(
            ["Cell", "Class", "Fields", "Events"],
            screen.cells.map { cell in
                [
                    cellName(cell.name, in: screen),
                    cell.swiftUI.map { "SwiftUI (\(Markdown.code($0.view)))" }
                        ?? cell.system.map { "system (\(Markdown.code($0.style.rawValue)))" } ?? Markdown.code(cell.className),
                    fieldList(cell.fields),
                    events(cell.events),
                ]
            })
    }

    private static func headers(of screen: Screen) -> String {
        Markdown.table(
            ["View", "Class", "Fields", "Events"],
            screen.headers.map { header in
                [
                    viewName(header.name, library: header.library), Markdown.code(header.className),
                    fieldList(header.fields), events(header.events),
                ]
            })
    }

    /// `` `DesignSystem.Text` `` for a library's cell, as the screen's code names its types.
    static func cellName(_ name: String, in screen: Screen) -> String {
        viewName(name, library: screen.cell(named: name)?.library)
    }

    private static func viewName(_ name: String, library: String?) -> String {
        Markdown.code((library.map { "\($0)." } ?? "") + name)
    }

    private static func fieldList(_ fields: [Field]) -> String {
        fields.isEmpty ? "none" : fields.map { Markdown.code("\($0.name): \($0.type)") }.joined(separator: ", ")
    }

    private static func events(_ events: [Event]) -> String {
        events.map { event in Markdown.code(event.payloadType.map { "\(event.name): \($0)" } ?? event.name) }.joined(
            separator: ", ")
    }

    static func supplementary(_ supplementary: Supplementary) -> String {
        switch supplementary {
        case .title(let title): "title “\(Markdown.text(title))”"
        case .view(let name): "view \(Markdown.code(name))"
        case .field(let name, _): "title from context field \(Markdown.code(name))"
        }
    }

    private static func describe(_ layout: SectionLayout) -> String {
        switch layout {
        case .list(let appearance): "\(appearance.rawValue) list"
        case .grid(.fixed(let columns), _): "grid of \(columns) columns"
        case .grid(.fitting(let minWidth), _): "grid of columns at least \(Wording.number(minWidth)) points wide"
        case .carousel(.fraction(let fraction), _):
            "carousel of items \(Wording.number((fraction * 1000).rounded() / 10))% wide"
        case .carousel(.points(let width), _): "carousel of items \(Wording.number(width)) points wide"
        case .chosen(.regularWidth, let regular, let compact):
            "\(describe(compact)) in a compact width, \(describe(regular)) in a regular one"
        case .chosen(.environment(let field), let whenTrue, let whenFalse):
            "\(describe(whenTrue)) while \(Markdown.code(field)) is true, else \(describe(whenFalse))"
        }
    }
}
