/// The Swift expression that builds a section's header or footer in the builder, where the
/// section's input is `section`: nothing, a fixed title looked up in the screen's string table,
/// a title from the section's context, or a header view's view-model.
struct SupplementaryExpression {
    /// The raw value is the argument label (`header:`); interpolating the case itself would
    /// find its name through reflection, about 14,000 instructions each time.
    enum Kind: String {
        case header
        case footer
    }

    let section: Section
    let kind: Kind
    /// Header views with events: their case also carries where they are used.
    let headersWithEvents: Set<String>

    /// `nil`, `.title(NSLocalizedString("Recent searches", bundle: bundle, comment: ...))`,
    /// `.title(section.context.name)`, `section.context.name.map { .title($0) }` or
    /// `.productsHeader(section.header)` (`.groupHeader(section.header, .feedHeader(section.context))`
    /// for a view with events).
    var swift: String {
        let context = SectionValues.inputContext
        switch kind == .header ? section.header : section.footer {
        case nil:
            return "nil"
        case .title(let title)?:
            return String(
                pieces:
                    ".title(\(Self.localized(title, comment: String(pieces: "\(kind == .header ? "Header" : "Footer") of section '\(section.id)'"))))")
        case .field(let field, let isOptional)?:
            let value = String(pieces: "\(context).\(Spelling.member(field))")
            return isOptional ? String(pieces: "\(value).map { .title($0) }") : String(pieces: ".title(\(value))")
        case .view(let name)?:
            let property = kind == .header ? GeneratedNames.sectionHeaderProperty : GeneratedNames.sectionFooterProperty
            let use =
                headersWithEvents.contains(name)
                ? ", " + HeaderEventValues.useExpression(section: section, isFooter: kind == .footer) : ""
            return String(
                pieces: ".\(Spelling.member(GeneratedNames.supplementaryCase(name)))(section.\(Spelling.member(property))\(use))")
        }
    }

    /// `NSLocalizedString("Inbox", bundle: bundle, comment: ...)`: the literal is the key, so
    /// Xcode extracts it into the team's string catalog.
    static func localized(_ title: String, comment: String, bundle: String = "bundle") -> String {
        String(pieces: "NSLocalizedString(\(Spelling.literal(title)), bundle: \(bundle), comment: \(Spelling.literal(comment)))")
    }

    /// Whether the builder looks any title up in a string table.
    static func usesLocalizedTitles(_ screen: Screen) -> Bool {
        let titles = (screen.sections.flatMap { [$0.header, $0.footer] } + [screen.empty]).contains {
            if case .title? = $0 { true } else { false }
        }
        return titles || screen.actions.contains { $0.title != nil }
    }

    /// The bundle fixed titles are localized from, as `bundle:` chose it.
    static func bundle(_ choice: BundleChoice) -> String {
        switch choice {
        case .class: "Bundle(for: DataSource.self)"
        case .main: "Bundle.main"
        case .module: "Bundle.module"
        }
    }
}
