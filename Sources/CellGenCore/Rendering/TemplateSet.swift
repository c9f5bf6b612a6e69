import Foundation
import Mustache

/// The templates of a run: the built-in ones, with any a team put in its templates folder
/// replacing those of the same name. Parsed once per run.
public struct TemplateSet: Sendable {
    /// Template name -> text, after overrides.
    public let sources: [String: String]
    /// Names taken from the override folder.
    public let overridden: Set<String>
    let library: MustacheLibrary
    static let textPragma = "{{% CONTENT_TYPE: TEXT}}\n"

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
        var library = MustacheLibrary()
        let parsed = roots.map { TemplateReferences.closure(of: $0, in: sources) }
        for (name, text) in sources.sorted(by: { $0.key < $1.key }) where parsed?.contains(name) ?? true {
            do {
                // Generated code is not HTML: nothing a variable holds is ever escaped. The pragma
                // stands on a line of its own, which mustache removes, so the first line of the
                // template keeps its own standalone tags.
                try library.register(Self.textPragma + text, named: name)
            } catch {
                let file = overridden.contains(name) ? (folder.map { "\($0)/\(name).mustache" } ?? name) : "\(name).mustache"
                throw TemplateError(parsing: error, file: file)
            }
        }
        self.library = library
    }

    func render(_ values: TemplateValues, template name: String) throws(TemplateError) -> String {
        guard let text = library.render(values, withTemplate: name) else {
            throw TemplateError(file: "\(name).mustache", message: "there is no template named '\(name)'")
        }
        return text
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

    /// swift-mustache's parser error, at the place it names.
    init(parsing error: any Error, file: String) {
        self.file = file
        guard let error = error as? MustacheTemplate.ParserError else {
            message = "the template does not parse: \(error)"
            return
        }
        // One line less: the pragma line CellGen puts in front.
        line = max(1, error.context.lineNumber - 1)
        column = error.context.columnNumber
        let reasons: [String: String] = [
            "sectionCloseNameIncorrect": "a section is closed with another name than it was opened with",
            "unfinishedName": "a tag is not finished",
            "expectedSectionEnd": "a section is not closed",
        ]
        let reason = "\(error.error)"
        message = "the template does not parse: \(reasons[reason] ?? reason)"
    }

    public var diagnostic: Diagnostic {
        .error(message, at: SourceLocation(file: file, line: line, column: column))
    }
}
