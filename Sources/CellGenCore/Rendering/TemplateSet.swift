import Foundation

/// The templates of a run: the built-in ones, with any a team put in its templates folder
/// replacing those of the same name. Parsed once per run.
public struct TemplateSet: Sendable {
    /// Template name -> text, after overrides.
    public let sources: [String: String]
    /// Names taken from the override folder.
    public let overridden: Set<String>
    /// Each template parsed once, by name.
    let parsed: [String: ParsedTemplate]

    /// The built-in templates only.
    public static func builtIn() throws(TemplateError) -> TemplateSet {
        try TemplateSet(sources: BuiltinTemplates.all, overridden: [])
    }

    /// The templates `generate` renders (`screen`, `support`, `library` and what they include); the
    /// others need not be parsed when only these are rendered.
    public static let generatedFileRoots: Set<String> = ["screen", "support", "library"]

    /// The built-in templates, with every `*.mustache` file in `folder` replacing the built-in
    /// template of the same name (or adding a partial).
    /// Only `roots` and the templates they include are parsed (nil: all); parsing every template
    /// was almost half of a one-spec run, the build plugin's case.
    public static func loading(overridesIn folder: String?, roots: Set<String>? = nil) throws(TemplateError) -> TemplateSet {
        guard let folder else { return try TemplateSet(sources: BuiltinTemplates.all, overridden: [], roots: roots) }
        var sources = BuiltinTemplates.all
        var overridden: Set<String> = []
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: folder)
        } catch {
            throw TemplateError(file: folder, message: "cannot read the templates folder: \(error.localizedDescription)")
        }
        for file in names.sorted() where file.hasSuffix(".mustache") {
            let path = (folder as NSString).appendingPathComponent(file)
            guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
                throw TemplateError(file: path, message: "cannot read the template as UTF-8 text")
            }
            let name = String(file.dropLast(".mustache".count))
            sources[name] = text
            overridden.insert(name)
        }
        return try TemplateSet(sources: sources, overridden: overridden, folder: folder, roots: roots)
    }

    /// The built-in templates with `overrides` (name -> text) in place of those of the same name,
    /// as if read from a templates folder: for tools and fuzzing that hold templates in memory.
    public static func overriding(_ overrides: [String: String]) throws(TemplateError) -> TemplateSet {
        try TemplateSet(sources: BuiltinTemplates.all.merging(overrides) { $1 }, overridden: Set(overrides.keys))
    }

    private init(sources: [String: String], overridden: Set<String>, folder: String? = nil, roots: Set<String>? = nil) throws(TemplateError) {
        self.sources = sources
        self.overridden = overridden
        // Only overrides can bring in a cycle (a test keeps the built-ins free of one); skipping
        // the check saves 8% of a one-spec run, the build plugin's case.
        if !overridden.isEmpty, let cycle = TemplateReferences.cycle(in: sources) {
            let name = cycle[0]
            let file = overridden.contains(name) ? (folder.map { "\($0)/\(name).mustache" } ?? name) : "\(name).mustache"
            throw TemplateError(file: file, message: "templates include each other without end: \(cycle.joined(separator: " -> "))")
        }
        let roots = roots.map { TemplateReferences.closure(of: $0, in: sources) }
        var parsed: [String: ParsedTemplate] = [:]
        for (name, text) in sources.sorted(by: { $0.key < $1.key }) where roots?.contains(name) ?? true {
            do {
                parsed[name] = try TemplateParser.parse(text)
            } catch {
                let file = overridden.contains(name) ? (folder.map { "\($0)/\(name).mustache" } ?? name) : "\(name).mustache"
                throw TemplateError(parsing: error, in: text, file: file)
            }
        }
        self.parsed = parsed
    }

    /// The template's text rendered over `values`, as UTF-8 bytes.
    func renderBytes(_ values: TemplateValues, template name: String) throws(TemplateError) -> [UInt8] {
        guard let template = parsed[name] else {
            throw TemplateError(file: "\(name).mustache", message: "there is no template named '\(name)'")
        }
        var renderer = TemplateRenderer(templates: parsed, capacity: 64 * 1024)
        renderer.render(template, with: values)
        return renderer.output
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

    /// A parser error, at the line and column of the template's text it names.
    init(parsing error: TemplateSyntaxError, in text: String, file: String) {
        self.file = file
        (line, column) = TemplateSyntaxError.lineAndColumn(of: error.offset, in: text)
        message = error.message
    }

    public var diagnostic: Diagnostic {
        .error(message, at: SourceLocation(file: file, line: line, column: column))
    }
}
