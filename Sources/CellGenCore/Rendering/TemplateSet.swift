/// The templates of a run: the built-in ones, with any a team put in its templates folder
/// replacing those of the same name. Parsed once per run.
public struct TemplateSet: Sendable {
    /// What was parsed: the texts, and which came from a team's folder (and their files' names).
    private let templates: TemplateSources
    /// Each template parsed once, by name.
    let parsed: [String: ParsedTemplate]
    /// The same, as the renderer looks partials up.
    private let partials: TemplateTable

    /// Template name -> text, after overrides.
    public var sources: [String: String] { templates.texts }
    /// Names taken from the override folder.
    public var overridden: Set<String> { templates.overridden }

    /// The built-in templates only.
    public static func builtIn() throws(TemplateError) -> TemplateSet {
        try TemplateSet(parsing: .builtIn)
    }

    /// The templates `generate` renders (`screen`, `support`, `library`, the models files' and what
    /// they include); the others need not be parsed when only these are rendered.
    public static let generatedFileRoots: Set<String> = [
        "screen", "support", "library", "screen-models", "library-models",
    ]

    /// The built-in templates, with every `*.mustache` file in `folder` replacing the built-in
    /// template of the same name (or adding a partial), read and parsed.
    public static func loading(overridesIn folder: String?, roots: Set<String>? = nil) throws(TemplateError)
        -> TemplateSet
    {
        try TemplateSet(parsing: .reading(overridesIn: folder), roots: roots)
    }

    /// The built-in templates with `overrides` (name -> text) in place of those of the same name,
    /// as if read from a templates folder: for tools and fuzzing that hold templates in memory.
    public static func overriding(_ overrides: [String: String]) throws(TemplateError) -> TemplateSet {
        try TemplateSet(
            parsing: TemplateSources(
                texts: BuiltinTemplates.all.merging(overrides) { $1 }, overridden: Set(overrides.keys)))
    }

    /// Parses the templates of `templates`: only `roots` and the templates they include (nil:
    /// all), unless there are overrides: then every template is, to check what each includes.
    public init(parsing templates: TemplateSources, roots: Set<String>? = nil) throws(TemplateError) {
        self.templates = templates
        let sources = templates.texts
        let overridden = templates.overridden
        for name in overridden.sorted() {
            if let problem = TemplateSources.sizeProblem(sources[name]!.utf8.count) {
                throw TemplateError(file: templates.file(of: name), message: problem)
            }
        }
        func parse(_ name: String) throws(TemplateError) -> ParsedTemplate? {
            guard let text = sources[name] else { return nil }
            do {
                return try TemplateParser.parse(text, named: name)
            } catch {
                throw TemplateError(at: error.offset, in: text, file: templates.file(of: name), message: error.message)
            }
        }
        // Without overrides, only what the roots reach: parsing every template was almost half
        // of a one-spec run, the build plugin's case. Overrides are checked against what every
        // template includes, so then every template is parsed.
        var parsed: [String: ParsedTemplate] = [:]
        if let roots, overridden.isEmpty {
            parsed = try TemplateReferences.closure(of: roots, parsing: parse)
        } else {
            for name in sources.keys.sorted() { parsed[name] = try parse(name) }
        }
        // An override of no built-in template that nothing includes is never rendered: most
        // likely a misspelt name, which would otherwise be silently ignored.
        if !overridden.isEmpty {
            let included = Set(parsed.values.flatMap { TemplateReferences.references(in: $0.nodes) })
            for name in overridden.sorted() where BuiltinTemplates.all[name] == nil && !included.contains(name) {
                throw TemplateError(
                    file: templates.file(of: name),
                    message: "the template '\(name)' replaces no built-in template and no template includes it"
                        + Suggestion.hint(for: name, in: BuiltinTemplates.all.keys.sorted()))
            }
        }
        // Only overrides can bring in a cycle (a test keeps the built-ins free of one).
        if !overridden.isEmpty, let cycle = TemplateReferences.cycle(in: parsed) {
            throw TemplateError(
                file: templates.file(of: cycle[0]),
                message: "templates include each other without end: \(cycle.joined(separator: " -> "))")
        }
        self.parsed = parsed
        partials = TemplateTable(parsed)
    }

    /// The template's text rendered over `values`, as UTF-8 bytes.
    func renderBytes(_ values: TemplateValues, template name: String) throws(TemplateError) -> [UInt8] {
        try renderer(values, template: name).output
    }

    /// The template's text rendered over `values` and laid out as every generated file is
    /// (`GeneratedSourceLayout`), read from the renderer's buffer: no copy of the text before
    /// its layout.
    func renderLaidOut(_ values: TemplateValues, template name: String) throws(TemplateError) -> [UInt8] {
        try renderer(values, template: name).withOutput(GeneratedSourceLayout.normalize)
    }

    /// A renderer that has rendered the template over `values`.
    private func renderer(_ values: TemplateValues, template name: String) throws(TemplateError) -> TemplateRenderer {
        guard let template = parsed[name] else {
            throw TemplateError(file: "\(name).mustache", message: "there is no template named '\(name)'")
        }
        var renderer = TemplateRenderer(templates: partials, capacity: 64 * 1024)
        do {
            try renderer.render(template, named: name, with: values)
        } catch {
            let location = error.location ?? TagLocation(template: name, offset: 0)
            throw TemplateError(
                at: location.offset, in: sources[location.template] ?? "",
                file: templates.file(of: location.template), message: error.message)
        }
        return renderer
    }

    func render(_ values: TemplateValues, template name: String) throws(TemplateError) -> String {
        String(decoding: try renderBytes(values, template: name), as: UTF8.self)
    }
}

/// A template that is missing or does not parse.
public struct TemplateError: Error, Sendable, Equatable {
    public var file: String
    public var line = 1
    public var column = 1
    public var message: String

    public init(file: String, message: String) {
        self.file = file
        self.message = message
    }

    /// An error at a byte offset of a template's text.
    init(at offset: Int, in text: String, file: String, message: String) {
        self.file = file
        (line, column) = TemplateSyntaxError.lineAndColumn(of: offset, in: text)
        self.message = message
    }

    public var diagnostic: Diagnostic {
        .error(message, at: SourceLocation(file: file, line: line, column: column))
    }
}
