/// Actions: every reference declared, every use of one action delivering the same payload, and
/// warnings for declarations nothing uses.
extension Validation {
    /// One place that sends an action, with what it would deliver.
    private struct Use {
        /// The action's name where it is written: a cell's or a row's `select`, `swipe` or `menu`,
        /// a row's `on:`, a header's, `loadMore` or `refresh`.
        var action: Located<String>
        /// Where it is sent from: the row, for what is written once at its cell; else where it
        /// is written.
        var site: SourceLocation
        var payload: ActionPayload
        var origin: Origin
        /// What sends it: senders of one kind may share an action, senders of two kinds may not.
        var sender: Sender
    }

    /// What sends an action, put in words only when a message names it.
    private enum Origin {
        /// A row of `spec`, by the indices of its section and of the row in it.
        case row(RowPart, section: Int, row: Int)
        case text(String)
    }

    /// The part of a row that sends an action.
    private enum RowPart {
        case selection
        case event(String)
        case swipeOrMenu
        /// `reorder`: sent with the row and its new index (an `Int`).
        case reordering
        /// `appear` or `disappear` of its cell.
        case impression(String)
        /// `bulk`: sent with the selected rows while editing.
        case bulk
    }

    /// `the selection of row 'call' of section 'employee'`.
    private func describe(_ origin: Origin) -> String {
        switch origin {
        case .text(let text):
            return text
        case .row(let part, let sectionIndex, let rowIndex):
            let section = spec.sections[sectionIndex]
            let rowName = section.rows[rowIndex].name(inSection: section.id.value)
            switch part {
            case .selection: return "the selection of \(rowName)"
            case .event(let event): return "event '\(event)' of \(rowName)"
            case .swipeOrMenu: return "a swipe or menu of \(rowName)"
            case .reordering: return "the reordering of \(rowName)"
            case .impression(let key): return "'\(key)' of \(rowName)"
            case .bulk: return "'bulk' of \(rowName)"
            }
        }
    }

    private enum Sender: Equatable {
        /// A row's selection, event, swipe or menu.
        case row
        /// An event of a header, footer or empty-state view.
        case view
        case loadMore, refresh
        /// Prefetching a cell's rows, and cancelling it.
        case prefetch, cancelPrefetch
        /// Edit mode's multi-select, with the selected rows.
        case bulk
    }

    mutating func resolveActions(sections: [Section], cells: [Cell], headers: [HeaderView]) -> [Action] {
        var firstUse: [String: Use] = [:]
        var senders: [String: [String]] = [:]
        firstUse.reserveCapacity(spec.actions.count)
        senders.reserveCapacity(spec.actions.count)
        var reportedUnknown: Set<SourceLocation> = []
        // The rows of a slot share what the slot says: one conflict is reported once.
        var reportedConflicts: Set<[SourceLocation]> = []
        let declaredActions = Dictionary(
            spec.actions.map { ($0.name.value, $0) }, uniquingKeysWith: { first, _ in first })
        for use in uses(cells: cells, headers: headers) {
            guard let declared = declaredActions[use.action.value] else {
                if reportedUnknown.insert(use.action.location).inserted {
                    let hint =
                        Suggestion.closest(to: use.action.value, in: spec.actions.map(\.name.value))
                        .map { "; did you mean '\($0)'?" } ?? "; declare it under 'actions'"
                    diagnostics.error("unknown action '\(use.action.value)'\(hint)", at: use.action.location)
                }
                continue
            }
            guard let first = firstUse[declared.name.value] else {
                firstUse[declared.name.value] = use
                senders[declared.name.value] = use.payload.cells
                continue
            }
            // Several cells may send one action; what comes with the row must agree.
            let deliversOtherValues =
                (first.payload.eventPayloadType, first.payload.contextSection, first.payload.header)
                != (use.payload.eventPayloadType, use.payload.contextSection, use.payload.header)
            if first.sender != use.sender || deliversOtherValues,
                !reportedConflicts.insert([use.action.location, use.site]).inserted
            {
                continue
            }
            if first.sender != use.sender {
                diagnostics.error(
                    "action '\(use.action.value)' is sent by \(describe(use.origin)) and by \(describe(first.origin)); \(Self.exclusiveSenders)",
                    at: use.site,
                    notes: [Diagnostic.Note("the first use of '\(use.action.value)' is here", at: first.site)])
            } else if deliversOtherValues {
                diagnostics.error(
                    "action '\(use.action.value)' would deliver \(describe(use.payload)) from \(describe(use.origin)), but \(describe(first.payload)) from \(describe(first.origin)); give each its own action",
                    at: use.site,
                    notes: [Diagnostic.Note("the first use of '\(use.action.value)' is here", at: first.site)])
            } else if let cell = use.payload.cells.first, senders[declared.name.value]?.contains(cell) == false {
                if use.payload.batch != nil {
                    guard reportedConflicts.insert([use.action.location, first.action.location]).inserted else { continue }
                    let verb = use.sender == .bulk ? "is sent with the selected rows" : "prefetches the rows"
                    diagnostics.error(
                        "action '\(use.action.value)' \(verb) of cell '\(cell)' and of cell '\(first.payload.cells[0])'; it delivers one cell's view-models, so give each cell its own action",
                        at: use.action.location,
                        notes: [Diagnostic.Note("the first use of '\(use.action.value)' is here", at: first.action.location)])
                    continue
                }
                senders[declared.name.value]?.append(cell)
            }
        }
        return spec.actions.map { action in
            checkMemberName(action.name, "action name")
            var payload = firstUse[action.name.value]?.payload
            payload?.cells = senders[action.name.value] ?? []
            return Action(
                name: action.name.value, doc: action.doc.value, title: action.title?.value, image: action.image?.value,
                style: action.style?.value ?? .normal, payload: payload)
        }
    }

    private static let exclusiveSenders =
        "an action is sent by rows, by the events of header and empty views, by 'loadMore', by 'refresh', by prefetching or by edit mode's 'bulk', not by two of these; give each its own action"

    /// Every row's selection, event bindings, swipe and menu actions, each section's `loadMore`
    /// and the screen's `refresh`, in spec order.
    private func uses(cells: [Cell], headers: [HeaderView]) -> [Use] {
        let cellsByName = Dictionary(cells.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let specsByName = Dictionary(spec.cells.map { ($0.name.value, $0) }, uniquingKeysWith: { first, _ in first })
        var uses: [Use] = []
        for (sectionIndex, section) in spec.sections.enumerated() {
            let context = section.context.isEmpty ? nil : section.id.value
            for (rowIndex, row) in section.rows.enumerated() {
                guard let cell = cellsByName[row.cell.value] else { continue }
                // Nil for a library's cell: a library binds no actions.
                let cellSpec = specsByName[row.cell.value]
                func origin(_ part: RowPart) -> Origin { .row(part, section: sectionIndex, row: rowIndex) }
                // A row's own `select` is sent from where it is written; a cell's, written once,
                // from every row that shows the cell.
                let select =
                    row.select.map { select in select.value.map { Located($0, at: select.location) } }
                    ?? cellSpec?.select
                let rowPayload = ActionPayload(cells: [cell.name], eventPayloadType: nil, contextSection: context)
                if let select {
                    uses.append(
                        Use(
                            action: select, site: row.select?.location ?? row.cell.location, payload: rowPayload,
                            origin: origin(.selection), sender: .row))
                }
                for binding in row.bindings {
                    guard let event = cell.events.first(where: { $0.name == binding.event.value }) else { continue }
                    uses.append(
                        Use(
                            action: binding.action, site: binding.action.location,
                            payload: ActionPayload(
                                cells: [cell.name], eventPayloadType: event.payloadType, contextSection: context),
                            origin: origin(.event(event.name)), sender: .row))
                }
                for (action, site) in Self.swipeAndMenuActions(of: row, cell: cellSpec) {
                    uses.append(
                        Use(action: action, site: site, payload: rowPayload, origin: origin(.swipeOrMenu), sender: .row)
                    )
                }
                if let reorder = row.reorder {
                    uses.append(
                        Use(
                            action: reorder, site: reorder.location,
                            payload: ActionPayload(cells: [cell.name], eventPayloadType: "Int", contextSection: context),
                            origin: origin(.reordering), sender: .row))
                }
                for action in row.bulk {
                    uses.append(
                        Use(
                            action: action, site: action.location,
                            payload: ActionPayload(cells: [cell.name], eventPayloadType: nil, contextSection: nil, batch: .viewModels),
                            origin: origin(.bulk), sender: .bulk))
                }
                if let behaviours = cellSpec?.behaviours {
                    uses += Self.behaviourUses(behaviours, cell: cell.name, rowPayload: rowPayload, site: row.cell.location, origin: origin)
                }
            }
            uses += viewUses(
                section.header, headers: headers, origin: "the header of section '\(section.id.value)'",
                context: context)
            uses += viewUses(
                section.footer, headers: headers, origin: "the footer of section '\(section.id.value)'",
                context: context)
            if let loadMore = section.loadMore {
                uses.append(
                    Use(
                        action: loadMore.action, site: loadMore.action.location,
                        payload: ActionPayload(cells: [], eventPayloadType: nil, contextSection: context),
                        origin: .text("'loadMore' of section '\(section.id.value)'"), sender: .loadMore))
            }
        }
        uses += viewUses(spec.empty, headers: headers, origin: "the empty state", context: nil)
        if let refresh = spec.refresh {
            uses.append(
                Use(
                    action: refresh, site: refresh.location,
                    payload: ActionPayload(cells: [], eventPayloadType: nil, contextSection: nil),
                    origin: .text("'refresh'"), sender: .refresh))
        }
        return uses
    }

    /// What a row sends as it comes into view or leaves it (with the row, like its selection), and
    /// its cell's prefetch actions (with an array of the cell's view-models, or of their ids).
    private static func behaviourUses(
        _ behaviours: BehaviourCellSpec, cell: String, rowPayload: ActionPayload, site: SourceLocation,
        origin: (RowPart) -> Origin
    ) -> [Use] {
        var uses: [Use] = []
        for (key, action) in [("appear", behaviours.appear), ("disappear", behaviours.disappear)] {
            guard let action else { continue }
            uses.append(Use(action: action, site: site, payload: rowPayload, origin: origin(.impression(key)), sender: .row))
        }
        guard let prefetch = behaviours.prefetch else { return uses }
        let batches: [(Located<String>?, PrefetchBatch, Sender, String)] = [
            (prefetch.start, .viewModels, .prefetch, "'start'"), (prefetch.cancel, .ids, .cancelPrefetch, "'cancel'"),
        ]
        for case (let action?, let batch, let sender, let key) in batches {
            let payload = ActionPayload(cells: [cell], eventPayloadType: nil, contextSection: nil, batch: batch)
            uses.append(
                Use(
                    action: action, site: action.location, payload: payload,
                    origin: .text("\(key) of 'prefetch' of cell '\(cell)'"), sender: sender))
        }
        return uses
    }

    /// The swipe and menu actions a row offers, with where each is sent from: the row's own
    /// from where they are written; its cell's, written once, from the row.
    private static func swipeAndMenuActions(of row: RowSpec, cell: CellSpec?) -> [(Located<String>, SourceLocation)] {
        let own = (row.swipe?.value?.actions ?? []) + (row.menu?.value ?? []) + [row.delete].compactMap { $0 }
        let inherited = (row.swipe == nil ? cell?.swipe?.actions ?? [] : []) + (row.menu == nil ? cell?.menu ?? [] : [])
        return own.map { ($0, $0.location) } + inherited.map { ($0, row.cell.location) }
    }

    /// The event bindings of a header, footer or empty view: its view-model, the event's payload
    /// and the section's context come with the action.
    private func viewUses(
        _ supplementary: Located<SupplementarySpec>?, headers: [HeaderView], origin: @autoclosure () -> String,
        context: String?
    ) -> [Use] {
        guard case .view(let name, let bindings)? = supplementary?.value,
            let header = headers.first(where: { $0.name == name.value })
        else { return [] }
        return bindings.compactMap { binding in
            guard let event = header.events.first(where: { $0.name == binding.event.value }) else { return nil }
            let payload = ActionPayload(
                cells: [], eventPayloadType: event.payloadType, contextSection: context, header: header.name)
            return Use(
                action: binding.action, site: binding.action.location, payload: payload,
                origin: .text("event '\(binding.event.value)' of \(origin())"), sender: .view)
        }
    }

    /// `(ToggleViewModel, value: Bool, context: FirstContext)`, as the action case would hold it.
    private func describe(_ payload: ActionPayload) -> String {
        var parts =
            (payload.header.map { [$0] } ?? []).map(GeneratedNames.viewModel)
            + payload.cells.map(GeneratedNames.viewModel)
        if let type = payload.eventPayloadType { parts.append("value: \(type)") }
        if let section = payload.contextSection { parts.append("context: \(GeneratedNames.sectionContext(section))") }
        if let batch = payload.batch, let cell = payload.cells.first {
            parts = ["[\(GeneratedNames.viewModel(cell))\(batch == .ids ? ".ID" : "")]"]
        }
        return "(" + parts.joined(separator: ", ") + ")"
    }

    mutating func warnAboutUnused(_ screen: Screen) {
        for action in spec.actions where screen.action(named: action.name.value)?.payload == nil {
            diagnostics.warning(
                "action '\(action.name.value)' is declared but no row sends it", at: action.name.location)
        }
        let usedCells = Set(screen.sections.flatMap { $0.rows }.map { $0.cell })
        for cell in spec.cells where !usedCells.contains(cell.name.value) {
            diagnostics.warning("cell '\(cell.name.value)' is declared but no section shows it", at: cell.name.location)
        }
        let usedHeaders = Set(
            (screen.sections.flatMap { [$0.header, $0.footer] } + [screen.empty]).compactMap {
                supplementary -> String? in
                if case .view(let name)? = supplementary { return name }
                return nil
            })
        for header in spec.headers where !usedHeaders.contains(header.name.value) {
            diagnostics.warning(
                "header view '\(header.name.value)' is declared but no section shows it", at: header.name.location)
        }
    }
}
