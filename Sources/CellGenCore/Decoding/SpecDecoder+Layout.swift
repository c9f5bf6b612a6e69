/// The shape of `layout:` (collection screens and their sections).
extension SpecDecoder {
    /// The kinds of layout; `list` and `flow` may be given by name alone, `grid` and `carousel`
    /// need their numbers.
    private static let layoutNames = SpecGrammar.layoutKind.allowed

    func decodeLayout(_ node: YAMLNode, _ owner: String, _ decoding: inout NodeDecoding) -> Located<LayoutSpec>? {
        let what = "'layout' of \(owner)"
        if let entries = node.mapping, entries.contains(where: { Self.choiceKeys.contains($0.key) }) {
            return decodeChoice(node, entries, what, &decoding)
        }
        return decodeOneLayout(node, what, &decoding)
    }

    /// The keys of a layout chosen at run time, by the size class and by the environment.
    private static let sizeClassKeys = SpecGrammar.layoutBySizeClass.allowed
    private static let environmentKeys = SpecGrammar.layoutByEnvironment.allowed
    private static let choiceKeys = Set(sizeClassKeys + environmentKeys)

    /// `{ compact: ..., regular: ... }` or `{ when: field, then: ..., else: ... }`.
    private func decodeChoice(
        _ node: YAMLNode, _ entries: [YAMLMappingEntry], _ what: String, _ decoding: inout NodeDecoding
    ) -> Located<LayoutSpec>? {
        let bySizeClass = entries.contains { Self.sizeClassKeys.contains($0.key) }
        if bySizeClass, entries.contains(where: { Self.environmentKeys.contains($0.key) }) {
            decoding.diagnostics.error(
                "\(what) chooses by the size class (compact, regular) or by the environment (when, then, else), not both",
                at: node.location)
            return nil
        }
        let keyed =
            bySizeClass
            ? decoding.keyed(node, what, SpecGrammar.layoutBySizeClass)
            : decoding.keyed(node, what, SpecGrammar.layoutByEnvironment)
        guard let keyed else { return nil }
        let (trueKey, falseKey) = bySizeClass ? ("regular", "compact") : ("then", "else")
        let whenTrue = (bySizeClass ? keyed["regular"] : keyed["then"]).flatMap {
            decodeOneLayout($0, "'\(trueKey)' of \(what)", &decoding)
        }
        let whenFalse = (bySizeClass ? keyed["compact"] : keyed["else"]).flatMap {
            decodeOneLayout($0, "'\(falseKey)' of \(what)", &decoding)
        }
        let condition: LayoutChoiceSpec.Condition?
        if bySizeClass {
            condition = .regularWidth
        } else {
            condition = keyed["when"].flatMap { decoding.string($0, "'when' of \(what) (a Bool field of the environment)") }
                .map { .environment($0) }
        }
        guard let condition, let whenTrue, let whenFalse else { return nil }
        return Located(.chosen(LayoutChoiceSpec(condition: condition, whenTrue: whenTrue, whenFalse: whenFalse)), at: node.location)
    }

    /// One layout: by name, or a mapping naming its kind.
    private func decodeOneLayout(_ node: YAMLNode, _ what: String, _ decoding: inout NodeDecoding) -> Located<LayoutSpec>? {
        if let entries = node.mapping, let key = entries.first(where: { Self.choiceKeys.contains($0.key) }) {
            decoding.diagnostics.error(
                "\(what) is one layout; a choice ('\(key.key)') is not chosen again inside a choice", at: key.keyLocation)
            return nil
        }
        if node.mapping != nil {
            guard let keyed = decoding.keyed(node, what, SpecGrammar.layoutKind),
                let entry = singleEntry(keyed, node, what, &decoding)
            else { return nil }
            let layout: LayoutSpec?
            switch entry.key {
            case "list":
                layout = decoding.choice(entry.value, "the appearance of \(what)", as: ListAppearance.self).map {
                    .list($0.value)
                }
            case "grid": layout = decodeGrid(entry.value, what, &decoding).map { .grid($0) }
            case "carousel": layout = decodeCarousel(entry.value, what, &decoding).map { .carousel($0) }
            default:
                decoding.diagnostics.error(
                    "\(what): 'flow' takes no settings; write 'layout: flow'", at: entry.value.location)
                layout = nil
            }
            return layout.map { Located($0, at: node.location) }
        }
        guard let name = decoding.string(node, "\(what) (list, grid, carousel or flow)") else { return nil }
        switch name.value {
        case "list": return Located(.list(.plain), at: name.location)
        case "flow": return Located(.flow, at: name.location)
        case "grid":
            decoding.diagnostics.error(
                "\(what): a grid needs its columns; write { grid: { columns: 3 } } or { grid: { minWidth: 110 } }",
                at: name.location)
        case "carousel":
            decoding.diagnostics.error(
                "\(what): a carousel needs its item width; write { carousel: { width: 0.8 } }", at: name.location)
        default:
            let list = Self.layoutNames.map { "'\($0)'" }.joined(separator: ", ")
            decoding.diagnostics.error(
                "\(what) must be one of \(list), not '\(name.value)'\(Suggestion.hint(for: name.value, in: Self.layoutNames))",
                at: name.location)
        }
        return nil
    }

    /// The one key of `{ grid: ... }`: a layout is one kind.
    private func singleEntry(
        _ keyed: KeyedEntries, _ node: YAMLNode, _ what: String, _ decoding: inout NodeDecoding
    ) -> YAMLMappingEntry? {
        guard keyed.entries.count == 1, let entry = keyed.entries.first else {
            // Unknown keys were reported (with a suggestion) and left out.
            if keyed.entries.isEmpty, node.mapping?.isEmpty == false { return nil }
            let problem = keyed.entries.isEmpty ? "is empty" : "names \(keyed.entries.count) layouts"
            decoding.diagnostics.error("\(what) \(problem); give one of list, grid, carousel, flow", at: node.location)
            return nil
        }
        return entry
    }

    private func decodeGrid(_ node: YAMLNode, _ what: String, _ decoding: inout NodeDecoding) -> GridSpec? {
        let grid = "the grid of \(what)"
        guard let keyed = decoding.keyed(node, grid, SpecGrammar.grid) else { return nil }
        return GridSpec(
            location: node.location,
            columns: keyed["columns"].flatMap {
                decoding.count($0, "'columns' of \(grid)", maximum: SpecGrammar.maximumColumns)
            },
            minWidth: keyed["minWidth"].flatMap { value in
                decoding.points(value, "'minWidth' of \(grid)").map { Located($0, at: value.location) }
            },
            spacing: keyed["spacing"].flatMap { decoding.points($0, "'spacing' of \(grid)", allowsZero: true) })
    }

    private func decodeCarousel(_ node: YAMLNode, _ what: String, _ decoding: inout NodeDecoding) -> CarouselSpec? {
        let carousel = "the carousel of \(what)"
        guard let keyed = decoding.keyed(node, carousel, SpecGrammar.carousel) else { return nil }
        let width = keyed["width"].flatMap { value in
            decoding.points(value, "'width' of \(carousel) (up to 1: a fraction; above: points)").map {
                Located($0, at: value.location)
            }
        }
        let spacing = keyed["spacing"].flatMap { decoding.points($0, "'spacing' of \(carousel)", allowsZero: true) }
        return width.map { CarouselSpec(width: $0, spacing: spacing) }
    }
}
