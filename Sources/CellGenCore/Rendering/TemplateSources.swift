import Foundation

/// The texts of a run's templates, read but not parsed: the built-in ones, with every
/// `*.mustache` file in a team's templates folder replacing the built-in template of the same
/// name (or adding a partial). A run's `GenerationRecord` fingerprints these texts, so a run
/// that the record shows unchanged parses no template, and a full run parses them while its
/// specs are checked (`GenerateJob`).
public struct TemplateSources: Sendable {
    /// Template name -> text, after overrides.
    public let texts: [String: String]
    /// Names taken from the override folder.
    public let overridden: Set<String>
    /// The folder overrides were read from (nil: given in memory), to name their files in errors.
    let folder: String?

    init(texts: [String: String], overridden: Set<String>, folder: String? = nil) {
        self.texts = texts
        self.overridden = overridden
        self.folder = folder
    }

    /// The built-in templates only.
    static let builtIn = TemplateSources(texts: BuiltinTemplates.all, overridden: [])

    /// The built-in templates with the overrides in `folder`, if any. A folder that cannot be
    /// listed, an override too large or not UTF-8 text is an error.
    public static func reading(overridesIn folder: String?) throws(TemplateError) -> TemplateSources {
        guard let folder else { return builtIn }
        var texts = BuiltinTemplates.all
        var overridden: Set<String> = []
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: folder)
        } catch {
            throw TemplateError(
                file: folder, message: "cannot read the templates folder: \(error.localizedDescription)")
        }
        for file in names.sorted() where file.hasSuffix(".mustache") {
            let path = (folder as NSString).appendingPathComponent(file)
            // Refused before it is read: a file of gigabytes would be read whole first.
            if let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int,
                let problem = sizeProblem(size)
            {
                throw TemplateError(file: path, message: problem)
            }
            guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
                throw TemplateError(file: path, message: "cannot read the template as UTF-8 text")
            }
            let name = String(file.dropLast(".mustache".count))
            texts[name] = text
            overridden.insert(name)
        }
        return TemplateSources(texts: texts, overridden: overridden, folder: folder)
    }

    /// Why a template of `size` bytes is refused, or nil.
    static func sizeProblem(_ size: Int) -> String? {
        size <= TemplateLimits.templateSize
            ? nil : "the template is \(size) bytes; a template may be at most \(TemplateLimits.templateSize) bytes"
    }

    /// The file a template's errors name: an override's in its folder, a built-in's by its name.
    func file(of name: String) -> String {
        overridden.contains(name) ? (folder.map { "\($0)/\(name).mustache" } ?? name) : "\(name).mustache"
    }
}
