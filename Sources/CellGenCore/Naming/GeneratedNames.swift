/// Every name CellGen derives for generated declarations, in one place: the validator checks
/// them for collisions and the render-context builder uses them, so the two cannot disagree.
///
/// Everything a screen generates is nested in `enum <Screen>`, so two screens may both have a
/// `Button` cell.
public enum GeneratedNames {
    // MARK: Types nested in the screen's namespace

    public static func viewModel(_ name: String) -> String { name + "ViewModel" }
    /// The protocol the user's cell or header view conforms to (`configure(with:)`, event closures).
    public static func configurable(_ name: String) -> String { name + "Configurable" }
    /// Reuse identifier, registration and height for one cell or header view.
    public static func configurator(_ name: String) -> String { name + "Configurator" }
    /// The typed context a section carries for its actions.
    public static func sectionContext(_ sectionID: String) -> String { SwiftIdentifier.upperCamelFirst(sectionID) + "Context" }
    /// The typed builder input for one section.
    public static func sectionInput(_ sectionID: String) -> String { SwiftIdentifier.upperCamelFirst(sectionID) + "Section" }

    /// Types every screen generates, whatever its spec says.
    public static let fixedTypes: [String] = [
        "Row", "Item", "SectionID", "Section", "Supplementary", "Input", "Builder", "Action", "ActionHandler",
        "ActionRouter", "DataSource", "SelectorMap", "ActionSender",
    ]

    // MARK: Members

    /// The closure property a cell exposes for one of its events: `tap` -> `onTap`.
    public static func eventProperty(_ event: String) -> String { "on" + SwiftIdentifier.upperCamelFirst(event) }
    /// The properties of a section's input that hold its context and header and footer views;
    /// row ids must not take them.
    public static let sectionContextProperty = "context"
    public static let sectionHeaderProperty = "header"
    public static let sectionFooterProperty = "footer"
    /// Members a view-model must not declare: `Hashable` synthesizes them, and declaring one
    /// silently changes equality or fails to compile.
    public static let reservedViewModelMembers: Set<String> = ["hashValue"]

    /// A row's id when the spec gives none: the cell's name in lowerCamelCase.
    public static func defaultRowID(cell: String) -> String { SwiftIdentifier.lowerCamelFirst(cell) }

    /// The case of the screen's `Row` enum for each row, by section id and row id. A row id used
    /// in one section only is the case name as it is; one used in several sections is prefixed
    /// with the section id (`historyTitle`, `resultsTitle`) so every case is unique.
    public static func rowCases(_ sections: [(id: String, rowIDs: [String])]) -> [String: [String: String]] {
        var sectionsUsing: [String: Int] = [:]
        for section in sections {
            for rowID in Set(section.rowIDs) { sectionsUsing[rowID, default: 0] += 1 }
        }
        var cases: [String: [String: String]] = [:]
        for section in sections {
            for rowID in section.rowIDs {
                cases[section.id, default: [:]][rowID] =
                    sectionsUsing[rowID, default: 0] > 1 ? section.id + SwiftIdentifier.upperCamelFirst(rowID) : rowID
            }
        }
        return cases
    }

    // MARK: Defaults for the user's own types

    public static func defaultCellClass(_ cell: String) -> String { cell + "Cell" }
    public static func defaultHeaderClass(_ header: String) -> String { header + "View" }
}
