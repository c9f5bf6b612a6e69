/// Cell libraries: checked with the rules of a screen's cells and header views, through a
/// screen spec that has only those.
extension Validation {
    /// A spec with the library's name, kind, access, bundle, environment, cells and header views,
    /// and nothing else: every rule that applies to them runs unchanged.
    static func screenSpec(of library: LibrarySpec) -> ScreenSpec {
        ScreenSpec(
            file: library.file, screen: library.library, list: library.list, layout: nil, style: nil,
            access: library.access,
            imports: [], bundle: library.bundle, environment: library.environment, empty: nil, refresh: nil, dispatch: nil,
            cells: library.cells, headers: library.headers, sections: [], actions: [])
    }

    mutating func runLibrary() -> Library {
        checkScreenName(kind: "library", fileExtension: ".cells.yml")
        let cells = spec.cells.map { resolveCell($0) }
        let headers = spec.headers.map { resolveHeader($0) }
        let environment = resolveFields(spec.environment, of: "the environment", inModels: false)
        if spec.list?.value == .collection { checkCollectionRegistrations() }
        checkGeneratedNameCollisions(actions: [], isLibrary: true)
        let library = spec.screen.value
        return Library(
            name: library, specFileName: SpecFileName.lastComponent(of: spec.file), list: spec.list?.value ?? .table,
            access: spec.access?.value ?? defaults.access, models: defaults.models, bundle: bundle,
            environment: environment,
            cells: cells.map {
                var cell = $0
                cell.library = library
                return cell
            },
            headers: headers.map {
                var header = $0
                header.library = library
                return header
            },
            declarations: Dictionary(
                (spec.cells.map { $0.name } + spec.headers.map(\.name)).map { ($0.value, $0.location) },
                uniquingKeysWith: { first, _ in first }))
    }

    /// For a cell or header view the screen does not know: the hint that a library among the
    /// inputs that the screen does not use declares it.
    func unusedLibraryHint(declaring name: String, _ views: (Library) -> [String]) -> String? {
        let declaring = libraries.values.filter { library in
            !spec.uses.contains { $0.value == library.name } && views(library).contains(name)
        }
        return declaring.map(\.name).min().map { "; cell library '\($0)' declares it: add it to 'uses'" }
    }

    /// The libraries of `uses`, checked against the screen: each known, of the screen's list kind
    /// and at least as public, listed once, and declaring no name the screen or another used
    /// library declares.
    mutating func resolveUses() -> [Library] {
        let screenList = spec.list?.value ?? .table
        let screenAccess = spec.access?.value ?? defaults.access
        if let library = libraries[spec.screen.value] {
            diagnostics.error(
                "screen '\(spec.screen.value)' has the name of the cell library in \(library.specFileName); both would write \(SpecFileName.outputFileName(ofScreen: spec.screen.value)), so rename one of them",
                at: spec.screen.location)
        }
        var used: [Library] = []
        var declaredBy: [String: (owner: String, location: SourceLocation)] = [:]
        declaredBy.reserveCapacity(spec.cells.count + spec.headers.count)
        for view in spec.cells.map({ $0.name }) + spec.headers.map(\.name) {
            declaredBy[view.value] = ("the screen", view.location)
        }
        for name in spec.uses {
            guard let library = libraries[name.value] else {
                // A library is found only among the inputs: a screen file given alone brings none.
                let hint =
                    Suggestion.closest(to: name.value, in: libraries.keys.sorted()).map { "; did you mean '\($0)'?" }
                    ?? "; give its file, \(name.value).cells.yml, or its folder with the screen's"
                diagnostics.error("'uses' names unknown cell library '\(name.value)'\(hint)", at: name.location)
                continue
            }
            if used.contains(where: { $0.name == library.name }) {
                diagnostics.error("cell library '\(name.value)' is listed twice in 'uses'", at: name.location)
                continue
            }
            if library.list != screenList {
                diagnostics.error(
                    "cell library '\(library.name)' is for \(library.list.rawValue) screens, and this screen is a \(screenList.rawValue); a library serves one list kind",
                    at: name.location)
            }
            if library.access < screenAccess {
                diagnostics.error(
                    "cell library '\(library.name)' is \(library.access.rawValue) and the screen is \(screenAccess.rawValue); a screen can use only a library at least as public (give the library 'access: \(screenAccess.rawValue)')",
                    at: name.location)
            }
            for view in library.cells.map(\.name) + library.headers.map(\.name) {
                let location = library.declarations[view]
                if let earlier = declaredBy[view] {
                    var notes = [Diagnostic.Note("\(earlier.owner) declares it here", at: earlier.location)]
                    if let location {
                        notes.append(Diagnostic.Note("cell library '\(library.name)' declares it here", at: location))
                    }
                    diagnostics.error(
                        "'\(view)' is declared by \(earlier.owner) and by cell library '\(library.name)'; rename one of them",
                        at: name.location, notes: notes)
                } else if let location {
                    declaredBy[view] = ("cell library '\(library.name)'", location)
                }
            }
            used.append(library)
        }
        return used
    }
}
