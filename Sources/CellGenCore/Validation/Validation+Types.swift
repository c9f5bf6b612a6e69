import Foundation

/// Swift types written in the spec (fields, contexts, event payloads) must be well-formed and
/// must be values a `Hashable`, `Sendable` view-model can hold.
extension Validation {
    /// The type's canonical spelling, or nil (with a diagnostic) when it cannot be used.
    /// `inModels`: whether the value is written in the models, which separate models keep free
    /// of UIKit (the environment stays in the screen's file).
    mutating func checkValueType(
        _ type: Located<String>, of what: @autoclosure () -> String, inModels: Bool = true
    ) -> String? {
        switch parsedTypes.parse(type.value) {
        case .failure(let error):
            var location = type.location
            location.column += error.offset
            diagnostics.error("the type of \(what()) is not a valid Swift type: \(error.message)", at: location)
            return nil
        case .success(let syntax):
            if syntax.containsFunctionType {
                diagnostics.error(
                    "the type of \(what()) is a function type; generated values are Hashable and Sendable and cannot hold closures (use an event instead)",
                    at: type.location)
                return nil
            }
            if syntax.refersToSelf {
                diagnostics.error(
                    "the type of \(what()) refers to 'Self', which would mean whichever generated type holds the value (a view-model, a section, the data source); write the type's name",
                    at: type.location)
                return nil
            }
            if inModels, refersToUIKit(syntax) {
                diagnostics.error(
                    "the type of \(what()), '\(syntax.canonicalSpelling)', is UIKit's, but with 'models: separate' in cellgen.yml the models are written without UIKit; hold a UIKit-free value (an image's name or URL, a color's role), or add UIKit to 'imports' to let the models import it",
                    at: type.location)
                return nil
            }
            return syntax.canonicalSpelling
        }
    }

    /// Whether the type names UIKit (`UIImage`, `[UIKit.UIColor]`) when the models go to a file
    /// that does not import it. Names are recognised by UIKit's `UI` prefix: the check reads
    /// spellings, it cannot resolve a type alias.
    private func refersToUIKit(_ syntax: SwiftParsedType) -> Bool {
        guard defaults.models.isSeparate, !spec.imports.contains(where: { $0.value == "UIKit" }) else { return false }
        return syntax.referencedTopLevelNames.contains { name in
            name == "UIKit" || (name.hasPrefix("UI") && name.dropFirst(2).first?.isUppercase == true)
        }
    }
}

/// Each spelling parsed once per process: fields repeat their types (`String`, `URL?`) within a
/// spec and across specs, and the collision checks read every type again; parsing was a fifth of
/// checking a spec. Parsing is a pure function of the text, so a cached result is the result.
final class ParsedTypes: @unchecked Sendable {
    /// The cache the specs of one run share (checked on all cores, so behind a lock).
    static let shared = ParsedTypes()
    /// Longer spellings, and spellings past this many, are parsed each time: hostile input
    /// cannot grow the cache without bound.
    static let maximumCachedLength = 200
    static let maximumCachedCount = 10_000

    private struct Parsed {
        let result: Result<SwiftParsedType, SwiftTypeParseError>
        /// See `topLevelNames(in:)`.
        let topLevelNames: [String]

        init(_ text: String) {
            result = SwiftTypeParser.parse(text)
            if case .success(let syntax) = result {
                topLevelNames = syntax.referencedTopLevelNames
            } else {
                topLevelNames = []
            }
        }
    }

    private var cache: [String: Parsed] = [:]
    private let lock = NSLock()

    private func parsed(_ text: String) -> Parsed {
        guard text.utf8.count <= Self.maximumCachedLength else { return Parsed(text) }
        lock.lock()
        let known = cache[text]
        lock.unlock()
        if let known { return known }
        let parsed = Parsed(text)
        lock.lock()
        if cache.count < Self.maximumCachedCount { cache[text] = parsed }
        lock.unlock()
        return parsed
    }

    func parse(_ text: String) -> Result<SwiftParsedType, SwiftTypeParseError> {
        parsed(text).result
    }

    /// The names a type refers to at the top level, for finding user types that generated
    /// declarations would shadow.
    func topLevelNames(in type: String) -> [String] {
        // A plain name that is no keyword (`String`, `URL`: most field types) names just itself,
        // told without a parse or the shared cache's lock and hash.
        if let name = ASCIIName(type), name.isValidIdentifier, !SwiftKeywords.isKeyword(type) { return [type] }
        return parsed(type).topLevelNames
    }
}
