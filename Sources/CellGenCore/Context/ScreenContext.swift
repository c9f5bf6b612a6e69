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
        var values: TemplateValues = [
            "screen": Spelling.type(screen.name),
            "access": AccessSpelling.prefix(screen.access),
            "headerLines": FileHeader.lines(generatedFrom: screen.specFileName, extra: extraHeaderLines),
            "imports": imports,
            "docLines": Spelling.doc("Generated list support for the \(screen.name) screen."),
            "selectorTarget": Spelling.type(GeneratedNames.selectorTarget(screen.name)),
            "isTable": screen.list == .table,
            "isCollection": screen.list == .collection,
            "views": views.map(\.values),
            "contexts": sectionContexts,
            "headerViews": headerViews,
            "hasHeaderViews": !screen.headers.isEmpty,
            "hasEnvironment": !screen.environment.isEmpty,
            "environmentStruct": screen.environment.isEmpty ? [TemplateValues]() : [Spelling.storedProperties(screen.environment)],
            "environmentParameter": screen.environment.isEmpty ? "" : ", environment: \(GeneratedNames.environment)",
            "environmentArgument": screen.environment.isEmpty ? "" : ", environment: environment",
        ]
        values.merge(listValues) { $1 }
        values.merge(SectionValues(screen: screen).values) { $1 }
        values.merge(ActionValues(screen: screen).values) { $1 }
        return values
    }

    /// UIKit first, then the spec's imports in order, without repeats.
    private var imports: [String] {
        var seen: Set<String> = []
        return (["UIKit"] + screen.imports).filter { seen.insert($0).inserted }
    }

    private var views: [ViewValues] {
        screen.cells.map { ViewValues(cell: $0, list: screen.list) }
            + screen.headers.map { ViewValues(header: $0, list: screen.list) }
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
            [
                "caseName": Spelling.member(GeneratedNames.supplementaryCase(header.name)),
                "viewModel": Spelling.type(GeneratedNames.viewModel(header.name)),
                "configurator": Spelling.type(GeneratedNames.configurator(header.name)),
            ]
        }
    }

    private var listValues: TemplateValues {
        switch screen.list {
        case .table:
            ["listParameter": "tableView", "listType": "UITableView", "cellType": "UITableViewCell", "supplementaryType": "UIView"]
        case .collection:
            [
                "listParameter": "collectionView", "listType": "UICollectionView", "cellType": "UICollectionViewCell",
                "supplementaryType": "UICollectionReusableView",
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
