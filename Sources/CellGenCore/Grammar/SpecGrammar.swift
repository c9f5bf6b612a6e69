/// The spec language's mappings (docs/SpecLanguage.md): a screen spec, a cell library and
/// `cellgen.yml`, down to every nested mapping. The decoder reads keys through these tables;
/// `cellgen schema` writes them out.
public enum SpecGrammar {
    /// A screen spec, `<Screen>.screen.yml`.
    public static let screen = MappingShape(
        name: "screen", doc: "A CellGen screen spec: the cells, sections and actions of one list screen.",
        keys: [
            KeyShape(
                "screen", .text, "The screen's name (UpperCamelCase), which is the spec file's name before .screen.yml."
            ),
            KeyShape("list", .choice(of: ListKind.self), "The kind of list: table (the default) or collection."),
            KeyShape(
                "layout", layout,
                "A collection screen's layout: list (the default), flow, { list: appearance }, { grid: ... }, { carousel: ... }, or a choice: { compact: ..., regular: ... }, { when: field, then: ..., else: ... }."
            ),
            selectionKey,
            KeyShape(
                "style", .choice(of: TableStyle.self),
                "A table screen's style, for the scaffolded table: plain (the default), grouped or insetGrouped."),
            KeyShape(
                "access", .choice(of: AccessLevel.self),
                "The access level of the generated code (internal unless cellgen.yml says otherwise)."),
            KeyShape(
                "uses", .list(.text, minimumCount: 1),
                "The cell libraries (<Name>.cells.yml) whose cells and header views the screen shows."),
            KeyShape(
                "imports", .list(.text, minimumCount: 0),
                "Modules the generated file imports besides UIKit (the modules of field types)."),
            KeyShape(
                "bundle", .choice(of: BundleChoice.self),
                "Where nibs and localized titles are loaded from: class (the default), module or main."),
            KeyShape(
                "environment", fields,
                "Values the screen's own cells and header views are configured with, holding those of its libraries' environments: name -> Swift type."
            ),
            KeyShape(
                "empty", supplementary,
                "Shown as the list's background while no section has rows: a title, or { view: HeaderName }."),
            KeyShape("refresh", .text, "The action pull to refresh sends."),
            KeyShape(
                "keepsScrollPosition", .bool,
                "Whether an apply that inserts rows above the first visible row keeps that row where it is on screen (a feed's newer items): the data source's keepsScrollPosition, true from the start."
            ),
            KeyShape(
                "dispatch", .mapping(dispatch), "How actions reach the team's code: a handler, closures, selectors."),
            KeyShape("cells", cells, "The screen's cells, by name (UpperCamelCase)."),
            KeyShape("headers", headers, "Header and footer views, by name (UpperCamelCase)."),
            KeyShape("sections", .list(.mapping(section), minimumCount: 1), "The sections, in order."),
            KeyShape(
                "actions", .anyOf([.dictionary(.anyOf([.text, .mapping(action)])), .null]),
                "What rows and views send: name -> doc, or { doc, title, image, style }."),
        ],
        required: ["screen", "sections"], requiredUnless: [(key: "cells", unless: "uses")])

    /// A cell library, `<Name>.cells.yml`.
    public static let library = MappingShape(
        name: "library", doc: "A CellGen cell library: cells and header views that several screens show.",
        keys: [
            KeyShape(
                "library", .text, "The library's name (UpperCamelCase), which is the file's name before .cells.yml."),
            KeyShape(
                "list", .choice(of: ListKind.self),
                "The kind of list its screens are: table (the default) or collection."),
            KeyShape(
                "access", .choice(of: AccessLevel.self),
                "The access level of its generated code; at least that of every screen that uses it."),
            KeyShape(
                "bundle", .choice(of: BundleChoice.self),
                "Where nibs are loaded from: class (the default), module or main."),
            KeyShape(
                "environment", fields,
                "Values its cells and header views are configured with, passed by each screen from its own: name -> Swift type."
            ),
            KeyShape(
                "cells", .anyOf([.dictionary(.anyOf([.mapping(libraryCell), .null])), .null]),
                "The library's cells, by name; screens bind their actions."),
            KeyShape("headers", headers, "Header and footer views, by name."),
        ],
        required: ["library"], requiresOneOf: ["cells", "headers"])

    /// `cellgen.yml`: settings for every spec of a target.
    public static let configuration = MappingShape(
        name: "configuration", doc: "cellgen.yml: settings for every spec of a target.",
        keys: [
            KeyShape("access", .choice(of: AccessLevel.self), "The access level of specs that do not set one."),
            KeyShape(
                "bundle", .choice(of: BundleChoice.self),
                "Where nibs and titles are loaded from, for specs that do not say."),
            KeyShape("dispatch", .mapping(dispatch), "How actions reach the team's code, for specs that do not say."),
            KeyShape(
                "models", .choice(of: ModelsFile.self),
                "separate: view-models, inputs, actions and handler protocols in a UIKit-free <Screen>+Models.swift."),
            KeyShape(
                "modelsModule", .text,
                "The module the +Models.swift files are compiled in (written by `generate --models-only`); screens import it."),
            KeyShape(
                "deploymentTarget", .text,
                "The oldest iOS the target runs on (15 unless given): what needs a later iOS is a lint warning."),
            KeyShape("templates", .text, "A folder of template overrides, relative to this file."),
            KeyShape(
                "header", .list(.text, minimumCount: 0),
                "Comment lines put after the fixed header of every generated file."),
        ])

    /// `name: SwiftType` entries: fields, a section's context, the environment.
    static let fields = ValueShape.anyOf([.dictionary(.swiftType), .null])

    /// Views by name; `Splitter:` (null) is a view with every default.
    static let cells = ValueShape.anyOf([.dictionary(.anyOf([.mapping(cell), .null])), .null])
    static let headers = ValueShape.anyOf([.dictionary(.anyOf([.mapping(header), .null])), .null])

    /// A cell.
    static let cell = MappingShape(
        name: "cell", doc: "A cell: its class, the fields of its view-model, its events and how its rows are selected.",
        keys: viewKeys(of: "cell") + [
            KeyShape("identity", .list(.text, minimumCount: 0), "The fields that identify a row across updates."),
            KeyShape("select", .text, "The action selecting its rows sends (a row's own select replaces it)."),
            KeyShape("events", events, "What the cell sends: event -> payload Swift type, or ~ for none."),
            KeyShape(
                "selectable", .anyOf([.bool, .text]),
                "Whether its rows highlight and can be selected: true, false, or a Bool field."),
            KeyShape("swipe", .mapping(swipe), "Swipe actions of its rows: { leading: [...], trailing: [...] }."),
            KeyShape("menu", .names, "The context menu of its rows: a list of actions."),
        ] + behaviourCellKeys + offerConditionKeys + systemCellKeys + swiftUICellKeys)

    /// A library's cell, as the schema shows it: a screen's cell whose `select`, `swipe` and
    /// `menu` take no value, because a library declares no actions (the spec reader says to bind
    /// them on the rows of the screens that use the cell).
    static let libraryCell = MappingShape(
        name: "libraryCell",
        doc:
            "A cell of a library: its class, the fields of its view-model and its events; screens bind its actions on their rows.",
        keys: cell.keys.map { key in
            ["select", "swipe", "menu", "when", "unless", "appear", "disappear", "prefetch"].contains(key.name)
                ? KeyShape(key.name, .rejected, "A library declares no actions: bind it on a screen's row.") : key
        })

    /// A header or footer view.
    static let header = MappingShape(
        name: "header", doc: "A header or footer view: its class, the fields of its view-model and its events.",
        keys: viewKeys(of: "view") + [
            KeyShape("events", events, "What the view sends: event -> payload Swift type, or ~ for none.")
        ])

    /// The keys cells and header views share.
    private static func viewKeys(of kind: String) -> [KeyShape] {
        [
            KeyShape(
                "class", .text, "The team's \(kind) class (defaults to the name + \(kind == "cell" ? "Cell" : "View"))."
            ),
            KeyShape("fields", fields, "The view-model's fields: name -> Swift type."),
            KeyShape("height", height, "automatic (the default), a number of points, or { estimated: points }."),
            // A header view cannot be a storyboard prototype.
            kind == "cell"
                ? KeyShape(
                    "register", .choice(of: Registration.self),
                    "How the cell is registered: class (the default), nib or storyboard.")
                : KeyShape(
                    "register", .choice(Registration.allCases.filter { $0 != .storyboard }.map(\.rawValue)),
                    "How the view is registered: class (the default) or nib."),
            KeyShape("bundle", .choice(of: BundleChoice.self), "Where its nib is loaded from."),
        ]
    }

    static let events = ValueShape.anyOf([.dictionary(.anyOf([.swiftType, .null])), .null])

    static let height = ValueShape.anyOf([
        .points(allowsZero: false), .choice(["automatic"]), .mapping(estimatedHeight), .mapping(fieldHeight),
    ])

    static let fieldHeight = MappingShape(
        name: "fieldHeight", doc: "A row's height from one of its cell's fields (tables, and layout: flow).",
        keys: [KeyShape("field", .text, "A Double, CGFloat or Int field: the row's height, in points.")],
        required: ["field"])

    static let estimatedHeight = MappingShape(
        name: "estimatedHeight", doc: "A height the view refines by sizing itself.",
        keys: [KeyShape("estimated", .points(allowsZero: false), "The estimated height, in points.")],
        required: ["estimated"])

    static let swipe = MappingShape(
        name: "swipe", doc: "Swipe actions: the first of each edge is the one a full swipe performs.",
        keys: [
            KeyShape("leading", .names, "The actions a swipe from the leading edge reveals."),
            KeyShape("trailing", .names, "The actions a swipe from the trailing edge reveals."),
        ], requiresOneOf: ["leading", "trailing"])

    static let action = MappingShape(
        name: "action", doc: "An action in its long form; a swipe or menu action needs a title.",
        keys: [
            KeyShape("doc", .text, "The doc comment of the action's handler method."),
            KeyShape("title", .text, "Its title in swipe actions and menus (localized)."),
            KeyShape("image", .text, "An SF Symbol name for swipe actions and menus."),
            KeyShape("style", .choice(of: ActionStyle.self), "normal (the default) or destructive."),
        ], required: ["doc"])

    static let dispatch = MappingShape(
        name: "dispatch", doc: "How actions are delivered; at least one of the three stays on.",
        keys: [
            KeyShape("handler", .bool, "An ActionHandler protocol and the data source's handler (default true)."),
            KeyShape("closures", .bool, "One closure property per action on the data source (default false)."),
            KeyShape(
                "selectors", .choice(of: SelectorStyle.self),
                "Selectors up the responder chain: screen (the default), shared or none."),
        ])
}
