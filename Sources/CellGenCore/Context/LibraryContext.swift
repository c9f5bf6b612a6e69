/// Builds what a cell library's template needs: the library's namespace and, for each of its
/// cells and header views, the values a screen's own views get.
public struct LibraryContext: Sendable {
    public let library: Library
    /// Extra comment lines from `cellgen.yml`, after the fixed header.
    public let extraHeaderLines: [String]

    public init(library: Library, extraHeaderLines: [String] = []) {
        self.library = library
        self.extraHeaderLines = extraHeaderLines
    }

    public var values: TemplateValues {
        let views =
            library.cells.map { ViewValues(cell: $0) } + library.headers.map { ViewValues(header: $0, list: library.list) }
        var values: TemplateValues = [
            "library": Spelling.type(library.name),
            "access": AccessSpelling.prefix(library.access),
            // Swift makes memberwise initializers internal: package and public types write theirs out.
            "writesInitializers": library.access != .internal,
            "headerLines": FileHeader.lines(generatedFrom: library.specFileName, extra: extraHeaderLines),
            "imports": ScreenContext.imports([], models: library.models),
            "docLines": Spelling.doc(
                "\(Self.contents(of: library)) that screens share: the \(library.name) cell library."),
            "views": TemplateValue.list(views.map { $0.templateValue }),
        ]
        // Its views take the library's environment, if it declares one; each screen passes its own.
        values["environmentStruct"] = LibraryEnvironmentValues.libraryStruct(library)
        values.merge(ScreenContext.environmentValues(library.environment, namespace: ""))
        values.merge(ScreenContext.listValues(library.list))
        values.merge(ScreenContext.modelsValues([], models: library.models, namespace: Spelling.type(library.name)))
        return values
    }

    /// `Cells and header views`, `Cells` or `Header views`: what the library declares.
    private static func contents(of library: Library) -> String {
        switch (library.cells.isEmpty, library.headers.isEmpty) {
        case (false, false): "Cells and header views"
        case (false, true): "Cells"
        default: "Header views"
        }
    }
}
