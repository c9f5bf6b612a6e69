/// Cell libraries: checked with the rules of a screen's cells and header views, through a
/// screen spec that has only those.
extension Validation {
    /// A spec with the library's name, kind, access, bundle, cells and header views, and nothing
    /// else: every rule that applies to them runs unchanged.
    static func screenSpec(of library: LibrarySpec) -> ScreenSpec {
        ScreenSpec(
            file: library.file, screen: library.library, list: library.list, layout: nil, style: nil, access: library.access,
            imports: [], bundle: library.bundle, environment: [], empty: nil, refresh: nil, dispatch: nil,
            cells: library.cells, headers: library.headers, sections: [], actions: [])
    }

    mutating func runLibrary() -> Library {
        checkScreenName(kind: "library", fileExtension: ".cells.yml")
        let cells = spec.cells.map { resolveCell($0) }
        let headers = spec.headers.map { resolveHeader($0) }
        checkGeneratedNameCollisions(actions: [])
        return Library(
            name: spec.screen.value, specFileName: SpecFileName.lastComponent(of: spec.file), list: spec.list?.value ?? .table,
            access: spec.access?.value ?? defaults.access, bundle: spec.bundle?.value ?? defaults.bundle, cells: cells, headers: headers)
    }
}
