/// Decodes the YAML tree of one spec into a `ScreenSpec`: the spec language's shape (keys,
/// kinds of node, scalar types). Names and references are checked later, by `SpecValidator`.
public struct SpecDecoder: Sendable {
    public init() {}

    public struct Decoded: Sendable {
        public var spec: ScreenSpec?
        public var diagnostics: Diagnostics
    }

    enum Keys {
        static let top = ["screen", "list", "layout", "style", "access", "uses", "imports", "bundle", "environment", "empty", "refresh", "dispatch", "cells", "headers", "sections", "actions"]
        static let cell = ["class", "fields", "identity", "select", "height", "register", "events", "selectable", "swipe", "menu", "bundle"]
        static let header = ["class", "fields", "height", "register", "bundle", "events"]
        static let section = ["id", "header", "footer", "repeated", "context", "identity", "whenEmpty", "loadMore", "layout", "rows"]
        static let row = ["cell", "cells", "id", "repeated", "optional", "select", "on", "swipe", "menu"]
    }

    public func decode(_ root: YAMLNode, file: String) -> Decoded {
        var decoding = NodeDecoding()
        // A screen that uses a cell library may have no cells of its own.
        let usesLibraries = root.mapping?.contains { $0.key == "uses" } == true
        guard let top = decoding.keyed(root, "the spec", allowed: Keys.top, required: usesLibraries ? ["screen", "sections"] : ["screen", "cells", "sections"])
        else { return Decoded(spec: nil, diagnostics: decoding.diagnostics) }

        let screen = top["screen"].flatMap { decoding.string($0, "'screen'") }
        let list = top["list"].flatMap { decoding.choice($0, "'list'", as: ListKind.self) }
        let layout = top["layout"].flatMap { decodeLayout($0, "the screen", &decoding) }
        let style = top["style"].flatMap { decoding.choice($0, "'style' (of the scaffolded table)", as: TableStyle.self) }
        let access = top["access"].flatMap { decoding.choice($0, "'access'", as: AccessLevel.self) }
        let imports = top["imports"].map { decoding.names($0, "'imports'") } ?? []
        let bundle = top["bundle"].flatMap { decoding.choice($0, "'bundle'", as: BundleChoice.self) }
        let environment = top["environment"].map { decoding.fields($0, "'environment'") } ?? []
        let empty = top["empty"].flatMap { decodeSupplementary($0, "'empty'", hasContext: false, &decoding) }
        let refresh = top["refresh"].flatMap { decoding.string($0, "'refresh' (the action pull to refresh sends)") }
        let dispatch = top["dispatch"].flatMap { Self.decodeDispatch($0, &decoding) }
        let uses = top["uses"].map { decoding.names($0, "'uses' (the cell libraries the screen uses)") } ?? []
        let cells = top["cells"].map { decodeCells($0, &decoding, allowsEmpty: usesLibraries) } ?? []
        let headers = top["headers"].map { decodeHeaders($0, &decoding) } ?? []
        let sections = top["sections"].map { decodeSections($0, &decoding) } ?? []
        let actions = top["actions"].map { decodeActions($0, &decoding) } ?? []

        guard let screen, !decoding.diagnostics.hasErrors else {
            return Decoded(spec: nil, diagnostics: decoding.diagnostics)
        }
        var spec = ScreenSpec(
            file: file, screen: screen, list: list, layout: layout, style: style, access: access, imports: imports, bundle: bundle, environment: environment, empty: empty,
            refresh: refresh, dispatch: dispatch, cells: cells, headers: headers, sections: sections, actions: actions)
        spec.uses = uses
        return Decoded(spec: spec, diagnostics: decoding.diagnostics)
    }

    /// `cells`; a library's may be empty when it declares header views.
    func decodeCells(_ node: YAMLNode, _ decoding: inout NodeDecoding, allowsEmpty: Bool = false) -> [CellSpec] {
        if allowsEmpty, node.scalar?.isNull == true { return [] }
        guard let entries = allowsEmpty ? decoding.mapping(node, "'cells'") : nonEmptyMapping(node, "'cells'", &decoding) else { return [] }
        return entries.compactMap { entry in
            let what = "cell '\(entry.key)'"
            guard let keyed = decoding.keyed(entry.value, what, allowed: Keys.cell, nullIsEmpty: true) else { return nil }
            let view = decodeView(keyed, what, &decoding)
            return CellSpec(
                name: Located(entry.key, at: entry.keyLocation),
                className: view.className, fields: view.fields,
                identity: keyed["identity"].map { decoding.names($0, "'identity' of \(what)") },
                select: keyed["select"].flatMap { decoding.string($0, "'select' of \(what)") },
                height: view.height, register: view.register,
                events: keyed["events"].map { decodeEvents($0, what, &decoding) } ?? [],
                selectable: keyed["selectable"].flatMap { decodeSelectable($0, what, &decoding) },
                swipe: keyed["swipe"].flatMap { decodeSwipe($0, what, &decoding) },
                menu: keyed["menu"].map { actionList($0, "'menu' of \(what)", &decoding) },
                bundle: view.bundle)
        }
    }

    /// `true`, `false`, or the name of a `Bool` field.
    private func decodeSelectable(_ node: YAMLNode, _ cell: String, _ decoding: inout NodeDecoding) -> Located<SelectableSpec>? {
        let what = "'selectable' of \(cell)"
        if let scalar = node.scalar, scalar.style == .plain, ["true", "false"].contains(scalar.text) {
            return decoding.bool(node, what).map { Located(.fixed($0.value), at: $0.location) }
        }
        return decoding.string(node, "\(what) (true, false or a Bool field)").map { Located(.field($0.value), at: $0.location) }
    }

    func decodeHeaders(_ node: YAMLNode, _ decoding: inout NodeDecoding) -> [HeaderSpec] {
        if node.scalar?.isNull == true { return [] }
        guard let entries = decoding.mapping(node, "'headers'") else { return [] }
        return entries.compactMap { entry in
            let what = "header '\(entry.key)'"
            guard let keyed = decoding.keyed(entry.value, what, allowed: Keys.header, nullIsEmpty: true) else { return nil }
            let view = decodeView(keyed, what, &decoding)
            return HeaderSpec(
                name: Located(entry.key, at: entry.keyLocation),
                className: view.className, fields: view.fields, height: view.height, register: view.register, bundle: view.bundle,
                events: keyed["events"].map { decodeEvents($0, what, &decoding) } ?? [])
        }
    }

    /// The keys cells and header views share.
    private func decodeView(
        _ keyed: KeyedEntries, _ what: String, _ decoding: inout NodeDecoding
    ) -> (className: Located<String>?, fields: [FieldSpec], height: Located<HeightSpec>?, register: Located<Registration>?,
          bundle: Located<BundleChoice>?) {
        (
            className: keyed["class"].flatMap { decoding.string($0, "'class' of \(what)") },
            fields: keyed["fields"].map { decoding.fields($0, "'fields' of \(what)") } ?? [],
            height: keyed["height"].flatMap { decodeHeight($0, what, &decoding) },
            register: keyed["register"].flatMap { decoding.choice($0, "'register' of \(what)", as: Registration.self) },
            bundle: keyed["bundle"].flatMap { decoding.choice($0, "'bundle' of \(what)", as: BundleChoice.self) }
        )
    }

    /// `automatic`, a number of points, or `{ estimated: points }`.
    private func decodeHeight(_ node: YAMLNode, _ owner: String, _ decoding: inout NodeDecoding) -> Located<HeightSpec>? {
        let what = "'height' of \(owner)"
        if node.mapping != nil {
            guard let keyed = decoding.keyed(node, what, allowed: ["estimated"], required: ["estimated"]),
                  let estimate = keyed["estimated"].flatMap({ decoding.points($0, "'estimated' of \(owner)") })
            else { return nil }
            return Located(.estimated(estimate), at: node.location)
        }
        if let scalar = node.scalar, scalar.style == .plain, scalar.text == "automatic" {
            return Located(.automatic, at: node.location)
        }
        if let scalar = node.scalar, scalar.style == .plain, scalar.text.first?.isNumber == true {
            return decoding.points(node, what).map { Located(.fixed($0), at: node.location) }
        }
        decoding.diagnostics.error(
            "\(what) must be 'automatic', a number of points or { estimated: points }, not \(node.kindDescription)",
            at: node.location)
        return nil
    }

    private func decodeEvents(_ node: YAMLNode, _ owner: String, _ decoding: inout NodeDecoding) -> [EventSpec] {
        if node.scalar?.isNull == true { return [] }
        guard let entries = decoding.mapping(node, "'events' of \(owner)") else { return [] }
        return entries.compactMap { entry in
            let name = Located(entry.key, at: entry.keyLocation)
            if entry.value.scalar?.isNull == true { return EventSpec(name: name, payload: nil) }
            guard let payload = decoding.swiftType(entry.value, "the payload type of event '\(entry.key)' (or ~ for none)")
            else { return nil }
            return EventSpec(name: name, payload: payload)
        }
    }

    private func decodeSections(_ node: YAMLNode, _ decoding: inout NodeDecoding) -> [SectionSpec] {
        guard let items = nonEmptySequence(node, "'sections'", &decoding) else { return [] }
        return items.enumerated().compactMap { index, item in
            let what = "section \(index + 1)"
            guard let keyed = decoding.keyed(item, what, allowed: Keys.section, required: ["id", "rows"]),
                  let id = keyed["id"].flatMap({ decoding.string($0, "'id' of \(what)") })
            else { return nil }
            let named = "section '\(id.value)'"
            return SectionSpec(
                location: item.location, id: id,
                header: keyed["header"].flatMap { decodeSupplementary($0, "'header' of \(named)", &decoding) },
                footer: keyed["footer"].flatMap { decodeSupplementary($0, "'footer' of \(named)", &decoding) },
                repeated: keyed["repeated"].flatMap { decoding.bool($0, "'repeated' of \(named)") },
                context: keyed["context"].map { decoding.fields($0, "'context' of \(named)") } ?? [],
                identity: keyed["identity"].map { decoding.names($0, "'identity' of \(named)") },
                whenEmpty: keyed["whenEmpty"].flatMap { decoding.choice($0, "'whenEmpty' of \(named)", as: WhenEmpty.self) },
                loadMore: keyed["loadMore"].flatMap { decodeLoadMore($0, named, &decoding) },
                layout: keyed["layout"].flatMap { decodeLayout($0, named, &decoding) },
                rows: keyed["rows"].map { decodeRows($0, named, &decoding) } ?? [])
        }
    }

    /// A fixed title, `{ view: HeaderName }` or, where there is a section context,
    /// `{ title: contextField }` (the validator refuses a field for the screen's `empty`, which
    /// has no context; the messages here offer only what can work).
    private func decodeSupplementary(
        _ node: YAMLNode, _ what: String, hasContext: Bool = true, _ decoding: inout NodeDecoding
    ) -> Located<SupplementarySpec>? {
        let forms = hasContext ? "{ view: HeaderName } or { title: contextField }" : "a title or { view: HeaderName }"
        if let entries = node.mapping {
            guard let keyed = decoding.keyed(node, what, allowed: ["view", "title", "on"]) else { return nil }
            if let view = keyed["view"], keyed["title"] == nil {
                let bindings = keyed["on"].map { decodeBindings($0, what, &decoding) } ?? []
                return decoding.string(view, "'view' of \(what)").map { Located(.view($0, on: bindings), at: node.location) }
            }
            if let on = keyed["on"], keyed["view"] == nil {
                decoding.diagnostics.error("'on' of \(what) binds the events of a header view; a title has none", at: on.location)
                return nil
            }
            if let title = keyed["title"], keyed["view"] == nil {
                return decoding.string(title, "'title' of \(what) (a field of the section's context)").map { Located(.field($0), at: node.location) }
            }
            let problem = entries.isEmpty ? "is empty" : "has both 'view' and 'title'"
            decoding.diagnostics.error("\(what) \(problem); give \(forms)", at: node.location)
            return nil
        }
        guard let title = node.scalar, !title.isNull else {
            let shapes = hasContext ? "a title, { view: HeaderName } or { title: contextField }" : "a title or { view: HeaderName }"
            decoding.diagnostics.error("\(what) must be \(shapes), not \(node.kindDescription)", at: node.location)
            return nil
        }
        return Located(.title(title.text), at: node.location)
    }

    private func decodeRows(_ node: YAMLNode, _ section: String, _ decoding: inout NodeDecoding) -> [RowSpec] {
        guard let items = nonEmptySequence(node, "'rows' of \(section)", &decoding) else { return [] }
        return items.enumerated().flatMap { index, item -> [RowSpec] in
            let what = "row \(index + 1) of \(section)"
            guard let keyed = decoding.keyed(item, what, allowed: Keys.row) else { return [] }
            var row = RowSpec(
                location: item.location, cell: Located("", at: item.location),
                id: keyed["id"].flatMap { decoding.string($0, "'id' of \(what)") },
                repeated: keyed["repeated"].flatMap { decoding.bool($0, "'repeated' of \(what)") },
                optional: keyed["optional"].flatMap { decoding.bool($0, "'optional' of \(what)") },
                select: nil,
                bindings: keyed["on"].map { decodeBindings($0, what, &decoding) } ?? [])
            row.swipe = keyed["swipe"].flatMap { node in
                Self.rowOverride(node) { decodeSwipe(node, what, &decoding) }
            }
            row.menu = keyed["menu"].flatMap { node in
                Self.rowOverride(node) { actionList(node, "'menu' of \(what)", &decoding) }
            }
            switch (keyed["cell"], keyed["cells"]) {
            case (let cell?, nil):
                guard let name = decoding.string(cell, "'cell' of \(what)") else { return [] }
                var single = row
                single.cell = name
                single.select = keyed["select"].flatMap { decodeRowSelect($0, what, &decoding) }
                return [single]
            case (nil, let cells?):
                return decodeSlot(row, cells: cells, select: keyed["select"], what, &decoding)
            case (.some, .some):
                decoding.diagnostics.error("\(what) has both 'cell' and 'cells'; a row shows one cell, or one of several ('cells')",
                                           at: item.location)
            case (nil, nil):
                decoding.diagnostics.error("\(what) needs 'cell' (one cell) or 'cells' (a mixed slot)", at: item.location)
            }
            return []
        }
    }

    /// `cells: [Message, Ad]`: one row per listed cell, sharing the slot. `select` is an action
    /// (or ~) for every listed cell, or `{ Cell: action }` for some of them.
    private func decodeSlot(
        _ row: RowSpec, cells node: YAMLNode, select: YAMLNode?, _ what: String, _ decoding: inout NodeDecoding
    ) -> [RowSpec] {
        let cells = decoding.names(node, "'cells' of \(what)")
        guard let id = row.id else {
            decoding.diagnostics.error("\(what) lists 'cells', so it needs an 'id': its input and cases are named after it",
                                       at: row.location)
            return []
        }
        if cells.isEmpty, node.sequence != nil {
            decoding.diagnostics.error("'cells' of \(what) must list at least one cell", at: node.location)
        }
        var selections: [String: Located<String?>] = [:]
        var selectKeys: [Located<String>] = []
        var shared: Located<String?>?
        if let select, let entries = select.mapping {
            for entry in entries {
                selectKeys.append(Located(entry.key, at: entry.keyLocation))
                selections[entry.key] = decodeRowSelect(entry.value, "'select' of cell '\(entry.key)' in \(what)", &decoding)
            }
        } else if let select {
            shared = decodeRowSelect(select, what, &decoding)
        }
        let slot = SlotSpec(location: row.location, id: id, cells: cells, selectKeys: selectKeys, events: row.bindings.map(\.event))
        return cells.map { cell in
            var element = row
            element.cell = cell
            element.id = nil
            element.slot = slot
            element.select = selections[cell.value] ?? shared
            return element
        }
    }

    /// A row's own `swipe` or `menu`: `~` turns its cell's off for the row (`.some(nil)`); nil
    /// when `decode` finds the value malformed (it has said why).
    private static func rowOverride<Value>(_ node: YAMLNode, decode: () -> Value?) -> Located<Value?>? {
        if node.scalar?.isNull == true { return Located(nil, at: node.location) }
        return decode().map { Located($0, at: node.location) }
    }

    /// An action name, or `~` for a row that is not selected.
    private func decodeRowSelect(_ node: YAMLNode, _ row: String, _ decoding: inout NodeDecoding) -> Located<String?>? {
        if node.scalar?.isNull == true { return Located(nil, at: node.location) }
        return decoding.string(node, "'select' of \(row) (an action, or ~ for none)").map { Located($0.value, at: $0.location) }
    }

    private func decodeBindings(_ node: YAMLNode, _ row: String, _ decoding: inout NodeDecoding) -> [BindingSpec] {
        guard let entries = decoding.mapping(node, "'on' of \(row)") else { return [] }
        return entries.compactMap { entry in
            decoding.string(entry.value, "the action for event '\(entry.key)'").map {
                BindingSpec(event: Located(entry.key, at: entry.keyLocation), action: $0)
            }
        }
    }

    private func decodeActions(_ node: YAMLNode, _ decoding: inout NodeDecoding) -> [ActionSpec] {
        if node.scalar?.isNull == true { return [] }
        guard let entries = decoding.mapping(node, "'actions'") else { return [] }
        return entries.compactMap { decodeAction($0, &decoding) }
    }

    private func nonEmptyMapping(_ node: YAMLNode, _ what: String, _ decoding: inout NodeDecoding) -> [YAMLMappingEntry]? {
        guard let entries = decoding.mapping(node, what) else { return nil }
        if entries.isEmpty { decoding.diagnostics.error("\(what) must not be empty", at: node.location) }
        return entries
    }

    private func nonEmptySequence(_ node: YAMLNode, _ what: String, _ decoding: inout NodeDecoding) -> [YAMLNode]? {
        guard let items = decoding.sequence(node, what) else { return nil }
        if items.isEmpty { decoding.diagnostics.error("\(what) must not be empty", at: node.location) }
        return items
    }
}
