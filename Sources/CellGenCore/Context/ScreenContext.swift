/// Builds everything a screen's templates need from a checked `Screen`: all names are derived
/// (through `GeneratedNames`), escaped and decided here, so templates only lay text out.
public struct ScreenContext: Sendable {
    public let screen: Screen
    /// Extra comment lines from `cellgen.yml`, after the fixed header.
    public let extraHeaderLines: [String]

    public init(screen: Screen, extraHeaderLines: [String] = []) {
        self.screen = screen
        self.extraHeaderLines = extraHeaderLines
    }

    public var values: TemplateValues {
        let views = viewValues
        let contexts = sectionContexts
        var values = TemplateValues([
            "screen": .text(Spelling.type(screen.name)),
            "screenLiteral": .text(Spelling.literal(screen.name)),
            "access": .text(AccessSpelling.prefix(screen.access)),
            // Swift makes memberwise initializers internal: package and public types write theirs out.
            "writesInitializers": .flag(screen.access != .internal),
            "headerLines": FileHeader.lines(generatedFrom: screen.specFileName, extra: extraHeaderLines).templateValue,
            "imports": Self.imports(
                screen.imports, models: screen.models, swiftUI: screen.cells.contains { $0.swiftUI != nil }
            ).templateValue,
            "docLines": Spelling.doc("Generated list support for the \(screen.name) screen.").templateValue,
            "selectorTarget": .text(Spelling.type(GeneratedNames.selectorTarget(screen.name))),
            "isTable": .flag(screen.list == .table),
            "isCollection": .flag(screen.list == .collection),
            // A compositional layout reads no `height`: it builds its sections from the spec's.
            "usesHeights": .flag(screen.collectionLayout != .compositional),
            "views": .list(views.map { $0.templateValue }),
            // A screen made only of a library's views declares none of its own: no empty sections.
            "hasViewModels": .flag(!views.isEmpty || !contexts.isEmpty),
            "hasViews": .flag(!views.isEmpty),
            "contexts": contexts.templateValue,
            "headerViews": headerViews.templateValue,
            "hasHeaderViews": .flag(!screen.headers.isEmpty),
            // Header views that all size themselves need no `height`: `CellGenSupplementary` answers `.automatic`.
            "hasHeaderHeights": .flag(
                screen.collectionLayout != .compositional && screen.headers.contains { $0.height != .automatic }),
        ])
        let libraryEnvironments = LibraryEnvironmentValues(screen: screen)
        values.set("environmentStruct", to: libraryEnvironments.screenStruct.templateValue)
        values.merge(libraryEnvironments.values)
        values.merge(Self.environmentValues(screen.environment, namespace: ""))
        values.merge(emptyStateValues)
        values.merge(Self.modelsValues(screen.imports, models: screen.models, namespace: Spelling.type(screen.name)))
        values.merge(Self.listValues(screen.list))
        // Every row case once: each part below reads them.
        let rowCases = RowCase.all(in: screen)
        values.merge(SectionValues(screen: screen, rowCases: rowCases).values)
        values.merge(ActionValues(screen: screen, rowCases: rowCases).values)
        values.merge(InteractionValues(screen: screen, rowCases: rowCases).values)
        values.merge(BehaviourValues(screen: screen, rowCases: rowCases).values)
        values.merge(DispatchValues(screen: screen).values)
        if screen.list == .collection { values.merge(CollectionValues(screen: screen).values) }
        values.set("registrations", to: registrations.templateValue)
        values.set("systemCells", to: systemCells.templateValue)
        return values
    }

    /// The statements that register every view the screen shows, its own and its libraries', in
    /// spec order: cells, then header views.
    private var registrations: [String] {
        let systemCell = screen.cells.contains { $0.system != nil } ? [SystemCellCode.registration(screen.list)] : []
        let swiftUICell = screen.cells.contains { $0.swiftUI != nil } ? [SwiftUICellCode.registration(screen.list)] : []
        return screen.cells.filter(\.hasTeamClass).compactMap { cell in
            ViewCode.registration(
                className: cell.className, registration: cell.registration, bundle: cell.bundle, isHeader: false,
                // Swipe actions show only on list cells: the screen that swipes a cell says so.
                isListCell: screen.list == .collection && (screen.swipesRows(of: cell) || screen.disclosesRows(of: cell)))
        }
            + systemCell + swiftUICell
            + screen.headers.compactMap { header in
                ViewCode.registration(
                    className: header.className, registration: header.registration, bundle: header.bundle, isHeader: true)
            }
    }

    /// The data source's functions that build its system cells' content configurations, and
    /// those its SwiftUI cells show on iOS 15.
    private var systemCells: [TemplateValues] {
        // The view-model's name only for these cells: it costs a few thousand instructions.
        screen.cells.compactMap { cell in
            guard cell.swiftUI != nil || cell.system != nil else { return nil }
            let viewModel = ViewTypeNames(cell.name, in: screen).viewModel
            if let swiftUI = cell.swiftUI { return SwiftUICellCode.fallbackContentValues(cell, swiftUI, viewModel: viewModel) }
            return cell.system.map { SystemCellCode.contentValues(cell, $0, viewModel: viewModel) }
        }
    }

    /// The `, environment: Environment` parameter and `, environment: environment` argument that
    /// configure steps take when the screen has an environment; `namespace` qualifies the type
    /// outside the screen's enum (`"Activity."`, for the scaffold).
    static func environmentValues(_ environment: [Field], namespace: String) -> TemplateValues {
        let has = !environment.isEmpty
        return [
            "hasEnvironment": has,
            "environmentParameter": has ? ", environment: \(namespace)\(GeneratedNames.environment)" : "",
            "environmentArgument": has ? environmentArgument : "",
        ]
    }

    /// The environment argument of a view's configure step: the screen's for its own views, the
    /// library's (made from the screen's) for a view of a library that takes one.
    static func viewEnvironmentArgument(_ screen: Screen, library: String?) -> String {
        guard let library else { return screen.environment.isEmpty ? "" : environmentArgument }
        return LibraryEnvironmentValues.argument(screen, library: library)
    }

    /// How a configure step is given the environment.
    private static let environmentArgument = ", environment: environment"

    /// The imports of the file with the data source: UIKit first, then the spec's in order, then
    /// the models' module when it is another one, without repeats.
    /// With `swiftUI` (a SwiftUI cell shown), SwiftUI too, which does not re-export UIKit.
    static func imports(_ imports: [String], models: ModelsPlacement, swiftUI: Bool = false) -> [String] {
        var seen: Set<String> = []
        return (["UIKit"] + (swiftUI ? ["SwiftUI"] : []) + imports + [models.module].compactMap { $0 })
            .filter { seen.insert($0).inserted }
    }

    /// Where the models go: `modelsSeparate` moves them to the screen-models template, whose
    /// file imports Foundation (for `URL`, `Date`, which UIKit brought before) and the spec's
    /// imports. Outside the enum, the row maps name `Row` and `Action` through the namespace.
    static func modelsValues(_ imports: [String], models: ModelsPlacement, namespace: String) -> TemplateValues {
        var seen: Set<String> = []
        let qualifier = models.isSeparate ? namespace + "." : ""
        return [
            "modelsSeparate": models.isSeparate,
            "modelsImports": (["Foundation"] + imports).filter { seen.insert($0).inserted },
            "rowType": qualifier + "Row",
            "actionType": qualifier + "Action",
            // Separate models serve a presenter (seed 1), which the scaffold makes the handler.
            "handlerRole": models.isSeparate ? "presenter" : "view controller",
        ]
    }

    /// The screen's own cells and header views; a library's are the library's.
    private var viewValues: [ViewValues] {
        screen.cells.filter { $0.library == nil }.map { ViewValues(cell: $0) }
            + screen.headers.filter { $0.library == nil }.map { ViewValues(header: $0, list: screen.list) }
    }

    private var sectionContexts: [TemplateValues] {
        screen.sections.filter { !$0.context.isEmpty }.map { section in
            var values = Spelling.storedProperties(section.context)
            values["sectionID"] = section.id
            values["contextType"] = Spelling.type(GeneratedNames.sectionContext(section.id))
            return values
        }
    }

    private var headerViews: [TemplateValues] {
        screen.headers.map { header in
            let events = HeaderEventValues(screen: screen, header: header)
            let types = ViewTypeNames(header.name, in: screen)
            var values = TemplateValues([
                "caseName": .text(Spelling.member(GeneratedNames.supplementaryCase(header.name))),
                "viewModel": .text(types.viewModel),
                "configurable": .text(types.configurable),
                "className": .text(header.className),
                // A view with events also carries where it is used, which says what they send.
                "casePayload": .text(types.viewModel + (events.hasEvents ? ", \(events.useType)" : "")),
                "viewPattern": .text(events.hasEvents ? "let viewModel, let use" : "let viewModel"),
                "configureCall": .text(
                    ViewCode.configureCall(environmentArgument: Self.viewEnvironmentArgument(screen, library: header.library))),
                "heightExpression": .text(ViewValues.heightExpression(header.height)),
                "hasEvents": .flag(events.hasEvents),
            ])
            values.merge(events.values)
            return values
        }
    }

    /// `empty`: a title, localized in the builder, or a header view the data source makes
    /// outside the list's reuse and configures with the input's view-model.
    private var emptyStateValues: TemplateValues {
        var title: [String] = []
        var view: [TemplateValues] = []
        switch screen.empty {
        case .title(let text)?:
            title = [SupplementaryExpression.localized(text, comment: "Shown while \(screen.name) has no rows")]
        case .view(let name)?:
            let types = ViewTypeNames(name, in: screen)
            let header = screen.header(named: name)
            view = [
                [
                    "viewModel": types.viewModel,
                    "className": header?.className ?? name,
                    "makeExpression": header.map { ViewValues.makeExpression(of: $0, list: screen.list) } ?? "nil",
                    "isNib": header?.registration == .nib,
                    "configureCall": ViewCode.configureCall(
                        environmentArgument: Self.viewEnvironmentArgument(screen, library: header?.library)),
                    // From the input when the spec's `empty` takes one, else the same every time.
                    "inputExpression": screen.emptyStateInput != nil
                        ? ["input.\(Spelling.member(GeneratedNames.emptyStateProperty))"] : [String](),
                    "initialValue": screen.emptyStateInput == nil ? ["\(types.viewModel)()"] : [String](),
                    "emptyStateUse": header?.events.isEmpty == false
                        ? [".\(Spelling.member(GeneratedNames.emptyStateUseCase))"] : [String](),
                ]
            ]
        case .field?, nil:
            break
        }
        return ["hasEmptyState": screen.empty != nil, "emptyTitle": title, "emptyView": view]
    }

    /// The list view's type and parameter names, for a screen or a library of its kind.
    static func listValues(_ list: ListKind) -> TemplateValues {
        switch list {
        case .table:
            [
                "listParameter": "tableView", "listType": "UITableView", "cellType": "UITableViewCell",
                "itemProperty": "row",
            ]
        case .collection:
            [
                "listParameter": "collectionView", "listType": "UICollectionView", "cellType": "UICollectionViewCell",
                "itemProperty": "item",
            ]
        }
    }
}

/// The access modifier in front of generated declarations.
enum AccessSpelling {
    static func prefix(_ access: AccessLevel) -> String {
        switch access {
        case .internal: ""
        case .package: "package "
        case .public: "public "
        }
    }
}
