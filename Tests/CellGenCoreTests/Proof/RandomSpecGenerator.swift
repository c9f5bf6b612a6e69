import CellGenCore

/// Writes random valid specs from a seed: every key of the spec language, both list kinds, all
/// registrations and heights, events with and without payloads, header views and titles,
/// repeated and optional rows, row-level selection, repeated sections keyed by their context,
/// whenEmpty, contexts and actions, collection layouts (lists, grids, carousels, flow) and table
/// styles, and the interactions: swipe actions (in tables and list sections) and context menus
/// (a cell's, and a row's own or none),
/// actions in their long form, loadMore, refresh, dispatch and a view's own nib bundle,
/// with names drawn from pools full of Swift keywords, names of standard edit actions and
/// generated members, and hostile title text. Each spec is valid by construction (names unique
/// where they must be, one action per sending place, every declaration used, each swipe or menu
/// action titled and sent with one section context), so any error the validator reports, or any
/// compile error in its output, is a CellGen bug.
struct RandomSpecGenerator {
    private var random: SplitMix64

    init(seed: UInt64) {
        random = SplitMix64(seed: seed)
    }

    /// Lowercase names for fields, events, rows, sections and actions: keywords that backticks
    /// make legal, names generated code uses for its own locals, and plain ones.
    static let memberNames = [
        "class", "default", "for", "in", "init", "throw", "catch", "where", "repeat", "return", "struct",
        "func", "import", "case", "switch", "while", "guard", "do", "else", "if", "is", "try", "extension",
        "protocol", "operator", "subscript", "static", "public", "private", "internal", "fileprivate", "open",
        "description", "type", "hasher", "tableView", "collectionView", "indexPath", "cell", "item", "row",
        "section", "events", "viewModel", "identifier", "value", "title", "text", "count", "id", "isOn", "url",
    ]
    /// UpperCamelCase names for cells and header views.
    static let typeNames = [
        "Class", "Default", "For", "Where", "Return", "Title", "Button", "Toggle", "Avatar", "Banner", "Product",
        "Cell", "View", "Item", "Row", "Input", "Builder", "Event", "Selector", "Handler", "Image", "Value",
    ]
    static let fieldTypes = [
        "String", "String?", "Int", "Int?", "Bool", "Double", "URL?", "Date", "UUID", "[String]", "[String: Int]",
        "Set<Int>", "[[String]]?", "Decimal", "Character", "UInt8",
    ]
    /// Names for swipe and menu actions: what such actions are called, including the standard
    /// edit actions of `UIResponder` (`delete`, `copy`, ...), which only `selectors: shared` forbids.
    static let offeredActionNames = [
        "delete", "copy", "cut", "paste", "select", "selectAll", "find", "print", "rename", "duplicate", "move", "export",
        "archive", "share", "pin", "flag", "reply", "markRead", "favorite", "hide", "report", "swipe", "menu", "contextMenu",
    ]
    /// Names for `loadMore` and `refresh` actions, some of them members the data source has.
    static let pagingActionNames = [
        "loadMore", "loadNextPage", "reload", "refresh", "refreshControl", "fetch", "apply", "snapshot", "handler",
        "router", "delegate", "sections", "closures", "send",
    ]
    /// The selectors of `UIResponderStandardEditActions` and the other edit commands UIKit sends
    /// to the first responder: with `selectors: shared`, no action may be named like one.
    static let standardEditActions = StandardEditActions.selectorNames
    /// An action that takes no values (a `refresh`, a `loadMore` of a section without context)
    /// may not be named like a view controller's member (`tableView()` beside `var tableView`):
    /// CellGen rejects it (the ParameterlessHandlers fixture), and these specs must be accepted.
    static let scaffoldMembers = GeneratedNames.viewControllerMembers
    /// SF Symbol names for the `image` of swipe and menu actions.
    static let symbolNames = [
        "trash", "archivebox", "envelope.open", "star.fill", "square.and.arrow.up", "pin.slash", "flag.checkered",
        "arrowshape.turn.up.left", "info.circle", "doc.on.doc",
    ]
    /// A collection screen's `layout`: "" for the default (a plain list).
    static let screenLayouts = [
        "", "list", "{ list: insetGrouped }", "{ list: sidebar }", "{ grid: { columns: 3, spacing: 2 } }", "{ grid: { minWidth: 110 } }",
        "{ carousel: { width: 0.8, spacing: 8 } }", "{ carousel: { width: 240 } }", "flow",
    ]
    static let titlePieces = [
        "Plain", "\"quoted\"", "back\\slash", "\\(interpolation)", "#\"raw\"#", "*/", "/*", "tab\there", "line\nbreak",
        "cr\rreturn", "ünïcode", "кириллица", "🧪", "\"\"\"", "'single'", "#", "%", "{ }", "[ ]", ": colon",
    ]

    mutating func spec(named screen: String) -> String {
        var names = UniqueNames()
        var yaml = "screen: \(screen)\n"
        let collection = random.chance(0.4)
        if collection { yaml += "list: collection\n" }
        // A collection's layout: the default list, another list, a grid, a carousel or v1's flow
        // layout; a table's style.
        let screenLayout = collection ? Self.screenLayouts[random.below(Self.screenLayouts.count)] : ""
        let isFlow = screenLayout == "flow"
        let screenIsList = screenLayout.isEmpty || screenLayout.contains("list")
        if !screenLayout.isEmpty { yaml += "layout: \(screenLayout)\n" }
        if !collection, random.chance(0.5) { yaml += "style: \(["plain", "grouped", "insetGrouped"][random.below(3)])\n" }
        yaml += ["", "access: internal\n", "access: package\n", "access: public\n"][random.below(4)]
        yaml += "imports: [Foundation]\n"
        if random.chance(0.3) {
            let environment = fieldList(count: 1 + random.below(2), names: &names, scope: "environment")
            yaml += "environment: { \(environment.map { "\($0.name): \"\($0.type)\"" }.joined(separator: ", ")) }\n"
        }
        yaml += ["", "bundle: class\n", "bundle: main\n"][random.below(3)]
        // `dispatch`, some keys of it, never all three off. With shared selectors, a selector is
        // the action's own name, so no action is named like a standard edit action.
        var sharedSelectors = false
        if random.chance(0.35) {
            var handler: Bool? = random.chance(0.5) ? random.chance(0.4) : nil
            var closures: Bool? = random.chance(0.5) ? random.chance(0.6) : nil
            let selectors: String? = random.chance(0.6) ? ["screen", "shared", "shared", "none"][random.below(4)] : nil
            if handler == nil, closures == nil, selectors == nil { handler = false }
            if handler == false, closures != true, selectors == "none" { closures = true }
            sharedSelectors = selectors == "shared"
            let keys = [handler.map { "handler: \($0)" }, closures.map { "closures: \($0)" }, selectors.map { "selectors: \($0)" }]
            yaml += "dispatch: { \(keys.compactMap { $0 }.joined(separator: ", ")) }\n"
        }

        var actions: [String] = []
        /// The actions a swipe or menu lists: they need a title, and may have an image and a style.
        var offeredActions: Set<String> = []
        func newAction(from pool: [String] = Self.memberNames, payloadless: Bool = false) -> String {
            let pool = pool.filter {
                !(sharedSelectors && Self.standardEditActions.contains($0)) && !(payloadless && Self.scaffoldMembers.contains($0))
            }
            let name = names.unique(pool[random.below(pool.count)], among: "action")
            actions.append(name)
            return name
        }
        if random.chance(0.25) {
            yaml += "refresh: \(newAction(from: random.chance(0.5) ? Self.pagingActionNames : Self.memberNames, payloadless: true))\n"
        }

        struct CellPlan {
            var name: String; var canRepeat: Bool; var events: [String]; var select: String?; var unselectable: Bool
            /// Whether the cell lists swipe or menu actions, which carry the context of the section a row is in.
            var offers: Bool
            /// Whether it offers swipe actions, which a collection shows only in list sections.
            var swipes = false
        }
        var cells: [CellPlan] = []
        yaml += "cells:\n"
        for _ in 0..<(1 + random.below(5)) {
            let name = names.unique(Self.typeNames[random.below(Self.typeNames.count)], among: "view")
            yaml += "  \(name):\n    class: \(screen)\(name)Cell\n"
            var fields = fieldList(count: random.below(5), names: &names, scope: "field \(name)")
            // A field named `id` is the view-model's id, so it must be the whole identity. Rows
            // repeat only where something short of all fields identifies them (lint warns else).
            let hasIDField = fields.contains { $0.name == "id" }
            var identified = hasIDField || fields.count == 1
            var identity = hasIDField ? ["id"] : fields.prefix(1).map(\.name)
            var identityLine = ""
            if hasIDField {
                if random.chance(0.5) { identityLine = "    identity: [id]\n" }
            } else if !fields.isEmpty, random.chance(0.6) {
                if fields.count > 2 && random.chance(0.5) { identity.append(fields[1].name) }
                identityLine = "    identity: [\(identity.joined(separator: ", "))]\n"
                identified = true
            }
            // Repeated rows whose identity fields are all optional would share one id when they
            // are nil (lint warns): the first identity field of a cell that can repeat is not
            // optional. Only its type changes, so every draw stays as it was.
            if identified, let first = fields.firstIndex(where: { identity.contains($0.name) }),
                fields.allSatisfy({ !identity.contains($0.name) || $0.type.hasSuffix("?") })
            {
                fields[first].type.removeLast()
            }
            yaml += fields.isEmpty ? "" : "    fields: { \(fields.map { "\($0.name): \"\($0.type)\"" }.joined(separator: ", ")) }\n"
            yaml += identityLine
            var events: [String] = []
            if random.chance(0.5) {
                events = (0..<(1 + random.below(2))).map { _ in
                    names.unique(Self.memberNames[random.below(Self.memberNames.count)], among: "event \(name)")
                }
                let payloads = events.map { "\($0): \(random.chance(0.5) ? "~" : "\"\(Self.fieldTypes[random.below(Self.fieldTypes.count)])\"")" }
                yaml += "    events: { \(payloads.joined(separator: ", ")) }\n"
            }
            let select = random.chance(0.4) ? newAction() : nil
            var unselectable = false
            let booleanField = fields.first { $0.type == "Bool" }?.name
            if let select {
                yaml += "    select: \(select)\n"
                if let booleanField, random.chance(0.5) { yaml += "    selectable: \(booleanField)\n" }
            } else if random.chance(0.3) {
                unselectable = random.chance(0.5)
                yaml += "    selectable: \(!unselectable)\n"
            }
            // Swipe actions (tables only) and a context menu: new actions, the cell's own
            // selection, or one the cell already lists at another edge or in the menu.
            var offered: [String] = []
            func offeredList() -> String {
                var list: [String] = []
                for _ in 0..<(1 + random.below(3)) {
                    let action: String
                    if let select, random.chance(0.25) {
                        action = select
                    } else if !offered.isEmpty, random.chance(0.3) {
                        action = offered[random.below(offered.count)]
                    } else {
                        action = newAction(from: random.chance(0.7) ? Self.offeredActionNames : Self.memberNames)
                    }
                    // Each action at most once per edge or menu.
                    if !list.contains(action) { list.append(action) }
                    if !offered.contains(action) { offered.append(action) }
                }
                offeredActions.formUnion(list)
                return "[\(list.joined(separator: ", "))]"
            }
            let swipes = !isFlow && random.chance(0.3)
            if swipes {
                var edges: [String] = []
                let leading = random.chance(0.6)
                if leading { edges.append("leading: \(offeredList())") }
                if !leading || random.chance(0.6) { edges.append("trailing: \(offeredList())") }
                yaml += "    swipe: { \(edges.joined(separator: ", ")) }\n"
            }
            if random.chance(0.3) { yaml += "    menu: \(offeredList())\n" }
            yaml += ["", "    height: automatic\n", "    height: 44\n", "    height: { estimated: 72.5 }\n"][random.below(4)]
            // Collections register with CellRegistration, which storyboard prototypes cannot use.
            let register = ["", "class", "nib", "storyboard"][random.below(collection ? 3 : 4)]
            if !register.isEmpty { yaml += "    register: \(register)\n" }
            if register == "nib", random.chance(0.5) { yaml += "    bundle: \(random.chance(0.5) ? "class" : "main")\n" }
            cells.append(CellPlan(name: name, canRepeat: identified, events: events, select: select, unselectable: unselectable,
                                  offers: !offered.isEmpty, swipes: swipes))
        }

        // Cells with a `select` action are shown in one section only: the action carries that
        // section's context, and one action carries one context. Cells with swipe or menu
        // actions may show in other sections too, when neither has a context.
        let sectionCount = min(cells.count, 1 + random.below(4))
        let home = cells.indices.map { $0 < sectionCount ? $0 : random.below(sectionCount) }
        let contextual = (0..<sectionCount).map { _ in random.chance(0.3) }

        var headers: [String] = []
        for _ in 0..<random.below(min(3, sectionCount + 1)) {
            // `Title` would be the case `title` of `Supplementary`, which fixed titles use.
            let name = names.unique(Self.typeNames.filter { $0 != "Title" }[random.below(Self.typeNames.count - 1)], among: "view")
            if headers.isEmpty { yaml += "headers:\n" }
            let fields = fieldList(count: 1 + random.below(3), names: &names, scope: "field \(name)")
            yaml += "  \(name):\n    class: \(screen)\(name)View\n"
            yaml += "    fields: { \(fields.map { "\($0.name): \"\($0.type)\"" }.joined(separator: ", ")) }\n"
            switch random.below(3) {
            case 1: yaml += "    height: 30\n"
            case 2: yaml += "    register: nib\n" + (random.chance(0.5) ? "    bundle: \(random.chance(0.5) ? "class" : "main")\n" : "")
            default: break
            }
            headers.append(name)
        }

        yaml += "sections:\n"
        var unusedHeaders = headers
        // A plain row of a section that is not repeated is always there: then an empty state
        // could never show (lint warns), so the spec gets none.
        var alwaysShown = false
        for index in 0..<sectionCount {
            let id = names.unique(Self.memberNames[random.below(Self.memberNames.count)], among: "section")
            yaml += "  - id: \(id)\n"
            let repeated = random.chance(0.2)
            if repeated { yaml += "    repeated: true\n" }
            var context = contextual[index] ? fieldList(count: 1 + random.below(2), names: &names, scope: "context \(id)") : []
            // Written once the identity is drawn (below), which must not be optional.
            let contextOffset = yaml.utf8.count
            // A title from the context needs a String or String? field of it.
            let titleField = context.first { $0.type == "String" || $0.type == "String?" }?.name
            if let header = unusedHeaders.popLast() ?? (random.chance(0.3) ? headers.randomElement(using: &random) : nil) {
                yaml += "    header: { view: \(header) }\n"
            } else if let titleField, random.chance(0.5) {
                yaml += "    header: { title: \(titleField) }\n"
            } else if random.chance(0.6) {
                yaml += "    header: \(quoted(title()))\n"
            }
            if let titleField, random.chance(0.3) {
                yaml += "    footer: { title: \(titleField) }\n"
            } else if random.chance(0.4) {
                yaml += "    footer: \(quoted(title()))\n"
            }
            // A repeated section with a context is identified by it (without, lint warns), and
            // not by an optional field alone (sections whose field is nil would share one id,
            // and lint warns): the drawn field's type loses its `?`, so every draw stays as it was.
            if repeated, !context.isEmpty {
                let chosen = context.map(\.name).filter { _ in random.chance(0.6) }.first ?? context[0].name
                if let field = context.firstIndex(where: { $0.name == chosen }), context[field].type.hasSuffix("?") {
                    context[field].type.removeLast()
                }
                yaml += "    identity: [\(chosen)]\n"
            }
            if !context.isEmpty {
                let line = "    context: { \(context.map { "\($0.name): \"\($0.type)\"" }.joined(separator: ", ")) }\n"
                yaml.insert(contentsOf: line, at: yaml.utf8.index(yaml.utf8.startIndex, offsetBy: contextOffset))
            }
            if random.chance(0.3) { yaml += "    whenEmpty: \(random.chance(0.5) ? "show" : "hide")\n" }
            // Paging: an action of its own, sent by nothing else.
            if random.chance(0.25) {
                let action = newAction(from: random.chance(0.5) ? Self.pagingActionNames : Self.memberNames, payloadless: context.isEmpty)
                yaml += random.chance(0.4) ? "    loadMore: \(action)\n"
                    : "    loadMore: { action: \(action)\(random.chance(0.8) ? ", distance: \(1 + random.below(20))" : "") }\n"
            }
            yaml += "    rows:\n"
            let shown = cells.indices.filter {
                home[$0] == index
                    || (cells[$0].select == nil && (!cells[$0].offers || !contextual[home[$0]] && !contextual[index]) && random.chance(0.3))
            }
            // A row without an id is named after its cell: keep ids clear of those names.
            for cell in cells { names.reserve(SwiftIdentifier.lowerCamelFirst(cell.name), among: "row \(id)") }
            for cell in shown {
                for copy in 0..<(1 + (random.chance(0.2) ? 1 : 0)) {
                    var row = "cell: \(cells[cell].name)"
                    if copy > 0 || random.chance(0.3) {
                        row += ", id: \(names.unique(Self.memberNames[random.below(Self.memberNames.count)], among: "row \(id)"))"
                    }
                    // A cell without fields cannot repeat: its rows would all be equal.
                    if cells[cell].canRepeat, random.chance(0.4) {
                        row += ", repeated: true"
                    } else if random.chance(0.3) {
                        row += ", optional: true"
                    } else if !repeated {
                        alwaysShown = true
                    }
                    // A row's own selection: a new action, or none on a second copy of a cell
                    // whose own action the first copy still sends.
                    if copy > 0, cells[cell].select != nil, random.chance(0.5) {
                        row += ", select: ~"
                    } else if cells[cell].select == nil, !cells[cell].unselectable, random.chance(0.2) {
                        row += ", select: \(newAction())"
                    }
                    // A row's own swipe and menu: none on a second copy of a cell whose first copy
                    // still offers the cell's, or a menu of a new action on a cell without any.
                    if copy > 0, cells[cell].offers, random.chance(0.4) {
                        row += random.chance(0.5) ? ", menu: ~" : ", swipe: ~"
                    } else if !cells[cell].offers, random.chance(0.15) {
                        let action = newAction(from: Self.offeredActionNames)
                        offeredActions.insert(action)
                        row += ", menu: [\(action)]"
                    }
                    let bound = cells[cell].events.filter { _ in random.chance(0.7) }
                    if !bound.isEmpty {
                        row += ", on: { \(bound.map { "\($0): \(newAction())" }.joined(separator: ", ")) }"
                    }
                    yaml += "      - { \(row) }\n"
                }
            }
            // A mixed slot of two or three of the section's cells, in input order.
            let listed = Array(shown.prefix(1 + random.below(3)))
            if listed.count > 1, random.chance(0.5) {
                // Named apart from the pools, so its rows' cases (slot + cell) meet no other row's.
                let slot = names.unique("slot", among: "slots")
                for cell in listed { names.reserve(slot + SwiftIdentifier.upperCamelFirst(cells[cell].name), among: "row \(id)") }
                var row = "id: \(slot), cells: [\(listed.map { cells[$0].name }.joined(separator: ", "))]"
                // A cell without fields cannot repeat: its elements would all be equal.
                if listed.allSatisfy({ cells[$0].canRepeat }), random.chance(0.6) {
                    row += ", repeated: true"
                } else if random.chance(0.4) {
                    row += ", optional: true"
                } else if !repeated {
                    alwaysShown = true
                }
                // An event that only one listed cell declares, so its action has one payload.
                let events = listed.flatMap { cells[$0].events }
                let unique = events.filter { event in events.filter { $0 == event }.count == 1 }
                if let event = unique.first, random.chance(0.6) { row += ", on: { \(event): \(newAction()) }" }
                yaml += "      - { \(row) }\n"
            }
            // Its own layout (written after its rows: key order does not matter): a list where a
            // cell offers swipe actions, else now and then another kind.
            if collection, !isFlow {
                if shown.contains(where: { cells[$0].swipes }) {
                    if !screenIsList || random.chance(0.3) { yaml += "    layout: { list: \(["plain", "grouped", "insetGrouped", "sidebar"][random.below(4)]) }\n" }
                } else if random.chance(0.4) {
                    yaml += "    layout: \(Self.screenLayouts.filter { !$0.isEmpty && $0 != "flow" }.randomElement(using: &random) ?? "list")\n"
                }
            }
        }
        if !alwaysShown, random.chance(0.6) {
            if let header = headers.first, random.chance(0.5) {
                yaml += "empty: { view: \(header) }\n"
            } else {
                yaml += "empty: \(quoted(title()))\n"
            }
        }
        if !actions.isEmpty {
            yaml += "actions:\n" + actions.map { "  \($0): \(declaration(shown: offeredActions.contains($0)))\n" }.joined()
        }
        return yaml
    }

    private mutating func fieldList(count: Int, names: inout UniqueNames, scope: String) -> [(name: String, type: String)] {
        (0..<count).map { _ in
            (names.unique(Self.memberNames[random.below(Self.memberNames.count)], among: scope),
             Self.fieldTypes[random.below(Self.fieldTypes.count)])
        }
    }

    /// An action's doc, or its long form: with a title (and perhaps an image and a style) when
    /// a swipe or menu shows it, else now and then `{ doc }` alone (a title would only warn).
    private mutating func declaration(shown: Bool) -> String {
        guard shown else { return random.chance(0.15) ? "{ doc: \(quoted(title())) }" : quoted(title()) }
        var keys = ["doc: \(quoted(title()))", "title: \(quoted(title()))"]
        if random.chance(0.6) { keys.append("image: \(Self.symbolNames[random.below(Self.symbolNames.count)])") }
        if random.chance(0.6) { keys.append("style: \(random.chance(0.6) ? "destructive" : "normal")") }
        return "{ \(keys.joined(separator: ", ")) }"
    }

    private mutating func title() -> String {
        (0..<(1 + random.below(3))).map { _ in Self.titlePieces[random.below(Self.titlePieces.count)] }.joined(separator: " ")
    }

    /// A YAML double-quoted scalar holding exactly `text`.
    private func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}

/// Names handed out once per scope; a taken name gets a number (`title2`).
struct UniqueNames {
    private var taken: [String: Set<String>] = [:]

    mutating func reserve(_ name: String, among scope: String) {
        taken[scope, default: []].insert(name)
    }

    mutating func unique(_ base: String, among scope: String) -> String {
        var name = base, number = 2
        while taken[scope, default: []].contains(name) {
            name = "\(base)\(number)"
            number += 1
        }
        reserve(name, among: scope)
        return name
    }
}

/// A small, fast, seedable generator (Steele, Lea and Flood's SplitMix64): the same seed gives
/// the same specs on every machine, unlike `SystemRandomNumberGenerator`.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func below(_ bound: Int) -> Int {
        Int(next() % UInt64(bound))
    }

    mutating func chance(_ probability: Double) -> Bool {
        Double(next() >> 11) / Double(1 << 53) < probability
    }
}
