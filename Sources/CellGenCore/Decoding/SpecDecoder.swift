/// Decodes the YAML tree of one spec into a `ScreenSpec`: the spec language's shape (keys,
/// kinds of node, scalar types). Names and references are checked later, by `SpecValidator`.
public struct SpecDecoder: Sendable {
    public init() {}

    public struct Decoded: Sendable {
        public var spec: ScreenSpec?
        public var diagnostics: Diagnostics
    }

    public func decode(_ root: YAMLNode, file: String) -> Decoded {
        var decoding = NodeDecoding()
        // A screen that uses a cell library may have no cells of its own.
        let usesLibraries = root.mapping?.contains { $0.key == "uses" } == true
        guard let top = decoding.keyed(root, "the spec", SpecGrammar.screen)
        else { return Decoded(spec: nil, diagnostics: decoding.diagnostics) }

        let screen = top["screen"].flatMap { decoding.string($0, "'screen'") }
        let list = top["list"].flatMap { decoding.choice($0, "'list'", as: ListKind.self) }
        let layout = top["layout"].flatMap { decodeLayout($0, "the screen", &decoding) }
        let style = top["style"].flatMap {
            decoding.choice($0, "'style' (of the scaffolded table)", as: TableStyle.self)
        }
        let access = top["access"].flatMap { decoding.choice($0, "'access'", as: AccessLevel.self) }
        let imports = top["imports"].map { decoding.names($0, "'imports'") } ?? []
        let bundle = top["bundle"].flatMap { decoding.choice($0, "'bundle'", as: BundleChoice.self) }
        let environment = top["environment"].map { decoding.fields($0, "'environment'") } ?? []
        let empty = top["empty"].flatMap { decodeSupplementary($0, "'empty'", hasContext: false, &decoding) }
        let refresh = top["refresh"].flatMap { decoding.string($0, "'refresh' (the action pull to refresh sends)") }
        let dispatch = top["dispatch"].flatMap { Self.decodeDispatch($0, &decoding) }
        let selection = top["selection"].flatMap { decoding.choice($0, "'selection'", as: SelectionMode.self) }
        // Not empty: `uses` is what lets a screen leave out `cells`.
        let uses =
            top["uses"].map { decoding.names($0, "'uses' (the cell libraries the screen uses)", nonEmpty: true) } ?? []
        let cells = top["cells"].map { decodeCells($0, &decoding, allowsEmpty: usesLibraries) } ?? []
        let headers = top["headers"].map { decodeHeaders($0, &decoding) } ?? []
        let sections = top["sections"].map { decodeSections($0, &decoding) } ?? []
        let actions = top["actions"].map { decodeActions($0, &decoding) } ?? []

        guard let screen, !decoding.diagnostics.hasErrors else {
            return Decoded(spec: nil, diagnostics: decoding.diagnostics)
        }
        var spec = ScreenSpec(
            file: file, screen: screen, list: list, layout: layout, style: style, access: access, imports: imports,
            bundle: bundle, environment: environment, empty: empty,
            refresh: refresh, dispatch: dispatch, cells: cells, headers: headers, sections: sections, actions: actions)
        spec.uses = uses
        spec.selection = selection
        spec.keepsScrollPosition = top["keepsScrollPosition"].flatMap { decoding.bool($0, "'keepsScrollPosition'") }
        return Decoded(spec: spec, diagnostics: decoding.diagnostics)
    }

    /// `cells`; a library's may be empty when it declares header views.
    func decodeCells(_ node: YAMLNode, _ decoding: inout NodeDecoding, allowsEmpty: Bool = false) -> [CellSpec] {
        if allowsEmpty, node.scalar?.isNull == true { return [] }
        guard
            let entries = allowsEmpty ? decoding.mapping(node, "'cells'") : nonEmptyMapping(node, "'cells'", &decoding)
        else { return [] }
        return entries.compactMap { entry in
            let what = "cell '\(entry.key)'"
            guard let keyed = decoding.keyed(entry.value, what, SpecGrammar.cell, nullIsEmpty: true) else { return nil }
            let view = decodeView(keyed, what, &decoding)
            var cell = CellSpec.Values(
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
            cell.system = decodeSystemCell(keyed, what, &decoding)
            cell.swiftUI = decodeSwiftUICell(keyed, what, &decoding)
            cell.conditions = decodeConditions(keyed, what, &decoding)
            cell.behaviours = decodeBehaviours(keyed, what, &decoding)
            return CellSpec(cell)
        }
    }

    /// `true`, `false`, or the name of a `Bool` field.
    private func decodeSelectable(_ node: YAMLNode, _ cell: String, _ decoding: inout NodeDecoding) -> Located<
        SelectableSpec
    >? {
        let what = "'selectable' of \(cell)"
        if let scalar = node.scalar, scalar.style == .plain, ["true", "false"].contains(scalar.text) {
            return decoding.bool(node, what).map { Located(.fixed($0.value), at: $0.location) }
        }
        return decoding.string(node, "\(what) (true, false or a Bool field)").map {
            Located(.field($0.value), at: $0.location)
        }
    }

    func decodeHeaders(_ node: YAMLNode, _ decoding: inout NodeDecoding) -> [HeaderSpec] {
        if node.scalar?.isNull == true { return [] }
        guard let entries = decoding.mapping(node, "'headers'") else { return [] }
        return entries.compactMap { entry in
            let what = "header '\(entry.key)'"
            guard let keyed = decoding.keyed(entry.value, what, SpecGrammar.header, nullIsEmpty: true) else {
                return nil
            }
            let view = decodeView(keyed, what, &decoding)
            return HeaderSpec(
                name: Located(entry.key, at: entry.keyLocation),
                className: view.className, fields: view.fields, height: view.height, register: view.register,
                bundle: view.bundle,
                events: keyed["events"].map { decodeEvents($0, what, &decoding) } ?? [])
        }
    }

    /// The keys cells and header views share.
    private func decodeView(
        _ keyed: KeyedEntries, _ what: String, _ decoding: inout NodeDecoding
    ) -> (
        className: Located<String>?, fields: [FieldSpec], height: Located<HeightSpec>?,
        register: Located<Registration>?,
        bundle: Located<BundleChoice>?
    ) {
        (
            className: keyed["class"].flatMap { decoding.string($0, "'class' of \(what)") },
            fields: keyed["fields"].map { decoding.fields($0, "'fields' of \(what)") } ?? [],
            height: keyed["height"].flatMap { decodeHeight($0, what, &decoding) },
            register: keyed["register"].flatMap { decoding.choice($0, "'register' of \(what)", as: Registration.self) },
            bundle: keyed["bundle"].flatMap { decoding.choice($0, "'bundle' of \(what)", as: BundleChoice.self) }
        )
    }

    /// `automatic`, a number of points, or `{ estimated: points }`.
    private func decodeHeight(_ node: YAMLNode, _ owner: String, _ decoding: inout NodeDecoding) -> Located<HeightSpec>?
    {
        let what = "'height' of \(owner)"
        if node.mapping?.contains(where: { $0.key == "field" }) == true {
            guard let keyed = decoding.keyed(node, what, SpecGrammar.fieldHeight),
                let field = keyed["field"].flatMap({ decoding.string($0, "'field' of \(what)") })
            else { return nil }
            return Located(.field(field), at: node.location)
        }
        if node.mapping != nil {
            guard let keyed = decoding.keyed(node, what, SpecGrammar.estimatedHeight),
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
            "\(what) must be 'automatic', a number of points, { estimated: points } or { field: name }, not \(node.kindDescription)",
            at: node.location)
        return nil
    }

    private func decodeEvents(_ node: YAMLNode, _ owner: String, _ decoding: inout NodeDecoding) -> [EventSpec] {
        if node.scalar?.isNull == true { return [] }
        guard let entries = decoding.mapping(node, "'events' of \(owner)") else { return [] }
        return entries.compactMap { entry in
            let name = Located(entry.key, at: entry.keyLocation)
            if entry.value.scalar?.isNull == true { return EventSpec(name: name, payload: nil) }
            guard
                let payload = decoding.swiftType(
                    entry.value, "the payload type of event '\(entry.key)' (or ~ for none)")
            else { return nil }
            return EventSpec(name: name, payload: payload)
        }
    }

    private func decodeSections(_ node: YAMLNode, _ decoding: inout NodeDecoding) -> [SectionSpec] {
        guard let items = decoding.sequence(node, "'sections'", nonEmpty: true) else { return [] }
        return items.enumerated().compactMap { index, item in
            let what = "section \(index + 1)"
            guard let keyed = decoding.keyed(item, what, SpecGrammar.section),
                let id = keyed["id"].flatMap({ decoding.string($0, "'id' of \(what)") })
            else { return nil }
            let named = "section '\(id.value)'"
            var section = SectionSpec.Values(
                location: item.location, id: id,
                header: keyed["header"].flatMap { decodeSupplementary($0, "'header' of \(named)", &decoding) },
                footer: keyed["footer"].flatMap { decodeSupplementary($0, "'footer' of \(named)", &decoding) },
                repeated: keyed["repeated"].flatMap { decoding.bool($0, "'repeated' of \(named)") },
                context: keyed["context"].map { decoding.fields($0, "'context' of \(named)") } ?? [],
                identity: keyed["identity"].map { decoding.names($0, "'identity' of \(named)") },
                whenEmpty: keyed["whenEmpty"].flatMap {
                    decoding.choice($0, "'whenEmpty' of \(named)", as: WhenEmpty.self)
                },
                loadMore: keyed["loadMore"].flatMap { decodeLoadMore($0, named, &decoding) },
                layout: keyed["layout"].flatMap { decodeLayout($0, named, &decoding) },
                index: keyed["index"].flatMap { decodeSectionIndex($0, named, &decoding) },
                rows: keyed["rows"].map { decodeRows($0, named, &decoding) } ?? [])
            section.selection = keyed["selection"].flatMap {
                decoding.choice($0, "'selection' of \(named)", as: SelectionMode.self)
            }
            return SectionSpec(section)
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
            guard let keyed = decoding.keyed(node, what, SpecGrammar.supplementaryView) else { return nil }
            if let view = keyed["view"], keyed["title"] == nil {
                let bindings = keyed["on"].map { decodeBindings($0, what, &decoding) } ?? []
                return decoding.string(view, "'view' of \(what)").map {
                    Located(.view($0, on: bindings), at: node.location)
                }
            }
            if let on = keyed["on"], keyed["view"] == nil {
                decoding.diagnostics.error(
                    "'on' of \(what) binds the events of a header view; a title has none", at: on.location)
                return nil
            }
            if let title = keyed["title"], keyed["view"] == nil {
                return decoding.string(title, "'title' of \(what) (a field of the section's context)").map {
                    Located(.field($0), at: node.location)
                }
            }
            let problem = entries.isEmpty ? "is empty" : "has both 'view' and 'title'"
            decoding.diagnostics.error("\(what) \(problem); give \(forms)", at: node.location)
            return nil
        }
        guard let title = node.scalar, !title.isNull else {
            let shapes =
                hasContext
                ? "a title, { view: HeaderName } or { title: contextField }" : "a title or { view: HeaderName }"
            decoding.diagnostics.error("\(what) must be \(shapes), not \(node.kindDescription)", at: node.location)
            return nil
        }
        return Located(.title(title.text), at: node.location)
    }

    private func decodeActions(_ node: YAMLNode, _ decoding: inout NodeDecoding) -> [ActionSpec] {
        if node.scalar?.isNull == true { return [] }
        guard let entries = decoding.mapping(node, "'actions'") else { return [] }
        return entries.compactMap { decodeAction($0, &decoding) }
    }

    private func nonEmptyMapping(_ node: YAMLNode, _ what: String, _ decoding: inout NodeDecoding)
        -> [YAMLMappingEntry]?
    {
        guard let entries = decoding.mapping(node, what) else { return nil }
        if entries.isEmpty { decoding.diagnostics.error("\(what) must not be empty", at: node.location) }
        return entries
    }
}
