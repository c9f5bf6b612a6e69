/// The rows of a section: one cell, or a mixed slot of several, with the row's own `select`,
/// `on:`, `swipe` and `menu`.
extension SpecDecoder {
    func decodeRows(_ node: YAMLNode, _ section: String, _ decoding: inout NodeDecoding) -> [RowSpec] {
        guard let items = decoding.sequence(node, "'rows' of \(section)", nonEmpty: true) else { return [] }
        return items.enumerated().flatMap { index, item -> [RowSpec] in
            let what = "row \(index + 1) of \(section)"
            guard let keyed = decoding.keyed(item, what, SpecGrammar.row) else { return [] }
            var row = RowSpec.Values(
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
            row.conditions = decodeConditions(keyed, what, &decoding)
            row.delete = keyed["delete"].flatMap { decoding.string($0, "'delete' of \(what) (an action)") }
            row.reorder = keyed["reorder"].flatMap { decoding.string($0, "'reorder' of \(what) (an action)") }
            row.bulk = keyed["bulk"].map { actionList($0, "'bulk' of \(what)", &decoding) } ?? []
            switch (keyed["cell"], keyed["cells"]) {
            case (let cell?, nil):
                guard let name = decoding.string(cell, "'cell' of \(what)") else { return [] }
                var single = row
                single.cell = name
                single.select = keyed["select"].flatMap { decodeRowSelect($0, what, &decoding) }
                guard let children = keyed["children"] else { return [RowSpec(single)] }
                return decodeOutline(parent: single, children: children, what, &decoding)
            case (nil, let cells?):
                if let children = keyed["children"] {
                    decoding.diagnostics.error(
                        "\(what) lists 'cells' and has 'children'; an outline's parent rows show one cell", at: children.location)
                }
                return decodeSlot(row, cells: cells, select: keyed["select"], what, &decoding)
            case (.some, .some):
                decoding.diagnostics.error(
                    "\(what) has both 'cell' and 'cells'; a row shows one cell, or one of several ('cells')",
                    at: item.location)
            case (nil, nil):
                decoding.diagnostics.error(
                    "\(what) needs 'cell' (one cell) or 'cells' (a mixed slot)", at: item.location)
            }
            return []
        }
    }

    /// `cells: [Message, Ad]`: one row per listed cell, sharing the slot. `select` is an action
    /// (or ~) for every listed cell, or `{ Cell: action }` for some of them.
    private func decodeSlot(
        _ row: RowSpec.Values, cells node: YAMLNode, select: YAMLNode?, _ what: String, _ decoding: inout NodeDecoding
    ) -> [RowSpec] {
        let cells = decoding.names(node, "'cells' of \(what)")
        guard let id = row.id else {
            decoding.diagnostics.error(
                "\(what) lists 'cells', so it needs an 'id': its input and cases are named after it",
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
                selections[entry.key] = decodeRowSelect(
                    entry.value, "'select' of cell '\(entry.key)' in \(what)", &decoding)
            }
        } else if let select {
            shared = decodeRowSelect(select, what, &decoding)
        }
        let slot = SlotSpec(
            location: row.location, id: id, cells: cells, selectKeys: selectKeys, events: row.bindings.map(\.event))
        return cells.map { cell in
            var element = row
            element.cell = cell
            element.id = nil
            element.slot = slot
            element.select = selections[cell.value] ?? shared
            return RowSpec(element)
        }
    }

    /// A row's own `swipe` or `menu`: `~` turns its cell's off for the row (`.some(nil)`); nil
    /// when `decode` finds the value malformed (it has said why).
    private static func rowOverride<Value>(_ node: YAMLNode, decode: () -> Value?) -> Located<Value?>? {
        if node.scalar?.isNull == true { return Located(nil, at: node.location) }
        return decode().map { Located($0, at: node.location) }
    }

    /// A row with `children`, then the rows under its rows: a cell's name, or a mapping of the row's
    /// keys that the rows under a parent may have. Both are rows of the section from then on.
    private func decodeOutline(parent: RowSpec.Values, children node: YAMLNode, _ what: String, _ decoding: inout NodeDecoding) -> [RowSpec] {
        let childWhat = "'children' of \(what)"
        var parent = parent
        var child = RowSpec.Values(
            location: node.location, cell: Located("", at: node.location), id: nil,
            repeated: Located(true, at: node.location), optional: nil, select: nil, bindings: [])
        child.outline = .child(parent: parent.resolvedID)
        guard node.mapping != nil else {
            guard let cell = decoding.string(node, "\(childWhat) (a cell's name, or a mapping)") else {
                return [RowSpec(parent)]
            }
            child.cell = cell
            parent.outline = .parent(children: node.location, expanded: nil)
            return [RowSpec(parent), RowSpec(child)]
        }
        guard let keyed = decoding.keyed(node, childWhat, SpecGrammar.childRow),
              let cell = keyed["cell"].flatMap({ decoding.string($0, "'cell' of \(childWhat)") })
        else { return [RowSpec(parent)] }
        child.cell = cell
        child.id = keyed["id"].flatMap { decoding.string($0, "'id' of \(childWhat)") }
        child.select = keyed["select"].flatMap { decodeRowSelect($0, childWhat, &decoding) }
        child.bindings = keyed["on"].map { decodeBindings($0, childWhat, &decoding) } ?? []
        child.swipe = keyed["swipe"].flatMap { swipe in Self.rowOverride(swipe) { decodeSwipe(swipe, childWhat, &decoding) } }
        child.menu = keyed["menu"].flatMap { menu in Self.rowOverride(menu) { actionList(menu, "'menu' of \(childWhat)", &decoding) } }
        child.outline = .child(parent: parent.resolvedID)
        let expanded = keyed["expanded"].flatMap { decoding.bool($0, "'expanded' of \(childWhat)") }
        parent.outline = .parent(children: node.location, expanded: expanded)
        return [RowSpec(parent), RowSpec(child)]
    }

    /// An action name, or `~` for a row that is not selected.
    private func decodeRowSelect(_ node: YAMLNode, _ row: String, _ decoding: inout NodeDecoding) -> Located<String?>? {
        if node.scalar?.isNull == true { return Located(nil, at: node.location) }
        return decoding.string(node, "'select' of \(row) (an action, or ~ for none)").map {
            Located($0.value, at: $0.location)
        }
    }

    func decodeBindings(_ node: YAMLNode, _ row: String, _ decoding: inout NodeDecoding) -> [BindingSpec] {
        guard let entries = decoding.mapping(node, "'on' of \(row)") else { return [] }
        return entries.compactMap { entry in
            decoding.string(entry.value, "the action for event '\(entry.key)'").map {
                BindingSpec(event: Located(entry.key, at: entry.keyLocation), action: $0)
            }
        }
    }
}
