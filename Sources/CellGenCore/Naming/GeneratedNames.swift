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
    /// Where a header view with events is used (`GroupHeaderUse`): its cases say which actions
    /// its events send, with which context.
    public static func headerUse(_ header: String) -> String { header + "Use" }
    /// The `<Header>Use` case of a section's header or footer: `feed` -> `feedHeader`, `feedFooter`.
    public static func headerUseCase(section: String, isFooter: Bool) -> String {
        SwiftIdentifier.lowerCamelFirst(section) + (isFooter ? "Footer" : "Header")
    }
    /// Names a handler method without parameters (an action that delivers no values) cannot
    /// take in a view controller: the scaffold's members (`tableView`, `dataSource`, ...) and the
    /// parameterless methods of `UIViewController` that an extension cannot override.
    public static let viewControllerMembers: Set<String> = [
        "tableView", "collectionView", "dataSource", "environment", "loadView", "viewDidLoad", "loadViewIfNeeded",
        "viewWillLayoutSubviews", "viewDidLayoutSubviews", "updateViewConstraints", "didReceiveMemoryWarning",
        "awakeFromNib",
    ]
    /// The `<Header>Use` case of the view as the screen's empty state.
    public static let emptyStateUseCase = "emptyState"
    /// The typed context a section carries for its actions.
    public static func sectionContext(_ sectionID: String) -> String {
        SwiftIdentifier.upperCamelFirst(sectionID) + "Context"
    }
    /// The typed builder input for one section.
    public static func sectionInput(_ sectionID: String) -> String {
        SwiftIdentifier.upperCamelFirst(sectionID) + "Section"
    }
    /// The input's property holding the empty state's view-model.
    public static let emptyStateProperty = "empty"
    /// The screen's environment: values for every cell that belong to no row.
    public static let environment = "Environment"
    /// The data source's property that makes a cell library's environment from the screen's
    /// (`kitEnvironment`). Libraries' names differ even ignoring case, and no other member of a
    /// data source ends in `Environment`.
    public static func libraryEnvironmentProperty(_ library: String) -> String {
        SwiftIdentifier.lowerCamelFirst(library) + environment
    }
    /// The enum of the rows that send an action sent from several cells.
    public static func actionRow(_ action: String) -> String { SwiftIdentifier.upperCamelFirst(action) + "Row" }
    /// A case of an enum with a case per cell (`<Action>Row`, a slot's item enum): the cell's
    /// name in lowerCamelCase.
    public static func cellCase(_ cell: String) -> String { SwiftIdentifier.lowerCamelFirst(cell) }

    /// Types every screen generates, whatever its spec says.
    public static let fixedTypes: [String] =
        [
            "Row", "Item", "SectionID", "Section", "Supplementary", "Input", "Builder", "Action", "ActionHandler",
            "DataSource", "ListManager",
        ]

    /// Names of the support file's declarations, and of well-known types generated code or
    /// field types use: a screen of that name would shadow them.
    public static let reservedScreenNames: Set<String> = [
        "CellGenHeight", "CellGenTitleView", "CellGenSectionLayout", "CellGenColumns",
        "CellGenItemWidth",
        "CellGenCompositionalLayout", "CellGenSupplementaryRegistrations",
        "CellGenItemHeight", "CellGenSectionID", "CellGenRow", "CellGenSupplementary", "CellGenSection", "CellGenListItem",
        "CellGenSupplementaryChange", "CellGenListChanges", "CellGenListModel", "CellGenRowLocation", "CellGenListEngine",
        "CellGenTitleSupplementary", "CellGenTableDataSource", "CellGenCollectionDataSource", "CellGenDelegateWatch",
        "CellGenInputApplying", "CellGenListManager", "CellGenLoadMore", "CellGenActionPresentation",
        "CellGenSelectors", "CellGenListDataSource", "CellGenEditingWatch", "CellGenWeakReference",
        "Any", "AnyObject", "Array", "Bool", "Character", "Data", "Date", "Decimal", "Dictionary", "Double",
        "Equatable",
        "Error", "Float", "Hashable", "Identifiable", "IndexPath", "Int", "Never", "NSObject", "Optional", "Result",
        "Selector", "Sendable", "Set", "String", "Substring", "URL", "UUID", "Void",
    ]

    /// Whether a screen name would shadow a type of the frameworks generated code uses.
    public static func isReservedScreenName(_ name: String) -> Bool {
        reservedScreenNames.contains(name) || isFrameworkTypeName(name)
    }

    /// UIKit and Foundation types: `UITableViewCell`, `NSCoder`.
    public static func isFrameworkTypeName(_ name: String) -> Bool {
        let scalars = Array(name.unicodeScalars)
        return scalars.count > 2 && ["UI", "NS"].contains(String(name.prefix(2))) && scalars[2].properties.isUppercase
    }

    /// Whether `cellgen scaffold` writes the class: not UIKit's, not another module's.
    public static func isTeamOwnedClass(_ className: String) -> Bool {
        !className.contains(".") && !isFrameworkTypeName(className)
    }

    /// The `Supplementary` case of fixed titles; a header view's case must not take it.
    public static let titleSupplementaryCase = "title"
    /// The `Supplementary` case of a header view: `ProductsHeader` -> `productsHeader`.
    public static func supplementaryCase(_ header: String) -> String { SwiftIdentifier.lowerCamelFirst(header) }
    /// The builder's private function for one section: `history` -> `historySection`.
    public static func builderFunction(_ sectionID: String) -> String {
        SwiftIdentifier.lowerCamelFirst(sectionID) + "Section"
    }
    /// The `@objc` protocol of a screen's selectors, at file scope: `SettingsSelectorTarget`.
    public static func selectorTarget(_ screen: String) -> String { screen + "SelectorTarget" }
    /// An action's selector method, unique across screens in the Objective-C runtime:
    /// `Settings`, `showAlert` -> `settingsShowAlert`; with `selectors: shared`, the action's name,
    /// so one responder method serves every screen that sends it.
    public static func selectorMethod(screen: String, action: String, shared: Bool = false) -> String {
        shared ? action : SwiftIdentifier.lowerCamelFirst(screen) + SwiftIdentifier.upperCamelFirst(action)
    }

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

    /// `Identifiable`'s property: a cell's view-model has it, so a field of this name must be
    /// the whole identity.
    public static let identifierProperty = "id"

    /// The row of one cell of a mixed slot: `items` + `Message` = `itemsMessage`.
    public static func slotRowID(slot: String, cell: String) -> String { slot + SwiftIdentifier.upperCamelFirst(cell) }
    /// The enum of a mixed slot's elements: section `feed`, slot `items` = `FeedItemsItem`.
    public static func slotItem(section: String, slot: String) -> String {
        SwiftIdentifier.upperCamelFirst(section) + SwiftIdentifier.upperCamelFirst(slot) + "Item"
    }
    /// The builder function that turns a slot's element into its row: `feedItemsItemRow`.
    public static func slotItemRowFunction(section: String, slot: String) -> String {
        SwiftIdentifier.lowerCamelFirst(slotItem(section: section, slot: slot)) + "Row"
    }

    /// A row's id when the spec gives none: the cell's name in lowerCamelCase.
    public static func defaultRowID(cell: String) -> String { SwiftIdentifier.lowerCamelFirst(cell) }

    /// The case of the screen's `Row` enum for one row, given `sectionsUsing`. A row id used in
    /// one section only is the case name as it is; one used in several sections is prefixed with
    /// the section id (`historyTitle`, `resultsTitle`) so every case is unique.
    public static func rowCase(section: String, rowID: String, sectionsUsing: [String: Int]) -> String {
        sectionsUsing[rowID, default: 0] > 1 ? section + SwiftIdentifier.upperCamelFirst(rowID) : rowID
    }

    /// For each row id, how many of the sections (given by their row ids) use it.
    public static func sectionsUsing(_ sections: [[String]]) -> [String: Int] {
        var sectionsUsing: [String: Int] = [:]
        sectionsUsing.reserveCapacity(sections.reduce(0) { $0 + $1.count })
        for rowIDs in sections {
            for rowID in Set(rowIDs) { sectionsUsing[rowID, default: 0] += 1 }
        }
        return sectionsUsing
    }

    // MARK: Defaults for the user's own types

    public static func defaultCellClass(_ cell: String) -> String { cell + "Cell" }
    public static func defaultHeaderClass(_ header: String) -> String { header + "View" }
}
