/// How a screen passes its environment to the views of its cell libraries that take one (DESIGN
/// 11.4): its data source has a property per such library that makes the library's environment
/// from the screen's, and those views' configure steps are given it. The property makes it on
/// every configure, as cheap as keeping one (a few values copied) and with nothing to keep in
/// step when the screen's environment is set, which reconfigures every row as before.
struct LibraryEnvironmentValues {
    let screen: Screen

    /// The used libraries that take an environment and whose views the screen shows, in `uses`
    /// order, with their environments' fields.
    private var passed: [(library: String, fields: [Field])] {
        screen.libraries.compactMap { library in
            guard let fields = screen.libraryEnvironments[library],
                screen.cells.contains(where: { $0.library == library })
                    || screen.headers.contains(where: { $0.library == library })
            else { return nil }
            return (library, fields)
        }
    }

    /// Nothing for a screen that passes no environment, whose render context stays as it was.
    var values: TemplateValues {
        let passed = passed
        guard !passed.isEmpty else { return [:] }
        return [
            "libraryEnvironments": passed.map { library, fields -> TemplateValues in
                let type = Self.type(of: library)
                return [
                    "docLines": Spelling.doc(
                        "What the views of cell library \(library) are configured with: its environment, from the screen's."),
                    "property": Self.property(of: library),
                    "type": type,
                    "initializer": type + "("
                        + fields.map { "\(Spelling.label($0.name)): environment.\(Spelling.member($0.name))" }
                        .joined(separator: ", ") + ")",
                ]
            }
        ]
    }

    /// The `, environment: ...` argument of a library view's configure step: the data source's
    /// property for the library's environment, or nothing when the library takes none.
    static func argument(_ screen: Screen, library: String) -> String {
        screen.libraryEnvironments[library] == nil ? "" : ", environment: \(property(of: library))"
    }

    /// The screen's `Environment`, with its doc, when it has one: it names the library
    /// environments made from it.
    var screenStruct: [TemplateValues] {
        let libraries = passed.map { "`\(Self.type(of: $0.library))`" }
        let doc =
            libraries.isEmpty
            ? """
            Values that belong to no row (a theme, a display mode), which the screen's own cells and
            header views are configured with; a cell library's views get none. They never count in a
            row's identity or equality.
            """
            : """
            Values that belong to no row (a theme, a display mode), which the screen's own cells and
            header views are configured with, and from which its cell libraries' views get theirs
            (\(libraries.joined(separator: ", "))). They never count in a row's identity or equality.
            """
        return Self.environmentStruct(screen.environment, doc: doc)
    }

    /// A cell library's `Environment`, with its doc, when it declares one.
    static func libraryStruct(_ library: Library) -> [TemplateValues] {
        environmentStruct(
            library.environment,
            doc: """
                Values that belong to no row (a theme, a display mode), which the library's cells and
                header views are configured with; each screen that uses the library passes them from its
                own environment. They never count in a row's identity or equality.
                """)
    }

    /// The `environmentStruct` of the environment template: none without fields.
    private static func environmentStruct(_ fields: [Field], doc: String) -> [TemplateValues] {
        guard !fields.isEmpty else { return [] }
        var values = Spelling.storedProperties(fields)
        values["environmentDocLines"] = Spelling.doc(doc)
        return [values]
    }

    /// `Kit.Environment`: the library's environment type, as the screen's code names it.
    private static func type(of library: String) -> String {
        Spelling.type(library) + "." + GeneratedNames.environment
    }

    private static func property(of library: String) -> String {
        Spelling.member(GeneratedNames.libraryEnvironmentProperty(library))
    }
}
