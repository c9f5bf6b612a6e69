/// System cells (issue 33): a cell with no class of the team's, shown with a
/// `UIListContentConfiguration` of one of these styles, its fields bound to the configuration's
/// text, secondary text and image, with accessories.
public enum SystemCellStyle: String, Hashable, Sendable, CaseIterable {
    case cell
    case subtitle
    case value
    case sidebar
    case sidebarSubtitle
    case sidebarHeader
    case plainHeader
    case groupedHeader

    /// Whether the style is a section header's: as an outline's parent, its section collapses.
    public var isHeader: Bool {
        switch self {
        case .sidebarHeader, .plainHeader, .groupedHeader: true
        case .cell, .subtitle, .value, .sidebar, .sidebarSubtitle: false
        }
    }

    /// `UIListContentConfiguration`'s factory method of the style, as Swift calls it.
    public var factoryMethod: String {
        switch self {
        case .cell: "cell"
        case .subtitle: "subtitleCell"
        case .value: "valueCell"
        case .sidebar: "sidebarCell"
        case .sidebarSubtitle: "sidebarSubtitleCell"
        case .sidebarHeader: "sidebarHeader"
        case .plainHeader: "plainHeader"
        case .groupedHeader: "groupedHeader"
        }
    }
}

extension SpecGrammar {
    /// `content:` of a system cell: which fields the configuration shows.
    static let systemContent = MappingShape(
        name: "systemContent", doc: "What a system cell shows: its fields bound to the content configuration.",
        keys: [
            KeyShape("text", .text, "A String or String? field: the primary text."),
            KeyShape("secondaryText", .text, "A String or String? field: the secondary text (subtitle, value)."),
            KeyShape("image", .text, "A String field (an SF Symbol name) or a UIImage field; optional or not."),
        ], requiresOneOf: ["text", "secondaryText", "image"])

    /// One entry of `accessories:` in its long form; `disclosure` is written as a word.
    static let accessory = MappingShape(
        name: "accessory", doc: "An accessory bound to the row: a checkmark, a switch, a label or a detail button.",
        keys: [
            KeyShape("checkmark", .text, "A Bool field: the row shows a checkmark when it is true."),
            KeyShape("switch", .text, "A Bool field: the switch's value; with 'event', what a flip sends."),
            KeyShape("event", .text, "The cell's event (payload Bool) a switch sends when the user flips it."),
            KeyShape("label", .text, "A String or String? field shown as trailing text."),
            KeyShape("detail", .text, "The cell's event (no payload) a tap on the detail button sends."),
        ], requiresOneOf: ["checkmark", "switch", "label", "detail"], maximumKeys: 2)

    /// `accessories:`: a list of `disclosure` and long-form accessories.
    static let accessories = ValueShape.list(
        .anyOf([.choice(AccessoryWord.allCases.map(\.rawValue)), .mapping(accessory)]), minimumCount: 1)

    /// The keys a cell has only as a system cell.
    static let systemCellKeys = [
        KeyShape(
            "system", .choice(of: SystemCellStyle.self),
            "A system cell: no class of the team's, shown with UIListContentConfiguration in this style."),
        KeyShape("content", .mapping(systemContent), "A system cell's text, secondary text and image: field names."),
        KeyShape("accessories", accessories, "A system cell's accessories: disclosure, or { checkmark | switch | label | detail: ... }."),
    ]
}

/// The accessories written as a word.
public enum AccessoryWord: String, Hashable, Sendable, CaseIterable {
    case disclosure
}
