/// The shapes of the interaction keys: `swipe`, `menu`, `loadMore`, `dispatch` and the long form
/// of an action.
extension SpecDecoder {
    func decodeSwipe(_ node: YAMLNode, _ cell: String, _ decoding: inout NodeDecoding) -> SwipeSpec? {
        let what = "'swipe' of \(cell)"
        guard let keyed = decoding.keyed(node, what, SpecGrammar.swipe) else { return nil }
        // A mapping of unknown keys only has had each key reported.
        if node.mapping?.isEmpty == true {
            decoding.diagnostics.error(
                "\(what) is empty; give 'leading', 'trailing' or both, each a list of actions", at: node.location)
            return nil
        }
        return SwipeSpec(
            location: node.location,
            leading: keyed["leading"].map { actionList($0, "'leading' of \(what)", &decoding) } ?? [],
            trailing: keyed["trailing"].map { actionList($0, "'trailing' of \(what)", &decoding) } ?? [])
    }

    /// A non-empty list of action names (`menu`, a swipe edge).
    func actionList(_ node: YAMLNode, _ what: String, _ decoding: inout NodeDecoding) -> [Located<String>] {
        let names = decoding.names(node, what)
        if names.isEmpty, node.sequence != nil {
            decoding.diagnostics.error("\(what) must list at least one action", at: node.location)
        }
        return names
    }

    /// `loadMore: action` or `{ action: name, distance: rows, at: top | bottom }`.
    func decodeLoadMore(_ node: YAMLNode, _ section: String, _ decoding: inout NodeDecoding) -> LoadMoreSpec? {
        let what = "'loadMore' of \(section)"
        guard node.mapping != nil else {
            if node.sequence != nil {
                decoding.diagnostics.error(
                    "\(what) must be an action or { action, distance }, not a list", at: node.location)
                return nil
            }
            return decoding.string(node, "\(what) (an action, or { action, distance })").map {
                LoadMoreSpec(action: $0, distance: nil, edge: nil)
            }
        }
        guard let keyed = decoding.keyed(node, what, SpecGrammar.loadMore),
            let action = keyed["action"].flatMap({ decoding.string($0, "'action' of \(what)") })
        else { return nil }
        let distance = keyed["distance"].flatMap {
            decoding.count(
                $0, "'distance' of \(what) (rows from the section's end)", maximum: SpecGrammar.maximumLoadMoreDistance)
        }
        let edge = keyed["at"].flatMap { decoding.choice($0, "'at' of \(what) (the end that pages)", as: PagingEdge.self) }
        return LoadMoreSpec(action: action, distance: distance, edge: edge)
    }

    /// `dispatch: { handler: Bool, closures: Bool, selectors: screen | shared | none }`, in a spec
    /// or in `cellgen.yml`.
    static func decodeDispatch(_ node: YAMLNode, _ decoding: inout NodeDecoding) -> DispatchSpec? {
        let what = "'dispatch'"
        guard let keyed = decoding.keyed(node, what, SpecGrammar.dispatch) else { return nil }
        return DispatchSpec(
            location: node.location,
            handler: keyed["handler"].flatMap { decoding.bool($0, "'handler' of \(what)") },
            closures: keyed["closures"].flatMap { decoding.bool($0, "'closures' of \(what)") },
            selectors: keyed["selectors"].flatMap {
                decoding.choice($0, "'selectors' of \(what)", as: SelectorStyle.self)
            })
    }

    /// `name: doc`, or `name: { doc, title, image, style }`.
    func decodeAction(_ entry: YAMLMappingEntry, _ decoding: inout NodeDecoding) -> ActionSpec? {
        let name = Located(entry.key, at: entry.keyLocation)
        let what = "action '\(entry.key)'"
        guard entry.value.mapping != nil else {
            return decoding.string(entry.value, "the doc comment of \(what) (or { doc, title, image, style })").map {
                ActionSpec(name: name, doc: $0)
            }
        }
        guard let keyed = decoding.keyed(entry.value, what, SpecGrammar.action),
            let doc = keyed["doc"].flatMap({ decoding.string($0, "'doc' of \(what)") })
        else { return nil }
        return ActionSpec(
            name: name, doc: doc,
            title: keyed["title"].flatMap { decoding.string($0, "'title' of \(what)") },
            image: keyed["image"].flatMap { decoding.string($0, "'image' of \(what) (an SF Symbol name)") },
            style: keyed["style"].flatMap { decoding.choice($0, "'style' of \(what)", as: ActionStyle.self) })
    }
}
