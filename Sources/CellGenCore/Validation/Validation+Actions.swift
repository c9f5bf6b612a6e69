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
        var origin: String
        /// What sends it: senders of one kind may share an action, senders of two kinds may not.
        var sender: Sender
    }

    private enum Sender: Equatable {
        /// A row's selection, event, swipe or menu.
        case row
        /// An event of a header, footer or empty-state view.
        case view
        case loadMore, refresh
    }

    mutating func resolveActions(sections: [Section], cells: [Cell], headers: [HeaderView]) -> [Action] {
        var firstUse: [String: Use] = [:]
        var senders: [String: [String]] = [:]
        var reportedUnknown: Set<SourceLocation> = []
        // The rows of a slot share what the slot says: one conflict is reported once.
        var reportedConflicts: Set<[SourceLocation]> = []
        let declaredActions = Dictionary(spec.actions.map { ($0.name.value, $0) }, uniquingKeysWith: { first, _ in first })
        for use in uses(cells: cells, headers: headers) {
            guard let declared = declaredActions[use.action.value] else {
                if reportedUnknown.insert(use.action.location).inserted {
                    let hint = Suggestion.closest(to: use.action.value, in: spec.actions.map(\.name.value))
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
            let deliversOtherValues = (first.payload.eventPayloadType, first.payload.contextSection, first.payload.header)
                != (use.payload.eventPayloadType, use.payload.contextSection, use.payload.header)
            if first.sender != use.sender || deliversOtherValues, !reportedConflicts.insert([use.action.location, use.site]).inserted {
                continue
            }
            if first.sender != use.sender {
                diagnostics.error(
                    "action '\(use.action.value)' is sent by \(use.origin) and by \(first.origin); \(Self.exclusiveSenders)",
                    at: use.site,
                    notes: [Diagnostic.Note("the first use of '\(use.action.value)' is here", at: first.site)])
            } else if deliversOtherValues {
                diagnostics.error(
                    "action '\(use.action.value)' would deliver \(describe(use.payload)) from \(use.origin), but \(describe(first.payload)) from \(first.origin); give each its own action",
                    at: use.site,
                    notes: [Diagnostic.Note("the first use of '\(use.action.value)' is here", at: first.site)])
            } else if let cell = use.payload.cells.first, senders[declared.name.value]?.contains(cell) == false {
                senders[declared.name.value]?.append(cell)
            }
        }
        return spec.actions.map { action in
            checkMemberName(action.name, "action name")
            var payload = firstUse[action.name.value]?.payload
            payload?.cells = senders[action.name.value] ?? []
            return Action(name: action.name.value, doc: action.doc.value, title: action.title?.value, image: action.image?.value,
                          style: action.style?.value ?? .normal, payload: payload)
        }
    }

    private static let exclusiveSenders = "an action is sent by rows, by the events of header and empty views, by 'loadMore' or by 'refresh', not by two of these; give each its own action"

    /// Every row's selection, event bindings, swipe and menu actions, each section's `loadMore`
    /// and the screen's `refresh`, in spec order.
    private func uses(cells: [Cell], headers: [HeaderView]) -> [Use] {
        let cellsByName = Dictionary(cells.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let specsByName = Dictionary(spec.cells.map { ($0.name.value, $0) }, uniquingKeysWith: { first, _ in first })
        var uses: [Use] = []
        for section in spec.sections {
            let context = section.context.isEmpty ? nil : section.id.value
            for row in section.rows {
                guard let cell = cellsByName[row.cell.value] else { continue }
                // Nil for a library's cell: a library binds no actions.
                let cellSpec = specsByName[row.cell.value]
                let rowName = row.name(inSection: section.id.value)
                // A row's own `select` is sent from where it is written; a cell's, written once,
                // from every row that shows the cell.
                let select = row.select.map { select in select.value.map { Located($0, at: select.location) } } ?? cellSpec?.select
                let rowPayload = ActionPayload(cells: [cell.name], eventPayloadType: nil, contextSection: context)
                if let select {
                    uses.append(Use(action: select, site: row.select?.location ?? row.cell.location, payload: rowPayload,
                                    origin: "the selection of \(rowName)", sender: .row))
                }
                for binding in row.bindings {
                    guard let event = cell.events.first(where: { $0.name == binding.event.value }) else { continue }
                    uses.append(Use(action: binding.action, site: binding.action.location,
                                    payload: ActionPayload(cells: [cell.name], eventPayloadType: event.payloadType, contextSection: context),
                                    origin: "event '\(event.name)' of \(rowName)", sender: .row))
                }
                for (action, site) in Self.swipeAndMenuActions(of: row, cell: cellSpec) {
                    uses.append(Use(action: action, site: site, payload: rowPayload, origin: "a swipe or menu of \(rowName)", sender: .row))
                }
            }
            for (kind, supplementary) in [("header", section.header), ("footer", section.footer)] {
                uses += viewUses(supplementary, headers: headers, origin: "the \(kind) of section '\(section.id.value)'", context: context)
            }
            if let loadMore = section.loadMore {
                uses.append(Use(action: loadMore.action, site: loadMore.action.location,
                                payload: ActionPayload(cells: [], eventPayloadType: nil, contextSection: context),
                                origin: "'loadMore' of section '\(section.id.value)'", sender: .loadMore))
            }
        }
        uses += viewUses(spec.empty, headers: headers, origin: "the empty state", context: nil)
        if let refresh = spec.refresh {
            uses.append(Use(action: refresh, site: refresh.location, payload: ActionPayload(cells: [], eventPayloadType: nil, contextSection: nil),
                            origin: "'refresh'", sender: .refresh))
        }
        return uses
    }

    /// The swipe and menu actions a row offers, with where each is sent from: the row's own
    /// from where they are written; its cell's, written once, from the row.
    private static func swipeAndMenuActions(of row: RowSpec, cell: CellSpec?) -> [(Located<String>, SourceLocation)] {
        let own = (row.swipe?.value?.actions ?? []) + (row.menu?.value ?? [])
        let inherited = (row.swipe == nil ? cell?.swipe?.actions ?? [] : []) + (row.menu == nil ? cell?.menu ?? [] : [])
        return own.map { ($0, $0.location) } + inherited.map { ($0, row.cell.location) }
    }

    /// The event bindings of a header, footer or empty view: its view-model, the event's payload
    /// and the section's context come with the action.
    private func viewUses(_ supplementary: Located<SupplementarySpec>?, headers: [HeaderView], origin: String, context: String?) -> [Use] {
        guard case .view(let name, let bindings)? = supplementary?.value, let header = headers.first(where: { $0.name == name.value })
        else { return [] }
        return bindings.compactMap { binding in
            guard let event = header.events.first(where: { $0.name == binding.event.value }) else { return nil }
            let payload = ActionPayload(cells: [], eventPayloadType: event.payloadType, contextSection: context, header: header.name)
            return Use(action: binding.action, site: binding.action.location, payload: payload,
                       origin: "event '\(binding.event.value)' of \(origin)", sender: .view)
        }
    }

    /// `(ToggleViewModel, value: Bool, context: FirstContext)`, as the action case would hold it.
    private func describe(_ payload: ActionPayload) -> String {
        var parts = (payload.header.map { [$0] } ?? []).map(GeneratedNames.viewModel) + payload.cells.map(GeneratedNames.viewModel)
        if let type = payload.eventPayloadType { parts.append("value: \(type)") }
        if let section = payload.contextSection { parts.append("context: \(GeneratedNames.sectionContext(section))") }
        return "(" + parts.joined(separator: ", ") + ")"
    }

    mutating func warnAboutUnused(_ screen: Screen) {
        for action in spec.actions where screen.action(named: action.name.value)?.payload == nil {
            diagnostics.warning("action '\(action.name.value)' is declared but no row sends it", at: action.name.location)
        }
        let usedCells = Set(screen.sections.flatMap(\.rows).map(\.cell))
        for cell in spec.cells where !usedCells.contains(cell.name.value) {
            diagnostics.warning("cell '\(cell.name.value)' is declared but no section shows it", at: cell.name.location)
        }
        let usedHeaders = Set((screen.sections.flatMap { [$0.header, $0.footer] } + [screen.empty]).compactMap { supplementary -> String? in
            if case .view(let name)? = supplementary { return name }
            return nil
        })
        for header in spec.headers where !usedHeaders.contains(header.name.value) {
            diagnostics.warning("header view '\(header.name.value)' is declared but no section shows it", at: header.name.location)
        }
    }
}
