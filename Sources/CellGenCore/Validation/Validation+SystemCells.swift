/// System cells: `system`, `content` and `accessories` of a cell, checked against its fields and
/// events; the cell then has no class of the team's.
extension Validation {
    /// The cell's system cell, or nil for a cell of the team's class (saying so when `content` or
    /// `accessories` is given without `system`).
    mutating func resolveSystemCell(_ cell: CellSpec, fields: [Field], events: [Event]) -> SystemCell? {
        let what = "cell '\(cell.name.value)'"
        guard let style = cell.system.style else {
            if let location = cell.system.content?.location ?? cell.system.accessories?.first?.location {
                diagnostics.error(
                    "\(cell.system.content != nil ? "'content'" : "'accessories'") of \(what) is for system cells; add 'system: cell' (or another UIListContentConfiguration style), or configure the cell in its class",
                    at: location)
            }
            return nil
        }
        for (key, location) in [("class", cell.className?.location), ("register", cell.register?.location), ("bundle", cell.bundle?.location)] {
            guard let location else { continue }
            diagnostics.error(
                "\(what) is a system cell (system: \(style.value.rawValue)): no class of the team's shows it, so it takes no '\(key)'",
                at: location)
        }
        var system = resolveSystemContent(style, cell.system.content, fields: fields, of: what, shownBy: "system \(what)")
        system.accessories = resolveAccessories(cell.system.accessories ?? [], fields: fields, events: events, of: what)
        let accessories = system.accessories
        let sent = Set(accessories.compactMap(\.event))
        for event in events where !sent.contains(event.name) {
            let location = cell.events.first { $0.name.value == event.name }?.name.location
            diagnostics.error(
                "event '\(event.name)' of system \(what) is sent by none of its accessories; name it in a switch's 'event' or a 'detail'",
                at: location)
        }
        return system
    }

    /// A system cell's content of `style`: the fields `content` binds, or those named text,
    /// secondaryText and image; without accessories. Also a SwiftUI cell's iOS 15 content.
    /// `shownBy` names what shows them, where no field is bound.
    mutating func resolveSystemContent(
        _ style: Located<SystemCellStyle>, _ content: SystemContentSpec?, fields: [Field], of what: String,
        shownBy: String
    ) -> SystemCell {
        let text = bind(content?.text, as: "text", conventional: true, kind: .text, in: fields, of: what)
        let secondaryText = bind(content?.secondaryText, as: "secondaryText", conventional: true, kind: .text, in: fields, of: what)
        let image = bind(content?.image, as: "image", conventional: true, kind: .image, in: fields, of: what).flatMap { name in
            fields.first { $0.name == name }.map { field in
                SystemImage(
                    field: name, isSymbolName: field.type.hasPrefix("String"), isOptional: field.type.hasSuffix("?"))
            }
        }
        if content == nil, text == nil, secondaryText == nil, image == nil {
            diagnostics.error(
                "\(shownBy) shows none of its fields; bind them with 'content: { text: field }' (secondaryText and image too), or name fields text, secondaryText or image",
                at: style.location)
        }
        return SystemCell(style: style.value, text: text, secondaryText: secondaryText, image: image, accessories: [])
    }

    /// What a bound field must hold.
    enum BoundFieldKind {
        case text, image, bool

        func accepts(_ type: String) -> Bool {
            switch self {
            case .text: ["String", "String?"].contains(type)
            case .image: ["String", "String?", "UIImage", "UIImage?", "UIKit.UIImage", "UIKit.UIImage?"].contains(type)
            case .bool: type == "Bool"
            }
        }

        var description: String {
            switch self {
            case .text: "a String or String? field"
            case .image: "a String field (an SF Symbol name) or a UIImage field, optional or not"
            case .bool: "a Bool field"
            }
        }
    }

    /// The field `name` names for `role` (`text`, `switch`), checked; without `name` and when
    /// `conventional`, the field named like the role, if its type fits.
    private mutating func bind(
        _ name: Located<String>?, as role: String, conventional: Bool = false, kind: BoundFieldKind, in fields: [Field],
        of what: String
    ) -> String? {
        guard let name else {
            guard conventional, let field = fields.first(where: { $0.name == role }), kind.accepts(field.type)
            else { return nil }
            return field.name
        }
        guard let field = fields.first(where: { $0.name == name.value }) else {
            diagnostics.error(
                "\(what) has no field '\(name.value)'\(Suggestion.hint(for: name.value, in: fields.map(\.name)))",
                at: name.location)
            return nil
        }
        guard kind.accepts(field.type) else {
            diagnostics.error(
                "field '\(field.name)' of \(what) is \(field.type); '\(role)' takes \(kind.description)", at: name.location)
            return nil
        }
        return field.name
    }

    private mutating func resolveAccessories(
        _ accessories: [Located<AccessorySpec>], fields: [Field], events: [Event], of what: String
    ) -> [Accessory] {
        var resolved: [Accessory] = []
        var kinds: [String: SourceLocation] = [:]
        for accessory in accessories {
            let result: Accessory?
            switch accessory.value {
            case .disclosure:
                result = .disclosure
            case .checkmark(let field):
                result = bind(field, as: "checkmark", kind: .bool, in: fields, of: what).map { .checkmark(field: $0) }
            case .toggle(let field, let event):
                let name = bind(field, as: "switch", kind: .bool, in: fields, of: what)
                let sent = event.flatMap { checkAccessoryEvent($0, payload: "Bool", events: events, of: what) }
                result = name.map { .toggle(field: $0, event: sent) }
            case .label(let field):
                result = bind(field, as: "label", kind: .text, in: fields, of: what).map { .label(field: $0) }
            case .detail(let event):
                result = checkAccessoryEvent(event, payload: nil, events: events, of: what).map { .detail(event: $0) }
            }
            guard let result else { continue }
            if let first = kinds[result.kind] {
                diagnostics.error(
                    "\(what) has two \(result.kind) accessories; a cell shows one", at: accessory.location,
                    notes: [Diagnostic.Note("the first is here", at: first)])
                continue
            }
            // A table cell has one accessory type and one accessory view; a library's cell may
            // be shown in tables and collections alike, so the rule holds for both.
            if let other = resolved.first(where: { $0.isTableAccessoryView == result.isTableAccessoryView }),
                let first = kinds[other.kind]
            {
                let slot = result.isTableAccessoryView ? "one of switch, label and detail" : "disclosure or a checkmark, not both"
                diagnostics.error(
                    "\(what) has a \(other.kind) and a \(result.kind) accessory; a cell shows \(slot)",
                    at: accessory.location, notes: [Diagnostic.Note("the \(other.kind) is here", at: first)])
                continue
            }
            kinds[result.kind] = accessory.location
            resolved.append(result)
        }
        return resolved
    }

    /// The event an accessory sends: one of the cell's, with `payload` (nil: none).
    private mutating func checkAccessoryEvent(
        _ event: Located<String>, payload: String?, events: [Event], of what: String
    ) -> String? {
        guard let declared = events.first(where: { $0.name == event.value }) else {
            let hint = Suggestion.hint(for: event.value, in: events.map(\.name))
            diagnostics.error(
                "\(what) has no event '\(event.value)'\(hint.isEmpty ? "; declare it in 'events' (\(event.value): \(payload ?? "~")) and bind it on rows with 'on'" : hint)",
                at: event.location)
            return nil
        }
        guard declared.payloadType == payload else {
            diagnostics.error(
                "event '\(event.value)' of \(what) carries \(declared.payloadType ?? "no payload"); \(payload.map { "a switch sends a \($0)" } ?? "a detail button sends no payload")",
                at: event.location)
            return nil
        }
        return declared.name
    }
}
