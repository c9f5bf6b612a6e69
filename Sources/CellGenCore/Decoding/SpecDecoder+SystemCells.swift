/// Decoding of a cell's system-cell keys: `system`, `content`, `accessories`.
extension SpecDecoder {
    func decodeSystemCell(_ keyed: KeyedEntries, _ cell: String, _ decoding: inout NodeDecoding) -> SystemCellSpec {
        SystemCellSpec(
            style: keyed["system"].flatMap { decodeStyle($0, cell, &decoding) },
            content: keyed["content"].flatMap { decodeSystemContent($0, cell, &decoding) },
            accessories: keyed["accessories"].map { decodeAccessories($0, cell, &decoding) })
    }

    /// A style; UIKit's name of its factory (`valueCell`) gets the style's name as a suggestion.
    private func decodeStyle(_ node: YAMLNode, _ cell: String, _ decoding: inout NodeDecoding) -> Located<SystemCellStyle>? {
        let what = "'system' of \(cell)"
        if let text = node.scalar?.text, SystemCellStyle(rawValue: text) == nil,
            let style = SystemCellStyle.allCases.first(where: { $0.factoryMethod == text })
        {
            decoding.diagnostics.error(
                "\(what) names the style, not UIKit's factory method: write '\(style.rawValue)' for UIListContentConfiguration.\(text)()",
                at: node.location)
            return nil
        }
        return decoding.choice(node, "\(what) (a UIListContentConfiguration style)", as: SystemCellStyle.self)
    }

    private func decodeSystemContent(_ node: YAMLNode, _ cell: String, _ decoding: inout NodeDecoding)
        -> SystemContentSpec?
    {
        let what = "'content' of \(cell)"
        guard let keyed = decoding.keyed(node, what, SpecGrammar.systemContent) else { return nil }
        let content = SystemContentSpec(
            location: node.location,
            text: keyed["text"].flatMap { decoding.string($0, "'text' of \(what)") },
            secondaryText: keyed["secondaryText"].flatMap { decoding.string($0, "'secondaryText' of \(what)") },
            image: keyed["image"].flatMap { decoding.string($0, "'image' of \(what)") })
        if node.mapping?.isEmpty == true {
            decoding.diagnostics.error(
                "\(what) is empty; bind 'text', 'secondaryText' or 'image' to the cell's fields", at: node.location)
        }
        return content
    }

    private func decodeAccessories(_ node: YAMLNode, _ cell: String, _ decoding: inout NodeDecoding)
        -> [Located<AccessorySpec>]
    {
        let what = "'accessories' of \(cell)"
        guard let items = decoding.sequence(node, what, nonEmpty: true) else { return [] }
        return items.compactMap { item in
            if item.mapping != nil { return decodeAccessory(item, cell, &decoding) }
            guard let word = decoding.string(item, "an accessory in \(what)") else { return nil }
            if AccessoryWord(rawValue: word.value) == .disclosure { return Located(.disclosure, at: word.location) }
            let fieldKinds = ["checkmark", "switch", "label"]
            let hint =
                fieldKinds.contains(word.value)
                ? "; a \(word.value) shows a field: { \(word.value): field }"
                : word.value == "detail"
                    ? "; a detail button sends an event: { detail: event }"
                    : Suggestion.hint(for: word.value, in: AccessoryWord.allCases.map(\.rawValue) + fieldKinds + ["detail"])
            decoding.diagnostics.error(
                "'\(word.value)' in \(what) is no accessory\(hint.isEmpty ? "; write disclosure, or { checkmark | switch | label: field }, { detail: event }" : hint)",
                at: word.location)
            return nil
        }
    }

    /// `{ checkmark: field }`, `{ switch: field, event: name }`, `{ label: field }`, `{ detail: event }`.
    private func decodeAccessory(_ node: YAMLNode, _ cell: String, _ decoding: inout NodeDecoding)
        -> Located<AccessorySpec>?
    {
        let what = "an accessory of \(cell)"
        guard let keyed = decoding.keyed(node, what, SpecGrammar.accessory) else { return nil }
        let given = [
            ("checkmark", keyed["checkmark"]), ("switch", keyed["switch"]), ("label", keyed["label"]),
            ("detail", keyed["detail"]),
        ].compactMap { kind, node in node.map { (kind: kind, node: $0) } }
        let kinds = given.map(\.kind)
        guard given.count == 1, let kind = kinds.first, let value = given.first?.node else {
            if kinds.count > 1 {
                decoding.diagnostics.error(
                    "\(what) names \(kinds.map { "'\($0)'" }.joined(separator: " and ")); give each an entry of its own",
                    at: node.location)
            } else if keyed.entries.count == node.mapping?.count {
                // Unknown keys were reported one by one; here only 'event', or nothing, was given.
                decoding.diagnostics.error(
                    "\(what) must say which it is: checkmark, switch, label or detail", at: node.location)
            }
            return nil
        }
        let event = keyed["event"].flatMap { decoding.string($0, "'event' of \(what)") }
        if let event, kind != "switch" {
            decoding.diagnostics.error(
                "'event' of \(what) belongs to a switch; \(kind == "detail" ? "'detail' names its event itself" : "a \(kind) sends nothing")",
                at: event.location)
        }
        guard let name = decoding.string(value, "'\(kind)' of \(what)") else { return nil }
        let accessory: AccessorySpec =
            switch kind {
            case "checkmark": .checkmark(field: name)
            case "switch": .toggle(field: name, event: event)
            case "label": .label(field: name)
            default: .detail(event: name)
            }
        return Located(accessory, at: node.location)
    }
}
