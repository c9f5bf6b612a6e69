/// Resolves a decoded spec into a `Screen`: applies defaults, resolves every reference and
/// checks every semantic rule of the spec language (names, types, references, action payloads,
/// collisions of generated names). All problems are reported, in one run.
public struct SpecValidator: Sendable {
    /// What specs that do not set it get (from `cellgen.yml`).
    public var defaults: SpecDefaults
    public var limits: SpecLimits
    /// The cell libraries among the inputs, by name, for screens' `uses`.
    public var libraries: [String: Library]
    /// The names of the libraries among the inputs that have errors of their own.
    public var librariesWithErrors: Set<String>

    public init(
        defaults: SpecDefaults = SpecDefaults(), limits: SpecLimits = .default, libraries: [String: Library] = [:],
        librariesWithErrors: Set<String> = []
    ) {
        self.defaults = defaults
        self.limits = limits
        self.libraries = libraries
        self.librariesWithErrors = librariesWithErrors
    }

    public struct Validated: Sendable {
        /// The checked screen; nil when there are errors.
        public var screen: Screen?
        public var diagnostics: Diagnostics
    }

    public struct ValidatedLibrary: Sendable {
        /// The checked library; nil when there are errors.
        public var library: Library?
        public var diagnostics: Diagnostics
    }

    /// Checks a cell library as a screen's cells and header views are checked.
    public func validate(_ library: LibrarySpec) -> ValidatedLibrary {
        var validation = Validation(spec: Validation.screenSpec(of: library), defaults: defaults, limits: limits)
        let resolved = validation.checkLimits() ? validation.runLibrary() : nil
        let diagnostics = validation.diagnostics
        return ValidatedLibrary(library: diagnostics.hasErrors ? nil : resolved, diagnostics: diagnostics)
    }

    public func validate(_ spec: ScreenSpec) -> Validated {
        // Without the library, each of its cells the rows name would be reported unknown.
        let unusable = spec.uses.filter { libraries[$0.value] == nil && librariesWithErrors.contains($0.value) }
        guard unusable.isEmpty else {
            var diagnostics = Diagnostics()
            for name in unusable {
                diagnostics.error(
                    "cell library '\(name.value)' has errors (reported in its file); the screen is checked once they are fixed",
                    at: name.location)
            }
            return Validated(screen: nil, diagnostics: diagnostics)
        }
        var validation = Validation(spec: spec, defaults: defaults, limits: limits, libraries: libraries)
        let screen = validation.checkLimits() ? validation.run() : nil
        let diagnostics = validation.diagnostics
        return Validated(screen: diagnostics.hasErrors ? nil : screen, diagnostics: diagnostics)
    }
}

/// The state of one validation run; each rule lives in an extension named for it.
struct Validation {
    let spec: ScreenSpec
    let defaults: SpecDefaults
    let limits: SpecLimits
    /// The cell libraries a screen's `uses` may name.
    let libraries: [String: Library]
    var diagnostics = Diagnostics()
    let parsedTypes = ParsedTypes.shared

    init(spec: ScreenSpec, defaults: SpecDefaults, limits: SpecLimits, libraries: [String: Library] = [:]) {
        self.spec = spec
        self.defaults = defaults
        self.limits = limits
        self.libraries = libraries
    }

    mutating func run() -> Screen {
        checkScreenName()
        let imports = spec.imports.filter { checkModuleName($0) }.map(\.value)
        let dispatch = resolveDispatch()
        let used = resolveUses()
        let cells = spec.cells.map { resolveCell($0) } + used.flatMap(\.cells)
        let headers = spec.headers.map { resolveHeader($0) } + used.flatMap(\.headers)
        let collectionLayout = resolveCollectionLayout()
        if collectionLayout == .compositional { checkLayoutConditions() }
        let sections = resolveSections(cells: cells, headers: headers, collectionLayout: collectionLayout)
        let empty = spec.empty.flatMap { resolveEmptyState($0, headers: headers) }
        checkCollectionRows(sections, collectionLayout: collectionLayout)
        checkEditingInCollections(sections, collectionLayout: collectionLayout)
        checkOutlines(sections, collectionLayout: collectionLayout)
        let actions = resolveActions(sections: sections, cells: cells, headers: headers)
        checkPresentations()
        checkSharedSelectors(dispatch)
        checkParameterlessHandlers(actions)
        var values = Screen.Values(
            name: spec.screen.value, specFileName: SpecFileName.lastComponent(of: spec.file),
            list: spec.list?.value ?? .table, collectionLayout: collectionLayout,
            tableStyle: spec.style?.value ?? .plain, access: spec.access?.value ?? defaults.access, imports: imports,
            models: defaults.models, libraries: used.map(\.name), bundle: bundle,
            environment: resolveFields(spec.environment, of: "the environment", inModels: false),
            libraryEnvironments: resolveLibraryEnvironments(used),
            empty: empty,
            emptyBindings: spec.empty.map { resolveViewBindings($0, "'empty'", headers: headers) } ?? [],
            refreshAction: spec.refresh?.value, dispatch: dispatch,
            cells: Self.shown(cells, in: sections), headers: Self.shown(headers, in: sections, empty: empty),
            sections: sections, actions: actions)
        values.keepsScrollPosition = spec.keepsScrollPosition?.value ?? false
        let screen = Screen(values)
        checkGeneratedNameCollisions(actions: actions)
        // A declaration looks unused when the row that uses it has an error; say so only once
        // the errors are fixed.
        if !diagnostics.hasErrors {
            warnAboutUnused(screen)
            warnAboutPositionalSections()
            warnAboutRowsWithoutIdentity()
            warnAboutOptionalIdentities(screen)
            warnAboutUnreachableEmptyState()
            warnAboutSharedReuseIdentifiers(screen)
            warnAboutCollectionMenusBelowIOS16(screen)
        }
        return screen
    }

    /// The screen's cells and those of its libraries that its rows show: a screen registers and
    /// refers to no library cell it does not show.
    static func shown(_ cells: [Cell], in sections: [Section]) -> [Cell] {
        let shown = Set(sections.flatMap { $0.rows.map { $0.cell } })
        return cells.filter { $0.library == nil || shown.contains($0.name) }
    }

    /// The screen's header views and those of its libraries that it shows as a header, a footer
    /// or its empty state.
    static func shown(_ headers: [HeaderView], in sections: [Section], empty: Supplementary?) -> [HeaderView] {
        var shown: Set<String> = []
        for supplementary in sections.flatMap({ [$0.header, $0.footer] }) + [empty] {
            if case .view(let name)? = supplementary { shown.insert(name) }
        }
        return headers.filter { $0.library == nil || shown.contains($0.name) }
    }

    /// The name of the screen, or of a cell library (`kind`): the namespace of its generated
    /// code, and its file's name before `fileExtension`.
    mutating func checkScreenName(kind: String = "screen", fileExtension: String = ".screen.yml") {
        guard checkTypeName(spec.screen, "\(kind) name") else { return }
        let name = spec.screen.value
        // Other names are built from the screen's (`SettingsSelectorTarget`): it must need no backticks.
        if SwiftIdentifier.escaped(name, for: .typeName) != name {
            diagnostics.error(
                "\(kind) name '\(name)' is a Swift keyword; CellGen builds other names from it, so it cannot be escaped",
                at: spec.screen.location)
            return
        }
        if GeneratedNames.isReservedScreenName(name) {
            diagnostics.error(
                "\(kind) name '\(name)' would shadow the type '\(name)' that generated code uses; choose another name",
                at: spec.screen.location)
            return
        }
        let expected = SpecFileName.screenName(of: spec.file)
        if spec.screen.value != expected {
            diagnostics.error(
                "\(kind) '\(spec.screen.value)' does not match its file name; name the file '\(spec.screen.value)\(fileExtension)' or the \(kind) '\(expected)'",
                at: spec.screen.location)
        }
    }

    mutating func resolveCell(_ cell: CellSpec) -> Cell {
        let name = cell.name.value
        /// Put in words only when a message names the cell. It captures the name alone: capturing
        /// `cell` made each field's type check copy the whole `CellSpec` (retaining every buffer).
        func what() -> String { "cell '\(name)'" }
        checkTypeName(cell.name, "cell name")
        let fields = resolveFields(cell.fields, of: what())
        let events = resolveEvents(cell.events, of: what())
        let identity = resolveIdentity(cell, fields: fields)
        if let select = cell.select, let selectable = cell.selectable, selectable.value == .fixed(false) {
            diagnostics.error(
                "\(what()) has 'selectable: false' and a 'select' action; a row that cannot be selected never sends it",
                at: selectable.location,
                notes: [Diagnostic.Note("'select' is given here", at: select.location)])
        }
        let swiftUI = resolveSwiftUICell(cell, fields: fields)
        let system = swiftUI == nil ? resolveSystemCell(cell, fields: fields, events: events) : nil
        var interactions = resolveInteractions(of: cell)
        interactions.conditions = resolveConditions(cell.conditions, fields: fields, offered: interactions, of: what())
        return Cell(
            Cell.Values(
            name: cell.name.value,
            className: system != nil || swiftUI != nil
                ? "" : resolveClassName(cell.className, default: GeneratedNames.defaultCellClass(cell.name.value)),
            fields: fields, identity: identity, selectAction: cell.select?.value,
            height: resolveHeight(cell.height, fields: fields, of: what()), registration: cell.register?.value ?? .class,
            events: events, selectable: cell.selectable.map { resolveSelectable($0, of: cell, fields: fields) },
            interactions: interactions, bundle: cell.bundle?.value ?? bundle, system: system,
            swiftUI: swiftUI, behaviours: resolveBehaviours(of: cell)))
    }

    /// Where localized strings, and nibs that do not say otherwise, are loaded from.
    var bundle: BundleChoice {
        spec.bundle?.value ?? defaults.bundle
    }

    mutating func resolveHeader(_ header: HeaderSpec) -> HeaderView {
        checkTypeName(header.name, "header name")
        if let register = header.register, register.value == .storyboard {
            diagnostics.error(
                "header '\(header.name.value)' cannot be registered by a storyboard; use 'class' or 'nib'",
                at: register.location)
        }
        return HeaderView(
            name: header.name.value,
            className: resolveClassName(
                header.className, default: GeneratedNames.defaultHeaderClass(header.name.value)),
            fields: resolveFields(header.fields, of: "header '\(header.name.value)'"),
            height: resolveHeight(header.height, fields: nil, of: "header '\(header.name.value)'"),
            registration: header.register?.value ?? .class,
            bundle: header.bundle?.value ?? bundle,
            events: resolveEvents(header.events, of: "header '\(header.name.value)'"))
    }

    /// A `selectable` field must be one of the cell's `Bool` fields.
    private mutating func resolveSelectable(_ selectable: Located<SelectableSpec>, of cell: CellSpec, fields: [Field])
        -> Selectability
    {
        switch selectable.value {
        case .fixed(let value):
            return .fixed(value)
        case .field(let name):
            let what = "'selectable' of cell '\(cell.name.value)'"
            guard let field = fields.first(where: { $0.name == name }) else {
                var hint = Self.boolFieldHint(for: name, in: fields)
                // YAML 1.1 spelled booleans so; this language does not.
                if ["yes", "no", "on", "off", "y", "n"].contains(name.lowercased()) {
                    hint += "; for a fixed value write true or false"
                }
                diagnostics.error(
                    "\(what) names '\(name)', which is not one of its fields\(hint)", at: selectable.location)
                return .fixed(true)
            }
            if field.type != "Bool" {
                diagnostics.error(
                    "\(what) names field '\(name)' of type \(field.type); it must be a Bool (true, false, or a Bool field)",
                    at: selectable.location)
            }
            return .field(name)
        }
    }

    /// What to add to "'x' is not one of its fields" where a `Bool` field is wanted: a did-you-mean,
    /// else the cell's `Bool` fields, or that it has none.
    static func boolFieldHint(for name: String, in fields: [Field]) -> String {
        let hint = Suggestion.hint(for: name, in: fields.map(\.name))
        guard hint.isEmpty else { return hint }
        let booleans = fields.filter { $0.type == "Bool" }.map(\.name)
        return booleans.isEmpty ? "; it has no Bool field" : "; its Bool fields: \(booleans.joined(separator: ", "))"
    }

    mutating func resolveFields(
        _ fields: [FieldSpec], of owner: @autoclosure () -> String, inModels: Bool = true
    ) -> [Field] {
        fields.map { field in
            checkMemberName(field.name, "field name")
            checkReservedMember(field.name, in: owner())
            let type = checkValueType(field.type, of: "field '\(field.name.value)' of \(owner())", inModels: inModels)
            return Field(name: field.name.value, type: type ?? field.type.value)
        }
    }

    private mutating func resolveEvents(_ events: [EventSpec], of owner: @autoclosure () -> String) -> [Event] {
        events.map { event in
            checkMemberName(event.name, "event name")
            let payload = event.payload.map {
                checkValueType($0, of: "the payload of event '\(event.name.value)'") ?? $0.value
            }
            return Event(name: event.name.value, payloadType: payload)
        }
    }

    /// Without `identity`, a field named `id` identifies the row, else all fields do. A field
    /// named `id` is the view-model's `Identifiable` id, so it must be the whole identity.
    private mutating func resolveIdentity(_ cell: CellSpec, fields: [Field]) -> [String] {
        let id = GeneratedNames.identifierProperty
        guard let identity = cell.identity else {
            return fields.contains { $0.name == id } ? [id] : fields.map(\.name)
        }
        if fields.contains(where: { $0.name == id }), identity.map(\.value) != [id] {
            diagnostics.error(
                "cell '\(cell.name.value)' has a field named 'id', which is its view-model's identity (Identifiable); make it the whole identity ('identity: [id]') or rename the field",
                at: identity.first?.location ?? cell.name.location)
        }
        return resolveIdentity(
            identity, among: fields.map(\.name), of: "cell '\(cell.name.value)'", kind: "fields",
            whenEmpty: "name at least one field, or leave it out to use all fields", at: cell.name.location)
    }

    /// The names of `identity` that are among `names` (a cell's fields or a section's context),
    /// in the order of `names`, so `identity: [b, a]` and `[a, b]` generate the same code.
    mutating func resolveIdentity(
        _ identity: [Located<String>], among names: [String], of owner: @autoclosure () -> String, kind: String,
        whenEmpty advice: String,
        at ownerLocation: SourceLocation
    ) -> [String] {
        var seen: [String: SourceLocation] = [:]
        for entry in identity {
            if !names.contains(entry.value) {
                diagnostics.error(
                    "'identity' of \(owner()) names '\(entry.value)', which is not one of its \(kind)\(Suggestion.hint(for: entry.value, in: names))",
                    at: entry.location)
            } else if let first = seen[entry.value] {
                diagnostics.error(
                    "'\(entry.value)' is named twice in 'identity' of \(owner())", at: entry.location,
                    notes: [Diagnostic.Note("first named here", at: first)])
            }
            seen[entry.value] = seen[entry.value] ?? entry.location
        }
        if identity.isEmpty, !names.isEmpty {
            diagnostics.error("'identity' of \(owner()) is empty; \(advice)", at: ownerLocation)
        }
        return names.filter { name in identity.contains { $0.value == name } }
    }

    private mutating func resolveClassName(_ className: Located<String>?, default fallback: String) -> String {
        guard let className else { return fallback }
        checkClassName(className)
        return className.value
    }

    /// `fields`: a cell's, whose rows may take their height from one; nil for a header view,
    /// whose height is the same for every use.
    private mutating func resolveHeight(_ height: Located<HeightSpec>?, fields: [Field]?, of owner: String) -> Height {
        switch height?.value {
        case .fixed(let points): return .fixed(points)
        case .estimated(let points): return .estimated(points)
        case .automatic, nil: return .automatic
        case .field(let name):
            guard let fields else {
                diagnostics.error(
                    "'height' of \(owner) cannot come from a field: a header view's height is the same wherever it shows; give points, or automatic",
                    at: name.location)
                return .automatic
            }
            guard let field = fields.first(where: { $0.name == name.value }) else {
                diagnostics.error(
                    "'height' of \(owner) names '\(name.value)', which is not one of its fields\(Suggestion.hint(for: name.value, in: fields.map(\.name)))",
                    at: name.location)
                return .automatic
            }
            guard Self.heightFieldTypes.contains(field.type) else {
                diagnostics.error(
                    "'height' of \(owner) names field '\(field.name)' of type \(field.type); it must be a Double, CGFloat or Int (points)",
                    at: name.location)
                return .automatic
            }
            return .field(field.name, type: field.type)
        }
    }

    /// The types a row's height may come from.
    static let heightFieldTypes: Set<String> = ["Double", "CGFloat", "Int", "CoreGraphics.CGFloat"]
}
