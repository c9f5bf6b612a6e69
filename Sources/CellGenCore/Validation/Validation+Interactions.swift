/// Swipe actions, context menus, `loadMore`, `refresh` and `dispatch`: their shapes on the
/// screen; which actions they send is checked with the other uses of actions.
extension Validation {
    /// The spec's `dispatch` over `cellgen.yml`'s, key by key, over the defaults.
    mutating func resolveDispatch() -> ActionDispatch {
        var dispatch = ActionDispatch()
        for layer in [defaults.dispatch, spec.dispatch].compactMap({ $0 }) {
            if let handler = layer.handler { dispatch.handler = handler.value }
            if let closures = layer.closures { dispatch.closures = closures.value }
            if let selectors = layer.selectors { dispatch.selectors = selectors.value }
        }
        if !dispatch.handler, !dispatch.closures, dispatch.selectors == .none {
            let location = spec.dispatch?.location ?? defaults.dispatch?.location
            diagnostics.error(
                "'dispatch' turns off the handler, the closures and the selectors; actions would reach no code, so keep at least one",
                at: location)
        }
        return dispatch
    }

    /// The swipe and menu actions of a cell, each listed once per edge or menu.
    mutating func resolveInteractions(of cell: CellSpec) -> RowInteractions {
        resolveInteractions(
            swipe: cell.swipe, menu: cell.menu, of: "cell '\(cell.name.value)'", reportsDuplicates: true)
    }

    /// A row's own `swipe` and `menu` in place of its cell's (`~`: none on this row). The rows
    /// of a slot share theirs, so only the first reports an action listed twice.
    mutating func resolveInteractions(
        of row: RowSpec, cell: Cell, named what: @autoclosure () -> String, reportsDuplicates: Bool
    ) -> RowInteractions {
        var interactions = cell.interactions
        let own = resolveInteractions(
            swipe: row.swipe?.value ?? nil, menu: row.menu?.value ?? nil, of: what(),
            reportsDuplicates: reportsDuplicates)
        if row.swipe != nil {
            interactions.leadingSwipe = own.leadingSwipe
            interactions.trailingSwipe = own.trailingSwipe
        }
        if row.menu != nil { interactions.menu = own.menu }
        let conditions = resolveConditions(row.conditions, fields: cell.fields, offered: interactions, of: what())
        interactions.conditions.merge(conditions) { _, own in own }
        return interactions
    }

    private mutating func resolveInteractions(
        swipe: SwipeSpec?, menu: [Located<String>]?, of what: @autoclosure () -> String, reportsDuplicates: Bool
    ) -> RowInteractions {
        RowInteractions(
            leadingSwipe: uniqueActions(
                swipe?.leading ?? [], in: "'leading' of 'swipe' of \(what())", reportsDuplicates: reportsDuplicates),
            trailingSwipe: uniqueActions(
                swipe?.trailing ?? [], in: "'trailing' of 'swipe' of \(what())", reportsDuplicates: reportsDuplicates),
            menu: uniqueActions(menu ?? [], in: "'menu' of \(what())", reportsDuplicates: reportsDuplicates))
    }

    private mutating func uniqueActions(
        _ names: [Located<String>], in list: @autoclosure () -> String, reportsDuplicates: Bool
    ) -> [String] {
        guard !names.isEmpty else { return [] }
        var listed: [String] = []
        var firstLocation: [String: SourceLocation] = [:]
        for name in names {
            if let first = firstLocation[name.value] {
                guard reportsDuplicates else { continue }
                diagnostics.error(
                    "action '\(name.value)' is listed twice in \(list())", at: name.location,
                    notes: [Diagnostic.Note("first listed here", at: first)])
            } else {
                firstLocation[name.value] = name.location
                listed.append(name.value)
            }
        }
        return listed
    }

    /// `on:` of a header, footer or empty view: each event must be one the view declares.
    mutating func resolveViewBindings(
        _ supplementary: Located<SupplementarySpec>, _ what: @autoclosure () -> String, headers: [HeaderView]
    ) -> [Binding] {
        guard case .view(let name, let bindings) = supplementary.value,
            let header = headers.first(where: { $0.name == name.value })
        else { return [] }
        return bindings.compactMap { binding in
            guard header.events.contains(where: { $0.name == binding.event.value }) else {
                let events = header.events.map(\.name)
                let hint =
                    events.isEmpty ? "; it declares no events" : Suggestion.hint(for: binding.event.value, in: events)
                diagnostics.error(
                    "'on' of \(what()) binds event '\(binding.event.value)', which header view '\(header.name)' does not declare\(hint)",
                    at: binding.event.location)
                return nil
            }
            return Binding(event: binding.event.value, action: binding.action.value)
        }
    }

    func resolveLoadMore(of section: SectionSpec) -> LoadMore? {
        section.loadMore.map { LoadMore(action: $0.action.value, distance: $0.distance?.value ?? 1, edge: $0.edge?.value ?? .bottom) }
    }

    /// A swipe or menu action shows a title, so it must have one; `title`, `image` and `style`
    /// of other actions are never shown.
    mutating func checkPresentations() {
        let declared = Dictionary(spec.actions.map { ($0.name.value, $0) }, uniquingKeysWith: { first, _ in first })
        var shown: Set<String> = []
        var reported: Set<SourceLocation> = []
        func checkTitles(of references: [Located<String>], in owner: @autoclosure () -> String) {
            var reportedInList: Set<String> = []
            for reference in references {
                shown.insert(reference.value)
                // Once per list (an action listed twice is its own error), and once for the list
                // the rows of a slot share.
                guard let action = declared[reference.value], action.title == nil,
                    reportedInList.insert(reference.value).inserted, reported.insert(reference.location).inserted
                else { continue }
                diagnostics.error(
                    "action '\(reference.value)' is shown in a swipe or menu of \(owner()), so it needs a title: write it as { doc: ..., title: ... }",
                    at: reference.location,
                    notes: [Diagnostic.Note("'\(reference.value)' is declared here", at: action.name.location)])
            }
        }
        // Every `swipe` and `menu` list as written, on cells and then on rows.
        // Most cells and rows list nothing; the messages capture names, not the specs (which
        // the autoclosures copied whole, every buffer retained).
        for cell in spec.cells where cell.swipe != nil || cell.menu != nil {
            let name = cell.name.value
            checkTitles(of: (cell.swipe?.actions ?? []) + (cell.menu ?? []), in: "cell '\(name)'")
        }
        for section in spec.sections {
            let sectionID = section.id.value
            for row in section.rows where row.swipe != nil || row.menu != nil || row.delete != nil {
                checkTitles(
                    of: (row.swipe?.value?.actions ?? []) + (row.menu?.value ?? []) + [row.delete].compactMap { $0 },
                    in: row.ownerName(inSection: sectionID))
            }
        }
        for action in spec.actions where !shown.contains(action.name.value) {
            for (key, location) in [
                ("title", action.title?.location), ("image", action.image?.location), ("style", action.style?.location),
            ] {
                guard let location else { continue }
                diagnostics.warning(
                    "'\(key)' of action '\(action.name.value)' is shown only in swipe actions and menus, and no cell or row lists it there",
                    at: location)
            }
        }
    }

    /// An action that delivers no values (`refresh`, a `loadMore` without context) has a handler
    /// method without parameters, which must not clash with the view controller that adopts it.
    mutating func checkParameterlessHandlers(_ actions: [Action]) {
        for (action, spec) in zip(actions, spec.actions)
        where GeneratedNames.viewControllerMembers.contains(action.name) {
            guard let payload = action.payload, payload.cells.isEmpty, payload.header == nil,
                payload.contextSection == nil,
                payload.eventPayloadType == nil
            else { continue }
            diagnostics.error(
                "action '\(action.name)' delivers no values, so its handler method would be '\(action.name)()', which clashes with the view controller's '\(action.name)'; rename the action",
                at: spec.name.location)
        }
    }

    /// With `selectors: shared` a selector is the action's own name; UIKit sends the standard
    /// edit actions (`copy:`, `delete:`, ...) to the first responder, such as a focused text field.
    mutating func checkSharedSelectors(_ dispatch: ActionDispatch) {
        guard dispatch.selectors == .shared else { return }
        for action in spec.actions where StandardEditActions.selectorNames.contains(action.name.value) {
            diagnostics.error(
                "action '\(action.name.value)' is a standard edit action of UIResponder ('\(action.name.value):'); with 'selectors: shared' UIKit would send it to a focused text field, so rename the action",
                at: action.name.location)
        }
    }
}
