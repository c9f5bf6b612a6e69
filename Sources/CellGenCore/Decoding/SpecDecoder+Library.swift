/// The shape of a cell library (`<Name>.cells.yml`).
extension SpecDecoder {
    public struct DecodedLibrary: Sendable {
        public var library: LibrarySpec?
        public var diagnostics: Diagnostics
    }

    public func decodeLibrary(_ root: YAMLNode, file: String) -> DecodedLibrary {
        var decoding = NodeDecoding()
        guard let top = decoding.keyed(root, "the cell library", SpecGrammar.library)
        else { return DecodedLibrary(library: nil, diagnostics: decoding.diagnostics) }
        let name = top["library"].flatMap { decoding.string($0, "'library'") }
        let list = top["list"].flatMap { decoding.choice($0, "'list'", as: ListKind.self) }
        let access = top["access"].flatMap { decoding.choice($0, "'access'", as: AccessLevel.self) }
        let bundle = top["bundle"].flatMap { decoding.choice($0, "'bundle'", as: BundleChoice.self) }
        let environment = top["environment"].map { decoding.fields($0, "'environment'") } ?? []
        let reportedBefore = decoding.diagnostics.count
        let cells = top["cells"].map { decodeCells($0, &decoding, allowsEmpty: true) } ?? []
        let headers = top["headers"].map { decodeHeaders($0, &decoding) } ?? []
        // `cells: {}` and `headers: {}` declare nothing either; malformed ones were reported as such.
        let malformed = decoding.diagnostics.hasErrors && decoding.diagnostics.count > reportedBefore
        if (top["cells"] == nil && top["headers"] == nil) || (cells.isEmpty && headers.isEmpty && !malformed) {
            decoding.diagnostics.error(
                "the cell library declares nothing; give 'cells', 'headers' or both", at: root.location)
        }
        for cell in cells { Self.refuseActions(of: cell, &decoding) }
        guard let name, !decoding.diagnostics.hasErrors else {
            return DecodedLibrary(library: nil, diagnostics: decoding.diagnostics)
        }
        let library = LibrarySpec(
            file: file, library: name, list: list, access: access, bundle: bundle, environment: environment, cells: cells, headers: headers)
        return DecodedLibrary(library: library, diagnostics: decoding.diagnostics)
    }

    /// A library declares no actions: what a row of its cell sends is the screen's to say.
    private static func refuseActions(of cell: CellSpec, _ decoding: inout NodeDecoding) {
        let what = "cell '\(cell.name.value)' of a library"
        let advice = "a library declares no actions; the screens that use the cell bind it on their rows"
        if let select = cell.select {
            decoding.diagnostics.error(
                "\(what) cannot have 'select': \(advice) (a row's 'select')", at: select.location)
        }
        if let swipe = cell.swipe {
            decoding.diagnostics.error("\(what) cannot have 'swipe': \(advice) (a row's 'swipe')", at: swipe.location)
        }
        if let menu = cell.menu, let first = menu.first {
            decoding.diagnostics.error("\(what) cannot have 'menu': \(advice) (a row's 'menu')", at: first.location)
        }
        if let condition = cell.conditions.first {
            let key = condition.isNegated ? "unless" : "when"
            decoding.diagnostics.error("\(what) cannot have '\(key)': \(advice) (a row's '\(key)')", at: condition.action.location)
        }
    }
}
